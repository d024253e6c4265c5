import Grammar
import PocketSphinx
import Testing

/// The recognizer must accept every locale's exported grammar: parsed by sphinxbase and compiled to an FSG.
@Suite struct JSGFExportTests {
    @Test(arguments: SupportedLocale.all)
    func recognizerAcceptsExportedGrammar(locale: String) throws {
        let grammar = try CommandGrammar.bundled(locale)
        let text = JSGFExporter(grammar: grammar).grammar()
        let summary = try JSGFValidator.validate(text)
        #expect(summary.publicRule.hasSuffix(".command>"))
        // one rule per intent, the macros and the slot rules
        #expect(summary.ruleCount >= 15 + grammar.table.macros.count)
        #expect(summary.states > 100)
    }

    @Test func brokenGrammarIsRejectedWithTheParsersReason() {
        #expect(throws: JSGFValidator.Failure.self) {
            try JSGFValidator.validate("#JSGF V1.0;\ngrammar x;\npublic <a> = ( click | ;\n")
        }
        #expect(throws: JSGFValidator.Failure.self) {
            try JSGFValidator.validate("#JSGF V1.0;\ngrammar x;\npublic <a> = click <undefined>;\n")
        }
    }
}
