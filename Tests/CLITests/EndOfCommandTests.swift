import Grammar
import Speech
import SpeechCommands
import Testing

/// What the voice loop makes of a pause, from the words heard before it.
struct EndOfCommandTests {
    @Test(arguments: [
        ("click five", EndOfCommand.complete), ("go back", .complete), ("scroll down", .complete), ("open a new tab", .complete),
        // a longer number may follow ("two hundred"), a query may go on, one word is too little to go on
        ("click two", .unsure), ("search for running", .unsure), ("type hello", .unsure), ("help", .unsure),
        // the start of a command
        ("click", .incomplete), ("click on", .incomplete), ("search for", .incomplete), ("switch to tab", .incomplete),
        ("go to", .incomplete),
        // nothing the grammar knows
        ("the weather in", .unsure), ("", .unsure),
    ])
    func english(_ text: String, _ expected: EndOfCommand) throws {
        let judge = EndOfCommandJudge(understanding: CommandUnderstanding(grammar: try CommandGrammar.bundled("en-US")))
        #expect(judge.judge(text) == expected, "'\(text)'")
    }

    @Test func numbersOfOtherLanguagesAndTheLargestNumberHeard() throws {
        let es = EndOfCommandJudge(understanding: CommandUnderstanding(grammar: try CommandGrammar.bundled("es-ES")))
        #expect(es.judge("haz clic en treinta") == .unsure)          // "treinta y dos"
        #expect(es.judge("haz clic en treinta y dos") == .complete)
        #expect(es.judge("haz clic en") == .incomplete)
        let en = try CommandGrammar.bundled("en-US")
        // Up to 300, "two" may start "two hundred"; up to 99 it is a whole number.
        #expect(EndOfCommandJudge(understanding: CommandUnderstanding(grammar: en), maxNumber: 99).judge("click two") == .complete)
    }
}
