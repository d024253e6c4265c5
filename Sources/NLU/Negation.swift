import CommandModel
import Grammar

/// Whether an utterance says not to do the command read from it: "don't close this tab", "no cierres la pestaña",
/// "ne ferme pas l'onglet", "schließ den tab nicht", "टैब बंद मत करो". A reader that weighs words can take such a
/// sentence for the command it names; carrying it out would do the opposite of what was asked.
///
/// A negation (the locale's `negation` lines) reaches a few words around it. When one of those words is one the
/// command's rules or senses use — and only a few commands use it, so "the" or "go" say nothing — the negation
/// falls on the command, and it is refused. Not refused: commands that stop something ("don't read any more",
/// "hör nicht mehr zu") unless the negation falls on the stopping word itself ("don't stop reading", "ne dors pas");
/// negations of wanting ("I don't need this tab" asks for it to go); and negations inside what is said as free text
/// ("type do not disturb").
struct NegationCheck: Sendable {
    let negations: [PhraseTable.Negation]
    let wanting: Set<String>
    let lexicon: Lexicon
    let normalizer: Normalizer
    /// Articles and such: "this" or "diesen" names no command.
    let functionWords: Set<String>
    /// Negated verb forms → imperatives, whole words and endings (the locale's `negated` lines).
    let negatedForms: [String: String]
    let suffixForms: [(String, String)]
    let verbsLast: Bool

    /// Words that make a negation "no longer" ("nicht mehr", "no more"): it asks to stop, whatever the words after it.
    static let noLonger: Set<String> = ["more", "anymore", "longer", "más", "plus", "mehr", "अब"]

    /// A word used by more commands than this is too common to say which command it negates ("the", "go")…
    static let commonWord = 3
    /// …unless its rules are few and this command's among them ("back": go back, back to the top).
    static let commonLabel = 5

    init(grammar: CommandGrammar, lexicon: Lexicon? = nil) {
        negations = grammar.table.negations
        wanting = grammar.table.wanting
        // Words as written, without reading a verb through the pronouns it ends in: Spanish joins them only to verbs
        // that are not negated ("no ha cargado recárgala" — it has not loaded, reload it — is a reload).
        self.lexicon = (lexicon ?? Lexicon(table: grammar.table)).asWritten
        normalizer = grammar.normalizer
        functionWords = grammar.table.articles.union(grammar.table.particles)
        negatedForms = grammar.table.negatedForms
        suffixForms = grammar.table.negatedEndings
        verbsLast = grammar.table.verbsLast
    }

    /// The words of an utterance, each with the clause it is in: a negation reaches no further than its clause ("no
    /// veo bien, agranda" — I can't see well, zoom in). Typed text and recognizers that punctuate mark clauses.
    func clauses(_ utterance: String) -> (words: [String], clause: [Int]) {
        var words: [String] = [], clause: [Int] = []
        let parts = utterance.split(whereSeparator: { ",;!?¿¡।—".contains($0) })   // not ":" (addresses)
        for (k, part) in parts.enumerated() {
            let w = normalizer.tokens(String(part)).map(\.text)
            words += w
            clause += Array(repeating: k, count: w.count)
        }
        return (words, clause)
    }

    /// How a word of the reach bears on the command: not at all, as a word of its kind ("tab" for closing a tab),
    /// or as a word of that very command ("close").
    enum Bearing: Comparable { case none, kind, command }

    func bearing(of word: String, on command: Command, isVerb: Bool) -> Bearing {
        let intent = command.intent.rawValue
        for w in [word] + verbForms(word) {
            if let l = lexicon.labels[w], l.count <= Self.commonLabel, l.contains(where: { command.fits($0) }) { return .command }
            // The negated verb itself counts even when many commands use it ("don't go to youtube").
            if let i = lexicon.intents[w], i.contains(intent), isVerb || i.count <= Self.commonWord { return .kind }
        }
        return .none
    }

    /// Whether a word is one of other commands' and none of this one's: a negation before it speaks of that.
    func speaksOfAnother(_ word: String, than command: Command) -> Bool {
        let known = ([word] + verbForms(word)).compactMap { lexicon.intents[$0] }
        return !known.isEmpty && bearing(of: word, on: command, isVerb: true) == .none
    }

    /// The imperative a negated verb form stands for, when the locale's forms differ (Spanish "no cierres" — cierra).
    func verbForms(_ word: String) -> [String] {
        guard lexicon.intents[word] == nil else { return [] }
        if let whole = negatedForms[word] { return [whole] }
        return suffixForms.compactMap { from, to in word.hasSuffix(from) && word.count > from.count + 1 ? String(word.dropLast(from.count)) + to : nil }
    }

    /// Whether a word says the stopping itself ("stop", "hide", "sleep", "dors"): this command's rules use it, and no
    /// rule of its intent that starts, shows or goes on with something does ("read" and "listen" say both).
    func namesTheStopping(_ word: String, of command: Command) -> Bool {
        let intent = command.intent.rawValue
        for w in [word] + verbForms(word) {
            guard let l = lexicon.labels[w], l.contains(where: { command.fits($0) }) else { continue }
            return l.filter { $0 == intent || $0.hasPrefix(intent + " ") }.allSatisfy(Command.stoppingLabels.contains)
        }
        return false
    }

    func refuses(_ command: Command, heard: String) -> Bool {
        guard !negations.isEmpty, command != .help else { return false }
        let (words, clause) = clauses(heard)
        // Words kept as said are the person's text, not the command's words: a negation inside them ("type i will not
        // be late") is left alone. One at their edge next to the verb may be the command's, taken in with them
        // ("klick nicht auf fünf", "कुछ मत लिखो").
        var free = [Bool](repeating: false, count: words.count)
        var edges = Set<Int>(), starts = Set<Int>()
        for text in command.spokenTexts {
            let said = normalizer.tokens(text).map(\.text)
            guard !said.isEmpty, let range = words.firstRange(of: said) else { continue }
            for k in range { free[k] = true }
            // The edge toward the verb: the start where verbs come first, the end where they come last.
            edges.insert(verbsLast ? range.upperBound - 1 : range.lowerBound)
            starts.insert(range.lowerBound)
        }
        for negation in negations {
            for phrase in negation.phrases {
                for range in words.ranges(of: phrase) {
                    let (start, end) = (range.lowerBound, range.upperBound)
                    guard (start..<end).allSatisfy({ !free[$0] || edges.contains($0) }) else { continue }
                    let here = clause[start]
                    let from = clause.firstIndex(of: here)!, to = clause.lastIndex(of: here)! + 1
                    func counts(_ k: Int) -> Bool { !free[k] && !functionWords.contains(words[k]) && !wanting.contains(words[k]) }
                    var reach = Array(max(from, start - negation.before)..<start) + Array(end..<min(to, end + negation.after))
                    // The verb it negates: the first word after it that counts, or the clause's first word. A verb
                    // the model took in with the text it lifted ("no escribas nada" read as typing "escribas nada")
                    // is still the verb.
                    var verbs = Set<Int>()
                    if let k = (end..<min(to, end + negation.after)).first(where: { counts($0) || starts.contains($0) }) {
                        // A verb of another command is what is negated, not this one ("ich kann das nicht lesen, zoom
                        // rein" said without the comma; "i do not see anything scroll down").
                        if !starts.contains(k), speaksOfAnother(words[k], than: command) { continue }
                        verbs.insert(k)
                    }
                    if negation.first, start > from, !functionWords.contains(words[from]) { reach.append(from); verbs.insert(from) }
                    if negation.last, end < to { reach.append(to - 1) }
                    // A command that stops something is what a negation of going on asks for ("no sigas leyendo"),
                    // and a negation of "no longer" ("hör nicht mehr zu"); not a negation of the stopping itself ("don't
                    // stop reading", "no me escondas los números"). Where verbs come last, the word right before the
                    // negation counts too ("पढ़ना बंद मत करो"), not the one before that ("रुको लोड मत करो": stop, don't load).
                    if command.stopsSomething {
                        if end < to, Self.noLonger.contains(words[end]) { continue }
                        let after = (end..<min(to, end + negation.after)).filter(counts)
                        let before = verbsLast && start > from && counts(start - 1) ? [start - 1] : []
                        if verbs.union(after + before).contains(where: {
                            !Self.noLonger.contains(words[$0]) && namesTheStopping(words[$0], of: command)
                        }) { return true }
                        continue
                    }
                    let strongest = reach.filter { counts($0) || verbs.contains($0) }.map { bearing(of: words[$0], on: command, isVerb: verbs.contains($0)) }.max() ?? Bearing.none
                    // "I don't need this tab": a negation of wanting asks for a thing of that kind to go.
                    let wants = (from..<to).contains { wanting.contains(words[$0]) }
                    if strongest == .command || (strongest == .kind && !wants) { return true }
                    // Nor is anything else done: "i don't want the search field" goes to no field.
                    if reach.contains(where: { wanting.contains(words[$0]) }), !command.removesSomething { return true }
                }
            }
        }
        return false
    }
}

extension Command {
    /// Commands that stop or hide something: a negation of going on does not turn them around ("no sigas leyendo",
    /// "keine nummern mehr", "मत सुनो अब" all mean them); one of the stopping word does (`namesTheStopping`).
    var stopsSomething: Bool { Self.stoppingLabels.contains { fits($0) } }

    /// The labels of the phrase tables of those commands.
    static let stoppingLabels: Set<String> = [
        "read action=stop", "read action=pause", "listening action=stop", "listening action=sleep", "navigate action=stop",
        "labels action=hide", "download action=cancel",
    ]

    /// Commands that take something away: what a negation of wanting asks for ("i don't need this tab").
    var removesSomething: Bool {
        switch self {
        case .tab(.close, _, _, _, _, _), .tab(.closeOthers, _, _, _, _, _), .tab(.closeAll, _, _, _, _, _), .bookmark(.remove, _, _),
             .history(.clear, _, _), .click(.text("close"), _): true
        default: stopsSomething
        }
    }

    /// Whether a label of the phrase tables ("tab action=close") is this command's: its intent, and every value it fixes.
    func fits(_ label: String) -> Bool {
        guard let (intent, fixed) = Understander.parseLabel(label), intent == self.intent else { return false }
        let values = Dictionary(slots, uniquingKeysWith: { first, _ in first })
        return fixed.allSatisfy { key, value in
            switch values[key] {
            case .string(let s)?: s == value
            case .bool(let b)?: String(b) == value
            case .int(let n)?: String(n) == value
            default: false
            }
        }
    }
}
