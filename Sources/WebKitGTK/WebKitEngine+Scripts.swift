import Foundation
import BrowserCore
import CWebKitGTK
import PageScripts

/// Scripts run in the isolated world and pictures of the page.
extension WebKitEngine {
    public func evaluate(_ script: String) async throws -> String {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, Error>) in
            let box = Unmanaged.passRetained(Box(continuation)).toOpaque()
            webkit_web_view_evaluate_javascript(view, script, -1, PageScripts.world, "avanues://bridge", nil, { source, result, data in
                let box = Unmanaged<Box<String>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let value = webkit_web_view_evaluate_javascript_finish(webView(source), result, &error)
                if let error {
                    let message = String(cString: error.pointee.message)
                    g_error_free(error)
                    box.continuation.resume(throwing: EngineError.scriptFailed(message))
                    return
                }
                guard let value else { return box.continuation.resume(throwing: EngineError.scriptFailed("no result")) }
                defer { g_object_unref(UnsafeMutableRawPointer(value)) }
                guard jsc_value_is_string(value) != 0, let text = jsc_value_to_string(value) else {
                    return box.continuation.resume(throwing: EngineError.scriptFailed("the script did not return text"))
                }
                let string = String(cString: text)
                g_free(text)
                box.continuation.resume(returning: string)
            }, box)
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
