import CommandModel
import Foundation
import Grammar
import NLU
import Speech

/// What the command grammar makes of recognizer results: the command, and where free text begins in a reading
/// (so the recognizer can decode that part again with its language model).
public struct CommandUnderstanding: Sendable {
    public let grammar: CommandGrammar
    /// The grammar, then the on-device model for free phrasing.
    public let chain: UnderstandingChain

    public init(grammar: CommandGrammar, model: Understander? = nil) {
        self.grammar = grammar
        self.chain = UnderstandingChain(grammar: grammar, model: model)
    }

    public init(chain: UnderstandingChain) {
        self.grammar = chain.grammar
        self.chain = chain
    }

    /// The n-best alternatives with their confidences go to the grammar together (then to the model).
    /// An answer ("yes", "no") heard clearly is an answer: no lesser alternative turns it into a command.
    public func interpret(_ result: RecognitionResult) -> Interpretation {
        if let top = result.alternatives.first, Answers.read(top.text) != nil {
            return Interpretation(utterance: top.text, locale: grammar.locale, best: nil, alternatives: [])
        }
        return chain.interpret(result.alternatives.map { Hypothesis($0.text, confidence: $0.confidence) })
    }

    public func command(for result: RecognitionResult) -> (Command?, Double) {
        let best = interpret(result).best
        return (best?.command, best?.confidence ?? 0)
    }

    /// The index of the first word of the free-text slot in `words`, when the grammar reads them as a command with
    /// one (a search query, text to type, a site, a bookmark name, an element description).
    public func freeTextStart(_ words: [String]) -> Int? {
        guard !words.isEmpty, let command = grammar.interpret(words.joined(separator: " ")).best?.command,
              let value = Self.freeText(of: command) else { return nil }
        let count = value.split(whereSeparator: { $0 == " " }).count
        guard count > 0, count <= words.count else { return nil }
        return words.count - count
    }

    /// The free text a reading ends with (for typing, the text; a history query is not re-read).
    static func freeText(of command: Command) -> String? {
        command.intent == .history ? nil : command.spokenTexts.first
    }
}
