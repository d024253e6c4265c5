import Foundation
import Grammar
@testable import NLU
import Testing

extension CorpusTests {
    /// People stop short and start in the middle: the end of any corpus utterance (its last one to three words, "…
    /// enlace cinco") is read without failing, as the command its own phrasing names and as the model reads it, and
    /// gives a confidence that is a probability. A fragment once crashed the reading (a role word with nothing
    /// before it to take into the element).
    @Test(arguments: SupportedLocale.all)
    func theEndOfAnyCorpusUtteranceIsRead(locale: String) throws {
        let understander = try Understander.bundled(locale)
        let corpus = try Corpus.bundled(locale)
        var seen = Set<String>()
        for e in corpus.examples(.train, normalizer: understander.normalizer) + corpus.examples(.test, normalizer: understander.normalizer) {
            for k in 1...min(3, e.tokens.count) {
                let tokens = Array(e.tokens.suffix(k))
                guard seen.insert(e.label + "|" + tokens.joined(separator: " ")).inserted else { continue }
                let result = understander.analyze(tokens: tokens)
                #expect((0...1).contains(result.confidence), "\(locale): '\(tokens.joined(separator: " "))'")
                if e.label != "none" {
                    _ = understander.read(label: e.label, words: understander.featurizer.words(tokens), tokens: tokens)
                }
            }
        }
        #expect(seen.count > 1000)
    }
}
