import Foundation
import PageScripts

/// Searching a site for something ("search youtube for cats"): the site's own search page where it is known to have
/// one, else the web search limited to the site (`site:` followed by its host).
public enum SiteSearch {
    /// Search pages by host, `%s` for the query.
    static let pages: [String: String] = [
        "www.youtube.com": "https://www.youtube.com/results?search_query=%s",
        "www.amazon.com": "https://www.amazon.com/s?k=%s",
        "github.com": "https://github.com/search?q=%s",
        "www.reddit.com": "https://www.reddit.com/search/?q=%s",
        "www.ebay.com": "https://www.ebay.com/sch/i.html?_nkw=%s",
        "www.google.com": "https://www.google.com/search?q=%s",
        "www.bing.com": "https://www.bing.com/search?q=%s",
        "duckduckgo.com": "https://duckduckgo.com/?q=%s",
        "stackoverflow.com": "https://stackoverflow.com/search?q=%s",
        "www.imdb.com": "https://www.imdb.com/find/?q=%s",
        "www.etsy.com": "https://www.etsy.com/search?q=%s",
        "www.pinterest.com": "https://www.pinterest.com/search/pins/?q=%s",
        "www.flipkart.com": "https://www.flipkart.com/search?q=%s",
        "www.openstreetmap.org": "https://www.openstreetmap.org/search?query=%s",
    ]

    /// The page that searches `site` (an address) for `query`; `webSearch` is the web search template (`%s`).
    public static func url(for query: String, on site: String, webSearch: String) -> URL? {
        let host = host(of: site)
        guard !host.isEmpty else { return nil }
        let page = pages[host]
        let domain = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        let template = page ?? webSearch, words = page == nil ? "site:\(domain) \(query)" : query
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&+=?#")
        let encoded = words.addingPercentEncoding(withAllowedCharacters: allowed) ?? words
        return URL(string: template.replacingOccurrences(of: "%s", with: encoded))
    }

    /// The host of an address ("https://www.youtube.com" → "www.youtube.com"), or the text itself.
    public static func host(of site: String) -> String { URL(string: site)?.host ?? site }
}

/// "Search this site for tents": the page's own search box takes the words and is sent; a page with none is searched
/// through the web search limited to its site (`site:`).
extension CommandExecutor {
    func searchThisSite(for query: String) async throws -> Outcome {
        let elements = try await session.peek(all: true).elements
        let fields = elements.filter { ElementChooser.takesText.contains($0.role) }
        let searchBoxes = fields.filter { $0.role == "searchbox" }
        let box: PageElement?
        if searchBoxes.count == 1 { box = searchBoxes[0] } else if case .one(let e) = ElementChooser.choose("search", in: fields) { box = e } else { box = nil }
        if let box {
            let typed = try await session.act(ActionRequest(op: "type", selector: box.selector, text: query, replace: true))
            guard typed.ok else { return done("Could not type into \(describe(typed))", typed, ok: false) }
            let sent = try await session.act(ActionRequest(op: "submit", selector: box.selector, focused: true))
            await engine.settle()
            guard sent.ok else { return done("Typed '\(query)' into \(describe(typed)), but it could not be sent", sent, ok: false) }
            return done("Searched this site for '\(query)' in \(describe(typed))", sent)
        }
        if let page = engine.currentURL, let url = URL(string: page), let host = url.host, url.scheme?.hasPrefix("http") == true,
           let search = SiteSearch.url(for: query, on: page, webSearch: searchTemplate) {
            try await engine.load(search)
            return done("Searched \(host) for '\(query)'")
        }
        return try await run(.search(query: query, scope: .web, site: nil))
    }
}
