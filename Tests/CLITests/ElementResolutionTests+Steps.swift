import Foundation
import Testing
import TestSupport

/// Sliders and number boxes moved from where they are: "turn the temperature up", "raise the quantity by two".
extension ElementResolutionTests {
    /// A notch up or down (a number box's step, a tenth of a slider's range) or the number said, held at the ends, in
    /// five languages; a text field is not turned, and the browser's own zoom stays the zoom.
    @Test func slidersAndNumberBoxesTurnedUpAndDown() throws {
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        let quantity = "spinbutton 'Quantity'"
        try sayEach([
            ("en-US", [("increase the quantity", "Turned \(quantity) up to 2"), ("raise the quantity by 2", "Turned \(quantity) up to 4"),
                       ("raise the quantity by 20", "Turned \(quantity) up to 9"), ("lower the quantity", "Turned \(quantity) down to 8"),
                       ("increase the email", "Textbox 'Email' cannot be turned up or down — only a slider or a number box can"),
                       ("set the quantity to the maximum", "Turned \(quantity) up to 9")]),
            ("es-ES", [("sube la cantidad en dos", "Turned \(quantity) up to 3"), ("baja la cantidad", "Turned \(quantity) down to 2")]),
            ("fr-FR", [("augmente la quantité", "Turned \(quantity) up to 2")]),
            ("de-DE", [("erhöhe die menge um zwei", "Turned \(quantity) up to 3"), ("verringere die anzahl", "Turned \(quantity) down to 2")]),
            ("hi-IN", [("मात्रा को दो बढ़ाओ", "Turned \(quantity) up to 3")]),
        ], on: store)
        try sayEach([("en-US", [("increase the rating", "Turned slider 'Rating' up to 6"), ("lower the rating by 3", "Turned slider 'Rating' down to 3"),
                                ("increase the zoom", "Zoom 110%")])], on: form)
        guard let temperature = Self.example("slider/examples/slider-temperature.html"),
              let spin = Self.example("spinbutton/examples/quantity-spinbutton.html") else { return }
        let slider = "slider 'Temperature'"
        try sayEach([
            ("en-US", [("turn the temperature up", "Turned \(slider) up to 27.8 degrees Celsius"),
                       ("lower the temperature by 2 degrees", "Turned \(slider) down to 25.8 degrees Celsius")]),
            ("es-ES", [("baja la temperatura dos grados", "Turned \(slider) down to 23.0 degrees Celsius")]),
            ("fr-FR", [("monte la température", "Turned \(slider) up to 27.8 degrees Celsius")]),
            ("de-DE", [("dreh die temperatur um zwei grad runter", "Turned \(slider) down to 23.0 degrees Celsius")]),
            ("hi-IN", [("तापमान बढ़ाओ", "Turned \(slider) up to 27.8 degrees Celsius")]),
        ], on: temperature)
        try sayEach([("en-US", [("raise the kids by 20", "Turned spinbutton 'Kids' up to 8"), ("decrease the adults", "Spinbutton 'Adults' is at its lowest already, 1"),
                                // A number box said to be words is talk; said to be a number, it takes the digits.
                                ("the kids are playing outside", "Not understood: \"the kids are playing outside\" — say 'help'"),
                                ("the kids are two", "Set spinbutton 'Kids' to '2'")])], on: spin)
    }

    /// Switches turned on and off in other languages than the page's ("mach die benachrichtigungen aus", "सूचनाएं बंद करो"),
    /// and a thing that opens and closes turned off is closed ("पर्सनल इंफॉर्मेशन बंद करो").
    @Test func switchesAndSectionsTurnedOffInOtherLanguages() throws {
        guard let switches = Self.example("switch/examples/switch.html"), let accordion = Self.example("accordion/examples/accordion.html") else { return }
        try sayEach([
            ("de-DE", [("schalte die benachrichtigungen ein", "Turned on switch 'Notifications'"),
                       ("mach die benachrichtigungen aus", "Turned off switch 'Notifications'")]),
            ("hi-IN", [("नोटिफिकेशन ऑन करो", "Turned on switch 'Notifications'"), ("सूचनाएं बंद करो", "Turned off switch 'Notifications'")]),
        ], on: switches)
        try sayEach([("hi-IN", [("पर्सनल इंफॉर्मेशन बंद करो", "Collapsed button 'Personal Information'")])], on: accordion)
    }

    /// A list to choose from opened by what it is, in five languages: "open the fruit list", "फलों की लिस्ट खोलो", "öffne
    /// die obstliste" (a German compound); said again, it stays open (a click closed it).
    @Test func aListOpenedByWhatItIs() throws {
        guard let page = Self.example("combobox/examples/combobox-select-only.html") else { return }
        let opened = "Expanded combobox 'Favorite Fruit'"
        try sayEach([("en-US", [("open the fruit list", opened), ("open the list of fruits", "Combobox 'Favorite Fruit' is already expanded")]),
                     ("es-ES", [("abre la lista de frutas", opened)]), ("fr-FR", [("ouvre la liste des fruits", opened)]),
                     ("de-DE", [("öffne die liste der früchte", opened), ("escape drücken", "Pressed Escape"),
                                ("öffne die obstliste", opened)]), ("hi-IN", [("फलों की लिस्ट खोलो", opened)])], on: page)
    }

    /// A tab of the page shown or gone to by its place, said "on the page" (without it, "go to the second tab" is the
    /// browser's), in five languages.
    @Test func aTabOfThePageShownByPlace() throws {
        guard let page = Self.example("tabs/examples/tabs-manual.html") else { return }
        let second = "Clicked tab 'Carl Andersen'"
        try sayEach([("en-US", [("show the second tab on the page", second), ("go to the third tab on this page", "Clicked tab 'Ida da Fonseca'")]),
                     ("es-ES", [("muestra la segunda pestaña de la página", second)]), ("fr-FR", [("affiche le deuxième onglet de la page", second)]),
                     ("de-DE", [("zeig den zweiten tab auf der seite", second)]), ("hi-IN", [("पेज पर दूसरा टैब दिखाओ", second)])], on: page)
    }

    /// "Activate" a switch turns it on, so one already on stays on (it toggled, and the second "activa las
    /// notificaciones" turned it off); a button activated is pressed.
    @Test func aSwitchActivatedStaysOn() throws {
        guard let switches = Self.example("switch/examples/switch.html") else { return }
        let on = "Turned on switch 'Notifications'", still = "Switch 'Notifications' is already on"
        try sayEach([("en-US", [("activate notifications", on), ("activate notifications", still)]),
                     ("es-ES", [("activa las notificaciones", on), ("activa las notificaciones", still)]),
                     ("fr-FR", [("active les notifications", on), ("active les notifications", still)]),
                     ("de-DE", [("aktiviere die benachrichtigungen", on), ("aktiviere die benachrichtigungen", still)])], on: switches)
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        try sayEach([("es-ES", [("activa añadir al carrito", "Clicked button 'Add to cart'")])], on: store)
    }

    /// What was opened last is hidden again by "hide it" ("ocúltalo", "cache-la", "blende es aus").
    @Test func whatWasOpenedIsHiddenAgain() throws {
        guard let faq = Self.example("disclosure/examples/disclosure-faq.html") else { return }
        let name = "button 'What do I do if I lose my permit or if my permit is stolen?'"
        try sayEach([("en-US", [("expand the second question", "Expanded \(name)"), ("hide it", "Collapsed \(name)")]),
                     ("es-ES", [("despliega la segunda pregunta", "Expanded \(name)"), ("ocúltalo", "Collapsed \(name)")]),
                     ("fr-FR", [("déplie la deuxième question", "Expanded \(name)"), ("cache-la", "Collapsed \(name)")]),
                     ("de-DE", [("klapp die zweite frage auf", "Expanded \(name)"), ("blende es aus", "Collapsed \(name)")])], on: faq)
    }

    /// A thing that opens, shown or hidden as said, in five languages, not toggled: "hide the menu" on a menu shut stays
    /// shut (a click opened it: "oculta el menú", "cache le menu"; "hide the menu", "versteck das menü", "मेनू छुपाओ" were
    /// not understood, "hide the details" hid the numbers), "show me the menu" on one open stays open; "click the menu"
    /// still presses it.
    @Test func aMenuShownAndHiddenAsSaid() throws {
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        let shut = "Button 'Menu' is already collapsed", opened = "Expanded button 'Menu'", hidden = "Collapsed button 'Menu'"
        try sayEach([("en-US", [("hide the menu", shut), ("open the menu", opened), ("show me the menu", "Button 'Menu' is already expanded"),
                                ("hide the menu", hidden), ("click the menu", "Clicked button 'Menu'")]),
                     ("es-ES", [("oculta el menú", shut), ("muestra el menú", opened), ("oculta el menú", hidden)]),
                     ("fr-FR", [("cache le menu", shut), ("ouvre le menu", opened), ("masque le menu", hidden)]),
                     ("de-DE", [("versteck das menü", shut), ("zeig das menü", opened), ("versteck das menü", hidden)]),
                     ("hi-IN", [("मेनू छुपाओ", shut), ("मेनू खोलो", opened), ("मेनू छिपाओ", hidden)])], on: store)
        guard let cards = Self.example("disclosure/examples/disclosure-card.html") else { return }
        let folk = "button 'Folk Futures: Tradition in the Classroom Details'"
        try sayEach([("en-US", [("show the details of folk futures", "Expanded \(folk)"), ("hide the details", "Collapsed \(folk)")]),
                     ("es-ES", [("muestra los detalles de folk futures", "Expanded \(folk)"), ("oculta los detalles", "Collapsed \(folk)")])],
                    on: cards)
    }

    /// Every thing that opens, at once, in five languages (the ARIA file tree and FAQ): "expand all" opens the tree level
    /// by level and the page's disclosures, not its menus; "close all folders", "open all the questions", "show all
    /// answers", "despliega todo", "ferme tous les dossiers", "alle aufklappen", "सभी सवाल खोलो" (a search of the web, an
    /// element called "all", or not understood before); said again, they are already so.
    @Test func everyThingThatOpensAtOnce() throws {
        guard let tree = Self.example("treeview/examples/treeview-1a.html"), let faq = Self.example("disclosure/examples/disclosure-faq.html")
        else { return }
        let disclosure = "'The code in this example is not intended for production environments. Before using it for any purpose, read this to understand why.'"
        let folders = "11: 'Projects', 'Reports', 'Letters', 'Project 3', 'Project 5', …"
        let shut = "11: 'Projects', 'Project 3', 'Project 5', 'Reports', 'report-1', …"
        try sayEach([("en-US", [("expand all", "Expanded 12: \(disclosure), 'Projects', 'Reports', 'Letters', 'Project 3', …"),
                                ("close all folders", "Collapsed \(shut)"), ("open all the folders", "Expanded \(folders)"),
                                ("open all the folders", "All 11 are already expanded: 'Projects', 'Project 3', 'Project 5', 'Reports', 'report-1', …")]),
                     ("es-ES", [("abre todas las carpetas", "Expanded \(folders)"), ("cierra todas las carpetas", "Collapsed \(shut)")]),
                     ("fr-FR", [("ouvre tous les dossiers", "Expanded \(folders)"), ("ferme tous les dossiers", "Collapsed \(shut)")]),
                     ("de-DE", [("alle aufklappen", "Expanded 12: \(disclosure), 'Projects', 'Reports', 'Letters', 'Project 3', …")]),
                     ("hi-IN", [("सारे फ़ोल्डर खोलो", "Expanded \(folders)"), ("सभी फ़ोल्डर बंद करो", "Collapsed \(shut)")])], on: tree)
        let questions = "'What do I do if I have a permit for an assigned lot, but can't find a space there?', 'What do I do if I lose my "
            + "permit or if my permit is stolen?', 'Is there free parking on holidays?', 'Do all parking facilities have the same enforcement rules?'"
        let opened = "Expanded 4: \(questions)", closed = "Collapsed 4: \(questions)"
        try sayEach([("en-US", [("open all the questions", opened), ("show all answers", "All 4 are already expanded: \(questions)"),
                                ("hide all the questions", closed)]),
                     ("es-ES", [("muestra todas las respuestas", opened)]), ("fr-FR", [("ouvre toutes les questions", opened)]),
                     ("de-DE", [("öffne alle fragen", opened), ("schließ alle fragen", closed)]), ("hi-IN", [("सभी सवाल खोलो", opened)])], on: faq)
        // Boxes alike: "tick all the boxes" ticks those not ticked yet ("Nothing called 'all the boxes'" before).
        guard let boxes = Self.example("checkbox/examples/checkbox.html") else { return }
        try sayEach([("en-US", [("tick all the boxes", "Checked 3: 'Lettuce', 'Mustard', 'Sprouts'"),
                                ("uncheck all the boxes", "Unchecked 4: 'Lettuce', 'Tomato', 'Mustard', 'Sprouts'")])], on: boxes)
    }

    /// "Close it" right after opening a question closes the question, not the tab ("ciérrala", "ferme-la", "इसे बंद करो");
    /// said again, with nothing left open, it is the tab's (which `avanues run` has not).
    @Test func whatWasOpenedIsClosedBeforeTheTab() throws {
        guard let faq = Self.example("disclosure/examples/disclosure-faq.html") else { return }
        let name = "button 'What do I do if I lose my permit or if my permit is stolen?'"
        try sayEach([("en-US", [("open the second question", "Expanded \(name)"), ("close it", "Collapsed \(name)"),
                                ("close it", "'tab' is not available here yet")]),
                     ("es-ES", [("abre la segunda pregunta", "Expanded \(name)"), ("ciérrala", "Collapsed \(name)")]),
                     ("fr-FR", [("ouvre la deuxième question", "Expanded \(name)"), ("ferme-la", "Collapsed \(name)")]),
                     ("hi-IN", [("दूसरा सवाल खोलो", "Expanded \(name)"), ("इसे बंद करो", "Collapsed \(name)")])], on: faq)
    }

    /// A link whose site cannot be reached: the click says so, and the page stays shown and answers the next command
    /// (before, WebKit's error page took its place and every command failed on its script's origin).
    @Test func aLinkThatCannotLoadLeavesThePageUsable() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/unreachable.html").path
        let r = try run(page, locale: "en-US", ["click offline page", "click hello"])
        let details = r.map(Self.detail)
        #expect(details.count == 2 && details[0].hasPrefix("Clicked link 'Offline page', but could not load http://avanues.invalid/page: "),
                "\(details)")
        #expect(details.last == "Clicked button 'Hello'", "\(details)")
        let urls = r.compactMap { ($0["outcome"] as? [String: Any])?["url"] as? String }
        #expect(urls.count == 2 && urls.allSatisfy { $0.hasSuffix("/pages/unreachable.html") }, "\(urls)")
    }

    /// Words found on the page are found again further on: the same search said again, "next match", "find it again",
    /// "siguiente coincidencia", "occurrence suivante", "nächster treffer", "अगला मैच"; after the last, the first. The
    /// page names the paragraph of the selection in its title.
    @Test func wordsFoundAgainFurtherOn() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/occurrences.html").path
        let en = try run(page, locale: "en-US", ["find river on this page", "next match", "find it again", "next match"], extra: ["--scrape"])
        #expect(en.dropLast().map(Self.detail) == ["Found 'river' on the page (1 of 3)", "Found 'river' again (2 of 3)",
                                                   "Found 'river' again (3 of 3)", "Found 'river' again (1 of 3)"], "\(en.map(Self.detail))")
        #expect(en.last?["title"] as? String == "first")
        for (locale, find, next) in [("es-ES", "busca river en esta página", "siguiente coincidencia"), ("fr-FR", "cherche river sur la page", "occurrence suivante"),
                                     ("de-DE", "such river auf der seite", "nächster treffer"), ("hi-IN", "इस पेज पर river ढूंढो", "अगला मैच")] {
            let r = try run(page, locale: locale, [find, next], extra: ["--scrape"])
            #expect(r.dropLast().map(Self.detail) == ["Found 'river' on the page (1 of 3)", "Found 'river' again (2 of 3)"], "\(locale)")
            #expect(r.last?["title"] as? String == "second", "\(locale)")
        }
        // Another page, or other words: no "again".
        let other = try run(page, locale: "en-US", ["next match", "find river on this page", "find another bridge on this page"])
        #expect(other.map(Self.detail) == ["Not understood: \"next match\" — say 'help'", "Found 'river' on the page (1 of 3)",
                                           "'another bridge' is not on this page"], "\(other.map(Self.detail))")
    }

    /// A count said changes the number box it names, in five languages, on a booking's travellers (from 1 adult, 0
    /// children): "add two adults", "one more child", "remove one adult"; the article is a count of one ("un niño
    /// más", "ein kind mehr"); a word in another form of the name is that name ("एक बच्चा" for "बच्चे"). A box at its
    /// least says so.
    @Test func countsSaidChangeTheirNumberBoxes() throws {
        let page = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/travellers.html").path
        func up(_ name: String, _ to: Int) -> String { "Turned spinbutton '\(name)' up to \(to)" }
        func down(_ name: String, _ to: Int) -> String { "Turned spinbutton '\(name)' down to \(to)" }
        try sayEach([
            ("en-US", [("add two adults", up("Adults", 3)), ("one more child", up("Children", 1)), ("remove one adult", down("Adults", 2)),
                       ("two fewer adults", down("Adults", 1)), ("remove an adult", "Spinbutton 'Adults' is at its lowest already, 1")]),
            ("es-ES", [("añade dos adultos", up("Adultos", 3)), ("un niño más", up("Niños", 1)), ("quita un adulto", down("Adultos", 2))]),
            ("fr-FR", [("ajoute deux adultes", up("Adultes", 3)), ("un enfant de plus", up("Enfants", 1)), ("enlève un adulte", down("Adultes", 2))]),
            ("de-DE", [("füge zwei erwachsene hinzu", up("Erwachsene", 3)), ("ein kind mehr", up("Kinder", 1)),
                       ("zwei erwachsene weniger", down("Erwachsene", 1))]),
            ("hi-IN", [("दो वयस्क और जोड़ो", up("वयस्क", 3)), ("एक बच्चा और जोड़ो", up("बच्चे", 1)), ("एक वयस्क कम करो", down("वयस्क", 2))]),
        ], on: page, inItsLanguage: true)
    }

    /// A box ticked by its name alone, in French as in English ("coche lettuce" was not understood; "décoche …" was).
    @Test func aBoxTickedByItsNameAlone() throws {
        guard let page = Self.example("checkbox/examples/checkbox.html") else { return }
        try expect([("en-US", "tick lettuce"), ("fr-FR", "coche lettuce")], on: page, give: "Checked checkbox 'Lettuce'")
    }

    /// A day of the ARIA date picker's calendar by its date: "choose the 15th", "choisis le 15e", "pick the 1st" (read as
    /// the first thing of the page before), and "elige el 15", "wähl den 15." with no numbers on screen.
    @Test func aDayOfTheCalendarByItsDate() throws {
        guard let page = Self.example("dialog-modal/examples/datepicker-dialog.html") else { return }
        try sayEach([("en-US", [("choose date", "Clicked button 'Choose Date'"), ("choose the 15th", "Clicked gridcell '15'")]),
                     ("fr-FR", [("clique sur choose date", "Clicked button 'Choose Date'"), ("choisis le 15e", "Clicked gridcell '15'")]),
                     ("en-US", [("choose date", "Clicked button 'Choose Date'"), ("pick the 1st", "Clicked gridcell '1'")])], on: page)
        // A number said with no numbers on screen is the day ("elige el 15"); with them shown, the number's. Which number a
        // day has depends on the month shown and how far the page scrolled to its focused day, so the date is typed first
        // (the calendar opens on today's date otherwise): in November 2026 the day headers are 11 to 17 and day 1 is 18.
        try sayEach([("es-ES", [("oculta los números", "Numbers hidden"), ("pulsa choose date", "Clicked button 'Choose Date'"),
                                ("elige el 15", "Clicked gridcell '15'")]),
                     ("de-DE", [("verstecke die nummern", "Numbers hidden"), ("klick auf choose date", "Clicked button 'Choose Date'"),
                                ("wähl den 15.", "Clicked gridcell '15'")]),
                     ("en-US", [("type 11/01/2026 in date", "Typed '11/01/2026' into textbox 'Date'"),
                                ("choose date", "Clicked button 'Choose Date'"), ("click 18", "Clicked gridcell '1'")])], on: page)
    }

    /// A dialog's button said by its name alone is pressed over the browser's reading of the word: "cancel" in the ARIA
    /// date picker's dialog presses Cancel (it stopped loading before); with the dialog closed it stops loading again.
    @Test func aDialogsButtonBeforeTheBrowsersWord() throws {
        guard let page = Self.example("dialog-modal/examples/datepicker-dialog.html") else { return }
        try sayEach([("en-US", [("choose date", "Clicked button 'Choose Date'"), ("cancel", "Clicked button 'Cancel'"),
                                ("cancel", "Stopped loading")])], on: page)
    }

    /// A page whose own scripts keep it busy holds no command for longer than the time a script may take (1 s here,
    /// 10 s by default): the command says the page does not answer (before, it waited for as long as the page was busy,
    /// and for ever on a page stuck in a loop), and so does the next while the page is still busy.
    @Test func aBusyPageIsSaidToBeBusy() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/busy.html").path
        let r = try AvanuesProcess.run(["run", page, "--json", "--say=click busy", "--say=click other"],
                                       environment: ["AVANUES_SCRIPT_TIMEOUT_MS": "1000"])
        let details = try r.objects().map(Self.detail)
        let busy = "timed out: the page did not answer in 1 s: its own scripts keep it busy — say 'reload' or 'go back'"
        #expect(details == [busy, busy], "\(details)")
    }

    /// A page stuck in a loop of its own is freed by "reload": its web process is ended and the page loaded again in a
    /// new one (before, the reload waited for the loop, for ever).
    @Test func aStuckPageIsFreedByReloading() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/stuck.html").path
        let r = try AvanuesProcess.run(["run", page, "--json", "--say=click stuck", "--say=reload", "--say=click other"],
                                       environment: ["AVANUES_SCRIPT_TIMEOUT_MS": "1000"])
        let details = try r.objects().map(Self.detail)
        #expect(details == ["timed out: the page did not answer in 1 s: its own scripts keep it busy — say 'reload' or 'go back'",
                            "Reloaded", "Clicked button 'Other'"], "\(details)")
    }

    /// A button each post of a feed has, said alone ("like it", "dale like", "clique sur like", "klick auf dislike",
    /// "नापसंद पर क्लिक करो"), asks which, each with its post's name; the answer by place, in each language's words,
    /// presses the second post's, and says which post it was.
    @Test func aRepeatedButtonAskedForAndChosenByPlace() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/feed.html").path
        for (locale, say, answer, name) in [("en-US", "like it", "click the second", "Like"), ("es-ES", "dale like", "la segunda", "Like"),
                                            ("fr-FR", "clique sur like", "la deuxième", "Like"), ("de-DE", "klick auf dislike", "der zweite", "Dislike"),
                                            ("hi-IN", "नापसंद पर क्लिक करो", "दूसरे पर क्लिक करो", "Dislike")] {
            let r = try run(page, locale: locale, [say, answer], extra: ["--scrape"])
            let asked = "Which one? 3 match: '\(name)' in 'Tito's Tacos', '\(name)' in 'Giovanni's Pizza', '\(name)' in 'Garden Café' — say 'click' "
                + "and its number, or which of them (\"the second one\")"
            #expect(r.prefix(2).map(Self.detail) == [asked, "Clicked button '\(name)' in 'Giovanni's Pizza' — now pressed"],
                    "\(locale): \(r.prefix(2).map(Self.detail))")
            let pressed = ((r.last?["elements"] as? [[String: Any]]) ?? []).filter { $0["name"] as? String == name }.map { $0["checked"] as? Bool }
            #expect(pressed == [false, true, false], "\(locale)")
        }
    }

    /// An open menu's item said by its name, alone or in a few words, over the browser's reading of them ("larger" and
    /// "make it larger" zoom in elsewhere): on the ARIA menubar editor, with its Size menu open; closed, they zoom.
    @Test func anOpenMenusItemOverTheBrowsersWord() throws {
        guard let page = Self.example("menubar/examples/menubar-editor.html") else { return }
        try sayEach([("en-US", [("larger", "Zoom 110%"), ("click size", "Clicked menuitem 'Size'"), ("make it larger", "Clicked menuitem 'Larger'"),
                                ("zoom in", "Zoom 121%"), ("click size", "Clicked menuitem 'Size'"), ("smaller please", "Clicked menuitem 'Smaller'")]),
                     ("es-ES", [("pulsa size", "Clicked menuitem 'Size'"), ("larger", "Clicked menuitem 'Larger'")])], on: page)
    }

    /// "Turn on night mode" on a page with a Night Mode box turns the box (the model read the browser's theme, nothing
    /// was done); on a page without one, it is the browser's dark theme.
    @Test func aPagesBoxBeforeTheBrowsersSetting() throws {
        guard let toolbar = Self.example("toolbar/examples/toolbar.html"), let boxes = Self.example("checkbox/examples/checkbox.html") else { return }
        try sayEach([("en-US", [("turn on night mode", "Checked checkbox 'Night Mode'"), ("enable night mode", "Checkbox 'Night Mode' is already checked"),
                                ("turn off night mode", "Unchecked checkbox 'Night Mode'")])], on: toolbar)
        try sayEach([("en-US", [("turn on night mode", "'settings' is not available here yet")])], on: boxes)
    }

    /// An editor's formatting buttons named in the person's language on a page in English (the ARIA toolbar): "cursiva",
    /// "mets en gras", "kursiv", "अंडरलाइन करो", "centra el texto" (not understood before); "pon el texto en negrita", "mets
    /// le texte en italique" with no field to type into (typed "en negrita" before: "Nothing to type into").
    @Test func formattingButtonsNamedInAnotherLanguage() throws {
        guard let toolbar = Self.example("toolbar/examples/toolbar.html") else { return }
        let italic = "Clicked button 'Italic' — now pressed", center = "Clicked radio 'Text Align Center' — now checked"
        let bold = "Clicked button 'Bold' — now pressed"
        try sayEach([("en-US", [("make it bold", bold), ("center the text", center)]),
                     ("es-ES", [("cursiva", italic), ("centra el texto", center), ("pon el texto en negrita", bold)]),
                     ("fr-FR", [("mets en gras", bold), ("souligne le texte", "Clicked button 'Underline' — now pressed"),
                                ("mets le texte en italique", italic)]),
                     ("de-DE", [("kursiv", italic), ("text fett machen", bold)]),
                     ("hi-IN", [("अंडरलाइन करो", "Clicked button 'Underline' — now pressed"), ("टेक्स्ट सेंटर करो", center)])], on: toolbar)
    }

    /// A rating given by its number to a group of radio buttons named so, in five languages, where a link's name also
    /// holds the word ("Rating Slider Example": "rate it 3" typed into it before).
    @Test func aRatingGivenByItsNumber() throws {
        guard let page = Self.example("radio/examples/radio-rating.html") else { return }
        try sayEach([("en-US", [("rate it 3", "Checked radio 'three stars'"), ("set the rating to five stars", "Checked radio 'five stars'")]),
                     ("es-ES", [("pon la valoración en 4", "Checked radio 'four stars'")]),
                     ("fr-FR", [("mets la note à 5", "Checked radio 'five stars'")]),
                     ("de-DE", [("setz die bewertung auf 2", "Checked radio 'two stars'")]),
                     ("hi-IN", [("रेटिंग को 3 करो", "Checked radio 'three stars'")])], on: page)
    }

    /// A table sorted by a column the way said, in five languages: the column's button is pressed until the table says
    /// it is sorted so (`aria-sort`: "sort by first name descending" pressed it once, ascending, before).
    @Test func aTableSortedTheWaySaid() throws {
        guard let page = Self.example("table/examples/sortable-table.html") else { return }
        let down = "Sorted by button 'First Name', descending"
        try sayEach([("en-US", [("sort by first name descending", down), ("sort by first name ascending", "Sorted by button 'First Name', ascending"),
                                ("sort by last name z to a", "Sorted by button 'Last Name', descending")]),
                     ("es-ES", [("ordena por first name descendente", down)]), ("fr-FR", [("trie par first name décroissant", down)]),
                     ("de-DE", [("nach first name absteigend sortieren", down)]), ("hi-IN", [("घटते क्रम में first name से सॉर्ट करो", down)])], on: page)
    }

    /// A field's suggestions by their place, in five languages: typing into the ARIA autocomplete combo box shows them
    /// (its script listens for the key typed), and "the second one" or "the second suggestion" takes one (the second
    /// thing of the page was clicked before).
    @Test func aSuggestionByItsPlace() throws {
        guard let page = Self.example("combobox/examples/combobox-autocomplete-list.html") else { return }
        let typed = "Typed 'ala' into combobox 'State'", alaska = "Clicked option 'Alaska'"
        try sayEach([("en-US", [("type ala in the state box", typed), ("the second one", "Chose 'Alaska' in combobox 'State'")]),
                     ("es-ES", [("escribe ala en el campo state", typed), ("elige la segunda sugerencia", alaska)]),
                     ("fr-FR", [("écris ala dans le champ state", typed), ("choisis la deuxième suggestion", alaska)]),
                     ("de-DE", [("schreib ala in das feld state", typed), ("der zweite", "Chose 'Alaska' in combobox 'State'")]),
                     ("hi-IN", [("state फील्ड में ala लिखो", typed), ("दूसरा सुझाव चुनो", alaska)])], on: page)
    }
}
