import AvanuesCLI
import CommandModel
import Foundation
import Grammar
import Testing

/// Table-driven: every line of Cases/<locale>.jsonl is an utterance and the command it must parse to (or null:
/// it must parse to nothing), run through the same code path as `avanues parse`.
@Suite struct PhraseCaseTests {
    struct Case: Decodable {
        let say: String
        let expect: Command?
    }

    static func cases(_ locale: String) throws -> [Case] {
        let url = try #require(Bundle.module.url(forResource: "Cases/\(locale)", withExtension: "jsonl"))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(Case.self, from: Data($0.utf8))
        }
    }

    @Test(arguments: SupportedLocale.all)
    func utterancesParseToTheirCommands(locale: String) throws {
        let grammar = try CommandGrammar.bundled(locale)
        for c in try Self.cases(locale) {
            let report = ParseReport(grammar.interpret(c.say))
            if let expected = c.expect {
                #expect(report.command == expected, "\(locale): \"\(c.say)\" → \(report.command?.json ?? "null")")
                #expect(report.confidence >= CommandGrammar.minimumConfidence, "\(locale): \"\(c.say)\"")
                #expect(report.source == .grammar)
            } else {
                #expect(report.command == nil, "\(locale): \"\(c.say)\" must not match, got \(report.command?.json ?? "")")
                #expect(report.confidence == 0)
            }
        }
    }

    @Test(arguments: SupportedLocale.all)
    func casesCoverEveryIntentAndEnoughNegatives(locale: String) throws {
        let cases = try Self.cases(locale)
        let positives = cases.compactMap(\.expect)
        #expect(positives.count >= 40)
        #expect(cases.count - positives.count >= 10)
        #expect(Set(positives.map(\.intent)) == Set(Intent.allCases), "\(locale) cases miss an intent")
    }
}
