import CommandModel
import Foundation
import Grammar
@testable import NLU
import Testing

/// Word salad made of each locale's own words — what a recognizer's language model or a stray phrase can hand the
/// chain — never crashes the span rules, and whatever the chain acts on is a valid command that survives its JSON form.
@Suite struct RobustnessTests {
    @Test(arguments: SupportedLocale.all)
    func wordSaladIsReadSafely(locale: String) throws {
        let chain = try UnderstandingChain.bundled(locale)
        let corpus = try Corpus.bundled(locale)
        let words = Set(corpus.templates.flatMap { $0.text.split(separator: " ") } + corpus.slots.values.joined().flatMap { $0.split(separator: " ") })
            .map(String.init).filter { !$0.hasPrefix("{") }.sorted()
        var rng = SplitMix(seed: 22)   // the same salad on every run
        var acted = 0
        for _ in 0..<300 {
            let said = (0..<Int.random(in: 1...9, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
            let read = chain.interpret(said)
            _ = chain.suggestion(said)
            guard let best = read.best else { continue }
            acted += 1
            #expect((0...1).contains(best.confidence), "\(said)")
            let decoded = try JSONDecoder().decode(Command.self, from: JSONEncoder().encode(best.command))
            #expect(decoded == best.command, "\(said) → \(best.command.json)")
        }
        #expect(acted > 0, "no salad read as a command: the check checked nothing")
    }
}
