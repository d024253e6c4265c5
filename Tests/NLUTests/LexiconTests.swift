import CommandModel
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

    /// Spanish verbs take their pronouns as endings: a form the rules do not have is read as its verb, and only when
    /// enough of a verb is left.
    @Test func aVerbWithItsPronounIsTheVerb() throws {
        let lexicon = Lexicon(table: try CommandGrammar.bundled("es-ES").table)
        #expect(lexicon.intents["pinchalo"] == lexicon.intents["pincha"])
        #expect(lexicon.intents["pinchalo"]?.contains("click") == true)
        #expect(lexicon.intents["cierrala"]?.contains("tab") == true)
        #expect(!lexicon.features("guardamela").isEmpty)
        #expect(lexicon.intents["vale"] == nil && lexicon.intents["calle"] == nil, "no verb is left of these")
        // English has no such endings.
        #expect(Lexicon(table: try CommandGrammar.bundled("en-US").table).intents["clickme"] == nil)
    }

    /// An idiom is matched whole; its words are not the command's vocabulary ("small" in "the text is too small" would
    /// tell the model that small means zooming in), and the model is not trained on its phrases.
    @Test func anIdiomIsMatchedButTeachesTheModelNothing() throws {
        let grammar = try CommandGrammar(source: """
            locale xx-XX
            language en
            name Test
            rule zoom direction=out : make it smaller
            idiom zoom direction=in : the text is too small
            """, file: "test.grammar")
        #expect(grammar.table.rules.map(\.idiom) == [false, true])
        #expect(grammar.interpret("the text is too small").best?.command == .zoom(.in))
        let lexicon = Lexicon(table: grammar.table)
        #expect(lexicon.features("smaller") == ["gi=zoom", "gl=zoom direction=out"])
        #expect(lexicon.features("small").isEmpty && lexicon.features("text").isEmpty)
        var rng = SplitMix(seed: 1)
        let corpus = try Corpus(source: "locale xx-XX\n", file: "test.nlu")
        let samples = GrammarSampler(table: grammar.table, corpus: corpus, normalizer: grammar.normalizer)
            .examples(perRule: 5, rng: &rng)
        #expect(!samples.isEmpty && samples.allSatisfy { !$0.tokens.contains("small") }, "\(samples.map(\.tokens))")
    }

    /// Highlighting is searching the page in Hindi too: the verb is no part of what to look for.
    @Test func highlightingSearchesThePageInHindi() throws {
        let hi = try Understander.bundled("hi-IN")
        #expect(hi.featurizer.lexicon.intents["हाइलाइट"] == ["search"])
        #expect(hi.analyze("पेज पर पनीर रेसिपी highlight करो").command == .search(query: "पनीर रेसिपी", scope: .page))
    }

    /// The words that leave an element in a state (checked, collapsed…) are the rules' words said for one state only; a
    /// click read by the model takes its state from them, and a word of two states, or none, leaves it a plain click.
    @Test func stateWordsGiveAClickTheStateSaid() throws {
        let en = try Understander.bundled("en-US")
        let states = en.featurizer.lexicon.stateWords
        #expect(states["tick"] == .checked && states["check"] == .checked && states["uncheck"] == .unchecked && states["untick"] == .unchecked)
        #expect(states["collapse"] == .collapsed && states["expand"] == .expanded, "a sense of zooming is no rule")
        #expect(states["the"] == nil && states["box"] == nil && states["please"] == nil && states["on"] == nil, "words of other rules say no state")
        #expect(!en.featurizer.lexicon.features("untick").contains { $0.contains("state") }, "no part of a label")
        let box = Command.click(.text("newsletter box"))
        #expect(en.withState(box, words: ["could", "you", "untick", "the", "newsletter", "box"]) == .click(.text("newsletter box"), state: .unchecked))
        #expect(en.withState(box, words: ["tick", "or", "untick", "it"]) == box)
        #expect(en.withState(.search(query: "tick", scope: .web), words: ["search", "tick"]) == .search(query: "tick", scope: .web))
        // Folded as the model sees words: "décoche" is "decoche".
        for (locale, word, state) in [("es-ES", "desmarca", ElementState.unchecked), ("fr-FR", "decoche", .unchecked), ("fr-FR", "coche", .checked),
                                      ("hi-IN", "अनचेक", .unchecked), ("de-DE", "kreuze", .checked), ("es-ES", "despliega", .expanded)] {
            let words = try Understander.bundled(locale).featurizer.lexicon.stateWords
            #expect(words[word] == state, "\(locale) \(word): \(words)")
            #expect(words.keys.allSatisfy { !["nimm", "the", "ein", "an", "aus", "la", "le"].contains($0) }, "\(locale): \(words)")
        }
    }
}
