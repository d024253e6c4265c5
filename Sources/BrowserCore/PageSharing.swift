import CommandModel
import Foundation
import PageScripts

/// "Share this on Facebook", "compártelo por correo", "partage sur twitter", "teile den artikel auf facebook", "फेसबुक पर
/// शेयर करो": an article's sharing links and buttons ("Facebook", "Share on Twitter", "Email") are named by the way of
/// sharing, said with a verb of sharing that no command has ("share" alone stays the page's Share button).
public enum PageSharing {
    /// Verbs of sharing, folded.
    static let verbs: Set<String> = ["share", "comparte", "compartir", "compartelo", "compartela", "partage", "partager", "partagez",
                                     "teile", "teil", "teilen", "शेयर", "साझा"]
    /// Words joining the way of sharing, and what is shared, which do not name the way ("the article", "via", "par"),
    /// besides the little words and page words every name is said with.
    static let around: Set<String> = [
        "via", "by", "through", "article", "story", "link", "con", "por", "articulo", "noticia", "enlace", "par", "avec", "lien",
        "uber", "per", "artikel", "से", "ज़रिए", "जरिए", "आर्टिकल", "लिंक",
    ]
    /// Verbs of sending, which share when the way is mail ("envíalo por correo", "schick es per mail", "ईमेल से भेजो").
    static let sending: Set<String> = ["send", "envia", "envialo", "enviala", "enviar", "manda", "mandalo", "mandala", "envoie", "envoyer",
                                       "envoyez", "schick", "schicke", "schicken", "sende", "senden", "verschicke", "भेजो", "भेजें", "भेज"]
    /// Verbs of sharing by one way.
    static let tweeting: Set<String> = ["tweet", "tweetea", "tweetear", "tuitea", "tuitear", "tweete", "twittere", "ट्वीट"]
    /// Ways of sharing said in another language or script, as sites name them.
    static let ways: [String: String] = [
        "correo": "email", "mail": "email", "courriel": "email", "ईमेल": "email", "फेसबुक": "facebook", "फ़ेसबुक": "facebook",
        "ट्विटर": "twitter", "व्हाट्सएप": "whatsapp", "व्हाट्सऐप": "whatsapp", "लिंक्डइन": "linkedin",
    ]

    /// The way of sharing the words name (its words, as sites write them), when they say to share by it; nil else.
    static func way(_ said: String) -> [String]? {
        let words = ElementChooser.spokenWords(said)
        // "Tweet this", "tweet the article": by Twitter.
        let tweets = words.contains { tweeting.contains($0) }
        // "Envíalo por correo", "email this article": by mail.
        let mails = words.contains { sending.contains($0) } && words.contains { ways[$0] == "email" || $0 == "email" }
            || words.first == "email" || words.first == "mail"
        guard tweets || mails || words.contains(where: verbs.contains) else { return nil }
        let rest = words.filter {
            !verbs.contains($0) && !tweeting.contains($0) && !sending.contains($0) && !around.contains($0) && !ElementWords.fillers.contains($0)
                && !ElementChooser.light.contains($0) && !ElementChooser.pageWords.contains($0)
        }
        if rest.isEmpty, tweets { return ["twitter"] }
        return rest.isEmpty || rest.count > 3 ? nil : rest.map { ways[$0] ?? $0 }
    }

    /// The pressable elements whose names have the way's words, those that say they share first; else a button or a
    /// link that stays on the page (a share script's), not a link to the site's or the writer's account there ("Suivre
    /// ce journaliste sur twitter", "Mac & i Twitter").
    static func sharing(by way: [String], in elements: [PageElement]) -> [PageElement] {
        let named = elements.filter { e in
            guard CommandExecutor.pressableRoles.contains(e.role) else { return false }
            let name = ElementChooser.words(e.name).map { ways[$0] ?? $0 }
            // A name's texts run together ("Share on FacebookShare": a long and a short name, one of them shown).
            return way.allSatisfy { w in
                name.contains(w) || name.contains { $0.hasPrefix(w) && ($0.count <= w.count + 1 || sharingWord(String($0.dropFirst(w.count)))) }
            }
        }
        let sharing = named.filter(shares)
        return !sharing.isEmpty ? sharing : named.filter { e in
            e.role != "link" || !["http", "https"].contains(URLComponents(string: e.href ?? "")?.scheme?.lowercased() ?? "")
        }
    }

    /// Ways of sharing people know by name, as the words give them.
    static let known: Set<String> = ["facebook", "twitter", "x", "email", "whatsapp", "linkedin", "reddit", "pinterest", "telegram",
                                     "mastodon", "bluesky", "threads", "tumblr", "messenger", "flipboard", "pocket", "sms", "instagram"]

    /// The way of a target of `target`'s, as it is written ("share-by whatsapp": "WhatsApp").
    public static func spoken(_ target: String) -> String {
        let names = ["email": "email", "whatsapp": "WhatsApp", "linkedin": "LinkedIn", "x": "X", "sms": "SMS"]
        return target.dropFirst(Self.target.count).split(separator: " ").map { names[String($0)] ?? $0.capitalized }.joined(separator: " ")
    }

    /// The grammar-like target of a click that shares by a way the page has none of ("share-by facebook"): said so.
    public static let target = "share-by "

    /// Whether a word is one a sharing link's short name says ("Share", "Tweet", "Teilen").
    static func sharingWord(_ w: String) -> Bool { verbs.contains(w) || tweeting.contains(w) }

    /// Whether an element's name or address says it shares ("Share on Facebook", a link to a site's sharer).
    static func shares(_ e: PageElement) -> Bool {
        let name = ElementChooser.words(e.name)
        let href = e.href?.lowercased() ?? ""
        return name.contains(where: verbs.contains) || href.contains("share") || href.contains("intent/tweet") || href.hasPrefix("mailto:")
    }
}

extension CommandExecutor {
    /// The click on the page's way of sharing the words name (`PageSharing`): the one pressable element whose name has the
    /// way's words, those that say they share first (several: asked which); nil when the words say no such thing or
    /// nothing on the page is called so.
    func sharingOnThePage(_ said: String) async throws -> Command? {
        guard let way = PageSharing.way(said) else { return nil }
        let chosen = PageSharing.sharing(by: way, in: try await session.peek(all: true).elements)
        // None: a way of sharing people know, which the page has not, is said so (it was "not understood"); other
        // words may say a post's Share button by its place ("share the last post").
        guard let first = chosen.first else {
            return way.allSatisfy(PageSharing.known.contains) ? .click(.text(PageSharing.target + way.joined(separator: " "))) : nil
        }
        // One way, shown more than once (above and below an article; buttons of one name): the one in view by its number.
        let oneWay = Set(chosen.map { $0.href ?? $0.selector }).count == 1 || Set(chosen.map { ElementChooser.words($0.name) }).count == 1
        if oneWay, let seen = try await session.scrape().elements.first(where: { e in chosen.contains { $0.selector == e.selector } }) {
            return .click(.number(seen.number))
        }
        return chosen.count == 1 ? .click(.text(first.name)) : .click(.text(way.joined(separator: " ")))
    }
}
