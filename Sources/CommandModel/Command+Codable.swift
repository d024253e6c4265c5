import Foundation

/// Flat, strict JSON coding: every slot sits beside `intent`. Decoding reads the slots and hands them to
/// `init(intent:slots:)`, so JSON is held to exactly the same rules as every other source of commands.
extension Command: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let intent = try c.decode(Intent.self, forKey: AnyKey(stringValue: "intent"))
        var slots: [String: SlotValue] = [:]
        for key in c.allKeys where key.stringValue != "intent" {
            switch key.stringValue {
            case "target": slots["target"] = .target(try c.decode(Target.self, forKey: key))
            case "index", "count", "level": slots[key.stringValue] = .int(try c.decode(Int.self, forKey: key))
            case "private", "favorite", "replace": slots[key.stringValue] = .bool(try c.decode(Bool.self, forKey: key))
            default: slots[key.stringValue] = .string(try c.decode(String.self, forKey: key))
            }
        }
        do {
            self = try Command(intent: intent, slots: slots)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(intent, forKey: AnyKey(stringValue: "intent"))
        for (key, value) in slots {
            let k = AnyKey(stringValue: key)
            switch value {
            case .string(let s): try c.encode(s, forKey: k)
            case .int(let n): try c.encode(n, forKey: k)
            case .bool(let b): try c.encode(b, forKey: k)
            case .target(let t): try c.encode(t, forKey: k)
            }
        }
    }

    /// The command's slots, as `init(intent:slots:)` takes them.
    public var slots: [(String, SlotValue)] {
        var out: [(String, SlotValue?)] = []
        switch self {
        case .click(let t, let state): out = [("target", .target(t)), ("state", state.map { .string($0.rawValue) })]
        case .type(let text, let target, let replace):
            out = [("text", .string(text)), ("target", target.map(SlotValue.target)), ("replace", replace.map(SlotValue.bool))]
        case .scroll(let d, let amount, let count):
            out = [("direction", .string(d.rawValue)), ("amount", amount.map { .string($0.rawValue) }), ("count", count.map(SlotValue.int))]
        case .navigate(let a, let destination, let url, let count):
            out = [("action", .string(a.rawValue)), ("destination", destination.map(SlotValue.string)), ("url", url.map(SlotValue.string)),
                   ("count", count.map(SlotValue.int))]
        case .search(let q, let scope, let site):
            out = [("query", .string(q)), ("scope", .string(scope.rawValue)), ("site", site.map(SlotValue.string))]
        case .tab(let a, let index, let isPrivate, let target, let destination, let url):
            out = [("action", .string(a.rawValue)), ("index", index.map(SlotValue.int)), ("private", isPrivate.map(SlotValue.bool)),
                   ("target", target.map(SlotValue.target)), ("destination", destination.map(SlotValue.string)), ("url", url.map(SlotValue.string))]
        case .bookmark(let a, let name, let favorite):
            out = [("action", .string(a.rawValue)), ("name", name.map(SlotValue.string)), ("favorite", favorite.map(SlotValue.bool))]
        case .history(let a, let query, let period):
            out = [("action", .string(a.rawValue)), ("query", query.map(SlotValue.string)), ("period", period.map { .string($0.rawValue) })]
        case .read(let a): out = [("action", .string(a.rawValue))]
        case .zoom(let d, let level): out = [("direction", .string(d.rawValue)), ("level", level.map(SlotValue.int))]
        case .labels(let a): out = [("action", .string(a.rawValue))]
        case .listening(let a): out = [("action", .string(a.rawValue))]
        case .settings(let a, let setting, let value):
            out = [("action", .string(a.rawValue)), ("setting", setting.map(SlotValue.string)), ("value", value.map(SlotValue.string))]
        case .help: out = []
        case .download(let a, let target): out = [("action", .string(a.rawValue)), ("target", target.map(SlotValue.target))]
        }
        return out.compactMap { key, value in value.map { (key, $0) } }
    }
}

extension Command {
    /// Compact JSON with sorted keys: the stable form used in CLI output and golden files.
    public var json: String {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? e.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// Strictly decodes a command from JSON text; throws on anything outside the model.
    public init(json: String) throws {
        self = try JSONDecoder().decode(Command.self, from: Data(json.utf8))
    }
}
