import BrowserCore
import Foundation
import PageScripts
import Testing

/// What counts when results or articles are counted ("open the first result", "the second story"), and when the page's
/// author is ("click the author's name").
@Suite struct CountedResultsTests {
    /// A link of this number and name, with more of the scraper's fields as JSON (`"heading":true,`).
    static func link(_ n: Int, _ name: String, _ more: String = "") throws -> PageElement {
        let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#e\##(n)","href":"#e\##(n)",\##(more)"##
            + ##""rect":{"x":10,"y":\##(n * 20),"width":80,"height":20}}"##
        return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
    }

    /// A wiki's "edit" beside each section's heading is a tool, no result: counting results on a wiki's article never
    /// comes to one (it was "the first result", the first headline).
    @Test func aSectionsEditLinkIsNoResult() throws {
        func link(_ n: Int, _ name: String, heading: Bool) throws -> PageElement { try Self.link(n, name, ##""heading":\##(heading),"##) }
        let page = try [link(1, "Read", heading: false), link(2, "edit", heading: true), link(3, "[edit]", heading: true),
                        link(4, "Edit source", heading: true), link(5, "Trail running", heading: false)]
        let counted = (1...5).compactMap { ElementChooser.nth($0, role: "result", in: page)?.name }
        #expect(counted == ["Read", "Trail running"], "\(counted)")
    }

    /// The author's links are one person however the address is written (a photo and a name); the ways to mail or
    /// follow them and a count beside the name are left out; a page that marks none has no author's link.
    @Test func theAuthorsLinksAreOnePerson() throws {
        func link(_ n: Int, _ name: String, _ href: String) throws -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#e\##(n)","href":"\##(href)","##
                + ##""rect":{"x":10,"y":\##(n * 20),"width":80,"height":20},"author":true}"##
            return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = try [link(1, "", "https://news.example/author/dan-goodin/"), link(2, "Dan Goodin", "/author/dan-goodin"),
                        link(3, "dan.goodin@news.example", "mailto:dan.goodin@news.example"), link(4, "@dangoodin", "https://social.example/dan"),
                        link(5, "651", "#comments"), link(6, "Follow this journalist on Twitter", "https://social.example/dan")]
        #expect(ElementChooser.authorLinks(in: page) == .one(page[1]))
        #expect(ElementChooser.authorLinks(in: [page[1], try link(7, "Ana Ruiz", "/author/ana-ruiz")]) == .ambiguous([page[1], try link(7, "Ana Ruiz", "/author/ana-ruiz")]))
        #expect(ElementChooser.authorLinks(in: []) == nil)
        for said in ["the author's page", "el autor", "le nom de l'auteur", "die seite des autors", "लेखक"] {
            #expect(ElementChooser.namesTheAuthor(said), "\(said)")
        }
        for said in ["the authors guild", "author photo gallery", "login"] { #expect(!ElementChooser.namesTheAuthor(said), "\(said)") }
    }

    /// A story's picture and its title, one after the other to one address, are one story ("the second story" was the
    /// first story's title); a page whose only heading that links is its logo counts its stories among its links.
    @Test func aStorysPictureAndTitleAreOneStory() throws {
        func link(_ n: Int, _ name: String, _ href: String, heading: Bool = false) throws -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#e\##(n)","href":"\##(href)","##
                + ##""rect":{"x":10,"y":\##(n * 20),"width":80,"height":20},"heading":\##(heading)}"##
            return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = try [link(1, "River Notes", "https://news.example/", heading: true), link(2, "", "https://news.example/a"),
                        link(3, "The river finds its old bed again", "https://news.example/a"),
                        link(4, "Ten bridges worth the walk this spring", "https://news.example/b"),
                        link(5, "Ten bridges worth the walk this spring", "https://news.example/b"),
                        link(6, "Birds come back to the valley after the floods", "https://news.example/c")]
        let counted = (1...4).map { ElementChooser.nth($0, role: "result", in: page)?.name }
        #expect(counted == ["The river finds its old bed again", "Ten bridges worth the walk this spring",
                            "Birds come back to the valley after the floods", nil], "\(counted)")
    }

    /// The page's author is the byline's: of several people, those under the heading the first outside the site's
    /// menus comes under (other pieces' writers come under headings of their own, or in the menus).
    @Test func theAuthorIsTheBylines() throws {
        func link(_ n: Int, _ name: String, under heading: String, in landmarks: String? = nil) throws -> PageElement {
            let part = landmarks.map { ##","landmarks":"\##($0)""## } ?? ""
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#e\##(n)","href":"/authors/\##(n)","##
                + ##""rect":{"x":10,"y":\##(n * 20),"width":80,"height":20},"author":true,"sections":["\##(heading)"]\##(part)}"##
            return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let menu = try link(1, "Joanna Rothkopf", under: "News", in: "navigation"), mia = try link(2, "Mia Chen", under: "The river")
        let other = try link(3, "Tom Berg", under: "More posts"), coauthor = try link(4, "Ana Ruiz", under: "The river")
        #expect(ElementChooser.authorLinks(in: [menu, mia, other]) == .one(mia))
        #expect(ElementChooser.authorLinks(in: [menu, mia, coauthor, other]) == .ambiguous([mia, coauthor]))
        #expect(ElementChooser.authorLinks(in: [menu]) == .one(menu))
    }

    /// A chapter said by its number is the link that begins with it and a stop, or with a word for chapter and it, in
    /// any of the five languages; a name that only begins with the number ("3 reasons to read it") is none.
    @Test func aChapterIsNamedByItsNumber() throws {
        let link = { (n: Int, name: String) in try Self.link(n, name) }
        let page = try [link(1, "3 reasons to read it"), link(2, "13. Tides"), link(3, " 3. Floods"), link(4, "Capítulo 4 – Puentes"),
                        link(5, "5 : The sea"), link(6, "Kapitel 6"), link(7, "Chapter 70")]
        let three = " 3. Floods", four = "Capítulo 4 – Puentes"
        let said: [String: String?] = [
            "chapter 3": three, "the third chapter": three, "capítulo 4": four, "le quatrième chapitre": four, "chapitre cinq": "5 : The sea",
            "kapitel 6": "Kapitel 6", "अध्याय 3": three, "chapter 13": "13. Tides", "chapter 7": nil, "chapter": nil, "3": nil,
            "section 3": nil, "chapter 3 and 4": nil,
        ]
        for (words, name) in said {
            let found = ElementChooser.chapter(words, in: page)?.name
            #expect(found == name, "\(words): \(found ?? "none")")
        }
    }

    /// A comment's Reply link by the comment's place among them or its writer's name, in any of the five languages;
    /// words that ask to reply to no comment in particular, or answer a question, are none.
    @Test func aReplyIsTheCommentsOwn() throws {
        let link = { (n: Int, name: String) in try Self.link(n, name) }
        let wordpress = try [link(1, "Reply"), link(2, "Reply to Sam Ortiz"), link(3, "Report"), link(4, "Reply to Lena Vogel"),
                             link(5, "Auf Ravi antworten"), link(6, "Replies to questions, a guide to the forum")]
        let said: [String: String?] = [
            "reply to the second comment": "Reply to Sam Ortiz", "reply to the last comment": "Auf Ravi antworten",
            "reply to lena's comment": "Reply to Lena Vogel", "responde al comentario de sam": "Reply to Sam Ortiz",
            "réponds au premier commentaire": "Reply", "antworte auf den dritten Kommentar": "Reply to Lena Vogel",
            "दूसरी टिप्पणी का जवाब दो": "Reply to Sam Ortiz", "answer the first comment": "Reply",
            "reply to this comment": nil, "answer the first question": nil, "reply to the comment by nobody": nil, "reply to the fifth comment": nil,
        ]
        for (words, name) in said {
            let found = ElementChooser.reply(words, in: wordpress)?.name
            #expect(found == name, "\(words): \(found ?? "none")")
        }
        #expect(ElementChooser.reply("reply to the first comment", in: [try Self.link(1, "Report")]) == nil)
        // A sentence that ends with the word, or a link in running text, is no Reply link.
        let story = try [link(1, "reasonable was his idly cadaverous reply."), Self.link(2, "Reply", ##""inText":true,"##), link(3, "Auf Ravi antworten")]
        #expect(ElementChooser.replyLinks(in: story).map(\.name) == ["Auf Ravi antworten"])
    }

    /// What a part of the page lists under its heading leaves out the heading's own link and the one to more of it
    /// ("Más en Opinión ›"): "el primer artículo de opinión" is the first story.
    @Test func aPartsNameIsNoneOfItsItems() throws {
        func link(_ n: Int, _ name: String, under section: String, heading: Bool = false) throws -> PageElement {
            try Self.link(n, name, ##""sections":["\##(section)"],"heading":\##(heading),"##)
        }
        let page = try [link(1, "Opinión", under: "Opinión", heading: true), link(2, "Más en Opinión ›", under: "Opinión"),
                        link(3, "Por qué el clima nos importa a todos", under: "Opinión"), link(4, "Una ciudad sin coches", under: "Opinión"),
                        link(5, "Opinión y debate en la radio", under: "Cultura")]
        #expect(ElementChooser.underHeading(["opinion"], in: page).map(\.number) == [3, 4])
        // A part that lists nothing else keeps what it has.
        #expect(ElementChooser.underHeading(["opinion"], in: Array(page.prefix(2))).map(\.number) == [1, 2])
    }
}
