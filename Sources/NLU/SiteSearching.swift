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
        var site: Range<Int>?
        if table.verbsLast, q.lowerBound >= 2, table.particles.contains(words[q.lowerBound - 1]) {
            // "youtube पर …": the site ends where the word before the query begins, and starts the sentence.
            let before = Array(said[..<(q.lowerBound - 1)])
            if let found = grammar.sites.knownSite(in: before, table: table), found.upperBound == before.count,
               before[..<found.lowerBound].allSatisfy({ fillerWords.contains($0.text) || table.articles.contains($0.text) }) {
                site = found
            }
        } else if q.upperBound + 1 < said.count, table.particles.contains(words[q.upperBound]) {
            let after = Array(said[(q.upperBound + 1)...])
            // Articles may come before the site's name; only words said around any command after it.
            if let found = grammar.sites.knownSite(in: after, table: table),
               after[..<found.lowerBound].allSatisfy({ table.articles.contains($0.text) }),
               after[found.upperBound...].allSatisfy({ fillerWords.contains($0.text) }) {
                site = (q.upperBound + 1 + found.lowerBound)..<(q.upperBound + 1 + found.upperBound)
            }
        }
        guard let site, let url = grammar.sites.resolve(said[site], table: table).url,
              !SiteDirectory.webSearchEngines.contains(url) else { return r }
        var searched = r
        searched.command = .search(query: query, scope: .web, site: url)
        return searched
    }
}
