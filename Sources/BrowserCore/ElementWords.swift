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
        "list": "combobox", "select box": "combobox", "suggestion": "option",
        // es
        "boton": "button", "enlace": "link", "vinculo": "link", "campo": "textbox", "casilla": "checkbox",
        "pestana": "tab", "opcion": "option", "desplegable": "combobox", "imagen": "image", "icono": "button",
        "interruptor": "switch", "menu desplegable": "combobox", "barra": "textbox", "cuadro": "textbox", "caja": "textbox",
        "lista": "combobox", "selector": "combobox", "sugerencia": "option",
        // fr
        "bouton": "button", "lien": "link", "champ": "textbox", "zone de texte": "textbox", "case": "checkbox",
        "case a cocher": "checkbox", "onglet": "tab", "liste deroulante": "combobox", "icone": "button", "barre": "textbox",
        "liste": "combobox", "menu deroulant": "combobox", "selecteur": "combobox",
        // de
        "knopf": "button", "schaltflache": "button", "taste": "button", "feld": "textbox", "textfeld": "textbox",
        "eingabefeld": "textbox", "kastchen": "checkbox", "kontrollkastchen": "checkbox", "reiter": "tab",
        "bild": "image", "symbol": "button", "schalter": "switch", "auswahl": "combobox", "leiste": "textbox",
        "auswahlliste": "combobox", "aufklappliste": "combobox", "vorschlag": "option",
        // hi
        "बटन": "button", "लिंक": "link", "फील्ड": "textbox", "बॉक्स": "textbox", "चेकबॉक्स": "checkbox", "टैब": "tab",
        // Search results, in every language
        "result": "result", "search result": "result", "resultado": "result", "resultat": "result", "ergebnis": "result",
        "suchergebnis": "result", "रिज़ल्ट": "result", "रिजल्ट": "result", "नतीजा": "result", "परिणाम": "result",
        // Articles and stories are results too: the links that are headings ("the article about the rivers").
        "article": "result", "story": "result", "news story": "result", "articulo": "result", "noticia": "result",
        "artikel": "result", "beitrag": "result", "bericht": "result", "meldung": "result", "आर्टिकल": "result", "लेख": "result",
        "खबर": "result",
        "तस्वीर": "image", "आइकन": "button", "मेनू": "menu", "बार": "textbox", "लिस्ट": "combobox", "सूची": "combobox",
        "ड्रॉपडाउन": "combobox", "सुझाव": "option",
        // A tree's folder (an item that opens), in every language
        "folder": "folder", "carpeta": "folder", "dossier": "folder", "ordner": "folder", "फोल्डर": "folder",
    ]

    /// A box said of ticking is a checkbox ("tick the box", "marca el cuadro", "बॉक्स पर टिक करो"), not a text box.
    static let tickedBoxes: [String: String] = ["box": "checkbox", "boxes": "checkbox", "cuadro": "casilla",
                                                "caja": "casilla", "cuadrito": "casilla", "बॉक्स": "चेकबॉक्स"]

    /// The description with its boxes said as checkboxes (`tickedBoxes`); "check box" and "text box" stay.
    static func ticked(_ description: String) -> String {
        let w = ElementChooser.words(description)
        let out = w.indices.map { k in
            k > 0 && ["check", "text", "select"].contains(w[k - 1]) ? w[k] : tickedBoxes[w[k]] ?? w[k]
        }
        return out == w ? description : out.joined(separator: " ")
    }

    /// German compounds end in a role word: "suchfeld", "anmeldeknopf", "kontaktlink", "obstliste".
    static func compound(_ w: String) -> (stem: String, role: String)? {
        for (suffix, role) in [("feld", "textbox"), ("knopf", "button"), ("taste", "button"), ("button", "button"),
                               ("link", "link"), ("kastchen", "checkbox"), ("leiste", "textbox"), ("liste", "combobox")]
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
        "el", "la", "los", "las", "un", "una", "de", "del", "en", "al", "que", "por", "favor", "para",
        "le", "les", "l", "une", "du", "des", "au", "sur", "qui", "pour",
        "der", "die", "das", "den", "dem", "ein", "eine", "einen", "auf", "im", "zum", "zur", "mit", "von", "bitte", "nach", "zu", "fur",
        "का", "की", "के", "को", "पर", "में", "वाला", "वाले", "वाली", "ये", "यह", "वो",
        // Words that point or own: "this", "esta", "cette", "diesen", "इस", "my", "mein", "मेरा".
        "these", "those", "my", "your", "este", "esta", "estos", "estas", "ese", "esa", "aquel", "aquella", "mi", "tu",
        "ce", "cet", "cette", "ces", "mon", "ma", "mes", "ton", "ta", "diese", "diesen", "dieses", "diesem", "dieser",
        "mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "deinem", "bei", "beim", "इस", "उस", "इन", "उन", "वह", "मेरा", "मेरे", "मेरी",
        "side", "corner", "texto", "texte",
        // What joins an element to the words on it: "the link that says …", "el botón que pone …", "der Knopf mit der
        // Aufschrift …", "जिस पर … लिखा है".
        "says", "saying", "labelled", "labeled", "dice", "pone", "llamado", "llamada", "dit", "appele", "appelee",
        "heisst", "aufschrift", "beschriftet", "namens", "जिस", "लिखा", "है",
        // The polite "do" of Hindi names ("लॉग इन करें", "सब्सक्राइब करें").
        "करें", "करो", "करिए", "कीजिए", "करे",
    ]

    /// Words that join an article or story to what it is about ("the article about the rivers", "la noticia sobre …",
    /// "l'article sur …", "der Artikel über …", "… के बारे में खबर"): no part of a name right after a kind of element.
    static let about: Set<String> = ["about", "on", "sobre", "acerca", "sur", "propos", "uber", "zum", "zur", "zu", "बारे", "पर", "वाली", "वाला"]

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
        // A delivery is shipping ("Home Delivery", "Delivery address" said as "livraison", "entrega", "lieferung").
        "delivery": "shipping",
        "log in": "login", "sign in": "login", "signin": "login", "log on": "login", "iniciar sesion": "login",
        "entrar": "login", "acceder": "login", "connexion": "login", "se connecter": "login", "connecter": "login",
        "anmelden": "login", "einloggen": "login", "anmeldung": "login", "anmelde": "login", "लॉगिन": "login", "साइन इन": "login", "लॉग इन": "login",
        "log out": "logout", "sign out": "logout", "लॉग आउट": "logout", "साइन आउट": "logout", "cerrar sesion": "logout", "deconnexion": "logout", "se deconnecter": "logout",
        "deconnecter": "logout", "abmelden": "logout", "ausloggen": "logout",
        "sign up": "register", "signup": "register", "साइन अप": "register", "create account": "register",
        "crear cuenta": "register", "konto erstellen": "register", "registrarse": "register", "registro": "register",
        "inscription": "register", "registrieren": "register", "रजिस्टर": "register",
        "create my account": "register", "create an account": "register", "crea mi cuenta": "register", "crea una cuenta": "register",
        "crear una cuenta": "register", "creer un compte": "register", "cree mon compte": "register", "cree un compte": "register",
        "konto anlegen": "register", "erstelle ein konto": "register", "erstelle mein konto": "register", "अकाउंट बनाओ": "register",
        "खाता बनाओ": "register",
        "keep me signed in": "remember me", "keep me logged in": "remember me", "stay signed in": "remember me",
        "stay logged in": "remember me", "recuerdame": "remember me", "recordarme": "remember me", "se souvenir de moi": "remember me",
        "rester connecte": "remember me", "angemeldet bleiben": "remember me", "मुझे याद रखो": "remember me",
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
        "rating": "rate", "ratings": "rate", "captions": "subtitles", "caption": "subtitles", "closed captions": "subtitles", "cc": "subtitles", "subtitle": "subtitles",
        "subtitulos": "subtitles", "sous titres": "subtitles", "untertitel": "subtitles", "सबटाइटल": "subtitles", "कैप्शन": "subtitles",
        "ads": "ad", "advert": "ad", "adverts": "ad", "advertisement": "ad", "anuncios": "anuncio", "annonces": "annonce",
        "me gusta": "like", "aime": "like", "mag ich": "like", "पसंद": "like", "नापसंद": "dislike",
        "no me gusta": "dislike", "je n aime pas": "dislike", "n aime pas": "dislike", "mag ich nicht": "dislike",
        "start": "play", "reproducir": "play", "lecture": "play", "lancer": "play", "wiedergabe": "play", "abspielen": "play",
        // Agreeing is accepting ("i accept the terms" for "I agree to the terms"); checking out said in two words.
        "agree": "accept", "check out": "checkout",
        "saltar": "skip", "omitir": "skip", "uberspringen": "skip",
        // "ऐड" is said for both "add" and "ad"; with skipping, an ad ("ऐड स्किप करो" for "विज्ञापन छोड़ें").
        "विज्ञापन": "ad", "छोड़ें": "skip", "छोड़ो": "skip", "छोड़िए": "skip", "ऐड स्किप": "skip ad", "स्किप ऐड": "skip ad",
        "एड स्किप": "skip ad", "ऐड्स स्किप": "skip ad",
        // Putting a thing in is adding it ("put it in the cart" for "Add to cart").
        "put": "add", "mete": "add", "metelo": "add", "lege": "add", "leg": "add", "डालो": "add", "डालें": "add", "डाल": "add",
        "download": "download", "descargar": "download", "telecharger": "download", "herunterladen": "download", "डाउनलोड": "download",
    ]

    /// What fields ask for (and what a date's are called), in the five languages, mapped to one English word: for a page
    /// in another language than the one spoken ("el campo de correo" is "Email address", "das Passwortfeld" is "Password", "नाम वाला फील्ड" is
    /// "Full name"). Only when the words as said name nothing (`ElementChooser.choose`): a name in the words said comes
    /// first ("telefonfeld" is "Telefonnummer" before "Phone number").
    static let translations: [String: String] = [
        "correo": "email", "correo electronico": "email", "e mail": "email", "mail": "email", "courriel": "email",
        "contrasena": "password", "clave": "password", "mot de passe": "password", "passwort": "password", "kennwort": "password",
        "nombre de usuario": "username", "usuario": "username", "nom d utilisateur": "username", "identifiant": "username",
        "benutzername": "username", "user name": "username",
        "nombre": "name", "nom": "name", "नाम": "name", "prenom": "first name", "vorname": "first name",
        "पहला नाम": "first name", "apellido": "last name", "apellidos": "last name", "nom de famille": "last name",
        "nachname": "last name", "उपनाम": "last name", "surname": "last name", "family name": "last name",
        "boletin": "newsletter", "infolettre": "newsletter", "empresa": "company", "entreprise": "company", "societe": "company",
        "firma": "company", "unternehmen": "company", "कंपनी": "company",
        "telefono": "phone", "telephone": "phone", "telefon": "phone", "फोन": "phone",
        "numero": "number", "nummer": "number", "नंबर": "number", "नम्बर": "number",
        "direccion": "address", "adresse": "address", "anschrift": "address", "पता": "address",
        "ciudad": "city", "ville": "city", "stadt": "city", "शहर": "city",
        "pais": "country", "pays": "country", "land": "country", "देश": "country",
        "mensaje": "message", "nachricht": "message", "संदेश": "message", "मैसेज": "message",
        "comentario": "comment", "commentaire": "comment", "kommentar": "comment", "टिप्पणी": "comment", "comentarios": "comment",
        "commentaires": "comment", "kommentare": "comment",
        "asunto": "subject", "objet": "subject", "betreff": "subject", "विषय": "subject",
        "codigo postal": "postcode", "code postal": "postcode", "postleitzahl": "postcode", "plz": "postcode",
        "postal code": "postcode", "zip code": "postcode", "zip": "postcode",
        "estado": "state", "etat": "state", "bundesland": "state", "राज्य": "state",
        "dia": "day", "jour": "day", "tag": "day", "दिन": "day", "mes": "month", "mois": "month", "monat": "month",
        "महीना": "month", "ano": "year", "annee": "year", "jahr": "year", "साल": "year",
        "fecha": "date", "datum": "date", "तारीख": "date", "तारीख़": "date",
        // Colours, which name sliders of a colour's parts ("pon el rojo en 200" for the slider "Red").
        "rojo": "red", "rouge": "red", "rot": "red", "लाल": "red", "verde": "green", "vert": "green", "grun": "green", "हरा": "green",
        "azul": "blue", "bleu": "blue", "blau": "blue", "नीला": "blue", "amarillo": "yellow", "jaune": "yellow", "gelb": "yellow",
        "पीला": "yellow", "negro": "black", "noir": "black", "schwarz": "black", "काला": "black", "blanco": "white", "blanc": "white",
        "weiss": "white", "सफेद": "white",
        // A thing's actions (a tab's "Actions for …" menu button).
        "acciones": "actions", "aktionen": "actions", "कार्रवाई": "actions", "एक्शन": "actions",
        // Booking and what is booked ("reserva un asiento" for "Book a seat"), an event's details.
        "reserva": "book", "reservar": "book", "reserve": "book", "reserver": "book", "reservez": "book", "buchen": "book", "buche": "book",
        "asiento": "seat", "sitzplatz": "seat", "सीट": "seat", "detalles": "details", "detalle": "details", "डिटेल्स": "details", "डिटेल": "details",
        // A carousel's slides ("ve a la diapositiva 3" for "Slide 3").
        "diapositiva": "slide", "diapositive": "slide", "diapo": "slide", "folie": "slide", "स्लाइड": "slide",
        // A dialog's answers ("sí" for Yes, "annuler" for Cancel).
        "si": "yes", "oui": "yes", "ja": "yes", "हाँ": "yes", "हां": "yes", "non": "no", "nein": "no", "नहीं": "no",
        "cancelar": "cancel", "annuler": "cancel", "abbrechen": "cancel", "रद्द": "cancel", "continuar": "continue",
        "continuer": "continue", "vale": "ok", "d accord": "ok",
        // A site's sections ("abre deportes" for "Sport", "खेल वाला सेक्शन खोलो").
        "deportes": "sport", "deporte": "sport", "sports": "sport", "खेल": "sport", "mundo": "world", "monde": "world",
        "welt": "world", "दुनिया": "world", "cultura": "culture", "kultur": "culture", "संस्कृति": "culture",
        "noticias": "news", "actualites": "news", "nachrichten": "news", "समाचार": "news", "खबरें": "news",
        "economia": "business", "economie": "business", "wirtschaft": "business", "व्यापार": "business",
        "tiempo": "weather", "meteo": "weather", "wetter": "weather", "मौसम": "weather", "politica": "politics",
        "politique": "politics", "politik": "politics", "राजनीति": "politics", "tecnologia": "technology",
        "technologie": "technology", "technik": "technology", "तकनीक": "technology", "salud": "health", "sante": "health",
        "gesundheit": "health", "स्वास्थ्य": "health", "ciencia": "science", "wissenschaft": "science", "विज्ञान": "science",
        "viajes": "travel", "voyages": "travel", "reisen": "travel", "यात्रा": "travel", "meinung": "opinion",
        "cuenta": "account", "compte": "account", "konto": "account", "खाता": "account", "perfil": "profile", "profil": "profile",
        "ajustes": "settings", "configuracion": "settings", "parametres": "settings", "einstellungen": "settings",
        "idioma": "language", "langue": "language", "sprache": "language", "भाषा": "language",
        // A form's sections ("expande la dirección de facturación" for "Billing Address").
        "informacion": "information", "informations": "information", "informationen": "information", "personnelles": "personal",
        "personnelle": "personal", "personnel": "personal", "personlichen": "personal", "personliche": "personal",
        "facturacion": "billing", "facturation": "billing", "rechnung": "billing", "rechnungsadresse": "billing address",
        "envio": "shipping", "livraison": "shipping", "versand": "shipping", "lieferadresse": "shipping address",
        "versandadresse": "shipping address", "entrega": "shipping",
        // A wiki's pages of an article ("abre la página de discusión" for "Talk", "ver el historial" for "View history").
        "discusion": "talk", "discussion": "talk", "diskussion": "talk", "diskussionsseite": "talk", "वार्ता": "talk", "चर्चा": "talk",
        "historial": "history", "historique": "history", "versionsgeschichte": "history",
        // A search's kinds of results ("muéstrame las imágenes", "zeig mir die bilder" for "Images").
        "imagenes": "images", "imagen": "images", "bilder": "images", "तस्वीरें": "images", "फोटो": "images",
        "mapas": "maps", "cartes": "maps", "karten": "maps", "नक्शा": "maps", "नक्शे": "maps",
        // What cookie banners ask ("acepta las cookies", "cookies akzeptieren" for "Accept all cookies").
        "aceptar": "accept", "acepta": "accept", "acepto": "accept", "accepter": "accept", "akzeptieren": "accept",
        "akzeptiere": "accept", "स्वीकार": "accept", "rechazar": "reject", "rechaza": "reject", "refuser": "reject",
        "ablehnen": "reject", "lehne": "reject", "अस्वीकार": "reject", "todas": "all", "todos": "all", "toutes": "all",
        "tous": "all", "alle": "all", "सभी": "all", "सब": "all",
        // A shop's words ("pon la cantidad en dos", "añade esto al carrito", "carga más opiniones", "ve a pagar").
        "cantidad": "quantity", "quantite": "quantity", "menge": "quantity", "anzahl": "quantity", "मात्रा": "quantity",
        "opiniones": "reviews", "resenas": "reviews", "avis": "reviews", "bewertungen": "reviews", "समीक्षाएं": "reviews",
        "cargar": "load", "carga": "load", "charger": "load", "charge": "load", "laden": "load", "lade": "load",
        "mas": "more", "mehr": "more", "plus": "more", "और": "more", "ज़्यादा": "more", "ज्यादा": "more", "pagar": "checkout", "caja": "checkout", "paiement": "checkout", "payer": "checkout", "caisse": "checkout",
        "kasse": "checkout", "bezahlen": "checkout", "भुगतान": "checkout", "lista de deseos": "wish list",
        "liste de souhaits": "wish list", "liste d envies": "wish list", "liste envies": "wish list", "wunschliste": "wish list", "merkliste": "wish list",
        "silenciar": "mute", "silencia": "mute", "todo": "all", "tout": "all", "refuse": "reject", "refusez": "reject",
        "passer": "proceed", "passe": "proceed", "passez": "proceed", "setzen": "add", "setz": "add", "setze": "add",
        "note": "rating", "bewertung": "rating", "valoracion": "rating", "puntuacion": "rating", "रेटिंग": "rating",
        // A video site's buttons ("plein écran", "passe la pub", "abonne-toi", "werbung überspringen" on a page in English).
        "plein ecran": "full screen", "pantalla completa": "full screen", "vollbild": "full screen", "फुल स्क्रीन": "full screen",
        "pub": "ad", "publicite": "ad", "anuncio": "ad", "werbung": "ad", "abonne": "subscribe", "abonnez": "subscribe",
        // Passing an ad is skipping it (passing elsewhere is going on: "passe à la caisse").
        "passe la pub": "skip ad", "passer la pub": "skip ad", "passe la publicite": "skip ad", "passe l annonce": "skip ad",
        "saute": "skip", "sauter": "skip",
        "abonner": "subscribe", "suscribete": "subscribe", "suscribirse": "subscribe", "suscribirme": "subscribe",
        "abonnieren": "subscribe", "abonniere": "subscribe", "सब्सक्राइब": "subscribe", "partage": "share", "partager": "share",
        "compartir": "share", "comparte": "share", "teilen": "share", "teile": "share", "शेयर": "share", "sous titres": "subtitles",
        "subtitulos": "subtitles", "untertitel": "subtitles", "सबटाइटल": "subtitles",
        "notificaciones": "notifications", "benachrichtigungen": "notifications", "सूचनाएं": "notifications",
        "नोटिफिकेशन": "notifications", "favorita": "favorite", "favori": "favorite", "prefere": "favorite", "lieblings": "favorite",
        "पसंदीदा": "favorite", "fruta": "fruit", "frutas": "fruit", "fruits": "fruit", "obst": "fruit", "frucht": "fruit", "fruchte": "fruit", "फल": "fruit", "फलों": "fruit",
        // How an order comes ("lieferung nach hause", "entrega a domicilio", "होम डिलीवरी" for "Home Delivery").
        "lieferung": "shipping", "domicilio": "home", "domicile": "home",
        "hause": "home", "zuhause": "home", "abholen": "pickup", "abholung": "pickup", "recoger": "pickup", "recogida": "pickup",
        "emporter": "pickup", "retrait": "pickup",
        // What sliders set ("sube la temperatura", "तापमान बढ़ाओ", "baisse la luminosité").
        "temperatura": "temperature", "तापमान": "temperature", "brillo": "brightness", "luminosite": "brightness",
        "helligkeit": "brightness", "चमक": "brightness", "precio": "price", "prix": "price", "preis": "price", "कीमत": "price",
        "दाम": "price", "velocidad": "speed", "vitesse": "speed", "geschwindigkeit": "speed", "रफ़्तार": "speed",
        "adultos": "adults", "adultes": "adults", "erwachsene": "adults", "वयस्क": "adults", "ninos": "kids", "enfants": "kids",
        "kinder": "kids", "बच्चे": "kids",
        // An editor's formatting buttons ("cursiva", "mets en gras", "text zentrieren" for "Italic", "Bold", "Text Align Center").
        "negrita": "bold", "negritas": "bold", "gras": "bold", "fett": "bold", "cursiva": "italic", "italica": "italic",
        "italique": "italic", "kursiv": "italic", "subrayado": "underline", "subraya": "underline", "subrayar": "underline",
        "souligne": "underline", "souligner": "underline", "unterstrichen": "underline", "unterstreichen": "underline",
        "centra": "center", "centrar": "center", "centrado": "center", "centre": "center", "centrer": "center",
        "zentriert": "center", "zentrieren": "center", "zentriere": "center", "texto": "text", "texte": "text",
        // A post kept for later ("guarda el tercero en marcadores", "mets le deuxième en signet").
        "marcador": "bookmark", "marcadores": "bookmark", "signet": "bookmark", "signets": "bookmark", "marque page": "bookmark",
        "lesezeichen": "bookmark",
    ]

    /// Spanish verbs whose stem changes in the forms said to a page ("cierra sesión" for "Cerrar sesión"), German ones
    /// whose vowel does, and a few others, to the form names use.
    static let lemmas: [String: String] = [
        "cierra": "cerrar", "cierre": "cerrar", "vuelve": "volver", "elige": "elegir", "sigue": "seguir", "pide": "pedir",
        "prueba": "probar", "encuentra": "encontrar", "juega": "jugar", "empieza": "empezar", "comienza": "comenzar",
        "anade": "anadir", "anademe": "anadir", "anadelo": "anadir", "inscris": "inscrire", "lies": "lesen", "nimm": "nehmen",
        "hilf": "helfen", "wirf": "werfen",
    ]

    /// English words of a page written in Devanagari, as Hindi speakers say them ("चार स्टार दो" for "4 stars", "कुकीज़
    /// एक्सेप्ट करो" for "Accept cookies"); nukta aside, so "कुकीज" and "कुकीज़" are one.
    static let loanwords: [String: String] = Dictionary(uniqueKeysWithValues: [
        ("रिव्यू", "reviews"), ("डिलीवरी", "shipping"), ("होम", "home"), ("पिकअप", "pickup"), ("स्टार", "star"), ("स्टार्स", "stars"), ("लॉग", "log"), ("आउट", "out"), ("लॉगआउट", "logout"), ("साइन", "sign"), ("अप", "up"),
        ("सेटिंग", "setting"), ("सेटिंग्स", "settings"), ("कुकी", "cookie"), ("कुकीज़", "cookies"), ("एक्सेप्ट", "accept"),
        ("रिजेक्ट", "reject"), ("प्ले", "play"), ("पॉज़", "pause"), ("म्यूट", "mute"), ("अनम्यूट", "unmute"), ("वीडियो", "video"),
        ("रिव्यूज़", "reviews"), ("अकाउंट", "account"), ("प्रोफ़ाइल", "profile"), ("चेकआउट", "checkout"), ("ऑर्डर", "order"),
        ("प्रोडक्ट", "product"), ("पेज", "page"), ("नेक्स्ट", "next"), ("शेयर", "share"), ("कमेंट", "comment"),
        ("सब्सक्राइब", "subscribe"), ("न्यूज़लेटर", "newsletter"), ("ईमेल", "email"), ("पासवर्ड", "password"), ("फ़िल्टर", "filter"),
        ("प्राइस", "price"), ("साइज़", "size"), ("कलर", "color"), ("ऐड", "add"), ("एड", "add"), ("विशलिस्ट", "wish list"),
        ("टिकट", "ticket"), ("लोड", "load"), ("हाइड", "hide"), ("कैंसल", "cancel"), ("कन्फर्म", "confirm"), ("ओके", "ok"),
        ("सेव", "save"), ("डिलीट", "delete"), ("एडिट", "edit"), ("अपडेट", "update"), ("अपलोड", "upload"), ("कॉपी", "copy"),
        ("प्रिंट", "print"), ("क्लोज़", "close"), ("मैप", "map"), ("चैट", "chat"), ("बुक", "book"), ("स्टार्ट", "start"),
        ("स्टॉप", "stop"), ("रीसेट", "reset"), ("ट्राई", "try"), ("लाइक", "like"), ("बुकमार्क", "bookmark"), ("स्किप", "skip"), ("फ्री", "free"), ("ट्रायल", "trial"), ("डार्क", "dark"), ("मोड", "mode"),
        ("नेम", "name"), ("फर्स्ट", "first"), ("लास्ट", "last"), ("सरनेम", "surname"), ("एड्रेस", "address"), ("सिटी", "city"),
        ("बोल्ड", "bold"), ("इटैलिक", "italic"), ("अंडरलाइन", "underline"), ("सेंटर", "center"), ("टेक्स्ट", "text"),
        ("बिलिंग", "billing"), ("शिपिंग", "shipping"), ("पर्सनल", "personal"), ("इन्फॉर्मेशन", "information"), ("इंफॉर्मेशन", "information"),
    ].map { (withoutNukta(ElementChooser.words($0.0).joined()), $0.1) })

    /// A Devanagari word with its nukta off: folding moves it after a vowel sign ("जोड़ें" folds to "जोडें़"), and people
    /// write "कुकीज" and "कुकीज़" alike.
    static func withoutNukta(_ w: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: w.unicodeScalars.filter { $0 != "\u{093C}" })
        return String(scalars)
    }

    /// Whether a word is written in Devanagari.
    static func isDevanagari(_ w: String) -> Bool { w.unicodeScalars.first.map { (0x0900...0x097F).contains($0.value) } == true }

    /// The one spellings, keys folded as words said are ("जोड़ें" folds with its nukta moved).
    static let spellings: [String: String] = folded(synonyms)
    /// `translations`, keys folded so.
    static let translated: [String: String] = folded(translations)

    static func folded(_ table: [String: String]) -> [String: String] {
        Dictionary(table.map { (ElementChooser.words($0.key).joined(separator: " "), $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// Verbs with a one spelling, by their first four letters: a form said ("inicia sesión", "envía", "abmelde") is
    /// taken for the one whose start it shares (`ElementChooser.near`).
    static let verbsByStart: [String: [String]] = Dictionary(grouping: spellings.keys.filter { $0.count >= 5 }) { String($0.prefix(4)) }

    /// A word in its form for the tables: a changed stem undone, a Devanagari loanword in Latin letters.
    static func form(_ w: String) -> String {
        if let l = lemmas[w] { return l }
        if isDevanagari(w), let l = loanwords[withoutNukta(w)] { return l }
        return w
    }

    /// The one spelling of a phrase of one or two words: its own, or that of a phrase whose first word it says in
    /// another form ("inicia sesion" → "iniciar sesion", "envia" → "enviar").
    static func spelling(_ phrase: [String]) -> String? {
        let key = phrase.joined(separator: " ")
        if let s = spellings[key] { return s }
        guard let first = phrase.first, first.count >= 5 else { return nil }
        let rest = phrase.dropFirst().joined(separator: " ")
        for candidate in verbsByStart[String(first.prefix(4))] ?? [] {
            let parts = candidate.split(separator: " ", maxSplits: 1).map(String.init)
            // Forms said are the verb's shorter ones: "ordenador" is no "ordenar".
            guard first.count <= parts[0].count + 1, (parts.count > 1 ? parts[1] : "") == rest else { continue }
            if ElementChooser.near(first, parts[0]) { return spellings[candidate] }
        }
        return nil
    }

    /// Rewrites known phrases to their one spelling ("sign in" → "login"), longer phrases first; `translating`, field
    /// words of any language too ("contraseña" → "password").
    static func canonical(_ said: [String], translating: Bool = false) -> [String] {
        let words = said.map(form)
        func known(_ phrase: String) -> String? { spellings[phrase] ?? (translating ? translated[phrase] : nil) }
        var out: [String] = []
        var i = 0
        // The longest phrase first: "keep me signed in" (one spelling), "mot de passe" (one translation), "sign in".
        func phrase(at i: Int) -> (String, Int)? {
            for n in stride(from: min(4, words.count - i), through: 2, by: -1) {
                let key = said[i..<(i + n)].joined(separator: " ")
                if let s = n == 2 ? known(key) ?? spelling([words[i], words[i + 1]]) : spellings[key] ?? (translating && n == 3 ? translated[key] : nil) {
                    return (s, n)
                }
            }
            return nil
        }
        while i < words.count {
            if let (s, n) = phrase(at: i) {
                out.append(contentsOf: s.split(separator: " ").map(String.init))
                i += n
                continue
            }
            let w = words[i]
            // A word's own spelling, then its translation, before a verb guessed from its start ("envío" is shipping, not
            // "enviar", submit).
            if let s = spellings[w] ?? (translating ? translated[w] : nil) ?? spelling([w]) { out.append(contentsOf: s.split(separator: " ").map(String.init)) } else { out.append(contentsOf: w.split(separator: " ").map(String.init)) }
            i += 1
        }
        return out
    }
}
