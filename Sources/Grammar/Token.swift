/// One word of an utterance: `text` is the folded form matching uses, `raw` what was said, kept for free-text slots.
public struct Token: Hashable, Sendable {
    public let text: String
    public let raw: String
    /// What joined it to the word before as said: a space, or the hyphen or apostrophe a word was split at ("e-mail",
    /// "c'est"), so free text is given back as it was said. Not part of what a token is.
    public var glue: String = " "
    /// Punctuation said right before and after the word ("¿", "(", ",", "?", " !"), kept in free text as it was
    /// said. Not part of what a token is either.
    public var lead: String = ""
    public var tail: String = ""

    public init(text: String, raw: String, glue: String = " ", lead: String = "", tail: String = "") {
        self.text = text
        self.raw = raw
        self.glue = glue
        self.lead = lead
        self.tail = tail
    }

    public static func == (a: Token, b: Token) -> Bool { a.text == b.text && a.raw == b.raw }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(raw)
    }
}

extension Collection where Element == Token {
    /// The words as said, with the hyphens and apostrophes that joined them ("je t'aime", "e-mail", "Jean-Pierre")
    /// and the punctuation between them ("hello, world"); nothing before the first word or after the last, as a
    /// name, a query or a place is written ("running shoes", not "running shoes.").
    public var said: String {
        var out = ""
        let last = count - 1
        for (k, token) in enumerated() {
            if k > 0 { out += token.glue + token.lead }
            out += token.raw
            if k < last { out += token.tail }
        }
        return out
    }

    /// Text to type, as it was written: `said` with the punctuation that opens its first word ("¿", "(", "$") and
    /// ends its last ("?", "!", "…", ")"). Quotation marks around it only delimit it, a comma, colon or semicolon
    /// after it leads on to the rest of the sentence, and a lone full stop ends the sentence, not the text; none of
    /// them is typed.
    public var written: String {
        guard let first = self.first else { return "" }
        let lead = first.lead.filter { !Token.isQuote($0) && !$0.isWhitespace }
        // "tout le monde » !" ends in " !": the space before is French typography, the quotation mark is not typed.
        var tail = ""
        for c in self[index(startIndex, offsetBy: count - 1)].tail where !Token.isQuote(c) {
            if !(c.isWhitespace && (tail.last?.isWhitespace ?? false)) { tail.append(c) }
        }
        while let c = tail.last, isPause(c) || c.isWhitespace { tail.removeLast() }
        // A full stop alone is how a recognizer ends every sentence; in a search box or a form it would be a typo.
        if tail == "." || tail == "।" { tail = "" }
        return lead + said + tail
    }
}

extension Token {
    static func isQuote(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy { quoteScalars.contains($0) } }
    private static let quoteScalars = Set("\"'«»„“”‘’‚‹›「」".unicodeScalars)
}

private func isPause(_ c: Character) -> Bool { c == "," || c == ";" || c == ":" || c == "،" || c == "、" }
