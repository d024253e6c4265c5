/// Every rule's patterns expanded into linear paths and merged into one trie over folded words, so matching an
/// utterance walks shared prefixes once instead of trying each rule in turn.
struct RuleTrie: Sendable {
    struct SlotEdge: Sendable {
        let name: String
        let type: SlotType
        let next: Int
        /// The slot opens the path: homophones ("for" → 4) are not trusted there.
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

    enum Element: Hashable { case word(String), slot(String, SlotType) }

    private(set) var nodes = [Node()]

    static let maxPathsPerRule = 200_000

    /// `check` sees each rule once per distinct set of slots its phrases can fill, to reject at load time a rule
    /// that would assemble an invalid command.
    init(table: PhraseTable, check: (PhraseTable.Rule, [(String, SlotType)]) throws -> Void) throws {
        for (index, rule) in table.rules.enumerated() {
            let paths = try Self.expand(rule.pattern, macros: table.macros, line: rule.line)
            var signatures = Set<[Element]>()
            for path in paths where !path.isEmpty {
                insert(path, rule: index)
                signatures.insert(path.filter { if case .slot = $0 { true } else { false } })
            }
            for signature in signatures {
                try check(rule, signature.compactMap { if case .slot(let n, let t) = $0 { (n, t) } else { nil } })
            }
        }
        for i in nodes.indices {
            nodes[i].fuzzyWords = nodes[i].words.compactMap { word, next in
                let scalars = Array(word.unicodeScalars)
                return scalars.count >= Self.fuzzyMinimumLength ? (scalars, next) : nil
            }
        }
    }

    private mutating func insert(_ path: [Element], rule: Int) {
        var node = 0
        for (i, element) in path.enumerated() {
            switch element {
            case .word(let w):
                if let next = nodes[node].words[w] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].words[w] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .slot(let name, let type):
                if let edge = nodes[node].slots.first(where: { $0.name == name && $0.type == type }) {
                    node = edge.next
                } else {
                    nodes.append(Node())
                    nodes[node].slots.append(SlotEdge(name: name, type: type, next: nodes.count - 1, leading: i == 0))
                    node = nodes.count - 1
                }
            }
        }
        if !nodes[node].accepting.contains(rule) { nodes[node].accepting.append(rule) }
    }

    /// All linear word/slot sequences a pattern allows.
    static func expand(_ p: Pattern, macros: [String: Pattern], line: Int, depth: Int = 0) throws -> [[Element]] {
        guard depth < 16 else { throw GrammarFileError(file: "", line: line, column: 1, message: "macros nest too deep") }
        switch p {
        case .word(let t): return [[.word(t.text)]]
        case .slot(let name, let type): return [[.slot(name, type)]]
        case .macro(let name):
            return try expand(macros[name]!, macros: macros, line: line, depth: depth + 1)
        case .optional(let q): return [[]] + (try expand(q, macros: macros, line: line, depth: depth))
        case .choice(let qs):
            var out: [[Element]] = []
            for q in qs { out += try expand(q, macros: macros, line: line, depth: depth) }
            return Array(Set(out))
        case .sequence(let qs):
            var out: [[Element]] = [[]]
            for q in qs {
                let tails = try expand(q, macros: macros, line: line, depth: depth)
                out = out.flatMap { head in tails.map { head + $0 } }
                if out.count > maxPathsPerRule {
                    throw GrammarFileError(file: "", line: line, column: 1, message: "pattern expands to too many phrases")
                }
            }
            return out
        }
    }
}
