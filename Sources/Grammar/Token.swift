/// One word of an utterance: `text` is the folded form matching uses, `raw` what was said, kept for free-text slots.
public struct Token: Hashable, Sendable {
    public let text: String
    public let raw: String
    /// What joined it to the word before as said: a space, or the hyphen or apostrophe a word was split at ("e-mail",
    /// "c'est"), so free text is given back as it was said. Not part of what a token is.
    public var glue: String = " "

    public init(text: String, raw: String, glue: String = " ") {
        self.text = text
        self.raw = raw
        self.glue = glue
    }

    public static func == (a: Token, b: Token) -> Bool { a.text == b.text && a.raw == b.raw }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(raw)
    }
}

extension Sequence where Element == Token {
    /// The words as said, with the hyphens and apostrophes that joined them ("je t'aime", "e-mail", "Jean-Pierre").
    public var said: String {
        var out = ""
        for (k, token) in enumerated() { out += (k == 0 ? "" : token.glue) + token.raw }
        return out
    }
}
