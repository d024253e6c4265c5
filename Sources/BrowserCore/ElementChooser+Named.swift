import Foundation
import PageScripts

/// A tab named by its words and its kind ("the youtube tab", "la pestaña de gmail", "l'onglet météo", "youtube वाला
/// टैब"): the browser looks among its tabs before the page's.
extension ElementChooser {
    /// The words of a description that names a tab, without the word for a tab and the little words around it; nil when
    /// the description names no tab or names it by its kind alone.
    public static func tabName(in description: String) -> String? {
        let said = words(description)
        // The kind is the last word of a kind said ("the new tab button" is a button).
        guard let kind = said.lastIndex(where: { ElementWords.roles[$0] != nil || $0 == "tabs" }),
              ElementWords.roles[said[kind]] == "tab" || said[kind] == "tabs" else { return nil }
        let name = said.indices.filter { $0 != kind && !ElementWords.fillers.contains(said[$0]) }.map { said[$0] }
        return name.isEmpty ? nil : name.joined(separator: " ")
    }
}

/// A page or section of the site named by its words and a word for one ("the contact page", "la página de precios", "la
/// page tarifs", "ouvre la rubrique sport", "die kontaktseite", "संपर्क पेज"): the link to it.
extension ElementChooser {
    static let pageWords: Set<String> = ["page", "pages", "site", "website", "pagina", "seite", "webseite", "पेज", "पन्ना",
                                         "section", "seccion", "rubrique", "rubrik", "ressort", "bereich", "category", "categoria",
                                         "categorie", "kategorie", "सेक्शन", "श्रेणी"]

    /// The words of a place said with a word for a page, without that word and the little words; nil without one.
    public static func pageName(_ said: String) -> String? {
        var tokens = words(said)
        var found = false
        tokens = tokens.compactMap { w in
            if pageWords.contains(w) { found = true; return nil }
            // German compounds: "kontaktseite", "preisseite".
            if w.hasSuffix("seite"), w.count > 7 { found = true; return String(w.dropLast(5)) }
            return w
        }
        let name = tokens.filter { !ElementWords.fillers.contains($0) }
        return found && !name.isEmpty ? name.joined(separator: " ") : nil
    }
}

/// The buttons that stop or start what moves by itself ("Stop automatic slide show", "Pause", "Arrêter le diaporama").
extension ElementChooser {
    static let stopping: Set<String> = ["stop", "pause", "detener", "pausar", "parar", "arreter", "stopp", "stoppen", "anhalten",
                                        "pausieren", "रोकें", "रोको"]
    static let starting: Set<String> = ["start", "play", "resume", "iniciar", "reproducir", "reanudar", "demarrer", "lancer",
                                        "lecture", "reprendre", "starten", "abspielen", "fortsetzen", "शुरू", "चलाएं"]
    static let moving: Set<String> = ["slide", "slides", "slideshow", "show", "rotation", "carousel", "animation", "auto",
                                      "automatic", "diapositivas", "carrusel", "presentacion", "diaporama", "carrousel",
                                      "defilement", "diashow", "karussell", "folien", "स्लाइड"]

    /// The buttons whose names stop (or start) something: those that also say what moves first, else those named by
    /// the word alone ("Pause").
    public static func motionButtons(start: Bool, in elements: [PageElement]) -> [PageElement] {
        let verbs = start ? starting : stopping
        let buttons = elements.filter { $0.role == "button" || $0.role == "switch" }
        let saying = buttons.filter { words($0.name).contains(where: verbs.contains) }
        let moving = saying.filter { words($0.name).contains(where: Self.moving.contains) }
        return moving.isEmpty ? saying.filter { words($0.name).count == 1 } : moving
    }

    /// A player's buttons that play (or pause): named by the verb in a few words ("Play", "Pause (k)", "Wiedergabe"),
    /// and not a slide show's.
    public static func mediaButtons(play: Bool, in elements: [PageElement]) -> [PageElement] {
        let verbs = play ? starting.union(["wiedergabe", "wiedergeben", "reproduire"]) : stopping.union(["pausa", "रोकें"])
        return elements.filter { e in
            let w = words(e.name)
            return (e.role == "button" || e.role == "switch") && w.count <= 3 && w.contains(where: verbs.contains)
                && !w.contains(where: moving.contains)
        }
    }

    /// A player's buttons that start it again: "Restart", "Replay", "Reiniciar", "Recommencer", "Neu starten", "फिर से चलाएं".
    public static func restartButtons(in elements: [PageElement]) -> [PageElement] {
        elements.filter { e in
            let w = words(e.name)
            return e.role == "button" && w.count <= 3 && (w.contains(where: restarting.contains) || w.starts(with: ["neu", "starten"])
                || w.starts(with: ["von", "vorne"]) || w.starts(with: ["फिर", "से"]))
        }
    }

    static let restarting: Set<String> = ["restart", "replay", "reiniciar", "repetir", "recommencer", "redemarrer", "rejouer",
                                          "neustart", "neustarten", "wiederholen"]

    /// What plays next on a video or music site: a link or button whose name starts "Up next", "Next video", "Next
    /// episode", "Siguiente", "A continuación", "À suivre", "Als Nächstes", "अगला वीडियो"…, else a player's button called
    /// "Next" or "Next track" (`target=next-media` in the grammar: "play the next video").
    public static func nextMediaLinks(in elements: [PageElement]) -> [PageElement] {
        let pressable = elements.filter { ["link", "button"].contains($0.role) }
        let named = pressable.filter { e in
            let w = words(e.name)
            return nextOpenings.contains { w.starts(with: $0) && w.count > $0.count }
        }
        if !named.isEmpty { return named }
        return pressable.filter { e in e.role == "button" && nextOpenings.contains { words(e.name) == $0 } }
    }

    static let nextOpenings: [[String]] = [
        ["up", "next"], ["next", "video"], ["next", "episode"], ["next", "song"], ["next", "track"], ["next"], ["siguiente", "video"],
        ["siguiente", "episodio"], ["siguiente", "cancion"], ["a", "continuacion"], ["siguiente"], ["a", "suivre"], ["video", "suivante"],
        ["episode", "suivant"], ["suivant"], ["als", "nachstes"], ["nachstes", "video"], ["nachste", "folge"], ["nachster", "titel"],
        ["weiter"], ["अगला", "वीडियो"], ["अगला", "गाना"], ["अगला"],
    ]

    /// "Edit this page", "edita esta página", "modifie cette page", "bearbeite diese seite", "इस पेज को एडिट करो"
    /// (`target=edit-page` in the grammar): the page's own Edit link or button, in any of the five languages — not a
    /// section's, which sits in the section's heading (a wiki's "[edit]" beside each), and the plain one before the one
    /// for the page's source ("Edit" before "Edit source", "Modifier" before "Modifier le code").
    public static func editLinks(in elements: [PageElement]) -> [PageElement] {
        let own = elements.filter { ["link", "button"].contains($0.role) && $0.heading != true && $0.inHeading != true }
        for names in [editing, editingSource] {
            let found = own.filter { names.contains(words($0.name)) }
            if !found.isEmpty { return found }
        }
        return []
    }

    static let editing: Set<[String]> = [
        ["edit"], ["edit", "page"], ["edit", "this", "page"], ["editar"], ["editar", "pagina"], ["editar", "esta", "pagina"],
        ["modifier"], ["modifier", "la", "page"], ["modifier", "cette", "page"], ["bearbeiten"], ["seite", "bearbeiten"],
        ["diese", "seite", "bearbeiten"], ["संपादित", "करें"], ["संपादन"], ["सम्पादन"], ["एडिट"],
    ]
    static let editingAny = editing.union(editingSource)
    static let editingSource: Set<[String]> = [
        ["edit", "source"], ["editar", "codigo"], ["modifier", "le", "code"], ["quelltext", "bearbeiten"],
        ["स्रोत", "संपादित", "करें"], ["स्रोत", "सम्पादित", "करें"],
    ]
}

/// Who wrote the page ("the author's name", "el autor", "l'auteur", "der Autor", "लेखक").
extension ElementChooser {
    static let authorWords: Set<String> = [
        "author", "authors", "writer", "journalist", "reporter", "byline", "autor", "autora", "periodista", "auteur", "auteure",
        "journaliste", "redacteur", "redactrice", "autorin", "verfasser", "verfasserin", "journalistin", "लेखक", "लेखिका", "ऑथर",
        "पत्रकार",
    ]
    /// Words said around one of those that name nothing more ("page", "link", "name", "profile").
    static let authorsThings: Set<String> = ["page", "link", "name", "profile", "pagina", "enlace", "nombre", "perfil", "lien", "nom",
                                             "profil", "seite", "namen", "पेज", "लिंक", "नाम", "प्रोफ़ाइल", "प्रोफाइल"]

    /// Whether a description names who wrote the page and nothing else ("the author's page", "la página del autor",
    /// "le nom de l'auteur", "die seite des autors", "लेखक का पेज").
    public static func namesTheAuthor(_ description: String) -> Bool {
        let said = plain(description).filter { $0.count > 1 && !authorsThings.contains($0) && !pageWords.contains($0) }
        return !said.isEmpty && said.allSatisfy { authorWords.contains($0) || authorWords.contains(String($0.dropLast())) }
    }

    /// The page's links to who wrote it, one a person (a photo and a name linking to one page are one); nil when the
    /// page marks none.
    public static func authorLinks(in elements: [PageElement]) -> Choice? {
        // Not the ways to write to them or follow them there ("dan.goodin@…", "@dangoodin001", "Follow this journalist on …"),
        // nor a count beside the name (comments).
        let all = elements.filter { e in
            e.role == "link" && e.author == true && !(e.href ?? "").hasPrefix("mailto:") && !e.name.contains("@") && words(e.name).count <= 4
                && (e.name.isEmpty || e.name.contains(where: \.isLetter))
        }
        guard !all.isEmpty else { return nil }
        // Of several people, those under the heading the first outside the site's menus, header, footer and sidebars
        // comes under: the byline's (other pieces, named with their writers, come under headings of their own).
        let content = all.filter(inContent)
        let byline = content.first.map { first in content.filter { $0.sections?.first == first.sections?.first } }
        let links = byline ?? all
        // One page, however its address is written ("/author/dan-goodin", "https://…/author/dan-goodin/").
        func page(_ e: PageElement) -> String {
            guard let href = e.href, let path = URLComponents(string: href)?.path, path.count > 1 else { return e.href ?? e.name }
            return path.lowercased().hasSuffix("/") ? String(path.lowercased().dropLast()) : path.lowercased()
        }
        var seen = Set<String>()
        let people = links.filter { seen.insert(page($0)).inserted }
        return people.count == 1 ? .one(links.first { !$0.name.isEmpty } ?? links[0]) : .ambiguous(people)
    }
}

/// An element by all of its name, or by names that hold all the words said.
extension ElementChooser {
    /// The one element whose name is the words said, articles and fillers aside ("the billing address" names "Billing
    /// Address"); nil when none is, or more than one (other than one link said twice).
    /// Failing that, words of fields said in another language than the name's ("la contraseña" names "Password").
    public static func named(_ said: String, in elements: [PageElement]) -> PageElement? {
        theOne { translating in
            let wanted = plain(said, translating: translating)
            return wanted.isEmpty ? nil : elements.filter { plain($0.name, translating: translating) == wanted }
        }
    }

    /// The one element whose name has every word said (a kind of element aside), in the language said or, failing
    /// that, any ("la ciudad" names "City/Province:"); nil when none has, or more than one.
    public static func fullyNamed(_ said: String, in elements: [PageElement]) -> PageElement? {
        theOne { translating in
            let wanted = read(said, translating: translating)
            guard !wanted.words.isEmpty else { return nil }
            return elements.filter { e in
                fits(wanted.family, e) && vocabulary(e, translating: translating).isSuperset(of: wanted.words)
            }
        }
    }

    /// The one element the words as said find (`found(false)`), else the one they find in translation (`found(true)`);
    /// nil when they say nothing (`found` gives nil), find several, or none either way.
    static func theOne(_ found: (_ translating: Bool) -> [PageElement]?) -> PageElement? {
        for translating in [false, true] {
            guard let matches = found(translating) else { return nil }
            if matches.count == 1 || oneLink(matches) { return matches.first }
            if !matches.isEmpty { return nil }
        }
        return nil
    }

    /// Whether a description says a tree's folder ("the reports folder", "la carpeta", "den ordner", "फ़ोल्डर").
    public static func namesAFolder(_ description: String) -> Bool { plain(description).contains { ElementWords.roles[$0] == "folder" } }

    /// Whether an element's name says it skips to a part of the page ("Skip to content", "Saltar al contenido", "Aller
    /// au contenu", "Zum Inhalt springen").
    static func skips(_ e: PageElement) -> Bool {
        let w = words(e.name)
        return w.first.map { ["skip", "saltar", "springe"].contains($0) } == true || w.starts(with: ["aller", "au", "contenu"])
            || w.starts(with: ["zum", "inhalt"])
    }

    /// Whether a description is an image and nothing else ("this image", "la foto", "das bild", "यह तस्वीर"): what
    /// "save this image" downloads is the largest image in view.
    public static func namesAnImage(_ description: String) -> Bool {
        let said = words(description).filter { !ElementWords.fillers.contains($0) }
        return !said.isEmpty && said.allSatisfy(imageWords.contains)
    }

    static let imageWords: Set<String> = [
        "image", "picture", "photo", "pic", "photograph", "imagen", "foto", "fotografia", "bild", "तस्वीर", "फोटो", "फ़ोटो",
        "इमेज", "चित्र",
    ]
}
