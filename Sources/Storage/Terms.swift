import Foundation

/// The words history search matches on: lower-cased, accents folded, split at anything that is not a letter, mark
/// or digit. The index keeps each word whole and cut to a few prefix lengths, so "wiki" finds "wikipedia".
enum Terms {
    /// Words longer than this are also indexed by their first `prefixLength` letters.
    static let prefixLength = 4
    static let maxWord = 40

    static func fold(_ text: String) -> String {
        // Most addresses and many titles are ASCII: lower-case them without Foundation's slower general folding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { out.append(String(String(current).prefix(maxWord))) }
            current = String.UnicodeScalarView()
        }
        for s in fold(text).unicodeScalars {
            let v = s.value
            let isWordScalar = v < 0x80
                ? (v >= 48 && v <= 57) || (v >= 97 && v <= 122) || (v >= 65 && v <= 90)
                : CharacterSet.alphanumerics.contains(s)
            if isWordScalar { current.append(s) } else { flush() }
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

    /// Every index key for a page: each word whole ("w:"), and longer words by their first letters ("p:").
    static func indexKeys(url: String, title: String?) -> Set<String> {
        var keys = Set<String>()
        for word in Set(urlWords(url) + words(title ?? "")) {
            keys.insert("w:" + word)
            if word.unicodeScalars.count > prefixLength { keys.insert("p:" + String(String.UnicodeScalarView(word.unicodeScalars.prefix(prefixLength)))) }
        }
        return keys
    }

    /// The index keys that can find a query word: the whole word, and (from four letters on) the prefix it begins
    /// with. A match is then confirmed on the decrypted text.
    static func queryKeys(_ word: String) -> [String] {
        guard word.unicodeScalars.count >= prefixLength else { return ["w:" + word] }
        return ["w:" + word, "p:" + String(String.UnicodeScalarView(word.unicodeScalars.prefix(prefixLength)))]
    }

    /// Whether every query word begins a word of the page.
    static func matches(_ query: [String], url: String, title: String?) -> Bool {
        let have = urlWords(url) + words(title ?? "")
        return query.allSatisfy { q in have.contains { $0.hasPrefix(q) } }
    }
}
