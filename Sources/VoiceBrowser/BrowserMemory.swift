import BrowserCore
import CommandModel
import Foundation
import Grammar
import Storage

/// What the browser remembers, wired to its tabs: visits go to history (never from private tabs), the tab
/// session is saved whenever it changes (so a crash loses none of it), and the data commands — bookmarks,
/// history, downloads — are carried out here. Front-end free: the GTK window and the iOS app both use it.
@MainActor
public final class BrowserMemory {
    public let store: BrowserStore
    let browser: Browser
    /// The last address recorded per tab, so a title change or a reload of the same page is not a new visit.
    private var recorded: [Int: (url: String, title: String?)] = [:]
    private var lastSession: SavedSession?
    /// Pages of the browser itself (the start page) that history and the session leave out.
    public var notRemembered: Set<String> = []
    /// Bookmarks were added or removed (the favorites bar follows).
    public var onBookmarksChanged: (@MainActor () -> Void)?
    /// Storage problems, said on the bar (the browser keeps working without its memory).
    public var onProblem: (@MainActor (String) -> Void)?
    /// The downloads the front end runs (nil: downloads are not available here).
    public weak var downloads: (any DownloadManaging)?

    public init(store: BrowserStore, browser: Browser) {
        self.store = store
        self.browser = browser
    }

    /// The name of a list page the browser made ("Bookmarks", "History: soup"), nil for any other address.
    public static func internalTitle(of url: String) -> String? {
        guard url.hasPrefix(InternalPage.base.absoluteString) else { return nil }
        return URL(string: url)?.lastPathComponent
    }

    /// Addresses worth remembering: web pages and files, not blank or generated pages.
    static func isRemembered(_ url: String) -> Bool {
        if url.hasPrefix(InternalPage.base.absoluteString) { return false }
        let scheme = url.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        return ["http", "https", "file"].contains(scheme)
    }

    private func attempt(_ what: String, _ body: () throws -> Void) {
        do { try body() } catch { onProblem?("Could not \(what): \(error)") }
    }

    // MARK: following the tabs

    /// A tab's page changed (address, title or load state).
    public func pageChanged(_ tab: Tab) {
        defer { saveSession() }
        guard !tab.isPrivate, tab.pending == nil, let url = tab.engine.currentURL, Self.isRemembered(url),
              !notRemembered.contains(url) else { return }
        let title = tab.engine.title.flatMap { $0.isEmpty ? nil : $0 }
        if let last = recorded[tab.id], last.url == url {
            if let title, title != last.title {
                attempt("save the page title") { try store.updateTitle(of: url, to: title) }
                recorded[tab.id] = (url, title)
            }
            return
        }
        attempt("save history") { try store.recordVisit(url, title: title) }
        recorded[tab.id] = (url, title)
    }

    public func tabClosed(_ tab: Tab) {
        recorded[tab.id] = nil
        saveSession()
    }

    /// The ordinary tabs as they are now; private tabs are never written.
    public func currentSession() -> SavedSession {
        var tabs: [SavedSession.Tab] = []
        var active = 0
        for (i, t) in browser.tabs.enumerated() where !t.isPrivate {
            // A tab showing a list the browser made (bookmarks, history) is saved at the page it showed before.
            guard let url = t.url.flatMap({ Self.isRemembered($0) ? $0 : nil }) ?? recorded[t.id]?.url else { continue }
            if i == browser.activeIndex { active = tabs.count }
            tabs.append(.init(url: url, title: t.pending.map { $0.title } ?? t.engine.title, position: tabs.count))
        }
        let closed = browser.closed.filter { Self.isRemembered($0.url) }.map { SavedSession.Tab(url: $0.url, title: $0.title, position: $0.index) }
        return SavedSession(tabs: tabs, active: active, closed: closed)
    }

    /// Saves the session when it differs from the one saved last.
    public func saveSession() {
        let session = currentSession()
        guard session != lastSession else { return }
        attempt("save the open tabs") { try store.saveSession(session) }
        lastSession = session
    }

    /// Opens the tabs of last time; returns nil when there were none.
    public func restoreSession() async -> Outcome? {
        guard let saved = (try? store.loadSession()) ?? nil, !saved.tabs.isEmpty else { return nil }
        let tabs = saved.tabs.compactMap { t in URL(string: t.url).map { (url: $0, title: t.title) } }
        let closed = saved.closed.map { ClosedTab(url: $0.url, title: $0.title, index: $0.position) }
        let outcome = await browser.restore(tabs: tabs, active: saved.active, closed: closed)
        lastSession = saved
        return outcome
    }

    // MARK: data commands

    /// Carries out a bookmark, history or download command; nil for any other command.
    /// `articles`: the locale's articles and possessives, which a bookmark's spoken name may start with.
    public func execute(_ command: Command, articles: Set<String> = []) async -> Outcome? {
        switch command {
        case .bookmark(let action, let name, let favorite):
            return await bookmark(action, name: name, favorite: favorite == true, articles: articles)
        case .history(.show, let query, _): return await showHistory(query)
        case .history(.clear, _, _): return nil   // needs a confirmation: VoiceController asks first
        case .download(.list, _): return await showDownloads()
        case .download(.start, let target): return await downloads?.download(target) ?? notHere("Downloads")
        case .download(.cancel, _): return downloads?.cancelLatest() ?? notHere("Downloads")
        default: return nil
        }
    }

    private var url: String? { browser.activeTab?.engine.currentURL }

    private func notHere(_ what: String) -> Outcome {
        Outcome(ok: false, detail: "\(what) are not available here", url: url)
    }

    private func failed(_ error: Error) -> Outcome { Outcome(ok: false, detail: "\(error)", url: url) }

    func bookmark(_ action: BookmarkAction, name: String?, favorite: Bool = false, articles: Set<String> = []) async -> Outcome {
        let outcome = await carryOut(action, name: name, favorite: favorite, articles: articles)
        if outcome.ok, action == .add || action == .remove { onBookmarksChanged?() }
        return outcome
    }

    /// The title of the bookmark "remove bookmark" would remove (by name, else this page's); nil when there is none.
    public func bookmarkToRemove(named name: String?) -> String? {
        if let name { return (try? store.findBookmarks(named: name).first).flatMap { $0.map { $0.title ?? $0.url } } }
        guard let page = url, let b = (try? store.bookmarks())?.first(where: { $0.url == page }) else { return nil }
        return b.title ?? b.url
    }

    /// The bookmark a spoken name opens: the one with all its words, else the one with the words after the articles
    /// and possessives it starts with, which the title may lack ("my | blog", "mein | arbeit", "मेरा | स्कूल"; the
    /// locale's `articles`). Only for opening: a bookmark is never removed on less than every word said.
    private func bookmarkToOpen(named name: String, articles: Set<String>) throws -> Bookmark? {
        if let b = try store.findBookmarks(named: name).first { return b }
        let said = name.split(separator: " ")
        let rest = said.drop { articles.contains(Normalizer.fold(String($0))) }
        guard !rest.isEmpty, rest.count < said.count else { return nil }
        return try store.findBookmarks(named: rest.joined(separator: " ")).first
    }

    private func carryOut(_ action: BookmarkAction, name: String?, favorite: Bool = false, articles: Set<String> = []) async -> Outcome {
        do {
            switch action {
            case .add:
                guard let tab = browser.activeTab, let page = tab.engine.currentURL, Self.isRemembered(page) else {
                    return Outcome(ok: false, detail: "There is no page here to bookmark", url: url)
                }
                // The engine may not have reported the title yet: ask the page.
                var title = name ?? tab.engine.title.flatMap { $0.isEmpty ? nil : $0 }
                if title == nil, let t = try? await tab.engine.evaluate("document.title"), !t.isEmpty { title = t }
                let b = try store.addBookmark(url: page, title: title, favorite: favorite)
                return Outcome(ok: true, detail: favorite ? "Added '\(b.title ?? b.url)' to the favorites bar" : "Bookmarked '\(b.title ?? b.url)'",
                               url: url)
            case .remove:
                if let name {
                    guard let b = try store.findBookmarks(named: name).first else { return noBookmark(name) }
                    try store.removeBookmark(url: b.url)
                    return Outcome(ok: true, detail: "Removed the bookmark '\(b.title ?? b.url)'", url: url)
                }
                guard let page = url, try store.removeBookmark(url: page) > 0 else {
                    return Outcome(ok: false, detail: "This page is not bookmarked", url: url)
                }
                return Outcome(ok: true, detail: "Removed this page's bookmark", url: url)
            case .open:
                guard let name else { return await carryOut(.list, name: nil) }
                guard let b = try bookmarkToOpen(named: name, articles: articles), let target = URL(string: b.url) else { return noBookmark(name) }
                let o = await browser.execute(.navigate(.open, destination: b.title, url: target.absoluteString))
                return o.ok ? Outcome(ok: true, detail: "Opened the bookmark '\(b.title ?? b.url)'", url: o.url) : o
            case .list:
                let all = try store.bookmarks()
                guard !all.isEmpty else {
                    return Outcome(ok: true, detail: "No bookmarks yet — say 'bookmark this' on a page to keep it", url: url)
                }
                let items = all.map { b in
                    InternalPage.Item(title: b.title ?? b.url, url: b.url,
                                      note: b.folder.isEmpty ? nil : b.folder.joined(separator: " › "))
                }
                return await show(InternalPage(title: "Bookmarks", intro: "Say 'click' and a number to open one.", items: items),
                                  said: "\(all.count) bookmark\(all.count == 1 ? "" : "s") — say 'click' and a number to open one")
            }
        } catch {
            return failed(error)
        }
    }

    private func noBookmark(_ name: String) -> Outcome {
        Outcome(ok: false, detail: "No bookmark called '\(name)' — say 'show my bookmarks'", url: url)
    }

    func showHistory(_ query: String?) async -> Outcome {
        do {
            let entries = try query.map { try store.searchHistory($0, limit: 60) } ?? store.recentPages(limit: 60)
            guard !entries.isEmpty else {
                return Outcome(ok: true, detail: query.map { "Nothing in history matches '\($0)'" } ?? "No history yet", url: url)
            }
            let format = DateFormatter()
            format.dateStyle = .medium
            format.timeStyle = .short
            let items = entries.map { InternalPage.Item(title: $0.title ?? $0.url, url: $0.url, note: format.string(from: $0.visitedAt)) }
            let title = query.map { "History: \($0)" } ?? "History"
            return await show(InternalPage(title: title, intro: "Say 'click' and a number to open a page.", items: items),
                              said: "\(entries.count) page\(entries.count == 1 ? "" : "s") in history\(query.map { " for '\($0)'" } ?? "")")
        } catch {
            return failed(error)
        }
    }

    /// Forgets history (after the person confirmed): all of it; a recent `period`'s visits; the pages with the words of
    /// `query`; or, for `Command.thisSite`, every page of the active page's site.
    public func clearHistory(query: String? = nil, period: HistoryPeriod? = nil, now: Date = Date()) -> Outcome {
        do {
            // `recorded` stays: the pages still open were visited before the clear, and a late title or load-state
            // change of one of them is not a new visit.
            if let period {
                let pages = try store.forgetVisits(since: period.start(before: now))
                return Outcome(ok: true, detail: "Cleared \(Self.describe(period)) (\(Self.pages(pages)))", url: url)
            }
            if query == Command.thisSite {
                guard let site = siteHere else { return noSiteHere() }
                return Outcome(ok: true, detail: "Forgot \(site) (\(Self.pages(try store.forgetSite(site))))", url: url)
            }
            if let query {
                return Outcome(ok: true, detail: "Forgot the pages with '\(query)' (\(Self.pages(try store.forgetPages(matching: query))))", url: url)
            }
            try store.clearHistory()
            return Outcome(ok: true, detail: "History cleared", url: url)
        } catch {
            return failed(error)
        }
    }

    /// The question clearing asks first ("Clear the last hour of history?"); nil when there is nothing to ask about —
    /// "forget this site" on a page of no site — and `clearHistory` says why.
    public func clearingQuestion(query: String?, period: HistoryPeriod?) -> String? {
        if let period { return "Clear \(Self.describe(period))?" }
        if query == Command.thisSite { return siteHere.map { "Forget every page of \($0) in your history?" } }
        if let query { return "Forget every page with '\(query)' in your history?" }
        return "Clear all history?"
    }

    /// The host of the active page, when it is a site's ("www." aside).
    private var siteHere: String? {
        guard let page = url, let u = URL(string: page), ["http", "https"].contains(u.scheme ?? ""), let host = u.host, !host.isEmpty
        else { return nil }
        return BrowserStore.bareHost(host)
    }

    private func noSiteHere() -> Outcome { Outcome(ok: false, detail: "This page is of no site to forget", url: url) }

    static func describe(_ period: HistoryPeriod) -> String {
        switch period {
        case .hour: "the last hour of history"
        case .today: "today's history"
        case .week: "the last 7 days of history"
        case .month: "the last 4 weeks of history"
        }
    }

    static func pages(_ n: Int) -> String { n == 1 ? "1 page" : "\(n) pages" }

    func showDownloads() async -> Outcome {
        do {
            let list = try store.downloads(limit: 60)
            guard !list.isEmpty else { return Outcome(ok: true, detail: "No downloads yet", url: url) }
            let items = list.map { d -> InternalPage.Item in
                let size = d.total.map { ByteCountFormatter.string(fromByteCount: $0, countStyle: .file) }
                let state: String = switch d.state {
                case .running: "downloading, \(ByteCountFormatter.string(fromByteCount: d.received, countStyle: .file))\(size.map { " of \($0)" } ?? "")"
                case .finished: "done\(size.map { ", \($0)" } ?? "")"
                case .failed: "failed: \(d.error ?? "unknown error")"
                case .cancelled: "cancelled"
                }
                return InternalPage.Item(title: (d.file as NSString).lastPathComponent, url: URL(fileURLWithPath: d.file).absoluteString,
                                         note: state)
            }
            return await show(InternalPage(title: "Downloads", intro: "Newest first.", items: items),
                              said: "\(list.count) download\(list.count == 1 ? "" : "s")")
        } catch {
            return failed(error)
        }
    }

    /// Shows a generated list page in the active tab, numbered so "click 3" opens the third entry.
    private func show(_ page: InternalPage, said: String) async -> Outcome {
        guard let tab = browser.activeTab else { return Outcome(ok: false, detail: "No tab is open", url: nil) }
        do {
            try await tab.engine.loadHTML(page.html, baseURL: InternalPage.base.appendingPathComponent(page.title))
            _ = try? await tab.session.showLabels(true)
        } catch {
            return failed(error)
        }
        return Outcome(ok: true, detail: said, url: tab.engine.currentURL)
    }
}

/// The downloads side a front end provides (WebKitGTK's download API on Linux).
@MainActor
public protocol DownloadManaging: AnyObject {
    func download(_ target: Target?) async -> Outcome
    func cancelLatest() -> Outcome
}

/// A list page the browser makes itself (bookmarks, history, downloads): plain HTML, no script, every entry a link.
struct InternalPage {
    /// Where the browser's own list pages say they are: a file address (so their links may open local files too)
    /// that history and the tab session leave out.
    static let base = URL(string: "file:///avanues-browser/")!
    struct Item {
        let title: String
        let url: String
        let note: String?
    }
    let title: String
    let intro: String
    let items: [Item]

    static func escape(_ s: String) -> String { HTMLText.escape(s) }

    var html: String {
        let rows = items.map { i in
            "<li><a href=\"\(Self.escape(i.url))\">\(Self.escape(i.title))</a>"
                + (i.note.map { " <small>\(Self.escape($0))</small>" } ?? "") + "</li>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>\(Self.escape(title))</title>
            <style>body{font:16px sans-serif;margin:2em;max-width:60em}li{margin:.5em 0}small{color:#555;margin-left:.5em}</style>
            </head><body><h1>\(Self.escape(title))</h1><p>\(Self.escape(intro))</p><ol>
            \(rows)
            </ol></body></html>
            """
    }
}
