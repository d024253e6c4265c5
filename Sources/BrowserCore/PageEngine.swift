import Foundation

/// A web engine as the browser core sees it (WebKitGTK on Linux, WKWebView on Apple platforms).
/// Engines are driven from the main actor; scripts run in the engine's isolated script world only.
@MainActor
public protocol PageEngine: AnyObject {
    /// Loads a URL and returns when the main frame finished loading.
    func load(_ url: URL) async throws
    func loadHTML(_ html: String, baseURL: URL?) async throws
    /// Goes back (forward) `steps` pages in this tab's history, or as far as it goes; returns how many it went.
    func goBack(steps: Int) async throws -> Int
    func goForward(steps: Int) async throws -> Int
    func reload() async throws
    func stopLoading()
    /// After an action that may navigate: returns once a navigation it started has finished (or at once); why it
    /// failed, if it did ("could not load …: …").
    @discardableResult func settle() async -> String?
    var currentURL: String? { get }
    /// The address of the document shown, whose scripts answer: the last load's that committed. A load still asking
    /// the network, or one that failed before it committed (a link followed offline), changes `currentURL` only.
    var documentURL: String? { get }
    /// Whether there is a page to go back (forward) to in this tab's history.
    var canGoBack: Bool { get }
    var canGoForward: Bool { get }
    var title: String? { get }
    var zoomLevel: Double { get set }
    /// Runs a script in the isolated world and returns its result, which must be a string.
    func evaluate(_ script: String) async throws -> String
    /// Writes the visible part of the page as PNG.
    func snapshot(to path: String) async throws
    /// Raw bodies posted to the isolated world's message handler; `PageBridge` checks them before use.
    var onMessage: (@MainActor (String) -> Void)? { get set }
    /// The script injected at document end into every page, in the isolated world.
    func install(userScript: String)
    /// A dialog the page opened (`alert`, `confirm`, …); nil: each is answered at once (`PageDialog.answerAlone`).
    var onDialog: (@MainActor (PageDialog) -> Void)? { get set }
    /// Starts saving the page as a PDF, without a dialog; returns where (nil: this engine does not print).
    func printPage() -> String?
}

extension PageEngine {
    public func printPage() -> String? { nil }
    public var documentURL: String? { currentURL }

    /// One page back (forward).
    public func goBack() async throws { _ = try await goBack(steps: 1) }
    public func goForward() async throws { _ = try await goForward(steps: 1) }
}

public enum EngineError: Error, CustomStringConvertible, Equatable {
    case unavailable(String)
    case loadFailed(url: String, reason: String)
    case scriptFailed(String)
    case snapshotFailed(String)
    case timedOut(String)

    public var description: String {
        switch self {
        case .unavailable(let why): "web engine unavailable: \(why)"
        case .loadFailed(let url, let reason): "could not load \(url): \(reason)"
        case .scriptFailed(let why): "page script failed: \(why)"
        case .snapshotFailed(let why): "snapshot failed: \(why)"
        case .timedOut(let what): "timed out: \(what)"
        }
    }
}
