/// Decoding helpers that reject keys a type does not know, so a command from an untrusted source
/// (a cloud model, a site profile) is either exactly valid or refused.
enum StrictKeys {
    static func check(_ decoder: Decoder, allowed: some Sequence<String>) throws {
        let known = Set(allowed)
        let all = try decoder.container(keyedBy: AnyKey.self).allKeys
        if let bad = all.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [bad], debugDescription: "unknown key '\(bad.stringValue)'"))
        }
    }

    static func invalid(_ decoder: Decoder, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
