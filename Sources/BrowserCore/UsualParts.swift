import CommandModel
import PageScripts

/// "Show me the comments", "view comments", "read the reviews", "ver comentarios", "affiche les commentaires", "zeig die
/// Kommentare", "कमेंट्स दिखाओ": a part of a page that pages usually have, asked for with a verb of going or seeing. Its
/// heading is gone to whatever the verb ("view comments" and "jump to comments" were not understood where "show me the
/// comments" went there); on a page that has no such part, or marks no such landmark ("go to the sidebar"), that is
/// said — not a web search for "the comments", nor "not understood".
extension CommandExecutor {
    /// The usual parts of a page, in English (`partsInEnglish` gives the other languages' names).
    static let usualParts: Set<String> = ["comments", "reviews", "references", "see also", "external links", "faq", "table of contents"]
    /// How a usual part is told when the page has none.
    static let usualPartsTold = ["faq": "FAQ", "see also": "'See also' section", "external links": "external links section"]

    /// Verbs of seeing, reading and going, and words for a part, that are no part's name, in the five languages, folded
    /// (with those of `Landmarks.going`, and the light words and fillers of any description: "section", "sección").
    static let seeing: Set<String> = Set([
        "view", "read", "display", "check", "load", "find", "bring", "lee", "leer", "leeme", "mostrar", "llevar", "carga", "encuentra",
        "lis", "lire", "montrer", "afficher", "charge", "trouve", "lies", "lesen", "anzeigen", "zeigen", "lade", "finde", "पढ़ो", "पढ़ें",
        "दिखा", "दिखाना", "खोलें", "ढूंढो", "sections", "abschnitt", "सेक्शन",
    ].flatMap { ElementChooser.words($0) })

    /// The words of a name without those of seeing, going, light words and fillers, folded.
    static func partWords(_ s: String) -> [String] {
        Landmarks.plainWords(s).filter { !seeing.contains($0) }
    }
    /// The usual parts by their words ("table contents", "also").
    static let usualPartsByWords = Dictionary(uniqueKeysWithValues: usualParts.map { (partWords($0).joined(separator: " "), $0) })

    /// The usual part of a page the words ask for: as said (without the words of seeing and going: "comentarios") and
    /// its English name ("comments"); nil when the words say anything else.
    static func usualPart(_ said: String) -> (said: String, english: String)? {
        let rest = partWords(said)
        guard !rest.isEmpty, rest.count <= 3 else { return nil }
        let asSaid = rest.joined(separator: " ")
        if contentsSaid.contains(asSaid) { return (asSaid, "table of contents") }
        let english = partWords(partInEnglish(asSaid) ?? asSaid).joined(separator: " ")
        // One said as one ("the comment section").
        guard let part = usualPartsByWords[english] ?? usualPartsByWords[english + "s"] else { return nil }
        return (asSaid, part)
    }

    /// Where words that ask for a usual part of the page, or one of its landmarks, go when nothing on it is called so
    /// (`onThePage`, over no reading or a visit to a place nobody knows): the part's heading (or a region labelled so),
    /// or its landmark; a page without one is told so (`landmark:part:…`); nil when the words ask for no such part.
    func usualPartOnThePage(_ said: String) async throws -> Command? {
        if let kind = Landmarks.named(said) { return .click(.text("landmark:" + kind)) }
        guard let part = Self.usualPart(said) else { return nil }
        if let heading = try await headingSearch(part.said) { return heading }
        if let region = try await regionOnThePage(part.said) { return region }
        return .click(.text("landmark:part:" + part.english))
    }

    /// Going to a usual part of the page (`landmark:part:comments`): its heading or region, found again; or said to be
    /// none.
    func goTo(usualPart part: String) async throws -> Outcome {
        switch try await usualPartOnThePage(part) {
        case .search(let query, .page, nil)?: return try await run(.search(query: query, scope: .page))
        case .click(.text(let t), nil)? where t.hasPrefix("landmark:region:"): return try await goTo(landmark: String(t.dropFirst(9)))
        // Comments with no heading of their own: their first Reply link, given the focus.
        case _ where part == "comments":
            let replies = ElementChooser.replyLinks(in: try await session.peek(all: true).elements)
            guard let first = replies.first else { fallthrough }
            let r = try await session.act(ActionRequest(op: "focus", selector: first.selector))
            guard r.ok else { fallthrough }
            try await session.showLabelsIfShown()
            return done("Went to the first comment's Reply link (\(replies.count) to reply to)", r)
        default: return done("No \(Self.usualPartsTold[part] ?? part) on this page — say 'scroll down' or a heading's words", ok: false)
        }
    }
}
