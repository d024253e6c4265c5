import BrowserCore
import CWebKitGTK
import Foundation

/// Offline mode (`WebKitEngine.Options.offline`): a content rule list that blocks every http(s) and WebSocket request
/// before it leaves, added to an engine's content manager before its first load.
@MainActor
enum OfflineRules {
    /// The rules, in WebKit's content blocker format (it has no alternation, hence one rule per scheme); compiled
    /// once per process.
    static let rules = #"""
        [{"trigger": {"url-filter": "^https?://"}, "action": {"type": "block"}},
         {"trigger": {"url-filter": "^wss?://"}, "action": {"type": "block"}}]
        """#
    private static var compiled: OpaquePointer?

    static func filter() async throws -> OpaquePointer {
        if let filter = compiled { return filter }
        // The store keeps the compiled rules in a file; a folder of this process's own, removed once they are loaded.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-rules-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = webkit_user_content_filter_store_new(folder)!
        defer { g_object_unref(UnsafeMutableRawPointer(store)) }
        let filter: OpaquePointer = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<OpaquePointer, Error>) in
            let box = Unmanaged.passRetained(Box(continuation)).toOpaque()
            let bytes = g_bytes_new(rules, gsize(rules.utf8.count))
            webkit_user_content_filter_store_save(store, "avanues-offline", bytes, nil, { source, result, data in
                let box = Unmanaged<Box<OpaquePointer>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                guard let filter = webkit_user_content_filter_store_save_finish(OpaquePointer(source), result, &error) else {
                    let message = error.map { String(cString: $0.pointee.message) } ?? "no filter"
                    if let error { g_error_free(error) }
                    return box.continuation.resume(throwing: EngineError.unavailable("the offline rules did not compile: \(message)"))
                }
                nonisolated(unsafe) let compiled = filter  // handed over once, used on the main thread only
                box.continuation.resume(returning: compiled)
            }, box)
            g_bytes_unref(bytes)
        }
        compiled = filter
        return filter
    }
}
