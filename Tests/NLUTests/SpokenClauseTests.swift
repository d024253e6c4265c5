import CommandModel
import Grammar
@testable import NLU
import Testing

/// What is said around a command: talk before it, a correction after it, a reason given for it; and a place and a kind
/// said as a name.
@Suite struct SpokenClauseTests {
    /// Talk before a command, in clauses of its own, is left aside: the last clause is read alone when the whole says
    /// nothing and no earlier clause is a command. Not: clauses that are all talk, nor a command negated in its clause.
    @Test func talkBeforeACommandInAClauseOfItsOwn() throws {
        let en = try UnderstandingChain.bundled("en-US")
        #expect(en.interpret("this is taking forever stop loading").best == nil, "without a mark between them, nothing")
        let stopped = en.interpret("this is taking forever, stop loading").best
        #expect(stopped?.command == .navigate(.stop) && stopped?.heard == "this is taking forever, stop loading")
        #expect(en.interpret("well, you know, open a new tab").best?.command == .tab(.open))
        #expect(en.interpret("i think, we should have dinner at eight").best == nil)
        #expect(en.interpret("hello, how are you").best == nil)
        let declined = en.interpret("this is awful, don't close this tab")
        #expect(declined.best == nil && declined.declined?.command == .tab(.close))
        #expect(try UnderstandingChain.bundled("es-ES").interpret("uf, qué lento, recarga la página").best?.command == .navigate(.reload))
    }

    /// A command taken back for another ("no wait", "perdón", "ich meine") is the other one, in each language, or the
    /// part said again takes the place of the part that was wrong; not when nothing before it is a command, nor when
    /// nothing after it is, nor inside words to search for.
    @Test func aCommandTakenBackForAnother() throws {
        let cases: [(String, String, Command?)] = [
            ("en-US", "click five no wait click six", .click(.number(6))), ("en-US", "scroll down, no, up", .scroll(.up, amount: nil)),
            ("en-US", "type hello no wait type goodbye", .type(text: "goodbye", target: nil)),
            ("es-ES", "haz clic en cinco no espera haz clic en seis", .click(.number(6))), ("es-ES", "baja no sube", .scroll(.up, amount: nil)),
            ("fr-FR", "clique sur cinq non attends clique sur six", .click(.number(6))),
            ("de-DE", "klick auf fünf nein warte klick auf sechs", .click(.number(6))),
            ("hi-IN", "पाँच पर क्लिक करो नहीं छह पर क्लिक करो", .click(.number(6))),
            ("en-US", "search for cats no dogs", .search(query: "cats no dogs", scope: .web)), ("en-US", "type no", .type(text: "no", target: nil)),
            ("en-US", "click no thanks", .click(.text("no thanks"))),
            // Only the part that was wrong, said again.
            ("es-ES", "haz clic en cinco, perdón, en seis", .click(.number(6))), ("en-US", "click five no six", .click(.number(6))),
            ("en-US", "open the third link sorry the fourth link", .click(.ordinal(4, role: "link"))),
            ("fr-FR", "clique sur cinq, pardon, sur six", .click(.number(6))),
            ("de-DE", "klick auf fünf, ich meine auf sechs", .click(.number(6))),
            ("hi-IN", "पाँच पर क्लिक करो, नहीं, छह पर", .click(.number(6))), ("hi-IN", "तीसरा लिंक खोलो नहीं चौथा", .click(.ordinal(4, role: "link"))),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
        #expect(try UnderstandingChain.bundled("de-DE").interpret("schließ den tab nicht").declined != nil)
    }

    /// A command with its reason after it is the command, where the whole read as nothing or was declined for the
    /// reason's "not"; the model's reading of a part is not taken, nor a search cut short, nor a "not" of the command's.
    @Test func aCommandWithItsReason() throws {
        let cases: [(String, String, Command?)] = [
            ("de-DE", "schließ diesen tab ich brauche ihn nicht", .tab(.close)),
            ("de-DE", "lade die seite neu sie funktioniert nicht", .navigate(.reload)),
            ("hi-IN", "यह टैब बंद करो मुझे इसकी ज़रूरत नहीं", .tab(.close)), ("hi-IN", "पेज रीलोड करो ये काम नहीं कर रहा", .navigate(.reload)),
            ("en-US", "go back this isn't what i wanted", .navigate(.back)), ("en-US", "go back i clicked the wrong link", .navigate(.back)),
            ("en-US", "open the window it's hot in here", nil), ("en-US", "close the door it's cold", nil),
            ("en-US", "search for why it is slow", .search(query: "why it is slow", scope: .web)),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
        #expect(try UnderstandingChain.bundled("en-US").interpret("don't close this tab i need it").declined?.command == .tab(.close))
    }

    /// A description that is a position and a kind alone is that position among that kind, whichever stage read it as
    /// a name; a name that starts with a position word stays a name.
    @Test func aPlaceAndAKindAloneIsThatPlace() throws {
        let cases: [(String, String, Command)] = [
            ("hi-IN", "दूसरा बटन खोलो", .click(.ordinal(2, role: "button"))),
            ("hi-IN", "पांचवां ड्रॉपडाउन खोल दो", .click(.ordinal(5, role: "combobox"))),
            ("en-US", "click second hand shop", .click(.text("second hand shop"))),
        ]
        for (locale, phrase, expected) in cases {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == expected, "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
    }

    /// Commands said one after the other: each in order ("… and press enter", "y luego", "et puis", "und dann", "और
    /// फिर"); two that say one are that one ("click the email field and type ana" types into it, "open a new tab and go
    /// to youtube" opens youtube in it); a whole the grammar reads surely stays whole ("search for salt and pepper"),
    /// and a part that is no command leaves the words as they were read.
    @Test func commandsOneAfterAnother() throws {
        let cases: [(String, String, [Command])] = [
            ("en-US", "type hello in the search box and press enter", [.type(text: "hello", target: .text("search box")), .click(.text("enter"))]),
            ("en-US", "scroll down and then go back", [.scroll(.down, amount: nil), .navigate(.back)]),
            ("en-US", "show numbers and click 5 and then scroll down", [.labels(.show), .click(.number(5)), .scroll(.down, amount: nil)]),
            ("en-US", "search for salt and pepper", [.search(query: "salt and pepper", scope: .web)]),
            ("en-US", "click the email field and type ana", [.type(text: "ana", target: .text("email field"))]),
            ("es-ES", "baja y luego vuelve atrás", [.scroll(.down, amount: nil), .navigate(.back)]),
            ("fr-FR", "descends et puis reviens en arrière", [.scroll(.down, amount: nil), .navigate(.back)]),
            ("de-DE", "scroll runter und dann geh zurück", [.scroll(.down, amount: nil), .navigate(.back)]),
            ("hi-IN", "नया टैब खोलो और youtube पर जाओ", [.tab(.open, destination: "youtube", url: "https://www.youtube.com")]),
        ]
        for (locale, phrase, expected) in cases {
            let read = try UnderstandingChain.bundled(locale).interpret(phrase)
            let said = ([read.best] + read.then.map { Optional($0) }).compactMap { $0?.command }
            #expect(said == expected, "\(locale): \"\(phrase)\" → \(said.map(\.json))")
        }
        // The rest of a sentence ended at a pause, said with its joining word: the command.
        for (locale, phrase) in [("en-US", "and press enter"), ("es-ES", "y luego pulsa intro"), ("de-DE", "und dann drück enter"), ("hi-IN", "और फिर एंटर दबाओ")] {
            let best = try UnderstandingChain.bundled(locale).interpret(phrase).best
            #expect(best?.command == .click(.text("enter")), "\(locale): \"\(phrase)\" → \(best?.command.json ?? "null")")
        }
        // A part that is no command: no steps.
        #expect(try UnderstandingChain.bundled("en-US").interpret("close this tab and open a new one").then.isEmpty)
    }
}
