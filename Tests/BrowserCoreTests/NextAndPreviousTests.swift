import BrowserCore
import CommandModel
import Foundation
import PageScripts
import TestSupport
import Testing

/// "Next page", "next slide", "página anterior": the page's link or button to the next or previous one, in the
/// language the page is written in; a button (a carousel's) is said to be clicked, a link to go to the page.
@MainActor @Suite struct NextAndPreviousTests {
    static func page(_ items: [(role: String, name: String)]) -> String {
        let elements = items.enumerated().map { i, e in
            ##"{"number":\##(i + 1),"role":"\##(e.role)","name":"\##(e.name)","selector":"#e\##(i + 1)","rect":{"x":0,"y":\##(i * 20),"width":10,"height":10}}"##
        }
        return #"{"url":"https://example.org/","title":"T","timings":{"scrapeMs":1},"elements":["# + elements.joined(separator: ",") + "]}"
    }

    func run(_ command: Command, on items: [(role: String, name: String)]) async -> (Outcome, [String]) {
        let engine = FakeEngine()
        engine.results["scan"] = Self.page(items)
        engine.results["act"] = #"{"ok":true}"#
        let outcome = await CommandExecutor(session: PageSession(engine: engine)).execute(command)
        return (outcome, engine.calls.filter { $0.contains(#""op":"click""#) })
    }

    @Test func theNextOrPreviousLinkOrButtonIsPressed() async {
        let (link, clicked) = await run(.navigate(.next), on: [("link", "Home"), ("link", "Next »")])
        #expect(link.ok && link.detail == "Went to the next page" && clicked.count == 1 && clicked[0].contains("#e2"))
        let (slide, _) = await run(.navigate(.next), on: [("button", "Previous Slide"), ("button", "Next Slide")])
        #expect(slide.ok && slide.detail == "Clicked button 'Next Slide'")
        let (back, pressed) = await run(.navigate(.previous), on: [("link", "Siguiente"), ("link", "Anterior")])
        #expect(back.ok && pressed.count == 1 && pressed[0].contains("#e2"), "a Spanish page's own words")
        let (none, nothing) = await run(.navigate(.next), on: [("link", "Nextdoor"), ("button", "Menu")])
        #expect(!none.ok && none.detail == "No next page link here" && nothing.isEmpty)
    }

    /// What real pages showed for "next page" before: "Read more", "Learn more", a title ending "… and more", "More
    /// Richard Eskow.", "Más en Opinión ›" — none is a next page; a word for one comes before an arrow ("« Older
    /// Entries" is the next page, "Newer Entries »" the previous), nor is "More" alone (a menu's, a share bar's); "Load
    /// more" and an arrow alone still are.
    @Test func aWordForThePageOverArrowsAndMore() async {
        let (none, nothing) = await run(.navigate(.next), on: [("link", "Read more"), ("link", "WWDC news: Vision Pro, iOS 17, and more"),
                                                              ("link", "More Richard Eskow."), ("link", "Más en Opinión ›"), ("link", "Learn more")])
        #expect(!none.ok && nothing.isEmpty, "\(none.detail)")
        let entries: [(role: String, name: String)] = [("link", "Newer Entries »"), ("link", "« Older Entries")]
        let (_, older) = await run(.navigate(.next), on: entries)
        #expect(older.count == 1 && older[0].contains("#e2"))
        let (_, newer) = await run(.navigate(.previous), on: entries)
        #expect(newer.count == 1 && newer[0].contains("#e1"))
        let (_, more) = await run(.navigate(.next), on: [("link", "More"), ("link", "Read more"), ("button", "Load more")])
        #expect(more.count == 1 && more[0].contains("#e3"))
        let (_, arrow) = await run(.navigate(.next), on: [("link", "Read more"), ("link", "›")])
        #expect(arrow.count == 1 && arrow[0].contains("#e2"))
    }
}
