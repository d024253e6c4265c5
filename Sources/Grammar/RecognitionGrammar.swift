import CommandModel

/// The JSGF a speech recognizer decodes commands with. Same language as `grammar(maxNumber:)`, written to stay
/// small once compiled to a finite-state graph (recognizers inline every rule reference):
/// - numbers and other word lists are minimal word automata (phrases share their prefixes and suffixes:
///   "twenty one"/"thirty one" share "one"), one rule per automaton state;
/// - phrases with free text (search queries, text to type, site names, element descriptions) are left out: a
///   stand-in for "any words" in a finite-state grammar either blows the graph up or soaks up ordinary commands
///   ("scroll down" heard as "click <something>"). The recognizer decodes doubtful utterances again with its
///   language model instead, and the command grammar reads that text;
/// - words the recognizer's dictionary lacks are left out, with every alternative that needs them. (sphinxbase's
///   `<VOID>` makes the whole grammar unmatchable, so nothing here relies on it.)
extension JSGFExporter {
    /// Commands whose effect cannot be taken back: the recognizer hears them said with a negation too.
    static let lasting: [(intent: Intent, fixed: [(key: String, value: String)])] = [
        (.tab, [("action", "close")]), (.tab, [("action", "close-others")]), (.tab, [("action", "close-all")]),
        (.history, [("action", "clear")]), (.bookmark, [("action", "remove")]),
    ]

    /// Slots whose numbers are small in speech (how many pages or times, a tab's place) are heard from a short list.
    /// Recognizers copy a rule into every place that refers to it, and the numbers to 300 are the largest one: each
    /// reference added about 0.6 MiB to the app and slowed decoding (eight more in English: +5 MiB, real-time factor
    /// +10 %). A larger number said there is read from the language model's pass, as free text is.
    static let smallNumberSlots: Set<String> = ["count", "index"]
    static let smallNumbers = 20
    /// A zoom level is heard from the multiples of five in the zoom's range ("one hundred fifty", "four hundred").
    static let zoomLevelStep = 5

    /// Whether a rule takes how many times or pages.
    static func saysCount(_ p: Pattern) -> Bool {
        switch p {
        case .slot(let name, _): name == "count"
        case .sequence(let ps), .choice(let ps): ps.contains(where: saysCount)
        case .optional(let q): saysCount(q)
        case .word, .macro: false
        }
    }

    /// The JSGF; words `isKnown` rejects (the recognizer's dictionary lacks them) are left out.
    public func recognitionGrammar(maxNumber: Int = 300, isKnown: (String) -> Bool) -> String {
        let table = grammar.table
        // Ask about each word once.
        var answers: [String: Bool] = [:]
        func known(_ w: String) -> Bool {
            if let a = answers[w] { return a }
            let a = isKnown(w)
            answers[w] = a
            return a
        }
        var out = "#JSGF V1.0 UTF-8 \(table.language);\n"
        out += "grammar avanues_\(table.locale.replacingOccurrences(of: "-", with: "_"))_speech;\n\n"

        // Word lists and macros that keep at least one phrase; references to the others are pruned too.
        func spoken(_ values: [String: [String]]) -> [[String]] { values.values.flatMap { $0 }.map(tokens) }
        var all: [(SlotType, [[String]])] = []
        all.append((.number, numberPhrases(upTo: maxNumber)))
        let small = numberPhrases(upTo: min(maxNumber, Self.smallNumbers)).filter { phrase in phrase.allSatisfy { known($0) } }
        let levels = stride(from: Command.zoomLevels.lowerBound, through: Command.zoomLevels.upperBound, by: Self.zoomLevelStep)
            .compactMap { NumberSpeller.spell($0, language: table.language, hindiTable: table.canonicalNumbers) }.map(tokens)
            .filter { phrase in phrase.allSatisfy { known($0) } }
        func slotRule(_ name: String, _ type: SlotType) -> String {
            guard type == .number else { return type.ruleName }
            if Self.smallNumberSlots.contains(name), !small.isEmpty { return "small_number" }
            if name == "level", !levels.isEmpty { return "zoom_level" }
            return type.rawValue
        }
        all.append((.ordinal, grammar.numbers.commonOrdinals.map(tokens)))
        all.append((.role, spoken(table.spokenRoles)))
        all.append((.setting, spoken(table.spokenSettings)))
        all.append((.value, spoken(table.spokenValues)))
        let lists: [(SlotType, [[String]])] = all.map { entry in
            (entry.0, entry.1.filter { phrase in !phrase.isEmpty && phrase.allSatisfy { known($0) } })
        }
        for w in vocabulary() { _ = known(w) }
        let knownWords = Set(answers.filter(\.value).keys)
        var context = PruneContext(known: { knownWords.contains($0) }, slots: Set(lists.filter { !$0.1.isEmpty }.map(\.0)), macros: [:])
        // Macros may use macros: all are pruned again against the last round's until nothing changes, so a macro keeps
        // the alternatives that use one settled after it (taking each the first time it had something left made the
        // grammar depend on the order a dictionary gave them: Hindi "टाइप करो" was heard in some runs, not in others).
        while true {
            var next: [String: Pattern] = [:]
            for (name, pattern) in table.macros { if let p = pruned(pattern, context) { next[name] = p } }
            if next == context.macros { break }
            context.macros = next
        }

        var intentRules: [String] = []
        var body = ""
        // The commands that cannot be taken back, said with a negation before them ("do not close the tab"), are heard
        // whole, so that they are declined rather than carried out: without this the decoder dropped the word it could
        // not place and heard "close the tab". Only these: a negation before every command made the decoder put one
        // where a like-sounding word was ("go to the bottom" heard as "don't to the bottom").
        let negations = table.negations.filter { $0.after > 0 }.flatMap(\.phrases)
            .filter { !$0.isEmpty && $0.allSatisfy { known($0) } }
        var usesNegation = false
        func lasting(_ rule: PhraseTable.Rule) -> Bool {
            !negations.isEmpty && Self.lasting.contains { $0.intent == rule.intent && $0.fixed.allSatisfy { f in rule.fixed.contains { $0 == f } } }
        }
        for intent in Intent.allCases {
            // A rule's alternatives with free text are left out, the others kept ("open the link called …" beside
            // "open link 4"). Idioms are left out too: made of everyday words ("the words are really tiny"), they let
            // talk that is no command decode as one.
            // Scrolls said with how many times are left out too: with them the recognizer heard "scroll down" less surely
            // (confidence 0.98 → 0.24 in the window, which then did not act on it); the language model's pass hears them.
            // Except the idioms that leave an element in a state (checked, expanded…): only their number and position
            // alternatives remain ("check 7", "untick the first one"), and a box has no other words to be ticked with.
            // So are the idioms of keys and fields, which name what they act on themselves ("press enter", "close the
            // popup", "clear this field" — heard as "clear history" without them, "choose the first one from the list").
            let rules = table.rules.filter { !$0.idiom || $0.fixed.contains { Self.heardIdiomSlots.contains($0.key) } && !Self.unheard($0.fixed) }
                .filter { $0.intent == intent && !($0.intent == .scroll && Self.saysCount($0.pattern)) }
                .compactMap { rule in withoutFreeText(rule.pattern).flatMap { pruned($0, context) }.map { (rule, jsgf($0, slotRule: slotRule)) } }
            let negated = rules.filter { lasting($0.0) }.map { "(<negation> " + $0.1 + ")" }
            let patterns = rules.map { "(" + $0.1 + ")" } + negated
            guard !patterns.isEmpty else { continue }
            intentRules.append("<\(intent.rawValue)>")
            body += "<\(intent.rawValue)> = " + patterns.joined(separator: "\n    | ") + ";\n"
            usesNegation = usesNegation || !negated.isEmpty
        }
        if usesNegation { body += "<negation> = " + alternatives(negations) + ";\n" }
        // Answers to the browser's questions ("yes", "no"): heard as words, read by whoever asked.
        let replies = Answers.phrases(table.locale).map(tokens).filter { !$0.isEmpty && $0.allSatisfy { known($0) } }
        if !replies.isEmpty {
            intentRules.append("<answer>")
            body += "<answer> = " + alternatives(replies) + ";\n"
        }
        out += "public <command> = " + intentRules.joined(separator: " | ") + ";\n\n" + body + "\n"
        for name in context.macros.keys.sorted() { out += "<m_\(ruleName(name))> = " + jsgf(context.macros[name]!) + ";\n" }
        for (slot, phrases) in lists where !phrases.isEmpty { out += automaton(slot.rawValue, phrases) }
        if out.contains("<small_number>") { out += automaton("small_number", small) }
        if out.contains("<zoom_level>") { out += automaton("zoom_level", levels) }
        return out
    }

    /// Slots an idiom fixes that make it heard: the state a click leaves, a fixed element (close, enter, escape, the
    /// list) and the empty text a field is cleared to.
    static let heardIdiomSlots: Set<String> = ["state", "target", "text"]

    /// Idioms of fixed elements left out all the same: the sound turned up and down ("turn it up", "louder"), whose
    /// everyday words took short commands ("tap nine" heard as "turn up the volume": one command of 105 fewer right,
    /// clean), and the next or previous section said as a heading (`heading-next`: "previous page" was heard as
    /// "previous heading" at every noise level; "previous section" is heard). The language model's pass still hears them.
    static func unheard(_ fixed: [(key: String, value: String)]) -> Bool {
        fixed.contains { $0.key == "target" && ["volume-up", "volume-down", "volume-max", "volume-min", "heading-next", "heading-previous"].contains($0.value) }
    }

    /// The pattern without the alternatives that hold free text; nil when every one does.
    func withoutFreeText(_ p: Pattern) -> Pattern? {
        switch p {
        case .slot(_, let type): return type.isFree ? nil : p
        case .choice(let ps):
            let kept = ps.compactMap(withoutFreeText)
            return kept.isEmpty ? nil : (kept.count == 1 ? kept[0] : .choice(kept))
        case .sequence(let ps):
            var kept: [Pattern] = []
            for q in ps {
                guard let r = withoutFreeText(q) else { return nil }
                kept.append(r)
            }
            return .sequence(kept)
        case .optional(let q): return withoutFreeText(q).map { .optional($0) } ?? .sequence([])
        case .word, .macro: return p
        }
    }

    struct PruneContext {
        let known: @Sendable (String) -> Bool
        let slots: Set<SlotType>
        var macros: [String: Pattern]
    }

    /// The pattern without the alternatives that need unknown words or empty lists; nil when nothing is left.
    func pruned(_ p: Pattern, _ c: PruneContext) -> Pattern? {
        switch p {
        case .word(let t): return c.known(t.raw) ? p : nil
        case .sequence(let ps):
            var kept: [Pattern] = []
            for q in ps {
                guard let r = pruned(q, c) else { return nil }
                kept.append(r)
            }
            return .sequence(kept)
        case .choice(let ps):
            let kept = ps.compactMap { pruned($0, c) }
            return kept.isEmpty ? nil : (kept.count == 1 ? kept[0] : .choice(kept))
        case .optional(let q):
            return pruned(q, c).map { .optional($0) } ?? .sequence([])
        case .macro(let name): return c.macros[name] != nil ? p : nil
        case .slot(_, let type): return c.slots.contains(type) ? p : nil
        }
    }

    /// A minimal acyclic word automaton of the phrases, written as one JSGF rule per state.
    func automaton(_ rule: String, _ phrases: [[String]]) -> String {
        let unique = Array(Set(phrases.filter { !$0.isEmpty })).sorted { $0.lexicographicallyPrecedes($1) }
        guard !unique.isEmpty else { return "" }
        // Trie, then states merged by their right language (signature of finality and outgoing edges).
        final class Node {
            var edges: [String: Node] = [:]
            var isFinal = false
        }
        let root = Node()
        for phrase in unique {
            var n = root
            for w in phrase {
                if let next = n.edges[w] { n = next } else { let m = Node(); n.edges[w] = m; n = m }
            }
            n.isFinal = true
        }
        var ids: [String: Int] = [:]          // signature → state id
        var rules: [Int: String] = [:]        // state id → JSGF body
        func minimize(_ n: Node) -> Int {
            let children = n.edges.keys.sorted().map { ($0, minimize(n.edges[$0]!)) }
            let signature = (n.isFinal ? "F" : "N") + children.map { "\($0.0)>\($0.1)" }.joined(separator: ",")
            if let id = ids[signature] { return id }
            let id = ids.count
            ids[signature] = id
            // -1 marks the accepting end state (no outgoing edges).
            let alternatives = children.map { word, child -> String in
                rules[child] == "" ? quoted(word) : "\(quoted(word)) <\(rule)_\(child)>"
            }
            if alternatives.isEmpty {
                rules[id] = ""
            } else {
                let choice = alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " | ") + ")"
                rules[id] = n.isFinal ? "[\(choice)]" : choice
            }
            return id
        }
        let start = minimize(root)
        var out = "<\(rule)> = <\(rule)_\(start)>;\n"
        for id in rules.keys.sorted() where rules[id] != "" {
            out += "<\(rule)_\(id)> = \(rules[id]!);\n"
        }
        return out
    }
}
