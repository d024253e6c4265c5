import Foundation
import Testing
import TestSupport

/// Saying what one sees, nearly as it is written, on a shop's page with a cookie banner, in five languages: the one
/// thing to press named so is pressed; talk is not.
extension ElementResolutionTests {
    static var store: String { AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path }

    /// Each locale's phrases said in turn on `page` (in one run per locale), each giving its outcome; `inItsLanguage`: the
    /// page shows the part its address's fragment names (`#es`).
    func sayEach(_ said: [(String, [(String, String)])], on page: String, inItsLanguage: Bool = false,
                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (locale, cases) in said {
            let r = try run(inItsLanguage ? page + "#" + locale.prefix(2) : page, locale: locale, cases.map(\.0))
            for ((say, expected), got) in zip(cases, r.map(Self.detail)) {
                #expect(got == expected, "\(locale) \"\(say)\": \(got)", sourceLocation: sourceLocation)
            }
            #expect(r.count == cases.count, sourceLocation: sourceLocation)
        }
    }

    /// Names said in part, with words around them or in another form; visits to places nobody knows and the model's
    /// readings give way to the page's own names; everyday talk presses nothing.
    @Test func namesSaidAsSeenInEnglish() throws {
        let said: [(String, String)] = [
            ("log me out", "Clicked link 'Log out'"),
            ("add it to the cart", "Clicked button 'Add to cart'"),
            ("add it to my wishlist", "Clicked button 'Add to wish list'"),
            ("give it four stars", "Clicked radio '4 stars' — now checked"),
            ("agree to the terms", "Clicked checkbox 'I agree to the terms and conditions' — now checked"),
            // A thing that opens, opened: open already, it stays open.
            ("show me the menu", "Expanded button 'Menu'"),
            ("open the menu", "Button 'Menu' is already expanded"),
            // Read as visits to places nobody knows.
            ("load more", "Clicked button 'Load more reviews'"),
            ("go to checkout", "Clicked link 'Proceed to checkout'"),
            ("show me my cart", "Clicked link 'Cart (0)'"),
            // Read by the model as scrolling up, opening the settings, scrolling down.
            ("sign up", "Clicked button 'Sign up'"),
            ("cookie settings", "Clicked button 'Cookie settings'"),
            ("show more reviews", "Clicked button 'Load more reviews'"),
            ("change the quantity to two", "Set spinbutton 'Quantity' to '2'"),
            ("the weather is nice today", "Not understood: \"the weather is nice today\" — say 'help'"),
            ("i think the video was good", "Not understood: \"i think the video was good\" — say 'help'"),
            // Words of the part of the page it is in: the section "Video", the region "Cookies".
            ("mute the video", "Clicked button 'Mute'"),
            ("reject all cookies", "Clicked button 'Reject all'"),
            ("accept cookies", "Clicked button 'Accept all cookies'"),
            // Read by the model as typing "it" into the cart, clicking label 1 (the menu), opening a tab.
            ("put it in the cart", "Clicked button 'Add to cart'"),
            ("add one more adult", "Clicked button 'Add an adult'"),
            ("add another adult", "Clicked button 'Add an adult'"),
            // What the button acts on, said with it, where the form has no name.
            ("sign up for the newsletter", "Clicked button 'Sign up'"),
        ]
        let r = try run(Self.store, locale: "en-US", said.map(\.0))
        for ((say, expected), got) in zip(said, r.map(Self.detail)) { #expect(got == expected, "\"\(say)\": \(got)") }
        #expect(r.count == said.count)
    }

    @Test func namesSaidAsSeenInFourMoreLanguages() throws {
        let said: [(String, [(String, String)])] = [
            ("es-ES", [("muéstrame más opiniones", "Clicked button 'Ver más opiniones'"), ("quiero suscribirme", "Clicked button 'Suscribirse'"),
                       ("suscríbete", "Clicked button 'Suscribirse'"), ("suscríbete al boletín", "Clicked button 'Suscribirse'"),
                       ("a ver", "Not understood: \"a ver\" — say 'help'"), ("acepta todas", "Clicked button 'Aceptar todas'"),
                       // The English banner's button, said in Spanish.
                       ("acepta las cookies", "Clicked button 'Accept all cookies'")]),
            ("fr-FR", [("montre-moi plus d'avis", "Clicked button 'Voir plus d'avis'"), ("abonne-moi", "Clicked button 'S'abonner'"),
                       ("abonne-toi", "Clicked button 'S'abonner'"),
                       ("d'accord", "Not understood: \"d'accord\" — say 'help'"), ("accepte tout", "Clicked button 'Tout accepter'")]),
            ("de-DE", [("zeig mehr bewertungen", "Clicked button 'Mehr Bewertungen laden'"), ("abonnieren", "Clicked button 'Abonnieren'"),
                       ("akzeptiere alle", "Clicked button 'Alle akzeptieren'"), ("cookies akzeptieren", "Clicked button 'Accept all cookies'")]),
            ("hi-IN", [("और रिव्यू दिखाओ", "Clicked button 'और रिव्यू देखें'"), ("सब्सक्राइब करो", "Clicked button 'सब्सक्राइब करें'"),
                       ("सभी स्वीकार करो", "Clicked button 'सभी स्वीकार करें'"), ("कुकीज़ एक्सेप्ट करो", "Clicked button 'Accept all cookies'"),
                       // Read by the model as clicking label 4.
                       ("चार स्टार दो", "Clicked radio '4 stars' — now checked")]),
        ]
        try sayEach(said, on: Self.store)
    }

    /// An account bar in five languages (the page shows the one its address's fragment names): verbs said in the forms
    /// people use — a Spanish pronoun or changed stem, a German particle last, French "toi", Hindi "लॉग इन" (read by the
    /// model as zooming in) — press the name in its own form.
    @Test func verbsSaidInTheirOwnFormsInFiveLanguages() throws {
        let page = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/account.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("log me in", "Clicked button 'Sign in'"), ("sign me out", "Clicked button 'Log out'"),
                       ("put it in the basket", "Clicked button 'Add to basket'"), ("i want to sign up", "Clicked button 'Create account'"),
                       // What the button acts on said with it.
                       ("log in to my account", "Clicked button 'Sign in'"),
                       // The verb alone: the name in view it begins, not a shorter one far below ("Subscribers' edition").
                       ("subscribe", "Clicked link 'Subscribe today for $1 monthly'")]),
            ("es-ES", [("inicia sesión", "Clicked button 'Iniciar sesión'"), ("cierra sesión", "Clicked button 'Cerrar sesión'"),
                       ("regístrate", "Clicked button 'Registrarse'"), ("añádelo a la cesta", "Clicked button 'Añadir a la cesta'"),
                       ("inicia sesión en mi cuenta", "Clicked button 'Iniciar sesión'")]),
            ("fr-FR", [("connecte-toi", "Clicked button 'Se connecter'"), ("déconnecte-moi", "Clicked button 'Se déconnecter'"),
                       ("inscris-moi", "Clicked button 'S'inscrire'"), ("déconnexion", "Clicked button 'Se déconnecter'"), ("ajoute-le au panier", "Clicked button 'Ajouter au panier'"),
                       ("connecte-toi à mon compte", "Clicked button 'Se connecter'"), ("abonne-toi", "Clicked link 'S'abonner au Journal à partir de 1 €'")]),
            ("de-DE", [("melde mich an", "Clicked button 'Anmelden'"), ("melde mich ab", "Clicked button 'Abmelden'"),
                       ("registriere mich", "Clicked button 'Registrieren'"), ("log mich aus", "Clicked button 'Abmelden'"), ("füge es zum warenkorb hinzu", "Clicked button 'Zum Warenkorb hinzufügen'"),
                       ("melde mich bei meinem konto an", "Clicked button 'Anmelden'")]),
            ("hi-IN", [("लॉग इन करो", "Clicked button 'लॉग इन करें'"), ("लॉग आउट करो", "Clicked button 'लॉग आउट करें'"),
                       ("साइन अप करो", "Clicked button 'साइन अप करें'"), ("कार्ट में जोड़ो", "Clicked button 'कार्ट में जोड़ें'"), ("मेरे अकाउंट में लॉग इन करो", "Clicked button 'लॉग इन करें'")]),
        ]
        try sayEach(said, on: page, inItsLanguage: true)
    }

    /// A video's player and the buttons under it, in five languages: what people say to them — the button's verb alone
    /// with what it acts on ("like this video", "dale like", "suscríbete al canal"), another word for the same thing
    /// ("captions", "skip ads"), a verb in its own form ("omite el anuncio", "schalte stumm", "विज्ञापन छोड़ो") — presses it;
    /// someone speaking of themselves ("i like it") presses nothing; two things of one name are asked about.
    @Test func aVideosButtonsByVoiceInFiveLanguages() throws {
        let page = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/video.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("like this video", "Clicked button 'Like' — now pressed"), ("share it", "Clicked button 'Share'"),
                       ("subscribe to the channel", "Clicked button 'Subscribe'"), ("turn on captions", "Pressed button 'Subtitles'"),
                       ("skip ads", "Clicked button 'Skip ad'"), ("play the video", "Clicked button 'Play'"),
                       ("i like it", "Not understood: \"i like it\" — say 'help'"),
                       // Two of one name, out of view: asked about (it was not understood).
                       ("show the comments", "Which one? 2 match: 'Comments', 'Comments' — say 'click' and its number, or which of them (\"the second one\")"),
                       // Saved where the model read a bookmark: the video, with its button; the page stays a bookmark.
                       ("save this video", "Clicked button 'Save'"),
                       // The sound, turned with the Mute button, which is called Unmute once pressed.
                       ("turn off the sound", "Clicked button 'Mute'"),
                       ("sound off", "The sound is already off — button 'Unmute' would turn it on"),
                       ("unmute", "Clicked button 'Unmute'"), ("turn the sound back on", "The sound is already on — button 'Mute' would turn it off"),
                       // What plays the sound named besides; a mute word beside a word of sound.
                       ("mute the video", "Clicked button 'Mute'"), ("unmute the sound", "Clicked button 'Unmute'"),
                       ("thumbs down", "Clicked button 'Dislike' — now pressed")]),
            ("es-ES", [("dale like", "Clicked button 'Me gusta' — now pressed"), ("comparte este vídeo", "Clicked button 'Compartir'"),
                       ("suscríbete al canal", "Clicked button 'Suscribirse'"), ("omite el anuncio", "Clicked button 'Omitir anuncio'"),
                       ("silencia el vídeo", "Clicked button 'Silenciar'"),
                       // "Pon" also means "type": with no field focused to take it, the name is pressed.
                       ("pon los subtítulos", "Clicked button 'Subtítulos' — now pressed"),
                       // Read by the model as stopping listening.
                       ("activa el sonido", "Clicked button 'Activar sonido'"), ("apaga el sonido", "Clicked button 'Silenciar'"),
                       ("quita el silencio", "Clicked button 'Activar sonido'"),
                       ("guarda este vídeo", "Clicked button 'Guardar'"), ("pulgar abajo", "Clicked button 'No me gusta' — now pressed")]),
            ("fr-FR", [("aime la vidéo", "Clicked button 'J'aime' — now pressed"), ("lance la vidéo", "Clicked button 'Lecture'"),
                       ("passe l'annonce", "Clicked button 'Passer l'annonce'"), ("mets en plein écran", "Clicked button 'Plein écran'"),
                       // A Mute button that is a toggle: pressed for no sound.
                       ("coupe le son", "Pressed button 'Couper le son'"), ("remets le son", "Released button 'Couper le son'"),
                       ("mets la vidéo en sourdine", "Pressed button 'Couper le son'"), ("enlève la sourdine", "Released button 'Couper le son'"),
                       ("enregistre cette vidéo", "Clicked button 'Enregistrer'"), ("pouce baissé", "Clicked button 'Je n'aime pas' — now pressed")]),
            ("de-DE", [("teile das video", "Clicked button 'Teilen'"), ("spiel das video ab", "Clicked button 'Wiedergabe'"),
                       ("schalte stumm", "Clicked button 'Stummschalten'"), ("überspringe die werbung", "Clicked button 'Werbung überspringen'"),
                       ("ton an", "Clicked button 'Stummschaltung aufheben'"), ("mach den ton aus", "Clicked button 'Stummschalten'"),
                       ("stummschaltung aufheben", "Clicked button 'Stummschaltung aufheben'"),
                       ("schalte das video stumm", "Clicked button 'Stummschalten'"),
                       ("speichere dieses video", "Clicked button 'Speichern'"),
                       // The infinitive last, as menus say it.
                       ("untertitel einschalten", "Pressed button 'Untertitel'"), ("untertitel ausschalten", "Released button 'Untertitel'"),
                       ("daumen hoch", "Clicked button 'Mag ich' — now pressed")]),
            ("hi-IN", [("लाइक करो", "Clicked button 'पसंद करें' — now pressed"), ("विज्ञापन छोड़ो", "Clicked button 'विज्ञापन छोड़ें'"),
                       // "ऐड" is "add" and "ad"; with skipping, the ad.
                       ("ऐड स्किप करो", "Clicked button 'विज्ञापन छोड़ें'"),
                       ("वीडियो चलाओ", "Clicked button 'चलाएं'"), ("चैनल सब्सक्राइब करो", "Clicked button 'सब्सक्राइब करें'"),
                       ("आवाज़ बंद करो", "Clicked button 'म्यूट करें'"), ("आवाज़ चालू करो", "Clicked button 'अनम्यूट करें'"),
                       ("वीडियो म्यूट करो", "Clicked button 'म्यूट करें'"),
                       ("ये वीडियो सेव करो", "Clicked button 'सेव करें'"), ("थम्स डाउन करो", "Clicked button 'नापसंद करें' — now pressed")]),
        ]
        try sayEach(said, on: page, inItsLanguage: true)
    }

    /// "My email is john at example dot com", in five languages, on a sign-up form: the field named takes the value
    /// (an address said in words written as one); talk, a field the page lacks, or a value unlike what the field holds
    /// ("my phone is broken") fills nothing. One's own something to fill in ("fill in my email", "मेरा शहर भरो") is
    /// that field.
    @Test func whatAFieldHoldsSaidAsAStatement() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("my email is john at example dot com", "Set textbox 'Email address' to 'john@example.com'"),
                       ("my full name is john smith", "Set textbox 'Full name' to 'john smith'"),
                       ("my phone number is 555 1234", "Set textbox 'Phone number' to '555 1234'"),
                       ("my country is spain", "Chose 'Spain' in combobox 'Country'"),
                       ("my phone is broken", "Not understood: \"my phone is broken\" — say 'help'"),
                       ("my head is hurting", "Not understood: \"my head is hurting\" — say 'help'"),
                       // Typed into the field that has the focus, though a button is called so.
                       ("click full name", "Clicked textbox 'Full name'"), ("type sign up", "Typed 'sign up' into textbox 'Full name'"),
                       // One's own something to fill in is that field (typing "my email" was the model's reading).
                       ("fill in my email", "Clicked textbox 'Email address'"),
                       // A box ticked is the checkbox, not one of the text boxes.
                       ("tick the box", "Checked checkbox 'Remember me'")]),
            ("es-ES", [("mi correo es juan arroba correo punto es", "Set textbox 'Correo electrónico' to 'juan@correo.es'"),
                       ("el tiempo es bueno", "Not understood: \"el tiempo es bueno\" — say 'help'"),
                       ("escribe mi correo electrónico", "Clicked textbox 'Correo electrónico'")]),
            ("fr-FR", [("l'adresse postale est 5 rue de la paix", "Set textbox 'Adresse postale' to '5 rue de la paix'"),
                       ("mets mon adresse postale", "Clicked textbox 'Adresse postale'")]),
            ("de-DE", [("meine telefonnummer ist 555 1234", "Set textbox 'Telefonnummer' to '555 1234'"),
                       ("meine telefonnummer ist weg", "Not understood: \"meine telefonnummer ist weg\" — say 'help'"),
                       ("meine telefonnummer eingeben", "Clicked textbox 'Telefonnummer'")]),
            ("hi-IN", [("मेरा शहर पुणे है", "Set textbox 'शहर' to 'पुणे'"), ("मेरा शहर भरो", "Clicked textbox 'शहर'")]),
        ]
        try sayEach(said, on: page)
    }

    /// The whole name of a thing wins over a part of it: an exact name just below the fold over a name in view that
    /// shares a word ("click next day" was the "previous day" button above it), and all the words said over the
    /// grammar's click on some of them ("please choose date" is the button "Choose Date", not the field "Date") or its
    /// guess ("disable auto-rotation" is the box of that name, not another box about auto-rotation).
    @Test func wholeNamesWinOverPartsOfThem() throws {
        guard let dates = Self.example("spinbutton/examples/datepicker-spinbuttons.html"),
              let picker = Self.example("combobox/examples/combobox-datepicker.html"),
              let carousel = Self.example("carousel/examples/carousel-1-prev-next.html") else { return }
        try expect([("en-US", "click next day")], on: dates, give: "Clicked button 'next day'")
        try expect([("en-US", "please choose date")], on: picker, give: "Clicked button 'Choose Date'")
        try expect([("en-US", "disable auto-rotation")], on: carousel, give: "Clicked checkbox 'Disable auto-rotation' — now checked")
    }

    /// Where one lives or comes from, said to a form, chooses it in the page's list of countries; a country is chosen by
    /// its name in any of the five languages ("select españa" where the list says "Spain"), and with no list focused the
    /// one list that has it takes it. A place no list has is talk.
    @Test func placesSaidAndCountriesInAnyLanguage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let chose = { (country: String) in "Chose '\(country)' in combobox 'Country'" }
        let said: [(String, [(String, String)])] = [
            ("en-US", [("i live in germany", chose("Germany")), ("select españa", chose("Spain")),
                       ("i live in a small flat", "Not understood: \"i live in a small flat\" — say 'help'")]),
            ("es-ES", [("soy de la india", chose("India")), ("selecciona alemania", chose("Germany"))]),
            ("fr-FR", [("je viens d'allemagne", chose("Germany")), ("j'habite en espagne", chose("Spain"))]),
            ("de-DE", [("ich komme aus frankreich", chose("France")),
                       ("ich komme aus der schweiz", "Not understood: \"ich komme aus der schweiz\" — say 'help'")]),
            ("hi-IN", [("मैं भारत में रहता हूँ", chose("India")), ("जर्मनी चुनो", chose("Germany"))]),
        ]
        try sayEach(said, on: page)
    }

    /// A news site's sections and headlines said in another language than the page's: "abre la sección de deportes" was a
    /// web search, "ouvre le deuxième titre" looked for a second heading; a headline counts as a story does.
    @Test func sectionsAndHeadlinesInAnyLanguage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        let second = "Clicked link 'The final goes to extra time'"
        let said: [(String, [(String, String)])] = [
            ("es-ES", [("abre la sección de deportes", "Clicked link 'Sport'"), ("abre el segundo titular", second)]),
            ("fr-FR", [("va dans la rubrique culture", "Clicked link 'Culture'"), ("ouvre le deuxième titre", second)]),
            ("de-DE", [("geh zu kultur", "Clicked link 'Culture'"), ("öffne die zweite schlagzeile", second)]),
            ("hi-IN", [("खेल वाला सेक्शन खोलो", "Clicked link 'Sport'"), ("दूसरी हेडलाइन खोलो", second)]),
        ]
        try sayEach(said, on: page)
    }

    /// A story by its place alone ("the second story please", "la segunda noticia"); a section as its news or stuff ("take
    /// me to world news" searched the web) and German compounds of a section ("öffne den sportteil").
    @Test func storiesByPlaceAloneAndSectionsAsTheirNews() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        let second = "Clicked link 'The final goes to extra time'", world = "Clicked link 'World'", sport = "Clicked link 'Sport'"
        try sayEach([
            ("en-US", [("the second story please", second), ("take me to world news", world), ("show me the culture stuff", "Clicked link 'Culture'")]),
            ("es-ES", [("la segunda noticia", second), ("llévame a las noticias del mundo", world)]),
            ("fr-FR", [("le deuxième article", second)]),
            ("de-DE", [("der zweite artikel", second), ("öffne den sportteil", sport), ("zeig mir die sportnachrichten", sport),
                       ("geh in den kulturbereich", "Clicked link 'Culture'")]),
            ("hi-IN", [("दूसरी खबर", second)]),
        ], on: page)
    }

    /// The ARIA accordion's sections opened in four other languages than the page's: words of a form's sections
    /// ("facturación", "rechnungsadresse", "बिलिंग") translated; "envío" is shipping, not the verb "enviar" (submit).
    @Test func anAccordionsSectionsInOtherLanguages() throws {
        guard let page = Self.example("accordion/examples/accordion.html") else { return }
        let said: [(String, [(String, String)])] = [
            ("es-ES", [("expande la dirección de envío", "Expanded button 'Shipping Address'")]),
            ("fr-FR", [("déplie l'adresse de facturation", "Expanded button 'Billing Address'")]),
            ("de-DE", [("klapp die rechnungsadresse auf", "Expanded button 'Billing Address'")]),
            ("hi-IN", [("बिलिंग एड्रेस खोलो", "Expanded button 'Billing Address'")]),
        ]
        try sayEach(said, on: page)
    }

    /// "What's in my cart" in five languages: the page's cart, not a web search for "meinem warenkorb", nor "Add to
    /// cart"; talk of one's own things the page does not have presses nothing.
    @Test func whatIsInOnesOwnPlaceOpensIt() throws {
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        let cart = "Clicked link 'Cart (0)'"
        try sayEach([
            ("en-US", [("what's in my cart", cart), ("what's in my fridge", "Nothing called 'fridge' here — say 'show numbers' and a number")]),
            ("es-ES", [("qué hay en mi carrito", cart)]),
            ("fr-FR", [("qu'est-ce qu'il y a dans mon panier", cart)]),
            ("de-DE", [("was ist in meinem warenkorb", cart)]),
            ("hi-IN", [("मेरे कार्ट में क्या है", cart)]),
        ], on: store)
    }

    /// A pizza's delivery said in five languages on the ARIA radio group page in English: "home delivery" went home (the
    /// model's reading), as did "lieferung nach hause" and "होम डिलीवरी".
    @Test func optionsSaidInOtherLanguagesOverTheModelsReading() throws {
        guard let page = Self.example("radio/examples/radio.html") else { return }
        let home = "Clicked radio 'Home Delivery' — now checked", pickup = "Clicked radio 'Pickup' — now checked"
        try sayEach([
            ("en-US", [("home delivery", home)]), ("es-ES", [("para recoger", pickup), ("entrega a domicilio", home)]),
            ("fr-FR", [("livraison à domicile", home)]), ("de-DE", [("lieferung nach hause", home), ("zum abholen", pickup)]),
            ("hi-IN", [("होम डिलीवरी", home)]),
        ], on: page)
    }

    /// An article's sharing links by the way of sharing, in five languages: "share this on facebook", "compártelo en
    /// twitter", "partage l'article par email", "teile den artikel auf twitter", "फेसबुक पर शेयर करो" (not understood
    /// before); the share link before the site's "Follow us on Facebook", and of one shown twice the one in view; a way
    /// the page does not have is said so (it was not understood), and so is one the page only links its account on.
    @Test func anArticleSharedByVoice() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        // Facebook is shown twice, above and below the article: the one in view is pressed, told with its article.
        let facebook = "Clicked link 'Facebook' in 'Rivers rise as the snow melts'", twitter = "Clicked link 'Twitter'", email = "Clicked link 'Email'"
        try sayEach([("en-US", [("share this on facebook", facebook), ("share it by email", email),
                                ("share the article on whatsapp", "Clicked link 'Share on WhatsApp'"),
                                ("share this on instagram", "Nothing on this page shares by Instagram — say 'show numbers' and a number")]),
                     ("es-ES", [("compártelo en twitter", twitter), ("comparte esto por correo", email)]),
                     ("fr-FR", [("partage sur facebook", facebook), ("partage l'article par email", email)]),
                     ("de-DE", [("teile den artikel auf twitter", twitter), ("teil das per email", email)]),
                     ("hi-IN", [("फेसबुक पर शेयर करो", facebook), ("इसे ईमेल से शेयर करो", email)])], on: page)
        // A page whose only link of that name is its account on the site shares nothing by it (the account was pressed).
        let book = AvanuesProcess.fixtures.appendingPathComponent("pages/book.html").path
        let noTwitter = "Nothing on this page shares by Twitter — say 'show numbers' and a number"
        try sayEach([("en-US", [("share this on twitter", noTwitter), ("tweet this", noTwitter)]),
                     ("de-DE", [("teile den artikel auf twitter", noTwitter)]),
                     ("hi-IN", [("इसे व्हाट्सएप पर शेयर करो", "Nothing on this page shares by WhatsApp — say 'show numbers' and a number")])], on: book)
    }

    /// The table of contents by that name, in five languages, under the heading the page gives it ("Contents"): "open
    /// the table of contents" (a visit to a place nobody knows before), "muestra el índice", "ouvre le sommaire", "zeig
    /// das inhaltsverzeichnis", "विषय सूची दिखाओ".
    @Test func theTableOfContentsByItsName() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        let went = "Scrolled to 'Contents'"
        try sayEach([("en-US", [("open the table of contents", went)]), ("es-ES", [("muestra el índice", went)]),
                     ("fr-FR", [("ouvre le sommaire", went)]), ("de-DE", [("zeig das inhaltsverzeichnis", went)]),
                     ("hi-IN", [("विषय सूची दिखाओ", went)])], on: page)
    }

    /// "Edit this page" on a wiki, in five languages: the page's own Edit link (not understood before), not a section's
    /// "edit" in its heading nor "Edit source"; a page without one says so.
    @Test func aWikiPageEditedByItsOwnLink() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/wiki.html").path
        try expect([("en-US", "edit this page"), ("es-ES", "edita esta página"), ("fr-FR", "modifie cette page"),
                    ("de-DE", "bearbeite diese seite"), ("hi-IN", "इस पेज को एडिट करो")], on: page, give: "Clicked link 'Edit'")
        let news = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try expect([("en-US", "edit this page")], on: news, give: "This page has no Edit link of its own — say 'show numbers' and a number")
    }

    /// A wiki's talk page and its history by their English names said in the person's language ("abre la página de
    /// discusión", "ouvre la page de discussion", "öffne die Diskussionsseite", "वार्ता पेज खोलो": a web search before).
    @Test func aWikisOwnPagesInTheSpeakersLanguage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/wiki.html").path
        try expect([("en-US", "go to the talk page"), ("es-ES", "abre la página de discusión"), ("fr-FR", "ouvre la page de discussion"),
                    ("de-DE", "öffne die Diskussionsseite"), ("hi-IN", "वार्ता पेज खोलो")], on: page, give: "Clicked link 'Talk'")
        try expect([("de-DE", "zeig die versionsgeschichte")], on: page, give: "Clicked link 'View history'")
    }

    /// A page in English gone through part by part in the person's language: "ve a la sección de historia" was "'historia'
    /// is not on this page", "llévame a los comentarios" a web search; the usual parts' names are taken in English.
    @Test func partsOfAnEnglishPageInTheSpeakersLanguage() throws {
        let wiki = AvanuesProcess.fixtures.appendingPathComponent("pages/wiki.html").path
        try expect([("es-ES", "ve a la sección de historia"), ("fr-FR", "va à la section histoire"), ("de-DE", "geh zum abschnitt geschichte"),
                    ("hi-IN", "इतिहास वाले सेक्शन पर जाओ")], on: wiki, give: "Scrolled to 'History [edit]'")
        try expect([("fr-FR", "va aux liens externes"), ("de-DE", "zeig mir die weblinks")], on: wiki, give: "Scrolled to 'External links [edit]'")
        let sections = AvanuesProcess.fixtures.appendingPathComponent("pages/sections.html").path
        try expect([("es-ES", "llévame a los comentarios"), ("fr-FR", "va aux commentaires"), ("de-DE", "bring mich zu den kommentaren"),
                    ("hi-IN", "मुझे कमेंट्स पर ले चलो")], on: sections, give: "Scrolled to 'Comments (12)'")
        try expect([("es-ES", "busca zapatos en esta página")], on: sections, give: "'zapatos' is not on this page")
    }

    /// "Next article", "siguiente artículo", "article suivant", "nächster artikel", "अगला आर्टिकल": the article's own link to
    /// the next (or previous) one, as "next page" follows a list's (not understood before, or the next tab).
    @Test func theNextArticleByItsOwnLink() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        try expect([("en-US", "next article"), ("es-ES", "siguiente artículo"), ("fr-FR", "article suivant"), ("de-DE", "zum nächsten artikel"),
                    ("hi-IN", "अगला आर्टिकल")], on: page, give: "Went to the next page")
        try expect([("en-US", "go to the previous story"), ("de-DE", "öffne den vorherigen beitrag")], on: page, give: "Went to the previous page")
    }
}
