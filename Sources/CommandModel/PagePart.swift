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
        return split(f)
    }

    /// Text split into words: letters with their combining marks, digits.
    public static func split(_ s: String) -> [String] {
        s.split(whereSeparator: { c in !(c.isLetter || c.isNumber || c.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }) })
            .map(String.init)
    }

    /// Folded phrase → kind; the longest phrase has `longest` words.
    /// Words for a site's navigation that name it only as a place things are in ("the second link in the menu", "le
    /// deuxième lien du menu"): going to "the menu" is opening one.
    static let menus = ["menu", "main menu", "site menu", "top menu", "menú", "menú principal", "menu principal", "menü", "hauptmenü",
                        "मेनू"]

    static let byWords: [[String]: String] = {
        var out: [[String]: String] = [:]
        for (kind, phrases) in words { for p in phrases { out[folded(p)] = kind } }
        for p in menus { out[folded(p)] = "navigation" }
        return out
    }()
    static let longest = byWords.keys.map(\.count).max() ?? 1

    /// Words that put something inside a part said after them ("in the", "del", "de la", "dans le", "im", "in der").
    static let into: Set<String> = ["in", "inside", "within", "from", "of", "on", "at", "en", "de", "del", "dentro", "dans", "du",
                                    "des", "sur", "im", "aus", "auf", "von", "vom", "innerhalb"]
    /// Articles and pointing words between such a word and the part ("the", "este", "l'", "der", "diesem").
    static let articles: Set<String> = ["the", "this", "that", "el", "la", "lo", "los", "las", "este", "esta", "ese", "esa", "le", "l",
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

    /// Words that put something under a heading ("under", "bajo", "sous", "unter").
    static let below: Set<String> = ["under", "below", "beneath", "bajo", "debajo", "sous", "unter", "unterhalb"]
    /// Hindi's words after a part named by its heading ("मोस्ट रीड में", "… के नीचे").
    static let afterHeading: Set<String> = ["में", "के", "का", "की", "वाले"]

    /// Words for a part of a page as such ("list", "sección", "rubrique", "abschnitt", "सेक्शन"): said with its
    /// heading's words, not among them.
    public static let kindsOfPart: Set<String> = [
        "list", "section", "part", "area", "box", "panel", "lista", "seccion", "apartado", "parte", "liste", "partie", "rubrique",
        "bereich", "abschnitt", "teil", "rubrik", "सेक्शन", "लिस्ट", "हिस्सा", "भाग",
    ]

    /// Words joining two names in one ("Features & Analysis" said "features and analysis"): a heading's words go without.
    public static let joining: Set<String> = ["and", "y", "e", "et", "und", "और"]

    /// Words for the page as a whole ("on this page", "de la página", "auf der seite"): no part of it.
    static let wholePage: Set<String> = ["page", "web", "website", "site", "screen", "pagina", "sitio", "pantalla", "ecran", "seite",
                                         "webseite", "bildschirm", "पेज", "पन्ना", "स्क्रीन"]

    /// One way words say a thing and the part of the page it is in, named by the part's heading: the words of the thing
    /// (`thing`), those that say the part with the word putting the thing in it (`part`), and the heading's own.
    public struct UnderHeading: Equatable, Sendable {
        public let thing: Range<Int>
        public let part: Range<Int>
        public let heading: [String]
    }

    /// The ways folded words may say a thing and the part of the page it is in, named by the part's heading ("third
    /// link | in most read", "primer enlace | de lo más leído", "मोस्ट रीड में | दूसरा लिंक"), the last way first; the
    /// heading's words go without articles and words for a part as such. None when no word puts one in the other, or
    /// the part is the page itself ("the second link on this page").
    public static func underHeadings(_ words: [String]) -> [UnderHeading] {
        func named(_ part: ArraySlice<String>) -> [String]? {
            let name = part.filter { !articles.contains($0) && !kindsOfPart.contains($0) && !joining.contains($0) }
            return name.isEmpty || name.allSatisfy(wholePage.contains) ? nil : name
        }
        var out: [UnderHeading] = []
        for k in words.indices.reversed() where k > 0 && k < words.count - 1 {
            if into.contains(words[k]) || below.contains(words[k]), let heading = named(words[(k + 1)...]) {
                out.append(UnderHeading(thing: 0..<k, part: k..<words.count, heading: heading))
            }
            let rest = words[k + 1] == "नीचे" ? k + 2 : k + 1
            if afterHeading.contains(words[k]), rest < words.count, let heading = named(words[..<k]) {
                out.append(UnderHeading(thing: rest..<words.count, part: 0..<rest, heading: heading))
            }
        }
        return out
    }
}
