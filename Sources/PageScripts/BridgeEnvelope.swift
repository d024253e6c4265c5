import Foundation

/// Checks everything that comes back from a page before it is used: the session secret, the frame, the origin,
/// and the shape. A body failing any check is dropped with the reason (the page is hostile).
public struct BridgeEnvelope: Sendable {
    public enum Rejection: Error, Equatable, CustomStringConvertible {
        case malformed(String)
        case wrongSecret
        case wrongFrame(String)
        case wrongOrigin(expected: String, got: String)
        case failed(method: String, reason: String)

        public var description: String {
            switch self {
            case .malformed(let why): "malformed bridge message: \(why)"
            case .wrongSecret: "bridge message without the session secret"
            case .wrongFrame(let f): "bridge message from frame '\(f)', expected the top frame"
            case .wrongOrigin(let e, let g): "bridge message from origin '\(g)', expected '\(e)'"
            case .failed(let m, let r): "page script '\(m)' failed: \(r)"
            }
        }
    }

    struct Header: Decodable {
        let secret: String
        let frame: String
        let origin: String
        let method: String
        let ok: Bool
    }

    struct Body<T: Decodable>: Decodable { let result: T }

    public let secret: String

    public init(secret: String) { self.secret = secret }

    /// Decodes a reply or event of `method` into `T`, after checking who sent it. `expectedOrigin` nil skips the
    /// origin check (a page that navigated away between call and reply is caught by the secret and frame checks).
    public func open<T: Decodable>(_ body: String, method: String, as type: T.Type, expectedOrigin: String?) throws -> T {
        let data = Data(body.utf8)
        let header: Header
        do { header = try JSONDecoder().decode(Header.self, from: data) } catch { throw Rejection.malformed("no envelope") }
        guard constantTimeEqual(header.secret, secret) else { throw Rejection.wrongSecret }
        guard header.frame == "top" else { throw Rejection.wrongFrame(header.frame) }
        if let expectedOrigin, !Self.sameOrigin(expectedOrigin, header.origin) {
            throw Rejection.wrongOrigin(expected: expectedOrigin, got: header.origin)
        }
        guard header.method == method else { throw Rejection.malformed("reply to '\(header.method)', expected '\(method)'") }
        guard header.ok else {
            let reason = (try? JSONDecoder().decode(Body<String>.self, from: data).result) ?? "unknown"
            throw Rejection.failed(method: method, reason: reason)
        }
        do {
            return try JSONDecoder().decode(Body<T>.self, from: data).result
        } catch {
            throw Rejection.malformed("'\(method)' result does not decode: \(error)")
        }
    }

    /// The method name of a body that passes the secret and frame checks, to route events.
    public func method(of body: String) -> String? {
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(body.utf8)),
            constantTimeEqual(header.secret, secret), header.frame == "top"
        else { return nil }
        return header.method
    }

    /// The origin of a URL as a page reports `location.origin` ("null" for file and data URLs in WebKit).
    public static func origin(of url: String) -> String {
        guard let u = URL(string: url), let scheme = u.scheme?.lowercased() else { return "null" }
        guard scheme == "http" || scheme == "https", let host = u.host?.lowercased() else { return "null" }
        let defaultPort = scheme == "https" ? 443 : 80
        if let port = u.port, port != defaultPort { return "\(scheme)://\(host):\(port)" }
        return "\(scheme)://\(host)"
    }

    static func sameOrigin(_ expected: String, _ got: String) -> Bool {
        if expected == got { return true }
        // file: pages report "file://" or "null" depending on the engine's settings
        return (expected == "null" || expected == "file://") && (got == "null" || got == "file://")
    }

    func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var diff: UInt8 = 0
        for i in 0..<x.count { diff |= x[i] ^ y[i] }
        return diff == 0
    }
}
