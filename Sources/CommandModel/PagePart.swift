import Foundation

/// The parts of a page its landmarks mark, as people name them in the five languages: the site's navigation, its
/// footer, its header, a sidebar, the main content, the article. "Go to the footer" goes to one; "the first link in
/// the footer", "el primer enlace del artículo", "le premier lien de la barre latérale", "der erste Link in der
/// Fußzeile", "फ़ुटर में पहला लिंक" count among what one holds. Kinds are the scraper's (`PageElement.landmarks`).
public enum PagePart {
    /// Each kind's words, as written (folded where they are compared).
    public static let words: [String: [String]] = [
        "navigation": ["navigation", "nav", "navbar", "navigation bar", "navigation menu", "navegación", "barra de navegación",
                       "menú de navegación", "barre de navigation", "menu de navigation", "navigationsleiste", "navigationsmenü",
                       "नेविगेशन"],
        "contentinfo": ["footer", "page footer", "pie de página", "pied de page", "fußzeile", "fusszeile", "फ़ुटर"],
        "banner": ["header", "page header", "cabecera", "encabezado", "en-tête", "kopfzeile", "kopfbereich", "हेडर"],
        "complementary": ["sidebar", "side bar", "barra lateral", "barre latérale", "seitenleiste", "साइडबार"],
        "main": ["main content", "main part", "content", "page content", "contenido principal", "contenido", "contenu principal",
                 "contenu", "hauptinhalt", "hauptbereich", "inhalt", "मुख्य सामग्री", "मुख्य भाग", "कंटेंट"],
        "article": ["article", "story", "post", "blog post", "artículo", "noticia", "entrada", "artikel", "artikels", "beitrag", "आर्टिकल",
                    "लेख", "खबर", "स्टोरी"],
    ]

    /// Lower case, accents and Devanagari's nukta off, split into words: as the element chooser and the model compare.
    public static func folded(_ s: String) -> [String] {
        var f = s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if f.unicodeScalars.contains("\u{093C}") { f = String(String.UnicodeScalarView(f.unicodeScalars.filter { $0 != "\u{093C}" })) }
        return f.split(whereSeparator: { c in !(c.isLetter || c.isNumber || c.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }) })
            .map(String.init)
    }

    /// Folded phrase → kind; the longest phrase has `longest` words.
    static let byWords: [[String]: String] = {
        var out: [[String]: String] = [:]
        for (kind, phrases) in words { for p in phrases { out[folded(p)] = kind } }
        return out
    }()
    static let longest = byWords.keys.map(\.count).max() ?? 1

    /// Words that put something inside a part said after them ("in the", "del", "de la", "dans le", "im", "in der").
    static let into: Set<String> = ["in", "inside", "within", "from", "of", "on", "at", "en", "de", "del", "dentro", "dans", "du",
                                    "des", "sur", "im", "aus", "auf", "von", "vom", "innerhalb"]
    /// Articles and pointing words between such a word and the part ("the", "este", "l'", "der", "diesem").
    static let articles: Set<String> = ["the", "this", "that", "el", "la", "los", "las", "este", "esta", "ese", "esa", "le", "l",
                                        "les", "ce", "cet", "cette", "der", "dem", "den", "die", "des", "das", "diesem", "dieser"]
    /// Hindi's words after the part ("फ़ुटर में", "फ़ुटर का", "आर्टिकल के अंदर").
    static let after: Set<String> = ["में", "का", "की", "के", "से", "वाले", "वाला", "वाली"]
    /// Words of being inside, around those ("dentro del", "à l'intérieur de l'", "आर्टिकल के अंदर").
    static let inside: Set<String> = ["a", "l", "interieur", "अंदर", "भीतर"]

    /// Where in folded words a part of the page is said as the place of something ("first link | in the footer",
    /// "फ़ुटर में | पहला लिंक"): its kind and the words that say it, which the rest of the description goes without.
    /// Nil when no part is said so — "the article about rivers" names an article, it puts nothing in one.
    public static func within(_ words: [String]) -> (kind: String, range: Range<Int>)? {
        for i in words.indices {
            for n in stride(from: min(longest, words.count - i), through: 1, by: -1) {
                guard let kind = byWords[Array(words[i..<(i + n)])] else { continue }
                var start = i
                while start > 0, articles.contains(words[start - 1]) { start -= 1 }
                if start > 0, into.contains(words[start - 1]) {
                    start -= 1
                    // "dentro del", "à l'intérieur de l'": more words of being inside before it.
                    while start > 0, into.contains(words[start - 1]) || inside.contains(words[start - 1]) { start -= 1 }
                    return (kind, start..<(i + n))
                }
                var end = i + n
                if end < words.count, after.contains(words[end]) {
                    end += 1
                    if end < words.count, inside.contains(words[end]) { end += 1 }
                    return (kind, i..<end)
                }
            }
        }
        return nil
    }
}
