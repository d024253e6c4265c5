import CommandModel
import Foundation
import Grammar
@testable import NLU
import Testing

@Suite struct CorpusTests {
    @Test func badCorpusFilesNameTheProblem() {
        func error(_ source: String) -> String {
            do { _ = try Corpus(source: source, file: "t.nlu"); return "" } catch { return "\(error)" }
        }
        #expect(error("click : click {number}\n").contains("no 'locale' line"))
        #expect(error("locale en-US\nclick click it\n") == "t.nlu:2: expected 'label : template | template'")
        #expect(error("locale en-US\nclick : click {colour}\n") == "t.nlu:2: unknown slot {colour}")
        #expect(error("locale en-US\nslot number: one | two\nclick : click {number}\n") == "t.nlu:3: slot {number} needs at least three values")
        #expect(error("locale en-US\nslot colour: red | green | blue\n") == "t.nlu:2: unknown slot 'colour'")
    }

    @Test(arguments: SupportedLocale.all)
    func theTestSplitHasPhrasingsAndValuesTrainingNeverSaw(locale: String) throws {
        let corpus = try Corpus.bundled(locale)
        let normalizer = try CommandGrammar.bundled(locale).normalizer
        let train = corpus.examples(.train, normalizer: normalizer)
        let test = corpus.examples(.test, normalizer: normalizer)
        #expect(train.count >= 300, "several hundred training utterances")
        #expect(test.count >= 80)
        let trainTexts = Set(train.map { $0.text.lowercased() })
        #expect(test.filter { trainTexts.contains($0.text.lowercased()) }.count <= test.count / 20,
                "held-out utterances are new (a few short ones may coincide)")
        // Every slot value in the test split is one training never filled in.
        let trainValues = Set(train.flatMap(\.drawnValues))
        for e in test { for v in e.drawnValues { #expect(!trainValues.contains(v), "\(locale): '\(v)' is in both splits") } }
        // Labels in the test split are labels the model knows.
        #expect(Set(test.map(\.label)).isSubset(of: Set(train.map(\.label))))
        // Tags line up with tokens, and entity values are the tagged tokens (joined as said: "such-symbol").
        for e in train.prefix(200) {
            #expect(e.tokens.count == e.tags.count)
            for (name, value) in e.entities {
                let tagged = zip(e.tokens, e.tags).filter { $0.1.hasSuffix("-" + name) }.map(\.0)
                #expect(tagged == normalizer.tokens(value).map(\.raw))
            }
        }
    }
}

extension CorpusTests {
    /// A phrasing written twice (in two rounds of the corpus, say) may be held out once and trained on once: the test
    /// split would then grade the model on an utterance it learnt. Each is written once, whatever its label.
    @Test(arguments: SupportedLocale.all)
    func everyPhrasingIsWrittenOnce(locale: String) throws {
        let corpus = try Corpus.bundled(locale)
        var seen: [String: Int] = [:]
        for t in corpus.templates {
            let key = t.text.lowercased().split(separator: " ").joined(separator: " ")
            if let first = seen[key] {
                Issue.record("\(locale).nlu:\(t.line): '\(t.text)' is already on line \(first)")
            } else {
                seen[key] = t.line
            }
        }
        #expect(seen.count == corpus.templates.count)
    }
}

extension CorpusTests {
    /// `nlu train/eval --development` chooses how to train without the test split: its two halves come from the
    /// training split alone, and neither shares a phrasing or a slot value with the other.
    @Test(arguments: ["en-US", "hi-IN"])
    func theDevelopmentSplitIsCutFromTheTrainingSplitAlone(locale: String) throws {
        var corpus = try Corpus.bundled(locale)
        let normalizer = try CommandGrammar.bundled(locale).normalizer
        let train = corpus.examples(.train, normalizer: normalizer), test = corpus.examples(.test, normalizer: normalizer)
        corpus.development = true
        let devTrain = corpus.examples(.train, normalizer: normalizer), devTest = corpus.examples(.test, normalizer: normalizer)
        #expect(devTrain.count >= 200 && devTest.count >= 60)
        // Nothing of the test split: no held-out value, and no held-out phrasing (held-out templates were left out whole).
        let testValues = Set(test.flatMap(\.drawnValues)), devValues = Set((devTrain + devTest).flatMap(\.drawnValues))
        #expect(testValues.isDisjoint(with: devValues))
        // A held-out phrasing without slots is one utterance: in the test split, in neither half.
        let heldOut = corpus.templates.filter { Corpus.isHeldOut(templateIndex: $0.index) && !$0.text.contains("{") }
            .map { normalizer.tokens($0.text).map(\.raw).joined(separator: " ") }
        #expect(heldOut.count >= 20)
        let testTexts = Set(test.map(\.text)), devTexts = Set((devTrain + devTest).map(\.text))
        for text in heldOut {
            #expect(testTexts.contains(text) && !devTexts.contains(text), "\(locale): '\(text)'")
        }
        #expect(devTrain.count + devTest.count < train.count + test.count)
        // Its halves are apart like the real ones: values and (mostly) utterances.
        let devTrainValues = Set(devTrain.flatMap(\.drawnValues))
        for e in devTest { for v in e.drawnValues { #expect(!devTrainValues.contains(v), "\(locale): '\(v)' is in both halves") } }
        let devTrainTexts = Set(devTrain.map(\.text))
        #expect(devTest.filter { devTrainTexts.contains($0.text) }.count <= devTest.count / 20)
    }

    /// Where the grammar is sure of a phrasing (the chain then never asks the model), the corpus must label it the
    /// same way: a corpus that says "previous page" is going back while the phrase table says it is the previous
    /// results page trains the model on both at once, and grades it against the one the browser never uses.
    @Test(arguments: SupportedLocale.all)
    func theCorpusAgreesWithTheGrammarWhereTheGrammarIsSure(locale: String) throws {
        let corpus = try Corpus.bundled(locale)
        let grammar = try CommandGrammar.bundled(locale)
        let fixedKeys: Set<String> = ["action", "direction", "amount", "scope", "private", "favorite"]
        var disagreements: [String] = []
        for e in corpus.examples(.train, normalizer: grammar.normalizer) + corpus.examples(.test, normalizer: grammar.normalizer) {
            guard let best = grammar.interpret(e.text).best, best.confidence >= UnderstandingChain.grammarSure else { continue }
            let parts = e.label.split(separator: " ").map(String.init)
            var expected: [String: String] = [:]
            for p in parts.dropFirst() {
                let kv = p.split(separator: "=", maxSplits: 1).map(String.init)
                expected[kv[0]] = kv[1]
            }
            let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(best.command)) as? [String: Any] ?? [:]
            var got: [String: String] = [:]
            for (k, v) in json where fixedKeys.contains(k) { got[k] = (v as? String) ?? ((v as? Bool) == true ? "true" : "false") }
            if json["intent"] as? String != parts[0] || got != expected {
                disagreements.append("'\(e.text)': corpus \(e.label), grammar \(json["intent"] ?? "?") \(got)")
            }
        }
        #expect(disagreements.isEmpty, Comment(rawValue: "\(locale):\n" + disagreements.joined(separator: "\n")))
    }
}

@Suite struct NLUModelTests {
    static let tiny = """
        locale en-US
        slot query: red shoes | blue hats | green socks | warm coats | cheap flights | old maps
        slot number: five | seven | twelve | three | nine | two
        search scope=web : look up {query} | search the web for {query} | i need {query} | google {query}
        search scope=page : find {query} on this page | find {query} here | where does it say {query} | find {query} on the page
        click : press {number} | hit {number} | click on {number} | choose number {number}
        tab action=close : close the tab | close this tab | shut the tab | close tab
        tab action=reopen : reopen the tab | reopen the last tab | bring back the tab | reopen closed tab
        none : i like turtles | good morning | how are you | thank you
        """
    /// Trained once for the tests that need a model of their own (training takes a while in a debug build; one draw
    /// of the added utterances, not the shipped models' four).
    static let tinyModel = Result { NLUModel.train(try Corpus(source: tiny), grammar: try CommandGrammar.bundled("en-US"), draws: 1) }

    @Test func aModelSurvivesTheFileAndRefusesBrokenFiles() throws {
        let grammar = try CommandGrammar.bundled("en-US")
        let model = try Self.tinyModel.get()
        let data = model.encoded()
        let loaded = try NLUModel(data: data)
        #expect(loaded.labels == model.labels && loaded.digest == model.digest)
        #expect(loaded.encoded() == data, "a model read from its file writes the same file")
        let a = Understander(model: model, grammar: grammar), b = Understander(model: loaded, grammar: grammar)
        for phrase in ["look up warm coats", "hit seven", "thank you", "google old maps please"] {
            let x = a.analyze(phrase), y = b.analyze(phrase)
            #expect(x.label == y.label && x.entities == y.entities && x.command == y.command)
            #expect(abs(x.confidence - y.confidence) < 0.01, "8-bit weights change little")
        }
        #expect(a.analyze("hit seven").command == .click(.number(7)))
        #expect(loaded.carrierWords == model.carrierWords && model.carrierWords.isSuperset(of: ["hit", "press", "look", "up"]))
        #expect(loaded.carrierByLabel == model.carrierByLabel && model.carrierByLabel["click"]?.contains("hit") == true)
        #expect(model.carrierByLabel["click"]?.contains("look") == false && model.carrierByLabel["none"] == nil)
        #expect(!model.carrierWords.contains("turtles"), "words of `none` examples say nothing of how commands are said")
        #expect(model.slotsByLabel["click"]?.contains("number") == true && model.slotsByLabel["click"]?.contains("query") == false)
        #expect(model.slotsByLabel["search scope=web"]?.contains("query") == true && loaded.slotsByLabel == model.slotsByLabel)
        // The tagger gives a reading only its label's entities: a click has no query, whatever the words look like.
        for phrase in ["click on red shoes", "press cheap flights", "hit look up seven"] {
            let r = b.analyze(phrase)
            #expect(r.label != "click" || r.entities["query"] == nil, "\(phrase): \(r.entities)")
        }
        #expect(throws: NLUError.self) { try NLUModel(data: data.prefix(data.count - 3)) }
        // A file of the 16-bit format before it is refused with what to do.
        let older = Data("AVNLU1".utf8) + data.dropFirst(6)
        #expect { try NLUModel(data: older) } throws: { ($0 as? NLUError)?.description.contains("retrain") == true }
        #expect(throws: NLUError.self) { try NLUModel(data: Data("not a model".utf8)) }
    }

    @Test func decodingKeepsToTheTagsItIsGiven() {
        // Weights that want B-query for every word; told only O and the number tags, the tagger still finds a path.
        let tags = ["O", "B-number", "I-number", "B-query", "I-query"]
        let tagger = EntityTagger(tags: tags, weights: ["w": [0, 1, 0, 4, 5]], transitions: Array(repeating: Array(repeating: 0, count: 5), count: 6))
        #expect(tagger.decode([["w"], ["w"]]).map { tags[$0] } == ["B-query", "I-query"])
        #expect(tagger.decode([["w"], ["w"]], only: [0, 1, 2]).map { tags[$0] } == ["B-number", "B-number"])
    }

    @Test(arguments: SupportedLocale.all)
    func shippedModelsWereTrainedOnTheCorpusAsItIs(locale: String) throws {
        let model = try Understander.bundled(locale).model
        #expect(model.digest == (try Corpus.bundled(locale)).digest,
                "\(locale): the corpus changed since the model was trained — run: avanues nlu train --output Sources/NLU/Resources/models")
        // The issue's budget: 5 MB for the models of all five locales.
        #expect(SupportedLocale.all.map(Understander.bundledSize).reduce(0, +) < 5_000_000)
    }

    /// The model is sure of sentences unlike anything it learnt; the words around the entities give them away.
    @Test func everydaySentencesWithWordsNoCommandUsesAreNotActedOn() throws {
        let u = try Understander.bundled("en-US")
        let kitchen = u.analyze("we need to fix the kitchen tap")
        #expect(kitchen.command == .click(.text("kitchen tap")) && kitchen.confidence > 0.9, "the model alone would click")
        #expect(!kitchen.unexplainedWords.isEmpty, "\(kitchen.unexplainedWords)")
        // One unexplained word is enough when the element is named without a kind of element; with one, it is not.
        #expect(u.unexplainedLimit(.click(.text("kitchen tap"))) == 1 && u.unexplainedLimit(.click(.text("login button"))) == 2)
        #expect(u.reading("we need to fix the kitchen tap") == nil)
        // A phrasing of known words around a new entity is still answered.
        let polite = u.analyze("could you kindly press the login button")
        #expect(polite.unexplainedWords.count < Understander.unexplainedLimit, "\(polite.unexplainedWords)")
        #expect(u.reading("could you kindly press the login button")?.command == .click(.text("login button")))
    }

    /// A number the reading has no place for means the command leaves out part of what was said.
    @Test func aNumberTheCommandHasNoPlaceForIsNotLeftOut() throws {
        let u = try Understander.bundled("en-US")
        for said in ["zoom in 3 times", "reload the page 2 times"] {
            let r = u.analyze(said)
            #expect(r.command != nil && r.confidence >= u.threshold, "the model alone would act on \"\(said)\"")
            #expect(u.reading(said) == nil, "\"\(said)\" → \(String(describing: u.reading(said)?.command))")
        }
        #expect(u.reading("could you switch to tab 12 please")?.command == .tab(.switch, index: 12))
    }

    /// A zoom level is the number said, kept within the zoom's range.
    @Test func aZoomLevelIsTheNumberSaid() throws {
        let en = try Understander.bundled("en-US")
        #expect(en.command(label: "zoom direction=set", entities: ["number": "one hundred fifty"]) == .zoom(.set, level: 150))
        #expect(en.command(label: "zoom direction=set", entities: ["number": "ten"]) == .zoom(.set, level: 25))
        #expect(en.command(label: "zoom direction=set", entities: [:]) == nil)
    }

    /// A link opened in a new tab is one said like a link: a number (not the article "ein" of "noch ein tab"), a
    /// position, or a description that names a kind of element ("private mode" is none). Said without a word for a
    /// tab, opening an element is clicking it.
    @Test func aLinkToOpenInANewTabIsSaidLikeOne() throws {
        let en = try Understander.bundled("en-US"), de = try Understander.bundled("de-DE")
        #expect(en.command(label: "tab action=open", entities: ["number": "twelve"]) == .tab(.open, target: .number(12)))
        #expect(en.command(label: "tab action=open", entities: ["ordinal": "third", "role": "link"]) == .tab(.open, target: .ordinal(3, role: "link")))
        #expect(en.command(label: "tab action=open private=true", entities: ["target": "comments link"])
                == .tab(.open, isPrivate: true, target: .text("comments link")))
        #expect(en.command(label: "tab action=open private=true", entities: ["target": "private mode"]) == .tab(.open, isPrivate: true))
        #expect(de.command(label: "tab action=open", entities: ["number": "ein"]) == .tab(.open))
        #expect(de.command(label: "tab action=open", entities: ["number": "1"]) == .tab(.open, target: .number(1)))
        #expect(en.correction(of: "tab action=open", words: ["open", "the", "second", "link"], entities: ["ordinal": "second", "role": "link"]) == "click")
        #expect(en.correction(of: "tab action=open", words: ["open", "the", "contact", "link"], entities: [:]) == "click")
        #expect(en.correction(of: "tab action=open", words: ["open", "the", "second", "link", "in", "a", "new", "tab"],
                              entities: ["ordinal": "second", "role": "link"]) == nil)
        #expect(en.correction(of: "tab action=open", words: ["open", "a", "new", "tab"], entities: [:]) == nil)
        // Said to be private, never clicked in this tab.
        #expect(en.correction(of: "tab action=open private=true", words: ["open", "the", "third", "link", "in", "an", "incognito", "window"],
                              entities: ["ordinal": "third", "role": "link"]) == nil)
    }

    /// The model's text keeps the hyphens and apostrophes it was said with.
    @Test func theModelsTextIsAsSaid() throws {
        let fr = try Understander.bundled("fr-FR")
        let r = fr.analyze("mets je t'aime dans le champ de recherche s'il te plaît")
        #expect(r.command == .type(text: "je t'aime", target: .text("champ de recherche")), "\(String(describing: r.command))")
        let en = try Understander.bundled("en-US")
        #expect(en.analyze("could you put hello, world in the search field.").command
                == .type(text: "hello, world", target: .text("search field")))
    }

    /// The model says how many pages to go back or forward when a number was said.
    @Test func severalPagesBackFromFreePhrasing() throws {
        for (locale, said, command) in [("en-US", "i need to go back two pages", Command.navigate(.back, count: 2)),
                                        ("fr-FR", "je veux revenir trois pages en arrière", .navigate(.back, count: 3)),
                                        ("hi-IN", "मुझे चार पेज पीछे ले चलो", .navigate(.back, count: 4))] {
            let u = try Understander.bundled(locale)
            #expect(u.reading(said)?.command == command, "\(locale): \(said) → \(String(describing: u.reading(said)?.command))")
        }
    }

    /// A known site after the query, with a word like "on", is the site to search (the tagger leaves it out of the
    /// query).
    @Test func searchingASiteFromFreePhrasing() throws {
        let u = try Understander.bundled("en-US")
        #expect(u.reading("can you look for cats on youtube please")?.command
                == .search(query: "cats", scope: .web, site: "https://www.youtube.com"))
        // A site nobody knows stays in the query.
        if case .search(let query, _, let site)? = u.reading("look for news on the verge")?.command {
            #expect(site == nil && query.hasSuffix("the verge"), "\(query)")
        }
    }

    /// The model's text to type has its spoken addresses written out, as the grammar's does.
    @Test func theModelsTextHasItsAddressesWritten() throws {
        let u = try Understander.bundled("en-US")
        #expect(u.command(label: "type", entities: ["text": "my email as john at example dot com"])
                == .type(text: "my email as john@example.com", target: nil))
    }

    /// Clearing the history, removing a bookmark and closing a tab are not done on a reading that leaves a word out.
    @Test func whatCannotBeUndoneNeedsEveryWordExplained() throws {
        let en = try Understander.bundled("en-US"), fr = try Understander.bundled("fr-FR")
        #expect(en.unexplainedLimit(.history(.clear)) == 1 && en.unexplainedLimit(.tab(.close)) == 1)
        #expect(en.unexplainedLimit(.tab(.open)) == Understander.unexplainedLimit)
        for (u, said) in [(en, "clear all my cookies"), (fr, "efface les cookies de l'historique"), (en, "close the old tab")] {
            let r = u.analyze(said)
            #expect(r.unexplainedWords.count == 1 && r.confidence >= u.threshold, "\(said): \(r.label) \(r.unexplainedWords)")
            #expect(u.reading(said) == nil, "\(said)")
        }
        #expect(fr.reading("efface mon historique")?.command == .history(.clear))
        // A word said for closing the other tabs, or all, is no closing of this one, however sure the model is. (The
        // sentences that show it depend on the trained model.)
        let de = try Understander.bundled("de-DE"), es = try Understander.bundled("es-ES")
        var shown = 0
        for (u, said) in [(fr, "ferme tout sauf cet onglet"), (de, "schließ alles außer diesem tab"), (es, "cierra todo menos esta pestaña"),
                          (en, "close everything except this tab"), (fr, "ferme tout sauf celui-ci")] {
            let r = u.analyze(said)
            guard r.command == .tab(.close), r.unexplainedWords.isEmpty, r.confidence >= u.threshold else { continue }
            shown += 1
            #expect(u.reading(said) == nil, "\(said)")
        }
        #expect(shown > 0, "no sentence where the model alone would close this tab")
        // A word of negation is left to the negation check, which declines the command and says so.
        #expect(en.reading("never close this tab")?.command == .tab(.close))
        let chain = UnderstandingChain(grammar: en.grammar, model: en)
        #expect(chain.interpret("never close this tab").declined?.command == .tab(.close))
        #expect(chain.interpret("never close this tab").best == nil)
    }

    @Test(arguments: SupportedLocale.all)
    func heldOutAccuracyDoesNotRegress(locale: String) throws {
        let u = try Understander.bundled(locale)
        let e = Evaluation.run(u, corpus: try Corpus.bundled(locale), modelBytes: 0)
        // Floors about three points under what `avanues nlu eval` measured after the sixth corpus round
        // (docs/measurements.md: en-US 90.9 %, es-ES 89.3 %, fr-FR 90.9 %, de-DE 92.0 %, hi-IN 89.5 %); a change that
        // loses more fails.
        let floors = ["en-US": 0.88, "es-ES": 0.86, "fr-FR": 0.88, "de-DE": 0.89, "hi-IN": 0.86]
        #expect(e.intentAccuracy >= floors[locale, default: 0.6], "\(locale): \(e.intentAccuracy)")
        // Entities and what the chain does wrong, the same way (entities 84.2 / 86.5 / 90.1 / 89.2 / 86.5 %; wrong
        // actions 16 / 10 / 11 / 13 / 21 at the end of the twenty-third session, 12 / 10 / 10 / 13 / 21 at the end of
        // the twenty-fourth): the span rules are many, and one that breaks another's sentences shows here.
        let entityFloors = ["en-US": 0.81, "es-ES": 0.83, "fr-FR": 0.87, "de-DE": 0.86, "hi-IN": 0.83]
        #expect(e.entityExactMatch >= entityFloors[locale, default: 0.6], "\(locale): \(e.entityExactMatch)")
        let wrongCeilings = ["en-US": 18, "es-ES": 15, "fr-FR": 16, "de-DE": 18, "hi-IN": 19]
        #expect(e.chainMistakes.count <= wrongCeilings[locale, default: 30], "\(locale): \(e.chainMistakes.count) wrong actions")
        #expect(e.calibrationError < 0.3, "\(locale): \(e.calibrationError)")
    }

    @Test func commandsThatDoTheSameCountAsTheSame() throws {
        let articles = try CommandGrammar.bundled("en-US").table.articles
        func same(_ a: Command, _ b: Command) -> Bool { Evaluation.same(a, b, articles: articles) }
        #expect(same(.click(.text("that help link")), .click(.text("help link"))))
        #expect(same(.navigate(.open, destination: "the bing", url: "https://www.bing.com"),
                     .navigate(.open, destination: "bing", url: "https://www.bing.com")))
        #expect(same(.tab(.open, destination: "the verge"), .tab(.open, destination: "verge")))
        #expect(!same(.tab(.open, isPrivate: true, destination: "the verge"), .tab(.open, destination: "verge")))
        // A bookmark opened by name is looked for without the owner too.
        #expect(same(.bookmark(.open, name: "my blog"), .bookmark(.open, name: "blog")))
        #expect(!same(.bookmark(.open, name: "my blog"), .bookmark(.remove, name: "blog")))
        // Typed text keeps every word; another place, element or action is another command.
        #expect(!same(.type(text: "the quick brown fox", target: nil), .type(text: "quick brown fox", target: nil)))
        #expect(!same(.click(.text("help link")), .click(.text("home link"))))
        #expect(!same(.navigate(.open, destination: "the moon", url: nil), .navigate(.open, destination: "moon", url: "https://moon.example")))
        #expect(!same(.click(.text("the")), .click(.text("link"))))
    }
}
