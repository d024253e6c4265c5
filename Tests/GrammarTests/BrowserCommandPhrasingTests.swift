import CommandModel
import Grammar
import Testing

/// Browser commands said in each language: several pages or tabs at once, leaving private browsing, keeping a file,
/// clearing part of the history, closing an ad, a page's nth thing.
@Suite struct BrowserCommandPhrasingTests {
    /// "go back three pages", "close all tabs" and "close the other tabs" in each language.
    @Test func severalPagesOrTabsAtOnce() throws {
        let cases: [(String, String, Command)] = [
            ("en-US", "go back two pages", .navigate(.back, count: 2)), ("en-US", "go forward 3 pages", .navigate(.forward, count: 3)),
            ("es-ES", "vuelve tres páginas atrás", .navigate(.back, count: 3)), ("es-ES", "avanza dos páginas", .navigate(.forward, count: 2)),
            ("fr-FR", "recule de deux pages", .navigate(.back, count: 2)), ("fr-FR", "avance de quatre pages", .navigate(.forward, count: 4)),
            ("de-DE", "geh zwei seiten zurück", .navigate(.back, count: 2)), ("de-DE", "drei seiten vor", .navigate(.forward, count: 3)),
            ("hi-IN", "दो पेज पीछे जाओ", .navigate(.back, count: 2)), ("hi-IN", "तीन पेज आगे जाओ", .navigate(.forward, count: 3)),
            ("en-US", "go back one page", .navigate(.back)),
            ("en-US", "close all tabs", .tab(.closeAll)), ("en-US", "close the other tabs", .tab(.closeOthers)),
            ("es-ES", "cierra todas las pestañas", .tab(.closeAll)), ("es-ES", "cierra las demás pestañas", .tab(.closeOthers)),
            ("fr-FR", "ferme tous les onglets", .tab(.closeAll)), ("fr-FR", "ferme les autres onglets", .tab(.closeOthers)),
            ("de-DE", "schließe alle tabs", .tab(.closeAll)), ("de-DE", "schließe die anderen tabs", .tab(.closeOthers)),
            ("hi-IN", "सारे टैब बंद करो", .tab(.closeAll)), ("hi-IN", "बाकी सारे टैब बंद करो", .tab(.closeOthers)),
        ]
        try expectRead(cases)
    }

    /// Each phrase read by its locale's grammar alone as the command.
    func expectRead(_ cases: [(String, String, Command)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (locale, said, command) in cases {
            let best = try CommandGrammar.bundled(locale).interpret(said).best?.command
            #expect(best == command, "\(locale): \(said) → \(best?.json ?? "null")", sourceLocation: sourceLocation)
        }
    }

    /// Text one wants to type, said with the verb's infinitive after a word of wanting: the verb and the wanting are
    /// no part of the text ("ich würde gern berlin" was typed); a box named by what it asks for ("fill in my email as
    /// …").
    @Test func wantingToTypeSomethingIntoAField() throws {
        try expectRead([
            ("es-ES", "quiero poner madrid en el campo de ciudad", .type(text: "madrid", target: .text("campo de ciudad"))),
            ("de-DE", "ich würde gern berlin ins feld stadt eingeben", .type(text: "berlin", target: .text("feld stadt"))),
            ("de-DE", "ich will müller in das namensfeld tippen", .type(text: "müller", target: .text("namensfeld"))),
            ("de-DE", "ich möchte gerne schuhe ins suchfeld eintragen", .type(text: "schuhe", target: .text("suchfeld"))),
            ("hi-IN", "मैं सर्च बॉक्स में नमस्ते लिखना चाहता हूँ", .type(text: "नमस्ते", target: .text("सर्च बॉक्स"))),
            ("hi-IN", "मुझे नाम वाले फ़ील्ड में राहुल लिखना है", .type(text: "राहुल", target: .text("नाम वाले फ़ील्ड"))),
            ("de-DE", "ich würde gerne zurück", .navigate(.back)),
            // A box by what it asks for, and what goes in it.
            ("en-US", "fill in my email as john at example dot com", .type(text: "john@example.com", target: .text("email"))),
            ("en-US", "enter the city as london", .type(text: "london", target: .text("city"))),
            ("es-ES", "pon mi nombre como juan garcía", .type(text: "juan garcía", target: .text("nombre"))),
            ("fr-FR", "remplis l'email avec jean arobase exemple point com", .type(text: "jean@exemple.com", target: .text("email"))),
            ("fr-FR", "mets jean dupont comme nom", .type(text: "jean dupont", target: .text("nom"))),
            ("de-DE", "trag als namen hans müller ein", .type(text: "hans müller", target: .text("namen"))),
            ("hi-IN", "ईमेल में rahul at example dot com भरो", .type(text: "rahul@example.com", target: .text("ईमेल"))),
        ])
        // "À" sets a level, not a box's text: "mets le son à fond" types nothing into a box called "son".
        #expect(try CommandGrammar.bundled("fr-FR").interpret("mets le son à fond").best?.command.intent != .type)
    }

    /// Closing every tab but this one; the cursor put in a box; the site's own home page; a screen too bright or too
    /// dark; a download said again.
    @Test func everydayRequestsOfTheBrowser() throws {
        try expectRead([
            // Everything but this tab.
            ("en-US", "close everything except this tab", .tab(.closeOthers)), ("es-ES", "cierra todo menos esta pestaña", .tab(.closeOthers)),
            ("fr-FR", "ferme tout sauf cet onglet", .tab(.closeOthers)), ("hi-IN", "इस टैब के अलावा सब बंद करो", .tab(.closeOthers)),
            // The cursor put in a box: the box found, ready for typing.
            ("en-US", "put the cursor in the search box", .click(.text("search box"), state: .focused)),
            ("es-ES", "pon el cursor en el buscador", .click(.text("buscador"), state: .focused)),
            ("fr-FR", "mets le curseur dans la barre de recherche", .click(.text("barre de recherche"), state: .focused)),
            ("de-DE", "setz den cursor ins suchfeld", .click(.text("suchfeld"), state: .focused)),
            ("hi-IN", "कर्सर सर्च बॉक्स में ले जाओ", .click(.text("सर्च बॉक्स"), state: .focused)),
            // The site's own front page, not the browser's home page.
            ("en-US", "go to the homepage of this site", .click(.text("site-home"))), ("en-US", "go to the home page", .navigate(.home)),
            ("es-ES", "ve a la portada de esta web", .click(.text("site-home"))), ("fr-FR", "va à l'accueil du site", .click(.text("site-home"))),
            ("fr-FR", "accueil", .navigate(.home)), ("de-DE", "geh zur startseite dieser website", .click(.text("site-home"))),
            ("hi-IN", "इस साइट के होम पेज पर जाओ", .click(.text("site-home"))),
            // A screen too bright asks for the dark appearance, one too dark for the light.
            ("en-US", "the screen is too bright", .settings(.set, setting: "appearance", value: "dark")),
            ("en-US", "make it dark", .settings(.set, setting: "appearance", value: "dark")),
            ("en-US", "it's too dark", .settings(.set, setting: "appearance", value: "light")),
            ("es-ES", "la pantalla brilla demasiado", .settings(.set, setting: "appearance", value: "dark")),
            ("fr-FR", "l'écran est trop lumineux", .settings(.set, setting: "appearance", value: "dark")),
            ("de-DE", "mach es dunkel", .settings(.set, setting: "appearance", value: "dark")),
            ("hi-IN", "स्क्रीन बहुत चमक रही है", .settings(.set, setting: "appearance", value: "dark")),
            ("en-US", "make it bigger", .zoom(.in)),
            // Downloading again is downloading: "again" is no part of the thing's name.
            ("en-US", "download the report again", .download(.start, target: .text("report"))), ("en-US", "download it again", .download(.start)),
            ("es-ES", "descarga el informe otra vez", .download(.start, target: .text("informe"))), ("es-ES", "descárgalo", .download(.start)),
            ("fr-FR", "télécharge-le à nouveau", .download(.start)), ("de-DE", "lade den bericht nochmal herunter", .download(.start, target: .text("bericht"))),
            ("de-DE", "lade es herunter", .download(.start)), ("hi-IN", "रिपोर्ट फिर से डाउनलोड करो", .download(.start, target: .text("रिपोर्ट"))),
        ])
    }

    /// Being told about a thing searches for it; about the page itself, reads it; about the listener, says what the
    /// browser does ("háblame de esta página" searched the web for "esta página").
    @Test func tellMeAboutAThingThePageOrYourself() throws {
        try expectRead([
            ("en-US", "tell me about the eiffel tower", .search(query: "the eiffel tower", scope: .web)),
            ("en-US", "tell me about this page", .read(.start)), ("en-US", "tell me about yourself", .help),
            ("es-ES", "háblame de esta página", .read(.start)), ("es-ES", "háblame de ti", .help),
            ("fr-FR", "parle-moi de cette page", .read(.start)), ("fr-FR", "dis-moi quelque chose sur les volcans", .search(query: "les volcans", scope: .web)),
            ("de-DE", "erzähl mir was über diese seite", .read(.start)), ("de-DE", "erzähl mir etwas über den eiffelturm", .search(query: "den eiffelturm", scope: .web)),
            ("hi-IN", "एफिल टावर के बारे में बताओ", .search(query: "एफिल टावर", scope: .web)),
        ])
    }

    /// Leaving private browsing closes the private tabs (not a new private one, as the model read "leave private mode");
    /// a file or this page kept on the computer is a download ("save this page" alone stays a bookmark).
    @Test func leavingPrivateBrowsingAndKeepingAFile() throws {
        let leave = Command.tab(.closeAll, isPrivate: true), keep = Command.download(.start)
        let cases: [(String, String, Command)] = [
            ("en-US", "leave private mode", leave), ("en-US", "close the incognito tabs", leave), ("en-US", "exit incognito mode", leave),
            ("es-ES", "sal del modo privado", leave), ("es-ES", "cierra las pestañas privadas", leave),
            ("fr-FR", "quitte la navigation privée", leave), ("fr-FR", "ferme les onglets privés", leave),
            ("de-DE", "verlasse den privaten modus", leave), ("de-DE", "schließ die privaten tabs", leave),
            ("hi-IN", "प्राइवेट मोड से बाहर निकलो", leave), ("hi-IN", "सारे प्राइवेट टैब बंद करो", leave),
            ("en-US", "save this pdf to my computer", keep), ("es-ES", "guarda este pdf en mi ordenador", keep),
            ("fr-FR", "enregistre ce pdf sur mon ordinateur", keep), ("de-DE", "speichere dieses pdf auf meinem computer", keep),
            ("hi-IN", "यह pdf मेरे कंप्यूटर में सेव करो", keep),
            ("en-US", "open a private tab", .tab(.open, isPrivate: true)), ("en-US", "close all tabs", .tab(.closeAll)),
            ("en-US", "go to the tab with the recipe", .tab(.switch, target: .text("the recipe"))),
        ]
        try expectRead(cases)
        #expect(try CommandGrammar.bundled("en-US").interpret("save this page").best?.command.intent != .download)
    }

    /// "इस पेज का दूसरा बटन" (this page's second button), said without a verb as "the second button" is: that one.
    @Test func thisPagesNthThingWithoutAVerb() throws {
        let hi = try CommandGrammar.bundled("hi-IN")
        #expect(hi.interpret("इस पेज का दूसरा बटन").best?.command == .click(.ordinal(2, role: "button")))
        #expect(hi.interpret("इस पेज का तीसरा लिंक खोलो").best?.command == .click(.ordinal(3, role: "link")))
    }

    /// An ad is closed as a popup is: by the page's own close button.
    @Test func anAdIsClosedAsAPopupIs() throws {
        for (locale, said) in [("en-US", "close the ad"), ("es-ES", "cierra el anuncio"), ("fr-FR", "ferme la pub"),
                               ("de-DE", "schließ die werbung"), ("hi-IN", "यह विज्ञापन बंद करो")] {
            #expect(try CommandGrammar.bundled(locale).interpret(said).best?.command == .click(.text("close")), "\(locale): \(said)")
        }
    }

    /// Part of the history cleared: a recent time, this site, the pages with some words, in each language.
    @Test func partOfTheHistoryCleared() throws {
        let site = Command.history(.clear, query: Command.thisSite)
        let cases: [(String, String, Command)] = [
            ("en-US", "clear the last hour of history", .history(.clear, period: .hour)), ("en-US", "delete today's history", .history(.clear, period: .today)),
            ("en-US", "clear the past week of my browsing history", .history(.clear, period: .week)),
            ("en-US", "clear this month's history", .history(.clear, period: .month)), ("en-US", "forget this site", site),
            ("en-US", "delete youtube from my history", .history(.clear, query: "youtube")), ("en-US", "clear history", .history(.clear)),
            ("es-ES", "borra el historial de la última hora", .history(.clear, period: .hour)), ("es-ES", "olvida este sitio", site),
            ("es-ES", "limpia el historial de navegación", .history(.clear)),
            ("fr-FR", "efface l'historique d'aujourd'hui", .history(.clear, period: .today)), ("fr-FR", "oublie ce site", site),
            ("fr-FR", "efface wikipedia de l'historique", .history(.clear, query: "wikipedia")),
            ("de-DE", "lösche den verlauf der letzten stunde", .history(.clear, period: .hour)), ("de-DE", "vergiss diese seite", site),
            ("hi-IN", "आज की हिस्ट्री मिटा दो", .history(.clear, period: .today)), ("hi-IN", "यह साइट भूल जाओ", site),
        ]
        try expectRead(cases)
    }
}
