/// Walks the rule graph over an utterance's folded words, reading slots as it goes, and collects every complete
/// reading. A second, fuzzy walk (one near-miss word allowed, "scrol" for "scroll") runs only when the exact one
/// finds nothing.
struct Matcher {
    let graph: RuleGraph
    let table: PhraseTable
    let numbers: any NumberWords
    let sites: SiteDirectory

    static let homophonePenalty = 0.85
    static let fuzzyPenalty = 0.75
    static let unknownSitePenalty = 0.8
    /// An unknown destination that reads as a number or names an element's role ("open sixty", "go to the next page
    /// button") is almost never a website: below what is acted on (0.97 × 0.8 × 0.6 < 0.5), so the model or a
    /// question decides instead of a visit to a made-up site.
    static let unlikelySitePenalty = 0.6
    static let freeTextPenalty = 0.97
    /// Free text with a joining word inside: with the free-text penalty, below what the understanding chain trusts
    /// without asking the model (0.97 × 0.85 < 0.9).
    static let joinedTextPenalty = 0.85
    /// A `guess` rule's reading: with the free-text penalty, below what the chain trusts without asking the model
    /// (0.97 × 0.85 < 0.9), above what the grammar acts on alone (0.5).
    static let guessPenalty = 0.85

    func candidates(_ tokens: [Token]) -> [Candidate] {
        guard !tokens.isEmpty else { return [] }
        var walk = Walk(
            matcher: self, tokens: tokens, words: tokens.map(\.text), scalars: tokens.map { Array($0.text.unicodeScalars) },
            fuzzy: false)
        walk.visit(node: 0, at: 0, factor: 1, freeWords: 0)
        if walk.found.isEmpty {
            walk.fuzzy = true
            walk.visit(node: 0, at: 0, factor: 1, freeWords: 0)
            return walk.found.compactMap { resolvingSites($0, nearMiss: true) }
        }
        return walk.found.compactMap { resolvingSites($0) }
    }

    /// Sites are resolved only for complete readings: an unknown destination costs confidence. Read with a near-miss
    /// word, it is a guess twice over and not acted on: "viste el partido anoche" (did you see the match last night)
    /// is no visit ("visite") to a site called "el partido anoche".
    /// A site to search on must be a known one: the candidate is dropped otherwise ("search the verge for phones" is
    /// then a web search for all of it). So must a `known` slot's ("quiero agua" is no visit).
    func resolvingSites(_ c: Candidate, nearMiss: Bool = false) -> Candidate? {
        guard c.captures.contains(where: { $0.type.namesASite }) else { return c }
        var factor = c.factor, mustBeKnown = false
        let captures = c.captures.map { capture -> Candidate.Capture in
            guard case .site(let destination, _) = capture.reading else { return capture }
            let tokens = normalizer(destination)
            let site = sites.resolve(tokens, table: table)
            if site.url == nil {
                factor *= Matcher.unknownSitePenalty
                if nearMiss || table.namesAnElement(tokens.map(\.text), numbers: numbers) { factor *= Matcher.unlikelySitePenalty }
                if capture.name == "site" || capture.type == .known { mustBeKnown = true }
            }
            return .init(name: capture.name, type: capture.type, reading: .site(destination: site.destination, url: site.url))
        }
        guard !mustBeKnown else { return nil }
        return Candidate(rule: c.rule, captures: captures, factor: factor, freeWords: c.freeWords)
    }

    func normalizer(_ text: String) -> ArraySlice<Token> { Normalizer(elisions: table.elisions).tokens(text)[...] }

    struct Walk {
        let matcher: Matcher
        let tokens: [Token]
        let words: [String]
        let scalars: [[Unicode.Scalar]]
        var fuzzy: Bool
        var captures: [Candidate.Capture] = []
        /// The words each capture read (beside `captures`).
        var captureSpans: [Range<Int>] = []
        var found: [Candidate] = []
        var usedFuzzy = false
        /// Free text read at (position, length), shared by every slot edge that reads the same words.
        var freeTextCache: [Int: FreeText?] = [:]

        mutating func visit(node index: Int, at pos: Int, factor: Double, freeWords: Int) {
            let node = matcher.graph.nodes[index]
            if pos == words.count {
                let f = freeWords > 0 ? factor * Matcher.freeTextPenalty : factor
                for rule in node.accepting {
                    let guessed = matcher.table.rules[rule].guess ? Matcher.guessPenalty : 1
                    found.append(Candidate(rule: rule, captures: captures, factor: f * guessed, freeWords: freeWords))
                }
                return
            }
            if let next = node.words[words[pos]] {
                visit(node: next, at: pos + 1, factor: factor, freeWords: freeWords)
            } else if fuzzy, !usedFuzzy, scalars[pos].count >= RuleGraph.fuzzyMinimumLength, !matcher.graph.vocabulary.contains(words[pos]) {
                for (word, next) in node.fuzzyWords where Self.withinOneEdit(word, scalars[pos]) {
                    usedFuzzy = true
                    visit(node: next, at: pos + 1, factor: factor * Matcher.fuzzyPenalty, freeWords: freeWords)
                    usedFuzzy = false
                }
            }
            for edge in node.slots { read(edge, at: pos, factor: factor, freeWords: freeWords) }
        }

        /// Words that name a tab or an option, or a thing by its place among others.
        func placeHasRank(_ words: ArraySlice<String>) -> Bool {
            if matcher.table.namesTabOrOption(words) { return true }
            return words.contains { matcher.numbers.ordinal([$0]) != nil }
        }

        mutating func read(_ edge: RuleGraph.SlotEdge, at pos: Int, factor: Double, freeWords: Int) {
            let remaining = words.count - pos
            let maxSpan: Int
            switch edge.type {
            case .number: maxSpan = min(7, remaining)
            case .ordinal, .role, .setting: maxSpan = min(4, remaining)
            case .text, .site, .element, .field, .known: maxSpan = remaining
            case .value: maxSpan = min(4, remaining)
            }
            guard maxSpan >= 1 else { return }
            // An element's role phrase is the grammar's own words, not free text ("the search box": two words fewer).
            // Right before free text ("type in the search box running shoes") an element ends at a role phrase, or
            // nothing would say where the description stops and the text begins, and only that phrase counts, so the
            // reading whose element ends at the longest one ("campo de búsqueda", not "campo") leaves the fewest free
            // words. The same the other way round (Hindi "running shoes सर्च बॉक्स में लिखो"): an element right after
            // free text starts with a role phrase.
            var freeWords = freeWords
            let lastCaptureEndsHere = captureSpans.last?.upperBound == pos
            if edge.type == .text, captures.last?.type.isElement == true, lastCaptureEndsHere, let span = captureSpans.last {
                // Where elements are named by what they belong to ("escribe en el enlace de comentarios madrid"), the
                // text does not start with that "of": the element ends after it and one word.
                guard !matcher.table.genitives.contains(words[pos]) else { return }
                let element = words[span]
                var atEnd = matcher.table.roleWordsAtEnd(element)
                if atEnd == 0 { atEnd = matcher.table.roleWordsBeforeComplement(element) }
                guard atEnd > 0 else { return }
                freeWords += roleWordsOf(element) - atEnd
            }
            let afterText = edge.type.isElement && captures.last?.type == .text && lastCaptureEndsHere
            for span in 1...maxSpan {
                let range = pos..<(pos + span)
                let reading: Candidate.Reading, penalty: Double, free: Bool
                // An element's role words (above) do not count as free.
                var ownWords = 0
                if edge.type.isFree {
                    let key = pos &* 1024 &+ span
                    let found: FreeText?
                    if let cached = freeTextCache[key] {
                        found = cached
                    } else {
                        found = matcher.freeText(tokens[range])
                        freeTextCache[key] = found
                    }
                    guard let found, !edge.type.isElement || matcher.table.holdsRole(words[range]) else { continue }
                    // A negation ends no element's name: it says not to ("ich will das suchfeld nicht").
                    if edge.type.isElement, let last = words[range].last, matcher.table.negationWords.contains(last) { continue }
                    // A place gone to is no tab or option, and not one by its place among others ("ve al tercer casilla").
                    if edge.type == .field, placeHasRank(words[range]) || words[range].contains(where: matcher.table.labelling.contains) { continue }
                    // Text to type keeps the punctuation it ends with; names, queries and places do not.
                    let text = edge.name == "text" ? found.written : found.said
                    if afterText {
                        ownWords = matcher.table.roleWordsAtStart(words[range])
                        guard ownWords > 0 else { continue }
                    } else if edge.type.isElement {
                        ownWords = roleWordsOf(words[range])
                    }
                    reading = edge.type.namesASite ? .site(destination: text, url: nil) : .text(text)
                    let joined = span > 2 && words[(pos + 1)..<(pos + span - 1)].contains(where: matcher.table.joiners.contains)
                    (penalty, free) = (joined ? Matcher.joinedTextPenalty : 1, true)
                } else {
                    guard let r = matcher.reading(edge, words[range], tokens[range]) else { continue }
                    (reading, penalty, free) = r
                }
                captures.append(.init(name: edge.name, type: edge.type, reading: reading))
                captureSpans.append(range)
                visit(node: edge.next, at: pos + span, factor: factor * penalty, freeWords: freeWords + (free ? span - ownWords : 0))
                captures.removeLast()
                captureSpans.removeLast()
            }
        }

        /// The role words an element's words are credited with: the role phrase it ends with, else the one it starts
        /// with ("search box", "bouton rouge").
        func roleWordsOf(_ element: ArraySlice<String>) -> Int {
            let atEnd = matcher.table.roleWordsAtEnd(element)
            return atEnd > 0 ? atEnd : matcher.table.roleWordsAtStart(element)
        }

        /// One insertion, deletion or substitution apart (or equal).
        static func withinOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
            let (short, long) = a.count <= b.count ? (a, b) : (b, a)
            // A word's first letter is kept: "center" is no near miss of "enter", "bold" none of "old".
            guard long.count - short.count <= 1, a.first == b.first else { return false }
            var i = 0, j = 0, edits = 0
            while i < short.count, j < long.count {
                if short[i] == long[j] {
                    i += 1
                    j += 1
                    continue
                }
                edits += 1
                if edits > 1 { return false }
                if short.count == long.count { i += 1 }
                j += 1
            }
            return edits + (long.count - j) + (short.count - i) <= 1
        }
    }

    /// Reads a slot over a span of words: the value, a penalty factor, and whether the words count as free text.
    func reading(_ edge: RuleGraph.SlotEdge, _ words: ArraySlice<String>, _ tokens: ArraySlice<Token>)
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
        case .text, .site, .element, .field, .known:
            return freeText(tokens).map { (.text($0.said), 1, true) }
        }
    }

    /// The words as said, unless they are only articles, particles or noise ("click on the" describes nothing).
    /// Politeness at either end is not theirs ("type please | hello world", "trag treffen um zwölf | bitte in den …
    /// ein"), unless it is all there is or follows a yes or no ("ja bitte").
    func freeText(_ tokens: ArraySlice<Token>) -> FreeText? {
        let tokens = table.trimming(table.polite, from: tokens)
        guard tokens.contains(where: {
            !table.articles.contains($0.text) && !table.particles.contains($0.text) && !table.noise.contains($0.text)
        }) else { return nil }
        return FreeText(said: tokens.said, tokens: tokens)
    }

    /// Free words as said, and as text to type is written (`Token.written`, made only for text to type).
    struct FreeText {
        let said: String
        let tokens: ArraySlice<Token>
        var written: String { tokens.written }
    }
}
