import Foundation

/// The scripts injected into pages, composed into one closure that holds the session's secret. They run in the
/// isolated script world `world`; their entry point is `window.__avanues_<secret>(method, params)` there, and
/// events go to the message handler `channel` registered only in that world.
public struct PageScripts: Sendable {
    public static let world = "avanues"
    public static let channel = "avanues"
    static let files = ["bridge", "labels", "names", "selectors", "occlusion", "colours", "scan", "parts", "watch", "fields", "media", "find", "actions"]

    public let secret: String
    public let userScript: String

    public init(secret: String = PageScripts.newSecret()) {
        self.secret = secret
        let body = Self.files.map { Self.source($0) }.joined(separator: "\n")
        userScript = """
            (function () {
            'use strict';
            const SECRET = "\(secret)";
            const CHANNEL = "\(Self.channel)";
            if (window['__avanues_' + SECRET]) return;
            \(body)
            })();
            """
    }

    /// The script that calls one method of the injected API and returns its reply envelope (a JSON string).
    public func call(_ method: String, _ params: some Encodable) -> String {
        let encoder = JSONEncoder()
        let json = (try? encoder.encode(params)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "window['__avanues_\(secret)'](\(Self.quoted(method)), \(json))"
    }

    /// 32 random bytes as hex.
    public static func newSecret() -> String {
        var rng = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &rng)) }.joined()
    }

    static func source(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js", subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: "js"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("page script \(name).js is missing from the PageScripts resources") }
        return text
    }

    static func quoted(_ s: String) -> String {
        let data = (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
