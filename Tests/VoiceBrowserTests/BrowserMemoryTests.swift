import BrowserCore
import CommandModel
import Foundation
import Grammar
import Speech
import Storage
import Testing
import TestSupport
import VoiceBrowser

/// The browser's memory with fake engines: what is recorded, what is not, the session and the data commands.
@MainActor
@Suite struct BrowserMemoryTests {
    struct Setup {
        let browser: Browser
        let memory: BrowserMemory
        let controller: VoiceController
        let store: BrowserStore
        let folder: URL
    }

    func setup(_ folder: URL? = nil) throws -> Setup {
        let folder = folder ?? Scratch.path("memory")
        let browser = Browser(homeURL: nil) { _ in FakeEngine(url: "about:blank") }
        let store = try BrowserStore(folder: folder)
        let memory = BrowserMemory(store: store, browser: browser)
        browser.onTabOpened = { _, _ in memory.saveSession() }
        browser.onTabClosed = { memory.tabClosed($0) }
        browser.onActiveTabChanged = { _ in memory.saveSession() }
        let controller = VoiceController(browser: browser, grammar: try CommandGrammar.bundled("en-US"))
        controller.memory = memory
        return Setup(browser: browser, memory: memory, controller: controller, store: store, folder: folder)
    }

    /// Loads a page in the active tab the way the window reports it: the engine changes, then the memory hears.
    func visit(_ s: Setup, _ url: String, title: String?) async throws {
        let tab = try #require(s.browser.activeTab)
        try await tab.engine.load(URL(string: url)!)
        (tab.engine as? FakeEngine)?.title = title
        s.memory.pageChanged(tab)
    }

    @Test func ordinaryTabsAreRememberedPrivateOnesNever() async throws {
        let s = try setup()
        await s.browser.openTab()
        try await visit(s, "https://example.org/a", title: "Alpha page")
        s.memory.pageChanged(s.browser.activeTab!)   // the same page again (a title or load-state change): no new visit
        await s.browser.openTab(isPrivate: true)
        try await visit(s, "https://secret.example/b", title: "Secret page")
        #expect(try s.store.visitCount() == 1)
        #expect(try s.store.searchHistory("secret").isEmpty)
        #expect(try s.store.loadSession()?.tabs.map(\.url) == ["https://example.org/a"], "the private tab is not in the session")
        // A title that arrives later is searchable.
        (s.browser.tabs[0].engine as? FakeEngine)?.title = "Alpha renamed"
        s.memory.pageChanged(s.browser.tabs[0])
        #expect(try s.store.searchHistory("renamed").count == 1)
    }

    /// Part of the history by voice: the question names what goes; yes forgets only that.
    @Test func clearingPartOfTheHistory() async throws {
        let s = try setup()
        await s.browser.openTab()
        try s.store.recordVisit("https://old.example/", title: "Old", at: Date().addingTimeInterval(-2 * 86400))
        try await visit(s, "https://www.example.org/a", title: "Alpha")
        try await visit(s, "https://example.org/b", title: "Beta")
        try await visit(s, "https://other.example/c", title: "Gamma")
        #expect(await s.controller.submit("clear the last hour of history").outcome.detail
                == "Clear the last hour of history? Say 'yes' to clear it, or 'no' to keep it")
        #expect(s.controller.confirmation == .clearHistory(query: nil, period: .hour))
        #expect(await s.controller.submit("no").outcome.detail == "Kept your history")
        #expect(try s.store.visitCount() == 4)
        try await visit(s, "https://www.example.org/a", title: "Alpha")
        #expect(await s.controller.submit("forget this site").outcome.detail
                == "Forget every page of example.org in your history? Say 'yes' to clear it, or 'no' to keep it")
        #expect(await s.controller.submit("yes").outcome.detail == "Forgot example.org (2 pages)")
        #expect(Set(try s.store.recentPages().map(\.url)) == ["https://old.example/", "https://other.example/c"])
        _ = await s.controller.submit("clear the last hour of history")
        #expect(await s.controller.submit("yes").outcome.detail == "Cleared the last hour of history (1 page)")
        #expect(try s.store.recentPages().map(\.url) == ["https://old.example/"], "older visits stay")
        // On a page of no site there is nothing to forget, and nothing is asked.
        try await visit(s, "about:blank", title: nil)
        let none = await s.controller.submit("forget this site")
        #expect(!none.outcome.ok && none.outcome.detail == "This page is of no site to forget" && s.controller.confirmation == nil)
    }

    @Test func theSessionComesBackWithItsClosedTabs() async throws {
        let s = try setup()
        await s.browser.openTab()
        try await visit(s, "https://one.example/", title: "One")
        await s.browser.openTab()
        try await visit(s, "https://two.example/", title: "Two")
        await s.browser.openTab()
        try await visit(s, "https://three.example/", title: "Three")
        await s.browser.closeTab()
        await s.browser.switchTab(to: 1)

        let again = try setup(s.folder)
        let restored = await again.memory.restoreSession()
        #expect(restored?.detail == "Restored 2 tabs from last time")
        #expect(again.browser.tabs.map(\.url) == ["https://one.example/", "https://two.example/"])
        #expect(again.browser.activeIndex == 0)
        #expect(again.browser.tabs[1].pending != nil, "a tab not shown yet is not loaded yet")
        #expect(await again.browser.reopenClosedTab().detail == "Reopened 'Three'")
        await again.browser.switchTab(to: 2)
        #expect(again.browser.tabs[1].pending == nil && again.browser.tabs[1].engine.currentURL == "https://two.example/")
    }

    @Test func dataCommandsByVoice() async throws {
        let s = try setup()
        await s.browser.openTab()
        try await visit(s, "https://recipes.example/soup", title: "Tomato soup")
        #expect(await s.controller.submit("bookmark this").outcome.detail == "Bookmarked 'Tomato soup'")
        #expect(try s.store.bookmarks().map(\.url) == ["https://recipes.example/soup"])
        var changes = 0
        s.memory.onBookmarksChanged = { changes += 1 }
        #expect(await s.controller.submit("add this page to the favorites bar").outcome.detail == "Added 'Tomato soup' to the favorites bar")
        #expect(try s.store.bookmarks().map(\.favorite) == [true, false])
        #expect(changes == 1, "the favorites bar is told")
        #expect(await s.controller.submit("open bookmark tomato").outcome.detail == "Opened the bookmark 'Tomato soup'")
        #expect(await s.controller.submit("open bookmark lasagne").outcome.ok == false)
        // A possessive the title lacks at the start of the name ("my") still opens it; another word does not, and
        // removing needs every word.
        #expect(await s.controller.submit("open the bookmark my tomato soup").outcome.detail == "Opened the bookmark 'Tomato soup'")
        #expect(await s.controller.submit("open bookmark lasagne soup").outcome.ok == false)
        #expect(await s.controller.submit("delete the bookmark my tomato soup").outcome.ok == false)
        #expect(try s.store.bookmarks().count == 2)
        let list = await s.controller.submit("show my bookmarks")
        #expect(list.outcome.detail == "2 bookmarks — say 'click' and a number to open one")
        #expect(s.browser.activeTab?.engine.currentURL == "file:///avanues-browser/Bookmarks")
        #expect(await s.controller.submit("show history for soup").outcome.detail == "1 page in history for 'soup'")
        #expect(await s.controller.submit("show history for lasagne").outcome.detail == "Nothing in history matches 'lasagne'")

        // Clearing asks first; anything but yes keeps it; yes clears.
        #expect(await s.controller.submit("clear history").outcome.detail.hasPrefix("Clear all history?"))
        #expect(s.controller.confirmation == .clearHistory(query: nil, period: nil))
        #expect(await s.controller.submit("no").outcome.detail == "Kept your history")
        #expect(try s.store.visitCount() == 1)
        _ = await s.controller.submit("clear history")
        _ = await s.controller.submit("scroll down")   // another command drops the question
        #expect(s.controller.confirmation == nil)
        #expect(try s.store.visitCount() == 1)
        _ = await s.controller.submit("clear history")
        #expect(await s.controller.submit("sí").outcome.detail == "History cleared")
        #expect(try s.store.visitCount() == 0)
        #expect(try s.store.bookmarks().count == 2, "bookmarks stay")
        // Removing a bookmark asks first, naming it (a misheard command must not lose one); no keeps it, yes removes it.
        #expect(await s.controller.submit("remove bookmark tomato soup").outcome.detail
                == "Remove the bookmark 'Tomato soup'? Say 'yes' to remove it, or 'no' to keep it")
        #expect(await s.controller.submit("no").outcome.detail == "Kept the bookmark")
        #expect(try s.store.bookmarks().count == 2)
        _ = await s.controller.submit("remove bookmark tomato soup")
        #expect(await s.controller.submit("yes").outcome.detail == "Removed the bookmark 'Tomato soup'")
        #expect(try s.store.bookmarks().isEmpty, "both bookmarks of the page (the list and the favorites bar)")
        // Nothing by that name: said at once, nothing asked.
        _ = await s.controller.submit("bookmark this")
        #expect(await s.controller.submit("remove bookmark lasagne").outcome.ok == false)
        #expect(s.controller.confirmation == nil)
    }

    @Test func aSpokenYesAnswersTheQuestion() async throws {
        let s = try setup()
        await s.browser.openTab()
        try await visit(s, "https://example.org/a", title: "A")
        _ = await s.controller.submit("clear history")
        let heard = VoicePipeline.Event.utterance(.init(
            result: RecognitionResult(alternatives: [Transcription(text: "yes", confidence: 0.9)], isFinal: true),
            command: nil, confidence: 0.9, decodeMs: 10))
        let report = await s.controller.handle(heard)
        #expect(report?.outcome.detail == "History cleared")
        #expect(try s.store.visitCount() == 0)
        // The page still open is not visited again by a late title or load-state change; a new page is.
        s.memory.pageChanged(s.browser.activeTab!)
        #expect(try s.store.visitCount() == 0)
        try await visit(s, "https://example.org/b", title: "B")
        #expect(try s.store.visitCount() == 1)
    }

    @Test func withoutMemoryTheWindowSaysSo() async throws {
        let browser = Browser(homeURL: nil) { _ in FakeEngine(url: "about:blank") }
        await browser.openTab(URL(string: "https://example.org/"))
        let c = VoiceController(browser: browser, grammar: try CommandGrammar.bundled("en-US"))
        let r = await c.submit("show history")
        #expect(!r.outcome.ok && r.outcome.detail.contains("--ephemeral"))
    }
}
