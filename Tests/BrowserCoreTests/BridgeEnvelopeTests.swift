import PageScripts
import Testing

/// Everything from a page is checked before use: secret, frame, origin, method and shape.
@Suite struct BridgeEnvelopeTests {
    let bridge = BridgeEnvelope(secret: "abc123")
    struct Count: Decodable, Equatable { let count: Int }

    func body(secret: String = "abc123", frame: String = "top", origin: String = "https://example.org",
              method: String = "changed", ok: Bool = true, result: String = #"{"count":3}"#) -> String {
        #"{"secret":"\#(secret)","frame":"\#(frame)","origin":"\#(origin)","method":"\#(method)","ok":\#(ok),"result":\#(result)}"#
    }

    /// The page scripts are one body: a name declared twice at its top level is silently the last one (a field's
    /// text helper once replaced the accessible-name walk of the same name, and every name on every page changed).
    @Test func noTopLevelNameIsDeclaredTwice() {
        var seen: [String: Int] = [:]
        for line in PageScripts().userScript.split(separator: "\n") {
            for keyword in ["function ", "const ", "let "] where line.hasPrefix(keyword) {
                let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                if !name.isEmpty { seen[String(name), default: 0] += 1 }
            }
        }
        #expect(seen.count > 50)
        #expect(seen.filter { $0.value > 1 }.isEmpty, "\(seen.filter { $0.value > 1 })")
    }

    @Test func acceptsAWellFormedMessage() throws {
        let c = try bridge.open(body(), method: "changed", as: Count.self, expectedOrigin: "https://example.org")
        #expect(c == Count(count: 3))
    }

    @Test func rejectsForgeries() {
        let cases: [(String, BridgeEnvelope.Rejection)] = [
            (body(secret: "guess"), .wrongSecret),
            (body(secret: ""), .wrongSecret),
            (body(frame: "sub"), .wrongFrame("sub")),
            (body(origin: "https://evil.example"), .wrongOrigin(expected: "https://example.org", got: "https://evil.example")),
            ("not json", .malformed("no envelope")),
            (#"{"secret":"abc123"}"#, .malformed("no envelope")),
        ]
        for (text, rejection) in cases {
            #expect(throws: rejection) { try bridge.open(text, method: "changed", as: Count.self, expectedOrigin: "https://example.org") }
        }
    }

    @Test func rejectsWrongShapesAndMethods() {
        #expect(throws: BridgeEnvelope.Rejection.self) {
            try bridge.open(body(result: #"{"count":"three"}"#), method: "changed", as: Count.self, expectedOrigin: nil)
        }
        #expect(throws: BridgeEnvelope.Rejection.self) {
            try bridge.open(body(method: "scan"), method: "changed", as: Count.self, expectedOrigin: nil)
        }
        #expect(throws: BridgeEnvelope.Rejection.failed(method: "changed", reason: "boom")) {
            try bridge.open(body(ok: false, result: #""boom""#), method: "changed", as: Count.self, expectedOrigin: nil)
        }
    }

    @Test func originsAsPagesReportThem() {
        #expect(BridgeEnvelope.origin(of: "https://Example.org:443/a?b") == "https://example.org")
        #expect(BridgeEnvelope.origin(of: "http://localhost:8080/") == "http://localhost:8080")
        #expect(BridgeEnvelope.origin(of: "file:///tmp/a.html") == "null")
        #expect((try? bridge.open(body(origin: "null"), method: "changed", as: Count.self, expectedOrigin: "null")) != nil)
    }

    @Test func scriptsCarryTheSecretAndAreUniquePerSession() {
        let a = PageScripts(), b = PageScripts()
        #expect(a.secret != b.secret)
        #expect(a.secret.count == 64)
        #expect(a.userScript.contains(a.secret))
        #expect(a.call("scan", ["all": true]).contains("__avanues_\(a.secret)"))
    }
}
