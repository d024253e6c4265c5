import CommandModel
import Grammar

/// What the phrase tables say about words: which commands a word is used for ("enlarge" in the zoom rules). It gives
/// the model the grammar's vocabulary for phrasings the corpus never had.
struct Lexicon: Sendable {
    /// What is known of words: folded word → a set. A word not in it that ends in a pronoun the locale's verbs take
    /// ("pínchalo", "ciérrala") is looked up as the verb it starts with ("pincha", "cierra").
    struct Senses: Sendable {
        var known: [String: Set<String>]
        var clitics: [String]

        subscript(_ word: String) -> Set<String>? {
            if let s = known[word] { return s }
            for c in clitics where word.count >= c.count + 3 && word.hasSuffix(c) {
                if let s = known[String(word.dropLast(c.count))] { return s }
            }
            return nil
        }
    }

    /// Folded word → labels ("intent key=value …") and intents of the rules that use it.
    private(set) var labels: Senses
    private(set) var intents: Senses
    /// Words a rule says right after its free text ("lesezeichen {name} öffnen", "{text} eingeben"): where a verb
    /// comes after what it acts on. Each is a word of its rule's command too (in `intents`).
    let closing: Set<String>
    /// Pairs of words a rule says one right after the other ("कर दो", "the next one"): where the second is a number
    /// word, it is part of the phrase, not a count.
    let pairs: Set<[String]>
    /// Words the rules say only right after a number ("scroll down three times", "zoom to 150 percent"): after any
    /// other word they say nothing of a command ("the financial times").
    let counting: Set<String>
    /// Words that leave an element in one state wherever the rules say them ("tick", "uncheck", "décoche", "collapse"):
    /// the state is how a click is done, not which command, so it is no part of a label, and a click read by the model
    /// takes it from these words.
    let stateWords: [String: ElementState]

    init(table: PhraseTable) {
        var labels: [String: Set<String>] = [:], intents: [String: Set<String>] = [:]
        var closing = Set<String>(), pairs = Set<[String]>()
        var said: [String: Int] = [:], afterNumber: [String: Int] = [:]
        func first(_ p: Pattern, _ seen: Set<String> = []) -> Set<String> { edge(p, last: false, seen) }
        // The words a pattern can start (or end) with. An optional part gives its own words only: a pair across it
        // ("कर [के] दो") is not collected, which these pairs can do without.
        func edge(_ p: Pattern, last: Bool, _ seen: Set<String> = []) -> Set<String> {
            switch p {
            case .word(let t): [t.text]
            case .sequence(let ps): (last ? ps.last : ps.first).map { edge($0, last: last, seen) } ?? []
            case .choice(let ps): ps.reduce(into: Set<String>()) { $0.formUnion(edge($1, last: last, seen)) }
            case .optional(let q): edge(q, last: last, seen)
            case .macro(let name): seen.contains(name) ? [] : table.macros[name].map { edge($0, last: last, seen.union([name])) } ?? []
            case .slot: []
            }
        }
        for rule in table.vocabularyRules {
            let label = Self.label(intent: rule.intent.rawValue, fixed: rule.fixed.map { ($0.key, $0.value) })
            var words = Set<String>()
            var visiting = Set<String>()
            func walk(_ p: Pattern) {
                switch p {
                case .word(let t):
                    words.insert(t.text)
                    said[t.text, default: 0] += 1
                case .sequence(let ps):
                    for (i, q) in ps.enumerated() where i + 1 < ps.count {
                        // After a number the word says how many ("{count:number} times"), not what acts on free text.
                        if case .slot(_, let type) = q {
                            if type == .number { for w in first(ps[i + 1]) { afterNumber[w, default: 0] += 1 } }
                            else if type != .ordinal { closing.formUnion(first(ps[i + 1])) }
                        }
                        for a in edge(q, last: true) { for b in first(ps[i + 1]) { pairs.insert([a, b]) } }
                    }
                    ps.forEach(walk)
                case .choice(let ps): ps.forEach(walk)
                case .optional(let q): walk(q)
                case .macro(let name):
                    guard visiting.insert(name).inserted, let m = table.macros[name] else { return }
                    walk(m)
                    visiting.remove(name)
                case .slot: break
                }
            }
            walk(rule.pattern)
            for w in words {
                labels[w, default: []].insert(label)
                intents[w, default: []].insert(rule.intent.rawValue)
            }
        }
        for sense in table.senses {
            let label = Self.label(intent: sense.intent.rawValue, fixed: sense.fixed.map { ($0.key, $0.value) })
            for w in sense.words {
                said[w, default: 0] += 1
                labels[w, default: []].insert(label)
                intents[w, default: []].insert(sense.intent.rawValue)
            }
        }
        self.labels = Senses(known: labels, clitics: table.clitics)
        self.intents = Senses(known: intents, clitics: table.clitics)
        self.closing = closing
        self.pairs = pairs
        self.counting = Set(afterNumber.filter { $0.value >= said[$0.key, default: 0] }.keys)
        stateWords = Self.stateWords(table)
    }

    /// The same, knowing only words as the phrase tables write them (no verb read through its pronouns).
    var asWritten: Lexicon {
        var copy = self
        copy.labels.clitics = []
        copy.intents.clitics = []
        return copy
    }

    /// The canonical spelling of a label: the intent, then its fixed slots sorted by name. A number a rule fixes
    /// ("scroll down twice": `count=2`) is how much, not which command: no part of the label; nor is the state a
    /// click leaves an element in (`state`, see `stateWords`).
    static func label(intent: String, fixed: [(String, String)]) -> String {
        ([intent] + fixed.filter { Int($0.1) == nil && $0.0 != "state" }.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }).joined(separator: " ")
    }

    /// Features for a word: the commands it belongs to, when it is specific enough to say something.
    func features(_ word: String) -> [String] {
        var out: [String] = []
        // Sorted: a set's order changes from run to run, and so would the sums (and the trained model) with it.
        if let i = intents[word], i.count <= 3 { out += i.sorted().map { "gi=" + $0 } }
        if let l = labels[word], l.count <= 4 { out += l.sorted().map { "gl=" + $0 } }
        return out
    }

    /// Words of the rules (idioms too) that leave an element in one state (`state=…`), and that no rule of another
    /// command or state says. An idiom of another command does not count: its phrase means that command only as a whole
    /// ("desmarca esta página" removes a bookmark; "desmarca" alone unchecks). Nor do the rules of an element they fix
    /// ("aktivier es": the one last acted on), or of finding one ("wo ist …"): their words are no state's.
    static func stateWords(_ table: PhraseTable) -> [String: ElementState] {
        var said: [ElementState: Set<String>] = [:], other = Set<String>()
        for rule in table.rules {
            let words = table.words(of: rule.pattern)
            if let state = rule.fixed.first(where: { $0.key == "state" }).flatMap({ ElementState(rawValue: $0.value) }) {
                if state == .focused || rule.fixed.contains(where: { $0.key == "target" }) { continue }
                said[state, default: []].formUnion(words)
            } else if !rule.idiom {
                other.formUnion(words)
            }
        }
        var out: [String: ElementState] = [:]
        for (state, words) in said {
            let elsewhere = said.filter { $0.key != state }.values.reduce(other) { $0.union($1) }
            for w in words.subtracting(elsewhere) { out[w] = state }
        }
        return out
    }
}
