import Grammar
@testable import NLU
import Testing

/// What the model is told about a word from the phrase tables and their `sense` lines.
@Suite struct LexiconTests {
    /// A sense word gives the model the command it points to. A word used by too many commands says nothing and gets
    /// no features at all, so a sense line that pushes a word over that limit would silently take its meaning away.
    @Test(arguments: SupportedLocale.all)
    func everySenseWordTellsTheModelItsCommand(locale: String) throws {
        let table = try CommandGrammar.bundled(locale).table
        #expect(table.senses.count >= 30, "\(locale): senses for most commands")
        let lexicon = Lexicon(table: table)
        var silent: [String] = []
        for sense in table.senses {
            let label = Lexicon.label(intent: sense.intent.rawValue, fixed: sense.fixed.map { ($0.key, $0.value) })
            for word in sense.words where !lexicon.features(word).contains("gl=" + label) { silent.append("\(word) (\(label))") }
        }
        #expect(silent == [], "words used by too many commands to say anything")
    }

    @Test func aSenseWordSharesTheFeaturesOfTheRulesWords() throws {
        let lexicon = Lexicon(table: try CommandGrammar.bundled("en-US").table)
        // "shrink" is in no rule; "smaller" is in the zoom-out rule.
        #expect(lexicon.features("shrink").contains("gl=zoom direction=out"))
        #expect(lexicon.features("smaller").contains("gl=zoom direction=out"))
        #expect(lexicon.features("weeding").isEmpty)
    }
}
