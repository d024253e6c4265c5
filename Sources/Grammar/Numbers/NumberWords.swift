/// Reads spoken cardinals and ordinals of one language from folded tokens (see `Normalizer.fold`).
/// Digits ("23", "३" folded to "3") and digit ordinals ("3rd", "3e", "3.") are handled here for every language.
public protocol NumberWords: Sendable {
    /// 0–999 in words, or nil when the tokens are not exactly one number.
    func spokenCardinal(_ tokens: ArraySlice<String>) -> Int?
    /// 1–999 in words ("third", "troisième", "dritten"), or nil.
    func spokenOrdinal(_ tokens: ArraySlice<String>) -> Int?
    /// Suffixes that make a digit string an ordinal ("rd" in "3rd").
    var ordinalDigitSuffixes: [String] { get }
    /// Ordinals 1–10 or 1–20 as spelled, in the forms people say them, for the recognizer grammar.
    var commonOrdinals: [String] { get }
}

extension NumberWords {
    public func cardinal(_ tokens: ArraySlice<String>) -> Int? {
        if tokens.count == 1, let n = Self.digits(tokens.first!) { return n }
        return spokenCardinal(tokens)
    }

    public func ordinal(_ tokens: ArraySlice<String>) -> Int? {
        if tokens.count == 1 {
            let t = tokens.first!
            if let n = Self.digits(t) { return n >= 1 ? n : nil }
            if let end = t.firstIndex(where: { !$0.isASCII || !$0.isNumber }), end != t.startIndex,
                let n = Int(t[..<end]), n >= 1, ordinalDigitSuffixes.contains(String(t[end...]))
            {
                return n
            }
        }
        return spokenOrdinal(tokens)
    }

    public func cardinal(_ tokens: [String]) -> Int? { cardinal(tokens[...]) }
    public func ordinal(_ tokens: [String]) -> Int? { ordinal(tokens[...]) }

    static func digits(_ t: String) -> Int? {
        guard !t.isEmpty, t.count <= 6, t.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(t)
    }
}

/// The number reader for a language code ("en", "es", "fr", "de", "hi"); Hindi reads its table from the grammar.
enum NumberLanguage {
    static func words(for language: String, table: [String: Int]) -> any NumberWords {
        switch language {
        case "es": SpanishNumbers()
        case "fr": FrenchNumbers()
        case "de": GermanNumbers()
        case "hi": HindiNumbers(table: table)
        default: EnglishNumbers()
        }
    }
}
