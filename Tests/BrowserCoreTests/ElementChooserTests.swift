import BrowserCore
import Foundation
import PageScripts
import Testing

@Suite struct ElementChooserTests {
    static func element(_ n: Int, _ role: String, _ name: String, y: Double, x: Double = 10) -> PageElement {
        let json = ##"{"number":\##(n),"role":"\##(role)","name":"\##(name)","selector":"#e\##(n)","rect":{"x":\##(x),"y":\##(y),"width":80,"height":20}}"##
        return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
    }

    static let page = [
        element(1, "button", "Log in", y: 10), element(2, "searchbox", "Search the site", y: 10, x: 120),
        element(3, "link", "Contact us", y: 10, x: 300), element(4, "button", "Sign up", y: 10, x: 400),
        element(5, "button", "Add to basket", y: 120), element(6, "button", "Add to basket", y: 420),
        element(7, "link", "Next", y: 460), element(8, "link", "Help", y: 480),
    ]

    func chosen(_ description: String) -> String {
        switch ElementChooser.choose(description, in: Self.page) {
        case .one(let e): "\(e.number)"
        case .ambiguous(let options): "ambiguous " + options.map { "\($0.number)" }.joined(separator: ",")
        case .none: "none"
        }
    }

    /// A count in a name is no word of it ("cart" is "Cart (3)" whole, not "Add to cart"), unless numbers are said.
    @Test func aCountInANameIsNoWordOfIt() {
        let page = [Self.element(1, "button", "Add to cart", y: 0), Self.element(2, "link", "Cart (3)", y: 20), Self.element(3, "link", "Inbox 12", y: 40)]
        #expect(ElementChooser.choose("my cart", in: page) == .one(page[1]))
        #expect(ElementChooser.choose("inbox", in: page) == .one(page[2]))
        #expect(ElementChooser.choose("add to cart", in: page) == .one(page[0]))
        let stars = [Self.element(1, "radio", "4 stars", y: 0), Self.element(2, "radio", "5 stars", y: 20)]
        #expect(ElementChooser.choose("four stars", in: stars) == .one(stars[0]))
    }

    /// A kind said alone names the one element called by that word ("open the menu" on a page of buttons: "Menu"), in
    /// any language; buttons that neither open nor are called so are no menu.
    @Test func aKindAloneIsTheOneCalledSo() {
        let page = [Self.element(1, "button", "Menu", y: 0), Self.element(2, "button", "Add to cart", y: 20), Self.element(3, "button", "Play video", y: 40)]
        for said in ["the menu", "menú", "मेनू", "das menü"] { #expect(ElementChooser.choose(said, in: page) == .one(page[0]), "\(said)") }
        // Buttons that neither open nor are called so are no menu to ask about.
        #expect(ElementChooser.choose("the menu", in: Array(page.dropFirst())) == .none)
        // Else the one whose name begins so (a site's "Menu Expand" among its share buttons).
        let site = [Self.element(1, "button", "Menu Expand", y: 0)] + page.dropFirst()
        #expect(ElementChooser.choose("the menu", in: site) == .one(site[0]))
        // Or the one called so though of another kind (a page's "MENÚ", a clickable made of a div).
        let made = [Self.element(1, "clickable", "MENÚ", y: 0)] + page.dropFirst()
        #expect(ElementChooser.choose("el menú", in: made) == .one(made[0]))
        #expect(ElementChooser.choose("the menu", in: [page[2]]) == .none)
    }

    /// "Open the menu" is the button that opens one (aria-haspopup), not one that opens a notice; on a page with no
    /// such button, one that opens anything.
    @Test func theMenuIsTheButtonThatOpensOne() {
        func button(_ n: Int, _ name: String, _ state: String) -> PageElement {
            let json = ##"{"number":\##(n),"role":"button","name":"\##(name)","selector":"#b\##(n)","rect":{"x":10,"y":\##(n * 30),"width":80,"height":20}\##(state)}"##
            return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = [button(1, "Read this notice", #","expanded":false"#), button(2, "Actions", #","expanded":false,"popup":"menu""#),
                    button(3, "Play", "")]
        for said in ["the menu", "el menú", "das menü", "मेनू"] { #expect(ElementChooser.choose(said, in: page) == .one(page[1]), "\(said)") }
        #expect(ElementChooser.choose("the menu", in: [page[0], page[2]]) == .one(page[0]))
    }

    /// Fields of a page in one language named in another ("el campo de correo" for "Email address", "das Passwortfeld"
    /// for "Password", "नाम वाला फील्ड" for "Full name"); a name in the words as said comes first ("telefonfeld" is
    /// "Telefonnummer" where the page has both), and words that are a field's whole name in another language are its
    /// name ("la contraseña" names "Password").
    @Test func fieldsNamedInAnotherLanguage() {
        let form = [Self.element(1, "textbox", "Full name", y: 0), Self.element(2, "textbox", "Email address", y: 30),
                    Self.element(3, "textbox", "Password", y: 60), Self.element(4, "textbox", "Phone number", y: 90),
                    Self.element(5, "combobox", "Country", y: 120)]
        let cases: [(String, Int)] = [
            ("el campo de correo", 2), ("la contraseña", 3), ("el campo de nombre", 1), ("el teléfono", 4), ("el país", 5),
            ("le mot de passe", 3), ("le champ nom", 1), ("le champ téléphone", 4), ("le courriel", 2),
            ("das passwortfeld", 3), ("das e-mail-feld", 2), ("das telefonfeld", 4), ("das feld kennwort", 3),
            ("नाम वाला फील्ड", 1), ("पासवर्ड", 3), ("फ़ोन नंबर फील्ड", 4), ("ईमेल फील्ड", 2),
        ]
        // Other words for a last name, and English field words said in Devanagari.
        let columns = [Self.element(1, "button", "First Name", y: 0), Self.element(2, "button", "Last Name", y: 30)]
        for said in ["surname", "सरनेम", "लास्ट नेम", "apellido"] {
            #expect(ElementChooser.choose(said, in: columns) == .one(columns[1]), "\(said)")
        }
        #expect(ElementChooser.choose("फर्स्ट नेम", in: columns) == .one(columns[0]))
        for (said, n) in cases { #expect(ElementChooser.choose(said, in: form) == .one(form[n - 1]), "\(said)") }
        #expect(ElementChooser.named("la contraseña", in: form) == form[2])
        #expect(ElementChooser.named("le mot de passe", in: form) == form[2])
        #expect(ElementChooser.named("el teléfono", in: form) == nil)   // a part of the name only
        #expect(ElementChooser.fullyNamed("el teléfono", in: form) == form[3])   // every word said in the name
        #expect(ElementChooser.fullyNamed("the phone number", in: form) == form[3])
        #expect(ElementChooser.fullyNamed("el parque", in: form) == nil)
        #expect(ElementChooser.fullyNamed("the address", in: form + [Self.element(6, "textbox", "Billing address", y: 150)]) == nil)
        // The words as said first: a German field the words name beside an English one they translate to.
        let both = form + [Self.element(6, "textbox", "Telefonnummer", y: 150)]
        #expect(ElementChooser.choose("das telefonfeld", in: both) == .one(both[5]))
        #expect(ElementChooser.choose("the phone field", in: both) == .one(both[3]))
        // A field of the page's own language said in English ("email" for "Correo electrónico").
        let spanish = [Self.element(1, "textbox", "Nombre", y: 0), Self.element(2, "textbox", "Correo electrónico", y: 30),
                       Self.element(3, "textbox", "Contraseña", y: 60)]
        #expect(ElementChooser.choose("the email field", in: spanish) == .one(spanish[1]))
        #expect(ElementChooser.choose("the password", in: spanish) == .one(spanish[2]))
        #expect(ElementChooser.choose("the name field", in: spanish) == .one(spanish[0]))
        // First and last names, a company.
        let names = [Self.element(1, "textbox", "First name", y: 0), Self.element(2, "textbox", "Last name", y: 30),
                     Self.element(3, "textbox", "Company", y: 60)]
        for (said, n) in [("el apellido", 2), ("le prénom", 1), ("le nom de famille", 2), ("das feld vorname", 1), ("nachname", 2),
                          ("la empresa", 3), ("कंपनी", 3)] {
            #expect(ElementChooser.choose(said, in: names) == .one(names[n - 1]), "\(said)")
        }
        if case .ambiguous = ElementChooser.choose("el nombre", in: names) {} else { Issue.record("'el nombre' is either name") }
        // A date's parts and a state, as the ARIA date picker and address forms call them.
        let date = [Self.element(1, "spinbutton", "Day", y: 0), Self.element(2, "spinbutton", "Month", y: 0, x: 100),
                    Self.element(3, "spinbutton", "Year", y: 0, x: 200), Self.element(4, "combobox", "State", y: 30)]
        for (said, n) in [("le jour", 1), ("el mes", 2), ("das jahr", 3), ("साल", 3), ("el estado", 4), ("den tag", 1)] {
            #expect(ElementChooser.choose(said, in: date) == .one(date[n - 1]), "\(said)")
        }
        // Devanagari with or without its nukta ("फुल" for "फ़ुल").
        let hindi = [Self.element(1, "button", "फ़ुल स्क्रीन", y: 0), Self.element(2, "textbox", "पता", y: 30)]
        #expect(ElementChooser.choose("फुल स्क्रीन", in: hindi) == .one(hindi[0]))
        // A banner's words said in another language, in any order where a verb comes last.
        #expect(ElementChooser.seen("acepta las cookies", name: "Accept all cookies") == nil)
        #expect(ElementChooser.seen("acepta las cookies", name: "Accept all cookies", translating: true)?.seen == .part)
        #expect(ElementChooser.seen("akzeptiere alle cookies", name: "Accept all cookies", translating: true)?.seen == .exact)
        #expect(ElementChooser.seen("कुकीज़ एक्सेप्ट करो", name: "Accept all cookies", translating: true)?.seen == .part)
        #expect(ElementChooser.seen("rechaza las cookies", name: "Accept all cookies", translating: true) == nil)
        // Nothing of the kind: still nothing.
        #expect(ElementChooser.choose("el campo de ciudad", in: form) == .none)
    }

    /// "The article about the rivers", "the story on the final": among the results (links that are headings), the one
    /// named so; "about" joins the kind to its subject, and is a name's word elsewhere ("about us").
    @Test func storiesByWhatTheyAreAbout() {
        func story(_ n: Int, _ name: String) -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#s\##(n)","heading":true,"rect":{"x":0,"y":\##(n * 100),"width":80,"height":20}}"##
            return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = [Self.element(1, "link", "About us", y: 0), Self.element(2, "link", "Rivers guide", y: 20),
                    story(3, "Rivers rise after a week of rain"), story(4, "The final goes to extra time")]
        #expect(ElementChooser.choose("article about the rivers", in: page) == .one(page[2]))
        #expect(ElementChooser.choose("the story on the final", in: page) == .one(page[3]))
        #expect(ElementChooser.choose("der artikel über das finale", in: page) == .one(page[3]))
        #expect(ElementChooser.choose("about us", in: page) == .one(page[0]))
    }

    /// What the model reads as the place of "open it in a new tab", "ábrelo …", "ouvre-le …", "इसे … खोलो": the
    /// element last acted on, not a site; a place of that name is not.
    @Test func wordsThatPointBack() {
        for said in ["it", "lo", "la", "los", "le", "les", "es", "das", "इसे", "that one"] { #expect(ElementChooser.pointsBack(said), "\(said)") }
        for said in ["youtube", "the verge", "lo que sea", "le monde"] { #expect(!ElementChooser.pointsBack(said), "\(said)") }
        // "Open this in a new tab": what is here, not a place; not a word pointing back ("close this" is the tab).
        for said in ["this", "esto", "ceci", "dies", "यह"] { #expect(ElementChooser.pointsHere(said) && !ElementChooser.pointsBack(said), "\(said)") }
        for said in ["this page", "esto es", "dieser"] { #expect(!ElementChooser.pointsHere(said), "\(said)") }
    }

    @Test func descriptionsInFiveLanguages() {
        let cases: [(String, String)] = [
            // en: names, synonyms, role words
            ("the login button", "1"), ("the sign in button", "1"), ("log in", "1"), ("the search field", "2"),
            ("search box", "2"), ("the contact link", "3"), ("sign up", "4"), ("the help link", "8"),
            // es
            ("el botón de entrar", "1"), ("iniciar sesión", "1"), ("el enlace de contacto", "3"),
            ("el campo de búsqueda", "2"), ("el enlace de ayuda", "8"), ("botón siguiente", "7"),
            // fr
            ("le bouton de connexion", "1"), ("le lien contact", "3"), ("le champ de recherche", "2"), ("le lien d'aide", "8"),
            // de
            ("das Suchfeld", "2"), ("den Anmelde-Button", "1"), ("den Kontakt-Link", "3"), ("die Hilfe", "8"),
            // hi, and Hindi mixed with English
            ("लॉगिन बटन", "1"), ("संपर्क लिंक", "3"), ("सर्च बॉक्स", "2"), ("contact वाला link", "3"),
        ]
        for (description, expected) in cases {
            #expect(chosen(description) == expected, "\"\(description)\"")
        }
    }

    @Test func positionsPickAmongLookAlikes() {
        #expect(chosen("add to basket") == "ambiguous 5,6", "two buttons with the same name: ask which")
        #expect(chosen("the add to basket button at the top") == "5")
        #expect(chosen("the add to basket button at the bottom") == "6")
        #expect(chosen("el botón añadir de abajo") == "6")
        #expect(chosen("the red button at the top") == "1", "a colour the page does not tell is ignored; role and position decide")
        #expect(chosen("the last link") == "8")
        #expect(chosen("the newsletter checkbox") == "none")
        // Only a role: the one element of that kind, or the ones to choose from; a name nothing has is still none.
        for description in ["the text box", "search bar", "el buscador", "la barra de búsqueda", "la caja de texto",
                            "la barre de recherche", "die Suchleiste", "सर्च बार"] {
            #expect(chosen(description) == "2", "\"\(description)\"")
        }
        // Words that point ("this", "diesen", "cette", "इस") or own ("my", "mein") name nothing on the page.
        for description in ["that search box", "esta barra de búsqueda", "cette barre de recherche", "diese Suchleiste",
                            "इस सर्च बॉक्स", "my search field", "mi buscador", "meine Suchleiste"] {
            #expect(chosen(description) == "2", "\"\(description)\"")
        }
        #expect(chosen("the link") == "ambiguous 3,7,8")
        let withBar = Self.page + [Self.element(9, "link", "Bar", y: 500)]
        #expect(ElementChooser.choose("the bar link", in: withBar) == .one(withBar[8]), "the last role word names the kind")
        #expect(chosen("the checkbox") == "none")
        #expect(chosen("") == "none")
    }

    /// An ordinal inside a description ranks the elements the rest of it fits ("the second address field"), in five
    /// languages; "first name" and "last name" are names whose position word picks the one of them.
    @Test func ordinalsInADescriptionRankWhatTheRestFits() {
        let form = [Self.element(1, "textbox", "First name", y: 10), Self.element(2, "textbox", "Last name", y: 40),
                    Self.element(3, "textbox", "Shipping address", y: 70), Self.element(4, "textbox", "Billing address", y: 100),
                    Self.element(5, "button", "Save", y: 130), Self.element(6, "button", "Delete", y: 130, x: 100)]
        func chosen(_ d: String) -> Int? { if case .one(let e) = ElementChooser.choose(d, in: form) { e.number } else { nil } }
        #expect(chosen("the second address field") == 4)
        #expect(chosen("the first address field") == 3)
        #expect(chosen("the third address field") == nil, "two fit: there is no third")
        #expect(chosen("first name box") == 1)
        #expect(chosen("the last name field") == 2)
        #expect(chosen("the second red button") == 6, "a colour the page does not tell is ignored")
        for d in ["el segundo botón", "le deuxième bouton", "den zweiten Knopf", "दूसरा बटन"] { #expect(chosen(d) == 6, "\(d)") }
    }

    @Test func ordinalsCountOnlyTheirRole() {
        #expect(ElementChooser.nth(2, role: "link", in: Self.page)?.number == 7)
        #expect(ElementChooser.nth(3, role: "button", in: Self.page)?.number == 5)
        #expect(ElementChooser.nth(1, role: "textbox", in: Self.page)?.number == 2)
        #expect(ElementChooser.nth(9, role: nil, in: Self.page) == nil)
        let pizza = Self.page + [Self.element(9, "radio", "Regular crust", y: 500), Self.element(10, "radio", "Deep dish", y: 520)]
        #expect(ElementChooser.nth(2, role: "option", in: pizza)?.number == 10, "radio buttons are options")
    }

    @Test func whatClosesADialog() throws {
        func element(_ n: Int, _ name: String, dialog: Bool) -> PageElement {
            let json = ##"{"number":\##(n),"role":"button","name":"\##(name)","selector":"#e\##(n)","dialog":\##(dialog),"rect":{"x":0,"y":0,"width":9,"height":9}}"##
            return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        #expect(ElementChooser.saysClose("close") && ElementChooser.saysClose("cerrar") && ElementChooser.saysClose("the close"))
        #expect(ElementChooser.namesAList("the list") && ElementChooser.namesAList("la lista") && !ElementChooser.namesAList("the shopping list"))
        #expect(!ElementChooser.saysClose("close account") && !ElementChooser.saysClose("dialog"))
        let page = [element(1, "Close account", dialog: false), element(2, "Cancel", dialog: false), element(3, "Schließen", dialog: false)]
        #expect(ElementChooser.closers(in: page).map(\.number) == [3], "on the page only what is called close")
        let dialog = [element(4, "Subscribe", dialog: true), element(5, "No thanks", dialog: true), element(6, "Close dialog", dialog: true)]
        #expect(ElementChooser.closers(in: dialog).map(\.number) == [5, 6], "in a dialog its no-thanks and close buttons")
    }

    /// An option said with its list, as the grammar leaves it in a click's description, in five languages and either
    /// order: the list the words on one side name, and the option on the other, as said (no article, no "option").
    @Test func optionsSaidWithTheirLists() {
        let lists = [Self.element(1, "combobox", "Country", y: 10), Self.element(2, "combobox", "País", y: 40),
                     Self.element(3, "combobox", "Pays", y: 70), Self.element(4, "listbox", "Land", y: 100),
                     Self.element(5, "combobox", "देश", y: 130)]
        func said(_ description: String) -> String {
            guard let (list, option) = ElementChooser.optionInList(description, lists: lists) else { return "none" }
            return "\(list.number) \(option)"
        }
        let cases: [(String, String)] = [
            ("spain in the country dropdown", "1 spain"), ("germany from country", "1 germany"), ("germany as the country", "1 germany"),
            ("the third option in the country list", "1 3"), ("the first one from country", "1 1"),
            ("alemania de la lista de países", "2 alemania"), ("españa en país", "2 españa"), ("alemania como país", "2 alemania"),
            ("l'allemagne dans la liste des pays", "3 allemagne"), ("espagne dans le menu déroulant pays", "3 espagne"),
            ("spanien bei land", "4 spanien"), ("deutschland in der liste land", "4 deutschland"), ("die dritte option in land", "4 3"),
            ("देश में जर्मनी", "5 जर्मनी"), ("देश की लिस्ट से भारत", "5 भारत"),
            // The list's own name is no option; no list is named; nothing joins the two.
            ("the country in the country list", "none"), ("germany in the notes", "none"), ("log in", "none"),
            ("spain country", "none"), ("the link in the footer", "none"),
        ]
        for (description, expected) in cases { #expect(said(description) == expected, "\(description)") }
        #expect(ElementChooser.mayNameAnOption("spain in country") && !ElementChooser.mayNameAnOption("sign in")
                && !ElementChooser.mayNameAnOption("in the country"))
    }

    /// A tab named by its words and its kind, in five languages; a tab's kind alone, or another kind after it, is not.
    @Test func tabsNamedByTheirWords() {
        let cases: [(String, String?)] = [
            ("youtube tab", "youtube"), ("the carl andersen tab", "carl andersen"), ("pestaña de youtube", "youtube"),
            ("l'onglet météo", "meteo"), ("den tab wetter", "wetter"), ("youtube वाला टैब", "youtube"),
            ("the tab", nil), ("new tab button", nil), ("youtube link", nil), ("youtube", nil),
        ]
        for (description, expected) in cases { #expect(ElementChooser.tabName(in: description) == expected, "\(description)") }
    }

    /// Colours and sizes are looks the scraper cannot see, left out of a description — unless an element is called so
    /// and nothing else is said ("set red to 200": the slider called Red; "the green slider"; in another language, "el
    /// verde").
    @Test func coloursAreNamesOnlyWhenNothingElseIs() {
        let page = [Self.element(1, "slider", "Red", y: 10), Self.element(2, "slider", "Green", y: 40),
                    Self.element(3, "button", "Save", y: 70), Self.element(4, "link", "Help", y: 100)]
        func chosen(_ description: String) -> String {
            switch ElementChooser.choose(description, in: page) {
            case .one(let e): "\(e.number)"
            case .ambiguous(let options): "ambiguous " + options.map { "\($0.number)" }.joined(separator: ",")
            case .none: "none"
            }
        }
        let cases: [(String, String)] = [("red", "1"), ("the green slider", "2"), ("el verde", "2"), ("el azul", "none"), ("the red button", "3"),
                                         ("the blue link", "4"), ("the save button", "3"), ("the red slider at the bottom", "1")]
        for (description, expected) in cases { #expect(chosen(description) == expected, "\(description)") }
    }

    /// A place said with a word for a page, in five languages: its words without that word.
    @Test func pagesNamedByTheirWords() {
        let cases: [(String, String?)] = [
            ("the contact page", "contact"), ("la página de precios", "precios"), ("la page tarifs", "tarifs"),
            ("die kontaktseite", "kontakt"), ("संपर्क पेज", "संपर्क"), ("the contact", nil), ("the page", nil), ("wikipedia", nil),
            ("la rubrique sport", "sport"), ("la sección de deportes", "deportes"), ("the technology section", "technology"),
        ]
        for (said, expected) in cases { #expect(ElementChooser.pageName(said) == expected, "\(said)") }
    }

    /// The radio buttons of the group a description names; none or two groups as fitting: nil.
    @Test func radioGroupsByTheirNames() {
        func radio(_ n: Int, _ name: String, _ group: String) -> PageElement {
            let json = ##"{"number":\##(n),"role":"radio","name":"\##(name)","group":"\##(group)","selector":"#r\##(n)","rect":{"x":0,"y":\##(n * 20),"width":80,"height":20}}"##
            return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = [radio(1, "Standard", "Delivery speed"), radio(2, "Express", "Delivery speed"), radio(3, "Small", "Pizza size"),
                    radio(4, "Large", "Pizza size"), radio(5, "Thin", "Crust"), Self.element(6, "button", "Delivery", y: 200)]
        func group(_ said: String) -> [Int]? { ElementChooser.radioGroup(said, in: page)?.map(\.number) }
        #expect(group("the delivery speed") == [1, 2] && group("delivery") == [1, 2] && group("pizza size") == [3, 4])
        #expect(group("crust") == [5] && group("the weather") == nil && group("pizza") == [3, 4])
    }

    /// With a place, words for any thing name no kind ("the second one"); a question is an element whose name asks.
    @Test func placesOfAnyThingAndOfQuestions() {
        let page = [Self.element(1, "button", "Menu", y: 10), Self.element(2, "button", "Where do I park?", y: 40),
                    Self.element(3, "button", "Can I pay by card?", y: 70), Self.element(4, "link", "Help", y: 100)]
        func chosen(_ description: String) -> String {
            if case .one(let e) = ElementChooser.choose(description, in: page) { return "\(e.number)" }
            return "none"
        }
        let cases: [(String, String)] = [("the first question", "2"), ("the second question", "3"), ("la segunda pregunta", "3"),
                                         ("the second one", "2"), ("the last one", "4"), ("the first entry", "1"), ("question", "none")]
        for (description, expected) in cases { #expect(chosen(description) == expected, "\(description)") }
        // The grammar's `role=question`: only names that ask count; a page without any has no second question.
        #expect(ElementChooser.nth(2, role: "question", in: page)?.number == 3)
        #expect(ElementChooser.nth(3, role: "question", in: page) == nil)
        #expect(ElementChooser.nth(1, role: "question", in: [page[0], page[3]]) == nil)
    }

    /// The buttons that stop or start what moves: those that say what moves before one named by the word alone.
    @Test func buttonsThatStopOrStartMotion() {
        let carousel = [Self.element(1, "button", "Stop automatic slide show", y: 10), Self.element(2, "button", "Pause", y: 40),
                        Self.element(3, "button", "Stop", y: 70), Self.element(4, "link", "Stop smoking", y: 100)]
        #expect(ElementChooser.motionButtons(start: false, in: carousel).map(\.number) == [1])
        #expect(ElementChooser.motionButtons(start: false, in: Array(carousel.dropFirst())).map(\.number) == [2, 3])
        #expect(ElementChooser.motionButtons(start: true, in: carousel).isEmpty)
        #expect(ElementChooser.motionButtons(start: true, in: [Self.element(5, "button", "Diaporama : lecture", y: 0)]).map(\.number) == [5])
    }

    /// A player's buttons that start it again, in five languages; a button that says more is no such button.
    @Test func buttonsThatPlayFromTheStart() {
        let names = ["Restart", "Replay video", "Reiniciar", "Recommencer", "Neu starten", "Von vorne", "फिर से चलाएं"]
        let player = names.enumerated().map { Self.element($0.offset + 1, "button", $0.element, y: Double($0.offset) * 30) }
        #expect(ElementChooser.restartButtons(in: player).count == names.count)
        let others = [Self.element(1, "button", "Play", y: 0), Self.element(2, "link", "Restart", y: 30),
                      Self.element(3, "button", "Restart your free trial today", y: 60), Self.element(4, "button", "Neu", y: 90)]
        #expect(ElementChooser.restartButtons(in: others).isEmpty)
    }

    /// Numbers in words or digits alike, in names and descriptions, in five languages.
    @Test func numbersInWordsOrDigits() {
        let page = [Self.element(1, "radio", "one star", y: 10), Self.element(2, "radio", "four stars", y: 40),
                    Self.element(3, "button", "Page 2", y: 70)]
        func chosen(_ description: String) -> String {
            if case .one(let e) = ElementChooser.choose(description, in: page) { return "\(e.number)" }
            return "none"
        }
        let cases: [(String, String)] = [("4 stars", "2"), ("four stars", "2"), ("1 star", "1"), ("page two", "3"),
                                         ("página dos", "3"), ("seite zwei", "3"), ("पेज दो", "3"), ("page deux", "3")]
        for (description, expected) in cases { #expect(chosen(description) == expected, "\(description)") }
    }

    /// Results by their place: among the links that are headings, when the page has some; else among its links.
    @Test func resultsAreLinksThatAreHeadings() {
        func link(_ n: Int, _ name: String, heading: Bool) -> PageElement {
            let json = ##"{"number":\##(n),"role":"link","name":"\##(name)","selector":"#l\##(n)","heading":\##(heading),"rect":{"x":0,"y":\##(n * 20),"width":80,"height":20}}"##
            return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
        }
        let page = [Self.element(1, "searchbox", "Search", y: 0), link(2, "Images", heading: false), link(3, "Trail shoes", heading: true),
                    link(4, "Cached", heading: false), link(5, "Road shoes", heading: true)]
        #expect(ElementChooser.nth(1, role: "result", in: page)?.number == 3 && ElementChooser.nth(2, role: "result", in: page)?.number == 5)
        #expect(ElementChooser.nth(1, role: "link", in: page)?.number == 2)
        if case .one(let e) = ElementChooser.choose("el segundo resultado", in: page) { #expect(e.number == 5) } else { Issue.record("no result") }
        let plain = page.filter { $0.heading != true }
        #expect(ElementChooser.nth(1, role: "result", in: plain)?.number == 2, "no headings: the links")
        let titled = plain + [link(6, "Ten trail shoes for rough ground", heading: false), link(7, "How a shoe should fit", heading: false)]
        #expect(ElementChooser.nth(1, role: "result", in: titled)?.number == 6, "no headings: the links named like titles")
        #expect(ElementChooser.nth(2, role: "result", in: titled)?.number == 7)
    }

    /// A calendar's day said as a date: "the 15th", "le 15e" is the day called 15; the n-th thing of the page otherwise.
    @Test func daysOfACalendar() {
        let month = [Self.element(1, "button", "next month", y: 10)] + (1...30).map { Self.element($0 + 1, "gridcell", String($0), y: 40 + Double($0)) }
        func chosen(_ description: String, in elements: [PageElement]) -> String {
            if case .one(let e) = ElementChooser.choose(description, in: elements) { return e.name }
            return "none"
        }
        #expect(chosen("the 15th", in: month) == "15" && chosen("le 15e", in: month) == "15" && chosen("1st", in: month) == "1")
        #expect(chosen("the 31st", in: month) == "none")
        #expect(ElementChooser.calendarDay(22, in: month)?.name == "22")
        // Without a month's days: no calendar, no day.
        #expect(ElementChooser.calendarDay(2, in: Array(month.prefix(10))) == nil)
    }
}

