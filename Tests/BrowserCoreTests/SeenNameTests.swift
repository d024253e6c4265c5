import BrowserCore
import Foundation
import PageScripts
import Testing

/// Names said nearly as seen (`ElementChooser.seen`): in part, around light words, in another form of their words, in
/// five languages; talk, and words that fit several things equally, name nothing.
@Suite struct SeenNameTests {
    static let page = [
        ElementChooserTests.element(1, "button", "Accept all cookies", y: 10), ElementChooserTests.element(2, "button", "Reject all", y: 10),
        ElementChooserTests.element(3, "link", "Log out", y: 10), ElementChooserTests.element(4, "link", "Cart (2)", y: 10),
        ElementChooserTests.element(5, "button", "Add to cart", y: 40), ElementChooserTests.element(6, "button", "Add to cart", y: 80),
        ElementChooserTests.element(7, "button", "Add to wish list", y: 90), ElementChooserTests.element(8, "radio", "4 stars", y: 100),
        ElementChooserTests.element(9, "button", "Bold", y: 110), ElementChooserTests.element(10, "checkbox", "I agree to the terms and conditions", y: 120),
        ElementChooserTests.element(11, "button", "Aceptar todas", y: 130), ElementChooserTests.element(12, "button", "S'abonner", y: 140),
        ElementChooserTests.element(13, "button", "Mehr Bewertungen laden", y: 150), ElementChooserTests.element(14, "button", "और रिव्यू देखें", y: 160),
        ElementChooserTests.element(15, "link", "My account", y: 170), ElementChooserTests.element(16, "button", "Ver más opiniones", y: 180),
        ElementChooserTests.element(17, "button", "No thanks", y: 190),
    ]

    func seen(_ said: String) -> String {
        guard let (e, sight) = ElementChooser.seen(said, in: Self.page) else { return "none" }
        return "\(e.number) \(sight.seen)"
    }

    @Test func namesNearlyAsSeen() {
        let cases: [(String, String)] = [
            ("accept all cookies", "1 exact"), ("reject all", "2 exact"), ("the cart", "4 part"),
            // All of the name, with light words: pronouns, wanting, verbs of doing and showing; its words joined or as
            // numbers said in words.
            ("log me out", "3 whole"), ("make it bold", "9 whole"), ("give it four stars", "8 whole"),
            ("add it to my wishlist", "7 whole"), ("i want to log out", "3 whole"),
            // A part, in the name's order.
            ("accept cookies", "1 part"), ("accept", "1 part"), ("agree to the terms", "10 part"),
            // Other forms of its words and other languages' light words.
            ("acepta todas", "11 exact"), ("muéstrame más opiniones", "16 part"), ("abonne-moi", "12 whole"), ("je veux m'abonner", "12 whole"),
            ("va dans la rubrique my account", "15 whole"), ("lade mehr bewertungen", "13 whole"), ("zeig mehr bewertungen", "13 part"), ("और रिव्यू दिखाओ", "14 part"),
            // Two things of the same name; words the name lacks; talk.
            ("add to cart", "none"), ("add it to the cart", "none"), ("reject all cookies", "none"), ("mute the video", "none"),
            ("the weather is nice today", "none"), ("a ver", "none"), ("d'accord", "none"), ("thanks", "none"), ("no thanks", "17 exact"),
        ]
        for (said, expected) in cases { #expect(seen(said) == expected, "\"\(said)\"") }
    }

    /// Words of the part of the page a thing is in may be said with its name ("mute the video": "Mute" in "Video").
    @Test func wordsOfThePartOfThePage() {
        #expect(ElementChooser.seen("mute the video", name: "Mute", around: "Video")?.seen == .whole)
        #expect(ElementChooser.seen("reject all cookies", name: "Reject all", around: "Cookie preferences")?.seen == .whole)
        #expect(ElementChooser.seen("mute the player", name: "Mute", around: "Player")?.seen == .whole)
        #expect(ElementChooser.seen("mute the player", name: "Mute", around: nil) == nil)
        #expect(ElementChooser.seen("the video", name: "Mute", around: "Video") == nil)
    }

    @Test func wordsInAnotherForm() {
        for (w, n) in [("acepta", "aceptar"), ("akzeptiere", "akzeptieren"), ("star", "stars"), ("suscribirme", "suscribirse"), ("abonne", "abonner"),
                       ("suscribete", "suscribirse"), ("registrate", "registrarse")] {
            #expect(ElementChooser.near(w, n), "\(w) \(n)")
        }
        for (w, n) in [("internet", "international"), ("contact", "contain"), ("accord", "account"), ("add", "adds"), ("cart", "card"), ("sign", "signature"),
                       ("private", "privacy"), ("complete", "compose")] {
            #expect(!ElementChooser.near(w, n), "\(w) \(n)")
        }
    }

    /// Verbs said in the forms people use to a page, names in their own: Spanish imperatives with their pronoun or a
    /// changed stem, German verbs with their particle last, French ones with "toi", Hindi with English words in Devanagari,
    /// "put it in" for adding and "one more" for "an".
    @Test func verbsInTheFormsSaid() {
        let cases: [(String, String, String)] = [
            ("inicia sesión", "Iniciar sesión", "exact"), ("cierra sesión", "Cerrar sesión", "exact"), ("regístrate", "Registrarse", "exact"),
            ("suscríbete", "Suscribirse", "exact"), ("añádelo a la cesta", "Añadir a la cesta", "exact"),
            ("connecte-toi", "Se connecter", "whole"), ("inscris-moi", "S'inscrire", "whole"),
            ("melde mich an", "Anmelden", "whole"), ("melde mich ab", "Abmelden", "whole"), ("lade die app herunter", "App herunterladen", "whole"),
            ("füge es zum warenkorb hinzu", "Zum Warenkorb hinzufügen", "whole"),
            ("लॉग इन करो", "लॉग इन करें", "exact"), ("चार स्टार दो", "4 stars", "whole"), ("कुकीज एक्सेप्ट करो", "Accept cookies", "whole"),
            ("like this video", "Like", "whole"), ("dale like", "Me gusta", "whole"), ("the captions", "Subtitles", "exact"),
            ("omite el anuncio", "Omitir anuncio", "exact"), ("schalte stumm", "Stummschalten", "exact"), ("विज्ञापन छोड़ो", "विज्ञापन छोड़ें", "exact"),
            ("put it in the cart", "Add to cart", "whole"), ("i want to sign up", "Create account", "whole"),
            ("déconnexion", "Se déconnecter", "exact"), ("log mich aus", "Abmelden", "whole"), ("ausloggen", "Abmelden", "exact"),
            ("add one more adult", "Add an adult", "exact"), ("add another adult", "Add an adult", "whole"),
            // The verb alone of a name of four words that begins with it.
            ("abonne-toi", "S'abonner au Monde à partir de 1 €", "part"), ("subscribe", "Subscribe today for $1 monthly", "part"),
            // A file's name said without its kind, or with it.
            ("project 1", "project-1.docx", "exact"), ("open project 1", "project-1.docx", "whole"), ("project 1 docx", "project-1.docx", "exact"), ("the report", "report.pdf", "exact"),
        ]
        #expect(ElementChooser.seen("s", name: "S")?.seen == .exact)
        for (said, name, expected) in cases {
            #expect(ElementChooser.seen(said, name: name).map { "\($0.seen)" } == expected, "\"\(said)\" for \(name)")
        }
        // Each name keeps its own: signing in is not signing out, one adult more is no star, a noun is no verb, a
        // numbered file no folder.
        for (said, name) in [("melde mich an", "Abmelden"), ("cierra sesión", "Iniciar sesión"), ("add one more adult", "1 star"),
                             ("ordenador", "Ordenar por"), ("i like it", "Like"), ("like it", "Dislike"), ("let's see", "Queen's Journal"), ("i like this page", "Reload the page"), ("i like this page", "Special pages"), ("let's see", "S"), ("लॉग आउट करो", "लॉग इन करें"), ("melde mich an", "Mehr anzeigen"),
                             // A number after a name is no "a": "project 1" is no folder "Projects".
                             ("open project 1", "Projects"), ("project 2", "project-1.docx"),
                             // One word of four that is not the first, or of five.
                             ("monde", "S'abonner au Monde à partir de 1 €"), ("subscribe", "Subscribe today from $1 monthly")] {
            #expect(ElementChooser.seen(said, name: name) == nil, "\"\(said)\" for \(name)")
        }
    }

    /// A place to go to names the one link that holds its words ("checkout" → "Proceed to checkout").
    @Test func placesHeldByOneLink() {
        let links = [ElementChooserTests.element(1, "link", "Proceed to checkout", y: 0), ElementChooserTests.element(2, "link", "Cart (0)", y: 0),
                     ElementChooserTests.element(3, "link", "Cart settings", y: 0)]
        #expect(ElementChooser.holding("the checkout", in: links)?.number == 1)
        #expect(ElementChooser.holding("my account", in: links) == nil)
        #expect(ElementChooser.holding("cart", in: links) == nil)
    }

    /// A link said twice on a page (a site's menu at its top and bottom) is one choice: the first; two buttons of one
    /// name, or links to two places, are still two.
    @Test func oneLinkSaidTwiceIsOneChoice() throws {
        func link(_ n: Int, _ name: String, _ href: String) throws -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#l\##(n)","href":"\##(href)","rect":{"x":0,"y":\##(n * 20),"width":80,"height":20}}"##
            return try JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let same = [try link(1, "World", "https://example.org/world"), try link(2, "World", "https://example.org/world")]
        #expect(ElementChooser.choose("world", in: same) == .one(same[0]))
        #expect(ElementChooser.seen("world", in: same)?.0 == same[0])
        #expect(ElementChooser.holding("the world", in: same) == same[0])
        let two = [try link(1, "World", "https://example.org/world"), try link(2, "World", "https://example.org/world-cup")]
        #expect(ElementChooser.choose("world", in: two) == .ambiguous(two))
        #expect(ElementChooser.seen("world", in: two) == nil)
    }

    /// Said with what it is ("the fruit list", "la liste des fruits"): the word for a list to choose from names the
    /// combobox, not a word of its name; a word for another kind of thing does not ("the fruit button").
    @Test func namedWithWhatItIs() {
        let page = [ElementChooserTests.element(1, "combobox", "Favorite Fruit", y: 10), ElementChooserTests.element(2, "link", "Recipes", y: 20),
                    ElementChooserTests.element(3, "textbox", "Search", y: 30)]
        func seen(_ said: String) -> String {
            guard let (e, sight) = ElementChooser.seen(said, in: page) else { return "none" }
            return "\(e.number) \(sight.seen)"
        }
        #expect(seen("open the fruit list") == "1 part" && seen("open the list of fruits") == "1 part")
        #expect(seen("ouvre la liste des fruits") == "1 part" && seen("abre la lista de frutas") == "none")
        #expect(seen("the search field") == "3 exact", "\(seen("the search field"))")
        #expect(seen("the recipes link") == "2 exact", "\(seen("the recipes link"))")
        #expect(seen("the fruit button") == "none" && seen("the list") == "none")
    }

    /// A German compound ending in "liste" is a list of that ("obstliste": the list of fruit), unless a thing is called
    /// by the whole word ("Wunschliste").
    @Test func aGermanListByItsCompound() {
        let page = [ElementChooserTests.element(1, "link", "Wunschliste", y: 0), ElementChooserTests.element(2, "combobox", "Favorite Fruit", y: 30)]
        #expect(ElementChooser.choose("die obstliste", in: page) == .one(page[1]))
        #expect(ElementChooser.choose("die wunschliste", in: page) == .one(page[0]))
        func sighted(_ said: String) -> PageElement? {
            if case .one(let e, _) = ElementChooser.sighting(said, in: page, translating: true) { return e }
            return nil
        }
        #expect(sighted("öffne die obstliste") == page[1])
        #expect(sighted("öffne die wunschliste") == page[0])
    }

    /// A name of little words only, said whole, is the element called so: "klick auf los" on a German page whose search
    /// button is "Los" ("los" is an article in Spanish); an article alone names nothing.
    @Test func aNameOfLittleWordsSaidWhole() {
        let search = [ElementChooserTests.element(1, "button", "Los", y: 0), ElementChooserTests.element(2, "link", "Los Angeles", y: 20)]
        #expect(ElementChooser.choose("los", in: search) == .one(search[0]))
        #expect(ElementChooser.choose("the", in: search) == .none)
    }
}
