import Foundation
import Testing
import TestSupport

/// Forms by voice, in five languages: an element found and then acted on as "it", fields named in another language or
/// beside what they take, dictation put right, forms filled as people talk.
extension ElementResolutionTests {
    /// "Find the email field", "where is the sign up button": the element brought into view and focused, not pressed;
    /// then "it" is the element last acted on — "type john", "untick it", "click it", "type hello in it" — in five
    /// languages. Before anything was acted on, "click it" says so; a button takes no text.
    @Test func findingAnElementThenActingOnIt() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("click it", "Nothing was acted on on this page yet — say what to act on, or 'show numbers' and a number"),
                       ("find the email field", "Found textbox 'Email address' — say what to type"),
                       ("type john", "Typed 'john' into textbox 'Email address'"),
                       ("tick the box", "Checked checkbox 'Remember me'"), ("untick it", "Unchecked checkbox 'Remember me'"),
                       ("where is the password field", "Found textbox 'Password' — say what to type"),
                       ("write secret in it", "Typed 'secret' into textbox 'Password'"),
                       ("find the sign up button", "Found button 'Sign up' — say 'click it' to press it"),
                       ("click it", "Clicked button 'Sign up'"),
                       ("type hello in it", "Button 'Sign up' is not a text field — click a field first")]),
            ("es-ES", [("encuentra el campo correo electrónico", "Found textbox 'Correo electrónico' — say what to type"),
                       ("escribe juan ahí", "Typed 'juan' into textbox 'Correo electrónico'"),
                       ("marca la casilla", "Checked checkbox 'Remember me'"), ("desmárcala", "Unchecked checkbox 'Remember me'"),
                       ("dónde está el botón", "Found button 'Sign up' — say 'click it' to press it"), ("púlsalo", "Clicked button 'Sign up'")]),
            ("fr-FR", [("trouve le champ adresse postale", "Found textbox 'Adresse postale' — say what to type"),
                       ("écris paris dedans", "Typed 'paris' into textbox 'Adresse postale'"),
                       ("coche la case", "Checked checkbox 'Remember me'"), ("décoche-la", "Unchecked checkbox 'Remember me'"),
                       ("où est le bouton", "Found button 'Sign up' — say 'click it' to press it"), ("clique dessus", "Clicked button 'Sign up'")]),
            ("de-DE", [("finde das feld telefonnummer", "Found textbox 'Telefonnummer' — say what to type"),
                       ("schreib 555 rein", "Typed '555' into textbox 'Telefonnummer'"),
                       ("hak das kästchen an", "Checked checkbox 'Remember me'"), ("deaktiviere es", "Unchecked checkbox 'Remember me'"),
                       ("wo ist der button", "Found button 'Sign up' — say 'click it' to press it"), ("klick drauf", "Clicked button 'Sign up'")]),
            ("hi-IN", [("शहर फ़ील्ड ढूंढो", "Found textbox 'शहर' — say what to type"), ("इसमें दिल्ली लिखो", "Typed 'दिल्ली' into textbox 'शहर'"),
                       ("बॉक्स टिक करो", "Checked checkbox 'Remember me'"), ("इसे अनटिक करो", "Unchecked checkbox 'Remember me'"),
                       ("बटन कहाँ है", "Found button 'Sign up' — say 'click it' to press it"), ("इसे क्लिक करो", "Clicked button 'Sign up'")]),
        ]
        try sayEach(said, on: page)
        // Hindi in Latin letters, as a keyboard or a recognizer for Indian English writes it: fields by their Hindi or
        // English names, what is typed kept as said.
        try sayEach([("hi-IN", [("naam wale field mein Rahul likho", "Typed 'Rahul' into textbox 'Full name'"),
                                ("email wale box mein rahul at example dot com likho", "Typed 'rahul@example.com' into textbox 'Email address'"),
                                ("sign up button dabao", "Clicked button 'Sign up'")])], on: page)
        // Found by place or by number, not pressed (each was a click, a search of the web or nothing before).
        let second = "Found textbox 'Email address' — say what to type"
        try sayEach([("en-US", [("find the second text field", second), ("type bob", "Typed 'bob' into textbox 'Email address'"),
                                ("where is number 1", "Found textbox 'Full name' — say what to type")]),
                     ("es-ES", [("busca el segundo campo", second)]), ("fr-FR", [("trouve le deuxième champ", second)]),
                     ("de-DE", [("such nach dem ersten knopf", "Found button 'Sign up' — say 'click it' to press it")]),
                     ("hi-IN", [("दूसरा फ़ील्ड ढूंढो", second)])], on: page)
        // Below the fold: found and scrolled to.
        let long = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        try sayEach([("en-US", [("where is the newsletter checkbox", "Found checkbox 'Subscribe to the newsletter' — say 'check it' or 'uncheck it'"),
                                ("check it", "Checked checkbox 'Subscribe to the newsletter'")])], on: long)
    }

    /// The sign-up form's English fields named in four other languages ("el campo de nombre", "le mot de passe", "das
    /// Passwortfeld", "फ़ोन नंबर फील्ड"), typed into and clicked; words all in one field's name said after "en" go there
    /// even with another field focused, other words stay dictation; a kind of field is no dropdown ("el campo de
    /// correo" is no option of "Country").
    @Test func fieldsNamedInAnotherLanguage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([
            ("es-ES", [("escribe ana en el campo de nombre", "Typed 'ana' into textbox 'Full name'"),
                       ("escribe hola en la contraseña", "Typed 'hola' into textbox 'Password'"),
                       ("escribe 555 en el teléfono", "Typed '555' into textbox 'Phone number'"),
                       ("escribe nos vemos en el parque", "Typed 'nos vemos en el parque' into textbox 'Phone number'"),
                       ("haz clic en el campo de teléfono", "Clicked textbox 'Phone number'"),
                       ("haz clic en el campo de correo", "Clicked textbox 'Correo electrónico'")]),
            ("fr-FR", [("écris 123 dans le mot de passe", "Typed '123' into textbox 'Password'"),
                       ("clique sur le champ téléphone", "Clicked textbox 'Phone number'")]),
            ("de-DE", [("schreib abc in das passwortfeld", "Typed 'abc' into textbox 'Password'"),
                       ("klick auf das telefonfeld", "Clicked textbox 'Telefonnummer'")]),
            ("hi-IN", [("पासवर्ड में abc लिखो", "Typed 'abc' into textbox 'Password'"),
                       ("फ़ोन नंबर फील्ड पर क्लिक करो", "Clicked textbox 'Phone number'")]),
        ], on: page)
    }

    /// A field named on either side of "as" with no field focused ("fill in my name as john smith", "trag berlin als
    /// stadt ein"), in four languages; words that name no field are not typed anywhere. A field named without its kind
    /// is emptied ("clear the city", "borra la ciudad", "vide la ville", "leere die stadt", "शहर मिटाओ"); talk is not.
    @Test func aFieldNamedBesideAsAndCleared() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        try sayEach([
            ("en-US", [("fill in my name as john smith", "Typed 'john smith' into textbox 'Your name'"),
                       ("put paris in the city", "Typed 'paris' into textbox 'City'"), ("clear the city", "Cleared textbox 'City'"),
                       ("clear the weather", "Not understood: \"clear the weather\" — say 'help'")]),
            ("de-DE", [("trag berlin als stadt ein", "Typed 'berlin' into textbox 'City'"), ("leere die stadt", "Cleared textbox 'City'")]),
            ("es-ES", [("pon madrid como ciudad", "Typed 'madrid' into textbox 'City'"), ("borra la ciudad", "Cleared textbox 'City'")]),
            ("fr-FR", [("mets paris comme ville", "Typed 'paris' into textbox 'City'"), ("vide la ville", "Cleared textbox 'City'")]),
            ("hi-IN", [("शहर में दिल्ली लिखो", "Typed 'दिल्ली' into textbox 'City'"), ("शहर मिटाओ", "Cleared textbox 'City'")]),
        ], on: page)
        try sayEach([("en-US", [("type see you as soon as possible", "Nothing to type into — click a field first")])], on: page)
    }

    /// "Delete the last word" in five languages: the last word said into the field that has the focus goes, word by
    /// word, until the field is empty; with no field focused, it says to click one.
    @Test func theLastWordDictatedDeleted() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("delete the last word", "Nothing to delete from — click a field first"),
                       ("click full name", "Clicked textbox 'Full name'"), ("type john smith", "Typed 'john smith' into textbox 'Full name'"),
                       ("delete the last word", "Deleted 'smith' from textbox 'Full name'"),
                       ("remove the last word", "Deleted 'john' from textbox 'Full name'"),
                       ("delete the last word", "Textbox 'Full name' is empty")]),
            ("es-ES", [("encuentra el campo correo electrónico", "Found textbox 'Correo electrónico' — say what to type"),
                       ("escribe hola mundo", "Typed 'hola mundo' into textbox 'Correo electrónico'"),
                       ("borra la última palabra", "Deleted 'mundo' from textbox 'Correo electrónico'")]),
            ("fr-FR", [("trouve le champ adresse postale", "Found textbox 'Adresse postale' — say what to type"),
                       ("écris rue de la paix", "Typed 'rue de la paix' into textbox 'Adresse postale'"),
                       ("efface le dernier mot", "Deleted 'paix' from textbox 'Adresse postale'")]),
            ("de-DE", [("finde das feld telefonnummer", "Found textbox 'Telefonnummer' — say what to type"),
                       ("schreib 555 1234", "Typed '555 1234' into textbox 'Telefonnummer'"),
                       ("lösche das letzte wort", "Deleted '1234' from textbox 'Telefonnummer'")]),
            ("hi-IN", [("शहर फ़ील्ड ढूंढो", "Found textbox 'शहर' — say what to type"), ("नई दिल्ली लिखो", "Typed 'नई दिल्ली' into textbox 'शहर'"),
                       ("आख़िरी शब्द मिटाओ", "Deleted 'दिल्ली' from textbox 'शहर'")]),
        ]
        try sayEach(said, on: page)
    }

    /// Words typed after words already in a field are a new word (a space between; none before the rest of an
    /// address); "scratch that" in five languages gives the field back what it held before the last typing, once.
    @Test func typingTakenBack() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let r = try run(page, locale: "en-US", ["click full name", "type john", "type smith", "scratch that", "scratch that",
                                                "click email address", "type john", "type @example.com"])
        let values = r.map { ($0["outcome"] as? [String: Any])?["value"] as? String ?? "" }
        #expect(values == ["", "john", "john smith", "john", "john", "", "john", "john@example.com"], "\(values)")
        #expect(r.map(Self.detail)[3...4] == ["Took 'smith' back from textbox 'Full name'", "Nothing was typed on this page to take back"])
        for (locale, says) in [("es-ES", ["haz clic en 1", "escribe hola", "borra lo que escribí"]),
                               ("fr-FR", ["clique sur 1", "écris hola", "efface ce que j'ai écrit"]),
                               ("de-DE", ["klick auf 1", "schreib hola", "lösche was ich geschrieben habe"]),
                               ("hi-IN", ["1 पर क्लिक करो", "hola लिखो", "जो लिखा वो मिटाओ"])] {
            let r = try run(page, locale: locale, says)
            #expect(r.map(Self.detail).last == "Took 'hola' back from textbox 'Full name'", "\(locale)")
        }
    }

    /// A form filled the way people talk about it, in four languages: signed up for the newsletter (its box clicked),
    /// the rating set in stars, a comment left "saying" its words. The Spanish "boletín" is the English page's newsletter.
    @Test func aFormFilledAsPeopleTalk() throws {
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        let cases: [(String, [String])] = [
            ("en-US", ["sign me up for the newsletter", "set the rating to four stars", "leave a comment saying great service"]),
            ("es-ES", ["apúntame al boletín", "pon el rating en cuatro estrellas", "deja un comentario que diga great service"]),
            ("fr-FR", ["inscris-moi à la newsletter", "mets le rating à quatre étoiles", "laisse un commentaire qui dit great service"]),
            ("de-DE", ["trag mich für den newsletter ein", "setz das rating auf vier sterne"]),
        ]
        let expected = ["Clicked checkbox 'Subscribe to the newsletter' — now checked", "Set slider 'Rating' to 4", "Typed 'great service' into textbox 'Comments'"]
        for (locale, says) in cases {
            let r = try run(form, locale: locale, says)
            #expect(r.map(Self.detail) == Array(expected.prefix(says.count)), "\(locale): \(r.map(Self.detail))")
        }
    }

    /// A sign-up form said as people say it, in five languages: a password "used as" one, "keep me signed in" for the
    /// "Remember me" box, "create my account" for "Sign up" (phrases of three and four words mean one thing).
    @Test func aSignUpFormAsPeopleTalk() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let password = "Set textbox 'Password' to 'abc123'", remember = "Clicked checkbox 'Remember me' — now checked",
            signUp = "Clicked button 'Sign up'"
        let cases: [(String, [String], [String])] = [
            ("en-US", ["use abc123 as my password", "keep me signed in", "create my account"], [password, remember, signUp]),
            ("es-ES", ["usa abc123 como mi contraseña", "recuérdame", "crea mi cuenta"], [password, remember, signUp]),
            ("fr-FR", ["utilise abc123 comme mon mot de passe", "se souvenir de moi", "crée mon compte"], [password, remember, signUp]),
            ("de-DE", ["nimm abc123 als mein passwort", "angemeldet bleiben", "konto anlegen"], [password, remember, signUp]),
            ("hi-IN", ["abc123 को मेरा पासवर्ड बनाओ", "अकाउंट बनाओ"], [password, signUp]),
        ]
        try sayInTurn(cases, on: page)
    }

    /// "Enter my email john@example.com": a field's name and then what it holds go into that field, whatever has the
    /// focus (they went into the focused field, "my email" and all); "my name is sam" to type is a sentence.
    @Test func ownValuesSaidAfterTheirFieldsName() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let password = "Clicked textbox 'Password'"
        let cases: [(String, [String], [String])] = [
            ("en-US", ["click the password field", "enter my email john at example dot com", "put my name sam smith", "type my name is sam",
                       "fill in my full name"],
             [password, "Set textbox 'Email address' to 'john@example.com'", "Set textbox 'Full name' to 'sam smith'",
              "Typed 'my name is sam' into textbox 'Full name'", "Clicked textbox 'Full name'"]),
            ("es-ES", ["haz clic en el campo de contraseña", "escribe mi correo ana arroba correo punto es"],
             [password, "Set textbox 'Correo electrónico' to 'ana@correo.es'"]),
            ("fr-FR", ["clique sur le champ mot de passe", "écris mon adresse 5 rue de la paix"], [password, "Set textbox 'Adresse postale' to '5 rue de la paix'"]),
            ("de-DE", ["klick auf das passwortfeld", "gib meine telefonnummer 555 1234 ein"], [password, "Set textbox 'Telefonnummer' to '555 1234'"]),
            ("hi-IN", ["पासवर्ड फील्ड पर क्लिक करो", "मेरा शहर दिल्ली लिखो"], [password, "Set textbox 'शहर' to 'दिल्ली'"]),
        ]
        try sayInTurn(cases, on: page)
    }

    /// A field named after "a" or "in" and then what to type there, with another field focused ("écris un commentaire très
    /// bien" went into the city, "un commentaire" and all); a rating and a choice said in German and French ("setz die
    /// bewertung auf fünf", "wähl deutschland aus": it looked for "deutschland aus").
    @Test func fieldsNamedBeforeWhatTheyTake() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        let city = "Clicked textbox 'City'"
        try sayEach([
            ("en-US", [("click the city", city), ("write a comment great service", "Typed 'great service' into textbox 'Comments'")]),
            ("fr-FR", [("clique sur la ville", city), ("écris un commentaire très bien", "Typed 'très bien' into textbox 'Comments'"),
                       ("mets la note à trois", "Set slider 'Rating' to 3")]),
            ("de-DE", [("klick auf die stadt", city), ("schreib in die kommentare super service", "Typed 'super service' into textbox 'Comments'"),
                       ("wähl deutschland aus", "Chose 'Germany' in combobox 'Country'"), ("setz die bewertung auf fünf", "Set slider 'Rating' to 5")]),
            ("es-ES", [("pon la valoración en cuatro", "Set slider 'Rating' to 4")]),
        ], on: page)
    }

    /// A field with no label, the one field of its form, is named by the button that sends it: "i need the search box"
    /// pressed the Search button beside it on a real page (eHow), and "type …" then had no field. Forms of two
    /// fields leave theirs unnamed.
    @Test func anUnlabelledFieldIsNamedByItsFormsButton() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/unlabelled.html").path
        let search = "Clicked textbox 'Search'"
        try sayEach([
            ("en-US", [("i need the search box", search), ("type running shoes", "Typed 'running shoes' into textbox 'Search'")]),
            ("de-DE", [("geh ins suchfeld", search)]),
            ("es-ES", [("escribe hola en el campo de búsqueda", "Typed 'hola' into textbox 'Search'")]),
            ("en-US", [("type me@example.com in the subscribe field", "Typed 'me@example.com' into textbox 'Subscribe'")]),
            // The button itself, said without a kind, is the button, not the field named after it.
            ("en-US", [("click search", "Clicked button 'Search'")]), ("es-ES", [("pulsa buscar", "Clicked button 'Search'")]),
        ], on: page)
        let scraped = try AvanuesProcess.run(["scrape", "--all", "--json", page])
        let elements = try scraped.objects().first?["elements"] as? [[String: Any]] ?? []
        let names = elements.map { "\($0["role"] as? String ?? ""): \($0["name"] as? String ?? "")" }
        #expect(names == ["textbox: Search", "button: Search", "textbox: Subscribe", "button: Subscribe", "textbox: ", "textbox: ", "button: Sign in"],
                "\(names)")
    }

    /// Two commands said one after the other, in five languages: "type … in the find box and press enter" types, then
    /// presses Enter (one result each); the second is not done when the first fails.
    @Test func twoCommandsSaidOneAfterTheOther() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/enter.html").path
        func url(_ o: [String: Any]) -> String { (o["outcome"] as? [String: Any])?["url"] as? String ?? "" }
        for (locale, said) in [("en-US", "type shoes in the find box and press enter"), ("es-ES", "escribe shoes en el campo find y pulsa intro"),
                               ("fr-FR", "écris shoes dans le champ find et appuie sur entrée"), ("de-DE", "schreib shoes in das feld find und dann drück enter"),
                               ("hi-IN", "find फ़ील्ड में shoes लिखो और फिर एंटर दबाओ")] {
            let r = try run(page, locale: locale, [said])
            #expect(r.count == 2 && Self.detail(r[0]) == "Typed 'shoes' into textbox 'Find'", "\(locale): \(r.map(Self.detail))")
            #expect(r.count == 2 && url(r[1]).hasSuffix("#found-shoes"), "\(locale): \(r.map(Self.detail))")
        }
        let failed = try run(page, locale: "en-US", ["click the basket button and then scroll down"])
        #expect(failed.count == 1 && Self.detail(failed[0]).hasPrefix("Nothing called 'basket button'"), "\(failed.map(Self.detail))")
    }

    /// A shop's page in the words of a shopper: how many of the thing shown ("i'd like two of these" clicked number 2,
    /// then "2 stars"), in five languages, goes into the Quantity box; "check out" in two words, "i'll give it …", "start
    /// the video", "one more adult" with no verb, "one less adult", "i accept the terms" (for "I agree …") press what
    /// they mean (not understood before).
    @Test func aShopInTheWordsOfAShopper() throws {
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        let two = "Set spinbutton 'Quantity' to '2'"
        try sayEach([("en-US", [("i'd like two of these", two), ("i'll give it four stars", "Clicked radio '4 stars' — now checked"),
                                ("start the video", "Clicked button 'Play video'"), ("one more adult please", "Clicked button 'Add an adult'"),
                                ("one less adult", "Clicked button 'Remove an adult'"),
                                ("i accept the terms", "Clicked checkbox 'I agree to the terms and conditions' — now checked"),
                                ("let me check out", "Clicked link 'Proceed to checkout'")]),
                     ("es-ES", [("quiero dos de estos", two)]), ("fr-FR", [("j'en veux deux", two)]), ("de-DE", [("ich nehme zwei davon", two)]),
                     ("hi-IN", [("इनमें से दो दो", two)])], on: store)
    }
}
