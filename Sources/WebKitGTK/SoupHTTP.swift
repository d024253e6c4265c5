import CWebKitGTK
import Foundation

/// The Linux HTTP client for the opt-in cloud model: libsoup, which the web engine already loads, so the app does
/// not load a second HTTP and TLS stack (Foundation's URLSession brings libcurl, OpenSSL and GnuTLS, about 4 MiB of
/// resident memory in every window, for a feature that is off by default). TLS goes through glib-networking, as
/// for the web engine's own requests.
public enum SoupHTTP {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sends one request on a thread of its own (libsoup's synchronous API, with a session and main context that
    /// belong to that thread) and returns the body and HTTP status.
    public static func send(url: URL, method: String, headers: [String: String], body: Data, timeout: Double) async throws -> (Data, Int) {
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<(Data, Int), Error>) in
            let thread = Thread {
                done.resume(with: Result { try sendNow(url: url, method: method, headers: headers, body: body, timeout: timeout) })
            }
            thread.name = "avanues-http"
            thread.start()
        }
    }

    static func sendNow(url: URL, method: String, headers: [String: String], body: Data, timeout: Double) throws -> (Data, Int) {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        guard let session = soup_session_new() else { throw Failure(description: "could not start an HTTP session") }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        soup_session_set_timeout(session, guint(max(1, timeout.rounded(.up))))
        guard let message = soup_message_new(method, url.absoluteString) else {
            throw Failure(description: "not a web address: \(url.absoluteString)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in headers where name.lowercased() != "content-type" {
            soup_message_headers_replace(requestHeaders, name, value)
        }
        if !body.isEmpty {
            let bytes = body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            soup_message_set_request_body_from_bytes(message, headers.first { $0.key.lowercased() == "content-type" }?.value, bytes)
            g_bytes_unref(bytes)
        }
        var error: UnsafeMutablePointer<GError>?
        let reply = soup_session_send_and_read(session, message, nil, &error)
        if let error {
            let text = error.pointee.message.map { String(cString: $0) } ?? "the request failed"
            g_error_free(error)
            if let reply { g_bytes_unref(reply) }
            throw Failure(description: text)
        }
        var data = Data()
        if let reply {
            var size: gsize = 0
            if let start = g_bytes_get_data(reply, &size), size > 0 { data = Data(bytes: start, count: Int(size)) }
            g_bytes_unref(reply)
        }
        return (data, Int(soup_message_get_status(message).rawValue))
    }
}
