import CommandModel
import PageScripts

/// "Show me the comments", "take me to the reviews", "the featured article please": a part of the page, named by its
/// heading, where nothing to press is called so. Going there is the page search that scrolls to a heading ("scroll to
/// the comments"); a visit to a place nobody knows called "the comments" was no answer, nor "Nothing called 'reviews'".
extension CommandExecutor {
    /// A page's table of contents said in the five languages (as `headingWords` leaves them, folded), and the headings
    /// sites give it.
    static let contentsSaid: Set<String> = Set(["table of contents", "the contents", "contents", "tabla de contenidos", "índice",
                                                "table des matières", "sommaire", "inhaltsverzeichnis", "विषय सूची", "अनुक्रमणिका"]
        .map { ElementChooser.words(headingWords($0)).joined(separator: " ") })
    static let contentsHeadings = ["Contents", "Table of contents", "Índice", "Contenidos", "Sommaire", "Table des matières",
                                   "Inhaltsverzeichnis", "Inhalt", "विषय सूची"]

    /// The usual parts of a page (an article's, a wiki's, a product's) in the four other languages, folded, in English:
    /// a page in English gone through in the person's language ("ve a la sección de historia" is its "History").
    static let partsInEnglish: [String: String] = Dictionary(uniqueKeysWithValues: [
        ("historia", "history"), ("histoire", "history"), ("geschichte", "history"), ("इतिहास", "history"),
        ("referencias", "references"), ("referenzen", "references"), ("einzelnachweise", "references"), ("quellen", "references"), ("संदर्भ", "references"),
        ("comentarios", "comments"), ("commentaires", "comments"), ("kommentare", "comments"), ("टिप्पणियां", "comments"),
        ("कमेंट्स", "comments"), ("opiniones", "reviews"), ("resenas", "reviews"), ("avis", "reviews"), ("bewertungen", "reviews"),
        ("rezensionen", "reviews"), ("रिव्यू", "reviews"), ("समीक्षाएं", "reviews"), ("descripcion", "description"),
        ("beschreibung", "description"), ("विवरण", "description"), ("resumen", "summary"),
        ("zusammenfassung", "summary"), ("सारांश", "summary"), ("introduccion", "introduction"), ("einleitung", "introduction"),
        ("परिचय", "introduction"), ("vease tambien", "see also"), ("ver tambien", "see also"), ("voir aussi", "see also"),
        ("siehe auch", "see also"), ("enlaces externos", "external links"), ("liens externes", "external links"),
        ("weblinks", "external links"), ("बाहरी कड़ियां", "external links"), ("preguntas frecuentes", "faq"),
        ("questions frequentes", "faq"), ("häufige fragen", "faq"), ("caracteristicas", "features"), ("caracteristiques", "features"),
        ("funktionen", "features"), ("विशेषताएं", "features"), ("precios", "pricing"), ("tarifs", "pricing"), ("preise", "pricing"),
    ].map { (ElementChooser.words($0.0).joined(separator: " "), $0.1) })

    /// The words of a part of the page said in another language, in English: the whole when it is one part's name, else
    /// word by word; nil when no word is one.
    static func partInEnglish(_ query: String) -> String? {
        let words = ElementChooser.words(query)
        if let whole = partsInEnglish[words.joined(separator: " ")] { return whole }
        // A German plural's dative ("zu den einzelnachweisen", "kommentaren") is the plural's name.
        let english = words.map { w in partsInEnglish[w] ?? (w.hasSuffix("n") ? partsInEnglish[String(w.dropLast())] : nil) ?? w }
        return english == words ? nil : english.joined(separator: " ")
    }

    /// The words said that may name a heading: without the words around a name (light words, articles, politeness).
    static func headingWords(_ said: String) -> String {
        said.split(separator: " ").map(String.init).filter { w in
            let folded = ElementChooser.words(w)
            return !folded.isEmpty && !folded.allSatisfy { ElementWords.fillers.contains($0) || ElementChooser.light.contains($0) }
        }.joined(separator: " ")
    }

    /// Words that say something is, in a heading that counts ("There are 13 comments", "Hay 5 comentarios").
    static let being: Set<String> = ["there", "are", "is", "hay", "il", "y", "a", "es", "gibt", "sind", "है", "हैं"]

    /// The page search that goes to the shown heading the words name, when one does: the words said are at least half
    /// of the heading's, or of its title before a colon ("comments" is "Comments (12)", "featured article" "From
    /// today's featured article", "analysis" "Analysis: Jon Sopel, BBC News"; "thanks" is no part of "Thanks to all
    /// our readers"); nil otherwise.
    /// A heading that begins with the one word said counts too ("comments": "2 comments on “These Weeks in Firefox”"),
    /// once none found for the words as said or in English was named strictly ("kommentaren" is "Comments (12)" before
    /// "Kommentare auf Deutsch"). Each is asked of the page once.
    func headingSearch(_ said: String) async throws -> Command? {
        let asSaid = Self.headingWords(said)
        var found: [(query: String, words: [String], heading: String)] = []
        // Said in another language than the page's ("llévame a los comentarios": "Comments"), in English after.
        for query in [asSaid] + (Self.partInEnglish(asSaid).map { [Self.headingWords($0)] } ?? []) {
            let words = ElementChooser.words(query)
            guard !words.isEmpty, words.count <= 6, query.count >= 3 else { break }
            // The table of contents, under whatever heading the page gives it ("open the table of contents": "Contents").
            if Self.contentsSaid.contains(words.joined(separator: " ")) {
                for heading in Self.contentsHeadings {
                    let r = try? await session.act(ActionRequest(op: "heading", text: heading))
                    if let r, r.ok, r.detail == "heading", let name = r.name { return .search(query: name, scope: .page) }
                }
            }
            let r = try await session.act(ActionRequest(op: "heading", text: query))
            guard r.ok, r.detail == "heading", let name = r.name else { continue }
            if Self.heading(name, isNamedBy: words, loosely: false) { return .search(query: query, scope: .page) }
            found.append((query, words, name))
        }
        return found.first { Self.heading($0.heading, isNamedBy: $0.words, loosely: true) }.map { .search(query: $0.query, scope: .page) }
    }

    /// Whether the words said name a heading: they are at least half of its words, or of its title before a colon or
    /// dash ("Analysis: Jon Sopel, BBC News"), numbers and words of being left out ("There are 13 comments" is the
    /// comments'); `loosely`, one word it begins with too.
    static func heading(_ name: String, isNamedBy words: [String], loosely: Bool) -> Bool {
        let title = name.split(whereSeparator: { ":—–|".contains($0) }).first.map(String.init) ?? name
        let told = { (w: [String]) in w.filter { !$0.allSatisfy(\.isNumber) && !Self.being.contains($0) } }
        for named in [told(ElementChooser.words(name)), told(ElementChooser.words(title))] where !named.isEmpty {
            let covered = named.filter { n in words.contains { $0.hasPrefix(n) || n.hasPrefix($0) } }
            if covered.count * 2 >= named.count { return true }
            if loosely, words.count == 1, let first = named.first, first.hasPrefix(words[0]) || words[0].hasPrefix(first), first.count >= 4 {
                return true
            }
        }
        return false
    }
}

extension CommandExecutor {
    /// "Skip to the main content", "ve al contenido principal", "zum hauptinhalt": the page's main landmark (or where
    /// its "skip to content" link leads) brought into view and given the focus, as the link would.
    func mainContent() async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "main"))
        guard r.ok else { return done("This page marks no main content — say 'scroll down' or a heading's words", r, ok: false) }
        try await session.showLabelsIfShown()
        return done("Went to the main content" + (r.name.map { ": '\($0)'" } ?? ""), r)
    }
}

extension ElementChooser {
    /// Whether a heading of the page holds every word said besides the little ones ("the comments": "There are 13
    /// comments"), in another form too ("comment").
    static func headingHolds(_ said: String, in elements: [PageElement]) -> Bool {
        let content = compared(spokenWords(said).filter { !light.contains($0) && !pageWords.contains($0) })
        guard !content.isEmpty, content.count <= 4 else { return false }
        let headings = Set(elements.flatMap { $0.sections ?? [] })
        return headings.contains { h in
            let named = compared(spokenWords(h))
            return content.allSatisfy { w in named.contains { near(w, $0) } }
        }
    }
}
