import Foundation

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
