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

extension CorpusTests {
    /// `{slot=word}` gives an entity whose word the phrasing fixes ("the {ordinal} {role=tab} on this page": the page's
    /// tabs, where any other kind of element would say something else). It is tagged like any entity, is part of the
    /// phrasing rather than a value the splits keep apart, and its slot name is checked like any other.
    @Test func aPhrasingMayGiveTheWordOfAnEntity() throws {
        let source = """
        locale en-US
        slot ordinal: first | second | third | fourth | fifth | sixth
        click : click the {ordinal} {role=tab} | press the {ordinal} {role=tab} on the page
        """
        let corpus = try Corpus(source: source)
        let normalizer = try CommandGrammar.bundled("en-US").normalizer
        let examples = corpus.examples(.train, normalizer: normalizer)
        #expect(!examples.isEmpty)
        for e in examples {
            #expect(e.entities["role"] == "tab")
            #expect(e.givenSlots == ["role"])
            #expect(e.drawnValues == [e.entities["ordinal"]!])
            #expect(zip(e.tokens, e.tags).contains { $0 == ("tab", "B-role") })
        }
        #expect(throws: Corpus.ParseError.self) { try Corpus(source: "locale en-US\nclick : click the {kind=tab}") }
    }
}

extension CorpusTests {
    /// No utterance the corpus makes has two labels: "i want the {ordinal} {role}" as a click once made "i want the
    /// third tab", which the browser's tab phrasings label a tab switch, and the model was taught and graded on both.
    @Test(arguments: SupportedLocale.all)
    func noUtteranceHasTwoLabels(locale: String) throws {
        let corpus = try Corpus.bundled(locale)
        let normalizer = try CommandGrammar.bundled(locale).normalizer
        var labels: [String: String] = [:]
        for split in Corpus.Split.allCases {
            for e in corpus.examples(split, normalizer: normalizer, variants: 12) {
                let key = e.tokens.map(Normalizer.fold).joined(separator: " ")
                if let other = labels[key], other != e.label {
                    Issue.record("\(locale): '\(e.text)' is labelled both \(other) and \(e.label)")
                }
                labels[key] = e.label
            }
        }
    }
}
