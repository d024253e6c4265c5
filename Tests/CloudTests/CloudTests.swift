import CloudUnderstanding
import CommandModel
import Foundation
import PageScripts
import Testing
import TestSupport

@Suite struct CloudCheckTests {
    static func element(_ n: Int, _ role: String, _ name: String, value: String? = nil) -> PageElement {
        var o: [String: Any] = ["number": n, "role": role, "name": name, "selector": "#e\(n)",
                                "rect": ["x": 0, "y": 0, "width": 10, "height": 10]]
        if let value { o["value"] = value }
        return try! JSONDecoder().decode(PageElement.self, from: JSONSerialization.data(withJSONObject: o))
    }

    static let page = CloudFallback.PageSummary(title: "Inbox of jane.doe@example.org", elements: [
        element(1, "link", "Write to jane.doe@example.org"), element(2, "textbox", "Password", value: "hunter2"),
        element(3, "button", "Call +44 20 7946 0958"), element(4, "button", "Next"),
    ])

    @Test func masksWhatIdentifiesAPerson() {
        #expect(Masking.mask("mail me at sam.o'neil+x@mail.example.co.uk today") == "mail me at sam.o'[email] today")
        #expect(Masking.mask("call 555-010-9999 or (020) 7946 0958") == "call [phone] or [phone]")
        #expect(Masking.mask("click 5, scroll 2 pages, the year 2026") == "click 5, scroll 2 pages, the year 2026")
        #expect(Self.page.title == "Inbox of [email]")
        #expect(Self.page.elements.map(\.name) == ["Write to [email]", "Password", "Call [phone]", "Next"])
        let encoded = String(decoding: try! JSONEncoder().encode(Self.page), as: UTF8.self)
        #expect(!encoded.contains("hunter2") && !encoded.contains("value"), "no form values")
    }

    @Test func onlyValidCommandsForThisPageAreAccepted() throws {
        func check(_ text: String) -> String {
            do { return try CloudFallback.command(in: text, page: Self.page)?.json ?? "null" } catch { return "refused: \(error)" }
        }
        #expect(check(#"{"command": {"intent": "click", "target": {"number": 4}}}"#) == #"{"intent":"click","target":{"number":4}}"#)
        #expect(check("```json\n{\"command\": {\"intent\": \"zoom\", \"direction\": \"in\"}}\n```") == #"{"direction":"in","intent":"zoom"}"#)
        #expect(check(#"{"command": null}"#) == "null")
        #expect(check("Sure, scrolling down!").hasPrefix("refused"))
        #expect(check(#"{"command": {"intent": "click", "target": {"number": 9}}}"#).contains("element 9 is not on the page"))
        #expect(check(#"{"command": {"intent": "tab", "action": "open", "target": {"number": 9}}}"#).contains("element 9 is not on the page"))
        #expect(check(#"{"command": {"intent": "tab", "action": "close", "target": {"number": 4}}}"#).hasPrefix("refused"))
        #expect(check(#"{"command": {"intent": "format_disk"}}"#).hasPrefix("refused: the cloud model's answer was refused: not a valid command"))
        #expect(check(#"{"command": {"intent": "scroll", "direction": "sideways"}}"#).hasPrefix("refused"))
        #expect(check(#"{"command": {"intent": "scroll", "direction": "down", "eval": "x"}}"#).hasPrefix("refused"))
        #expect(check(#"{"command": {"intent": "scroll", "direction": "down"}, "run": "rm -rf /"}"#).hasPrefix("refused"))
        #expect(check("[1, 2]").hasPrefix("refused"))
    }

    @Test func requestsInBothWireFormats() throws {
        let openai = CloudFallback(settings: .init(enabled: true, provider: .openai, model: "m1"), key: "k-open") { _ in (Data(), 500) }
        let r1 = try openai.request(utterance: "mail bob@example.com", locale: "en-US", page: Self.page)
        #expect(r1.url.absoluteString == "https://api.openai.com/v1/chat/completions")
        #expect(r1.value(forHeader: "authorization") == "Bearer k-open")
        let b1 = try #require(try JSONSerialization.jsonObject(with: r1.body) as? [String: Any])
        #expect(b1["model"] as? String == "m1")
        let messages = b1["messages"] as? [[String: Any]] ?? []
        #expect(messages.map { $0["role"] as? String } == ["system", "user"])
        #expect((messages.last?["content"] as? String ?? "").contains("mail [email]"))
        let anthropic = CloudFallback(settings: .init(enabled: true, provider: .anthropic, baseURL: "http://127.0.0.1:1/", model: "m2"), key: "k-ant") { _ in (Data(), 500) }
        let r2 = try anthropic.request(utterance: "x", locale: "de-DE", page: Self.page)
        #expect(r2.url.absoluteString == "http://127.0.0.1:1/v1/messages")
        #expect(r2.value(forHeader: "x-api-key") == "k-ant" && r2.value(forHeader: "anthropic-version") != nil)
        let b2 = try #require(try JSONSerialization.jsonObject(with: r2.body) as? [String: Any])
        #expect(b2["system"] as? String == CloudFallback.instructions && b2["max_tokens"] as? Int == 300)
    }

    @Test func offMeansNothingIsSent() async throws {
        nonisolated(unsafe) var sent = 0
        let off = CloudFallback(settings: .init(enabled: false, model: "m"), key: "k") { _ in sent += 1; return (Data(), 200) }
        await #expect(throws: CloudFallback.Failure.notEnabled) { try await off.understand("scroll", locale: "en-US", page: Self.page) }
        #expect(sent == 0)
    }

    /// A site the model names without an address ("youtube") gets the address the device knows; nothing it made up
    /// is opened for one it does not know.
    @Test func aSiteNamedIsTheOneTheDeviceKnows() async throws {
        func reply(_ command: String) -> Data {
            let content = String(decoding: try! JSONEncoder().encode(#"{"command": \#(command)}"#), as: UTF8.self)
            return Data(#"{"choices": [{"message": {"role": "assistant", "content": \#(content)}}]}"#.utf8)
        }
        for (said, expected) in [
            (#"{"intent": "tab", "action": "open", "destination": "youtube"}"#, Command.tab(.open, destination: "youtube", url: "https://www.youtube.com")),
            (#"{"intent": "navigate", "action": "open", "destination": "my aunt's recipes"}"#, .navigate(.open, destination: "my aunt's recipes")),
        ] {
            let body = reply(said)
            let cloud = CloudFallback(settings: .init(enabled: true, provider: .openai, model: "m"), key: "k") { _ in (body, 200) }
            let reading = try await cloud.understand("youtube please, in a new tab", locale: "en-US", page: Self.page)
            #expect(reading?.command == expected, "\(String(describing: reading))")
        }
    }

    @Test func theKeyIsKeptFromOtherUsers() throws {
        let folder = Scratch.path("cloud")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CloudStore(folder: folder)
        #expect(try store.settings().enabled == false, "off until turned on")
        #expect(try store.fallback { _ in (Data(), 500) } == nil)
        try store.saveKey("sk-test-123\n")
        let path = folder.appendingPathComponent("cloud-key").path
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
        #expect(try store.key() == "sk-test-123")
        chmod(path, 0o644)
        #expect(throws: CloudStore.StoreError.self) { try store.key() }
    }
}

/// The executable against a local server that speaks both APIs.
@Suite(.serialized) struct CloudServerTests {
    final class Server {
        let server: LocalServer
        var port: Int { server.port }
        let log: URL

        init() throws {
            log = Scratch.path("cloud-log")
            FileManager.default.createFile(atPath: log.path, contents: nil)
            server = try LocalServer(script: "cloud-server.py", arguments: [log.path])
        }

        deinit { try? FileManager.default.removeItem(at: log) }

        var requests: [[String: Any]] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
    }

    func home() -> [String: String] {
        let folder = Scratch.path("cloud-home")
        return ["XDG_CONFIG_HOME": folder.path]
    }

    func configure(_ env: [String: String], provider: String, port: Int, timeout: String = "3") throws {
        let enable = try AvanuesProcess.run(["cloud", "enable", "--provider", provider, "--model", "test-model",
                                             "--base-url", "http://127.0.0.1:\(port)" + (provider == "openai" ? "/v1" : ""),
                                             "--timeout", timeout], environment: env)
        #expect(enable.status == 0, "\(enable.stderr)")
        let key = try AvanuesProcess.run(["cloud", "set-key"], stdin: "sk-local-test\n", environment: env)
        #expect(key.status == 0, "\(key.stderr)")
    }

    func parse(_ said: String, _ env: [String: String]) throws -> (command: Any?, source: Any?, stderr: String) {
        let r = try AvanuesProcess.run(["parse", "--json", "--cloud", said], environment: env)
        #expect(r.status == 0)
        let o = try #require(try r.objects().first)
        return (o["command"], o["source"], r.stderr)
    }

    @Test func withoutConsentNothingLeaves() throws {
        let server = try Server()
        let env = home()
        let r = try parse("blorp the wibble", env)
        #expect(r.command is NSNull && r.stderr.contains("the cloud model is off"))
        #expect(server.requests.isEmpty)
        // Turned on, then off again: still nothing.
        try configure(env, provider: "openai", port: server.port)
        #expect(try AvanuesProcess.run(["cloud", "disable"], environment: env).status == 0)
        _ = try parse("blorp the wibble", env)
        #expect(server.requests.isEmpty)
    }

    @Test func bothWireFormatsAnswerAndBadAnswersAreRefused() throws {
        let server = try Server()
        for provider in ["openai", "anthropic"] {
            let env = home()
            try configure(env, provider: provider, port: server.port)
            let good = try parse("blorp the wibble", env)
            #expect((good.command as? [String: Any])?["intent"] as? String == "scroll", "\(provider): \(good.stderr)")
            #expect(good.source as? String == "cloud")
            // Things the device understands never leave it.
            let before = server.requests.count
            _ = try parse("scroll down", env)
            #expect(server.requests.count == before)
            for (said, why) in [("blorp prose", "not a JSON object"), ("blorp code", "expected exactly"),
                                ("blorp wrong", "not a valid command"), ("blorp ghost", "element 999 is not on the page")] {
                let bad = try parse(said, env)
                #expect(bad.command is NSNull, "\(provider) \(said)")
                #expect(bad.stderr.contains(why), "\(provider) \(said): \(bad.stderr)")
            }
            #expect(try parse("blorp nothing", env).command is NSNull)
        }
        let paths = Set(server.requests.compactMap { $0["path"] as? String })
        #expect(paths == ["/v1/chat/completions", "/v1/messages"])
    }

    @Test func aSlowModelTimesOut() throws {
        let server = try Server()
        let env = home()
        try configure(env, provider: "anthropic", port: server.port, timeout: "1")
        let r = try parse("blorp snail", env)
        #expect(r.command is NSNull && r.stderr.contains("did not answer in time"), "\(r.stderr)")
    }

    @Test func thePageSummaryCarriesNoFormValuesOrAddresses() throws {
        let server = try Server()
        let env = home()
        try configure(env, provider: "openai", port: server.port)
        let page = Scratch.path("cloud-page", suffix: ".html")
        try """
            <!doctype html><title>Account of jane.doe@example.org</title>
            <label>Password <input type=password value="hunter2secret"></label>
            <label>Note <input value="call me on +44 20 7946 0958"></label>
            <a href="mailto:jane.doe@example.org">Write to jane.doe@example.org</a>
            <button>Save</button>
            """.write(to: page, atomically: true, encoding: .utf8)
        let r = try AvanuesProcess.run(["run", page.path, "--cloud", "--json", "--say", "blorp the wibble"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        let sent = try #require(server.requests.last?["body"] as? String)
        #expect(!sent.contains("hunter2secret") && !sent.contains("7946") && !sent.contains("jane.doe"))
        #expect(sent.contains("[email]") && sent.contains("Save"))
        #expect(!sent.lowercased().contains("cookie"))
        let outcome = try #require(try r.objects().first)
        #expect((outcome["command"] as? [String: Any])?["intent"] as? String == "scroll")
    }
}
