/// The words of element descriptions in en, es, fr, de and hi (folded: lower case, no accents).
enum ElementWords {
    /// Role word → grammar role.
    static let roles: [String: String] = [
        // en
        "button": "button", "link": "link", "field": "textbox", "box": "textbox", "text field": "textbox",
        "textbox": "textbox", "input": "textbox", "searchbox": "textbox", "checkbox": "checkbox", "check box": "checkbox",
        "radio": "radio", "radio button": "radio", "tab": "tab", "menu item": "menuitem", "option": "option",
        "dropdown": "combobox", "drop down": "combobox", "slider": "slider", "switch": "switch", "toggle": "switch",
        "image": "image", "icon": "button", "menu": "menu", "text box": "textbox", "text area": "textbox", "bar": "textbox",
        "list": "combobox", "select box": "combobox",
        // es
        "boton": "button", "enlace": "link", "vinculo": "link", "campo": "textbox", "casilla": "checkbox",
        "pestana": "tab", "opcion": "option", "desplegable": "combobox", "imagen": "image", "icono": "button",
        "interruptor": "switch", "menu desplegable": "combobox", "barra": "textbox", "cuadro": "textbox", "caja": "textbox",
        "lista": "combobox", "selector": "combobox",
        // fr
        "bouton": "button", "lien": "link", "champ": "textbox", "zone de texte": "textbox", "case": "checkbox",
        "case a cocher": "checkbox", "onglet": "tab", "liste deroulante": "combobox", "icone": "button", "barre": "textbox",
        "liste": "combobox", "menu deroulant": "combobox", "selecteur": "combobox",
        // de
        "knopf": "button", "schaltflache": "button", "taste": "button", "feld": "textbox", "textfeld": "textbox",
        "eingabefeld": "textbox", "kastchen": "checkbox", "kontrollkastchen": "checkbox", "reiter": "tab",
        "bild": "image", "symbol": "button", "schalter": "switch", "auswahl": "combobox", "leiste": "textbox",
        "auswahlliste": "combobox", "aufklappliste": "combobox",
        // hi
        "बटन": "button", "लिंक": "link", "फील्ड": "textbox", "बॉक्स": "textbox", "चेकबॉक्स": "checkbox", "टैब": "tab",
        // Search results, in every language
        "result": "result", "search result": "result", "resultado": "result", "resultat": "result", "ergebnis": "result",
        "suchergebnis": "result", "रिज़ल्ट": "result", "रिजल्ट": "result", "नतीजा": "result", "परिणाम": "result",
        "तस्वीर": "image", "आइकन": "button", "मेनू": "menu", "बार": "textbox", "लिस्ट": "combobox", "सूची": "combobox",
        "ड्रॉपडाउन": "combobox",
    ]

    /// German compounds end in a role word: "suchfeld", "anmeldeknopf", "kontaktlink".
    static func compound(_ w: String) -> (stem: String, role: String)? {
        for (suffix, role) in [("feld", "textbox"), ("knopf", "button"), ("taste", "button"), ("button", "button"),
                               ("link", "link"), ("kastchen", "checkbox"), ("leiste", "textbox")]
        where w.hasSuffix(suffix) && w.count >= suffix.count + 3 {
            var stem = String(w.dropLast(suffix.count))
            if stem.hasSuffix("-") { stem.removeLast() }
            return (stem, role)
        }
        return nil
    }

    /// Articles, demonstratives, possessives, prepositions, politeness and colour words the scraper cannot see.
    static let fillers: Set<String> = [
        "the", "a", "an", "at", "on", "in", "of", "to", "for", "that", "this", "please", "called", "named", "with",
        "el", "la", "los", "las", "un", "una", "de", "del", "en", "al", "que", "por", "favor",
        "le", "les", "l", "une", "du", "des", "au", "sur", "qui",
        "der", "die", "das", "den", "dem", "ein", "eine", "einen", "auf", "im", "zum", "zur", "mit", "von", "bitte",
        "का", "की", "के", "को", "पर", "में", "वाला", "वाले", "वाली", "ये", "यह", "वो",
        // Words that point or own: "this", "esta", "cette", "diesen", "इस", "my", "mein", "मेरा".
        "these", "those", "my", "your", "este", "esta", "estos", "estas", "ese", "esa", "aquel", "aquella", "mi", "tu",
        "ce", "cet", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "diese", "diesen", "dieses", "diesem", "dieser",
        "mein", "meine", "meinen", "dein", "deine", "इस", "उस", "इन", "उन", "वह", "मेरा", "मेरे", "मेरी",
        "side", "corner", "texto", "texte",
        // What joins an element to the words on it: "the link that says …", "el botón que pone …", "der Knopf mit der
        // Aufschrift …", "जिस पर … लिखा है".
        "says", "saying", "labelled", "labeled", "dice", "pone", "llamado", "llamada", "dit", "appele", "appelee",
        "heisst", "aufschrift", "beschriftet", "namens", "जिस", "लिखा", "है",
    ]

    /// Numbers from one to twelve said in words, folded, and their digits: a name may have either ("4 stars" is the radio
    /// button "four stars"). Not the words that are also articles ("un", "une", "ein").
    static let numerals: [String: String] = {
        let said: [[String]] = [
            ["one", "uno", "una", "eins", "एक"], ["two", "dos", "deux", "zwei", "दो"], ["three", "tres", "trois", "drei", "तीन"],
            ["four", "cuatro", "quatre", "vier", "चार"], ["five", "cinco", "cinq", "funf", "पांच", "पाँच"], ["six", "seis", "sechs", "छह"],
            ["seven", "siete", "sept", "sieben", "सात"], ["eight", "ocho", "huit", "acht", "आठ"], ["nine", "nueve", "neuf", "neun", "नौ"],
            ["ten", "diez", "dix", "zehn", "दस"], ["eleven", "once", "onze", "elf", "ग्यारह"], ["twelve", "doce", "douze", "zwolf", "बारह"],
        ]
        var out: [String: String] = [:]
        for (k, words) in said.enumerated() { for w in words { out[w] = String(k + 1) } }
        return out
    }()

    /// Words for any thing ("one", "question", "entry", "pregunta", "frage", "सवाल"): with a place, no kind of element.
    static let anything: Set<String> = ["one", "item", "entry", "thing", "uno", "una", "elemento", "entrada", "element",
                                        "entree", "eintrag", "वाला"]
    /// Words for a question ("the first question", "la segunda pregunta", "die dritte frage", "पहला सवाल").
    static let questions: Set<String> = ["question", "questions", "pregunta", "preguntas", "frage", "fragen", "सवाल", "प्रश्न"]

    /// Colours and sizes, which the scraper cannot see: left out of a description ("the red button"), unless they are
    /// all it says.
    static let looks: Set<String> = ["red", "blue", "green", "yellow", "big", "small", "rojo", "azul", "verde", "rouge", "bleu",
                                     "vert", "rot", "blau", "grun", "लाल", "नीला", "हरा"]

    /// Words and phrases that mean the same thing on buttons and links, mapped to one spelling.
    static let synonyms: [String: String] = [
        "log in": "login", "sign in": "login", "signin": "login", "log on": "login", "iniciar sesion": "login",
        "entrar": "login", "acceder": "login", "connexion": "login", "se connecter": "login", "connecter": "login",
        "anmelden": "login", "einloggen": "login", "anmeldung": "login", "anmelde": "login", "लॉगिन": "login", "साइन इन": "login",
        "log out": "logout", "sign out": "logout", "cerrar sesion": "logout", "deconnexion": "logout", "abmelden": "logout",
        "sign up": "register", "signup": "register", "registrarse": "register", "registro": "register",
        "inscription": "register", "registrieren": "register", "रजिस्टर": "register",
        "search": "search", "buscar": "search", "busqueda": "search", "recherche": "search", "rechercher": "search",
        "suche": "search", "suchen": "search", "such": "search", "सर्च": "search", "खोज": "search", "buscador": "search",
        "basket": "cart", "bag": "cart", "carrito": "cart", "cesta": "cart", "panier": "cart", "warenkorb": "cart", "कार्ट": "cart",
        "contacto": "contact", "contactar": "contact", "contactez": "contact", "kontakt": "contact", "संपर्क": "contact",
        "send": "submit", "enviar": "submit", "envoyer": "submit", "absenden": "submit", "senden": "submit", "सबमिट": "submit",
        "home": "home", "inicio": "home", "accueil": "home", "startseite": "home", "होम": "home",
        "sort by": "sort", "ordenar por": "sort", "ordenar": "sort", "trier par": "sort", "trier": "sort", "sortieren nach": "sort",
        "sortieren": "sort", "sortiere": "sort", "सॉर्ट": "sort",
        "next": "next", "siguiente": "next", "suivant": "next", "weiter": "next", "nachste": "next", "अगला": "next",
        "previous": "previous", "anterior": "previous", "precedent": "previous", "zuruck": "previous", "पिछला": "previous",
        "close": "close", "cerrar": "close", "fermer": "close", "schliessen": "close", "schließen": "close", "बंद": "close",
        "menu principal": "main menu", "hauptmenu": "main menu",
        "help": "help", "ayuda": "help", "aide": "help", "hilfe": "help", "मदद": "help",
        "anadir": "add", "agregar": "add", "ajouter": "add", "hinzufugen": "add", "जोड़ें": "add", "जोड़ो": "add",
        "download": "download", "descargar": "download", "telecharger": "download", "herunterladen": "download", "डाउनलोड": "download",
    ]

    /// Rewrites known phrases to their one spelling ("sign in" → "login"), two-word phrases first.
    static func canonical(_ words: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < words.count {
            if i + 1 < words.count, let s = synonyms[words[i] + " " + words[i + 1]] {
                out.append(contentsOf: s.split(separator: " ").map(String.init))
                i += 2
                continue
            }
            let w = words[i]
            if let s = synonyms[w] { out.append(contentsOf: s.split(separator: " ").map(String.init)) } else { out.append(w) }
            i += 1
        }
        return out
    }
}
