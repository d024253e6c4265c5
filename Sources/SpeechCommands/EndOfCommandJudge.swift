import CommandModel
import Grammar
import NLU
import Speech

/// Judges, when a speaker pauses, whether the words so far are the start of a command ("click", "search for"), so
/// the voice loop waits longer for the rest — people who speak slowly pause after the verb — or a whole one (the
/// loop can then stop waiting sooner; see `VoicePipeline.Endpointing`).
///
/// - A whole command: two words or more that the grammar reads surely, with no free text (a query may go on:
///   "search for running … shoes"), not ending in a number a longer number begins with ("two" of "two hundred",
///   "vingt" of "vingt-deux").
/// - The start of one: the grammar reads nothing, but it does once a number or a word is added.
public struct EndOfCommandJudge: Sendable {
    public let understanding: CommandUnderstanding
    /// Word sequences that a longer number continues, up to the largest number the recognizer listens for.
    let numberPrefixes: Set<[String]>
    /// Words that complete a started command: a number ("click …") and a word ("search for …", "go to …").
    let probes: [String]
    let normalizer: Normalizer

    public init(understanding: CommandUnderstanding, maxNumber: Int = 300) {
        self.understanding = understanding
        let table = understanding.grammar.table
        let normalizer = Normalizer(elisions: table.elisions)
        self.normalizer = normalizer
        let numbers = (0...min(max(maxNumber, 0), 999)).compactMap {
            NumberSpeller.spell($0, language: table.language, hindiTable: table.canonicalNumbers)
        }.map { normalizer.tokens($0).map(\.text) }
        var prefixes = Set<[String]>()
        for n in numbers where n.count > 1 {
            for k in 1..<n.count { prefixes.insert(Array(n[..<k])) }
        }
        numberPrefixes = prefixes
        probes = [NumberSpeller.spell(5, language: table.language, hindiTable: table.canonicalNumbers) ?? "5", "wikipedia"]
    }

    public func judge(_ text: String) -> EndOfCommand {
        let grammar = understanding.grammar
        guard text.contains(where: { $0.isLetter || $0.isNumber }) else { return .unsure }
        if let best = grammar.interpret(text).best {
            guard best.confidence >= UnderstandingChain.grammarSure, CommandUnderstanding.freeText(of: best.command) == nil
            else { return .unsure }
            let words = normalizer.tokens(text).map(\.text)
            // One word is too little to go on: a misheard first word ("click" heard as "read") is often a command.
            guard words.count >= 2 else { return .unsure }
            for k in 1...min(3, words.count) where numberPrefixes.contains(Array(words.suffix(k))) { return .unsure }
            return .complete
        }
        for probe in probes {
            if let reading = grammar.interpret(text + " " + probe).best, reading.confidence >= 0.5 { return .incomplete }
        }
        return .unsure
    }
}
