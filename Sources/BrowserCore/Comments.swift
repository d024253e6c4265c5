import CommandModel
import PageScripts

/// Replying to a comment: "reply to the first comment", "reply to the comment by Rarst", "responde al segundo
/// comentario", "réponds au dernier commentaire", "antworte auf den ersten Kommentar", "पहले कमेंट का जवाब दो" press
/// that comment's Reply link ("Reply", "Reply to Rarst", "Responder", "Répondre à …", "Antworten", "जवाब दें"),
/// counted over the whole page (comments are below the fold).
extension ElementChooser {
    /// Verbs of replying, folded.
    static let replyVerbs: Set<String> = ["reply", "respond", "responde", "respondele", "responder", "reponds", "repondre", "repondez",
                                          "antworte", "antworten", "जवाब", "रिप्लाई"]
    /// Verbs of answering, which reply to a comment only when a comment is said ("answer the first question" is a quiz's).
    static let answerVerbs: Set<String> = ["answer", "contesta", "contestale", "contestar", "beantworte", "beantworten"]
    /// Words for a comment.
    static let commentWords: Set<String> = ["comment", "comments", "comentario", "comentarios", "commentaire", "commentaires",
                                            "kommentar", "kommentare", "kommentaren", "कमेंट", "कमेंट्स", "टिप्पणी"]
    /// What a Reply link's name says it does, at its start or end ("Reply to Rarst", "Auf Rarst antworten", "जवाब दें").
    static let replyNames: Set<String> = ["reply", "responder", "repondre", "antworten", "antwort", "जवाब", "रिप्लाई"]
    /// Ordinals' other Hindi forms ("पहले कमेंट", "पहली टिप्पणी", "अंतिम कमेंट").
    static let hindiPlaces: [String: ElementPosition] = ["पहले": .first, "पहली": .first, "अंतिम": .last, "आख़िरी": .last]
    /// Words joining a comment to its writer ("the comment by Rarst", "el comentario de Rarst", "Rarst के कमेंट").
    static let byWords: Set<String> = ["by", "from", "de", "par", "von", "से", "s"]

    /// What the words ask to reply to: a place among the comments, the writer's name, or neither; nil when they do
    /// not ask to reply to a comment (no verb of replying, or a verb of answering without a comment).
    static func replying(_ description: String) -> (place: ElementPosition?, writer: [String])? {
        let words = spokenWords(description)
        let comment = words.contains(where: commentWords.contains)
        guard words.contains(where: replyVerbs.contains) || comment && words.contains(where: answerVerbs.contains) else { return nil }
        var place: ElementPosition?, writer: [String] = []
        for w in words {
            if place == nil, let p = ElementPosition.words[w] ?? hindiPlaces[w], !p.isPlace { place = p; continue }
            if replyVerbs.contains(w) || answerVerbs.contains(w) || commentWords.contains(w) || byWords.contains(w)
                || ElementWords.fillers.contains(w) || light.contains(w) || ElementWords.anything.contains(w) { continue }
            writer.append(w)
        }
        // A place or a writer says which comment; a comment alone ("reply to this comment") says none.
        guard place != nil || !writer.isEmpty, writer.count <= 4 else { return nil }
        return (place, writer)
    }

    /// Whether the words ask to reply to a comment.
    static func repliesToAComment(_ description: String) -> Bool { replying(description) != nil }

    /// Whether the words ask to reply to a comment and say so ("reply to the first comment"; "reply to Sam" may be an
    /// email's).
    static func repliesSayingAComment(_ description: String) -> Bool {
        repliesToAComment(description) && spokenWords(description).contains(where: commentWords.contains)
    }

    /// What is said when the page has no comment the words reply to; nil when they say no comment.
    static func noReply(_ description: String) -> String? {
        repliesSayingAComment(description) ? "No such comment to reply to on this page — say 'show numbers' and a number" : nil
    }

    /// The Reply link of the comment the words say (by its place among the page's Reply links, or by its writer's name
    /// in the link's); nil when they say no such thing, or the page has no such link.
    public static func reply(_ description: String, in elements: [PageElement]) -> PageElement? {
        guard let (place, writer) = replying(description) else { return nil }
        let replies = replyLinks(in: elements)
        guard !replies.isEmpty else { return nil }
        if !writer.isEmpty {
            let named = replies.filter { e in
                let name = Set(words(e.name))
                return writer.allSatisfy { name.contains($0) }
            }
            guard !named.isEmpty else { return nil }
            return place.flatMap { pick(named, at: $0) } ?? (named.count == 1 ? named[0] : nil)
        }
        return place.flatMap { pick(replies, at: $0) }
    }

    /// The page's Reply links: links and buttons out of running text whose name of eight words or fewer begins with a
    /// word of replying ("Reply", "Reply to Rarst"), or of five or fewer ends with one ("Auf Rarst antworten"; not
    /// "… was his idly cadaverous reply.").
    public static func replyLinks(in elements: [PageElement]) -> [PageElement] {
        elements.filter { e in
            guard e.role == "link" || e.role == "button", e.inText != true else { return false }
            let name = words(e.name)
            guard let first = name.first, let last = name.last, name.count <= 8 else { return false }
            return replyNames.contains(first) || replyNames.contains(last) && name.count <= 5
        }
    }
}

/// Writing a comment: "leave a comment", "write a comment", "deja un comentario", "écris un commentaire", "schreib einen
/// Kommentar", "कमेंट लिखो" go to the page's comment box (a field named for comments or replies), else press its link
/// or button to one ("Post a comment", "Add a comment"); a page with neither says so. Not "Post Comment", which sends.
extension ElementChooser {
    /// Verbs of writing a comment, folded.
    static let commentVerbs: Set<String> = ["leave", "write", "add", "post", "make", "deja", "dejar", "escribe", "escribir", "anade", "anadir",
                                            "publica", "publicar", "laisse", "laisser", "ecris", "ecrire", "ajoute", "ajouter", "poste",
                                            "publie", "schreib", "schreibe", "schreiben", "hinterlasse", "verfasse", "लिखो", "लिखें", "लिखिए",
                                            "डालो", "करो"]
    /// Words of a comment box's name: a comment, or a reply ("Leave a Reply", "Deja una respuesta", "Antwort schreiben").
    static let commentBoxWords: Set<String> = commentWords.union(["reply", "respuesta", "reponse", "antwort", "जवाब"])
    /// The target of a click that goes to the page's comment box.
    public static let writeComment = "write-comment"

    /// Whether the words ask to write a comment: a verb of writing and a comment, and no comment's place or writer.
    static func writesAComment(_ said: String) -> Bool {
        let words = spokenWords(said)
        guard words.contains(where: commentVerbs.contains), words.contains(where: commentWords.contains), words.count <= 6 else { return false }
        return words.allSatisfy { commentVerbs.contains($0) || commentWords.contains($0) || ElementWords.fillers.contains($0) || light.contains($0)
            || ["new", "nuevo", "nouveau", "neuen", "neuer", "नया", "एक"].contains($0) }
    }

    /// The page's comment box: its text fields named for comments or replies; else its links, and buttons that open one
    /// ("Add a comment"), named for writing one.
    public static func commentBoxes(in elements: [PageElement]) -> [PageElement] {
        let fields = elements.filter { e in takesText.contains(e.role) && words(e.name).contains(where: commentBoxWords.contains) }
        if !fields.isEmpty { return fields }
        return elements.filter { e in
            let w = words(e.name)
            guard w.count <= 5, w.contains(where: commentWords.contains), let first = w.first else { return false }
            return e.role == "link" && w.contains(where: commentVerbs.contains) || e.role == "button" && ["add", "leave", "write"].contains(first)
        }
    }
}

extension CommandExecutor {
    /// The page's comment box gone to when the words ask to write a comment (over any reading: "write a comment" is
    /// typing to the grammar); the page is looked at only then.
    func commentOnThePage(_ said: String) -> Command? {
        ElementChooser.writesAComment(said) ? .click(.text(ElementChooser.writeComment)) : nil
    }

    /// The click on the Reply link of the comment the words say (`ElementChooser.reply`), over any reading — or, when
    /// they say a comment, on none, which is said; the whole page is looked at only when the words ask to reply to a
    /// comment.
    func replyOnThePage(_ said: String) async throws -> Command? {
        guard ElementChooser.repliesToAComment(said) else { return nil }
        if ElementChooser.repliesSayingAComment(said) { return .click(.text(said)) }
        return ElementChooser.reply(said, in: try await session.peek(all: true).elements) == nil ? nil : .click(.text(said))
    }
}
