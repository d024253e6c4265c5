import BrowserCore
import CommandModel
import Foundation
import Testing
import TestSupport

@MainActor
@Suite struct BrowserTests {
    func browser() -> (Browser, () -> [FakeEngine]) {
        var made: [FakeEngine] = []
        let b = Browser(homeURL: URL(string: "https://home.example/")) { _ in
            let e = FakeEngine(url: "about:blank")
            made.append(e)
            return e
        }
        return (b, { made })
    }

    func urls(_ b: Browser) -> [String] { b.tabs.map { $0.engine.currentURL ?? "" } }

    @Test func openSwitchCycleCloseReopen() async {
        let (b, _) = browser()
        await b.openTab(URL(string: "https://a.example/"))
        await b.openTab(URL(string: "https://b.example/"))
        await b.openTab(URL(string: "https://c.example/"))
        #expect(urls(b) == ["https://a.example/", "https://b.example/", "https://c.example/"])
        #expect(b.activeIndex == 2)
        #expect(await b.execute(.tab(.switch, index: 1)).ok)
        #expect(b.activeIndex == 0)
        // A new tab goes right after the active one, and shows the home page.
        await b.execute(.tab(.open))
        #expect(urls(b) == ["https://a.example/", "https://home.example/", "https://b.example/", "https://c.example/"])
        #expect(b.activeIndex == 1)
        await b.execute(.tab(.previous))
        #expect(b.activeIndex == 0)
        await b.execute(.tab(.previous))
        #expect(b.activeIndex == 3, "previous from the first wraps to the last")
        await b.execute(.tab(.next))
        #expect(b.activeIndex == 0)
        // Closing the active tab activates its neighbour; reopening puts it back where it was.
        await b.execute(.tab(.switch, index: 3))
        let closed = await b.execute(.tab(.close))
        #expect(closed.ok && closed.detail.hasPrefix("Closed"))
        #expect(urls(b) == ["https://a.example/", "https://home.example/", "https://c.example/"])
        #expect(b.activeTab?.engine.currentURL == "https://c.example/")
        let reopened = await b.execute(.tab(.reopen))
        #expect(reopened.ok)
        #expect(urls(b) == ["https://a.example/", "https://home.example/", "https://b.example/", "https://c.example/"])
        #expect(b.activeIndex == 2)
        #expect(!(await b.execute(.tab(.reopen))).ok, "nothing left to reopen")
        // Closing a tab before the active one keeps the same tab active.
        await b.execute(.tab(.close, index: 1))
        #expect(b.activeTab?.engine.currentURL == "https://b.example/")
    }

    /// "open youtube in a new tab": the place opens in a tab after the active one, a place no site is known by is
    /// searched for there, and from a private tab the new one is private too.
    /// "Switch to the gmail tab": the tab whose title or address has the words; several: which one; none: a tab of the
    /// page called that, else a reply that says so.
    @Test func tabsAreSwitchedToByName() async {
        let (b, engines) = browser()
        for (url, title) in [("https://www.youtube.com/watch", "Cats - YouTube"), ("https://mail.example/inbox", "Inbox (3) - Gmail"),
                             ("https://www.youtube.com/dogs", "Dogs - YouTube"), ("https://en.wikipedia.org/wiki/Otter", "Otter")] {
            await b.openTab(URL(string: url))
            engines().last?.title = title
        }
        #expect(b.activeIndex == 3)
        let gmail = await b.execute(.tab(.switch, target: .text("gmail")))
        #expect(gmail.ok && b.activeIndex == 1, "\(gmail.detail)")
        let wiki = await b.execute(.tab(.switch, target: .text("wikipedia")))
        #expect(wiki.ok && b.activeIndex == 3, "by its address: \(wiki.detail)")
        let two = await b.execute(.tab(.switch, target: .text("youtube")))
        #expect(!two.ok && two.detail.hasPrefix("Which one? 2 tabs match: 1 'Cats - YouTube', 3 'Dogs - YouTube'") && b.activeIndex == 3)
        let dogs = await b.execute(.tab(.switch, target: .text("dogs youtube")))
        #expect(dogs.ok && b.activeIndex == 2)
        // No browser tab has the words: a tab of the page called that is pressed.
        let page = engines()[2]
        page.results["scan"] = #"""
            {"url":"https://www.youtube.com/dogs","title":"Dogs - YouTube","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"tab","name":"Comments","selector":"#comments","rect":{"x":0,"y":0,"width":10,"height":10}}]}
            """#
        page.results["act"] = #"{"ok":true,"role":"tab","name":"Comments"}"#
        let comments = await b.execute(.tab(.switch, target: .text("comments")))
        #expect(comments.ok && comments.detail == "Clicked tab 'Comments'" && b.activeIndex == 2, "\(comments.detail)")
        // A place is no name: "the last tab", "the first tab".
        _ = await b.execute(.tab(.switch, target: .text("last")))
        #expect(b.activeIndex == b.tabs.count - 1)
        _ = await b.execute(.tab(.switch, target: .text("first")))
        #expect(b.activeIndex == 0)
        await b.switchTab(to: 3)
        let none = await b.execute(.tab(.switch, target: .text("weather")))
        #expect(!none.ok && none.detail == "No tab called 'weather' — say 'list tabs'" && b.activeIndex == 2)
    }

    /// "Close tab 2", "close the youtube tab", "close the tab on the left", "ferme l'onglet de gauche": a tab by its
    /// number, name, place or side of this one; a page's own tab is never what is closed.
    @Test func tabsAreClosedByTheirNumberNamePlaceOrSide() async {
        let (b, engines) = browser()
        for (url, title) in [("https://a.example/", "Apples"), ("https://www.youtube.com/cats", "Cats - YouTube"),
                             ("https://c.example/", "Cherries"), ("https://d.example/", "Dates"), ("https://e.example/", "Elder")] {
            await b.openTab(URL(string: url))
            engines().last?.title = title
        }
        await b.switchTab(to: 3)
        let youtube = await b.execute(.tab(.close, target: .text("youtube")))
        #expect(youtube.ok && youtube.detail.hasPrefix("Closed 'Cats - YouTube'") && urls(b).count == 4, "\(youtube.detail)")
        #expect(b.activeTab?.engine.currentURL == "https://c.example/", "the tab shown stays shown")
        let left = await b.execute(.tab(.close, target: .text("the left")))
        #expect(left.ok && urls(b) == ["https://c.example/", "https://d.example/", "https://e.example/"], "\(left.detail)")
        let none = await b.execute(.tab(.close, target: .text("izquierda")))
        #expect(!none.ok && urls(b).count == 3, "no tab left of the first: \(none.detail)")
        await b.execute(.tab(.close, target: .text("last")))
        #expect(urls(b) == ["https://c.example/", "https://d.example/"])
        let numbered = await b.execute(.tab(.close, index: 2))
        #expect(numbered.ok && urls(b) == ["https://c.example/"])
        #expect(!(await b.execute(.tab(.close, index: 5))).ok)
        await b.openTab(URL(string: "https://f.example/"))
        await b.execute(.tab(.close, target: .text("other")))
        #expect(urls(b) == ["https://f.example/"], "of two, the other one")
        // A page's own tab of that name is not closed: nothing is.
        let page = engines().last!
        page.results["scan"] = #"{"url":"https://f.example/","title":"F","timings":{"scrapeMs":1},"elements":[{"number":1,"role":"tab","name":"Reviews","selector":".r","rect":{"x":0,"y":0,"width":10,"height":10}}]}"#
        let reviews = await b.execute(.tab(.close, target: .text("reviews")))
        #expect(!reviews.ok && reviews.detail == "No tab called 'reviews' — say 'list tabs'" && urls(b) == ["https://f.example/"])
    }

    /// "Open the gmail tab", "abre la pestaña de gmail", "gmail वाला टैब खोलो" read as a click on a tab: a browser tab of
    /// that name before the page's; a description whose kind is not a tab stays a click on the page.
    @Test func aTabClickedByNameIsABrowserTabFirst() async {
        let (b, engines) = browser()
        for (url, title) in [("https://mail.example/inbox", "Inbox (3) - Gmail"), ("https://en.wikipedia.org/wiki/Otter", "Otter")] {
            await b.openTab(URL(string: url))
            engines().last?.title = title
        }
        let active = b.activeIndex
        for description in ["gmail tab", "pestaña de gmail", "gmail वाला टैब"] {
            await b.switchTab(to: active + 1)
            let gmail = await b.execute(.click(.text(description)))
            #expect(gmail.ok && b.activeIndex == active - 1, "\(description): \(gmail.detail)")
        }
        engines()[active].results["scan"] = #"""
            {"url":"https://en.wikipedia.org/wiki/Otter","title":"Otter","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"button","name":"New tab","selector":"#new","rect":{"x":0,"y":0,"width":10,"height":10}}]}
            """#
        engines()[active].results["act"] = #"{"ok":true,"role":"button","name":"New tab"}"#
        await b.switchTab(to: active + 1)
        let button = await b.execute(.click(.text("new tab button")))
        #expect(button.detail == "Clicked button 'New tab'" && b.activeIndex == active, "\(button.detail)")
    }

    /// "Open the second result in a new tab": the second link that is a heading, as results are, opens after this tab.
    @Test func aResultOpensInANewTab() async {
        let (b, engines) = browser()
        await b.openTab(URL(string: "https://search.example/?q=shoes"))
        engines().last?.results["scan"] = #"""
            {"url":"https://search.example/?q=shoes","title":"shoes","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"link","name":"Images","selector":"#i","href":"https://search.example/images","rect":{"x":0,"y":0,"width":10,"height":10}},
             {"number":2,"role":"link","name":"Trail shoes","selector":"#a","href":"https://a.example/","heading":true,"rect":{"x":0,"y":20,"width":10,"height":10}},
             {"number":3,"role":"link","name":"Road shoes","selector":"#b","href":"https://b.example/","heading":true,"rect":{"x":0,"y":40,"width":10,"height":10}}]}
            """#
        let opened = await b.execute(.tab(.open, target: .ordinal(2, role: "result")))
        #expect(opened.ok && b.tabs.last?.pending?.url.absoluteString ?? b.tabs.last?.engine.currentURL == "https://b.example/", "\(opened.detail)")
        // "Open this link in a new tab", "इस लिंक को नए टैब में खोलो" (`target=link`) with several links: which one?
        await b.switchTab(to: 1)
        engines().first?.results["labels"] = #"{"shown":3}"#
        for said in ["this link", "link"] {
            let tabs = b.tabs.count
            let asked = await b.execute(.tab(.open, target: .text(said)))
            #expect(!asked.ok && asked.detail.hasPrefix("Which one?") && b.tabs.count == tabs, "\(said): \(asked.detail)")
        }
    }

    @Test func aPlaceOpensInANewTab() async {
        let (b, _) = browser()
        b.searchTemplate = "https://search.example/?q=%s"
        await b.openTab(URL(string: "https://a.example/"))
        await b.openTab(URL(string: "https://b.example/"))
        await b.execute(.tab(.switch, index: 1))
        let opened = await b.execute(.tab(.open, destination: "youtube", url: "https://www.youtube.com"))
        #expect(opened.ok && opened.detail == "Opened youtube in a new tab (3 open)", "\(opened.detail)")
        #expect(urls(b) == ["https://a.example/", "https://www.youtube.com", "https://b.example/"])
        #expect(b.activeIndex == 1 && b.activeTab?.isPrivate == false)
        let searched = await b.execute(.tab(.open, destination: "cheap flights"))
        #expect(searched.detail == "Opened a search for 'cheap flights' in a new tab (4 open)", "\(searched.detail)")
        #expect(b.activeTab?.engine.currentURL == "https://search.example/?q=cheap%20flights")
        await b.execute(.tab(.open, isPrivate: true))
        let fromPrivate = await b.execute(.tab(.open, destination: "github", url: "https://github.com"))
        #expect(fromPrivate.detail == "Opened github in a new private tab (6 open)", "\(fromPrivate.detail)")
        #expect(b.activeTab?.isPrivate == true && b.activeTab?.engine.currentURL == "https://github.com")
    }

    /// "close the other tabs" keeps the active one; "close all tabs" leaves a fresh one. Either can be reopened.
    @Test func closeTheOtherTabsOrAll() async {
        let (b, _) = browser()
        for page in ["a", "b", "c"] { await b.openTab(URL(string: "https://\(page).example/")) }
        await b.execute(.tab(.switch, index: 2))
        var outcome = await b.execute(.tab(.closeOthers))
        #expect(outcome.ok && outcome.detail == "Closed the 2 other tabs", "\(outcome.detail)")
        #expect(urls(b) == ["https://b.example/"] && b.activeIndex == 0)
        #expect(!(await b.execute(.tab(.closeOthers))).ok, "no other tab to close")
        await b.execute(.tab(.reopen))
        #expect(Set(urls(b)) == ["https://a.example/", "https://b.example/"])
        outcome = await b.execute(.tab(.closeAll))
        #expect(outcome.ok && outcome.detail == "Closed all 2 tabs — here is a new one", "\(outcome.detail)")
        #expect(urls(b) == ["https://home.example/"])
        await b.execute(.tab(.reopen))
        #expect(urls(b).contains("https://b.example/") || urls(b).contains("https://a.example/"))
    }

    /// "duplicate this tab", "open this page in a new tab": the page shown, again in a tab right after this one (a
    /// private page's copy is private); a tab showing no page opens a new one and says so.
    @Test func aTabIsDuplicated() async {
        let (b, engines) = browser()
        for page in ["a", "b"] { await b.openTab(URL(string: "https://\(page).example/")) }
        await b.execute(.tab(.switch, index: 1))
        var outcome = await b.execute(.tab(.duplicate))
        #expect(outcome.ok && outcome.detail == "Opened 'Fake' again in a new tab (3 open)", "\(outcome.detail)")
        #expect(urls(b) == ["https://a.example/", "https://a.example/", "https://b.example/"] && b.activeIndex == 1)
        #expect(engines().last?.loaded == [URL(string: "https://a.example/")!])
        outcome = await b.execute(.tab(.duplicate, isPrivate: true))
        #expect(outcome.detail == "Opened 'Fake' again in a new private tab (4 open)" && b.activeTab?.isPrivate == true, "\(outcome.detail)")
        outcome = await b.execute(.tab(.duplicate))
        #expect(b.activeTab?.isPrivate == true && urls(b)[3] == "https://a.example/", "a private page's copy is private: \(outcome.detail)")
        let (blank, _) = browser()
        await blank.openTab(URL(string: "about:blank"))
        outcome = await blank.execute(.tab(.duplicate))
        #expect(outcome.detail == "This tab shows no page to copy — opened a new tab (2 open)", "\(outcome.detail)")
    }

    /// "Open this in a new tab", "abre esto en una pestaña nueva" (the model reads "this" as the place): the element last
    /// acted on when it is a link; with nothing acted on yet, the page itself. "it" is read the same way.
    @Test func thisOpensInANewTab() async {
        let (b, engines) = browser()
        await b.openTab(URL(string: "https://news.example/"))
        engines().last?.results["act:last"] = #"{"ok":false}"#
        var outcome = await b.execute(.tab(.open, destination: "esto"))
        #expect(outcome.ok && urls(b) == ["https://news.example/", "https://news.example/"], "\(outcome.detail)")
        engines().last?.results["scan"] = #"""
            {"url":"https://news.example/","title":"News","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"link","name":"Rivers","selector":"#r","href":"https://news.example/rivers","rect":{"x":0,"y":0,"width":10,"height":10}}]}
            """#
        engines().last?.results["act:last"] = ##"{"ok":true,"selector":"#r","role":"link","name":"Rivers"}"##
        for said in ["this", "it"] {
            outcome = await b.execute(.tab(.open, destination: said))
            #expect(outcome.ok && outcome.detail.hasPrefix("Opened 'Rivers' in a new tab"), "\(said): \(outcome.detail)")
            #expect(b.activeTab?.url == "https://news.example/rivers", "\(said)")
            await b.execute(.tab(.switch, index: 2))
        }
    }

    /// "leave private mode" closes the private tabs only, for good; with none left, a fresh ordinary tab opens.
    @Test func leavingPrivateBrowsing() async {
        let (b, _) = browser()
        await b.openTab(URL(string: "https://a.example/"))
        await b.openTab(URL(string: "https://secret.example/"), isPrivate: true)
        await b.openTab(URL(string: "https://b.example/"))
        await b.openTab(URL(string: "https://hidden.example/"), isPrivate: true)
        var outcome = await b.execute(.tab(.closeAll, isPrivate: true))
        #expect(outcome.ok && outcome.detail == "Closed the 2 private tabs (2 open)", "\(outcome.detail)")
        #expect(urls(b) == ["https://a.example/", "https://b.example/"] && b.activeIndex == 1)
        #expect(!b.closed.contains { $0.url.contains("secret") || $0.url.contains("hidden") }, "a private tab is never reopened")
        outcome = await b.execute(.tab(.closeAll, isPrivate: true))
        #expect(!outcome.ok && outcome.detail == "No private tab is open", "\(outcome.detail)")
        #expect(urls(b).count == 2, "ordinary tabs stay")
        let (alone, _) = browser()
        await alone.openTab(URL(string: "https://secret.example/"), isPrivate: true)
        outcome = await alone.execute(.tab(.closeAll, isPrivate: true))
        #expect(outcome.detail == "Closed the private tab — here is a new one", "\(outcome.detail)")
        #expect(urls(alone) == ["https://home.example/"] && alone.activeTab?.isPrivate == false)
    }

    @Test func badNumbersAndTheLastTab() async {
        let (b, made) = browser()
        await b.openTab(URL(string: "https://a.example/"))
        let none = await b.execute(.tab(.switch, index: 4))
        #expect(!none.ok && none.detail == "No tab 4 — there is 1 tab")
        #expect(!(await b.execute(.tab(.next))).ok)
        let last = await b.execute(.tab(.close))
        #expect(last.ok && b.tabs.count == 1, "closing the last tab leaves a fresh one")
        #expect(b.activeTab?.engine.currentURL == "https://home.example/")
        #expect(made().count == 2)
        #expect(b.listTabs().detail == "1 tab: 1 Fake (this one)")
    }

    @Test func privateTabsAreNotRememberedWhenClosed() async {
        var privateFlags: [Bool] = []
        let b = Browser(homeURL: URL(string: "https://home.example/")) { isPrivate in
            privateFlags.append(isPrivate)
            return FakeEngine(url: "about:blank")
        }
        await b.openTab(URL(string: "https://a.example/"))
        await b.execute(.tab(.open, isPrivate: true))
        #expect(privateFlags == [false, true])
        #expect(b.activeTab?.isPrivate == true)
        await b.execute(.tab(.close))
        #expect(b.closed.isEmpty)
    }

    @Test func observersSeeEveryChange() async {
        let (b, _) = browser()
        var log: [String] = []
        b.onTabOpened = { tab, i in log.append("open \(tab.id)@\(i)") }
        b.onTabClosed = { tab in log.append("close \(tab.id)") }
        b.onActiveTabChanged = { tab in log.append("active \(tab.id)") }
        await b.openTab()
        await b.openTab()
        await b.switchTab(to: 1)
        await b.closeTab()
        #expect(log == ["open 1@0", "active 1", "open 2@1", "active 2", "active 1", "close 1", "active 2"])
    }

    @Test func pageCommandsGoToTheActiveTab() async {
        let (b, made) = browser()
        await b.openTab(URL(string: "https://a.example/"))
        await b.openTab(URL(string: "https://b.example/"))
        let back = await b.execute(.navigate(.back))
        #expect(back.ok && made()[1].currentURL == "about:blank")
        #expect(made()[0].currentURL == "https://a.example/")
        #expect((await b.execute(.navigate(.forward))).ok)
        #expect(!(await b.execute(.navigate(.forward))).ok, "nothing more to go forward to")
    }

    @Test func addressBarInput() {
        #expect(AddressInput.resolve("example.org") == .url(URL(string: "https://example.org")!))
        #expect(AddressInput.resolve("en.wikipedia.org/wiki/Voice") == .url(URL(string: "https://en.wikipedia.org/wiki/Voice")!))
        #expect(AddressInput.resolve("localhost:8080/x") == .url(URL(string: "http://localhost:8080/x")!))
        #expect(AddressInput.resolve("127.0.0.1:9000") == .url(URL(string: "http://127.0.0.1:9000")!))
        #expect(AddressInput.resolve("http://a.b/c?d=e") == .url(URL(string: "http://a.b/c?d=e")!))
        #expect(AddressInput.resolve("running shoes") == .search("running shoes"))
        #expect(AddressInput.resolve("node.js") == .url(URL(string: "https://node.js")!))
        #expect(AddressInput.resolve("version 1.2") == .search("version 1.2"))
        #expect(AddressInput.resolve("3.14") == .search("3.14"))
        #expect(AddressInput.resolve("   ") == AddressInput.none)
    }
}
