import Foundation
import Grammar
@testable import NLU
import Testing

/// The rules that mend the tagger's spans, on tags written out by hand (what the tagger does with a given
/// utterance changes with every retraining; these rules must not).
@Suite struct EntityRepairTests {
    func tags(_ s: String) -> [String] { s.split(separator: " ").map(String.init) }

    @Test func typedTextKeepsItsNumbers() throws {
        let u = try Understander.bundled("de-DE")
        // A number next to the text joins it.
        var t = tags("O B-text I-text B-number")
        u.repairTypedNumbers(["schreib", "rue", "paix", "12"], &t)
        #expect(t == tags("O B-text I-text I-text"))
        // A number alone is the text, with the words before it that no command uses; the verb stays out.
        let words = ["schreib", "bestellung", "4471", "in", "den", "login", "link"]
        t = tags("O O B-number O O B-target I-target")
        u.repairTypedNumbers(words, &t)
        #expect(t == tags("O B-text I-text O O B-target I-target"))
        // A number apart from the text stays a number (the field to type into, "in 5").
        t = tags("O B-text O B-number")
        u.repairTypedNumbers(["type", "hello", "in", "5"], &t)
        #expect(t == tags("O B-text O B-number"))
    }

    @Test func descriptionsTakeTheirRoleWordAndDropPoliteFillers() throws {
        let de = try Understander.bundled("de-DE")
        // A role word right after the description is still the description…
        var t = tags("O O O B-target I-target O")
        de.repairDescriptions(["klick", "auf", "den", "e", "mail", "feld"], &t, label: "click")
        #expect(t == tags("O O O B-target I-target I-target"))
        // …other words are not ("y pínchalo": and click it).
        let es = try Understander.bundled("es-ES")
        t = tags("O O B-target I-target I-target O O")
        es.repairDescriptions(["busca", "el", "boton", "de", "entrar", "y", "pinchalo"], &t, label: "click")
        #expect(t == tags("O O B-target I-target I-target O O"))
        // …but not the polite word after it, which also leaves a place's name.
        t = tags("O B-destination I-destination")
        de.repairDescriptions(["lade", "reddit", "bitte"], &t, label: "navigate action=open")
        #expect(t == tags("O B-destination O"))
        // Text to type keeps its "bitte": it is what the person wants written.
        t = tags("O B-text I-text")
        de.repairDescriptions(["schreib", "ja", "bitte"], &t, label: "type")
        #expect(t == tags("O B-text I-text"))
    }

    @Test func placesAndQueriesDoNotStartWithTheCommandsOwnWords() throws {
        let fr = try Understander.bundled("fr-FR")
        var t = tags("O B-destination I-destination I-destination")
        fr.repairDescriptions(["va", "a", "stack", "overflow"], &t, label: "navigate action=open")
        #expect(t == tags("O O B-destination I-destination"))
        // Articles stay (they are part of how the place was said).
        let en = try Understander.bundled("en-US")
        t = tags("O O B-destination I-destination")
        en.repairDescriptions(["go", "to", "the", "guardian"], &t, label: "navigate action=open")
        #expect(t == tags("O O B-destination I-destination"))
        // A one-word place is left alone even when a command uses the word.
        t = tags("O B-destination")
        en.repairDescriptions(["open", "home"], &t, label: "navigate action=open")
        #expect(t == tags("O B-destination"))
    }

    @Test func aQueryEndingInTheSearchWordIsTheWordsAfterIt() throws {
        let de = try Understander.bundled("de-DE")
        var t = tags("O B-query I-query O O O")
        de.repairDescriptions(["such", "bei", "google", "nach", "grippe", "symptome"], &t, label: "search scope=web")
        #expect(t == tags("O O O O B-query I-query"))
        // …also when the tagger found the real query as a second one, or part of it.
        t = tags("O B-query I-query O B-query I-query")
        de.repairDescriptions(["such", "bei", "google", "nach", "englisch", "lernen"], &t, label: "search scope=web")
        #expect(t == tags("O O O O B-query I-query"))
        let fr = try Understander.bundled("fr-FR")
        t = tags("O O B-query O B-query I-query")
        fr.repairDescriptions(["cherche", "sur", "google", "apprendre", "l", "anglais"], &t, label: "search scope=web")
        #expect(t == tags("O O O B-query I-query I-query"))
        // "google" inside a query that goes on is the query's own word.
        let en = try Understander.bundled("en-US")
        t = tags("O B-query I-query I-query")
        en.repairDescriptions(["search", "google", "maps", "tips"], &t, label: "search scope=web")
        #expect(t == tags("O B-query I-query I-query"))
    }

    @Test func aNumberCutShortTakesTheNumberWordsBeforeIt() throws {
        let fr = try Understander.bundled("fr-FR")
        let es = try Understander.bundled("es-ES")
        var t = tags("O O O O B-number")
        es.repairNumbers(["ir", "a", "cuarenta", "y", "dos"], &t)
        #expect(t == tags("O O B-number I-number I-number"))
        t = tags("O O O O O B-number")
        fr.repairNumbers(["aller", "a", "l", "onglet", "vingt", "trois"], &t)
        #expect(t == tags("O O O O B-number I-number"))
        // A word that does not make one number with it stays out ("onglet | trois").
        t = tags("O O O O B-number")
        fr.repairNumbers(["aller", "a", "l", "onglet", "trois"], &t)
        #expect(t == tags("O O O O B-number"))
    }

    @Test func aRoleCutShortTakesItsSecondWord() throws {
        let en = try Understander.bundled("en-US")
        var t = tags("O O B-ordinal B-role O")
        en.repairRoles(["tap", "the", "third", "menu", "item"], &t)
        #expect(t == tags("O O B-ordinal B-role I-role"))
        // A word that does not make a role with it stays out.
        t = tags("O O B-ordinal B-role O")
        en.repairRoles(["tap", "the", "third", "link", "now"], &t)
        #expect(t == tags("O O B-ordinal B-role O"))
    }
}
