import Foundation
@testable import NLU
import Testing

/// The last span rules: where free text starts and ends against the utterance's own words.
extension EntityRepairTests {
    @Test func freeTextDoesNotStartWithTheCommandsVerb() throws {
        #expect(try mended("es-ES", .leadingVerb(label: "type"), "puedes escribir juan perez", "O B-text I-text I-text")
                == "O O B-text I-text")
        // A word other commands use too may be what is typed ("open" is also a command of its own).
        #expect(try mended("en-US", .leadingVerb(label: "type"), "type open sesame", "O B-text I-text") == "O B-text I-text")
        // Nor does a lone word lose itself.
        #expect(try mended("es-ES", .leadingVerb(label: "type"), "pon escribir", "O B-text") == "O B-text")
    }

    /// "One" after a word that points or picks is a thing, not the number 1 ("open another one" clicked number 1); a
    /// number of things is no element's number.
    @Test func oneAfterAWordThatPicksIsNoNumber() throws {
        #expect(try mended("en-US", .all(label: "click"), "open another one", "O O B-number") == "O O O")
        #expect(try mended("en-US", .all(label: "click"), "click the other one", "O O O B-number") == "O O O O")
        #expect(try mended("en-US", .all(label: "click"), "click one", "O B-number") == "O B-number")
        #expect(try mended("en-US", .all(label: "click"), "click number one", "O O B-number") == "O O B-number")
        // A count of things: "i'd like two of these" clicked number 2.
        #expect(try mended("en-US", .all(label: "click"), "i d like two of these", "O O O B-number O O") == "O O O O O O")
        #expect(try mended("es-ES", .all(label: "click"), "quiero dos de estos", "O B-number O O") == "O O O O")
    }

    @Test func aKindOfElementAfterAPositionLeftOutIsThatPosition() throws {
        #expect(try mended("hi-IN", .theOrdinal, "दूसरे बटन को अलग टैब में खोल दो", "O B-destination O O O O O O")
                == "B-ordinal B-role O O O O O O")
        #expect(try mended("en-US", .theOrdinal, "click the third link", "O O O B-target") == "O O B-ordinal B-role")
        // Not a name that holds more than the kind, nor a kind after a word that is no position.
        #expect(try mended("en-US", .theOrdinal, "click the third red button", "O O O B-target I-target") == "O O O B-target I-target")
        #expect(try mended("hi-IN", .theOrdinal, "सर्च बटन खोलो", "O B-target O") == "O B-target O")
        // Nor where a position or a number was found.
        #expect(try mended("en-US", .theOrdinal, "open the second link in tab 3", "O O O B-target O O B-number")
                == "O O O B-target O O B-number")
    }

    @Test func theKindOfElementAfterAPositionIsTakenEvenPastAWordForTheOne() throws {
        #expect(try mended("hi-IN", .theOrdinal, "छठा वाला तस्वीर खोल दो", "B-ordinal O O O O") == "B-ordinal O B-role O O")
        #expect(try mended("en-US", .theOrdinal, "click the third button", "O O B-ordinal O") == "O O B-ordinal B-role")
        #expect(try mended("en-US", .theOrdinal, "click the second text box", "O O B-ordinal O O") == "O O B-ordinal B-role I-role")
        // Not a kind that more words describe ("the third red button"), nor when a kind was found.
        #expect(try mended("en-US", .theOrdinal, "click the third red button", "O O B-ordinal O O") == "O O B-ordinal O O")
        #expect(try mended("en-US", .theOrdinal, "click the third link", "O O B-ordinal B-role") == "O O B-ordinal B-role")
    }

    @Test func anElementsNameEndsBeforeAWordForTheOneAndBeforeTheTypingVerb() throws {
        let type = Rule.elementsEnd(label: "type")
        #expect(try mended("hi-IN", type, "न्यूज़लेटर चेकबॉक्स वाले में एमजी रोड 5 डालो",
                           "B-target I-target I-target O B-text I-text I-text O") == "B-target I-target O O B-text I-text I-text O")
        #expect(try mended("es-ES", type, "rellena el boton de cancelar poniendo mi correo", "O O B-target I-target I-target I-target B-text I-text")
                == "O O B-target I-target I-target O B-text I-text")
        #expect(try mended("de-DE", type, "ich wurde gern hallo in den mengenfeld eintragen", "O O O B-text O O B-target I-target")
                == "O O O B-text O O B-target O")
        // "the one" after words that name no kind is the description ("लाल वाला": the red one); a click keeps its words.
        #expect(try mended("hi-IN", .elementsEnd(label: "click"), "लाल वाला दबाओ", "B-target I-target O") == "B-target I-target O")
        #expect(try mended("en-US", .elementsEnd(label: "click"), "click the fill in button", "O O B-target I-target I-target")
                == "O O B-target I-target I-target")
        #expect(try mended("en-US", type, "type hi in the search box", "O B-text O O B-target I-target") == "O B-text O O B-target I-target")
        // A named kind of element with the clicking verb after it: the verb is not the name's ("el botón de cancelar,
        // púlsalo"); a name that holds no kind keeps it ("double click" may be all of the name).
        #expect(try mended("es-ES", .elementsEnd(label: "click"), "el boton de cancelar pulsalo", "O B-target I-target I-target I-target")
                == "O B-target I-target I-target O")
        #expect(try mended("en-US", .elementsEnd(label: "click"), "the double click", "O B-target I-target") == "O B-target I-target")
    }

    @Test func aBookmarksNameKeepsAnArticleSaidAfterTheOwner() throws {
        #expect(try mended("de-DE", .namesArticle, "geh zu meinem lesezeichen mein blog", "O O O O O B-name")
                == "O O O O B-name I-name")
        #expect(try mended("hi-IN", .namesArticle, "मेरा मेरा ब्लॉग बुकमार्क दिखाओ", "O O B-name O O") == "O B-name I-name O O")
        #expect(try mended("en-US", .namesArticle, "my the news bookmark please", "O O B-name O O") == "O B-name I-name O O")
        // The owner alone, or an article after a word other commands say too, is not the name's.
        #expect(try mended("en-US", .namesArticle, "open my news bookmark", "O O B-name O") == "O O B-name O")
        #expect(try mended("en-US", .namesArticle, "go to my news bookmark", "O O O B-name O") == "O O O B-name O")
    }

    @Test func hindiWordsBeforeInThatNameNoElementAreTheText() throws {
        #expect(try mended("hi-IN", .namelessTarget, "दोपहर में मीटिंग डालो", "B-target O B-text O") == "B-text I-text I-text O")
        // An element named by its kind stays; so does every language whose element comes after the text.
        #expect(try mended("hi-IN", .namelessTarget, "सर्च बटन में मीटिंग डालो", "B-target I-target O B-text O")
                == "B-target I-target O B-text O")
        #expect(try mended("en-US", .namelessTarget, "type noon in meeting", "O B-target O B-text") == "O B-target O B-text")
    }

    @Test func aNumberWordThatEndsAVerbIsNoCount() throws {
        #expect(try mended("hi-IN", .phraseNumbers, "नीचे scroll कर दो", "O O O B-number") == "O O O O")
        // A count said before what it counts stays.
        #expect(try mended("hi-IN", .phraseNumbers, "दो बार नीचे scroll कर दो", "B-number O O O O B-number") == "B-number O O O O O")
        #expect(try mended("en-US", .phraseNumbers, "scroll down two times", "O O B-number O") == "O O B-number O")
    }

    @Test func anElementTakesTheWordsBeforeItThatMakeItsKindOrDescribeIt() throws {
        let click = Rule.widen(label: "click")
        #expect(try mended("hi-IN", click, "ऊपर वाला लाल बटन click कर दो", "O O B-target I-target O O O")
                == "B-target I-target I-target I-target O O O")
        #expect(try mended("hi-IN", .widen(label: "tab action=open"), "search box नए टैब में खोलो", "O B-destination O O O O")
                == "B-destination I-destination O O O O")
        #expect(try mended("es-ES", .widen(label: "tab action=open private=true"), "abre el boton rojo de arriba en privado",
                           "O O O B-destination I-destination I-destination O O") == "O O B-destination I-destination I-destination I-destination O O")
        // Not a position or a number before "the one", nor words that make no longer kind.
        #expect(try mended("hi-IN", click, "दूसरा वाला लाल बटन दबाओ", "O O B-target I-target O") == "O O B-target I-target O")
        #expect(try mended("en-US", click, "click the red button", "O O B-target I-target") == "O O B-target I-target")
        // A kind alone takes the words before it that are neither little words nor words of this command.
        #expect(try mended("en-US", click, "press the download button", "O O O B-target") == "O O B-target I-target")
        #expect(try mended("en-US", click, "click the button", "O O B-target") == "O O B-target")
    }

    @Test func anElementDescribedByItsPlaceTakesTheKindSaidAfterTheWordForTheOne() throws {
        let click = Rule.kindAfterTheOne(label: "click")
        // The tagger took the place alone, or the place and the colour as two spans.
        #expect(try mended("hi-IN", click, "ऊपर वाला लाल बटन दबाओ", "B-target O O O O") == "B-target I-target I-target I-target O")
        #expect(try mended("hi-IN", click, "मुझे ऊपर वाला लाल बटन दबाना है", "O B-target O B-target I-target O O")
                == "O B-target I-target I-target I-target O O")
        // In a new tab the description may have been taken for a place, without its kind.
        #expect(try mended("hi-IN", .kindAfterTheOne(label: "tab action=open private=true"), "ऊपर वाला लाल बटन निजी टैब में खोलो",
                           "B-destination I-destination I-destination O O O O O") == "B-destination I-destination I-destination I-destination O O O O")
        // No kind after "the one", a kind already said, or a number in between: nothing to take.
        #expect(try mended("hi-IN", click, "ऊपर वाला दबाओ", "B-target O O") == "B-target O O")
        #expect(try mended("hi-IN", click, "लाल बटन वाला दबाओ", "B-target I-target O O") == "B-target I-target O O")
        #expect(try mended("hi-IN", click, "ऊपर वाला तीन बटन दबाओ", "B-target O O O O") == "B-target O O O O")
    }

    @Test func hindiTextBeforeTheVerbIsTheTextWhenAndStartsAnotherRequest() throws {
        #expect(try mended("hi-IN", .textBeforeTheVerb, "hello लिखो और enter दबाओ", "O O B-text I-text O") == "B-text O O O O")
        // Not where the verb comes first, nor without the typing verb right before "and".
        #expect(try mended("en-US", .textBeforeTheVerb, "type and enter", "O B-text I-text") == "O B-text I-text")
        #expect(try mended("hi-IN", .textBeforeTheVerb, "hello और enter लिखो", "O B-text I-text O") == "O B-text I-text O")
    }

    @Test func anElementTakesTheNameSaidAfterItsKind() throws {
        let type = Rule.calledName(label: "type")
        #expect(try mended("en-US", type, "go to the box that says email and type hello", "O O O B-target B-text I-text I-text O O B-text")
                == "O O O B-target I-target I-target I-target O O B-text")
        #expect(try mended("en-US", type, "find the field called email and type hello", "O O B-target O B-text O O B-text")
                == "O O B-target I-target I-target O O B-text")
        // No other text left to type, no kind of element, or no words that name it: nothing changes.
        #expect(try mended("en-US", type, "find the field called email", "O O B-target O B-text") == "O O B-target O B-text")
        #expect(try mended("en-US", type, "find john called email and type hello", "O B-target O B-text O O B-text")
                == "O B-target O B-text O O B-text")
        #expect(try mended("en-US", type, "type hello in the email box", "O B-text O O B-target I-target") == "O B-text O O B-target I-target")
    }

    @Test func aSearchDoesNotLookForThePageItSearches() throws {
        #expect(try mended("fr-FR", .pageAsQuery, "cherche dentiste sur la page", "O O O B-query I-query") == "O O O O O")
        #expect(try mended("fr-FR", .pageAsQuery, "cherche la page de garde", "O B-query I-query I-query I-query")
                == "O B-query I-query I-query I-query")
        #expect(try Understander.bundled("fr-FR").analyze("cherche dentiste près de chez moi sur la page").entities["query"]?.hasPrefix("dentiste") == true)
    }

    @Test func anElementsDescriptionKeepsWhereOnThePageItIs() throws {
        #expect(try mended("de-DE", .place, "schreib hallo in den roten knopf oben", "O B-text O O B-target I-target O")
                == "O B-text O O B-target I-target I-target")
        #expect(try mended("fr-FR", .place, "tape bisous dans le bouton rouge en haut", "O B-text O O B-target I-target O B-text")
                == "O B-text O O B-target I-target I-target I-target")
        #expect(try mended("en-US", .place, "click the red button at the top", "O O B-target I-target O O O")
                == "O O B-target I-target I-target I-target I-target")
        // Not a rank ("first"), nor after words that name no kind of element ("scroll to the top").
        #expect(try mended("en-US", .place, "click the red button first", "O O B-target I-target O") == "O O B-target I-target O")
        #expect(try mended("en-US", .place, "click the news at the top", "O O B-target O O O") == "O O B-target O O O")
    }

    @Test func hindiTextThatEndsWithAKindOfElementBeforeInIsWhereToType() throws {
        #expect(try mended("hi-IN", .elementFirst, "साइन अप बटन वाले में ऑर्डर 4471 डालो", "B-text I-text I-text O O B-text I-text O")
                == "B-target I-target I-target O O B-text I-text O")
        #expect(try mended("hi-IN", .elementFirst, "सर्च बटन पर जाकर हैलो लिखो", "B-text I-text O O O O")
                == "B-target I-target O O B-text O")
        // Selected first and joined to the typing: the verb of selecting is no part of the element.
        #expect(try mended("hi-IN", .elementFirst, "सर्च बटन चुनो और हैलो टाइप करो", "B-text I-text I-text O B-text O O")
                == "B-target I-target O O B-text O O")
        // Text that names no kind of element stays text.
        #expect(try mended("hi-IN", .elementFirst, "दोपहर में मीटिंग डालो", "B-text O B-text O") == "B-text O B-text O")
    }

    @Test func hindiFreeTextDoesNotEndWithTheVerbAfterIt() throws {
        #expect(try mended("hi-IN", .verbAfterText(label: "type"), "दोपहर में मीटिंग लिखना है", "B-text I-text I-text I-text O")
                == "B-text I-text I-text O O")
        // Nor in a language whose verb comes first, where the word may be the text's ("type write")…
        #expect(try mended("en-US", .verbAfterText(label: "type"), "type please write", "O B-text I-text") == "O B-text I-text")
        // …and a one-word text stays.
        #expect(try mended("hi-IN", .verbAfterText(label: "type"), "लिखना है", "B-text O") == "B-text O")
    }

    @Test func aReplyFoundOnlyForTheEmptySlotKeepsItsPoliteness() throws {
        #expect(try mended("fr-FR", .all(label: "type"), "ecris s il te plait oui s il vous plait", "O O O O O O O O O O")
                == "O O O O O B-text I-text I-text I-text I-text")
    }

    @Test func freeTextTakesTheLastWordsWhenTheySayNothingElse() throws {
        #expect(try mended("en-US", .theEnd, "search how tall is everest", "O B-query I-query O O")
                == "O B-query I-query I-query I-query")
        // Not a verb's particle, a polite word, or words that say where to search.
        #expect(try mended("de-DE", .theEnd, "ruf das lesezeichen arbeit auf", "O O O B-name O") == "O O O B-name O")
        #expect(try mended("en-US", .theEnd, "search cats please", "O B-query O") == "O B-query O")
        // A word of a longer filler ("for me") is the text's when the filler is not what was said.
        #expect(try mended("en-US", .theEnd, "search best pizza near me", "O B-query I-query I-query O")
                == "O B-query I-query I-query I-query")
        #expect(try mended("en-US", .theEnd, "search best pizza for me", "O B-query I-query O O") == "O B-query I-query O O")
        #expect(try mended("en-US", .theEnd, "find cats on this page", "O B-query O O O") == "O B-query O O O")
        // A preposition and a word that says nothing else go on with the text; a preposition that ends it does not.
        #expect(try mended("en-US", .theEnd, "search the web for the capital of peru", "O O O O B-query I-query O O")
                == "O O O O B-query I-query I-query I-query")
        #expect(try mended("es-ES", .theEnd, "busca vuelos baratos a roma", "O B-query I-query O O")
                == "O B-query I-query I-query I-query")
        #expect(try mended("en-US", .theEnd, "search cats on", "O B-query O") == "O B-query O")
        // An article that ends the utterance is a pronoun ("mi" is also "mí").
        #expect(try mended("es-ES", .theEnd, "busca pizza cerca de mi", "O B-query I-query O O")
                == "O B-query I-query I-query I-query")
        #expect(try mended("es-ES", .theEnd, "busca el boton de entrar y pinchalo", "O O B-target I-target I-target O O")
                == "O O B-target I-target I-target O O")
        // "And" with words that say nothing else is more of the text; with a command's words, a second command.
        #expect(try mended("en-US", .theEnd, "type two adults and a child", "O B-text I-text O O O")
                == "O B-text I-text I-text I-text I-text")
        #expect(try mended("en-US", .theEnd, "type hello and scroll down", "O B-text O O O") == "O B-text O O O")
        #expect(try mended("en-US", .theEnd, "type hello and a", "O B-text O O") == "O B-text O O")
        // Hindi puts its verb at the end, so its free text has no such end.
        #expect(try mended("hi-IN", .theEnd, "मुझे स्कूल वाला बुकमार्क चाहिए", "O B-name O O O") == "O B-name O O O")
    }

    @Test func textInAPoliteFrameLeavesTheClosingWords() throws {
        #expect(try mended("en-US", .politeFrame, "can you type good night for me", "O O O B-text I-text I-text I-text")
                == "O O O B-text I-text O O")
        // Without the opening, or with a one-word polite word closing it, the words may be what is typed.
        #expect(try mended("en-US", .politeFrame, "type good night for me", "O B-text I-text I-text I-text")
                == "O B-text I-text I-text I-text")
        #expect(try mended("en-US", .politeFrame, "just type yes please", "O O B-text I-text") == "O O B-text I-text")
        // Nor the politeness of a yes or no, which is the reply's.
        #expect(try mended("en-US", .politeFrame, "just type no thank you", "O O B-text I-text I-text") == "O O B-text I-text I-text")
    }

    @Test func aWordSaidOnlyAfterANumberEndsANameAfterAnyOtherWord() throws {
        #expect(try mended("en-US", .theEnd, "i want to go to the financial times", "O O O O O B-destination I-destination O")
                == "O O O O O B-destination I-destination I-destination")
        #expect(try mended("es-ES", .theEnd, "busca las veces", "O B-query O") == "O B-query I-query")
        // After a number it is how many times, no part of the name.
        #expect(try mended("en-US", .theEnd, "search cats 3 times", "O B-query O O") == "O B-query O O")
    }

    @Test func anElementsKindAfterItsNameIsTheElementsAfterTheText() throws {
        let type = Rule.descriptions(label: "type")
        // "e-mail-feld", its hyphens split: the kind the tagger began a second text with is the element's.
        #expect(try mended("de-DE", type, "ich wurde gern hallo in den e mail feld eintragen", "O O O B-text O O B-target I-target B-text I-text")
                == "O O O B-text O O B-target I-target I-target B-text")
        // Before any text was said, it may be the text ("schreib | feld hallo").
        #expect(try mended("de-DE", type, "in den suchfeld feld hallo schreiben", "O O B-target B-text I-text O")
                == "O O B-target B-text I-text O")
    }

    @Test func textToTypeStartsWithAnyFillerButAPoliteOne() throws {
        #expect(try mended("de-DE", .descriptions(label: "type"), "schreib bitte blaues hemd", "O B-text I-text I-text") == "O O B-text I-text")
        #expect(try mended("es-ES", .descriptions(label: "type"), "pon gracias a todo el equipo", "O B-text I-text I-text I-text I-text")
                == "O B-text I-text I-text I-text I-text")
        // A query still does not start with one ("busca | vale pizza cerca").
        #expect(try mended("es-ES", .descriptions(label: "search scope=web"), "busca vale pizza", "O B-query I-query") == "O O B-query")
    }

    @Test func textToTypeDoesNotStartWithTheWordForText() throws {
        #expect(try mended("de-DE", .wordForText, "tipp den text berlin", "O B-text I-text I-text") == "O O O B-text")
        #expect(try mended("hi-IN", .wordForText, "टेक्स्ट दोपहर में मीटिंग डालो", "B-text I-text I-text I-text O") == "O B-text I-text I-text O")
        // Alone, it is what is typed.
        #expect(try mended("fr-FR", .wordForText, "écris le texte", "O B-text I-text") == "O B-text I-text")
        // Without an article it is a word of the text, where verbs come first ("type | text me later").
        #expect(try mended("en-US", .wordForText, "type text me later", "O B-text I-text I-text") == "O B-text I-text I-text")
    }

    @Test func anElementNamedByWhatItBelongsToKeepsItsKind() throws {
        #expect(try mended("es-ES", .widen(label: "tab action=open"), "abre el campo del correo en una pestaña nueva", "O O O O B-target O O O O")
                == "O O B-target I-target I-target O O O O")
        // Without the word for "of", the words before are no part of it.
        #expect(try mended("es-ES", .widen(label: "tab action=open"), "abre el campo y correo en una pestaña nueva", "O O O O B-target O O O O")
                == "O O O O B-target O O O O")
    }

    @Test func aQuestionToSearchForGoesOnToItsEnd() throws {
        let web = Rule.wholeQuestion(label: "search scope=web"), page = Rule.wholeQuestion(label: "search scope=page")
        #expect(try mended("de-DE", web, "such mir wie kocht man ein ei", "O O B-query I-query O O O") == "O O B-query I-query I-query I-query I-query")
        // Not over the command's own words after it, nor over a little word that leads to them.
        #expect(try mended("en-US", page, "find how tall is everest on this page", "O B-query I-query O O O O O")
                == "O B-query I-query I-query I-query O O O")
        // Only a question: other text is left as the tagger found it.
        #expect(try mended("en-US", web, "search cheap flights to rome", "O B-query I-query O O") == "O B-query I-query O O")
    }

    @Test func textToTypeTakesTheNumbersSaidInIt() throws {
        #expect(try mended("de-DE", .typedNumbers, "gib zwei erwachsene ein kind ein", "O B-number O O B-text O")
                == "O B-text I-text I-text I-text O")
        #expect(try mended("de-DE", .typedNumbers, "schreib wir sehen uns um sechs", "O B-text O O O B-number")
                == "O B-text I-text I-text I-text I-text")
        // A number alone taken for the text goes on over the words after it that no command says.
        #expect(try mended("fr-FR", .typedNumbers, "saisis deux adultes et un enfant", "O B-number O O O O") == "O B-text I-text I-text I-text I-text")
        #expect(try mended("en-US", .typedNumbers, "type 5 and click ok", "O B-number O O O") == "O B-text O O O")
    }

    @Test func anElementNamedBeforeTheTextEndsAtItsKind() throws {
        #expect(try mended("es-ES", .elementThenText, "escribe en el enlace de comentarios hola mundo", "O O O B-target I-target I-target I-target I-target")
                == "O O O B-target I-target I-target B-text I-text")
        #expect(try mended("en-US", .elementThenText, "type in the search box running shoes", "O O O B-target I-target I-target I-target")
                == "O O O B-target I-target B-text I-text")
        // With text already found, or an element that ends at its kind, nothing moves.
        let found = "O O B-text O O B-target I-target"
        #expect(try mended("en-US", .elementThenText, "type hello in the search box", found) == found)
        #expect(try mended("en-US", .elementThenText, "click the search box", "O O B-target I-target") == "O O B-target I-target")
        // The tagger may also have taken the element into the text, after the word saying where.
        // (Words as the model sees them: "play-taste" is two.)
        #expect(try mended("de-DE", .elementInText, "im play taste schreib hallo welt", "O B-text I-text I-text I-text I-text")
                == "O B-target I-target O B-text I-text")
        #expect(try mended("de-DE", .elementInText, "im warenkorb symbol berlin eingeben", "O B-text I-text I-text O")
                == "O B-target I-target B-text O")
        // Without that word the text stays whole ("schreib play-taste berlin" could be one text).
        #expect(try mended("de-DE", .elementInText, "schreib play taste berlin", "O B-text I-text I-text") == "O B-text I-text I-text")
    }

    @Test func aWordOfAWholeFillerIsNoUnknownWord() throws {
        let es = try Understander.bundled("es-ES")
        // Words as the model sees them (folded); "acuerdo" is no word of the model's phrasings.
        let inFiller = es.unknownWord(["abre", "de", "acuerdo", "una", "pestana"], Array(repeating: "O", count: 5), 2)
        let alone = es.unknownWord(["abre", "acuerdo"], ["O", "O"], 1)
        #expect(!inFiller && alone)
    }

    @Test func theWordsSayingANameAreTakenWholeOrNotAtAll() throws {
        #expect(try mended("hi-IN", .wholeCalling, "स्कूल नाम वाले बुकमार्क पर जाओ", "B-name I-name O O O O") == "B-name I-name I-name O O O")
        #expect(try mended("es-ES", .wholeCalling, "ve al marcador que se llama mi blog", "O O O O B-name I-name I-name I-name")
                == "O O O B-name I-name I-name I-name I-name")
        // A name without them stays as it is.
        #expect(try mended("hi-IN", .wholeCalling, "स्कूल बुकमार्क पर जाओ", "B-name O O O") == "B-name O O O")
    }

    @Test func aKindSaidRightAfterANameEndsTheName() throws {
        #expect(try mended("en-US", .roles, "open the shipping address field in a new tab", "O O B-target B-role I-role O O O O O")
                == "O O B-target I-target I-target O O O O O")
        #expect(try mended("en-US", .roles, "click comments link", "O B-target B-role") == "O B-target I-target")
        // With a position, the kind is the position's ("the second | address field").
        #expect(try mended("en-US", .roles, "open the second address field", "O O B-ordinal B-role I-role") == "O O B-ordinal B-role I-role")
        // A "role" after a position that is no kind, and a kind after it: a name ("the first name box" is the box
        // called "First name", not the first element of any kind).
        #expect(try mended("en-US", .roles, "push the first name box", "O O B-ordinal B-role O") == "O O B-ordinal B-role I-role")
        let en = try Understander.bundled("en-US")
        #expect(en.analyze("push the first name box").command == .click(.text("first name box")))
        #expect(en.analyze("i want the tenth checkbox").command == .click(.ordinal(10, role: "checkbox")))
    }

    @Test func somethingNamedForANewTabIsLookedForNotDropped() throws {
        let en = try Understander.bundled("en-US")
        #expect(en.analyze("open the contact page in a new tab").command == .tab(.open, target: .text("contact page")))
        // Words every command says name no element: "in private mode" is how to open it.
        #expect(en.analyze("open a new tab in private mode").command == .tab(.open, isPrivate: true))
    }
}
