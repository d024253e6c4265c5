import Foundation

/// The words history search matches on: lower-cased, accents folded, split at anything that is not a letter, mark
/// or digit. The index keeps each word whole and cut to a few prefix lengths, so "wiki" finds "wikipedia".
enum Terms {
    static let prefixLengths = [3, 5, 8]
    static let maxWord = 40

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { out.append(String(String(current).prefix(maxWord))) }
            current = String.UnicodeScalarView()
        }
        for s in fold(text).unicodeScalars {
            if CharacterSet.alphanumerics.contains(s) { current.append(s) } else { flush() }
        }
        flush()
        return out
    }

    /// The words of an address without its scheme and "www".
    static func urlWords(_ url: String) -> [String] {
        var rest = Substring(url)
        if let r = rest.range(of: "://") { rest = rest[r.upperBound...] }
        var w = words(String(rest))
        if w.first == "www" { w.removeFirst() }
        return w
    }

    /// Every index key for a page: each word whole ("w:") and its prefixes ("p:").
    static func indexKeys(url: String, title: String?) -> Set<String> {
        var keys = Set<String>()
        for word in urlWords(url) + words(title ?? "") {
            keys.insert("w:" + word)
            let chars = Array(word)
            for n in prefixLengths where n < chars.count { keys.insert("p:" + String(chars[..<n])) }
        }
        return keys
    }

    /// The index keys that can find a query word: the whole word, and (three letters or more) the longest indexed
    /// prefix it begins with. A match is then confirmed on the decrypted text.
    static func queryKeys(_ word: String) -> [String] {
        let chars = Array(word)
        guard let n = prefixLengths.last(where: { $0 <= chars.count }) else { return ["w:" + word] }
        return ["w:" + word, "p:" + String(chars[..<n])]
    }

    /// Whether every query word begins a word of the page.
    static func matches(_ query: [String], url: String, title: String?) -> Bool {
        let have = urlWords(url) + words(title ?? "")
        return query.allSatisfy { q in have.contains { $0.hasPrefix(q) } }
    }
}
