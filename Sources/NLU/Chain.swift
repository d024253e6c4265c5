import CommandModel
import Grammar

/// Understanding in stages, each answering only above its own confidence: the grammar (canonical phrasings), then
/// the on-device model (free phrasing). Site profiles and the opt-in cloud model take their places in this chain
/// when they land. `Reading.source` says which stage answered.
public struct UnderstandingChain: Sendable {
    public let grammar: CommandGrammar
    public let model: Understander?

    public init(grammar: CommandGrammar, model: Understander?) {
        self.grammar = grammar
        self.model = model
    }

    /// The grammar and the shipped model for a locale; without a model (none shipped for it), the grammar alone.
    public static func bundled(_ locale: String) throws -> UnderstandingChain {
        let grammar = try CommandGrammar.bundled(locale)
        var model = try? Understander.bundled(grammar.locale)
        model?.threshold = Understander.defaultThreshold
        return UnderstandingChain(grammar: grammar, model: model)
    }

    public func interpret(_ utterance: String) -> Interpretation { interpret([Hypothesis(utterance)]) }

    /// The grammar over every hypothesis first; when it finds nothing trustworthy, the model reads the best one.
    public func interpret(_ hypotheses: [Hypothesis]) -> Interpretation {
        let byGrammar = grammar.interpret(hypotheses)
        guard byGrammar.best == nil, let model, let first = hypotheses.first,
              let reading = model.reading(first.text) else { return byGrammar }
        let scaled = Reading(command: reading.command, confidence: reading.confidence * first.confidence, source: .nlu, heard: first.text)
        guard scaled.confidence >= model.threshold else { return byGrammar }
        return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: scaled,
                              alternatives: byGrammar.alternatives)
    }
}
