import ArgumentParser
import CloudUnderstanding
import WebKitGTK
import Foundation
import Grammar

struct CloudCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloud",
        abstract: "The opt-in cloud model: the last stage of understanding, off unless you turn it on.",
        discussion: """
            When on, what neither the grammar nor the on-device model understood is sent to a language model you \
            choose — the words said and a summary of the page (element numbers, roles and names; never form \
            values or cookies; e-mail addresses and phone numbers masked) — and only a valid command comes back. \
            Settings: $XDG_CONFIG_HOME/avanues/cloud.json; the key: $XDG_CONFIG_HOME/avanues/cloud-key (mode 600).

            Examples:
              avanues cloud enable --provider anthropic --model claude-haiku-4-5
              printf '%s' "$KEY" | avanues cloud set-key
              avanues parse --cloud "whatever people say"
              avanues cloud disable
            """,
        subcommands: [Status.self, Enable.self, Disable.self, SetKey.self]
    )

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Whether the cloud model is on, and which.")
        func run() throws {
            let store = CloudStore.standard
            let s = try store.settings()
            let key: String
            do { key = try store.key() == nil ? "no key" : "key set" } catch { key = "\(error)" }
            print(s.enabled ? "on: \(s.provider.rawValue) \(s.model) at \(s.baseURL) (timeout \(s.timeout) s); \(key)" : "off; \(key)")
        }
    }

    struct Enable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Turn the cloud model on (your consent to send what it needs).")
        @Option(name: .long, help: "openai (Chat Completions and compatible servers) or anthropic (Messages).")
        var provider: CloudFallback.Provider = .openai
        @Option(name: .long, help: "The model name the provider knows.") var model: String
        @Option(name: .long, help: "The API's base URL (default: the provider's).") var baseURL: String?
        @Option(name: .long, help: "Seconds to wait for an answer.") var timeout = 8.0

        func validate() throws {
            guard !model.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--model is empty") }
            guard (0.5...60).contains(timeout) else { throw ValidationError("--timeout must be between 0.5 and 60 seconds") }
            if let baseURL, URL(string: baseURL)?.scheme.map({ ["http", "https"].contains($0) }) != true {
                throw ValidationError("--base-url must be an http(s) address")
            }
        }

        func run() throws {
            let store = CloudStore.standard
            try store.save(CloudFallback.Settings(enabled: true, provider: provider, baseURL: baseURL, model: model, timeout: timeout))
            print("The cloud model is on: \(provider.rawValue) \(model).\((try? store.key()) == nil ? " Set its key: avanues cloud set-key" : "")")
        }
    }

    struct Disable: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Turn the cloud model off (nothing is sent).")
        @Flag(name: .long, help: "Delete the stored key too.") var forgetKey = false
        func run() throws {
            let store = CloudStore.standard
            var s = try store.settings()
            s.enabled = false
            try store.save(s)
            if forgetKey { try store.removeKey() }
            print("The cloud model is off.")
        }
    }

    struct SetKey: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set-key", abstract: "Store the API key, read from standard input, readable by you only.")
        func run() throws {
            guard let line = readLine(strippingNewline: true), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CLIError("no key on standard input")
            }
            try CloudStore.standard.saveKey(line)
            print("Key stored.")
        }
    }
}

extension CloudFallback.Provider: ExpressibleByArgument {}

extension CloudStore {
    /// In the configuration folder the browser uses for everything else.
    static var standard: CloudStore { CloudStore(folder: URL(fileURLWithPath: DataPaths().config)) }

    /// The person's cloud model, asked through libsoup (see `SoupHTTP`); nil when it is off.
    static func configuredFallback() throws -> CloudFallback? { try standard.fallback(send: HTTPRequest.soup) }
}

/// Asking the cloud model from a synchronous command: waits for the answer (the fallback has its own timeout).
enum CloudAsk {
    static func reading(_ utterance: String, locale: String, page: CloudFallback.PageSummary) -> Result<Reading?, Error> {
        let fallback: CloudFallback?
        do { fallback = try CloudStore.configuredFallback() } catch { return .failure(error) }
        guard let fallback else { return .failure(CloudFallback.Failure.notEnabled) }
        nonisolated(unsafe) var result: Result<Reading?, Error> = .success(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { result = .success(try await fallback.understand(utterance, locale: locale, page: page)) } catch { result = .failure(error) }
            done.signal()
        }
        done.wait()
        return result
    }
}

extension HTTPRequest {
    static let soup: Send = { request in
        try await SoupHTTP.send(url: request.url, method: request.method, headers: request.headers, body: request.body,
                                timeout: request.timeout)
    }
}
