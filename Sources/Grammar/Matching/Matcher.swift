/// Walks the rule trie over an utterance's folded words, reading slots as it goes, and collects every complete
/// reading. A second, fuzzy walk (one near-miss word allowed, "scrol" for "scroll") runs only when the exact one
/// finds nothing.
struct Matcher {
    let trie: RuleTrie
    let table: PhraseTable
    let numbers: any NumberWords
    let sites: SiteDirectory

    static let homophonePenalty = 0.85
    static let fuzzyPenalty = 0.75
    static let unknownSitePenalty = 0.8
    static let freeTextPenalty = 0.97

    func candidates(_ tokens: [Token]) -> [Candidate] {
        guard !tokens.isEmpty else { return [] }
        var walk = Walk(matcher: self, tokens: tokens, words: tokens.map(\.text), fuzzy: false)
        walk.visit(node: 0, at: 0, factor: 1, freeWords: 0)
        if walk.found.isEmpty {
            walk.fuzzy = true
            walk.visit(node: 0, at: 0, factor: 1, freeWords: 0)
        }
        return walk.found
    }

    struct Walk {
        let matcher: Matcher
        let tokens: [Token]
        let words: [String]
        var fuzzy: Bool
        var captures: [Candidate.Capture] = []
        var found: [Candidate] = []
        var usedFuzzy = false

        mutating func visit(node index: Int, at pos: Int, factor: Double, freeWords: Int) {
            let node = matcher.trie.nodes[index]
            if pos == words.count {
                let f = freeWords > 0 ? factor * Matcher.freeTextPenalty : factor
                for rule in node.accepting {
                    found.append(Candidate(rule: rule, captures: captures, factor: f, freeWords: freeWords))
                }
                return
            }
            if let next = node.words[words[pos]] {
                visit(node: next, at: pos + 1, factor: factor, freeWords: freeWords)
            } else if fuzzy, !usedFuzzy {
                for (word, next) in node.words where Self.nearMiss(word, words[pos]) {
                    usedFuzzy = true
                    visit(node: next, at: pos + 1, factor: factor * Matcher.fuzzyPenalty, freeWords: freeWords)
                    usedFuzzy = false
                }
            }
            for edge in node.slots { read(edge, at: pos, factor: factor, freeWords: freeWords) }
        }

        mutating func read(_ edge: RuleTrie.SlotEdge, at pos: Int, factor: Double, freeWords: Int) {
            let remaining = words.count - pos
            let maxSpan: Int
            switch edge.type {
            case .number: maxSpan = min(7, remaining)
            case .ordinal, .role, .setting: maxSpan = min(4, remaining)
            case .text, .site: maxSpan = remaining
            case .value: maxSpan = min(4, remaining)
            }
            guard maxSpan >= 1 else { return }
            for span in 1...maxSpan {
                let range = pos..<(pos + span)
                guard let (reading, penalty, free) = matcher.reading(edge, words[range], tokens[range]) else { continue }
                captures.append(.init(name: edge.name, type: edge.type, reading: reading))
                visit(node: edge.next, at: pos + span, factor: factor * penalty, freeWords: freeWords + (free ? span : 0))
                captures.removeLast()
            }
        }

        /// One edit apart, for words long enough that one edit does not make another word.
        static func nearMiss(_ a: String, _ b: String) -> Bool {
            let x = Array(a), y = Array(b)
            guard min(x.count, y.count) >= 4, abs(x.count - y.count) <= 1 else { return false }
            return editDistance(x, y, limit: 1) <= 1
        }

        static func editDistance(_ x: [Character], _ y: [Character], limit: Int) -> Int {
            var previous = Array(0...y.count)
            for i in 1...x.count {
                var current = [i] + Array(repeating: 0, count: y.count)
                for j in 1...y.count {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                }
                if current.min()! > limit { return limit + 1 }
                previous = current
            }
            return previous[y.count]
        }
    }

    /// Reads a slot over a span of words: the value, a penalty factor, and whether the words count as free text.
    func reading(_ edge: RuleTrie.SlotEdge, _ words: ArraySlice<String>, _ tokens: ArraySlice<Token>)
        -> (Candidate.Reading, Double, Bool)?
    {
        switch edge.type {
        case .number:
            if let n = numbers.cardinal(words) { return (.number(n), 1, false) }
            if words.count == 1, !edge.leading, let n = table.homophones[words.first!] {
                return (.number(n), Matcher.homophonePenalty, false)
            }
            return nil
        case .ordinal:
            return numbers.ordinal(words).map { (.number($0), 1, false) }
        case .role:
            return table.roles[Array(words)].map { (.text($0), 1, false) }
        case .setting:
            return table.settings[Array(words)].map { (.text($0), 1, false) }
        case .value:
            // The phrase itself; which value it names depends on the setting (`CommandGrammar.resolvingValues`).
            return table.values[Array(words)] == nil ? nil : (.text(words.joined(separator: " ")), 1, false)
        case .text:
            return freeText(tokens).map { (.text($0), 1, true) }
        case .site:
            guard freeText(tokens) != nil else { return nil }
            let site = sites.resolve(tokens, table: table)
            return (.site(destination: site.destination, url: site.url), site.url == nil ? Matcher.unknownSitePenalty : 1, true)
        }
    }

    /// The words as said, unless they are only articles or fillers ("click the" has no description).
    func freeText(_ tokens: ArraySlice<Token>) -> String? {
        guard tokens.contains(where: { !table.articles.contains($0.text) && !table.noise.contains($0.text) }) else {
            return nil
        }
        return tokens.map(\.raw).joined(separator: " ")
    }
}
