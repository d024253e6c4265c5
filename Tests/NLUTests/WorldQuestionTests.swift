import CommandModel
import Foundation
import Grammar
@testable import NLU
import Testing

/// Questions asked of the world are offered as searches of the web; questions asked of the browser or the listener
/// are not.
@Suite struct WorldQuestionTests {
    /// Asked of the world, and what would be searched for: the question as said, from its first question word.
    static let offered: [(String, String, String)] = [
        ("en-US", "what is the capital of peru", "what is the capital of peru"),
        ("en-US", "hey, how tall is mount everest", "how tall is mount everest"),
        ("en-US", "what's the weather in london tomorrow", "what's the weather in london tomorrow"),
        ("en-US", "when does the supermarket close", "when does the supermarket close"),
        ("en-US", "is it going to rain tomorrow", "is it going to rain tomorrow"),
        ("en-US", "does the library open on sundays", "does the library open on sundays"),
        ("en-US", "can dogs eat grapes", "can dogs eat grapes"),
        ("fr-FR", "est-ce que la bibliothèque est ouverte le dimanche", "est-ce que la bibliothèque est ouverte le dimanche"),
        ("es-ES", "¿quién ganó el mundial de 2018?", "quién ganó el mundial de 2018"),
        ("es-ES", "cómo se hace una tortilla de patatas", "cómo se hace una tortilla de patatas"),
        ("fr-FR", "qu'est-ce qu'un trou noir", "qu'est-ce qu'un trou noir"),
        ("fr-FR", "quel temps fera-t-il demain à paris", "quel temps fera-t-il demain à paris"),
        ("de-DE", "wie hoch ist der mount everest", "wie hoch ist der mount everest"),
        ("de-DE", "wer hat die wm 2018 gewonnen", "wer hat die wm 2018 gewonnen"),
        ("hi-IN", "एवरेस्ट कितना ऊँचा है", "एवरेस्ट कितना ऊँचा है"),
        ("hi-IN", "2018 का वर्ल्ड कप किसने जीता", "2018 का वर्ल्ड कप किसने जीता"),
        // Answered yes or no where no word marks it: written as a question.
        ("es-ES", "¿va a llover mañana?", "va a llover mañana"), ("de-DE", "regnet es morgen?", "regnet es morgen"),
        // Said, where a verb first marks it (German).
        ("de-DE", "hat das museum heute geöffnet", "hat das museum heute geöffnet"),
        ("de-DE", "gibt es morgen schnee in münchen", "gibt es morgen schnee in münchen"),
    ]

    /// Asked of the browser (only the words questions are built of and the commands' own; the person's own past; the
    /// page), or of the listener, or no question at all.
    static let notOffered: [(String, String)] = [
        ("en-US", "how are you"), ("en-US", "what's your name"), ("en-US", "where am i"), ("en-US", "what page am i on"),
        ("en-US", "what happened"), ("en-US", "what did you say"), ("en-US", "the capital of peru is lima"),
        ("en-US", "what's going on"),
        ("es-ES", "cómo estás"), ("es-ES", "dónde estoy"), ("es-ES", "qué pasa"), ("es-ES", "en qué página estoy"),
        ("fr-FR", "qui es-tu"), ("fr-FR", "où suis-je"), ("fr-FR", "qu'est-ce qui se passe"),
        ("de-DE", "wie geht es dir"), ("de-DE", "wo bin ich"), ("de-DE", "was steht da"),
        ("en-US", "what did i look at yesterday"), ("es-ES", "qué he descargado hoy"), ("fr-FR", "qu'est-ce que j'ai téléchargé"),
        ("de-DE", "was habe ich gestern gelesen"), ("hi-IN", "मैंने कल क्या पढ़ा"), ("en-US", "what does this page say about parking"),
        ("de-DE", "wie funktioniert das"), ("en-US", "can you open a new tab"), ("en-US", "should i click the first link"),
        ("en-US", "is this page secure"), ("en-US", "i can't find the remote control"), ("en-US", "what a lovely garden"), ("es-ES", "qué calor"), ("de-DE", "wie geht's"),
        ("hi-IN", "तुम कैसे हो"), ("hi-IN", "मैं कहाँ हूँ"), ("hi-IN", "यह क्या है"), ("hi-IN", "इस पेज पर क्या है"),
        ("es-ES", "va a llover mañana"), ("es-ES", "¿estás bien?"), ("de-DE", "bist du müde?"),
        ("de-DE", "ist das der richtige link"), ("de-DE", "hat die seite einen suchknopf"),
    ]

    @Test func questionsOfTheWorldAreOfferedAsSearches() throws {
        for (locale, question, query) in Self.offered {
            let model = try Understander.bundled(locale)
            #expect(model.worldQuestion(question)?.command == .search(query: query, scope: .web), "\(locale): \(question)")
        }
    }

    @Test func questionsOfTheBrowserOrTheListenerAreNot() throws {
        for (locale, words) in Self.notOffered {
            #expect(try Understander.bundled(locale).worldQuestion(words) == nil, "\(locale): \(words)")
        }
    }

    /// The chain asks about the search; it does not search at once.
    @Test func theChainAsksAboutTheSearchInsteadOfDoingIt() throws {
        let chain = try UnderstandingChain.bundled("en-US")
        let question = "who won the world cup in 2018"
        #expect(chain.interpret(question).best == nil, "a question is never searched for at once")
        let offered = try #require(chain.suggestion(question))
        #expect(offered.command == .search(query: question, scope: .web) && offered.confidence < chain.model!.threshold)
    }
}
