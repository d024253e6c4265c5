import CommandModel
import Grammar
@testable import NLU
import Testing

/// Hindi written in Latin letters, as a keyboard or a recognizer for Indian English gives it ("naya tab kholo"): read
/// as the Hindi it is, with free text kept in the letters said.
@Suite struct LatinLettersTests {
    @Test func hindiInLatinLettersIsReadAsHindi() throws {
        let chain = try UnderstandingChain.bundled("hi-IN")
        let cases: [(String, Command)] = [
            ("naya tab kholo", .tab(.open)),
            // "ek" is "a", not a place to open in the new tab.
            ("ek new tab kholo", .tab(.open)),
            ("next page pe jao", .navigate(.next)),
            ("paanch pe click karo", .click(.number(5))),
            ("paanch number wala button dabao", .click(.number(5))),
            ("teen", .click(.number(3))),
            ("neeche scroll karo", .scroll(.down, amount: nil)),
            ("sabse upar jao", .scroll(.top, amount: nil)),
            ("baaki dikhao", .scroll(.down, amount: nil)),
            ("kya aap neeche scroll kar sakte hain", .scroll(.down, amount: nil)),
            ("band kiya hua tab wapas lao", .tab(.reopen)),
            ("pehle wale tab pe jao", .tab(.switch, index: 1)),
            ("aaj ki history delete karo", .history(.clear, period: .today)),
            ("mic chalu karo", .listening(.wake)),
            // Leaving private browsing, not opening it; a setting by its English name.
            ("incognito mode band karo", .tab(.closeAll, isPrivate: true)),
            ("incognito se bahar niklo", .tab(.closeAll, isPrivate: true)),
            ("dark mode on karo", .settings(.set, setting: "appearance", value: "dark")),
            ("number dikhana band karo", .labels(.hide)),
            // Free text comes back in the letters said.
            ("search box mein running shoes likho", .type(text: "running shoes", target: .text("search box"))),
            ("youtube pe arijit singh ke gaane search karo",
             .search(query: "arijit singh ke gaane", scope: .web, site: "https://www.youtube.com")),
            ("is page pe price dhundo", .search(query: "price", scope: .page)),
            ("main search box mein hello likhna chahta hoon", .type(text: "hello", target: .text("search box"))),
            // An element's description stays in the script, where the words of finding elements know it.
            ("naam wale field mein Rahul likho", .type(text: "Rahul", target: .text("नाम वाले field"))),
        ]
        for (phrase, expected) in cases {
            let read = chain.interpret(phrase)
            #expect(read.best?.command == expected, "\"\(phrase)\" → \(read.best?.command.json ?? "null")")
            #expect(read.utterance == phrase && read.best?.heard == phrase)
        }
        // English words of the browser in a sentence of Devanagari are its Hindi words ("हिस्ट्री").
        #expect(chain.interpret("आज की history मिटा दो").best?.command == .history(.clear, period: .today))
        #expect(chain.interpret("सारे tabs बंद करो").best?.source == .grammar)
        #expect(chain.interpret("all tabs बंद कर दो").best?.command == .tab(.closeAll))
        // English numbers said in Hindi are numbers.
        #expect(chain.interpret("five पर click करो").best?.command == .click(.number(5)))
        // A negation in Latin letters declines the command as "मत" does.
        let kept = chain.interpret("tab band mat karo")
        #expect(kept.best == nil && kept.declined?.command == .tab(.close))
    }

    /// Only words of Hindi make an utterance Hindi: English said in Hindi ("zoom in", "open google") stays as it is,
    /// and a word that is English too ("so" — सो, sleep) is read so only beside a word that is not, or as a number.
    @Test func englishWordsStayEnglish() throws {
        let grammar = try CommandGrammar.bundled("hi-IN")
        let spell = { grammar.table.latinSpelling($0, normalizer: grammar.normalizer)?.text }
        #expect(spell("zoom in") == nil && spell("open google") == nil && spell("so") == nil && spell("band") == nil)
        #expect(spell("so jao") == "सो जाओ")
        #expect(spell("do") == "दो" && spell("tab do") == "टैब दो")
        #expect(spell("zoom in karo") == "जूम in करो")  // folded, as the grammar reads it
        #expect(try UnderstandingChain.bundled("hi-IN").interpret("so").best?.command != .listening(.sleep))
        // Other locales have no such words.
        let english = try CommandGrammar.bundled("en-US")
        #expect(english.table.latinSpelling("naya tab kholo", normalizer: english.normalizer) == nil)
    }

    /// Text of the script is given back in the words said for it, when they follow one another; other text as it is.
    @Test func textGoesBackToTheLettersSaid() throws {
        let grammar = try CommandGrammar.bundled("hi-IN")
        let spelling = try #require(grammar.table.latinSpelling("Do Din ka Mausam search karo", normalizer: grammar.normalizer))
        #expect(spelling.text == "दो Din का Mausam search करो")
        #expect(spelling.said("दो din का mausam", normalizer: grammar.normalizer) == "Do Din ka Mausam")
        #expect(spelling.said("din का", normalizer: grammar.normalizer) == "Din ka")
        #expect(spelling.said("का din", normalizer: grammar.normalizer) == "का din")
        #expect(spelling.said("weather", normalizer: grammar.normalizer) == "weather")
    }
}
