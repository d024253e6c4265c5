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

    /// A list in pages: its last (first) page by name ("Dernière page"), else by the highest number linked in a row of
    /// page links (page 1); counts beside comments (all to "#", one to a row) and "Last updated" are no page; on its
    /// first page (no link to page 1) that is said; the words that ask for it in five languages, not "go back to the
    /// last page".
    @Test func aListsFirstAndLastPage() async {
        // Links on one row, each to its own address (to "#" with `hash`), at rows of their own with `rows`.
        func row(_ names: [String], hash: Bool = false, rows: Bool = false) -> [(role: String, name: String, href: String, y: Int)] {
            names.enumerated().map { i, n in ("link", n, hash ? "#" : "#p\(i)", rows ? i * 40 : 500) }
        }
        func run(_ end: String, on items: [(role: String, name: String, href: String, y: Int)]) async -> (Outcome, [String]) {
            let elements = items.enumerated().map { i, e in
                ##"{"number":\##(i + 1),"role":"\##(e.role)","name":"\##(e.name)","href":"https://example.org/\##(e.href)","selector":"#e\##(i + 1)","rect":{"x":\##(i * 30),"y":\##(e.y),"width":20,"height":10}}"##
            }
            let engine = FakeEngine()
            engine.results["scan"] = #"{"url":"https://example.org/","title":"T","timings":{"scrapeMs":1},"elements":["# + elements.joined(separator: ",") + "]}"
            engine.results["act"] = #"{"ok":true}"#
            let outcome = await CommandExecutor(session: PageSession(engine: engine)).execute(.click(.text(end)))
            return (outcome, engine.calls.filter { $0.contains(#""op":"click""#) })
        }
        let numbered = row(["« Previous", "1", "3", "Page 10", "Next »"])
        let (last, pressed) = await run(ElementChooser.lastPage, on: numbered)
        #expect(last.ok && pressed.count == 1 && pressed[0].contains("#e4"), "\(last.detail)")
        let (_, first) = await run(ElementChooser.firstPage, on: numbered)
        #expect(first.count == 1 && first[0].contains("#e2"))
        let (_, named) = await run(ElementChooser.lastPage, on: row(["1", "2", "Dernière page", "9"]))
        #expect(named.count == 1 && named[0].contains("#e3"))
        for items in [row(["Story", "13", "Last updated"]), row(["1", "2", "3"], hash: true), row(["1", "2", "3"], rows: true), row(["[1]", "[2]"])] {
            let (none, nothing) = await run(ElementChooser.lastPage, on: items)
            #expect(!none.ok && nothing.isEmpty && none.detail.hasPrefix("No link to the last page here"), "\(items.map(\.name)): \(none.detail)")
        }
        let (onFirst, _) = await run(ElementChooser.firstPage, on: row(["2", "3", "Next"]))
        #expect(!onFirst.ok && onFirst.detail.hasPrefix("This list is on its first page"), "\(onFirst.detail)")
        let said: [(String, Bool?)] = [("go to the last page", true), ("last page", true), ("first page", false), ("ve a la última página", true),
                                       ("va à la dernière page", true), ("geh zur letzten seite", true), ("erste seite", false),
                                       ("आखिरी पेज पर जाओ", true), ("पहला पेज", false), ("go back to the last page", nil), ("the last link", nil),
                                       ("last", nil)]
        for (words, end) in said { #expect(ElementChooser.paginationSaid(words) == end, "\(words)") }
    }
}
