import Foundation
import Testing
import TestSupport

/// Widgets of the ARIA examples worked by voice: a dialog's answers, a carousel's slides, a pair of sliders for a range,
/// sliders named by colour, a list put in order, tabs' action menus, cards that open, links under closed menus, switches
/// inside their labels, a combo box's suggestions in a grid, the main content skipped to, a slider named and then its
/// number, a tree's files under their closed folders and its folders said as folders, the buttons each post of a feed
/// has, the page's menu, a combo box's option not among its suggestions shown, the page's list opened, a site's
/// navigation menu closed, options by their place in a group, a layout grid's cells, a toggle button that mutes, a
/// page's landmarks and its labelled parts.
extension ElementResolutionTests {
    /// An item of a list put in order moved by voice (the ARIA rearrangeable listbox, its Up and Down buttons): "move it
    /// up", "súbelo", "descends-le", "verschiebe es nach unten", "इसे ऊपर ले जाओ" after choosing it press them (the page
    /// scrolled before); the item is then the list's second. "Click up", where the grammar takes no name from "up",
    /// presses Up (not understood before). With no item chosen, "move it up" scrolls.
    @Test func aListsItemMovedByVoice() throws {
        guard let page = Self.example("listbox/examples/listbox-rearrangeable.html") else { return }
        let up = "Clicked button 'Up'", down = "Clicked button 'Down'", chosen = "Clicked option 'Proximity of fast food'"
        try sayEach([("en-US", [("move it up", "Already at the top of the page"), ("click fast food", chosen), ("move it up", up),
                                ("move it up", up), ("click the second option", chosen), ("move it down", down), ("click up", up)]),
                     ("es-ES", [("haz clic en fast food", chosen), ("súbelo", up), ("bájalo", down)]),
                     ("fr-FR", [("clique sur fast food", chosen), ("monte-le", up), ("descends-le", down)]),
                     ("de-DE", [("klick auf fast food", chosen), ("verschiebe es nach unten", down)]),
                     ("hi-IN", [("fast food पर क्लिक करो", chosen), ("इसे ऊपर ले जाओ", up), ("इसे नीचे करो", down)])], on: page)
    }

    /// A range said at once sets a pair of sliders, its lowest and highest (the ARIA multi-thumb slider: "Hotel Minimum
    /// Price …", "Hotel Maximum Price …"), in five languages; the highest first when the lowest would pass it (each
    /// holds the other back). "Set the price range from 100 to 300" typed "300" into a thing named "price range from
    /// 100" before. Numbers said in words are read by the locale ("between one hundred and two hundred", "von zweihundert
    /// bis dreihundertachtzig", "सौ से तीन सौ तक"). A range of a thing the page has no pair for stays the grammar's reading.
    @Test func aRangeSetOnAPairOfSliders() throws {
        guard let page = Self.example("slider-multithumb/examples/slider-multithumb.html") else { return }
        let minimum = "slider 'Hotel Minimum Price in US dollars'", maximum = "slider 'Hotel Maximum Price in US dollars'"
        func set(_ low: Int, _ high: Int, highestFirst: Bool = false) -> String {
            highestFirst ? "Set \(maximum) to \(high); Set \(minimum) to \(low)" : "Set \(minimum) to \(low); Set \(maximum) to \(high)"
        }
        try sayEach([("en-US", [("set the price between 300 and 400", set(300, 400, highestFirst: true)),
                                ("set the price range from 100 to 300", set(100, 300)),
                                ("set the price between one hundred and two hundred", set(100, 200)),
                                ("set the temperature from 50 to 120", "Nothing called 'temperature from 50' here — say 'show numbers' and a number")]),
                     ("es-ES", [("pon el precio entre 120 y 200", set(120, 200))]), ("fr-FR", [("mets le prix de 150 à 350", set(150, 350))]),
                     ("de-DE", [("preis von zweihundert bis dreihundertachtzig", set(200, 380))]),
                     ("hi-IN", [("कीमत 100 से 300 तक करो", set(100, 300)), ("कीमत सौ से तीन सौ तक करो", "Set \(minimum) to 100; Set \(maximum) to 300")])],
                    on: page)
    }

    /// A carousel whose slides are tabs (the ARIA carousel with tabs), its rotation stopped: "next slide", "siguiente
    /// diapositiva", "nächste folie", "diapo suivante", "अगली स्लाइड" choose the tab after the one selected ("No next page
    /// link here" before); "ve a la diapositiva 3", "zeig folie 3", "स्लाइड 3 दिखाओ" choose Slide 3 (a visit or not
    /// understood before). "Next page" stays the page's.
    @Test func aCarouselsSlidesByVoice() throws {
        guard let page = Self.example("carousel/examples/carousel-2-tablist.html") else { return }
        let stopped = "Clicked button 'Stop automatic slide show'", third = "Clicked tab 'Slide 3'", fourth = "Clicked tab 'Slide 4'"
        try sayEach([("en-US", [("stop the slide show", stopped), ("go to slide 3", third), ("next slide", fourth), ("previous slide", third),
                                ("next page", "No next page link here")]),
                     ("es-ES", [("para la presentación", stopped), ("ve a la diapositiva 3", third), ("siguiente diapositiva", fourth)]),
                     ("fr-FR", [("arrête le diaporama", stopped), ("va à la diapositive 3", third), ("diapo suivante", fourth)]),
                     ("de-DE", [("stoppe die diashow", stopped), ("zeig folie 3", third), ("nächste folie", fourth)]),
                     ("hi-IN", [("स्लाइड शो रोको", stopped), ("स्लाइड 3 दिखाओ", third), ("अगली स्लाइड", fourth)])], on: page)
    }

    /// A dialog's answer said in the person's language on a page in English (the ARIA alert dialog's Yes and No): "sí",
    /// "non", "ja", "हाँ" (not understood before).
    @Test func aDialogsAnswerInAnotherLanguage() throws {
        guard let page = Self.example("alertdialog/examples/alertdialog.html") else { return }
        let yes = "Clicked button 'Yes'", opened = "Clicked button 'Discard'"
        try sayEach([("es-ES", [("pulsa discard", opened), ("sí", yes)]), ("fr-FR", [("clique sur discard", opened), ("non", "Clicked button 'No'")]),
                     ("de-DE", [("klick auf discard", opened), ("ja", yes)]), ("hi-IN", [("discard पर क्लिक करो", opened), ("हाँ", yes)])], on: page)
    }

    /// Sliders named by colour (the ARIA colour viewer: Red, Green, Blue) said in the person's language: "pon el rojo en
    /// 200", "augmente le vert", "setz blau auf 20", "हरा बढ़ाओ" (nothing called 'rojo' before; "vert" turned a link
    /// "Vertical Temperature Slider Example"); as far as they go: "set blue to the minimum", "pon el rojo al máximo",
    /// "mets le bleu au minimum", "dreh rot ganz auf", "लाल को पूरा बढ़ा दो" (not understood, or a slider "azul al mínimo").
    @Test func slidersNamedByColourInAnotherLanguage() throws {
        guard let page = Self.example("slider/examples/slider-color-viewer.html") else { return }
        let red = "Set slider 'Red' to 200", greener = "Turned slider 'Green' up to 154"
        let lowestBlue = "Turned slider 'Blue' down to 0", highestRed = "Turned slider 'Red' up to 255"
        try sayEach([("en-US", [("set blue to the minimum", lowestBlue), ("turn blue all the way down", "Slider 'Blue' is at its lowest already, 0"),
                                ("max out the red", highestRed), ("turn the green down to zero", "Set slider 'Green' to 0")]),
                     ("es-ES", [("pon el rojo en 200", red), ("sube el verde", greener), ("pon el rojo al máximo", highestRed)]),
                     ("fr-FR", [("augmente le vert", greener), ("mets le bleu au minimum", lowestBlue)]),
                     ("de-DE", [("setz blau auf 20", "Set slider 'Blue' to 20"), ("dreh rot ganz auf", highestRed)]),
                     ("hi-IN", [("लाल को 200 करो", red), ("हरा बढ़ाओ", greener), ("नीला सबसे कम करो", lowestBlue)])], on: page)
    }

    /// Tabs with action menus (the ARIA tabs with action buttons): "click actions for nurse shark tab" presses the button
    /// of that whole name (the word "tab" made it the tab "Nurse shark" before); with its menu open, "close tab" presses
    /// the menu's Close tab over closing the browser's tab, in five languages ("cerrar pestaña", "ferme l'onglet", "tab
    /// schließen", "टैब बंद करो": the browser's tab before); "acciones", "aktionen", "एक्शन" name the Actions buttons.
    @Test func aTabsActionMenuInFiveLanguages() throws {
        guard let page = Self.example("tabs/examples/tabs-actions.html") else { return }
        let close = "Clicked menuitem 'Close tab'", opened = "Expanded button 'Actions for Nurse shark tab'"
        try sayEach([("en-US", [("click actions for nurse shark tab", "Clicked button 'Actions for Nurse shark tab'"), ("close tab", close)]),
                     ("es-ES", [("abre las acciones de nurse shark", opened), ("cerrar pestaña", close)]),
                     ("fr-FR", [("ouvre les actions de nurse shark", opened), ("ferme l'onglet", close)]),
                     ("de-DE", [("öffne die aktionen für nurse shark", opened), ("tab schließen", close)]),
                     ("hi-IN", [("nurse shark के एक्शन खोलो", opened), ("टैब बंद करो", close)])], on: page)
    }

    /// Event cards that open (the ARIA disclosure card): an event's details opened by its name and the card's button
    /// said in the person's language ("muestra los detalles de folk futures", "reserva un asiento", "sitzplatz buchen",
    /// "सीट बुक करो": not understood before); asked to be shown again, they stay open (a click closed them).
    @Test func anEventsCardInFiveLanguages() throws {
        guard let page = Self.example("disclosure/examples/disclosure-card.html") else { return }
        let details = "Expanded button 'Folk Futures: Tradition in the Classroom Details'"
        let booked = "Clicked button 'Book a seat' — the page said 'This is just for demo purposes'"
        try sayEach([("en-US", [("show the details of folk futures", details),
                                ("show the details of folk futures", "Button 'Folk Futures: Tradition in the Classroom Details' is already expanded"),
                                ("book a seat", booked)]),
                     ("es-ES", [("muestra los detalles de folk futures", details), ("reserva un asiento", booked)]),
                     ("de-DE", [("zeig die details von folk futures", details), ("sitzplatz buchen", booked)]),
                     ("hi-IN", [("folk futures की डिटेल्स दिखाओ", details), ("सीट बुक करो", booked)])], on: page)
    }

    /// Links under a site's closed menus (the ARIA disclosure navigation: "Campus Tours" under "About", closed): "go to
    /// campus tours", "click honors programs", "ve a campus tours", "campus tours पर जाओ" open the menu and press the link (a
    /// web search, or "Nothing called … here", before); a link in view is pressed as before.
    @Test func linksUnderClosedMenus() throws {
        guard let page = Self.example("disclosure/examples/disclosure-navigation.html") else { return }
        let tours = "Opened button 'About', then clicked link 'Campus Tours'"
        try sayEach([("en-US", [("go to campus tours", tours), ("click honors programs", "Opened button 'Academics', then clicked link 'Honors Programs'"),
                                ("open admissions", "Expanded button 'Admissions'"), ("tuition", "Clicked link 'Tuition'")]),
                     ("es-ES", [("ve a campus tours", tours)]), ("hi-IN", [("campus tours पर जाओ", tours)])], on: page)
    }

    /// Switches made of a box inside its label (the ARIA checkbox switches) are said to be switches when turned ("Checked
    /// element 'Reduced motion'" before), and named in the person's language ("activa los subtítulos": Show captions).
    @Test func switchesInsideTheirLabels() throws {
        guard let page = Self.example("switch/examples/switch-checkbox.html") else { return }
        try sayEach([("en-US", [("turn on reduced motion", "Checked switch 'Reduced motion'"), ("turn on reduced motion", "Switch 'Reduced motion' is already on")]),
                     ("es-ES", [("activa los subtítulos", "Checked switch 'Show captions'")])], on: page)
    }

    /// A combo box whose suggestions are a grid's rows (the ARIA grid combo box): "the second one", "la segunda" after
    /// typing take its second row (the page's second link was clicked before).
    @Test func suggestionsInAGrid() throws {
        guard let page = Self.example("combobox/examples/grid-combo.html") else { return }
        let second = "Chose 'Beets Vegetable' in combobox 'Fruits and vegetables'"
        try sayEach([("en-US", [("type b in the fruit or vegetable", "Typed 'b' into combobox 'Fruits and vegetables'"), ("the second one", second)]),
                     ("es-ES", [("escribe b en el campo de fruta", "Typed 'b' into combobox 'Fruits and vegetables'"), ("la segunda", second)])], on: page)
    }

    /// "Skip to the main content", in five languages: the page's main landmark comes into view (the ARIA landmarks
    /// example; not understood, or a visit to "the main content", before); a page that marks none says so.
    @Test func theMainContentSkippedTo() throws {
        guard let page = Self.example("landmarks/examples/general-principles.html") else { return }
        let main = "Went to the main content: 'General Principles'"
        try sayEach([("en-US", [("skip to the main content", main), ("go to the main content", main)]), ("es-ES", [("ir al contenido principal", main)]),
                     ("fr-FR", [("aller au contenu principal", main)]), ("de-DE", [("zum hauptinhalt springen", main)]),
                     ("hi-IN", [("मुख्य सामग्री पर जाओ", main)])], on: page)
        let none = AvanuesProcess.fixtures.appendingPathComponent("pages/choices.html").path
        try sayEach([("en-US", [("skip to the main content", "This page marks no main content — say 'scroll down' or a heading's words")])], on: none)
    }

    /// A slider named and then its number, no word between ("temperature 22", "तापमान 22 करो", "तापमान 23 कर दो", "pon la
    /// temperatura 21", in words: "temperatura veintidós"): set to it (not understood, or typing with no field, before); on a page without one, not understood.
    @Test func aSliderNamedThenItsNumber() throws {
        guard let page = Self.example("slider/examples/slider-temperature.html") else { return }
        func set(_ n: Int) -> String { "Set slider 'Temperature' to \(n).0 degrees Celsius" }
        try sayEach([("en-US", [("temperature 22", set(22)), ("temperature twenty five please", set(25))]),
                     ("es-ES", [("pon la temperatura 21", set(21)), ("temperatura veintidós", set(22))]), ("hi-IN", [("तापमान 22 करो", set(22)), ("तापमान 23 कर दो", set(23))])], on: page)
        let none = AvanuesProcess.fixtures.appendingPathComponent("pages/choices.html").path
        try sayEach([("en-US", [("temperature 22", "Not understood: \"temperature 22\" — say 'help'")])], on: none)
    }

    /// A tree's files said by name in five languages (the ARIA file directory tree): "open project 1" with its folder
    /// closed opens the folder and presses "project-1.docx" (the model's reading clicked label 1 before); "abre el report
    /// 1", "ouvre project 2", "öffne report 2", "project 1 खोलो" alike; once shown, "open project 2 docx" presses it
    /// where it is, and "open project 3" the folder "project-3" (no file); "open project 5b" under a closed folder whose
    /// shown neighbours fit it in part opens it and presses the file (asked between "project-1.docx" and
    /// "project-2.docx" before). "Close projects", "cierra reports", "ferme projects", "schließe reports" close the
    /// folder (not understood before); said again, it is already closed.
    @Test func aTreesFilesByName() throws {
        guard let page = Self.example("treeview/examples/treeview-1b.html") else { return }
        func opened(_ folder: String, _ file: String) -> String { "Opened treeitem '\(folder)', then clicked treeitem '\(file)'" }
        try sayEach([("en-US", [("open project 1", opened("Projects", "project-1.docx")), ("open project 2 docx", "Clicked treeitem 'project-2.docx'"),
                                ("open project 3", "Clicked treeitem 'project-3'"), ("open project 5b", opened("project-5", "project-5B.docx")),
                                ("close projects", "Collapsed treeitem 'Projects'"), ("close projects", "Treeitem 'Projects' is already collapsed")]),
                     ("es-ES", [("abre el report 1", opened("Reports", "report-1")), ("cierra reports", "Collapsed treeitem 'Reports'")]),
                     ("fr-FR", [("ouvre project 2", opened("Projects", "project-2.docx")), ("ferme projects", "Collapsed treeitem 'Projects'")]),
                     ("de-DE", [("öffne report 2", opened("Reports", "report-2")), ("schließe reports", "Collapsed treeitem 'Reports'")]),
                     ("hi-IN", [("project 1 खोलो", opened("Projects", "project-1.docx"))])],
                    on: page)
    }

    /// Buttons repeated on each post of a feed and each product of a shop (the fixture `feed.html`: Like, Dislike,
    /// Bookmark, Share; "Add to cart"), said with the item's place or its heading: "bookmark the second one", "like
    /// giovanni's pizza", "comparte el último", "mets le deuxième en signet", "teile den letzten", "तीसरी पोस्ट को
    /// बुकमार्क करो" press that item's button (not understood before, or a page search, or the browser's bookmark).
    /// A Bookmark pressed is "Bookmarked" and still counts; "like" is no Dislike; "like it" still asks which. What is
    /// pressed, and what is asked about, is told with its post's name ("Clicked button 'Bookmark' in 'Giovanni's Pizza'").
    @Test func anItemsButtonByItsPlaceOrHeading() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/feed.html").path
        // Labels in the page's order: each post's Like, Dislike, Bookmark, Share (1–12), then two "Add to cart" (13, 14).
        let said: [(String, [(String, Int)])] = [
            ("en-US", [("bookmark the second one", 7), ("like giovanni's pizza", 5), ("share the last post", 12), ("dislike the third one", 10),
                       ("add the second one to the cart", 14), ("bookmark the second one", 7), ("bookmark garden café", 11)]),
            ("es-ES", [("comparte el último", 12), ("añade el primero al carrito", 13)]),
            ("fr-FR", [("mets le deuxième en signet", 7), ("partage la dernière publication", 12), ("aime le premier", 1)]),
            ("de-DE", [("teile den letzten", 12), ("like den zweiten beitrag", 5), ("füge den ersten zum warenkorb hinzu", 13)]),
            ("hi-IN", [("तीसरी पोस्ट को बुकमार्क करो", 11), ("दूसरे वाले को लाइक करो", 5), ("आखिरी वाला शेयर करो", 12)]),
        ]
        for (locale, cases) in said {
            let r = try run(page, locale: locale, cases.map(\.0))
            #expect(r.count == cases.count)
            for ((say, number), o) in zip(cases, r) {
                let target = (o["command"] as? [String: Any])?["target"] as? [String: Any]
                #expect(target?["number"] as? Int == number, "\(locale) \"\(say)\": \(Self.detail(o))")
            }
        }
        let r = try run(page, locale: "en-US", ["bookmark the second one", "like it"])
        #expect(r.map(Self.detail) == ["Clicked button 'Bookmark' in 'Giovanni's Pizza'",
                                       "Which one? 3 match: 'Like' in 'Tito's Tacos', 'Like' in 'Giovanni's Pizza', 'Like' in 'Garden Café' — say 'click' "
                                       + "and its number, or which of them (\"the second one\")"])
    }

    /// "Open the menu" in five languages on the ARIA menu button page opens its Actions menu, not the site's "Skip To
    /// Content" menu beside it (asked which of the two before); "open the skip to menu" still opens that one. Opened, not
    /// toggled: said on one open already, it stays open.
    @Test func theMenuIsThePagesOwnNotTheSkipMenu() throws {
        guard let page = Self.example("menu-button/examples/menu-button-actions.html") else { return }
        let actions = "Expanded button 'Actions'"
        try sayEach([("en-US", [("open the menu", actions), ("press escape", "Pressed Escape"),
                                ("open the skip to menu", "Expanded button 'Skip To Content, shortcut Alt + 0'")]),
                     ("es-ES", [("abre el menú", actions)]), ("fr-FR", [("ouvre le menu", actions)]), ("de-DE", [("öffne das menü", actions)]),
                     ("hi-IN", [("मेनू खोलो", actions)])], on: page)
    }

    /// A state named that the suggestions shown do not have, on the ARIA autocomplete combo boxes (their scripts filter
    /// by the keys as they come up): "choose california" after typing "ala" types it there, a key at a time, and takes
    /// it ("Nothing called 'california' here" before), in five languages; a name it does not have leaves the field as it
    /// was. Typing into the field that holds a chosen state replaces it ("type ca" after "New Jersey" suggested
    /// "West Virginia" before: the keys were counted from the last one typed).
    @Test func aComboBoxsOptionNotShownIsTypedAndTaken() throws {
        for example in ["combobox-autocomplete-list", "combobox-autocomplete-both"] {
            guard let page = Self.example("combobox/examples/\(example).html") else { return }
            let typed = "Typed 'ala' into combobox 'State'", california = "Chose 'California' in combobox 'State'"
            try sayEach([("en-US", [("type ala in the state box", typed), ("choose california", california), ("choose narnia", "Nothing called 'narnia' here — say 'show numbers' and a number"),
                                    ("type new in the state box", "Typed 'new' into combobox 'State'"), ("the second one", "Chose 'New Jersey' in combobox 'State'"),
                                    ("type ca in the state box", "Typed 'ca' into combobox 'State'"), ("the first one", california)]),
                         ("es-ES", [("escribe ala en el campo state", typed), ("elige california", california)]),
                         ("fr-FR", [("écris ala dans le champ state", typed), ("choisis california", california)]),
                         ("de-DE", [("schreib ala in das feld state", typed), ("wähle california", california)]),
                         ("hi-IN", [("state फील्ड में ala लिखो", typed), ("california चुनो", california)])], on: page)
        }
    }

    /// "Open the list", "show the list" in five languages open the page's one list to choose from (the ARIA select-only
    /// combo box; not understood, and a search of the page for "list", before); said with it open, it stays open ("click
    /// the list" said twice asked between the combo box and its open list of the same name before).
    @Test func theListOpenedByVoice() throws {
        guard let page = Self.example("combobox/examples/combobox-select-only.html") else { return }
        let opened = "Expanded combobox 'Favorite Fruit'", open = "Combobox 'Favorite Fruit' is already expanded"
        try sayEach([("en-US", [("open the list", opened), ("show the list", open), ("click the list", "Clicked combobox 'Favorite Fruit'")]),
                     ("es-ES", [("abre la lista", opened), ("muestra la lista", open)]), ("fr-FR", [("ouvre la liste", opened)]),
                     ("de-DE", [("öffne die liste", opened), ("zeig die liste", open)]), ("hi-IN", [("लिस्ट खोलो", opened), ("सूची दिखाओ", open)])],
                    on: page)
    }

    /// A tree's folders said as folders, in five languages (the ARIA file directory tree): "open the reports folder",
    /// "abre la carpeta reports", "öffne den ordner reports", "reports फ़ोल्डर खोलो" open it ("open the reports folder"
    /// searched the web before; "folder" was no word for a tree's item), and said again it stays open (a click closed
    /// it); "open the second folder", "ouvre le deuxième dossier", "दूसरा फ़ोल्डर खोलो" count folders only (the second
    /// tree item, a file, before); "close the folder", "cierra la primera carpeta", "schließe den ordner", "फ़ोल्डर बंद करो"
    /// close the one open, or the one at that place (not understood before), or ask which of those open.
    @Test func aTreesFoldersSaidAsFolders() throws {
        guard let page = Self.example("treeview/examples/treeview-1a.html") else { return }
        let projects = "Expanded treeitem 'Projects'", reports = "Expanded treeitem 'Reports'", third = "Expanded treeitem 'Project 3'"
        try sayEach([("en-US", [("open the reports folder", reports), ("open the reports folder", "Treeitem 'Reports' is already expanded"),
                                ("close the folder", "Collapsed treeitem 'Reports'"), ("open the projects folder", projects),
                                ("open the second folder", third), ("close the second folder", "Collapsed treeitem 'Project 3'")]),
                     ("es-ES", [("abre la carpeta reports", reports), ("abre la carpeta projects", projects),
                                ("cierra la primera carpeta", "Collapsed treeitem 'Projects'")]),
                     ("fr-FR", [("ouvre le dossier projects", projects), ("ouvre le deuxième dossier", third)]),
                     ("de-DE", [("öffne den ordner reports", reports), ("schließe den ordner", "Collapsed treeitem 'Reports'")]),
                     ("hi-IN", [("projects फ़ोल्डर खोलो", projects), ("दूसरा फ़ोल्डर खोलो", third), ("फ़ोल्डर बंद करो", "Which one? 2 match: 'Projects', 'Project 3' — say 'collapse' and its number, or which of them (\"the second one\")")])],
                    on: page)
    }

    /// A site's navigation menu closed by voice (the ARIA disclosure navigation with top-level links): "close the menu",
    /// "cierra el menú", "ferme le menu", "schließe das menü", "मेनू बंद करो" close the one menu open of three (not
    /// understood before; in Hindi, the site's Skip To menu was found "already collapsed"); with none open, they are said
    /// to be closed.
    @Test func aNavigationMenuClosedByVoice() throws {
        guard let page = Self.example("disclosure/examples/disclosure-navigation-hybrid.html") else { return }
        let about = "Expanded button 'More About pages'", admissions = "Expanded button 'More Admissions pages'"
        try sayEach([("en-US", [("open the about menu", about), ("close the menu", "Collapsed button 'More About pages'"),
                                ("close the menu", "All 3 are already collapsed: 'More About pages', 'More Admissions pages', 'More Academics pages'")]),
                     ("es-ES", [("abre el menú de admissions", admissions), ("cierra el menú", "Collapsed button 'More Admissions pages'")]),
                     ("fr-FR", [("ouvre le menu about", about), ("ferme le menu", "Collapsed button 'More About pages'")]),
                     ("de-DE", [("öffne das about menü", about), ("schließe das menü", "Collapsed button 'More About pages'")]),
                     ("hi-IN", [("admissions मेनू खोलो", admissions), ("मेनू बंद करो", "Collapsed button 'More Admissions pages'")])],
                    on: page)
    }

    /// An option by its place in its group (the ARIA grouped listbox: Land, Water, Air), in five languages: "choose the
    /// second land animal", "the last air one", "elige el segundo animal de land", "le deuxième de land", "wähle das
    /// letzte air tier", "दूसरा land वाला चुनो" (not understood, or "has no option 'land'", before); the group is counted
    /// whole though the list box is scrolled part way (its options scrolled out of it were not found at all before).
    @Test func optionsByTheirPlaceInAGroup() throws {
        guard let page = Self.example("listbox/examples/listbox-grouped.html") else { return }
        let dog = "Clicked option 'Dog'", owl = "Clicked option 'Owl'"
        try sayEach([("en-US", [("the last air one", owl), ("choose the second land animal", dog), ("pick the first water animal", "Clicked option 'Dolphin'")]),
                     ("es-ES", [("elige el segundo animal de land", dog), ("el último de water", "Clicked option 'Eel'")]),
                     ("fr-FR", [("le deuxième de land", dog)]), ("de-DE", [("wähle das letzte air tier", owl)]),
                     ("hi-IN", [("दूसरा land वाला चुनो", dog), ("आखिरी air वाला चुनो", owl)])], on: page)
    }

    /// A layout grid's cells that hold a link or a button are numbered through it, once (the ARIA layout grids: "click
    /// wcag overview" asked between the cell and its link, of the same name, before).
    @Test func aGridsCellsNumberedThroughTheirLinks() throws {
        guard let page = Self.example("grid/examples/layout-grids.html") else { return }
        let r = try run(page, locale: "en-US", ["click wcag overview", "remove recipient name 1"], extra: ["--scrape"])
        #expect(Self.detail(r[0]).hasPrefix("Clicked link 'WCAG Overview'"), "\(Self.detail(r[0]))")
        #expect(Self.detail(r[1]) == "Clicked button 'Remove Recipient Name 1'")
        let elements = (r.last?["elements"] as? [[String: Any]]) ?? []
        func names(_ roles: Set<String>) -> Set<String> { Set(elements.filter { roles.contains($0["role"] as? String ?? "") }.compactMap { $0["name"] as? String }) }
        #expect(names(["link"]).contains("Recipient Name 2"), "\(elements)")
        #expect(names(["gridcell"]).isDisjoint(with: names(["link", "button"])), "\(names(["gridcell"]))")
    }

    /// A toggle button that mutes (the ARIA button example's Mute, pressed or not), in five languages: "mute" said twice
    /// leaves it pressed (the second toggled it back before), "stummschalten" presses it (not understood before), "unmute", "ton
    /// an", "अनम्यूट करो" release it; a toggle button is said to be pressed or released, not checked.
    @Test func aMuteToggleButtonByVoice() throws {
        guard let page = Self.example("button/examples/button_idl.html") else { return }
        let pressed = "Pressed button 'Mute'", released = "Released button 'Mute'"
        try sayEach([("en-US", [("mute", pressed), ("mute", "Button 'Mute' is already pressed"), ("unmute", released)]),
                     ("es-ES", [("silencia", pressed), ("activa el sonido", released)]), ("fr-FR", [("coupe le son", pressed)]),
                     ("de-DE", [("stummschalten", pressed), ("ton an", released)]), ("hi-IN", [("म्यूट करो", pressed), ("अनम्यूट करो", released)])],
                    on: page)
    }

    /// A page's landmarks gone to by voice (the ARIA landmarks example), in five languages: "go to the navigation",
    /// "ve al pie de página", "va à l'en-tête", "zur seitenleiste", "नेविगेशन पर जाओ" bring the site's navigation,
    /// footer, header or sidebar into view (the navigation was not understood, the footer the page's bottom, the header
    /// "nothing called 'header'", "va à la navigation" a private tab); the site's Skip To menu is no navigation. A page
    /// that marks no footer keeps the reading: its bottom.
    @Test func aPagesLandmarksByVoice() throws {
        guard let page = Self.example("landmarks/examples/navigation.html") else { return }
        let navigation = "Went to the navigation", footer = "Went to the footer", header = "Went to the header: 'ARIA Landmark Example'"
        let sidebar = "Went to the sidebar: 'Landmarks'"
        try sayEach([("en-US", [("go to the navigation", navigation), ("go to the footer", footer), ("jump to the sidebar", sidebar), ("go to the header", header)]),
                     ("es-ES", [("ve al pie de página", footer), ("ir a la navegación", navigation), ("ve a la cabecera", header)]),
                     ("fr-FR", [("va à la navigation", navigation), ("va à l'en-tête", header), ("aller à la barre latérale", sidebar)]),
                     ("de-DE", [("geh zur fußzeile", footer), ("zur seitenleiste", sidebar), ("geh zur kopfzeile", header)]),
                     ("hi-IN", [("नेविगेशन पर जाओ", navigation), ("फ़ुटर पर जाओ", footer)])], on: page)
        let plain = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        let r = try run(plain, locale: "en-US", ["go to the footer"])
        #expect((r.first?["command"] as? [String: Any])?["intent"] as? String == "scroll", "\(r)")
    }

    /// A part of the page by its label (the ARIA region landmark example's section "Coding Techniques", a label no text on
    /// the page says), in five languages: "go to coding techniques" (a web search before), "go to the coding techniques
    /// section" and "va à la section coding techniques" (read as finding the words: "not on this page" before), "ve a
    /// la sección coding techniques", "geh zum bereich coding techniques", "coding techniques सेक्शन पर जाओ".
    @Test func aPagesLabelledPartsByVoice() throws {
        guard let page = Self.example("landmarks/examples/region.html") else { return }
        let went = "Went to 'Coding Techniques'"
        try sayEach([("en-US", [("go to coding techniques", went), ("go to the coding techniques section", went)]),
                     ("es-ES", [("ve a la sección coding techniques", went)]), ("fr-FR", [("va à la section coding techniques", went)]),
                     ("de-DE", [("geh zum bereich coding techniques", went)]), ("hi-IN", [("coding techniques सेक्शन पर जाओ", went)])], on: page)
    }

    /// A page read part by part, in five languages: "next section", "previous heading", "siguiente sección", "titre
    /// suivant", "nächster abschnitt", "अगले सेक्शन पर जाओ" bring the next heading below the top of the view, or the
    /// previous one above it, to the top (not understood before, or a search for "next"); past the last, the person is
    /// told so.
    @Test func aPageReadSectionBySection() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/sections.html").path
        func went(_ way: String, _ name: String) -> String { "Went to the \(way) section: '\(name)'" }
        let top = "Trail shoes", reviews = "Reviews", comments = "Comments (12)", german = "Kommentare auf Deutsch"
        try sayEach([("en-US", [("next section", went("next", top)), ("next section", went("next", reviews)),
                                ("go to the next heading", went("next", comments)), ("previous section", went("previous", reviews)),
                                ("skip to the next section", went("next", comments)), ("next section", went("next", german)),
                                ("next section", "No section below this one — say 'scroll down'")]),
                     ("es-ES", [("siguiente sección", went("next", top)), ("pasa al siguiente apartado", went("next", reviews)),
                                ("ve a la sección anterior", went("previous", top))]),
                     ("fr-FR", [("section suivante", went("next", top)), ("passe au titre suivant", went("next", reviews)),
                                ("reviens à la section précédente", went("previous", top)),
                                ("section précédente", "No section above this one — say 'go to the top'")]),
                     ("de-DE", [("nächster abschnitt", went("next", top)), ("geh zum nächsten abschnitt", went("next", reviews)),
                                ("vorherige überschrift", went("previous", top))]),
                     ("hi-IN", [("अगला सेक्शन", went("next", top)), ("अगले सेक्शन पर जाओ", went("next", reviews)),
                                ("पिछले सेक्शन पर जाओ", went("previous", top))])], on: page)
    }
}
