import CommandModel
import Grammar
import Testing

/// The grammar file format: what loads, and the errors (with line and column) for what does not.
@Suite struct PhraseTableTests {
    static let header = "locale xx-XX\nlanguage en\nname Test\n"

    func load(_ body: String) throws -> CommandGrammar {
        try CommandGrammar(source: Self.header + body, file: "test.grammar")
    }

    func error(_ body: String) -> GrammarFileError? {
        do {
            _ = try load(body)
            return nil
        } catch let e as GrammarFileError {
            return e
        } catch {
            return nil
        }
    }

    @Test func aSmallGrammarMatches() throws {
        let g = try load("""
            define press = press | push
            rule click : <press> [on] {target:number}
            rule scroll direction=down : scroll down
              | go down
            """)
        #expect(g.interpret("push on 7").best?.command == .click(.number(7)))
        #expect(g.interpret("go down").best?.command == .scroll(.down, amount: nil))
        #expect(g.interpret("press").best == nil)
    }

    @Test func unknownDirectiveNamesTheLine() throws {
        let e = try #require(error("rule help : help\nfrobnicate: x\n"))
        #expect(e.line == 5)
        #expect(e.message.contains("frobnicate"))
        #expect(e.description.hasPrefix("test.grammar:5:"))
    }

    @Test func unclosedBracketNamesTheColumn() throws {
        let e = try #require(error("rule help : help [me\n"))
        #expect(e.line == 4)
        #expect(e.column == 18)
        #expect(e.message.contains("unclosed"))
    }

    /// `latin`: one word per spelling, and one spelling for one thing.
    @Test func latinSpellingsAreSingleWordsOfOneMeaning() throws {
        let g = try load("latin shared खोलो: kholo | kholiye\nlatin कर दो: kardo\nrule help : help\n")
        #expect(g.table.latin["kholiye"]?.words == ["खोलो"] && g.table.latin["kholiye"]?.shared == true)
        #expect(g.table.latin["kardo"]?.words == ["कर", "दो"] && g.table.latin["kardo"]?.shared == false)
        #expect(error("latin खोलो: khol do\n")?.message.contains("one word") == true)
        #expect(error("latin खोलो: kholo\nlatin खोल: kholo\n")?.message.contains("already") == true)
        #expect(error("latin : kholo\n") != nil)
    }

    @Test func undefinedMacroIsAnError() throws {
        let e = try #require(error("rule help : <nothing> help\n"))
        #expect(e.message.contains("undefined macro <nothing>"))
    }

    @Test func badSlotTypeIsAnError() throws {
        let e = try #require(error("rule click : click {target:colour}\n"))
        #expect(e.message.contains("slot"))
    }

    @Test func senseWordsPointToACommandTheGrammarHasAndAreNotMatched() throws {
        let g = try load("rule zoom direction=out : zoom out\nsense zoom direction=out : shrink | reduce\n")
        #expect(g.table.senses.count == 1)
        #expect(g.table.senses[0].words == ["shrink", "reduce"])
        #expect(g.interpret("shrink").best == nil, "a sense is the model's vocabulary, not a phrase the grammar matches")
        let noRule = try #require(error("rule zoom direction=out : zoom out\nsense zoom direction=in : enlarge\n"))
        #expect(noRule.line == 5)
        #expect(noRule.message.contains("zoom direction=in"))
        let phrase = try #require(error("rule zoom direction=out : zoom out\nsense zoom direction=out : make small\n"))
        #expect(phrase.message.contains("single words"))
        let intent = try #require(error("sense shrink : small\n"))
        #expect(intent.message.contains("unknown intent 'shrink'"))
    }

    @Test func negationsSayHowFarTheyReachAndVerbFormsPairUp() throws {
        let g = try load("""
            rule tab action=close : cierra la pestaña
            negation first after 2 : no | ya no
            want: quiero
            negated: vayas > ve | -ques > -ca | -es > -a
            """)
        let negation = try #require(g.table.negations.first)
        #expect(negation.phrases == [["no"], ["ya", "no"]])
        #expect(negation.first && !negation.last && negation.before == 0 && negation.after == 2)
        #expect(g.table.wanting == ["quiero"])
        #expect(g.table.negatedForms == ["vayas": "ve"])
        #expect(g.table.negatedEndings.map(\.0) == ["ques", "es"], "longest ending first")
        #expect(try #require(error("negation : no\n")).message.contains("reaches no word"))
        #expect(try #require(error("negation after lots : no\n")).message.contains("number of words"))
        #expect(try #require(error("negation sideways 2 : no\n")).message.contains("sideways"))
        let pair = try #require(error("negated: -es > a\n"))
        #expect(pair.line == 4 && pair.message.contains("-es > a"))
    }

    @Test func wordsThatSayWhereToLookAreNoPartOfAPageSearch() throws {
        let g = try load("""
            somewhere: anywhere | somewhere here
            rule search scope=page : find {query:text} on this page
            rule search scope=web : search for {query:text}
            """)
        #expect(g.interpret("find opening hours anywhere on this page").best?.command
                == .search(query: "opening hours", scope: .page))
        #expect(g.interpret("find somewhere here cats anywhere on this page").best?.command == .search(query: "cats", scope: .page))
        // Alone they are what is looked for; a search of the web keeps them.
        #expect(g.interpret("find anywhere on this page").best?.command == .search(query: "anywhere", scope: .page))
        #expect(g.interpret("search for flights anywhere").best?.command == .search(query: "flights anywhere", scope: .web))
        // Each locale says them.
        let bundled = try ["en-US": "find opening hours anywhere on this page", "hi-IN": "इस पेज पर कहीं मौसम ढूंढो"].map {
            try CommandGrammar.bundled($0.key).interpret($0.value).best?.command
        }
        #expect(bundled.contains(.search(query: "opening hours", scope: .page)))
        #expect(bundled.contains(.search(query: "मौसम", scope: .page)))
        for locale in ["es-ES", "fr-FR", "de-DE"] { #expect(try !CommandGrammar.bundled(locale).table.somewhere.isEmpty) }
    }

    /// `word`: words that say a word follows are not looked for ("search this page for the word delivery"), in each
    /// locale; alone, they are; a search of the web keeps them.
    @Test func wordsThatSayAWordFollowsAreNoPartOfAPageSearch() throws {
        let g = try load("word: the word\nrule search scope=page : find {query:text} on this page\nrule search scope=web : search for {query:text}\n")
        #expect(g.interpret("find the word price on this page").best?.command == .search(query: "price", scope: .page))
        #expect(g.interpret("find the word on this page").best?.command == .search(query: "the word", scope: .page))
        #expect(g.interpret("search for the word serendipity").best?.command == .search(query: "the word serendipity", scope: .web))
        for (locale, said, query) in [("en-US", "search this page for the word delivery", "delivery"),
                                      ("es-ES", "busca en esta página la palabra precio", "precio"),
                                      ("fr-FR", "cherche sur cette page le mot livraison", "livraison"),
                                      ("de-DE", "suche auf dieser seite nach dem wort lieferung", "lieferung"),
                                      ("hi-IN", "पेज में डिलीवरी शब्द खोजो", "डिलीवरी")] {
            let best = try CommandGrammar.bundled(locale).interpret(said).best?.command
            #expect(best == .search(query: query, scope: .page), "\(locale): \(said) → \(best?.json ?? "null")")
        }
    }

    @Test func wordsThatSayANameFollowsAreNoPartOfIt() throws {
        let g = try load("""
            called: called | that says
            rule bookmark action=open : open bookmark {name:text}
            rule click : click [the] {target:text}
            """)
        #expect(g.interpret("open bookmark called my blog").best?.command == .bookmark(.open, name: "my blog"))
        #expect(g.interpret("click the that says hello").best?.command == .click(.text("hello")))
        #expect(g.interpret("open bookmark called").best?.command == .bookmark(.open, name: "called"))
        // Where verbs come last, they follow the name.
        #expect(try CommandGrammar.bundled("hi-IN").interpret("काम नाम वाले बुकमार्क पर चलो").best?.command == .bookmark(.open, name: "काम"))
    }

    @Test func ruleThatMakesNoValidCommandIsRejectedAtLoad() throws {
        let e = try #require(error("rule scroll direction=sideways : scroll sideways\n"))
        #expect(e.line == 4)
        #expect(e.message.contains("no valid command"))
        // a slot the intent does not take
        #expect(error("rule help : help {query:text}\n") != nil)
        // one alternative missing a required slot is caught too
        #expect(error("rule click : click {target:number} | click now\n") != nil)
    }

    @Test func everyBundledGrammarLoadsWithRulesForEveryIntent() throws {
        for locale in SupportedLocale.all {
            let g = try CommandGrammar.bundled(locale)
            #expect(Set(g.table.rules.map(\.intent)) == Set(Intent.allCases), "\(locale)")
            #expect(Set(g.table.titles.keys) == Set(Intent.allCases), "\(locale) titles")
            #expect(g.table.placeholders.count == 8, "\(locale) placeholders")
        }
    }

    /// Hesitation words ("este", "euh", "äh") are taken out of what is heard before matching, so a rule that needs
    /// one can never match that way ("descarga este archivo" fell to the catch-all and downloaded "archivo").
    @Test func noRuleNeedsAWordThatIsTakenOutBeforeMatching() throws {
        for locale in SupportedLocale.all {
            let table = try CommandGrammar.bundled(locale).table
            var needed = Set<String>()
            var visiting = Set<String>()
            func walk(_ p: Pattern, optional: Bool) {
                switch p {
                case .word(let t): if !optional { needed.insert(t.text) }
                case .sequence(let ps), .choice(let ps): ps.forEach { walk($0, optional: optional) }
                case .optional(let q): walk(q, optional: true)
                case .macro(let name):
                    guard visiting.insert(name).inserted, let m = table.macros[name] else { return }
                    walk(m, optional: optional)
                    visiting.remove(name)
                case .slot: break
                }
            }
            for rule in table.rules { walk(rule.pattern, optional: false) }
            #expect(needed.intersection(table.noise).isEmpty, "\(locale): \(needed.intersection(table.noise).sorted())")
        }
    }

    @Test func localeNamesResolve() throws {
        #expect(SupportedLocale.resolve("es") == "es-ES")
        #expect(SupportedLocale.resolve("DE_de") == "de-DE")
        #expect(SupportedLocale.resolve("pt-BR") == nil)
        #expect(throws: UnsupportedLocale.self) { try CommandGrammar.bundled("pt-BR") }
    }
}
