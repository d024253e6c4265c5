import Foundation
import Testing
import TestSupport

/// The usual parts of a page asked for by voice (its comments, reviews, references, its sidebar), and things said by
/// their colour.
extension ElementResolutionTests {
    /// "View comments", "read the comments", "ver comentarios", "zeig die Kommentare", "कमेंट्स पढ़ो" go to the part their
    /// heading heads whatever the verb (not understood before); on a page with no comments that is said, in five
    /// languages ("go to the comments" was a web search for "the comments"), as it is for reviews, references, a sidebar
    /// the page marks none of ("ve a la barra lateral": "Nothing called 'barra lateral'"), and a comment to reply to
    /// ("reply to the first comment": not understood). Comments with no heading are where their first Reply link is.
    @Test func usualPartsAskedFor() throws {
        let blog = AvanuesProcess.fixtures.appendingPathComponent("pages/blog.html").path
        try expect([("en-US", "view comments"), ("en-US", "read the comments"), ("en-US", "jump to comments"), ("es-ES", "ver comentarios"),
                    ("de-DE", "zeig die kommentare"), ("hi-IN", "कमेंट्स पढ़ो")], on: blog, give: "Scrolled to 'There are 3 comments'")
        let noReply = "No such comment to reply to on this page — say 'show numbers' and a number"
        try sayEach([("en-US", [("reply to the fifth comment", noReply), ("reply to the second comment", "Clicked link 'Reply to Lena Vogel'")])],
                    on: blog)
        let article = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        let none = "No comments on this page — say 'scroll down' or a heading's words"
        let sidebar = "This page marks no sidebar — say 'scroll down' or a heading's words"
        try sayEach([("en-US", [("go to the comments", none), ("view comments", none), ("go to the reviews", "No reviews on this page — say 'scroll down' or a heading's words"),
                                ("go to the sidebar", sidebar), ("reply to the first comment", noReply),
                                ("open the table of contents", "Scrolled to 'Contents'")]),
                     ("es-ES", [("ve a los comentarios", none), ("ve a la barra lateral", sidebar), ("responde al primer comentario", noReply)]),
                     ("fr-FR", [("va aux commentaires", none)]),
                     ("de-DE", [("geh zu den kommentaren", none), ("geh zur seitenleiste", sidebar), ("zeig die referenzen", "No references on this page — say 'scroll down' or a heading's words")]),
                     ("hi-IN", [("कमेंट्स दिखाओ", none)])], on: article)
        // A long title holding the word is no comments either.
        let book = AvanuesProcess.fixtures.appendingPathComponent("pages/book.html").path
        try expect([("en-US", "go to the comments")], on: book, give: none)
        // Comments with no heading of their own: their first Reply button.
        let thread = AvanuesProcess.fixtures.appendingPathComponent("pages/thread.html").path
        try expect([("en-US", "view comments"), ("es-ES", "ver comentarios")], on: thread, give: "Went to the first comment's Reply link (3 to reply to)")
        // A heading that begins with the word ("2 comments on “These Weeks in Firefox: Issue 85”"; "No comments" before).
        if let blog = AvanuesProcess.corpora?.appendingPathComponent("readability-dev/test-pages/firefox-nightly-blog/source.html").path {
            try expect([("en-US", "view comments")], on: blog, give: "Scrolled to '2 comments on “These Weeks in Firefox: Issue 85”'")
        }
    }

    /// "The red button at the top", "the green button" (below the fold), "el botón verde", "le bouton vert", "den grünen
    /// Knopf", "हरा बटन दबाओ", "the orange link" (a link around an orange box): the thing seen in that colour, which the
    /// scraper tells (the top one of two red buttons; "Which one?" of every button in view before). A plain button on a
    /// dark bar has no colour of its own. "The green one", "el verde", "den grünen" alone; "the red one", "the one at the
    /// bottom" answer "Which one?".
    @Test func thingsSaidByTheirColour() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/colours.html").path
        let green = "Clicked button 'Buy now'"
        try sayEach([("en-US", [("click the red button at the top", "Clicked button 'Subscribe'"), ("click the orange link", "Clicked link 'Donate'"),
                                ("click the green button", green), ("click the blue button", "Clicked button 'Register'")]),
                     ("es-ES", [("haz clic en el botón verde", green)]), ("fr-FR", [("clique sur le bouton vert", green)]),
                     ("de-DE", [("klick auf den grünen Knopf", green), ("drück den roten Knopf unten", "Clicked button 'Delete account'")]),
                     ("hi-IN", [("हरा बटन दबाओ", green)])], on: page)
        // Said by its colour alone ("the green one" was label 1 to the model; "el verde", "den grünen" not understood),
        // and the answer to "Which one?" by colour or place among those asked about.
        let ask = "Which one? 3 match: 'Subscribe', 'Log in', 'Menu' — say 'click' and its number, or which of them (\"the second one\")"
        try sayEach([("en-US", [("the green one", green)]), ("es-ES", [("el verde", green)]), ("de-DE", [("den grünen", green)])], on: page)
        try sayEach([("en-US", [("click the button", ask), ("the red one", "Clicked button 'Subscribe'")])], on: page)
        try sayEach([("en-US", [("click the button", ask), ("the one at the bottom", "Clicked button 'Menu'")])], on: page)
        let scraped = try AvanuesProcess.run(["scrape", "--all", "--json", page])
        let elements = try scraped.objects().first?["elements"] as? [[String: Any]] ?? []
        let colours = elements.map { "\($0["name"] as? String ?? ""): \($0["colour"] as? String ?? "none")" }
        #expect(colours == ["Subscribe: red", "Log in: grey", "Donate: orange", "Menu: none", "Buy now: green", "Delete account: red", "Register: blue"], "\(colours)")
    }

    /// A search's results in pages: "go to the last page", "ve a la última página", "va à la dernière page", "geh zur
    /// letzten seite", "आखिरी पेज पर जाओ" press the link to page 10 (back, or a web search, before), "first page" the
    /// link to page 1; on a page in no pages "last page" stays going back.
    @Test func aListsFirstAndLastPage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/paged.html").path
        let last = "Clicked link '10'"
        try sayEach([("en-US", [("go to the last page", last), ("first page", "Clicked link '1'")]), ("es-ES", [("ve a la última página", last)]),
                     ("fr-FR", [("va à la dernière page", last)]), ("de-DE", [("geh zur letzten seite", last)]), ("hi-IN", [("आखिरी पेज पर जाओ", last)])],
                    on: page)
        let article = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        try expect([("en-US", "last page")], on: article, give: "Nothing to go back to in this tab")
    }
}

/// What is open in front of the page, closed by the verb alone.
extension ElementResolutionTests {
    /// "Close", "cierra", "ferme", "schließen", "बंद करो" (alone, or with a word pointing back: "close this", "ciérralo",
    /// "ferme ça", "schließ das", "इसे बंद करो") while a pop-up is open close the pop-up, in five languages, not the tab
    /// ("ferme" alone was not understood); one with no button of its own gets Escape. With nothing open to close, the
    /// tab's reading stays (which `run` cannot do: it has one page), as "close the tab" does with a pop-up open.
    @Test func theVerbOfClosingAloneClosesAPopUpOpen() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/dialog.html").path
        try expect([("en-US", "close"), ("en-US", "close this"), ("es-ES", "cierra"), ("es-ES", "ciérralo"), ("fr-FR", "ferme"), ("fr-FR", "ferme ça"),
                    ("de-DE", "schließen"), ("de-DE", "schließ das"), ("hi-IN", "बंद करो"), ("hi-IN", "इसे बंद करो")],
                   on: page, give: "Clicked button 'Close'")
        let escape = AvanuesProcess.fixtures.appendingPathComponent("pages/escape.html").path
        try expect([("en-US", "close"), ("fr-FR", "ferme")], on: escape, give: "Pressed Escape: the dialog closed")
        let tab = "'tab' is not available here yet"
        try expect([("en-US", "close the tab")], on: page, give: tab)
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        try expect([("en-US", "close"), ("es-ES", "cierra")], on: store, give: tab)
    }

    /// "Go to the homepage of this site", "va à l'accueil du site", "इस साइट के होम पेज पर जाओ": the site's front page,
    /// not the browser's home ("accueil" said alone stays the browser's). A page on no site (a file) says so.
    @Test func theSitesOwnHomePage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try expect([("en-US", "go to the homepage of this site"), ("fr-FR", "va à l'accueil du site"), ("hi-IN", "इस साइट के होम पेज पर जाओ")],
                   on: page, give: "This page is on no website with a home page — say 'go home' for the browser's")
    }
}
