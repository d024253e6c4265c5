import BrowserCore
import CWebKitGTK
import Foundation
import PageScripts

/// `PageEngine` over WebKitGTK 6.0: a web view in a GTK window, scripts in an isolated world, messages through a
/// handler registered only in that world. Drive it from the main actor inside `MainLoop.run`.
@MainActor
public final class WebKitEngine: PageEngine {
    public struct Options: Sendable {
        public var width = 1280
        public var height = 800
        /// No cookies, cache or storage written anywhere (private browsing; the default for the CLI).
        public var ephemeral = true
        /// Lets file: pages read same-directory frames (local test pages and saved sites).
        public var fileAccessFromFileURLs = false
        /// The view goes into a window someone else builds (the desktop browser) instead of a window of its own.
        public var embedded = false
        /// Where a non-ephemeral engine keeps cookies and site data (nil: WebKit's default folders).
        public var dataDirectory: String?
        public var cacheDirectory: String?
        /// Nothing is fetched from the network: http(s) and WebSocket requests are blocked by a content rule before
        /// they leave, so a saved page is read exactly as it is on disk (and no tracker on it learns it was opened).
        public var offline = false
        /// Where a page's `print()` saves the page as a PDF (nil: printing is not done).
        public var printFolder: String?
        public init() {}
    }

    let view: UnsafeMutablePointer<WebKitWebView>
    let window: UnsafeMutablePointer<GtkWindow>?
    let manager: OpaquePointer
    public var onMessage: (@MainActor (String) -> Void)?
    /// The title, address or loading state changed.
    public var onChange: (@MainActor () -> Void)?
    /// The page asked for a new window (a `target=_blank` link, `window.open`); the browser opens a tab instead.
    public var onNewWindow: (@MainActor (URL) -> Void)?
    public var onDialog: (@MainActor (PageDialog) -> Void)?
    let printFolder: String?
    /// The network session the page loads through (downloads start from it).
    public var networkSession: OpaquePointer? { webkit_web_view_get_network_session(view) }
    /// The view as a GTK widget, for a window that embeds it.
    public var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self) }

    /// The document is parsed (DOMContentLoaded) — a world and channel of the engine's own, not the page bridge's.
    static let readyWorld = "avanues-engine"
    static let readyChannel = "avanues-ready"
    /// How long after the document is ready a load still waits for the rest (images, late scripts) before it
    /// returns anyway: a person should not wait for every advert, nor for a resource that will never come.
    public static let readyGrace: Double = 1.0

    private let offline: Bool
    private var networkBlocked = false

    private var loadWaiters: [(id: Int, continuation: CheckedContinuation<Void, Error>)] = []
    private var nextWaiter = 0
    private var loadFailure: String?
    private var loading = false

    public init(options: Options = Options()) {
        offline = options.offline
        printFolder = options.printFolder
        manager = webkit_user_content_manager_new()
        let (session, owned) = Self.networkSession(options)
        view = avn_web_view_new(manager, session)!
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        if owned { g_object_unref(UnsafeMutableRawPointer(session)) }
        let settings = webkit_web_view_get_settings(view)
        webkit_settings_set_enable_write_console_messages_to_stdout(settings, 0)
        webkit_settings_set_allow_file_access_from_file_urls(settings, options.fileAccessFromFileURLs ? 1 : 0)
        window = options.embedded ? nil : avn_window_new(view, Int32(options.width), Int32(options.height))
        _ = webkit_user_content_manager_register_script_message_handler(manager, PageScripts.channel, PageScripts.world)
        _ = webkit_user_content_manager_register_script_message_handler(manager, Self.readyChannel, Self.readyWorld)
        let ready = webkit_user_script_new_for_world(
            "window.webkit.messageHandlers['\(Self.readyChannel)'].postMessage('')", WEBKIT_USER_CONTENT_INJECT_TOP_FRAME,
            WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END, Self.readyWorld, nil, nil)
        webkit_user_content_manager_add_script(manager, ready)
        webkit_user_script_unref(ready)
        connectSignals()
        if let window { avn_window_present(window) }
    }

    isolated deinit {
        // The view can outlive the engine (a window's tab stack lets go of it later) and still emits signals while
        // it goes: they must not reach this freed engine.
        for instance in [UnsafeMutableRawPointer(view), UnsafeMutableRawPointer(manager)] {
            g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, context)
        }
        if let window { avn_window_destroy(window) }
        g_object_unref(UnsafeMutableRawPointer(view))
        g_object_unref(UnsafeMutableRawPointer(manager))
    }

    public var canGoBack: Bool { webkit_web_view_can_go_back(view) != 0 }
    public var canGoForward: Bool { webkit_web_view_can_go_forward(view) != 0 }
    public var isLoading: Bool { webkit_web_view_is_loading(view) != 0 }

    // MARK: signals

    private var context: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    private static func engine(_ data: gpointer?) -> WebKitEngine {
        Unmanaged<WebKitEngine>.fromOpaque(data!).takeUnretainedValue()
    }

    private func connectSignals() {
        let loadChanged: @convention(c) (OpaquePointer?, WebKitLoadEvent, gpointer?) -> Void = { _, event, data in
            MainActor.assumeIsolated { WebKitEngine.engine(data).loadChanged(event) }
        }
        let loadFailed: @convention(c) (OpaquePointer?, WebKitLoadEvent, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean = {
            _, event, uri, error, data in
            // A load replaced by another is cancelled; that is not a failure of the one being waited for.
            if let error, error.pointee.domain == webkit_network_error_quark(), error.pointee.code == Int32(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue) {
                return 0
            }
            // Nor is a load that became a download.
            let policy = error?.pointee.domain == webkit_policy_error_quark()
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            // Failed before it committed (no network, no such host): the page shown stays, usable, rather than
            // WebKit's error page, whose script cannot answer; the failure is said instead.
            let beforeCommit = event == WEBKIT_LOAD_STARTED || event == WEBKIT_LOAD_REDIRECTED
            MainActor.assumeIsolated {
                let engine = WebKitEngine.engine(data)
                if !engine.awaitingStart { engine.loadFailure = message }
                if beforeCommit { engine.failedBeforeCommit = true }
                engine.navigationAsked = false
                if !policy { engine.failures += 1 }
                engine.lastFailure = "could not load \(uri.map { String(cString: $0) } ?? "the page"): \(message)"
            }
            return beforeCommit ? 1 : 0
        }
        let terminated: @convention(c) (OpaquePointer?, WebKitWebProcessTerminationReason, gpointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated {
                let engine = WebKitEngine.engine(data)
                // Ended on purpose, a hung page before a load (`endHungPage`): the load to come is waited for.
                if engine.endingHungPage { engine.endingHungPage = false; return }
                engine.loadFailure = "the web process ended"
                engine.finishLoad()
            }
        }
        let message: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, value, data in
            guard let value, let json = jsc_value_to_string(value) else { return }
            let body = String(cString: json)
            g_free(json)
            MainActor.assumeIsolated { WebKitEngine.engine(data).onMessage?(body) }
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "load-changed", unsafeBitCast(loadChanged, to: GCallback.self), context)
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "load-failed", unsafeBitCast(loadFailed, to: GCallback.self), context)
        _ = avn_signal_connect(
            UnsafeMutableRawPointer(view), "web-process-terminated", unsafeBitCast(terminated, to: GCallback.self), context)
        _ = avn_signal_connect(
            UnsafeMutableRawPointer(manager), "script-message-received::\(PageScripts.channel)",
            unsafeBitCast(message, to: GCallback.self), context)
        let changed: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated { WebKitEngine.engine(data).onChange?() }
        }
        for property in ["title", "uri", "is-loading"] {
            _ = avn_signal_connect(UnsafeMutableRawPointer(view), "notify::\(property)", unsafeBitCast(changed, to: GCallback.self), context)
        }
        let create: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> UnsafeMutableRawPointer? = { _, action, data in
            guard let action, let request = webkit_navigation_action_get_request(action),
                  let uri = webkit_uri_request_get_uri(request), let url = URL(string: String(cString: uri)) else { return nil }
            MainActor.assumeIsolated { WebKitEngine.engine(data).onNewWindow?(url) }
            return nil
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "create", unsafeBitCast(create, to: GCallback.self), context)
        // A navigation asked for (a link followed, a form sent) to another document: `settle` waits for its load to
        // start, which takes a while when WebKit starts a web process for it. WebKit decides as it would alone.
        let decide: @convention(c) (OpaquePointer?, OpaquePointer?, WebKitPolicyDecisionType, gpointer?) -> gboolean = { _, decision, type, data in
            guard type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, let decision,
                  let action = webkit_navigation_policy_decision_get_navigation_action(decision),
                  let request = webkit_navigation_action_get_request(action), let uri = webkit_uri_request_get_uri(request) else { return 0 }
            let target = String(cString: uri)
            MainActor.assumeIsolated {
                let engine = WebKitEngine.engine(data)
                let current = engine.currentURL ?? ""
                if target != current && !WebKitEngine.sameDocument(target, current) { engine.navigationAsked = true }
            }
            return 0
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "decide-policy", unsafeBitCast(decide, to: GCallback.self), context)
        connectDialogs(context: context)
        let ready: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated { WebKitEngine.engine(data).documentReady() }
        }
        _ = avn_signal_connect(
            UnsafeMutableRawPointer(manager), "script-message-received::\(Self.readyChannel)",
            unsafeBitCast(ready, to: GCallback.self), context)
    }

    /// Set when a navigation is requested; events until its STARTED belong to the load it replaced.
    private var awaitingStart = false

    /// What the pending navigation asked for, to name it in errors.
    private var requested = ""

    private func beginNavigation(_ url: String? = nil) {
        loadFailure = nil
        awaitingStart = true
        requested = url ?? currentURL ?? ""
    }

    private func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED:
            failedBeforeCommit = false
            navigationAsked = false
            awaitingStart = false
            loading = true
            loadFailure = nil
            readyGeneration += 1
        case WEBKIT_LOAD_COMMITTED:
            committedURL = currentURL
        case WEBKIT_LOAD_FINISHED:
            loading = false
            if awaitingStart { return }
            finishLoad()
        default: break
        }
    }

    private var readyGeneration = 0

    /// The document is parsed; if the load is still going after the grace period, waiters are let go.
    private func documentReady() {
        readyGeneration += 1
        let generation = readyGeneration
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(Self.readyGrace * 1e9))
            guard let self, self.readyGeneration == generation, self.loading, !self.loadWaiters.isEmpty else { return }
            self.finishLoad()
        }
    }

    private func finishLoad() {
        let waiters = loadWaiters
        loadWaiters = []
        let failure = loadFailure
        for (_, w) in waiters {
            if let failure { w.resume(throwing: EngineError.loadFailed(url: requested, reason: failure)) } else { w.resume() }
        }
    }

    /// Waits for the load in progress to finish, failing after `timeout` seconds.
    private func waitForLoad(timeout: Double) async throws {
        nextWaiter += 1
        let id = nextWaiter
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            loadWaiters.append((id, continuation))
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
                guard let self, let i = self.loadWaiters.firstIndex(where: { $0.id == id }) else { return }
                self.loadWaiters.remove(at: i).continuation.resume(throwing: EngineError.timedOut("page load after \(Int(timeout)) s"))
            }
        }
    }

    // MARK: PageEngine

    public func install(userScript source: String) {
        let script = webkit_user_script_new_for_world(
            source, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END, PageScripts.world, nil, nil)
        webkit_user_content_manager_add_script(manager, script)
        webkit_user_script_unref(script)
    }

    public func load(_ url: URL) async throws {
        await endHungPage()
        if offline && !networkBlocked {
            webkit_user_content_manager_add_filter(manager, try await OfflineRules.filter())
            networkBlocked = true
        }
        beginNavigation(url.absoluteString)
        if url.isFileURL, ["html", "htm"].contains(url.pathExtension.lowercased()), let data = try? Data(contentsOf: url),
           Self.declaresXHTML(data) {
            // WebKitGTK sniffs local files by content and parses pages that declare the XHTML namespace as XML;
            // a .html file is HTML. Such a page goes in as text/html bytes (its own charset honoured) — at the cost
            // of a back/forward entry, so only when the sniffing would misread it.
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            webkit_web_view_load_bytes(view, bytes, "text/html", nil, url.absoluteString)
            g_bytes_unref(bytes)
        } else {
            webkit_web_view_load_uri(view, url.absoluteString)
        }
        try await waitForLoad(timeout: 30)
        if currentURL == "about:blank", url.absoluteString != "about:blank" {
            // WebKit drops some requests without a failure signal (restricted ports such as 9 or 25).
            throw EngineError.loadFailed(url: url.absoluteString, reason: "the web engine refused to open it")
        }
    }

    /// The XHTML namespace in the first kilobytes (where the root element is).
    static func declaresXHTML(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return head.contains("http://www.w3.org/1999/xhtml")
    }

    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        beginNavigation()
        webkit_web_view_load_html(view, html, baseURL?.absoluteString)
        try await waitForLoad(timeout: 30)
    }

    public func goBack(steps: Int) async throws -> Int { try await go(by: -max(1, steps)) }
    public func goForward(steps: Int) async throws -> Int { try await go(by: max(1, steps)) }

    /// Goes to the history entry `offset` entries away, or the farthest one that way; how far it went.
    private func go(by offset: Int) async throws -> Int {
        let list = webkit_web_view_get_back_forward_list(view)
        var offset = offset
        while offset != 0, webkit_back_forward_list_get_nth_item(list, Int32(offset)) == nil { offset -= offset.signum() }
        guard offset != 0, let item = webkit_back_forward_list_get_nth_item(list, Int32(offset)) else { return 0 }
        await endHungPage()
        try await travel(to: item) { webkit_web_view_go_to_back_forward_list_item(view, item) }
        return abs(offset)
    }

    /// Goes to a history entry. Within the same document (only the #fragment differs) there is no load to wait
    /// for: WebKit scrolls and changes the address only.
    private func travel(to item: OpaquePointer?, _ go: () -> Void) async throws {
        let target = item.flatMap { webkit_back_forward_list_item_get_uri($0) }.map { String(cString: $0) }
        if let target, let current = currentURL, Self.sameDocument(target, current) {
            go()
            for _ in 0..<50 where currentURL != target { try? await Task.sleep(nanoseconds: 10_000_000) }
            return
        }
        beginNavigation(target)
        go()
        try await waitForLoad(timeout: 30)
    }

    static func sameDocument(_ a: String, _ b: String) -> Bool {
        func base(_ s: String) -> Substring { s.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
        return a != b && base(a) == base(b)
    }

    public func reload() async throws {
        await endHungPage()
        beginNavigation()
        webkit_web_view_reload(view)
        try await waitForLoad(timeout: 30)
    }

    public func stopLoading() { webkit_web_view_stop_loading(view) }

    @discardableResult public func settle() async -> String? {
        let before = failures
        try? await Task.sleep(nanoseconds: 40_000_000)
        // A navigation asked for whose load has not started yet: up to 1.5 s for it to start (or fail).
        for _ in 0..<150 where navigationAsked && !loading && failures == before { try? await Task.sleep(nanoseconds: 10_000_000) }
        navigationAsked = false
        if loading || webkit_web_view_is_loading(view) != 0 { try? await waitForLoad(timeout: 15) }
        return failures == before ? nil : lastFailure
    }

    /// Loads that failed (not cancelled, not become downloads) so far, and how the last one did: `settle` tells of
    /// one during its wait.
    private var failures = 0
    private var lastFailure: String?
    /// A navigation to another document was asked for and its load has not started yet.
    private var navigationAsked = false
    /// A script of ours did not answer in time and has not answered since (`evaluate`).
    var scriptsBusy = false
    private var endingHungPage = false

    /// A page whose scripts do not answer (`scriptsBusy`: a loop that does not end) holds a load too ("reload", "go
    /// back" waited for it for ever): its web process is ended first, and WebKit starts another for the load.
    private func endHungPage() async {
        guard scriptsBusy else { return }
        endingHungPage = true
        webkit_web_view_terminate_web_process(view)
        for _ in 0..<100 where endingHungPage { try? await Task.sleep(nanoseconds: 10_000_000) }
        endingHungPage = false
        scriptsBusy = false
    }

    /// The address of the page: `get_uri`, which names a load from its start, until it fails before committing
    /// (the page before it is still shown, so its address is the page's).
    public var currentURL: String? {
        let uri = webkit_web_view_get_uri(view).map { String(cString: $0) }
        return failedBeforeCommit ? committedURL ?? uri : uri
    }
    /// The address at the last COMMITTED, the document whose scripts answer.
    private var committedURL: String?
    private var failedBeforeCommit = false
    public var documentURL: String? { committedURL ?? currentURL }
    public var title: String? { webkit_web_view_get_title(view).map { String(cString: $0) } }

    public var zoomLevel: Double {
        get { webkit_web_view_get_zoom_level(view) }
        set { webkit_web_view_set_zoom_level(view, newValue) }
    }
}
