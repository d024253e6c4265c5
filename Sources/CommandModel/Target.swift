/// What a click, type or download acts on: a label number, a spoken description, or the n-th element of a role.
public enum Target: Hashable, Sendable {
    case number(Int)
    case text(String)
    case ordinal(Int, role: String?)
}

/// Decoding checks the shape only (which keys); the values are checked with the rest of the command by
/// `Command(intent:slots:)`.
extension Target: Codable {
    private enum Key: String, CodingKey, CaseIterable { case number, text, ordinal, role }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let all = try decoder.container(keyedBy: AnyKey.self).allKeys
        if let bad = all.first(where: { Key(stringValue: $0.stringValue) == nil }) {
            throw Self.invalid(decoder, "unknown key '\(bad.stringValue)'")
        }
        if let n = try c.decodeIfPresent(Int.self, forKey: .number) {
            guard c.allKeys.count == 1 else { throw Self.invalid(decoder, "a number target takes no other key") }
            self = .number(n)
        } else if let t = try c.decodeIfPresent(String.self, forKey: .text) {
            guard c.allKeys.count == 1 else { throw Self.invalid(decoder, "a text target takes no other key") }
            self = .text(t)
        } else if let o = try c.decodeIfPresent(Int.self, forKey: .ordinal) {
            self = .ordinal(o, role: try c.decodeIfPresent(String.self, forKey: .role))
        } else {
            throw Self.invalid(decoder, "target needs number, text or ordinal")
        }
    }

    static func invalid(_ decoder: Decoder, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .number(let n): try c.encode(n, forKey: .number)
        case .text(let t): try c.encode(t, forKey: .text)
        case .ordinal(let o, let role):
            try c.encode(o, forKey: .ordinal)
            try c.encodeIfPresent(role, forKey: .role)
        }
    }
}

/// A coding key for any name, to see every key an object has.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
