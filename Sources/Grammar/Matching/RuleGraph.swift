/// Every rule's pattern compiled into one deterministic graph over folded words, so matching an utterance walks
/// shared prefixes once instead of trying each rule in turn.
///
/// The graph is built from the patterns themselves (a small automaton per rule, merged by subset construction), not
/// from their expansion into phrases: phrases that end alike share their ends as well as their beginnings. A rule
/// such as German click by number (19 verbs × optional particles × articles × item words × numbers) is a few dozen
/// nodes rather than a hundred thousand whole phrases. A node stands for the set of places in the rules that the
/// words read so far can have reached; it accepts the rules whose pattern ends at one of them.
struct RuleGraph: Sendable {
    struct SlotEdge: Sendable {
        let name: String
        let type: SlotType
        let next: Int
        /// The slot opens the phrase: homophones ("for" → 4) are not trusted there.
        let leading: Bool
    }

    struct Node: Sendable {
        var words: [String: Int] = [:]
        var slots: [SlotEdge] = []
        var accepting: [Int] = []
        /// The words long enough for near-miss matching, spelled out as scalars once.
        var fuzzyWords: [(scalars: [Unicode.Scalar], next: Int)] = []
    }

    static let fuzzyMinimumLength = 4

    struct Slot: Hashable { let name: String, type: SlotType }

    private(set) var nodes: [Node] = []
    /// Every word the rules and `sense` lines say: a word heard that is one of them is no near miss of another
    /// ("सुनो", listen, is not a misspelt "चुनो", select).
    private(set) var vocabulary: Set<String> = []

    /// `check` sees each rule once per distinct sequence of slots its phrases can fill, to reject at load time a rule
    /// that would assemble an invalid command.
    init(table: PhraseTable, check: (PhraseTable.Rule, [(String, SlotType)]) throws -> Void) throws {
        var automaton = Automaton()
        var starts: [Int] = []
        for (index, rule) in table.rules.enumerated() {
            let start = automaton.state()
            let end = try automaton.add(rule.pattern, from: start, macros: table.macros, line: rule.line)
            automaton.accepts[end] = index
            starts.append(start)
            for signature in try Self.slotSequences(rule.pattern, macros: table.macros, line: rule.line) {
                try check(rule, signature.map { ($0.name, $0.type) })
            }
        }
        build(automaton, starts: starts)
        vocabulary = Set(table.senses.flatMap(\.words))
        for i in nodes.indices {
            vocabulary.formUnion(nodes[i].words.keys)
            nodes[i].fuzzyWords = nodes[i].words.compactMap { word, next in
                let scalars = Array(word.unicodeScalars)
                return scalars.count >= Self.fuzzyMinimumLength ? (scalars, next) : nil
            }
        }
    }

    /// Subset construction: each node is the set of automaton states its words lead to (with the states reachable from
    /// them without reading anything), made once.
    private mutating func build(_ a: Automaton, starts: [Int]) {
        var index: [[Int]: Int] = [:]
        var sets: [[Int]] = []
        func node(_ states: [Int]) -> Int {
            let closed = a.closure(states)
            if let i = index[closed] { return i }
            index[closed] = sets.count
            sets.append(closed)
            nodes.append(Node())
            return sets.count - 1
        }
        _ = node(starts)
        var i = 0
        while i < sets.count {
            var words: [String: [Int]] = [:]
            var slotOrder: [Slot] = []
            var slots: [Slot: [Int]] = [:]
            var accepting: [Int] = []
            for s in sets[i] {
                for (word, next) in a.words[s] { words[word, default: []].append(next) }
                for (slot, next) in a.slots[s] {
                    if slots[slot] == nil { slotOrder.append(slot) }
                    slots[slot, default: []].append(next)
                }
                if let rule = a.accepts[s] { accepting.append(rule) }
            }
            // A phrase has at least one word: no rule matches nothing.
            nodes[i].accepting = i == 0 ? [] : accepting.sorted()
            for (word, targets) in words { nodes[i].words[word] = node(targets) }
            nodes[i].slots = slotOrder.map { SlotEdge(name: $0.name, type: $0.type, next: node(slots[$0]!), leading: i == 0) }
            i += 1
        }
    }

    /// The rules' patterns as one automaton with moves that read nothing (optional parts, the ends of choices).
    struct Automaton {
        var words: [[(String, Int)]] = []
        var slots: [[(Slot, Int)]] = []
        var empty: [[Int]] = []
        var accepts: [Int: Int] = [:]

        mutating func state() -> Int {
            words.append([])
            slots.append([])
            empty.append([])
            return words.count - 1
        }

        /// Adds the pattern's paths from `from`; returns the state where they all end.
        mutating func add(_ p: Pattern, from: Int, macros: [String: Pattern], line: Int, depth: Int = 0) throws -> Int {
            guard depth < 16 else { throw GrammarFileError(file: "", line: line, column: 1, message: "macros nest too deep") }
            switch p {
            case .word(let t):
                let end = state()
                words[from].append((t.text, end))
                return end
            case .slot(let name, let type):
                let end = state()
                slots[from].append((Slot(name: name, type: type), end))
                return end
            case .macro(let name):
                return try add(macros[name]!, from: from, macros: macros, line: line, depth: depth + 1)
            case .optional(let q):
                let end = try add(q, from: from, macros: macros, line: line, depth: depth)
                empty[from].append(end)
                return end
            case .choice(let qs):
                let end = state()
                for q in qs { empty[try add(q, from: from, macros: macros, line: line, depth: depth)].append(end) }
                return end
            case .sequence(let qs):
                var at = from
                for q in qs { at = try add(q, from: at, macros: macros, line: line, depth: depth) }
                return at
            }
        }

        /// The states, with every state reachable from them without reading anything; sorted.
        func closure(_ states: [Int]) -> [Int] {
            var seen = Set(states)
            var stack = states
            while let s = stack.popLast() {
                for t in empty[s] where seen.insert(t).inserted { stack.append(t) }
            }
            return seen.sorted()
        }
    }

    /// Every sequence of slots a pattern's phrases can fill (words left out, so optional words do not multiply them).
    static func slotSequences(_ p: Pattern, macros: [String: Pattern], line: Int, depth: Int = 0) throws -> Set<[Slot]> {
        guard depth < 16 else { throw GrammarFileError(file: "", line: line, column: 1, message: "macros nest too deep") }
        switch p {
        case .word: return [[]]
        case .slot(let name, let type): return [[Slot(name: name, type: type)]]
        case .macro(let name): return try slotSequences(macros[name]!, macros: macros, line: line, depth: depth + 1)
        case .optional(let q): return try slotSequences(q, macros: macros, line: line, depth: depth).union([[]])
        case .choice(let qs):
            return try qs.reduce(into: Set<[Slot]>()) { $0.formUnion(try slotSequences($1, macros: macros, line: line, depth: depth)) }
        case .sequence(let qs):
            var out: Set<[Slot]> = [[]]
            for q in qs {
                let tails = try slotSequences(q, macros: macros, line: line, depth: depth)
                out = Set(out.flatMap { head in tails.map { head + $0 } })
            }
            return out
        }
    }
}
