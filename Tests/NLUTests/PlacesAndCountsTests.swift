import CommandModel
import Foundation
import Grammar
@testable import NLU
import Testing

/// Places opened in a new tab, bookmarks opened by name, scrolls said with how many times: what the model makes of
/// them, and the rules that finish its reading.
@Suite struct PlacesAndCountsTests {
    /// A place to open in a new tab is resolved like a visit's; a kind of element is no place. A description that is
    /// a position and a kind of element alone is that position ("quinto botón").
    @Test func aPlaceToOpenInANewTab() throws {
        let en = try Understander.bundled("en-US"), es = try Understander.bundled("es-ES")
        #expect(en.command(label: "tab action=open", entities: ["destination": "youtube"])
                == .tab(.open, destination: "youtube", url: "https://www.youtube.com"))
        #expect(en.command(label: "tab action=open private=true", entities: ["destination": "cheap flights"])
                == .tab(.open, isPrivate: true, destination: "cheap flights"))
        // Taken for each other: a kind of element is a link, a known site a place.
        #expect(en.command(label: "tab action=open", entities: ["destination": "the search button"]) == .tab(.open, target: .text("the search button")))
        #expect(en.command(label: "tab action=open", entities: ["target": "youtube"]) == .tab(.open, destination: "youtube", url: "https://www.youtube.com"))
        #expect(en.command(label: "tab action=open", entities: ["target": "wikipedia link"]) == .tab(.open, target: .text("wikipedia link")))
        #expect(en.command(label: "tab action=open", entities: ["target": "verge"]) == .tab(.open, destination: "verge"))
        #expect(en.command(label: "tab action=open private=true", entities: ["target": "private mode"]) == .tab(.open, isPrivate: true))
        #expect(es.command(label: "tab action=open", entities: ["target": "quinto botón"]) == .tab(.open, target: .ordinal(5, role: "button")))
        #expect(en.command(label: "click", entities: ["target": "second login button"]) == .click(.text("second login button")))
        // Free phrasing, through the model (sentences of the held-out split).
        for (locale, said, command) in [
            ("en-US", "i want youtube in a new tab", Command.tab(.open, destination: "youtube", url: "https://www.youtube.com")),
            ("de-DE", "ich will github in einem neuen tab", .tab(.open, destination: "github", url: "https://github.com")),
        ] {
            let u = try Understander.bundled(locale)
            #expect(u.reading(said)?.command == command, "\(locale): \(said) → \(String(describing: u.reading(said)?.command))")
        }
    }

    /// A position among things no role word names, in words no command says, is a description for the chooser, not
    /// the nth element of any kind: "take the second exit at the roundabout" clicked the page's second element.
    @Test func aPositionAmongThingsNoRoleNamesIsADescription() throws {
        let en = try Understander.bundled("en-US"), de = try Understander.bundled("de-DE")
        #expect(en.command(label: "click", entities: ["ordinal": "second", "role": "exit"]) == .click(.text("second exit")))
        #expect(de.command(label: "click", entities: ["ordinal": "erste", "role": "schultag"]) == .click(.text("erste schultag")))
        #expect(en.command(label: "click", entities: ["ordinal": "third", "role": "link"]) == .click(.ordinal(3, role: "link")))
        #expect(en.command(label: "click", entities: ["ordinal": "third"]) == .click(.ordinal(3, role: nil)))
        // "the second one" is the second element.
        #expect(en.command(label: "tab action=open", entities: ["ordinal": "second", "role": "one"]) == .tab(.open, target: .ordinal(2, role: nil)))
        #expect(en.command(label: "tab action=open", entities: ["ordinal": "second", "target": "checkbox"])
                == .tab(.open, target: .ordinal(2, role: "checkbox")))
    }

    /// Bookmarks asked for with a name beside the word for them open that bookmark; other words do not make a name.
    @Test func aBookmarkNamedBesideTheWordForBookmarksIsOpened() throws {
        let es = try Understander.bundled("es-ES"), en = try Understander.bundled("en-US"), de = try Understander.bundled("de-DE")
        func words(_ s: String) -> [String] { s.split(separator: " ").map(String.init) }
        #expect(es.correction(of: "bookmark action=list", words: words("ve a mis marcadores de impuestos"), entities: [:]) == "bookmark action=open")
        #expect(de.correction(of: "bookmark action=list", words: words("geh zu meinen steuern lesezeichen"), entities: [:]) == "bookmark action=open")
        #expect(es.correction(of: "bookmark action=list", words: words("enséñame todos mis marcadores"), entities: [:]) == nil)
        #expect(en.correction(of: "bookmark action=list", words: words("bookmarks make good gifts"), entities: [:]) == nil)
        #expect(es.reading("ve a mis marcadores de impuestos")?.command == .bookmark(.open, name: "impuestos"))
    }

    /// How many times to scroll, when a number was said; an end of the page takes none.
    @Test func scrollingSeveralTimesFromFreePhrasing() throws {
        let en = try Understander.bundled("en-US")
        #expect(en.command(label: "scroll direction=down", entities: ["number": "three"]) == .scroll(.down, amount: nil, count: 3))
        #expect(en.command(label: "scroll direction=down", entities: ["number": "one"]) == .scroll(.down, amount: nil))
        #expect(en.command(label: "scroll direction=top", entities: ["number": "three"]) == .scroll(.top, amount: nil))
        for (locale, said, command) in [
            ("en-US", "move down the page four times", Command.scroll(.down, amount: nil, count: 4)),
            ("fr-FR", "descends la page trois fois", .scroll(.down, amount: nil, count: 3)),
        ] {
            let u = try Understander.bundled(locale)
            #expect(u.reading(said)?.command == command, "\(locale): \(said) → \(String(describing: u.reading(said)?.command))")
        }
    }

    /// A search of the page the model reads looks for what was said, not for the words saying where to look.
    @Test func aSearchOfThePageLeavesOutWhereToLook() throws {
        for (locale, said, query) in [
            ("en-US", "does it say cheap train tickets anywhere here", "cheap train tickets"),
            ("de-DE", "steht hier irgendwo wetter morgen", "wetter morgen"),
            ("de-DE", "kommt hauptstadt von peru irgendwo auf der seite vor", "hauptstadt von peru"),
            // "Here" says where too: a search for "pizza here" finds nothing on a page about pizza.
            ("en-US", "look for pizza here on this page", "pizza"),
        ] {
            let r = try Understander.bundled(locale).analyze(said)
            #expect(r.command == .search(query: query, scope: .page), "\(locale): \(said) → \(String(describing: r.command))")
            #expect(r.entities["query"] == query)
        }
    }

    /// Words that name nothing are no query: "tell me about it" (sympathy, most often) searched the web for "it".
    @Test func aSearchForNothingIsNotMade() throws {
        for (locale, said) in [("en-US", "tell me about it"), ("en-US", "look it up"), ("es-ES", "búscalo")] {
            let chain = try UnderstandingChain.bundled(locale)
            #expect(chain.interpret(said).best == nil, "\(locale): \(said) → \(String(describing: chain.interpret(said).best?.command))")
        }
        let en = try UnderstandingChain.bundled("en-US")
        #expect(en.interpret("tell me about black holes").best?.command == .search(query: "black holes", scope: .web))
    }

    /// A visit to a place nobody knows, said in words the model reads as another command, is not made; a visit the
    /// model has no other reading of is made.
    @Test func aVisitTheModelReadsAsAnotherCommandIsAskedAbout() throws {
        let chain = try UnderstandingChain.bundled("en-US")
        let asked = chain.interpret("show me the page before")
        #expect(chain.grammar.interpret("show me the page before").best?.command == .navigate(.open, destination: "the page before"))
        #expect(asked.best == nil)
        #expect(asked.alternatives.first?.command == .navigate(.open, destination: "the page before"))
        // The model reads the words as another command (going back a page), if not surely enough to ask about it.
        let other = try #require(chain.model?.suggestion("show me the page before", from: UnderstandingChain.anotherCommand))
        #expect(!UnderstandingChain.visits(other.command))
        #expect(chain.interpret("go to the financial times").best?.command == .navigate(.open, destination: "the financial times"))
    }

    /// A place nobody knows, named with a word of another command and of no going anywhere, is no place to visit.
    @Test func aPlaceNamedWithAnotherCommandsWordIsNotVisited() throws {
        let en = try Understander.bundled("en-US"), de = try Understander.bundled("de-DE"), hi = try Understander.bundled("hi-IN")
        #expect(en.namesAnotherCommand("the numbers"))
        #expect(de.namesAnotherCommand("meinem lesezeichen steuern"))
        #expect(hi.namesAnotherCommand("हिस्ट्री की लिस्ट"))
        #expect(!en.namesAnotherCommand("the financial times"))
        #expect(!en.namesAnotherCommand("the weather channel"))
        let chain = try UnderstandingChain.bundled("de-DE")
        #expect(chain.grammar.interpret("geh zu meinem verlauf von gestern").best?.command == .navigate(.open, destination: "meinem verlauf von gestern"))
        #expect(chain.interpret("geh zu meinem verlauf von gestern").best?.command != .navigate(.open, destination: "meinem verlauf von gestern"))
        // A bookmark said so is opened, by the grammar itself.
        #expect(chain.grammar.interpret("geh zu meinem lesezeichen steuern").best?.command == .bookmark(.open, name: "steuern"))
    }

    /// A place nobody knows that goes on past "and" with a request of its own is talk, not a site; short names joined
    /// by "and" are still visited.
    @Test func aPlaceGoingOnWithAnotherRequestIsNotVisited() throws {
        let en = try UnderstandingChain.bundled("en-US"), es = try UnderstandingChain.bundled("es-ES")
        #expect(en.grammar.interpret("go to the fridge and get me a drink").best?.command == .navigate(.open, destination: "the fridge and get me a drink"))
        #expect(en.interpret("go to the fridge and get me a drink").best == nil)
        #expect(es.interpret("abre la nevera y tráeme algo de beber").best == nil)
        #expect(en.interpret("go to marks and spencer").best?.command == .navigate(.open, destination: "marks and spencer"))
    }

    /// A name the model reads does not start with the words that say a name follows, as the grammar's does not.
    @Test func aBookmarksNameLeavesOutTheWordsThatSayItIsOne() throws {
        let r = try Understander.bundled("es-ES").analyze("ve al marcador que se llama mi blog")
        #expect(r.command == .bookmark(.open, name: "mi blog"))
        #expect(r.entities["name"] == "mi blog")
    }

    /// Undoing going back is going forward; a word of undoing alone ("undo that page") says nothing of the kind.
    @Test func undoingGoingBackGoesForward() throws {
        let es = try Understander.bundled("es-ES"), fr = try Understander.bundled("fr-FR")
        #expect(es.grammar.table.undoing.contains(["deshaz"]))
        #expect(es.analyze("deshaz el atrás").command == .navigate(.forward))
        #expect(fr.analyze("annule le retour").command == .navigate(.forward))
        #expect(es.analyze("vuelve atrás").command == .navigate(.back))
    }

    /// Closing several tabs is said with a word of closing; words that also list them are asked about.
    @Test func closingSeveralTabsNeedsAWordOfClosing() throws {
        let es = try Understander.bundled("es-ES"), fr = try Understander.bundled("fr-FR")
        #expect(!es.saysClosingTabs(["todas", "mis", "pestañas"]) && !fr.saysClosingTabs(["tous", "mes", "onglets"]))
        #expect(es.saysClosingTabs(["cierra", "todas", "las", "pestañas"]) && fr.saysClosingTabs(["ferme", "tout", "sauf", "celui-ci"]))
        #expect(es.closesTabsUnsaid(.tab(.closeAll), es.words(of: "todas mis pestañas")) && !es.closesTabsUnsaid(.tab(.list), es.words(of: "todas mis pestañas")))
        for (u, said) in [(es, "todas mis pestañas"), (fr, "tous mes onglets")] {
            let read = UnderstandingChain(grammar: u.grammar, model: u).interpret(said).best?.command
            #expect(read != .tab(.closeAll) && read != .tab(.closeOthers), "\(said)")
        }
    }

    /// A known site said with a word of going, framed by words said around every kind of command, is a visit.
    @Test func aKnownSiteInAPoliteQuestionIsAVisit() throws {
        let hi = try Understander.bundled("hi-IN")
        #expect(hi.visitsSite(hi.words(of: "क्या आप रेडिट खोल सकते हैं")))
        // Without a word of going it is not.
        #expect(!hi.visitsSite(hi.words(of: "क्या आप रेडिट जानते हैं")))
    }
}
