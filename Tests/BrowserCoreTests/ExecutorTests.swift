import BrowserCore
import CommandModel
import Foundation
import PageScripts
import TestSupport
import Testing

/// The executor's decisions, on an in-memory engine.
@MainActor @Suite struct ExecutorTests {
    static let elements = #"""
        {"url":"https://example.org/page","title":"T","timings":{"scrapeMs":1},"elements":[
         {"number":1,"role":"link","name":"Home","selector":"#home","rect":{"x":0,"y":0,"width":10,"height":10}},
         {"number":2,"role":"button","name":"Sign in","selector":"#signin","rect":{"x":20,"y":0,"width":10,"height":10}},
         {"number":3,"role":"link","name":"Next page","selector":"#next","rect":{"x":40,"y":0,"width":10,"height":10}},
         {"number":4,"role":"textbox","name":"Search","selector":"#q","rect":{"x":60,"y":0,"width":10,"height":10}},
         {"number":5,"role":"link","name":"Sign up","selector":"#signup","rect":{"x":80,"y":0,"width":10,"height":10}}]}
        """#

    func executor() -> (CommandExecutor, FakeEngine, PageSession) {
        let engine = FakeEngine()
        let session = PageSession(engine: engine)
        engine.results["scan"] = Self.elements
        engine.results["act"] = #"{"ok":true,"role":"button","name":"Sign in"}"#
        engine.results["labels"] = #"{"shown":5}"#
        return (CommandExecutor(session: session, homeURL: URL(string: "https://example.org/home")), engine, session)
    }

    @Test func installsTheScriptsWithTheSessionSecret() {
        let (_, engine, session) = executor()
        #expect(engine.installed.count == 1)
        #expect(engine.secret == session.scripts.secret)
    }

    /// "Search this site for tents" on a page with no search box: the web search limited to the page's site.
    @Test func aSiteWithNoSearchBoxIsSearchedOnTheWeb() async {
        let (executor, engine, _) = executor()
        engine.results["scan"] = #"{"url":"https://shop.example.org/p","title":"T","timings":{"scrapeMs":1},"elements":[]}"#
        try? await engine.load(URL(string: "https://shop.example.org/p")!)
        let outcome = await executor.execute(.type(text: "tents", target: .text("site-search")))
        #expect(outcome.detail == "Searched shop.example.org for 'tents'")
        #expect(engine.loaded.last?.absoluteString == "https://duckduckgo.com/?q=site:shop.example.org%20tents", "\(engine.loaded)")
    }

    @Test func clickByNumberSaysWhatWasClicked() async {
        let (executor, engine, _) = executor()
        let outcome = await executor.execute(.click(.number(2)))
        #expect(outcome == Outcome(ok: true, detail: "Clicked button 'Sign in'", url: "https://example.org/page"))
        #expect(engine.calls.last?.contains(#""number":2"#) == true)
    }

    /// A link of no name (a picture's) is told by the last part of its address, else its site; anything else by its role.
    @Test func aLinkOfNoNameIsToldByWhereItGoes() async {
        let (executor, engine, _) = executor()
        let told: [(String, String)] = [
            (#"{"ok":true,"role":"link","name":"","href":"https://example.org/2022/01/24/opinion/covid-variantes.html"}"#,
             "Clicked link to 'covid-variantes'"),
            (#"{"ok":true,"role":"link","name":"","href":"https://news.example.org/"}"#, "Clicked link to 'news.example.org'"),
            (#"{"ok":true,"role":"link","name":"","href":"javascript:void(0)"}"#, "Clicked link"),
            (#"{"ok":true,"role":"button","name":""}"#, "Clicked button"),
        ]
        for (result, detail) in told {
            engine.results["act"] = result
            let outcome = await executor.execute(.click(.number(1)))
            #expect(outcome.detail == detail, "\(outcome.detail)")
        }
    }

    @Test func missingNumberTellsThePersonWhatToSay() async {
        let (executor, engine, _) = executor()
        engine.results["act"] = #"{"ok":false,"detail":"no such element"}"#
        let outcome = await executor.execute(.click(.number(42)))
        #expect(outcome.detail == "No element 42 on this page — say 'show numbers'")
        #expect(!outcome.ok)
    }

    @Test func descriptionsAndOrdinalsResolveOnThePage() async {
        let (executor, engine, _) = executor()
        _ = await executor.execute(.click(.text("sign in button")))
        #expect(engine.calls.last?.contains(##""selector":"#signin""##) == true)
        _ = await executor.execute(.click(.ordinal(2, role: "link")))
        #expect(engine.calls.last?.contains(#""number":3"#) == true)
        let ambiguous = await executor.execute(.click(.text("sign")))
        #expect(ambiguous.detail.hasPrefix("Which one?"))
        #expect(ambiguous.detail.contains("'Sign in'") && ambiguous.detail.contains("'Sign up'"))
        // The answer by place is among the two asked about (Sign in is element 2, Sign up element 5); asked once only.
        var before = engine.calls.count
        _ = await executor.execute(.click(.ordinal(2, role: nil)))
        #expect(engine.calls[before...].contains { $0.contains(##""op":"click""##) && $0.contains(##""selector":"#signup""##) }, "\(engine.calls[before...])")
        before = engine.calls.count
        _ = await executor.execute(.click(.ordinal(2, role: nil)))
        #expect(engine.calls[before...].contains { $0.contains(##""op":"click""##) && $0.contains(##""number":2"##) }, "the page's second: \(engine.calls[before...])")
    }

    @Test func typingLooksForAFieldFirst() async {
        let (executor, engine, _) = executor()
        // A Search button beside a search field: "search" names both, but only one takes text.
        engine.results["scan"] = #"""
            {"url":"https://example.org/page","title":"T","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"button","name":"Search","selector":"#go","rect":{"x":0,"y":0,"width":10,"height":10}},
             {"number":2,"role":"searchbox","name":"Search the shop","selector":"#q","rect":{"x":20,"y":0,"width":10,"height":10}}]}
            """#
        _ = await executor.execute(.type(text: "shoes", target: .text("buscador")))
        #expect(engine.calls.last?.contains(#""number":2"#) == true, "typed into the field")
        _ = await executor.execute(.click(.text("search")))
        #expect(engine.calls.last?.contains(##""selector":"#go""##) == true, "a click still goes to the button named so")
    }

    /// A form whose fields a person names after the kind of element ("el campo nombre"), as Spanish and French say
    /// it, or before it in Hindi; the grammar hands over the kind alone and the name with the text.
    static let form = scan("https://example.org/form", [
        (1, "textbox", "Nombre"), (2, "textbox", "Apellidos"), (3, "textbox", "Correo electrónico"),
        (4, "button", "Siguiente"), (5, "button", "Cart"),
    ])

    /// A scan reply with these elements, one under the other.
    static func scan(_ url: String, _ elements: [(number: Int, role: String, name: String)]) -> String {
        let items = elements.enumerated().map { i, e in
            ##"{"number":\##(e.number),"role":"\##(e.role)","name":"\##(e.name)","selector":"#e\##(e.number)","rect":{"x":0,"y":\##(i * 20),"width":10,"height":10}}"##
        }
        return #"{"url":"\#(url)","title":"T","timings":{"scrapeMs":1},"elements":["# + items.joined(separator: ",") + "]}"
    }

    @Test(arguments: [
        // (target said, text said, element typed into, text typed)
        ("campo", "nombre juan pérez", 1, "juan pérez"),          // es: escribe en el campo nombre juan pérez
        ("botón", "de siguiente juan pérez", 4, "juan pérez"),    // es: escribe en el botón de siguiente juan pérez
        ("champ", "apellidos jean dupont", 2, "jean dupont"),      // fr: écris dans le champ apellidos jean dupont
        ("आइकन", "hello कार्ट", 5, "hello"),                       // hi: hello कार्ट आइकन में लिखो
        ("box", "correo electrónico john@example.org", 3, "john@example.org"), // en: type in the box correo electrónico …
    ])
    func theNameOfAFieldMovesFromTheTextToTheDescription(target: String, text: String, number: Int, typed: String) async throws {
        let (executor, engine, _) = executor()
        engine.results["scan"] = Self.form
        let outcome = await executor.execute(.type(text: text, target: .text(target)))
        let call = try #require(engine.calls.last)
        #expect(call.contains("\"number\":\(number)") && call.contains("\"text\":\"\(typed)\""), "\(call)")
        #expect(outcome.detail.hasPrefix("Typed '\(typed)'"), "\(outcome.detail)")
    }

    @Test func textStaysWholeWhenThePageDoesNotSaySplitIt() async throws {
        let (executor, engine, _) = executor()
        engine.results["scan"] = Self.form
        // No element is named by any of its words: all of it is typed (and no field is picked, so nothing is).
        var outcome = await executor.execute(.type(text: "hola mundo", target: .text("campo")))
        #expect(!outcome.ok && !outcome.detail.contains("Typed"), "\(outcome.detail)")
        // One field of that kind: it is the one, and the whole text goes into it.
        engine.results["scan"] = Self.scan("https://example.org/f", [(7, "textbox", "Nombre")])
        outcome = await executor.execute(.type(text: "nombre completo", target: .text("campo")))
        let call = try #require(engine.calls.last)
        #expect(call.contains("\"number\":7") && call.contains("\"text\":\"nombre completo\""), "\(call)")
        // A description with a name is left as said.
        outcome = await executor.execute(.type(text: "juan pérez", target: .text("campo nombre")))
        #expect(engine.calls.last?.contains("\"text\":\"juan pérez\"") == true)
    }

    @Test func navigationAndSearch() async {
        let (executor, engine, _) = executor()
        _ = await executor.execute(.navigate(.open, destination: "wikipedia", url: "https://www.wikipedia.org"))
        #expect(engine.loaded.last?.absoluteString == "https://www.wikipedia.org")
        _ = await executor.execute(.navigate(.back))
        #expect(engine.currentURL == "https://example.org/page")
        _ = await executor.execute(.navigate(.open, destination: "the moon", url: nil))
        #expect(engine.loaded.last?.absoluteString == "https://duckduckgo.com/?q=the%20moon")
        // A place no site is known by that the page has an element for, by its whole name, is that element.
        let loads = engine.loaded.count
        let signIn = await executor.execute(.navigate(.open, destination: "the sign in", url: nil))
        #expect(signIn.detail == "Clicked button 'Sign in'" && engine.calls.contains { $0.contains(##""selector":"#signin""##) })
        _ = await executor.execute(.navigate(.open, destination: "sign", url: nil))
        #expect(engine.loaded.count == loads + 1, "a part of a name is no name: searched for")
        // Said with a word for a page, the one link its words name ("the sign up page"); a button is no page, and
        // words that name no link are searched for.
        _ = await executor.execute(.navigate(.open, destination: "the sign up page", url: nil))
        #expect(engine.calls.last(where: { $0.contains("\"act\"") })?.contains("#signup") == true && engine.loaded.count == loads + 1)
        _ = await executor.execute(.navigate(.open, destination: "the weather page", url: nil))
        #expect(engine.loaded.count == loads + 2)
        _ = await executor.execute(.navigate(.home))
        #expect(engine.loaded.last?.absoluteString == "https://example.org/home")
        _ = await executor.execute(.navigate(.next))
        #expect(engine.calls.last(where: { $0.contains("\"act\"") })?.contains("#next") == true)
    }

    /// "search youtube for cats": the site's own search page, or the web search limited to the site.
    @Test func searchingASite() async {
        let (executor, engine, _) = executor()
        var outcome = await executor.execute(.search(query: "cats & dogs", scope: .web, site: "https://www.youtube.com"))
        #expect(engine.loaded.last?.absoluteString == "https://www.youtube.com/results?search_query=cats%20%26%20dogs")
        #expect(outcome.ok && outcome.detail == "Searched www.youtube.com for 'cats & dogs'", "\(outcome.detail)")
        outcome = await executor.execute(.search(query: "weather", scope: .web, site: "https://www.bbc.com"))
        #expect(engine.loaded.last?.absoluteString == "https://duckduckgo.com/?q=site:bbc.com%20weather")
    }

    /// "go back three pages": as many pages as asked, or as far as the tab's history goes, and it says which.
    @Test func backAndForwardSeveralPages() async {
        let (executor, engine, _) = executor()
        for page in ["a", "b", "c", "d"] {
            _ = await executor.execute(.navigate(.open, destination: page, url: "https://example.org/\(page)"))
        }
        var outcome = await executor.execute(.navigate(.back, count: 3))
        #expect(engine.currentURL == "https://example.org/a")
        #expect(outcome.ok && outcome.detail == "Went back 3 pages", "\(outcome.detail)")
        outcome = await executor.execute(.navigate(.forward, count: 2))
        #expect(engine.currentURL == "https://example.org/c")
        outcome = await executor.execute(.navigate(.back, count: 10))
        #expect(engine.currentURL == "https://example.org/page")
        #expect(outcome.ok && outcome.detail == "Went back 3 pages, as far as this tab's history goes", "\(outcome.detail)")
        outcome = await executor.execute(.navigate(.back, count: 2))
        #expect(!outcome.ok)
    }

    @Test func zoomStaysWithinLimits() async {
        let (executor, engine, _) = executor()
        for _ in 0..<40 { _ = await executor.execute(.zoom(.in)) }
        #expect(engine.zoomLevel == 5)
        _ = await executor.execute(.zoom(.reset))
        #expect(engine.zoomLevel == 1)
        // "zoom to 150 percent" sets the level, and says it.
        let outcome = await executor.execute(.zoom(.set, level: 150))
        #expect(engine.zoomLevel == 1.5 && outcome.ok && outcome.detail == "Zoom 150%", "\(outcome.detail)")
        _ = await executor.execute(.zoom(.out))
        #expect(abs(engine.zoomLevel - 1.5 / 1.1) < 1e-9)
        for _ in 0..<40 { _ = await executor.execute(.zoom(.out)) }
        #expect(engine.zoomLevel == 0.25)
    }

    @Test func intentsThisWindowCannotDoYetSaySo() async {
        let (executor, _, _) = executor()
        let outcome = await executor.execute(.bookmark(.add))
        #expect(!outcome.ok)
        #expect(outcome.detail.contains("not available"))
    }

    @Test func forgedRepliesAreRefused() async {
        let (executor, engine, _) = executor()
        engine.rawReply = #"{"secret":"0000","frame":"top","origin":"https://example.org","method":"act","ok":true,"result":{"ok":true}}"#
        let outcome = await executor.execute(.click(.number(1)))
        #expect(!outcome.ok)
        #expect(outcome.detail.contains("secret"))
    }

    @Test func forgedEventsAreDroppedAndRecorded() {
        let (_, engine, session) = executor()
        var events: [PageEvent] = []
        session.onEvent = { events.append($0) }
        engine.onMessage?(#"{"secret":"nope","frame":"top","origin":"https://example.org","method":"changed","ok":true,"result":{"count":9,"url":"x"}}"#)
        engine.onMessage?(#"{"secret":"\#(engine.secret)","frame":"sub","origin":"https://example.org","method":"changed","ok":true,"result":{"count":9,"url":"x"}}"#)
        engine.onMessage?(#"{"secret":"\#(engine.secret)","frame":"top","origin":"https://example.org","method":"changed","ok":true,"result":{"count":9,"url":"x"}}"#)
        #expect(events == [.changed(count: 9, url: "x")])
        #expect(session.rejected.count == 2)
    }
}
