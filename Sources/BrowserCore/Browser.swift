import CommandModel
import Foundation
import PageScripts

/// One tab: a page engine, its page session and the executor that carries out page commands in it.
@MainActor
public final class Tab {
    public let id: Int
    public let session: PageSession
    public let executor: CommandExecutor
    public let isPrivate: Bool
    public var engine: any PageEngine { session.engine }
    /// A restored tab's address and title, loaded only when the tab is first shown (a restart with many tabs does
    /// not load them all at once).
    public internal(set) var pending: (url: URL, title: String?)?

    /// The tab's address: its page's, or the one waiting to load.
    public var url: String? { pending?.url.absoluteString ?? engine.currentURL }

    init(id: Int, engine: any PageEngine, isPrivate: Bool, homeURL: URL?) {
        self.id = id
        self.session = PageSession(engine: engine)
        self.executor = CommandExecutor(session: session, homeURL: homeURL)
        self.isPrivate = isPrivate
    }

    /// What the tab strip shows: the page title, else its address, else "New tab".
    public var label: String {
        if let pending { return pending.title ?? pending.url.absoluteString }
        if let t = engine.title?.trimmingCharacters(in: .whitespacesAndNewlines), !t.isEmpty { return t }
        if let u = engine.currentURL, !u.isEmpty, u != "about:blank" { return u }
        return "New tab"
    }
}

/// A tab closed by the person, kept so "reopen closed tab" can bring it back where it was.
public struct ClosedTab: Equatable, Sendable {
    public let url: String
    public let title: String?
    public let index: Int
    public init(url: String, title: String?, index: Int) {
        self.url = url
        self.title = title
        self.index = index
    }
}

/// The browser as a whole: its tabs and the commands that are about tabs rather than one page. Page commands go to
/// the active tab's executor. Platform front ends (the GTK window, the iOS app) watch it through the callbacks.
@MainActor
public final class Browser {
    public typealias EngineFactory = @MainActor (_ isPrivate: Bool) -> any PageEngine

    public private(set) var tabs: [Tab] = []
    public private(set) var activeIndex = 0
    /// Most recently closed last; private tabs are never remembered. At most `closedLimit`.
    public private(set) var closed: [ClosedTab] = []
    public static let closedLimit = 25
    /// Where new tabs and "go home" go (nil: an empty page).
    public var homeURL: URL? {
        didSet { for t in tabs { t.executor.homeURL = homeURL } }
    }
    /// A web search URL with `%s` for the query, for every tab.
    public var searchTemplate = "https://duckduckgo.com/?q=%s" {
        didSet { for t in tabs { t.executor.searchTemplate = searchTemplate } }
    }
    /// The person asked for numbers: new tabs and switched-to tabs show them too.
    public private(set) var labelsWanted = false
    /// A dialog a page of any tab opened (`alert`, `confirm`, …): whoever listens answers it; nil: answered at once.
    public var onDialog: (@MainActor (PageDialog) -> Void)?

    /// A tab was added (at its index) or removed; the active tab changed; a tab's page changed.
    public var onTabOpened: (@MainActor (Tab, Int) -> Void)?
    public var onTabClosed: (@MainActor (Tab) -> Void)?
    public var onActiveTabChanged: (@MainActor (Tab) -> Void)?

    let makeEngine: EngineFactory
    private var nextID = 1

    public init(homeURL: URL? = nil, makeEngine: @escaping EngineFactory) {
        self.homeURL = homeURL
        self.makeEngine = makeEngine
    }

    public var activeTab: Tab? { tabs.indices.contains(activeIndex) ? tabs[activeIndex] : nil }

    // MARK: tabs

    /// Opens a tab after the active one (or at the end), makes it active and loads `url` (the home page when nil).
    @discardableResult
    public func openTab(_ url: URL? = nil, isPrivate: Bool = false, at position: Int? = nil) async -> Outcome {
        let tab = Tab(id: nextID, engine: dialogsForwarded(makeEngine(isPrivate)), isPrivate: isPrivate, homeURL: homeURL)
        nextID += 1
        tab.executor.searchTemplate = searchTemplate
        let index = min(max(position ?? (tabs.isEmpty ? 0 : activeIndex + 1), 0), tabs.count)
        tabs.insert(tab, at: index)
        onTabOpened?(tab, index)
        activate(index)
        let kind = isPrivate ? "private tab" : "tab"
        guard let target = url ?? homeURL else {
            return Outcome(ok: true, detail: "Opened a new \(kind) (\(tabs.count) open)", url: tab.engine.currentURL)
        }
        do {
            try await tab.engine.load(target)
            if labelsWanted { try await tab.session.showLabels(true) }
        } catch {
            return Outcome(ok: false, detail: "Opened a new \(kind), but \(error)", url: tab.engine.currentURL)
        }
        return Outcome(ok: true, detail: "Opened a new \(kind) (\(tabs.count) open)", url: tab.engine.currentURL)
    }

    /// Closes the tab at `index` (the active one when nil). Closing the last tab opens the home page in a fresh one:
    /// a person driving by voice is never left without a page.
    @discardableResult
    public func closeTab(at index: Int? = nil) async -> Outcome {
        let i = index ?? activeIndex
        guard tabs.indices.contains(i) else { return noTab(i + 1) }
        let tab = discardTab(at: i)
        let name = tab.label
        if tabs.isEmpty {
            activeIndex = 0
            await openTab()
            return Outcome(ok: true, detail: "Closed '\(name)' — it was the last tab, so here is a new one", url: activeTab?.engine.currentURL)
        }
        if i < activeIndex || activeIndex >= tabs.count { activeIndex -= 1 }
        activate(min(activeIndex, tabs.count - 1))
        await loadPending()
        return Outcome(ok: true, detail: "Closed '\(name)' (\(tabs.count) open)", url: activeTab?.engine.currentURL)
    }

    /// Closes every tab but the active one ("close the other tabs"); each can be reopened, most recent first.
    @discardableResult
    public func closeOtherTabs() async -> Outcome {
        guard tabs.count > 1 else { return Outcome(ok: false, detail: "There are no other tabs", url: activeTab?.engine.currentURL) }
        let keep = activeIndex, count = tabs.count - 1
        for i in tabs.indices.reversed() where i != keep { discardTab(at: i) }
        activate(0)
        return Outcome(ok: true, detail: count == 1 ? "Closed the other tab" : "Closed the \(count) other tabs", url: activeTab?.engine.currentURL)
    }

    /// Closes every tab and opens the home page in a fresh one; the closed ones can be reopened one by one.
    @discardableResult
    public func closeAllTabs() async -> Outcome {
        let count = tabs.count
        for i in tabs.indices.reversed() { discardTab(at: i) }
        activeIndex = 0
        await openTab()
        let closedTabs = count == 1 ? "the tab" : "all \(count) tabs"
        return Outcome(ok: true, detail: "Closed \(closedTabs) — here is a new one", url: activeTab?.engine.currentURL)
    }

    /// Leaves private browsing ("leave private mode", "close the private tabs"): every private tab closes and none can
    /// be reopened; the others stay. With no other tab left, the home page opens in a fresh, ordinary one.
    @discardableResult
    public func closePrivateTabs() async -> Outcome {
        let keep = tabs.indices.filter { !tabs[$0].isPrivate }
        let count = tabs.count - keep.count
        guard count > 0 else { return Outcome(ok: false, detail: "No private tab is open", url: activeTab?.engine.currentURL) }
        let wasActive = activeIndex
        for i in tabs.indices.reversed() where tabs[i].isPrivate { discardTab(at: i) }
        let closedTabs = count == 1 ? "the private tab" : "the \(count) private tabs"
        guard !tabs.isEmpty else {
            activeIndex = 0
            await openTab()
            return Outcome(ok: true, detail: "Closed \(closedTabs) — here is a new one", url: activeTab?.engine.currentURL)
        }
        // The tab that was active stays so when it was ordinary; else the nearest ordinary tab before it.
        let before = keep.filter { $0 <= wasActive }.count
        activate(max(before - 1, 0))
        await loadPending()
        return Outcome(ok: true, detail: "Closed \(closedTabs) (\(tabs.count) open)", url: activeTab?.engine.currentURL)
    }

    /// Takes a tab out of the strip, remembering where it was so it can be reopened (unless private or empty).
    @discardableResult
    private func discardTab(at i: Int) -> Tab {
        let tab = tabs.remove(at: i)
        if !tab.isPrivate, let url = tab.url, !url.isEmpty, url != "about:blank" {
            closed.append(ClosedTab(url: url, title: tab.pending.map { $0.title } ?? tab.engine.title, index: i))
            if closed.count > Self.closedLimit { closed.removeFirst() }
        }
        onTabClosed?(tab)
        return tab
    }

    /// Switches to tab `number` (counting from 1, as the tab strip shows).
    @discardableResult
    public func switchTab(to number: Int) async -> Outcome {
        guard tabs.indices.contains(number - 1) else { return noTab(number) }
        activate(number - 1)
        await loadPending()
        await refreshLabels()
        return Outcome(ok: true, detail: "Tab \(number): \(tabs[number - 1].label)", url: activeTab?.engine.currentURL)
    }

    @discardableResult
    public func cycleTab(by step: Int) async -> Outcome {
        guard tabs.count > 1 else { return Outcome(ok: false, detail: "There is only one tab — say 'open a new tab'", url: activeTab?.engine.currentURL) }
        let n = ((activeIndex + step) % tabs.count + tabs.count) % tabs.count
        return await switchTab(to: n + 1)
    }

    @discardableResult
    public func reopenClosedTab() async -> Outcome {
        guard let last = closed.popLast(), let url = URL(string: last.url) else {
            return Outcome(ok: false, detail: "No closed tab to reopen", url: activeTab?.engine.currentURL)
        }
        let outcome = await openTab(url, at: min(last.index, tabs.count))
        guard outcome.ok else { return outcome }
        return Outcome(ok: true, detail: "Reopened '\(last.title ?? last.url)'", url: outcome.url)
    }

    public func listTabs() -> Outcome {
        let list = tabs.enumerated().map { i, t in "\(i + 1) \(t.label)\(i == activeIndex ? " (this one)" : "")" }
        return Outcome(ok: true, detail: "\(tabs.count) tab\(tabs.count == 1 ? "" : "s"): " + list.joined(separator: ", "),
                       url: activeTab?.engine.currentURL)
    }

    func noTab(_ number: Int) -> Outcome {
        Outcome(ok: false, detail: "No tab \(number) — there \(tabs.count == 1 ? "is 1 tab" : "are \(tabs.count) tabs")",
                url: activeTab?.engine.currentURL)
    }

    private func activate(_ index: Int) {
        activeIndex = index
        if let tab = activeTab { onActiveTabChanged?(tab) }
    }

    /// Loads the active tab's restored page if it has not been loaded yet.
    func loadPending() async {
        guard let tab = activeTab, let pending = tab.pending else { return }
        tab.pending = nil
        try? await tab.engine.load(pending.url)
    }

    /// Brings back a saved session: its tabs (loaded when first shown, the active one now) and its closed tabs.
    /// Tabs already open stay, after the restored ones.
    @discardableResult
    public func restore(tabs saved: [(url: URL, title: String?)], active: Int, closed: [ClosedTab]) async -> Outcome {
        for (i, s) in saved.enumerated() {
            let tab = Tab(id: nextID, engine: dialogsForwarded(makeEngine(false)), isPrivate: false, homeURL: homeURL)
            nextID += 1
            tab.executor.searchTemplate = searchTemplate
            tab.pending = s
            tabs.insert(tab, at: i)
            onTabOpened?(tab, i)
        }
        self.closed = Array(closed.suffix(Self.closedLimit))
        guard !tabs.isEmpty else { return Outcome(ok: true, detail: "Nothing to restore", url: nil) }
        activate(min(max(active, 0), tabs.count - 1))
        await loadPending()
        let n = saved.count
        return Outcome(ok: true, detail: "Restored \(n) tab\(n == 1 ? "" : "s") from last time", url: activeTab?.engine.currentURL)
    }

    /// A tab switched to shows numbers when the person wants them, and fresh ones (the page may have moved).
    private func refreshLabels() async {
        guard let tab = activeTab else { return }
        if labelsWanted || tab.session.labelsShown { _ = try? await tab.session.showLabels(labelsWanted) }
    }

    // MARK: commands

    /// Carries out a command: tab commands here, page commands in the active tab.
    public func execute(_ command: Command) async -> Outcome {
        // "Open the youtube tab" read as a click on a tab: a browser tab of that name, else the page's own.
        if case .click(.text(let description), nil) = command, let name = ElementChooser.tabName(in: description) {
            return await switchTab(named: name)
        }
        switch command {
        case .tab(let action, let index, let isPrivate, let target, let destination, let url):
            switch action {
            case .open:
                if let target { return await openLink(target, isPrivate: isPrivate ?? false) }
                // "Open it in a new tab", "open this in a new tab" (the model reads "it" as a place): the element last
                // acted on; with none on this page, the page itself.
                if let destination, url == nil, ElementChooser.pointsBack(destination) || ElementChooser.pointsHere(destination) {
                    return await openLastActedOrThisPage(isPrivate: isPrivate ?? false)
                }
                if destination != nil || url != nil { return await openPlace(destination, url: url, isPrivate: isPrivate ?? false) }
                return await openTab(isPrivate: isPrivate ?? false)
            case .close:
                if case .text(let name)? = target { return await closeTab(named: name) }
                return await closeTab(at: index.map { $0 - 1 })
            case .switch:
                if case .text(let name)? = target { return await switchTab(named: name) }
                return await switchTab(to: index ?? activeIndex + 1)
            case .next: return await cycleTab(by: 1)
            case .previous: return await cycleTab(by: -1)
            case .reopen: return await reopenClosedTab()
            case .list: return listTabs()
            case .closeOthers: return await closeOtherTabs()
            case .closeAll: return isPrivate == true ? await closePrivateTabs() : await closeAllTabs()
            case .duplicate: return await duplicateTab(isPrivate: isPrivate ?? false)
            }
        default:
            await loadPending()
            guard let tab = activeTab else { return Outcome(ok: false, detail: "No tab is open", url: nil) }
            if case .labels(let action) = command { labelsWanted = action == .show }
            return await tab.executor.execute(command)
        }
    }

    /// Opens a link of the active page in a new tab after it ("open link 12 in a new tab"). A link on a private
    /// page opens in a private tab, whatever was said: it must not reach the history.
    func openLink(_ target: Target, isPrivate: Bool) async -> Outcome {
        await loadPending()
        guard let tab = activeTab else { return Outcome(ok: false, detail: "No tab is open", url: nil) }
        let choice: CommandExecutor.LinkChoice
        do { choice = try await tab.executor.link(target) } catch {
            return Outcome(ok: false, detail: "\(error)", url: tab.engine.currentURL)
        }
        switch choice {
        case .refused(let outcome): return outcome
        case .link(let url, let name):
            let privately = isPrivate || tab.isPrivate
            let opened = await openTab(url, isPrivate: privately)
            guard opened.ok else { return opened }
            let what = name.isEmpty ? url.absoluteString : "'\(name)'"
            return Outcome(ok: true, detail: "Opened \(what) in a new \(privately ? "private tab" : "tab") (\(tabs.count) open)", url: opened.url)
        }
    }

    /// Opens a place said in a new tab after the active one ("open youtube in a new tab"): its address, or a web
    /// search for it when it is no known site (as "go to …" does). From a private page the new tab is private too.
    private func openPlace(_ destination: String?, url: String?, isPrivate: Bool) async -> Outcome {
        let said = destination ?? url ?? ""
        let address = url.flatMap(URL.init(string:)) ?? CommandExecutor.searchURL(for: said, template: searchTemplate)
        guard let address else { return Outcome(ok: false, detail: "Cannot open '\(said)'", url: activeTab?.engine.currentURL) }
        let privately = isPrivate || activeTab?.isPrivate == true
        let opened = await openTab(address, isPrivate: privately)
        guard opened.ok else { return opened }
        let what = url != nil ? said : "a search for '\(said)'"
        return Outcome(ok: true, detail: "Opened \(what) in a new \(privately ? "private tab" : "tab") (\(tabs.count) open)", url: opened.url)
    }

    /// Loads what a person typed in the address bar: an address, a file, or else a web search.
    @discardableResult
    public func go(to text: String) async -> Outcome {
        guard let tab = activeTab else { return Outcome(ok: false, detail: "No tab is open", url: nil) }
        switch AddressInput.resolve(text) {
        case .none: return Outcome(ok: false, detail: "Type an address or words to search for", url: tab.engine.currentURL)
        case .url(let url): return await tab.executor.execute(.navigate(.open, destination: text, url: url.absoluteString))
        case .search(let query): return await tab.executor.execute(.search(query: query, scope: .web))
        }
    }
}

/// What the address bar makes of typed text.
public enum AddressInput: Equatable {
    case url(URL)
    case search(String)
    case none

    public static func resolve(_ raw: String) -> AddressInput {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .none }
        let lower = text.lowercased()
        for scheme in ["http://", "https://", "file://", "about:", "data:"] where lower.hasPrefix(scheme) {
            return URL(string: text).map(AddressInput.url) ?? .search(text)
        }
        if text.hasPrefix("/") || text.hasPrefix("~/") {
            let path = (text as NSString).expandingTildeInPath
            if FileManager.default.fileExists(atPath: path) { return .url(URL(fileURLWithPath: path)) }
        }
        // A host name: no spaces, a dot with letters after it (example.org, en.wikipedia.org/wiki/X), or localhost.
        if !text.contains(" ") {
            let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text
            let hostName = host.split(separator: ":").first.map(String.init) ?? host
            let labels = hostName.split(separator: ".", omittingEmptySubsequences: false)
            let looksLikeHost = hostName == "localhost"
                || (labels.count >= 2 && labels.allSatisfy { !$0.isEmpty } && labels.last!.allSatisfy(\.isLetter))
                || hostName.split(separator: ".").count == 4 && hostName.split(separator: ".").allSatisfy { Int($0).map { (0...255).contains($0) } ?? false }
            if looksLikeHost, let url = URL(string: (hostName == "localhost" || hostName.first!.isNumber ? "http://" : "https://") + text) {
                return .url(url)
            }
        }
        return .search(text)
    }
}
