import Foundation

/// Resolves a spoken destination to a URL: a bundled list of popular sites by name ("wikipedia"), addresses said
/// or typed as such ("github.com", "github dot com", "https://…") pass through. Anything else stays unresolved.
public struct SiteDirectory: Sendable {
    struct Entry: Decodable { let url: String; let names: [String] }

    /// Folded name ("stack overflow", also "stackoverflow") → URL.
    let urls: [String: String]

    public init(data: Data) throws {
        var urls: [String: String] = [:]
        for entry in try JSONDecoder().decode([Entry].self, from: data) {
            for name in entry.names {
                let words = Normalizer().tokens(name).map(\.text)
                urls[words.joined(separator: " ")] = entry.url
                urls[words.joined()] = urls[words.joined()] ?? entry.url
            }
        }
        self.urls = urls
    }

    public static let bundled: SiteDirectory = {
        guard let url = Bundle.module.url(forResource: "sites", withExtension: "json"),
            let data = try? Data(contentsOf: url), let directory = try? SiteDirectory(data: data)
        else { fatalError("the bundled site list is missing from the Grammar resources") }
        return directory
    }()

    /// Web search engines: searching one of them ("google cats", "google पर … search करो") is the web search the
    /// person chose, not a search of a site.
    public static let webSearchEngines: Set<String> = ["https://www.google.com", "https://www.bing.com", "https://duckduckgo.com"]

    public func resolve(_ tokens: ArraySlice<Token>, table: PhraseTable) -> (destination: String, url: String?) {
        let destination = tokens.said
        if let url = lookUp(tokens, table: table) { return (destination, url) }
        // A site named with the locale's word for a website ("la página de bing", "die webseite von linkedin", "the
        // bbc website", "amazon की वेबसाइट") is the site; what is left of the words is its name.
        if let name = withoutWebsiteWord(tokens, table: table), let url = lookUp(name, table: table) {
            return (name.said, url)
        }
        return (destination, nil)
    }

    /// The longest run of words that names a known site or an address ("carga | pinterest | por favor", "ve a | la
    /// página de ebay"), if any. A name of one or two letters ("x") is not taken from a sentence.
    public func knownSite(in tokens: [Token], table: PhraseTable) -> Range<Int>? {
        for length in stride(from: tokens.count, through: 1, by: -1) {
            for start in 0...(tokens.count - length) {
                let span = tokens[start..<(start + length)]
                if span.map(\.text).joined().count > 2, resolve(span, table: table).url != nil { return start..<(start + length) }
            }
        }
        return nil
    }

    /// The URL of an address or a known site's name, said with or without articles ("the guardian").
    func lookUp(_ tokens: ArraySlice<Token>, table: PhraseTable) -> String? {
        var words = tokens.map(\.text)
        if let url = address(words, raw: tokens.map(\.raw), dots: table.dots, slashes: table.slashes) { return url }
        if let url = urls[words.joined(separator: " ")] ?? urls[words.joined()] { return url }
        while let first = words.first, table.articles.contains(first), words.count > 1 {
            words.removeFirst()
            if let url = urls[words.joined(separator: " ")] ?? urls[words.joined()] { return url }
        }
        return nil
    }

    /// The words without a website word before them (with its articles and particles: "la página de") or after
    /// them ("website", "की वेबसाइट"); nil when there is none, or nothing else.
    func withoutWebsiteWord(_ tokens: ArraySlice<Token>, table: PhraseTable) -> ArraySlice<Token>? {
        func little(_ t: Token) -> Bool { table.articles.contains(t.text) || table.particles.contains(t.text) }
        var words = tokens
        while let first = words.first, table.articles.contains(first.text) { words = words.dropFirst() }
        if let w = table.websites.first(where: { $0.count < words.count && words.prefix($0.count).map(\.text) == $0 }) {
            words = words.dropFirst(w.count)
            while words.count > 1, let first = words.first, table.particles.contains(first.text) { words = words.dropFirst() }
            return words
        }
        words = tokens
        if let w = table.websites.first(where: { $0.count < words.count && words.suffix($0.count).map(\.text) == $0 }) {
            words = words.dropLast(w.count)
            while words.count > 1, let last = words.last, little(last) { words = words.dropLast() }
            return words
        }
        return nil
    }

    /// "github.com", "https://example.org/x", "bbc dot co dot uk", "example dot com slash news" → an https URL; nil
    /// when it is not an address.
    func address(_ words: [String], raw: [String], dots: Set<String>, slashes: Set<String> = []) -> String? {
        var text = ""
        // Where two words said one after the other were joined ("stack overflow" → "stackoverflow").
        var joins: [Int] = [], joinable = false
        for (word, said) in zip(words, raw) {
            if dots.contains(word) {
                text += "."
                joinable = false
            } else if slashes.contains(word), !text.isEmpty {
                text += "/"
                joinable = false
            } else {
                if joinable { joins.append(text.count) }
                text += said.lowercased().hasPrefix("http") ? said : said.lowercased()
                joinable = true
            }
        }
        if text.hasPrefix("http://") || text.hasPrefix("https://") { return URL(string: text) == nil ? nil : text }
        let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text
        // A name may be said in several words, its ending is one: "example.org in a new tab" is no address
        // "example.orginanewtab".
        if let lastDot = host.lastIndex(of: "."), case let end = host.distance(from: host.startIndex, to: lastDot),
           joins.contains(where: { $0 > end && $0 <= host.count }) { return nil }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let tld = labels.last, tld.count >= 2, tld.allSatisfy({ $0.isLetter && $0.isASCII }),
            labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } })
        else { return nil }
        return "https://" + text
    }
}
