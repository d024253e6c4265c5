import CommandModel
import Grammar
@testable import NLU
import Testing

/// Free phrasing the grammar does not know, understood on the device, in every locale.
@Suite struct ChainTests {
    // Phrasings of the training split or new fillings of its templates: these test the chain. How the model does on
    // phrasings it never saw is what `avanues nlu eval` measures, over the whole held-out split.
    static let phrases: [(String, String, Command?)] = [
        ("en-US", "find the search bar and type running shoes", .type(text: "running shoes", target: .text("search bar"))),
        ("en-US", "take me to the next page", .navigate(.next)),
        ("en-US", "i can't read this, make it larger", .zoom(.in)),
        ("en-US", "would you mind pressing the login button", .click(.text("login button"))),
        ("en-US", "I like turtles", nil),
        ("es-ES", "necesito otra pestaña", .tab(.open)),
        ("es-ES", "me gustan las tortugas", nil),
        ("fr-FR", "descends tout en bas", .scroll(.bottom, amount: nil)),
        ("fr-FR", "j'aime les tortues", nil),
        ("de-DE", "kannst du mir das vorlesen", .read(.start)),
        ("de-DE", "ich mag schildkröten", nil),
        ("hi-IN", "अक्षर थोड़े बड़े कर दो", .zoom(.in)),
        ("hi-IN", "मुझे कछुए पसंद हैं", nil),
        // An element described by its place, "the one" and its kind: all of it is the description.
        ("hi-IN", "मुझे नीचे वाला हरा बटन दबाना है", .click(.text("नीचे वाला हरा बटन"))),
        // Labels alike but for how far a scroll goes count together (0.76 down and 0.23 a little down did nothing).
        ("hi-IN", "ज़रा नीचे करो", .scroll(.down, amount: nil)),
        // Being told about the listener is asking what the browser does, read by the model too.
        ("hi-IN", "तुम्हारे बारे में बताओ", .help),
        // A place nobody knows that ends with a time other than now is talk about going there.
        ("en-US", "i need to go to the bank later", nil),
        ("es-ES", "vamos a ver una película esta noche", nil),
        ("hi-IN", "मुझे कल बैंक जाना है", nil),
        // A place that is the listener's is talk too, read as a visit by the grammar or by the model.
        ("en-US", "open your heart", nil),
        ("es-ES", "ve a tu casa", nil),
        ("de-DE", "geh in dein zimmer", nil),
        ("hi-IN", "तुम्हारा घर खोलो", nil),
        // Telling what someone does asks for nothing ("types"); a question ending so still asks.
        ("hi-IN", "मेरा भाई बहुत तेज़ टाइप करता है", nil),
        ("hi-IN", "यह कैसे काम करता है", .help),
        // Two commands joined: the grammar reads them as a search or typing of everything after the first verb,
        // with less confidence than a plain reading (a joining word inside its free text), so the model decides.
        ("es-ES", "busca el botón de entrar y pínchalo", .click(.text("botón de entrar"))),
        ("de-DE", "such den anmelde-button und klick drauf", .click(.text("anmelde-button"))),
    ]

    /// A search said first, then another command: the search, of the words before "and" (it clicked the first
    /// result on the page shown, or searched for all the words); a kind of element named before "and" is found to act
    /// on; a query that holds "and" stays whole.
    @Test func aSearchThenAnotherCommandSearches() throws {
        let cases: [(String, String, Command)] = [
            ("en-US", "search for cats and click the first result", .search(query: "cats", scope: .web)),
            ("en-US", "google hotels in rome and open the first one", .search(query: "hotels in rome", scope: .web)),
            ("es-ES", "busca hoteles en roma y abre el primero", .search(query: "hoteles en roma", scope: .web)),
            ("fr-FR", "cherche des hôtels à rome et ouvre le premier", .search(query: "des hôtels à rome", scope: .web)),
            ("en-US", "search for salt and pepper", .search(query: "salt and pepper", scope: .web)),
            ("en-US", "search for tom and jerry cartoons", .search(query: "tom and jerry cartoons", scope: .web)),
            ("es-ES", "busca el botón de entrar y pínchalo", .click(.text("botón de entrar"))),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    /// Finding a kind of element and then typing is typing into it, where the grammar read a web search of it all;
    /// a search of words with "and" inside stays one.
    @Test func findingAFieldThenTypingTypesIntoIt() throws {
        let cases: [(String, String, Command)] = [
            ("es-ES", "busca el campo de correo y escribe ana@example.com", .type(text: "ana@example.com", target: .text("campo de correo"))),
            ("fr-FR", "cherche le champ nom et écris dupont", .type(text: "dupont", target: .text("champ nom"))),
            ("de-DE", "such das suchfeld und schreib wanderschuhe", .type(text: "wanderschuhe", target: .text("suchfeld"))),
            ("en-US", "search for salt and pepper", .search(query: "salt and pepper", scope: .web)),
            ("es-ES", "busca pan y mantequilla", .search(query: "pan y mantequilla", scope: .web)),
            // Where verbs come last, the grammar read typing all of it.
            ("hi-IN", "सर्च बॉक्स ढूंढो और जूते लिखो", .type(text: "जूते", target: .text("सर्च बॉक्स"))),
            ("hi-IN", "ईमेल फ़ील्ड खोजो और मेरा ईमेल लिखो", .type(text: "मेरा ईमेल", target: .text("ईमेल फ़ील्ड"))),
            ("hi-IN", "नमस्ते और धन्यवाद लिखो", .type(text: "नमस्ते और धन्यवाद", target: nil)),
            ("hi-IN", "सर्च बार ढूंढो और running shoes टाइप करो", .type(text: "running shoes", target: .text("सर्च बार"))),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    @Test func theModelAnswersWhatTheGrammarCannot() throws {
        for (locale, phrase, expected) in Self.phrases {
            let chain = try UnderstandingChain.bundled(locale)
            let byGrammar = chain.grammar.interpret(phrase).best
            #expect(byGrammar == nil || byGrammar!.command != expected, "\(locale): the grammar alone already knows \"\(phrase)\"")
            let best = chain.interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
            if expected != nil { #expect(best?.source == .nlu) }
        }
    }

    /// Actions the browser has no command for, said with their verb, are not done as another ("copy the link" clicked
    /// it; the model alone still reads a click). Such a word naming an element ("into the share button put …") is no
    /// verb.
    @Test func actionsWithNoCommandAreNotReadAsOthers() throws {
        for (locale, phrase) in [("en-US", "copy the link"), ("en-US", "can you copy this link for me"), ("en-US", "email this article"),
                                 ("es-ES", "copia el enlace"),
                                 ("fr-FR", "copie le lien"), ("de-DE", "kopiere den link"), ("hi-IN", "लिंक कॉपी करो")] {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(chain.interpret(phrase).best == nil, "\(locale): \"\(phrase)\" → \(chain.interpret(phrase).best?.command.json ?? "")")
            #expect(try Understander.bundled(locale).analyze(phrase).command != nil, "\(locale): \"\(phrase)\" is no command to the model")
        }
        let kept = try UnderstandingChain.bundled("en-US").interpret("into the share button put happy birthday mum").best
        #expect(kept?.command == .type(text: "happy birthday mum", target: .text("share button")))
    }

    /// "Ábrelo en una pestaña nueva", "ouvre-le dans un nouvel onglet": the pronoun said inside the verb is the place,
    /// which the browser takes for the element last acted on, as "open it in a new tab"; a verb with its object said
    /// apart ("ouvre le lien dans …", "ouvre la page dans …", which is the page shown again) is not read so.
    @Test func itSaidInsideTheVerbIsThePlace() throws {
        let cases: [(String, String, Command)] = [
            ("es-ES", "ábrelo en una pestaña nueva", .tab(.open, destination: "lo")),
            ("es-ES", "ábrela en otra pestaña", .tab(.open, destination: "la")),
            ("fr-FR", "ouvre-le dans un nouvel onglet", .tab(.open, destination: "le")),
            ("fr-FR", "ouvrez-la dans un nouvel onglet", .tab(.open, destination: "la")),
            ("fr-FR", "ouvre la page dans un nouvel onglet", .tab(.duplicate)),
            ("en-US", "open it in a new tab", .tab(.open, destination: "it")),
            // "This" is what is here: the browser takes it as "it", or else the page itself.
            ("en-US", "open this in a new tab", .tab(.open, destination: "this")),
            ("es-ES", "abre esto en una pestaña nueva", .tab(.open, destination: "esto")),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    /// "I'd like the third result": the model reads an ordinal and no kind (it knows no "result"); it is the third
    /// search result, not the page's third thing.
    @Test func aResultByItsPlaceInFreePhrasing() throws {
        for (locale, phrase) in [("en-US", "i'd like the third result"), ("en-US", "can you get me the third result")] {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == .click(.ordinal(3, role: "result")), "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    /// "Open the first link in the article": the model reads a place among links and no part of the page; the words
    /// from the place to the part are the description, for the chooser to count among what the part holds.
    @Test func aPlaceInAPartOfThePage() throws {
        for (locale, phrase, description) in [("en-US", "can you open the second link in the sidebar", "second link in the sidebar"),
                                              ("es-ES", "abre el primer enlace del artículo", "primer enlace del artículo"),
                                              ("fr-FR", "ouvre le premier lien de l'article", "premier lien de l'article"),
                                              ("hi-IN", "फ़ुटर का पहला लिंक क्लिक करो", "फ़ुटर का पहला लिंक"),
                                              // A part named by its heading, politeness after it aside.
                                              ("en-US", "could you open the third link in most read please", "third link in most read"),
                                              ("es-ES", "abre el primer enlace de lo más leído", "primer enlace de lo más leído")] {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == .click(.text(description)), "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
        for phrase in ["can you open the second link", "open the second link on this page"] {
            #expect(try UnderstandingChain.bundled("en-US").interpret(phrase).best?.command == .click(.ordinal(2, role: "link")), "\(phrase)")
        }
    }

    /// A command of no words of its own said with a time other than now is talk: "ich ruf dich später zurück" (I'll
    /// call you back later) went back. Saving for later and the history of a day stay commands.
    @Test func aTimeOtherThanNowIsTalk() throws {
        let talk = try UnderstandingChain.bundled("de-DE").interpret("ich ruf dich später zurück").best
        #expect(talk == nil, "\(talk?.command.json ?? "")")
        #expect(try Understander.bundled("de-DE").analyze("ich ruf dich später zurück").command == .navigate(.back),
                "the model alone reads going back")
        let chain = try UnderstandingChain.bundled("en-US")
        #expect(chain.interpret("save this page for later").best?.command == .bookmark(.add))
        #expect(chain.interpret("what did i visit yesterday").best?.command.intent == .history)
    }

    /// Clearing the history for a time no period says ("the last two hours") forgets no pages of those words.
    @Test func aTimeNoPeriodSaysForgetsNothing() throws {
        let en = try UnderstandingChain.bundled("en-US")
        for said in ["clear history for the last two hours", "clear history for the last three days"] {
            #expect(en.interpret(said).best == nil, "\(said)")
        }
        #expect(en.interpret("delete youtube from my history").best?.command == .history(.clear, query: "youtube"))
        #expect(en.interpret("clear my history of 4chan").best?.command == .history(.clear, query: "4chan"))
        #expect(try UnderstandingChain.bundled("es-ES").interpret("borra el historial de las últimas dos horas").best == nil)
    }

    /// Going to a place of everyday life is talk, never searched for ("go to bed" searched the web for "bed"); a known
    /// site of such a word, or one said as a website, is still visited.
    @Test func goingToBedIsNoVisit() throws {
        for (locale, said) in [("en-US", "go to bed"), ("en-US", "go to the park"), ("es-ES", "vete a la cama"), ("fr-FR", "va travailler")] {
            #expect(try UnderstandingChain.bundled(locale).interpret(said).best == nil, "\(locale): \(said)")
        }
        let en = try UnderstandingChain.bundled("en-US")
        #expect(en.interpret("go to the guardian").best?.command == .navigate(.open, destination: "the guardian", url: "https://www.theguardian.com"))
        #expect(en.interpret("go to the gym website").best?.command.intent == .navigate)
    }

    /// An invitation to do a thing no kind of element names is talk ("let's take the dog for a walk" clicked "dog for a
    /// walk"); one to press a kind of element, or to do a command, is not.
    @Test func anInvitationToDoAThingIsTalk() throws {
        let en = try UnderstandingChain.bundled("en-US")
        #expect(try Understander.bundled("en-US").analyze("let's take the dog for a walk").command?.intent == .click, "the model alone clicks")
        #expect(en.interpret("let's take the dog for a walk").best == nil)
        #expect(en.interpret("let's click the login button").best?.command == .click(.text("login button")))
        #expect(en.interpret("let's scroll down").best?.command == .scroll(.down, amount: nil))
    }

    /// Going back or forward through a length of time is a player's, not the tab's pages: "go back ten seconds" went
    /// back ten pages. It is the page's video or audio sought by the seconds said; talk of a while is nothing, and going
    /// back pages still goes back.
    @Test func aLengthOfTimeIsAWayThroughAVideo() throws {
        let cases = [("en-US", "go back ten seconds", -10), ("en-US", "skip forward 30 seconds", 30), ("en-US", "go forward one minute and thirty seconds", 90),
                     ("es-ES", "retrocede diez segundos", -10), ("fr-FR", "avance de trente secondes", 30), ("de-DE", "geh zehn sekunden zurück", -10),
                     ("de-DE", "spul dreißig sekunden vor", 30), ("hi-IN", "दस सेकंड पीछे जाओ", -10),
                     ("en-US", "go back ten seconds in this video", -10)]
        for (locale, phrase, seconds) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == .click(.text("seek-media \(seconds)")), "\(locale): \"\(phrase)\" → \(best?.command.json ?? "")")
        }
        let chain = try UnderstandingChain.bundled("en-US")
        for talk in ["i'll be back in ten minutes", "go back to what i read five minutes ago", "wait ten seconds", "come back in five minutes"] {
            #expect(chain.interpret(talk).best == nil, "\(talk)")
        }
        #expect(chain.interpret("go back two pages").best?.command == .navigate(.back, count: 2))
        #expect(try UnderstandingChain.bundled("es-ES").interpret("ve a la segunda pestaña").best?.command.intent == .tab)
    }

    /// A thing turned up or down by its name is a slider or number box moved from where it is, a notch or by the number
    /// said ("+", "+2"), even where the model reads the words as scrolling or zooming with the name left out; the
    /// browser's own things (zoom, speed, page) stay the browser's commands.
    @Test func aThingTurnedUpOrDownIsMovedFromWhereItIs() throws {
        let cases: [(String, String, String, String)] = [
            ("en-US", "turn the temperature up", "temperature", "+"), ("en-US", "raise the temperature by 2 degrees", "temperature", "+2"),
            ("en-US", "lower the quantity", "quantity", "-"), ("es-ES", "sube la temperatura", "temperatura", "+"),
            ("es-ES", "baja la cantidad en dos", "cantidad", "-2"), ("fr-FR", "baisse la température de trois degrés", "température", "-3"),
            ("de-DE", "dreh die temperatur hoch", "temperatur", "+"), ("de-DE", "erhöhe die menge um zwei", "menge", "+2"),
            ("hi-IN", "तापमान बढ़ाओ", "तापमान", "+"), ("hi-IN", "मात्रा को दो कम करो", "मात्रा", "-2"),
        ]
        for (locale, phrase, name, value) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == .type(text: value, target: .text(name), replace: true), "\(locale): \"\(phrase)\" → \(best?.command.json ?? "")")
        }
        let own: [(String, String, Command)] = [
            ("en-US", "increase the zoom", .zoom(.in)), ("es-ES", "baja la página", .scroll(.down, amount: nil)),
            ("es-ES", "aumenta la velocidad", .read(.faster)), ("fr-FR", "augmente le zoom", .zoom(.in)), ("hi-IN", "speed बढ़ाओ", .read(.faster)),
            ("en-US", "turn the volume down", .click(.text("volume-down"))), ("de-DE", "dreh den ton runter", .click(.text("volume-down"))),
        ]
        for (locale, phrase, command) in own {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == command, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "")")
        }
    }

    /// "What's in my cart" is the page's cart, whatever the model reads (a web search for "meinem warenkorb", "mon
    /// panier"); "bring me to the homepage" goes home.
    @Test func onesOwnPlacesAndHome() throws {
        let cases: [(String, String, Command)] = [
            ("en-US", "what's in my cart", .click(.text("cart"))), ("de-DE", "was ist in meinem warenkorb", .click(.text("warenkorb"))),
            ("fr-FR", "qu'est-ce qu'il y a dans mon panier", .click(.text("panier"))), ("es-ES", "qué hay en mi carrito", .click(.text("carrito"))),
            ("hi-IN", "मेरे कार्ट में क्या है", .click(.text("कार्ट"))), ("en-US", "what's in my bookmarks", .bookmark(.list)),
            ("en-US", "bring me to the homepage", .navigate(.home)), ("en-US", "bring me home", .navigate(.home)),
        ]
        // The browser's own things turned off are no switches of the page.
        for (locale, phrase) in [("hi-IN", "all tabs बंद कर दो"), ("hi-IN", "जिस टैब में हूँ उसे बंद करो"), ("hi-IN", "सुनना चालू करो")] {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best.map { if case .click = $0.command { false } else { true } } ?? true, "\(phrase) → \(best?.command.json ?? "")")
        }
        for (locale, phrase, command) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == command, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "")")
        }
    }

    /// An invitation to do something ("vamos a ver": let's see) is no visit to a place called "ver"; places of names said
    /// after "let's" or "vamos a" still open.
    @Test func anInvitationToDoSomethingIsTalk() throws {
        let es = try UnderstandingChain.bundled("es-ES")
        for talk in ["vamos a ver", "vamos a cenar fuera"] { #expect(es.interpret(talk).best == nil, "\(talk): \(es.interpret(talk).best?.command.json ?? "")") }
        #expect(es.interpret("vamos a youtube").best?.command.intent == .navigate)
        #expect(es.interpret("vamos a abrir la aemet").best?.command == .navigate(.open, destination: "la aemet"))
        #expect(try UnderstandingChain.bundled("en-US").interpret("let's go to bbc sport").best?.command == .navigate(.open, destination: "bbc sport"))
    }

    /// Free text one word short of the command's words takes that word when it says nothing of any command.
    @Test func aWordBetweenTheTextAndTheFrameIsTheTexts() throws {
        let cases: [(String, String, Command)] = [
            ("en-US", "find the words best pizza near me here", .search(query: "best pizza near me", scope: .page)),
            ("fr-FR", "cherche pizza près de chez moi sur internet", .search(query: "pizza près de chez moi", scope: .web)),
            ("en-US", "can you type good night for me", .type(text: "good night", target: nil)),
        ]
        for (locale, phrase, expected) in cases {
            let command = try Understander.bundled(locale).analyze(phrase).command
            #expect(command == expected, "\(locale): \"\(phrase)\" → \(command?.json ?? "null")")
        }
    }

    @Test func theGrammarStillAnswersFirst() throws {
        let chain = try UnderstandingChain.bundled("en-US")
        let best = try #require(chain.interpret("click five").best)
        #expect(best.source == .grammar && best.command == .click(.number(5)))
    }

    @Test func doubtfulHypothesesAreNotActedOn() throws {
        let chain = try UnderstandingChain.bundled("en-US")
        // A recognizer that was unsure of what it heard lowers the model's confidence below the threshold.
        #expect(chain.interpret([Hypothesis("could you open my bookmarks", confidence: 0.3)]).best == nil)
    }

    /// "Turn on notifications": the grammar's guess (a switch of that name) stands when the model reads nothing surer —
    /// a visit to a place called "notifications" is not surer — and gives way to the model's surer reading of another
    /// command ("switch off the microphone" stops listening).
    @Test func guessesGiveWayToSurerReadings() throws {
        let cases: [(String, String, Command, Source)] = [
            ("en-US", "turn on notifications", .click(.text("notifications"), state: .checked), .grammar),
            ("en-US", "switch on notifications", .click(.text("notifications"), state: .checked), .grammar),
            ("en-US", "disable autoplay", .click(.text("autoplay"), state: .unchecked), .grammar),
            ("en-US", "switch off the microphone", .listening(.stop), .nlu),
            ("es-ES", "enciende las notificaciones", .click(.text("notificaciones"), state: .checked), .grammar),
            ("fr-FR", "désactive la lecture automatique", .click(.text("lecture automatique"), state: .unchecked), .grammar),
            ("de-DE", "deaktiviere die benachrichtigungen", .click(.text("benachrichtigungen"), state: .unchecked), .grammar),
            ("de-DE", "schalte das mikro aus", .listening(.stop), .nlu),
            ("hi-IN", "नोटिफिकेशन ऑन करो", .click(.text("नोटिफिकेशन"), state: .checked), .grammar),
            // The model's unsure "stop listening" leaves the name out: the switch's name wins.
            ("es-ES", "apaga autoplay videos", .click(.text("autoplay videos"), state: .unchecked), .grammar),
            // Opening a thing of the page named with its kind.
            ("en-US", "open the font menu", .click(.text("font menu")), .grammar),
            ("en-US", "open the first link", .click(.ordinal(1, role: "link")), .nlu),
            ("de-DE", "mach das menü datei auf", .click(.text("menü datei")), .grammar),
            ("hi-IN", "font मेनू खोलो", .click(.text("font मेनू")), .grammar),
        ]
        for (locale, phrase, expected, source) in cases {
            let chain = try UnderstandingChain.bundled(locale)
            let best = chain.interpret(phrase).best
            #expect(best?.command == expected && best?.source == source, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null") by \(String(describing: best?.source))")
            if source == .grammar { #expect((best?.confidence ?? 1) < UnderstandingChain.grammarSure) }
        }
        // The model, though unsure, reads another command: the guess is not made (the person is asked instead).
        for (locale, phrase) in [("es-ES", "apaga los números"), ("hi-IN", "तीसरा टैब खोल दो")] {
            let read = try UnderstandingChain.bundled(locale).interpret(phrase)
            #expect(read.best == nil && read.alternatives.first?.guessed == true, "\(locale): \"\(phrase)\" → \(read.best?.command.json ?? "null")")
        }
        // Unless another guess of the words is of the command the model reads: a tab by its name, not a click on the page.
        let tab = try UnderstandingChain.bundled("en-US").interpret("open the peter müller tab").best
        #expect(tab?.command == .tab(.switch, target: .text("peter müller")) && tab?.guessed == true, "\(tab?.command.json ?? "null")")
        // A guessed tab name of nothing but other commands' words, or a number, is no name: the model reads it.
        for (locale, phrase, expected) in [("fr-FR", "ouvre l'onglet 18", Command.tab(.switch, index: 18)),
                                           ("es-ES", "abre la pestaña privada", .tab(.open, isPrivate: true))] {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected && best?.source == .nlu, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    /// A contraction of words that say nothing of a command ("it's") is not an unexplained word: a complaint of one
    /// word before the command ("it's frozen, stop loading") no longer leaves two.
    @Test func aContractionOfLittleWordsLeavesNothingUnexplained() throws {
        let chain = try UnderstandingChain.bundled("en-US"), model = try #require(chain.model)
        #expect(model.contractsLittleWords("it's") && model.contractsLittleWords("that's") && !model.contractsLittleWords("frozen"))
        #expect(!model.contractsLittleWords("rock'n'roll"))
        #expect(chain.interpret("it's frozen, stop loading").best?.command == .navigate(.stop))
    }
}
