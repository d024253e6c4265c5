import BrowserCore
import Foundation
import PageScripts

/// An in-memory `PageEngine`: records what it was asked, answers page-script calls from canned results, and
/// lets a test deliver raw messages as a page would.
@MainActor
public final class FakeEngine: PageEngine {
    public var currentURL: String?
    public var title: String? = "Fake"
    public var zoomLevel = 1.0
    public var onMessage: (@MainActor (String) -> Void)?
    public var onDialog: (@MainActor (PageDialog) -> Void)?
    /// Answers given to the dialogs `openDialog` opened: (yes, text).
    public private(set) var dialogAnswers: [(Bool, String?)] = []

    /// The page opens a dialog, as a script's `confirm("…")` does; answered at once when nobody listens.
    @discardableResult
    public func openDialog(_ kind: PageDialog.Kind, _ message: String, defaultText: String? = nil) -> PageDialog {
        let dialog = PageDialog(kind: kind, message: message, defaultText: defaultText) { [weak self] yes, text in
            self?.dialogAnswers.append((yes, text))
        }
        if let onDialog { onDialog(dialog) } else { dialog.answerAlone() }
        if !dialog.isAnswered { waitingOn = dialog }
        return dialog
    }
    /// A dialog left open: the page's script, and the call that opened it, wait until it is answered.
    private var waitingOn: PageDialog?
    public private(set) var installed: [String] = []
    public private(set) var loaded: [URL] = []
    public private(set) var calls: [String] = []
    public private(set) var history: [String] = []
    /// Result JSON per page-script method ("scan", "act", …) or per action ("act:select"); the secret and envelope are
    /// added by the fake.
    public var results: [String: String] = [:]
    /// Overrides the whole reply (to test rejections).
    public var rawReply: String?
    /// Told of each page-script call before it is answered (a test changes the page as the call would).
    public var onCall: (@MainActor (String) -> Void)?
    public var secret = ""

    public init(url: String = "https://example.org/page") { currentURL = url }

    public func install(userScript: String) {
        installed.append(userScript)
        if let range = userScript.range(of: #"const SECRET = "([0-9a-f]+)""#, options: .regularExpression) {
            secret = String(userScript[range].dropFirst(16).dropLast())
        }
    }

    public func load(_ url: URL) async throws {
        loaded.append(url)
        forwardHistory = []
        if let c = currentURL { history.append(c) }
        currentURL = url.absoluteString
    }

    public func loadHTML(_ html: String, baseURL: URL?) async throws { currentURL = baseURL?.absoluteString ?? "about:blank" }
    public func goBack(steps: Int) async throws -> Int {
        var went = 0
        while went < steps, let last = history.popLast() {
            if let c = currentURL { forwardHistory.append(c) }
            currentURL = last
            went += 1
        }
        return went
    }
    public func goForward(steps: Int) async throws -> Int {
        var went = 0
        while went < steps, let next = forwardHistory.popLast() {
            if let c = currentURL { history.append(c) }
            currentURL = next
            went += 1
        }
        return went
    }
    public private(set) var forwardHistory: [String] = []
    public var canGoBack: Bool { !history.isEmpty }
    public var canGoForward: Bool { !forwardHistory.isEmpty }
    public func reload() async throws { calls.append("reload") }
    public func stopLoading() { calls.append("stop") }
    public func settle() async -> String? { nil }
    public func snapshot(to path: String) async throws {}

    public func evaluate(_ script: String) async throws -> String {
        calls.append(script)
        onCall?(script)
        while let dialog = waitingOn, !dialog.isAnswered { try await Task.sleep(nanoseconds: 2_000_000) }
        waitingOn = nil
        if let rawReply { return rawReply }
        guard let method = script.range(of: #"\]\("([a-z]+)""#, options: .regularExpression).map({ String(script[$0].dropFirst(3).dropLast()) })
        else { throw EngineError.scriptFailed("unknown call") }
        let origin = BridgeEnvelope.origin(of: currentURL ?? "")
        // "act:select": the reply to one operation of `act`, where a test needs them to differ.
        let op = script.range(of: #""op":"[a-z]+""#, options: .regularExpression).map { String(script[$0].dropFirst(6).dropLast()) }
        let result = op.flatMap { results["\(method):\($0)"] } ?? results[method] ?? "null"
        return #"{"secret":"\#(secret)","frame":"top","origin":"\#(origin)","method":"\#(method)","ok":true,"result":\#(result)}"#
    }
}
