import Foundation
import BrowserCore
import CWebKitGTK
import PageScripts

/// Scripts run in the isolated world and pictures of the page.
extension WebKitEngine {
    /// How long a script may take before the page is said to be busy: its own scripts hold the web process (a loop
    /// that does not end), and every command would wait for them. `AVANUES_SCRIPT_TIMEOUT_MS` sets it (tests).
    static let scriptTimeout: Double = ProcessInfo.processInfo.environment["AVANUES_SCRIPT_TIMEOUT_MS"].flatMap(Double.init).map { $0 / 1000 } ?? 10

    public func evaluate(_ script: String) async throws -> String {
        let busy = EngineError.timedOut("the page did not answer in \(Int(Self.scriptTimeout)) s: its own scripts keep it busy — say 'reload' or 'go back'")
        // Still busy with a script that did not answer: no other waits its time out behind it.
        if scriptsBusy { throw busy }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, Error>) in
            let once = OnceBox(continuation)
            let box = Unmanaged.passRetained(once).toOpaque()
            let timer = Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(Self.scriptTimeout * 1e9))
                if once.resume(.failure(busy)) { self?.scriptsBusy = true }
            }
            webkit_web_view_evaluate_javascript(view, script, -1, PageScripts.world, "avanues://bridge", nil, { source, result, data in
                let once = Unmanaged<OnceBox<String>>.fromOpaque(data!).takeRetainedValue()
                once.answered?()
                var error: UnsafeMutablePointer<GError>?
                let value = webkit_web_view_evaluate_javascript_finish(webView(source), result, &error)
                if let error {
                    let message = String(cString: error.pointee.message)
                    g_error_free(error)
                    once.resume(.failure(EngineError.scriptFailed(message)))
                    return
                }
                guard let value else { once.resume(.failure(EngineError.scriptFailed("no result"))); return }
                defer { g_object_unref(UnsafeMutableRawPointer(value)) }
                guard jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                    once.resume(.failure(EngineError.scriptFailed("the script did not return text")))
                    return
                }
                let string = String(cString: text)
                g_free(text)
                once.resume(.success(string))
            }, box)
            once.answered = { [weak self] in
                timer.cancel()
                self?.scriptsBusy = false
            }
        }
    }

    public func snapshot(to path: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            let box = Unmanaged.passRetained(Box(continuation, path)).toOpaque()
            webkit_web_view_get_snapshot(view, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil, { source, result, data in
                let box = Unmanaged<Box<Void>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                guard let texture = webkit_web_view_get_snapshot_finish(webView(source), result, &error) else {
                    let message = error.map { String(cString: $0.pointee.message) } ?? "no image"
                    if let error { g_error_free(error) }
                    return box.continuation.resume(throwing: EngineError.snapshotFailed(message))
                }
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                if gdk_texture_save_to_png(texture, box.path) != 0 {
                    box.continuation.resume()
                } else {
                    box.continuation.resume(throwing: EngineError.snapshotFailed("cannot write \(box.path)"))
                }
            }, box)
        }
    }
}

private func webView(_ source: UnsafeMutablePointer<GObject>?) -> UnsafeMutablePointer<WebKitWebView> {
    UnsafeMutableRawPointer(source!).assumingMemoryBound(to: WebKitWebView.self)
}

/// Carries a continuation through a C callback's user data.
final class Box<T>: @unchecked Sendable {
    let continuation: CheckedContinuation<T, Error>
    let path: String
    init(_ continuation: CheckedContinuation<T, Error>, _ path: String = "") {
        self.continuation = continuation
        self.path = path
    }
}

/// A continuation resumed by whichever comes first, the script's answer or the time running out; the other is dropped.
/// Both run on the main thread.
final class OnceBox<T: Sendable>: @unchecked Sendable {
    private var continuation: CheckedContinuation<T, Error>?
    /// Called when the script answers, in time or late.
    var answered: (() -> Void)?
    init(_ continuation: CheckedContinuation<T, Error>) { self.continuation = continuation }
    /// Whether this was the first.
    @discardableResult func resume(_ result: Result<T, Error>) -> Bool {
        guard let c = continuation else { return false }
        continuation = nil
        c.resume(with: result)
        return true
    }
}
