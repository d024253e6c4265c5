import CommandModel
import Grammar

extension Understander {
    /// A web search said with a known site right after its query and a word like "on" ("can you look for cats on
    /// youtube please", "cherche des chats sur youtube stp"), or in Hindi right before it ("youtube पर बिल्लियाँ खोजो"),
    /// searches that site, as the grammar's rules do; the tagger leaves such words out of the query.
    func searchingASite(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard case .search(let query, .web, nil)? = r.command else { return r }
        let queryWords = normalizer.tokens(query).map(\.text)
        let words = said.map(\.text)
        guard !queryWords.isEmpty, let q = words.firstRange(of: queryWords) else { return r }
        let table = grammar.table
        let site: String?
        if table.verbsLast, q.lowerBound >= 2, table.particles.contains(words[q.lowerBound - 1]) {
            // "youtube पर …": the site ends where the word before the query begins, and starts the sentence.
            let before = Array(said[..<(q.lowerBound - 1)])
            guard let found = grammar.sites.knownSite(in: before, table: table), found.upperBound == before.count,
                  before[..<found.lowerBound].allSatisfy({ fillerWords.contains($0.text) || table.articles.contains($0.text) }),
                  let url = grammar.sites.resolve(before[found], table: table).url else { return r }
            site = CommandGrammar.searched(on: url)
        } else {
            // The query as the tagger read it, then a word like "on" and the site, as the grammar reads them.
            guard let found = grammar.siteAtTheEnd(of: said[q.lowerBound...]), found.query.endIndex == q.upperBound else { return r }
            site = found.site
        }
        guard let site else { return r }
        var searched = r
        searched.command = .search(query: query, scope: .web, site: site)
        return searched
    }

    /// A search of the page without the words that say where to look ("does it say opening hours anywhere here"), as
    /// the grammar reads it (`CommandGrammar.searchingThePage`): the tagger took them into the query.
    func searchingThePage(_ r: NLUResult) -> NLUResult {
        guard let command = r.command, case let trimmed = grammar.searchingThePage(command), trimmed != command,
              case .search(let query, _, _) = trimmed else { return r }
        var searched = r
        searched.command = trimmed
        searched.entities["query"] = query
        return searched
    }

    /// A bookmark's name or an element's description without the words that say a name follows ("ve al marcador |
    /// que se llama mi blog"), as the grammar reads them (`CommandGrammar.namingPlainly`).
    func namingPlainly(_ r: NLUResult) -> NLUResult {
        guard let command = r.command, case let plain = grammar.namingPlainly(command), plain != command else { return r }
        var named = r
        named.command = plain
        switch plain {
        case .bookmark(_, let name?, _): named.entities["name"] = name
        case .click(.text(let t), _), .type(_, .text(let t)?, _), .tab(_, _, _, .text(let t)?, _, _): named.entities["target"] = t
        default: break
        }
        return named
    }

    /// A web search for the page itself or for the listener, read as the grammar reads it
    /// (`CommandGrammar.aboutThePageOrTheListener`): the page read aloud, or help. The label stays the classifier's.
    func aboutThePageOrTheListener(_ r: NLUResult) -> NLUResult {
        guard let command = r.command, case let read = grammar.aboutThePageOrTheListener(command), read != command else { return r }
        var about = r
        about.command = read
        about.entities = [:]
        return about
    }

    /// A web search for nothing but a kind of element, said right after a word for searching ("search box खोलो",
    /// "मेरे लिए सर्च आइकन खोलो": the query "box"): the two name an element of the page, which is clicked, not searched
    /// for. The label stays the classifier's; the command is the click.
    func searchingForAnElement(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard case .search(let query, .web, nil)? = r.command else { return r }
        let q = normalizer.tokens(query).map(\.text), words = said.map(\.text)
        guard !q.isEmpty, grammar.table.roleWordsAtEnd(q) == q.count, let range = words.firstRange(of: q), range.lowerBound > 0,
              featurizer.lexicon.intents[words[range.lowerBound - 1]]?.contains("search") == true,
              !littleWord(words[range.lowerBound - 1]) else { return r }
        let element = said[(range.lowerBound - 1)..<range.upperBound].map(\.raw).joined(separator: " ")
        var clicked = r
        clicked.command = .click(.text(element))
        clicked.entities = ["target": element]
        return clicked
    }
}

extension Understander {
    /// Going back read from words that undo going back ("deshaz el atrás", "annule le retour", "पीछे जाना कैंसल करो"):
    /// a word of undoing said with another word of going back asks to go forward again. "undo that page", with no
    /// other such word, still goes back.
    func undoingGoingBack(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard r.command == .navigate(.back), !grammar.table.undoing.isEmpty else { return r }
        let words = said.map(\.text)
        let undo = words.indices.filter { k in
            grammar.table.undoing.contains { u in k + u.count <= words.count && Array(words[k..<(k + u.count)]) == u }
        }
        let undoWords = Set(undo.flatMap { k in grammar.table.undoing.filter { Array(words[k...].prefix($0.count)) == $0 }.joined() })
        guard !undo.isEmpty, words.contains(where: { w in
            !undoWords.contains(w) && featurizer.lexicon.labels[w]?.contains("navigate action=back") == true
        }) else { return r }
        // The label stays the classifier's; the command is going forward.
        var forward = r
        forward.command = .navigate(.forward)
        return forward
    }
}
