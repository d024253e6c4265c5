import BrowserCore
import Foundation
import PageScripts
import Testing

/// What counts when results or articles are counted ("open the first result", "the second story"), and when the page's
/// author is ("click the author's name").
@Suite struct CountedResultsTests {
    /// A wiki's "edit" beside each section's heading is a tool, no result: counting results on a wiki's article never
    /// comes to one (it was "the first result", the first headline).
    @Test func aSectionsEditLinkIsNoResult() throws {
        func link(_ n: Int, _ name: String, heading: Bool) throws -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#e\##(n)","href":"#e\##(n)","##
                + ##""rect":{"x":10,"y":\##(n * 20),"width":80,"height":20},"heading":\##(heading)}"##
            return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
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
}
