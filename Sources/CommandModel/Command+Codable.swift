import Foundation

/// Flat, strict JSON coding: every slot sits beside `intent`; a key the intent does not take, a missing
/// required slot or a value outside its vocabulary is a decoding error.
extension Command: Codable {
    enum Key: String, CodingKey {
        case intent, target, text, direction, amount, action, destination, url, query, scope, index
        case `private`, name, setting, value
    }

    static let slots: [Intent: [Key]] = [
        .click: [.target], .type: [.text, .target], .scroll: [.direction, .amount],
        .navigate: [.action, .destination, .url], .search: [.query, .scope], .tab: [.action, .index, .private],
        .bookmark: [.action, .name], .history: [.action], .read: [.action], .zoom: [.direction],
        .labels: [.action], .listening: [.action], .settings: [.action, .setting, .value], .help: [],
        .download: [.action, .target],
    ]

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let intent = try c.decode(Intent.self, forKey: .intent)
        try StrictKeys.check(decoder, allowed: ["intent"] + Self.slots[intent, default: []].map(\.stringValue))
        func text(_ key: Key) throws -> String {
            let s = try c.decode(String.self, forKey: key).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !s.isEmpty else { throw StrictKeys.invalid(decoder, "'\(key.stringValue)' is empty") }
            return s
        }
        switch intent {
        case .click: self = .click(try c.decode(Target.self, forKey: .target))
        case .type: self = .type(text: try text(.text), target: try c.decodeIfPresent(Target.self, forKey: .target))
        case .scroll:
            self = .scroll(
                try c.decode(ScrollDirection.self, forKey: .direction),
                amount: try c.decodeIfPresent(ScrollAmount.self, forKey: .amount))
        case .navigate:
            let action = try c.decode(NavigationAction.self, forKey: .action)
            let destination = try c.decodeIfPresent(String.self, forKey: .destination)
            let url = try c.decodeIfPresent(String.self, forKey: .url)
            if action != .open, destination != nil || url != nil {
                throw StrictKeys.invalid(decoder, "only 'open' takes a destination or url")
            }
            if action == .open, destination == nil, url == nil {
                throw StrictKeys.invalid(decoder, "'open' needs a destination or url")
            }
            self = .navigate(action, destination: destination, url: url)
        case .search:
            self = .search(query: try text(.query), scope: try c.decodeIfPresent(SearchScope.self, forKey: .scope) ?? .web)
        case .tab:
            let action = try c.decode(TabAction.self, forKey: .action)
            let index = try c.decodeIfPresent(Int.self, forKey: .index)
            if action == .switch, (index ?? 0) < 1 { throw StrictKeys.invalid(decoder, "'switch' needs an index ≥ 1") }
            if action != .switch, index != nil { throw StrictKeys.invalid(decoder, "only 'switch' takes an index") }
            self = .tab(action, index: index, isPrivate: try c.decodeIfPresent(Bool.self, forKey: .private))
        case .bookmark:
            self = .bookmark(
                try c.decode(BookmarkAction.self, forKey: .action), name: try c.decodeIfPresent(String.self, forKey: .name))
        case .history: self = .history(try c.decode(HistoryAction.self, forKey: .action))
        case .read: self = .read(try c.decode(ReadAction.self, forKey: .action))
        case .zoom: self = .zoom(try c.decode(ZoomDirection.self, forKey: .direction))
        case .labels: self = .labels(try c.decode(LabelsAction.self, forKey: .action))
        case .listening: self = .listening(try c.decode(ListeningAction.self, forKey: .action))
        case .settings:
            let action = try c.decode(SettingsAction.self, forKey: .action)
            let setting = try c.decodeIfPresent(String.self, forKey: .setting)
            let value = try c.decodeIfPresent(String.self, forKey: .value)
            if action == .set, setting == nil || value == nil {
                throw StrictKeys.invalid(decoder, "'set' needs a setting and a value")
            }
            self = .settings(action, setting: setting, value: value)
        case .help: self = .help
        case .download:
            self = .download(
                try c.decode(DownloadAction.self, forKey: .action),
                target: try c.decodeIfPresent(Target.self, forKey: .target))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(intent, forKey: .intent)
        switch self {
        case .click(let t): try c.encode(t, forKey: .target)
        case .type(let text, let target):
            try c.encode(text, forKey: .text)
            try c.encodeIfPresent(target, forKey: .target)
        case .scroll(let d, let amount):
            try c.encode(d, forKey: .direction)
            try c.encodeIfPresent(amount, forKey: .amount)
        case .navigate(let a, let destination, let url):
            try c.encode(a, forKey: .action)
            try c.encodeIfPresent(destination, forKey: .destination)
            try c.encodeIfPresent(url, forKey: .url)
        case .search(let q, let scope):
            try c.encode(q, forKey: .query)
            try c.encode(scope, forKey: .scope)
        case .tab(let a, let index, let isPrivate):
            try c.encode(a, forKey: .action)
            try c.encodeIfPresent(index, forKey: .index)
            try c.encodeIfPresent(isPrivate, forKey: .private)
        case .bookmark(let a, let name):
            try c.encode(a, forKey: .action)
            try c.encodeIfPresent(name, forKey: .name)
        case .history(let a): try c.encode(a, forKey: .action)
        case .read(let a): try c.encode(a, forKey: .action)
        case .zoom(let d): try c.encode(d, forKey: .direction)
        case .labels(let a): try c.encode(a, forKey: .action)
        case .listening(let a): try c.encode(a, forKey: .action)
        case .settings(let a, let setting, let value):
            try c.encode(a, forKey: .action)
            try c.encodeIfPresent(setting, forKey: .setting)
            try c.encodeIfPresent(value, forKey: .value)
        case .help: break
        case .download(let a, let target):
            try c.encode(a, forKey: .action)
            try c.encodeIfPresent(target, forKey: .target)
        }
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
