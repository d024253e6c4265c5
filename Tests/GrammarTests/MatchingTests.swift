import CommandModel
import Grammar
import Testing

/// Ranking over n-best hypotheses, confidence, tolerance to recognizer noise, and refusing to guess.
@Suite struct MatchingTests {
    let en: CommandGrammar

    init() throws { en = try CommandGrammar.bundled("en-US") }

    @Test func bestHypothesisThatMeansSomethingWins() {
        let result = en.interpret([
            Hypothesis("click the fife", confidence: 0.9), Hypothesis("click five", confidence: 0.8),
        ])
        // the top hypothesis reads as a description; the second as a number, which is more specific
        #expect(result.best?.command == .click(.text("fife")))
        #expect(result.alternatives.contains { $0.command == .click(.number(5)) })
        let numberFirst = en.interpret([Hypothesis("click five", confidence: 0.9), Hypothesis("click hive", confidence: 0.85)])
        #expect(numberFirst.best?.command == .click(.number(5)))
        #expect(numberFirst.best?.heard == "click five")
    }

    @Test func confidenceScalesWithTheRecognizers() throws {
        let sure = try #require(en.interpret([Hypothesis("scroll down", confidence: 0.9)]).best)
        #expect(abs(sure.confidence - 0.9) < 1e-9)
        let unsure = en.interpret([Hypothesis("scroll down", confidence: 0.3)])
        #expect(unsure.best == nil)
        #expect(unsure.alternatives.first?.command == .scroll(.down, amount: nil))
    }

    @Test func sameCommandFromTwoHypothesesIsListedOnce() {
        let result = en.interpret([Hypothesis("scroll down", confidence: 0.7), Hypothesis("scroll down please", confidence: 0.6)])
        #expect(result.best?.command == .scroll(.down, amount: nil))
        #expect(!result.alternatives.contains { $0.command == .scroll(.down, amount: nil) })
    }

    @Test func homophonesOnlyInsideNumberSlots() {
        let heard = en.interpret("click for")
        #expect(heard.best?.command == .click(.number(4)))
        #expect((heard.best?.confidence ?? 1) < 0.9)
        // "for" alone is not a bare number
        #expect(en.interpret("for").best == nil)
        #expect(en.interpret("go to tab to").best?.command == .tab(.switch, index: 2))
    }

    @Test func nearMissWordsMatchWithLowerConfidence() throws {
        let r = try #require(en.interpret("scrol down").best)
        #expect(r.command == .scroll(.down, amount: nil))
        #expect(r.confidence < 0.8)
        #expect(en.interpret("scroll dawn").best?.command == .scroll(.down, amount: nil))
        // short words are not stretched into others
        #expect(en.interpret("zap in").best == nil)
        // nor is another first letter a near miss: "center the text" typed "the text" ("enter")
        #expect(en.interpret("center the text").best == nil)
        #expect(en.interpret("clik five").best?.command == .click(.number(5)))
        // nor is a word the rules say as it is: "सुनो" (listen) is no misspelt "चुनो" (select)
        let hi = try CommandGrammar.bundled("hi-IN")
        #expect(hi.interpret("मेरी बात सुनो").best?.command != .click(.text("मेरी बात")))
        #expect(hi.interpret("सर्च बटन चुनो").best?.command == .click(.text("सर्च बटन")))
    }

    @Test func fillersAtTheEdgesAndNoiseAnywhereAreIgnored() {
        #expect(en.interpret("um could you please uh scroll down thanks").best?.command == .scroll(.down, amount: nil))
        // a filler word inside typed text stays, and so does one that is the whole text; politeness between the verb
        // and the text is not typed (as "schreib bitte …" never was), and a filler after a closing yes or no is the reply's
        #expect(en.interpret("type thank you for your order").best?.command == .type(text: "thank you for your order", target: nil))
        #expect(en.interpret("type please").best?.command == .type(text: "please", target: nil))
        #expect(en.interpret("type please help me").best?.command == .type(text: "help me", target: nil))
        #expect(en.interpret("type hello please").best?.command == .type(text: "hello", target: nil))
        #expect(en.interpret("just type no thank you").best?.command == .type(text: "no thank you", target: nil))
        #expect(en.interpret("type yes please in the search box").best?.command
                == .type(text: "yes please", target: .text("search box")))
    }

    @Test func specificReadingsBeatFreeText() {
        #expect(en.interpret("click five").best?.command == .click(.number(5)))
        #expect(en.interpret("type hello in 4").best?.command == .type(text: "hello", target: .number(4)))
        #expect(en.interpret("go to tab 3").best?.command == .tab(.switch, index: 3))
        #expect(en.interpret("open settings").best?.command == .settings(.open))
    }

    @Test func freeTextHoldingAJoiningWordIsLessSure() throws {
        // "and" inside free text may join two commands; the reading stands, but below what the understanding chain
        // trusts without asking the model (0.9).
        let joined = try #require(en.interpret("search for salt and pepper").best)
        #expect(joined.command == .search(query: "salt and pepper", scope: .web))
        #expect(joined.confidence < 0.9 && joined.confidence >= 0.5)
        let plain = try #require(en.interpret("search for running shoes").best)
        #expect(plain.confidence >= 0.9)
        // At the edge of the free text a joining word joins nothing.
        #expect(try #require(en.interpret("type and").best).confidence >= 0.9)
        let es = try CommandGrammar.bundled("es-ES")
        #expect(try #require(es.interpret("busca el botón de entrar y pínchalo").best).confidence < 0.9)
    }

    @Test func destinationsThatNameAnElementAreNotVisited() throws {
        // An unknown place is still a place to go (with less confidence than a known site) …
        let unknown = try #require(en.interpret("go to some unknown place").best)
        #expect(unknown.command == .navigate(.open, destination: "some unknown place", url: nil))
        // … but a number or an element's role word is not a website: the visit is only an alternative (going to an
        // element is clicking it, the focus there: "go to the next page button").
        for phrase in ["go to the next page button", "open the contact link", "go to 42"] {
            let r = en.interpret(phrase)
            #expect(r.best.map { if case .navigate = $0.command { true } else { false } } != true, "\(phrase)")
            #expect(r.alternatives.contains { if case .navigate = $0.command { true } else { false } }, "\(phrase)")
        }
        // Opening a thing named with its kind is the grammar's guess of a click, below what is trusted without the model.
        let opened = try #require(en.interpret("open the contact link").best)
        #expect(opened.command == .click(.text("contact link")) && opened.confidence < 0.9)
        #expect(en.interpret("go to the next page button").best?.command == .click(.text("next page button")))
        #expect(en.interpret("go to 42").best == nil)
    }

    @Test func sitesResolve() throws {
        #expect(en.interpret("go to github dot com").best?.command
            == .navigate(.open, destination: "github dot com", url: "https://github.com"))
        #expect(en.interpret("open https://example.org/docs").best?.command
            == .navigate(.open, destination: "https://example.org/docs", url: "https://example.org/docs"))
        // A spoken slash is a path, in every locale's own word for it; one before any address is not.
        func url(_ grammar: CommandGrammar, _ said: String) -> String? {
            if case .navigate(.open, _, let url, _)? = grammar.interpret(said).best?.command { url } else { nil }
        }
        let es = try CommandGrammar.bundled("es-ES"), de = try CommandGrammar.bundled("de-DE")
        #expect(url(en, "go to example dot com slash news") == "https://example.com/news")
        #expect(url(es, "ve a example punto com barra noticias") == "https://example.com/noticias")
        #expect(url(de, "öffne example punkt de schrägstrich wetter") == "https://example.de/wetter")
        #expect(url(en, "go to slash news") == nil)
        // A name said in several words is joined; an ending is one word, and words after it are no part of it.
        #expect(url(en, "go to stack overflow dot com") == "https://stackoverflow.com")
        #expect(url(en, "go to example dot com slash good news") == "https://example.com/goodnews")
        #expect(url(en, "go to example.org in a new tab") == nil)
        let inATab = en.interpret("go to example dot org in a new tab")
        #expect(inATab.best?.command == .tab(.open, destination: "example dot org", url: "https://example.org"))
        #expect(!inATab.alternatives.contains { if case .navigate(_, _, _?, _) = $0.command { true } else { false } }, "\(inATab.alternatives)")
        let unknown = en.interpret("go to the moon").best
        #expect(unknown?.command == .navigate(.open, destination: "the moon", url: nil))
        #expect((unknown?.confidence ?? 1) < 0.9)
    }

    @Test func spokenAddressesAreTypedAsAddresses() throws {
        func typed(_ grammar: CommandGrammar, _ said: String) -> String? {
            if case .type(let text, _, _)? = grammar.interpret(said).best?.command { text } else { nil }
        }
        let es = try CommandGrammar.bundled("es-ES"), fr = try CommandGrammar.bundled("fr-FR")
        #expect(typed(en, "type john dot smith at example dot co dot uk") == "john.smith@example.co.uk")
        #expect(typed(en, "type my address is john at example dot com") == "my address is john@example.com")
        #expect(typed(es, "escribe juan arroba correo punto es") == "juan@correo.es")
        #expect(typed(fr, "écris marie arobase exemple point fr") == "marie@exemple.fr")
        #expect(typed(en, "type example dot com") == "example.com")
        // Hyphens and apostrophes stay as said.
        #expect(typed(fr, "écris je t'aime c'est tout") == "je t'aime c'est tout")
        #expect(typed(en, "type my e-mail to Jean-Pierre") == "my e-mail to Jean-Pierre")
        // Punctuation stays where it was said; the full stop ending the sentence is not the address's.
        #expect(typed(en, "type john dot smith at example dot com.") == "john.smith@example.com")
        #expect(typed(en, "type mail john at example dot com, then wait!") == "mail john@example.com, then wait!")
        // Words for "at" and "." that make no address stay as said.
        #expect(typed(en, "type meet me at the park") == "meet me at the park")
        #expect(typed(en, "type the point is") == "the point is")
        #expect(typed(en, "type see you at noon dot") == "see you at noon dot")
    }

    /// Text to type keeps its punctuation; queries, places, names and elements are written without the sentence's.
    @Test func typedTextKeepsItsPunctuation() throws {
        let es = try CommandGrammar.bundled("es-ES"), fr = try CommandGrammar.bundled("fr-FR")
        let de = try CommandGrammar.bundled("de-DE"), hi = try CommandGrammar.bundled("hi-IN")
        #expect(en.interpret("type hello, world.").best?.command == .type(text: "hello, world", target: nil))
        #expect(en.interpret("type what time is it?").best?.command == .type(text: "what time is it?", target: nil))
        #expect(en.interpret("type \"running shoes\"").best?.command == .type(text: "running shoes", target: nil))
        #expect(en.interpret("type hello in the search box.").best?.command == .type(text: "hello", target: .text("search box")))
        #expect(es.interpret("escribe ¿dónde estás?").best?.command == .type(text: "¿dónde estás?", target: nil))
        #expect(fr.interpret("tape « bonjour tout le monde » !").best?.command == .type(text: "bonjour tout le monde !", target: nil))
        #expect(de.interpret("tippe Hallo, wie geht's?").best?.command == .type(text: "Hallo, wie geht's?", target: nil))
        #expect(hi.interpret("नमस्ते, आप कैसे हैं? लिखो").best?.command == .type(text: "नमस्ते, आप कैसे हैं?", target: nil))
        // A filler ending the text is its own word when nothing else ends the utterance.
        #expect(en.interpret("type see you right now.").best?.command == .type(text: "see you right now", target: nil))
        #expect(en.interpret("search for running shoes.").best?.command == .search(query: "running shoes", scope: .web))
        #expect(en.interpret("click the login button.").best?.command == .click(.text("login button")))
        #expect(en.interpret("go to wikipedia!").best?.command
                == .navigate(.open, destination: "wikipedia", url: "https://www.wikipedia.org"))
        // A question or exclamation mark closing the request is not the text's.
        #expect(es.interpret("¿puedes escribir camisa azul?").best?.command == .type(text: "camisa azul", target: nil))
        #expect(en.interpret("could you type hello world?").best?.command == .type(text: "hello world", target: nil))
        #expect(en.interpret("could you type what time is it?").best?.command == .type(text: "what time is it?", target: nil))
    }

    /// "search youtube for cats" in each language; a site nobody knows is part of the query.
    @Test func searchingAKnownSite() throws {
        let youtube = "https://www.youtube.com"
        let cases: [(String, String, Command?)] = [
            ("en-US", "search youtube for cats", .search(query: "cats", scope: .web, site: youtube)),
            ("en-US", "search for running shoes on amazon", .search(query: "running shoes", scope: .web, site: "https://www.amazon.com")),
            ("es-ES", "busca gatos en youtube", .search(query: "gatos", scope: .web, site: youtube)),
            ("fr-FR", "cherche des chats sur youtube", .search(query: "des chats", scope: .web, site: youtube)),
            ("de-DE", "such auf youtube nach katzen", .search(query: "katzen", scope: .web, site: youtube)),
            ("hi-IN", "youtube पर बिल्लियाँ खोजो", .search(query: "बिल्लियाँ", scope: .web, site: youtube)),
            ("en-US", "search the verge for phones", .search(query: "the verge for phones", scope: .web)),
            // Read by a rule without a site: the query's last words name it.
            ("fr-FR", "tu peux chercher des chats sur youtube", .search(query: "des chats", scope: .web, site: youtube)),
            ("en-US", "google cats on youtube please", .search(query: "cats", scope: .web, site: youtube)),
            // A web search engine is the web search the person chose.
            ("en-US", "search for cats on google", .search(query: "cats", scope: .web)),
            ("en-US", "search for articles on climate change", .search(query: "articles on climate change", scope: .web)),
            ("en-US", "search google for football scores", .search(query: "football scores", scope: .web)),
            ("en-US", "find cats on this page", .search(query: "cats", scope: .page)),
            ("es-ES", "busca gatos en la página", .search(query: "gatos", scope: .page)),
        ]
        for (locale, said, command) in cases {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == command, "\(locale): \(said)")
        }
    }

    /// "open link 12 in a new tab": the link named, by number, position or name, in each language; "open link 12"
    /// alone still follows it in this tab.
    @Test func aLinkOpensInANewTab() throws {
        let link = Target.ordinal(3, role: "link")
        let cases: [(String, String, Command)] = [
            ("en-US", "open link 12 in a new tab", .tab(.open, target: .number(12))),
            ("en-US", "open the third link in another tab", .tab(.open, target: link)),
            ("en-US", "open the contact link in a new tab", .tab(.open, target: .text("contact link"))),
            ("en-US", "open link seven in a private window", .tab(.open, isPrivate: true, target: .number(7))),
            ("en-US", "open link 12", .click(.number(12))), ("en-US", "open a new tab", .tab(.open)),
            ("es-ES", "abre el enlace 12 en una pestaña nueva", .tab(.open, target: .number(12))),
            ("es-ES", "abre el tercer enlace en otra pestaña", .tab(.open, target: link)),
            ("es-ES", "abre el enlace 4 en una pestaña privada", .tab(.open, isPrivate: true, target: .number(4))),
            ("fr-FR", "ouvre le lien 12 dans un nouvel onglet", .tab(.open, target: .number(12))),
            ("fr-FR", "ouvre le troisième lien dans un autre onglet", .tab(.open, target: link)),
            ("fr-FR", "ouvre le lien contact dans un nouvel onglet", .tab(.open, target: .text("contact"))),
            ("de-DE", "öffne link 12 in einem neuen tab", .tab(.open, target: .number(12))),
            ("de-DE", "öffne den dritten link in einem neuen tab", .tab(.open, target: link)),
            ("de-DE", "link 5 in neuem tab öffnen", .tab(.open, target: .number(5))),
            ("hi-IN", "लिंक 12 नए टैब में खोलो", .tab(.open, target: .number(12))),
            ("hi-IN", "तीसरा लिंक नए टैब में खोलो", .tab(.open, target: link)),
            ("hi-IN", "लिंक 4 नए प्राइवेट टैब में खोलो", .tab(.open, isPrivate: true, target: .number(4))),
        ]
        for (locale, said, command) in cases {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == command, "\(locale): \(said)")
        }
    }

    /// "scroll down three times", "scroll down twice", "scroll down 3 pages", in every locale; once is no count.
    @Test func scrollingSeveralTimes() throws {
        let cases: [(String, String, Command)] = [
            ("en-US", "scroll down 3 times", .scroll(.down, amount: nil, count: 3)), ("en-US", "go up five times", .scroll(.up, amount: nil, count: 5)),
            ("en-US", "scroll down twice", .scroll(.down, amount: nil, count: 2)), ("en-US", "scroll down three pages", .scroll(.down, amount: .page, count: 3)),
            ("en-US", "scroll left 2 times", .scroll(.left, amount: nil, count: 2)), ("en-US", "scroll down", .scroll(.down, amount: nil)),
            ("es-ES", "desplázate hacia abajo tres veces", .scroll(.down, amount: nil, count: 3)), ("es-ES", "sube dos veces", .scroll(.up, amount: nil, count: 2)),
            ("es-ES", "baja tres páginas", .scroll(.down, amount: .page, count: 3)),
            ("fr-FR", "descends trois fois", .scroll(.down, amount: nil, count: 3)), ("fr-FR", "remonte de deux pages", .scroll(.up, amount: .page, count: 2)),
            ("de-DE", "scroll dreimal nach unten", .scroll(.down, amount: nil, count: 3)), ("de-DE", "vier mal nach oben", .scroll(.up, amount: nil, count: 4)),
            ("de-DE", "zweimal runter", .scroll(.down, amount: nil, count: 2)),
            ("hi-IN", "तीन बार नीचे स्क्रॉल करो", .scroll(.down, amount: nil, count: 3)), ("hi-IN", "दो पेज ऊपर जाओ", .scroll(.up, amount: .page, count: 2)),
        ]
        for (locale, said, command) in cases {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == command, "\(locale): \(said)")
        }
        // A count goes with a direction to go in, not with an end ("scroll to the top 3 times" is no such command).
        #expect(throws: (any Error).self) { try Command(json: #"{"intent":"scroll","direction":"top","count":3}"#) }
        #expect(try Command(json: #"{"intent":"scroll","direction":"down","count":1}"#) == .scroll(.down, amount: nil))
    }

    /// A place a cloud model names without its address gets the one the device knows for it.
    @Test func aPlaceNamedWithoutAnAddressIsResolved() throws {
        let en = try CommandGrammar.bundled("en-US")
        #expect(en.resolvingPlace(.navigate(.open, destination: "wikipedia")) == .navigate(.open, destination: "wikipedia", url: "https://www.wikipedia.org"))
        #expect(en.resolvingPlace(.tab(.open, isPrivate: true, destination: "youtube"))
                == .tab(.open, isPrivate: true, destination: "youtube", url: "https://www.youtube.com"))
        #expect(en.resolvingPlace(.navigate(.open, destination: "my aunt's recipes")) == .navigate(.open, destination: "my aunt's recipes"))
        #expect(en.resolvingPlace(.navigate(.open, destination: "x", url: "https://x.example")) == .navigate(.open, destination: "x", url: "https://x.example"))
    }

    /// A place said with "in a new tab" opens there; a link named so is still a link, not a site called "the
    /// contact link".
    @Test func aPlaceOpensInANewTab() throws {
        func tab(_ destination: String, _ url: String, isPrivate: Bool? = nil) -> Command {
            .tab(.open, isPrivate: isPrivate, destination: destination, url: url)
        }
        let youtube = "https://www.youtube.com", wikipedia = "https://www.wikipedia.org"
        let cases: [(String, String, Command)] = [
            ("en-US", "open youtube in a new tab", tab("youtube", youtube)),
            ("en-US", "go to wikipedia in another tab", tab("wikipedia", wikipedia)),
            ("en-US", "open a new tab with youtube", tab("youtube", youtube)),
            ("en-US", "open youtube in a private window", tab("youtube", youtube, isPrivate: true)),
            ("en-US", "open the contact link in a new tab", .tab(.open, target: .text("contact link"))),
            ("en-US", "open a new tab", .tab(.open)), ("en-US", "go to youtube", .navigate(.open, destination: "youtube", url: youtube)),
            ("es-ES", "abre youtube en una pestaña nueva", tab("youtube", youtube)),
            ("es-ES", "ve a wikipedia en otra pestaña", tab("wikipedia", wikipedia)),
            ("es-ES", "abre el enlace de contacto en otra pestaña", .tab(.open, target: .text("contacto"))),
            ("fr-FR", "ouvre youtube dans un nouvel onglet", tab("youtube", youtube)),
            ("fr-FR", "va sur wikipedia dans un autre onglet", tab("wikipedia", wikipedia)),
            ("de-DE", "öffne youtube in einem neuen tab", tab("youtube", youtube)),
            ("de-DE", "wikipedia in einem neuen tab öffnen", tab("wikipedia", wikipedia)),
            ("hi-IN", "यूट्यूब नए टैब में खोलो", tab("यूट्यूब", youtube)),
            ("hi-IN", "नए टैब में विकिपीडिया खोलो", tab("विकिपीडिया", wikipedia)),
        ]
        for (locale, said, command) in cases {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == command, "\(locale): \(said)")
        }
    }

    /// "zoom to 150 percent" in each language (Hindi also with a fraction of hundreds: "डेढ़ सौ" is 150); a level beyond
    /// the zoom's range is as far as it goes, and 100 percent is the normal size. "kill all the tabs", "vire tous les
    /// onglets" and "weg mit allen tabs" close them all.
    @Test func zoomLevelsAndClosingEveryTab() throws {
        let cases: [(String, String, Command?)] = [
            ("en-US", "zoom to 150 percent", .zoom(.set, level: 150)), ("en-US", "set the zoom to two hundred percent", .zoom(.set, level: 200)),
            ("en-US", "zoom to 100 percent", .zoom(.reset)), ("en-US", "zoom to 10 percent", .zoom(.set, level: 25)),
            ("en-US", "zoom to 900 percent", .zoom(.set, level: 500)),
            ("es-ES", "pon el zoom al ciento cincuenta por ciento", .zoom(.set, level: 150)),
            ("fr-FR", "mets le zoom à deux cents pour cent", .zoom(.set, level: 200)),
            ("de-DE", "setze den zoom auf hundertfünfzig prozent", .zoom(.set, level: 150)),
            ("hi-IN", "ज़ूम 150 प्रतिशत करो", .zoom(.set, level: 150)), ("hi-IN", "ज़ूम डेढ़ सौ प्रतिशत पर करो", .zoom(.set, level: 150)),
            ("hi-IN", "ज़ूम पौने दो सौ प्रतिशत करो", .zoom(.set, level: 175)),
            ("en-US", "kill all the tabs", .tab(.closeAll)), ("fr-FR", "vire tous les onglets", .tab(.closeAll)),
            ("de-DE", "weg mit allen tabs", .tab(.closeAll)),
        ]
        for (locale, said, command) in cases {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == command, "\(locale): \(said)")
        }
    }

    @Test func aKnownSiteNamedWithAWordForWebsiteIsThatSite() throws {
        let es = try CommandGrammar.bundled("es-ES"), de = try CommandGrammar.bundled("de-DE"), hi = try CommandGrammar.bundled("hi-IN")
        #expect(es.interpret("abre la página de bing").best?.command == .navigate(.open, destination: "bing", url: "https://www.bing.com"))
        #expect(de.interpret("geh auf die webseite von linkedin").best?.command
                == .navigate(.open, destination: "linkedin", url: "https://www.linkedin.com"))
        #expect(en.interpret("go to the bbc website").best?.command == .navigate(.open, destination: "the bbc", url: "https://www.bbc.com"))
        #expect(hi.interpret("amazon की वेबसाइट खोलो").best?.command == .navigate(.open, destination: "amazon", url: "https://www.amazon.com"))
        // An unknown site keeps every word said: the word for website may be part of its name.
        #expect(es.interpret("abre la página de mi colegio").best?.command
                == .navigate(.open, destination: "la página de mi colegio", url: nil))
    }

    @Test func valuesMustBelongToTheSetting() {
        let r = en.interpret("switch to dark mode")
        #expect(r.best?.command == .settings(.set, setting: "appearance", value: "dark"))
        #expect(!r.alternatives.contains { $0.command == .settings(.set, setting: "locale", value: "dark") })
        #expect(en.interpret("use the force").best == nil)
    }

    @Test func helpTextListsEveryIntentInTheLocalesOwnWords() throws {
        for locale in SupportedLocale.all {
            let sections = HelpText(grammar: try CommandGrammar.bundled(locale)).sections()
            #expect(sections.count == Intent.allCases.count)
        }
        let hi = HelpText(grammar: try CommandGrammar.bundled("hi-IN")).render()
        #expect(hi.contains("<नंबर> पर क्लिक करें"))
        let en = HelpText(grammar: en).render()
        #expect(en.contains("click <number>"))
        #expect(en.contains("Reading aloud"))
    }
}
