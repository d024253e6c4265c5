import CommandModel
import Foundation
import Grammar
import PageScripts

/// The last stage of understanding, and the only one that leaves the device: a cloud language model asked for one
/// command in the command model's JSON. Off unless the person turned it on; sends the utterance and a minimal page
/// summary (numbers, roles, names — no form values, no cookies, e-mail addresses and phone numbers masked); accepts
/// only a reply that decodes to a valid command whose element numbers are on the page; never runs anything it
/// returns.
public struct CloudFallback: Sendable {
    public enum Provider: String, Codable, Sendable, CaseIterable {
        /// OpenAI-compatible Chat Completions (`POST {base}/chat/completions`).
        case openai
        /// Anthropic Messages (`POST {base}/v1/messages`).
        case anthropic

        public var defaultBaseURL: String {
            switch self {
            case .openai: "https://api.openai.com/v1"
            case .anthropic: "https://api.anthropic.com"
            }
        }
    }

    public struct Settings: Codable, Equatable, Sendable {
        /// The person's consent. Nothing is sent while this is false.
        public var enabled: Bool
        public var provider: Provider
        public var baseURL: String
        public var model: String
        /// Seconds before a request is given up.
        public var timeout: Double

        public init(enabled: Bool = false, provider: Provider = .openai, baseURL: String? = nil, model: String = "", timeout: Double = 8) {
            self.enabled = enabled
            self.provider = provider
            self.baseURL = baseURL ?? provider.defaultBaseURL
            self.model = model
            self.timeout = timeout
        }
    }

    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        case notEnabled
        case noKey(String)
        case network(String)
        case timedOut
        case refused(String)

        public var description: String {
            switch self {
            case .notEnabled: "the cloud model is off (avanues cloud enable turns it on)"
            case .noKey(let why): "no API key: \(why)"
            case .network(let why): "the cloud model could not be reached: \(why)"
            case .timedOut: "the cloud model did not answer in time"
            case .refused(let why): "the cloud model's answer was refused: \(why)"
            }
        }
    }

    public let settings: Settings
    let key: String
    /// Sends a request and returns the reply's body and status: the platform's HTTP client (libsoup on Linux,
    /// `URLSession` on Apple systems), or a stand-in in tests.
    let send: HTTPRequest.Send

    public init(settings: Settings, key: String, send: @escaping HTTPRequest.Send) {
        self.settings = settings
        self.key = key
        self.send = send
    }

    // MARK: what is sent

    public static let instructions = """
        You turn what a person said to a voice-controlled web browser into one command. Reply with JSON only: \
        {"command": COMMAND} or {"command": null} when it is not a browser command. COMMAND is {"intent": NAME, ...slots} \
        with these intents and slots: click {target, state?: checked|unchecked|expanded|collapsed|focused (the state to leave the element in; focused: found and focused, not pressed)}; type {text, target?, replace?: true (what the field holds is replaced; with text "" it is cleared)}; scroll {direction: up|down|left|right|top|bottom, \
        amount?: page|little, count? (how many times, up to 100)}; navigate {action: back|forward|reload|home|stop|open|next|previous, destination?, count? (pages back or forward)}; \
        search {query, scope: web|page, site? (address of a site to search on)}; tab {action: open|close|close-others|close-all|duplicate|switch|next|previous|reopen|list, index?, private?, target? (open: the link to open in the new tab; switch and close: {\"text\": a tab's name} instead of an index), destination? (open only: a site to open in the new tab); close-all with private true closes the private tabs only}; \
        bookmark {action: add|remove|open|list, name?}; history {action: show|clear, query? (words of the pages to list or forget; clear also "this-site": the page's site), period? (clear only: hour|today|week|month)}; read {action: start|stop|pause|resume|faster|slower|next|previous}; \
        zoom {direction: in|out|reset|set, level? (percent, for set only)}; labels {action: show|hide}; listening {action: sleep|wake|stop}; help {}. \
        A target is {"number": N} for an element of the page below, {"text": "description"}, or {"ordinal": N, "role": ROLE}. \
        Use only element numbers that are on the page.
        """

    /// What the page looks like to the model: element numbers, roles and names, masked; nothing typed into it.
    public struct PageSummary: Codable, Equatable, Sendable {
        public struct Element: Codable, Equatable, Sendable {
            public let number: Int
            public let role: String
            public let name: String
        }
        public let title: String
        public let elements: [Element]

        public static let limit = 150

        public init(title: String?, elements: [PageElement]) {
            self.title = Masking.mask(title ?? "")
            self.elements = elements.prefix(Self.limit).map { e in
                // A name never carries what was typed into a field, even when a page's label repeats it.
                var name = e.name
                if let v = e.value, v.count >= 2 { name = name.replacingOccurrences(of: v, with: "…") }
                return Element(number: e.number, role: e.role, name: Masking.mask(String(name.prefix(80))))
            }
        }
    }

    struct Question: Codable {
        let utterance: String
        let locale: String
        let page: PageSummary
    }

    /// The request for the configured provider.
    public func request(utterance: String, locale: String, page: PageSummary) throws(Failure) -> HTTPRequest {
        let question = Question(utterance: Masking.mask(utterance), locale: locale, page: page)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let content = String(decoding: (try? encoder.encode(question)) ?? Data(), as: UTF8.self)
        let base = settings.baseURL.hasSuffix("/") ? String(settings.baseURL.dropLast()) : settings.baseURL
        let body: [String: Any]
        let path: String
        switch settings.provider {
        case .openai:
            path = "/chat/completions"
            body = ["model": settings.model, "temperature": 0, "max_tokens": 300,
                    "response_format": ["type": "json_object"],
                    "messages": [["role": "system", "content": Self.instructions], ["role": "user", "content": content]]]
        case .anthropic:
            path = "/v1/messages"
            body = ["model": settings.model, "max_tokens": 300, "system": Self.instructions,
                    "messages": [["role": "user", "content": content]]]
        }
        guard let url = URL(string: base + path), ["http", "https"].contains(url.scheme ?? "") else {
            throw .network("not a web address: \(settings.baseURL)")
        }
        var headers = ["content-type": "application/json"]
        switch settings.provider {
        case .openai: headers["authorization"] = "Bearer \(key)"
        case .anthropic:
            headers["x-api-key"] = key
            headers["anthropic-version"] = "2023-06-01"
        }
        return HTTPRequest(url: url, method: "POST", headers: headers,
                           body: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data(),
                           timeout: settings.timeout)
    }

    // MARK: asking

    /// Asks the model; a valid command comes back as a reading with source `cloud`, "not a command" as nil.
    public func understand(_ utterance: String, locale: String, page: PageSummary) async throws(Failure) -> Reading? {
        guard settings.enabled else { throw .notEnabled }
        guard !key.isEmpty else { throw .noKey("set one with avanues cloud set-key") }
        let request = try request(utterance: utterance, locale: locale, page: page)
        let timeout = settings.timeout
        let send = self.send
        let outcome: Result<(Data, Int), Failure> = await withTaskGroup(of: Result<(Data, Int), Failure>.self) { group in
            group.addTask {
                do { return .success(try await send(request)) } catch {
                    let text = "\(error)"
                    return .failure(text.contains("timed out") || text.contains("-1001") ? .timedOut : .network(Self.shortError(text)))
                }
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
                return .failure(.timedOut)
            }
            let first = await group.next()!
            group.cancelAll()
            return first
        }
        let (data, status) = try outcome.get()
        guard (200..<300).contains(status) else { throw .network("HTTP \(status)") }
        guard data.count <= 64 * 1024 else { throw .refused("the reply is too large") }
        let text = try Self.replyText(data, provider: settings.provider)
        guard var command = try Self.command(in: text, page: page) else { return nil }
        // A site it names is the one the device knows by that name ("wikipedia" is https://www.wikipedia.org).
        if let grammar = try? CommandGrammar.bundled(locale) { command = grammar.resolvingPlace(command) }
        return Reading(command: command, confidence: 0.7, source: .cloud, heard: utterance)
    }

    static func shortError(_ s: String) -> String {
        if let r = s.range(of: "NSLocalizedDescription=") {
            return String(s[r.upperBound...].prefix { $0 != "," && $0 != "}" })
        }
        return String(s.prefix(120))
    }

    /// The assistant's text out of the provider's reply envelope.
    static func replyText(_ data: Data, provider: Provider) throws(Failure) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .refused("the reply is not JSON")
        }
        switch provider {
        case .openai:
            guard let choices = object["choices"] as? [[String: Any]], let message = choices.first?["message"] as? [String: Any],
                  let content = message["content"] as? String else { throw .refused("no choices[0].message.content") }
            return content
        case .anthropic:
            guard let content = object["content"] as? [[String: Any]],
                  let text = content.first(where: { $0["type"] as? String == "text" })?["text"] as? String
            else { throw .refused("no text content block") }
            return text
        }
    }

    /// The command in the model's text, checked: JSON only (a fenced block is unwrapped), the command model's
    /// intents and slots only, element numbers that are on the page.
    public static func command(in text: String, page: PageSummary) throws(Failure) -> Command? {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasPrefix("```") {
            body = body.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                .filter { !$0.hasPrefix("```") }.joined(separator: "\n")
        }
        guard body.count <= 4000, let data = body.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .refused("not a JSON object")
        }
        guard Set(object.keys) == ["command"] else { throw .refused("expected exactly {\"command\": …}") }
        if object["command"] is NSNull { return nil }
        guard let inner = object["command"] as? [String: Any],
              let innerData = try? JSONSerialization.data(withJSONObject: inner) else { throw .refused("'command' is not an object") }
        let command: Command
        do { command = try Command(json: String(decoding: innerData, as: UTF8.self)) } catch {
            throw .refused("not a valid command: \(error)")
        }
        let numbers = Set(page.elements.map(\.number))
        for target in Self.targets(of: command) {
            if case .number(let n) = target, !numbers.contains(n) { throw .refused("element \(n) is not on the page") }
        }
        return command
    }

    static func targets(of command: Command) -> [Target] {
        switch command {
        case .click(let t, _): [t]
        case .type(_, let t?, _): [t]
        case .download(_, let t?), .tab(_, _, _, let t?, _, _): [t]
        default: []
        }
    }
}

/// E-mail addresses and phone numbers out of text that leaves the device.
public enum Masking {
    static let email = try! NSRegularExpression(pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#)
    /// Seven or more digits, with spaces, dots, dashes, brackets and a leading + allowed between them.
    static let phone = try! NSRegularExpression(pattern: #"\+?\(?\d[\d\s().-]{5,}\d"#)

    public static func mask(_ text: String) -> String {
        var s = text
        s = email.stringByReplacingMatches(in: s, range: NSRange(s.startIndex..., in: s), withTemplate: "[email]")
        let matches = phone.matches(in: s, range: NSRange(s.startIndex..., in: s)).reversed()
        for m in matches {
            guard let r = Range(m.range, in: s) else { continue }
            if s[r].filter(\.isNumber).count >= 7 { s.replaceSubrange(r, with: "[phone]") }
        }
        return s
    }
}
