/// One word of an utterance: `text` is the folded form matching uses, `raw` what was said, kept for free-text slots.
public struct Token: Hashable, Sendable {
    public let text: String
    public let raw: String
}
