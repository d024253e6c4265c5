import CommandModel
import Grammar
import PocketSphinx
import Testing

/// The recognizer must accept every locale's exported grammar: parsed by sphinxbase and compiled to an FSG.
@Suite struct JSGFExportTests {
    @Test(arguments: SupportedLocale.all)
    func recognizerAcceptsExportedGrammar(locale: String) throws {
        let grammar = try CommandGrammar.bundled(locale)
        let text = JSGFExporter(grammar: grammar).grammar()
        let summary = try JSGFValidator.validate(text)
        #expect(summary.publicRule.hasSuffix(".command>"))
        // one rule per intent, the macros and the slot rules
        #expect(summary.ruleCount >= 15 + grammar.table.macros.count)
        #expect(summary.states > 100)
    }

    /// A macro keeps the alternatives that use a macro settled after it: Hindi "टाइप करो" (a macro in a macro) is heard
    /// whatever order the macros come in (it was kept in some runs and not in others).
    @Test func macrosInMacrosAreKept() throws {
        let text = JSGFExporter(grammar: try CommandGrammar.bundled("hi-IN")).recognitionGrammar(maxNumber: 20) { _ in true }
        let likho = try #require(text.split(separator: "\n").first { $0.hasPrefix("<m_likho> =") })
        #expect(likho.contains("टाइप <m_kar>") && likho.contains("type <m_kar>"), "\(likho)")
    }

    /// The recognizer's grammar lets a negation stand before the commands that cannot be taken back, and only those.
    @Test(arguments: SupportedLocale.all)
    func negationsStandBeforeLastingCommandsOnly(locale: String) throws {
        let grammar = try CommandGrammar.bundled(locale)
        let text = JSGFExporter(grammar: grammar).recognitionGrammar(maxNumber: 20) { _ in true }
        #expect(try JSGFValidator.validate(text).publicRule.hasSuffix(".command>"))
        // Each negated alternative sits in its command's rule: close this tab or one by number, the other tabs or all,
        // clear history, remove a bookmark.
        let negated = text.split(separator: "\n").filter { $0.contains("(<negation> ") }
        #expect(!negated.isEmpty, "\(locale)")
        let negation = try #require(text.split(separator: "\n").first { $0.hasPrefix("<negation> = ") })
        if locale == "en-US" {
            #expect(negation.contains("don't") && negation.contains("do not"))
            #expect(negated.count == 6 && negated.contains { $0.contains("other tabs") } && negated.contains { $0.contains("all") }
                    && negated.contains { $0.contains("history") }
                    && negated.contains { $0.contains("bookmark") }, "\(negated)")
        }
        // A dictionary without the negation words leaves the branch out.
        let withoutThem = JSGFExporter(grammar: grammar).recognitionGrammar(maxNumber: 20) { word in
            !grammar.table.negations.flatMap(\.phrases).joined().contains(word)
        }
        #expect(!withoutThem.contains("<negation>"))
    }

    /// How many pages or times, and a tab's place, are heard from the numbers to 20, and zoom levels from the multiples
    /// of five: every reference to the long list is a copy of it in the recognizer. Element numbers keep the long list.
    @Test func countsAndTabsAreHeardFromSmallNumbers() throws {
        let grammar = try CommandGrammar.bundled("en-US")
        let text = JSGFExporter(grammar: grammar).recognitionGrammar(maxNumber: 300) { _ in true }
        #expect(try JSGFValidator.validate(text).publicRule.hasSuffix(".command>"))
        func rule(_ name: String) throws -> Substring {
            let start = try #require(text.range(of: "\n<\(name)> = "))
            return text[start.upperBound...].prefix { $0 != ";" }
        }
        let navigate = try rule("navigate"), tab = try rule("tab"), click = try rule("click"), scroll = try rule("scroll")
        #expect(navigate.contains("<small_number>") && !navigate.contains("<number>"), "\(navigate)")
        #expect(tab.contains("<small_number>"), "\(tab)")
        // Scrolls said with how many times are heard by the language model's pass (below).
        #expect(!scroll.contains("times") && scroll.contains("down"), "\(scroll)")
        #expect(click.contains("<number>") && !click.contains("<small_number>"), "\(click)")
        let small = text.split(separator: "\n").filter { $0.hasPrefix("<small_number") }.joined(separator: " ")
        #expect(small.contains("twenty") && small.contains("seven") && !small.contains("thirty") && !small.contains("hundred"), "\(small)")
        // Zoom levels: the multiples of five in the zoom's range, to five hundred.
        let zoom = try rule("zoom")
        #expect(zoom.contains("<zoom_level>") && !zoom.contains("<number>"), "\(zoom)")
        let levels = Set(text.split(separator: "\n").filter { $0.hasPrefix("<zoom_level") }
            .flatMap { $0.split { !$0.isLetter && $0 != "_" } }.map(String.init))
        #expect(levels.isSuperset(of: ["five", "hundred", "seventy", "twenty"]) && levels.isDisjoint(with: ["six", "seven", "eight", "nine"]), "\(levels)")
    }

    /// A rule's free-text alternatives are left out of the recognizer's grammar, its others kept: one free-text
    /// alternative added to the rule of "click 5" once took "click 5" out of what the recognizer could hear.
    @Test func freeTextAlternativesGoTheRestOfTheRuleStays() throws {
        let (_, text) = try recognized("""
            rule click : press {target:number} | open the link called {target:text}
            rule search scope=web : search for {query:text}
            """)
        #expect(text.contains("<click> = (press <number>)"), "\(text)")
        #expect(!text.contains("called") && !text.contains("<search>"))
    }

    /// A test grammar of `rules` (English numbers) and the recognizer grammar made of it, checked to parse as JSGF.
    func recognized(_ rules: String) throws -> (CommandGrammar, String) {
        let grammar = try CommandGrammar(source: "locale xx-XX\nlanguage en\nname Test\n" + rules, file: "test.grammar")
        let text = JSGFExporter(grammar: grammar).recognitionGrammar(maxNumber: 9) { _ in true }
        #expect(try JSGFValidator.validate(text).publicRule.hasSuffix(".command>"))
        return (grammar, text)
    }

    /// Idioms are matched but not heard: made of everyday words, they let talk that is no command decode as one ("that
    /// was a really funny joke" as "the words are really tiny").
    @Test func idiomsAreLeftOutOfTheRecognizersGrammar() throws {
        let (grammar, text) = try recognized("""
            rule zoom direction=in : zoom in
            idiom zoom direction=in : the text is too small
            """)
        #expect(text.contains("zoom in") && !text.contains("small"), "\(text)")
        #expect(grammar.interpret("the text is too small").best?.command == .zoom(.in))
    }

    /// Checking a box is heard, by number or position: "untick" has no other words to be said with, and the idiom's
    /// free-text alternative ("untick lettuce") is left to the language model's pass, as every other one is.
    @Test func checkingIdiomsAreHeardByNumberAndPosition() throws {
        let (_, text) = try recognized("""
            rule click : click {target:number}
            idiom click state=unchecked : untick {target:number} | untick the {target:ordinal} one | untick {target:text}
            idiom zoom direction=in : the text is too small
            """)
        #expect(text.contains("untick <number>") && text.contains("untick the <ordinal> one") && !text.contains("<text>"), "\(text)")
        #expect(!text.contains("small"), "other idioms stay out")
    }

    /// Keys and fields are heard: idioms naming their element themselves ("press escape", "close the popup") or clearing
    /// a field ("clear this field", which was heard as "clear history" without them); their free text is not.
    @Test func keyAndFieldIdiomsAreHeard() throws {
        let (_, text) = try recognized("""
            rule click : click {target:number}
            rule history action=clear : clear history
            idiom click target=escape : press escape
            idiom click target=next-field : next field
            idiom click target=next-heading : next section
            idiom click target=heading-next : next heading
            idiom click target=volume-up : louder
            idiom click target=close : close the popup
            idiom type replace=true text= : clear this field
            idiom type replace=true : change the {target:element} to {text:text}
            idiom zoom direction=in : the text is too small
            """)
        for heard in ["press escape", "next field", "next section", "close the popup", "clear this field", "clear history"] { #expect(text.contains(heard), "\(heard): \(text)") }
        #expect(!text.contains("change") && !text.contains("small"), "free text and other idioms stay out: \(text)")
        // Left out all the same: the sound's ("louder" took short commands) and a section said as a heading ("previous
        // page" was heard as "previous heading").
        #expect(!text.contains("heading") && !text.contains("louder"), "\(text)")
    }

    @Test func brokenGrammarIsRejectedWithTheParsersReason() {
        #expect(throws: JSGFValidator.Failure.self) {
            try JSGFValidator.validate("#JSGF V1.0;\ngrammar x;\npublic <a> = ( click | ;\n")
        }
        #expect(throws: JSGFValidator.Failure.self) {
            try JSGFValidator.validate("#JSGF V1.0;\ngrammar x;\npublic <a> = click <undefined>;\n")
        }
    }
}
