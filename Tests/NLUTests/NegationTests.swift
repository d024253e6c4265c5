import CommandModel
import Foundation
import Grammar
@testable import NLU
import Testing

/// Words that say not to do a command: it is not carried out, whichever stage read it.
@Suite struct NegationTests {
    /// Each names a command and says not to do it.
    static let negated: [(String, String, Command)] = [
        ("en-US", "don't close this tab", .tab(.close)),
        ("en-US", "please do not scroll down", .scroll(.down, amount: nil)),
        ("en-US", "never open a new tab", .tab(.open)),
        ("en-US", "don't click 5", .click(.number(5))),
        ("en-US", "don't delete my history", .history(.clear)),
        ("es-ES", "no cierres la pestaña", .tab(.close)),
        ("es-ES", "no hagas clic en cinco", .click(.number(5))),
        ("fr-FR", "ne ferme pas l'onglet", .tab(.close)),
        ("fr-FR", "n'efface pas l'historique", .history(.clear)),
        ("de-DE", "schließ den tab nicht", .tab(.close)),
        ("de-DE", "den verlauf nicht löschen", .history(.clear)),
        ("de-DE", "klick nicht auf fünf", .click(.text("nicht auf fünf"))),
        ("hi-IN", "टैब बंद मत करो", .tab(.close)),
        ("hi-IN", "पाँच पर क्लिक मत करो", .click(.number(5))),
    ]

    /// How the check finds the negated words, each case as a reader might have read it.
    @Test func theNegatedVerbIsFoundWhereEachLanguagePutsIt() throws {
        let cases: [(String, String, Command)] = [
            // The verb right after the negation counts even when many commands use it.
            ("en-US", "please don't go to youtube", .navigate(.open, destination: "youtube", url: "https://www.youtube.com")),
            // Wanting does not spare the command's own verb.
            ("en-US", "i don't want to close this tab", .tab(.close)),
            // The Spanish negative imperative is another form of the rules' verb.
            ("es-ES", "no guardes esta página en marcadores", .bookmark(.add)),
            ("es-ES", "no busques recetas", .search(query: "recetas", scope: .web)),
            // A verb the model took in with the text.
            ("es-ES", "no escribas nada", .type(text: "escribas nada", target: nil)),
            // German: the verb comes first, the negation last.
            ("de-DE", "öffne meine lesezeichen nicht", .bookmark(.list)),
            ("de-DE", "schreib nichts", .type(text: "nichts", target: nil)),
            // Hindi: the negation before the verb at the end, taken in with the text before it.
            ("hi-IN", "कुछ मत लिखो", .type(text: "कुछ मत", target: nil)),
            // Not wanting a thing asks for nothing but its going: no click on it.
            ("en-US", "i don't want the search field", .click(.text("search field"))),
            ("es-ES", "no quiero el botón de enviar", .click(.text("botón de enviar"))),
            ("hi-IN", "मुझे सर्च बॉक्स नहीं चाहिए", .click(.text("सर्च बॉक्स"))),
        ]
        for (locale, phrase, command) in cases {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(chain.negation.refuses(command, heard: phrase), "\(locale): \"\(phrase)\" would \(command.json)")
        }
        // Text that ends in a negation, in a language whose verb comes first, is typed as said.
        #expect(!(try UnderstandingChain.bundled("de-DE")).negation.refuses(.type(text: "heute nicht", target: nil), heard: "schreib heute nicht"))
        // A negation in another clause does not reach the command.
        #expect(!(try UnderstandingChain.bundled("es-ES")).negation.refuses(.zoom(.in), heard: "no veo bien, agranda"))
        // Nor does one that falls on a verb of another command, said without a pause a recognizer would mark.
        let de = try UnderstandingChain.bundled("de-DE"), en = try UnderstandingChain.bundled("en-US")
        #expect(!de.negation.refuses(.zoom(.in), heard: "ich kann das nicht lesen zoom rein"))
        #expect(!en.negation.refuses(.scroll(.down, amount: nil), heard: "i do not see anything scroll down"))
        #expect(en.negation.refuses(.tab(.close), heard: "do not close this tab") && de.negation.refuses(.tab(.close), heard: "den tab nicht schließen"))
        // A negation ends no element's name: the grammar made "suchfeld nicht" a field to click.
        #expect(de.interpret("ich will das suchfeld nicht").best == nil)
        #expect(de.interpret("ich will das suchfeld").best?.command == .click(.text("suchfeld")))
    }

    @Test func whatTheWordsSayNotToDoIsNotDone() throws {
        for (locale, phrase, command) in Self.negated {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(chain.negation.refuses(command, heard: phrase), "\(locale): \"\(phrase)\" would \(command.json)")
            let read = chain.interpret(phrase)
            #expect(read.best == nil, "\(locale): \"\(phrase)\" → \(read.best?.command.json ?? "")")
        }
        // The model reads it as the command it names; the chain declines it and says so.
        let declined = try UnderstandingChain.bundled("en-US").interpret("don't close this tab").declined
        #expect(declined?.command == .tab(.close))
    }

    /// Not refused: commands that stop something, a negation of wanting, and a negation in what is said as text.
    @Test func negationsThatAskForSomethingAreCarriedOut() throws {
        let kept: [(String, String, Command)] = [
            ("en-US", "don't listen anymore", .listening(.stop)),
            ("en-US", "i don't need this tab", .tab(.close)),
            ("en-US", "type do not disturb", .type(text: "do not disturb", target: nil)),
            ("en-US", "click the do not sell link", .click(.text("do not sell link"))),
            ("es-ES", "no sigas leyendo", .read(.stop)),
            ("es-ES", "ya no quiero esta pestaña", .tab(.close)),
            ("fr-FR", "je ne veux plus cet onglet", .tab(.close)),
            ("de-DE", "ich brauche diesen tab nicht mehr", .tab(.close)),
            ("de-DE", "hör nicht mehr zu", .listening(.stop)),
            ("hi-IN", "ये टैब नहीं चाहिए", .tab(.close)),
            ("hi-IN", "numbers मत दिखाओ", .labels(.hide)),
        ]
        for (locale, phrase, command) in kept {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(!chain.negation.refuses(command, heard: phrase), "\(locale): \"\(phrase)\" means \(command.json)")
        }
        #expect(try UnderstandingChain.bundled("en-US").interpret("type do not disturb").best?.command
                == .type(text: "do not disturb", target: nil))
    }

    /// A negation of the stopping word itself asks for the opposite of the stopping command: "don't stop reading" does
    /// not stop the reading, "ne dors pas" does not put it to sleep (each was carried out).
    @Test func aNegatedStoppingWordIsNotCarriedOut() throws {
        let refused: [(String, String, Command)] = [
            ("en-US", "don't stop reading", .read(.stop)),
            ("en-US", "don't sleep", .listening(.sleep)),
            ("en-US", "don't hide the numbers", .labels(.hide)),
            ("en-US", "don't stop", .navigate(.stop)),
            ("es-ES", "no dejes de escuchar", .listening(.stop)), ("es-ES", "no me escondas los números", .labels(.hide)),
            ("fr-FR", "ne dors pas", .listening(.sleep)),
            ("de-DE", "schlaf nicht ein", .listening(.sleep)),
            ("de-DE", "nicht schlafen", .listening(.sleep)),
        ]
        for (locale, phrase, command) in refused {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(chain.negation.refuses(command, heard: phrase), "\(locale): \"\(phrase)\" is not \(command.json)")
            #expect(chain.interpret(phrase).best?.command != command, "\(locale): \"\(phrase)\"")
        }
    }

    /// Wanting the numbers shows them, and so does not seeing them; not wanting them hides them. The model sees a word of wanting said with a
    /// negation as a word of its own: as the plain word, "no quiero números" had taught it that "quiero" hides.
    @Test func wantingTheNumbersShowsThemAndNotWantingThemHidesThem() throws {
        let cases: [(String, String, LabelsAction)] = [
            ("en-US", "i want the numbers", .show), ("en-US", "i don't want the numbers", .hide),
            ("es-ES", "quiero los números", .show), ("es-ES", "no quiero los números", .hide),
            ("fr-FR", "je veux les numéros", .show), ("fr-FR", "je ne veux plus les numéros", .hide),
            ("de-DE", "ich brauche die nummern", .show), ("de-DE", "ich brauche die nummern nicht", .hide),
            ("hi-IN", "मुझे नंबर चाहिए", .show), ("hi-IN", "मुझे नंबर नहीं चाहिए", .hide),
            // The numbers of some kind of thing are no thing on the page to go to (the grammar read a field to click).
            ("en-US", "i need the numbers of the links", .show), ("es-ES", "quiero los números de los enlaces", .show),
            ("fr-FR", "je veux les numéros des liens", .show),
            // Not seeing them is wanting them: the negation is the phrasing's own, not one against showing them.
            ("en-US", "i can't see the numbers", .show), ("es-ES", "no veo los números", .show),
            ("fr-FR", "je ne vois pas les numéros", .show), ("de-DE", "ich sehe die nummern nicht", .show),
            ("hi-IN", "मुझे नंबर नहीं दिख रहे", .show), ("en-US", "turn off the numbers", .hide),
        ]
        for (locale, phrase, action) in cases {
            let command = try UnderstandingChain.bundled(locale).interpret(phrase).best?.command
            #expect(command == .labels(action), "\(locale): \"\(phrase)\" → \(command?.json ?? "nothing")")
        }
        let es = try Understander.bundled("es-ES")
        func features(_ s: String) -> [String] { es.featurizer.sentence(es.featurizer.words(es.normalizer.tokens(s).map(\.raw))) }
        #expect(features("no quiero números").contains("w=¬quiero") && !features("no quiero números").contains("w=quiero"))
        #expect(features("quiero números").contains("w=quiero") && !features("quiero números").contains("w=¬quiero"))
    }

    /// Every command the corpus says with a negation ("no leas más", "den tab brauche ich nicht mehr") is one the
    /// check lets through: it refuses only what the words say not to do.
    @Test(arguments: SupportedLocale.all)
    func theCorpusCommandsSaidWithANegationAreCarriedOut(locale: String) throws {
        let understander = try Understander.bundled(locale)
        let chain = UnderstandingChain(grammar: understander.grammar, model: understander)
        let corpus = try Corpus.bundled(locale)
        var refused: [String] = []
        for e in corpus.examples(.train, normalizer: understander.normalizer) + corpus.examples(.test, normalizer: understander.normalizer)
        where e.label != "none" {
            guard let command = understander.command(label: e.label, entities: e.entities) else { continue }
            if chain.negation.refuses(command, heard: e.text) { refused.append("'\(e.text)' (\(e.label))") }
        }
        #expect(refused.isEmpty, Comment(rawValue: "\(locale):\n" + refused.joined(separator: "\n")))
    }
}

/// A reading that is free text and nothing else — no word outside it says which command — is not answered.
@Suite struct FreeTextOnlyTests {
    @Test func aSentenceTakenWholeForTextIsNotACommand() throws {
        let es = try Understander.bundled("es-ES")
        func check(_ utterance: String, _ command: Command, _ entities: [String: String]) -> Bool {
            es.onlyFreeText(command, words: es.featurizer.words(es.normalizer.tokens(utterance).map(\.raw)), entities: entities)
        }
        #expect(check("el bebé por fin se ha dormido", .click(.text("bebé por fin se ha dormido")), ["target": "bebé por fin se ha dormido"]))
        #expect(check("mi hermano escribe muy rápido", .type(text: "mi hermano escribe muy rápido", target: nil),
                      ["text": "mi hermano escribe muy rápido"]))
        // A verb outside the text, or a role word in the description, says which command it is.
        #expect(!check("pulsa el bebé", .click(.text("bebé")), ["target": "bebé"]))
        #expect(!check("escribe hola", .type(text: "hola", target: nil), ["text": "hola"]))
        #expect(!check("el botón de entrar", .click(.text("botón de entrar")), ["target": "botón de entrar"]))
        // No free text: nothing to check.
        #expect(!check("el diez", .click(.number(10)), ["number": "diez"]))
    }
}

/// Words that tell of having done a command ask for nothing: French past participles and Spanish past tenses, told
/// apart from imperatives by the accents folding drops ("cherché" / "cherche"), and German participles ("geklickt").
@Suite struct TellingItWasDoneTests {
    @Test func tellingOfAClickOrASearchDoesNothing() throws {
        let fr = try UnderstandingChain.bundled("fr-FR"), es = try UnderstandingChain.bundled("es-ES")
        #expect(try CommandGrammar.bundled("fr-FR").table.done.map { $0.start + "*" + $0.end } == ["*é", "*ée", "*és", "*ées"])
        let told = fr.interpret("j'ai cliqué sur le lien")
        #expect(told.best == nil)
        #expect(told.alternatives.first.map { $0.command.intent } == .click)
        #expect(fr.interpret("on a cherché partout").best == nil)
        #expect(es.interpret("ya busqué eso").best == nil)
        #expect(es.interpret("escribió la carta a máquina").best == nil)
        #expect(es.interpret("escribe hola").best?.command == .type(text: "hola", target: nil))
        let de = try UnderstandingChain.bundled("de-DE")
        #expect(de.interpret("ich habe auf den link geklickt").best == nil)
        #expect(de.interpret("klick auf den link").best?.command == .click(.text("link")))
        // A word with such an ending and no auxiliary before it is no telling of anything ("entrée": the Enter key).
        #expect(fr.interpret("écris bonjour à tous dans le champ entrée").best?.command == .type(text: "bonjour à tous", target: .text("champ entrée")))
        // Asking for it, in the same words without the ending, is done.
        #expect(fr.interpret("clique sur le lien").best?.command == .click(.text("lien")))
        #expect(es.interpret("busque zapatillas").best?.command == .search(query: "zapatillas", scope: .web))
        // Something done by mistake asks for its undoing, and what was done can be listed.
        #expect(fr.interpret("j'ai fermé un onglet par erreur").best?.command == .tab(.reopen))
        #expect(fr.interpret("qu'est-ce que j'ai téléchargé").best?.command == .download(.list))
    }

    /// English and Hindi tell of it after the one who did it: a past tense, or in Hindi any verb after a subject
    /// marked "ने", which goes only with things done.
    @Test func tellingOfItAfterTheOneWhoDidItDoesNothing() throws {
        let en = try UnderstandingChain.bundled("en-US"), hi = try UnderstandingChain.bundled("hi-IN")
        #expect(en.interpret("i clicked on the link").best == nil)
        #expect(en.interpret("we searched for it everywhere").best == nil)
        #expect(en.interpret("i typed my name in the box").best == nil)
        #expect(hi.interpret("मैंने लिंक पर क्लिक किया").best == nil)
        #expect(hi.interpret("हमने पूरे घर में बिल्ली को ढूँढा").best == nil)
        // A word that is no past tense of its own ("find" is no "fin" + "d"), or no subject before it, is asked for.
        #expect(en.interpret("i'd like to search for running shoes").best?.command == .search(query: "running shoes", scope: .web))
        #expect(en.interpret("click the red button").best?.command == .click(.text("red button")))
        #expect(hi.interpret("लिंक पर क्लिक करो").best?.command == .click(.text("लिंक")))
        // What was done can be listed still.
        #expect(hi.interpret("मैंने क्या डाउनलोड किया").best?.command == .download(.list))
        #expect(try CommandGrammar.bundled("hi-IN").table.done.first.map { $0.start + "*" + $0.end } == "*")
    }
}
