import PageScripts

/// Names said nearly as seen: "accept cookies" for "Accept all cookies", "log me out" for "Log out", "make it bold" for
/// "Bold", "give it four stars" for "4 stars", "agree to the terms" for "I agree to the terms and conditions".
extension ElementChooser {
    /// How nearly words name an element, weakest first.
    public enum Seen: Int, Comparable, Sendable {
        /// Some of the name's words in its order and nothing else besides light words: two or more, or one of a name of
        /// at most three ("accept" for "Accept all cookies", "checkout" for "Proceed to checkout").
        case part = 1
        /// All of the name's words and nothing else besides light words ("log me out", "make it bold").
        case whole
        /// The name, articles and fillers aside.
        case exact

        public static func < (a: Seen, b: Seen) -> Bool { a.rawValue < b.rawValue }
    }

    /// Words around a name that do not change what is pressed: the person and the thing ("me", "it"), wanting and
    /// asking ("i want", "can you"), and verbs of doing, giving, showing and seeing ("make it bold", "give it four
    /// stars", "show me the menu"; "a ver" is no press of "Ver más").
    static let light: Set<String> = ([
        "it", "me", "us", "them", "i", "we", "you", "can", "could", "would", "want", "like", "let", "lets", "just", "now", "need",
        "necesito", "besoin", "brauche", "करना", "चाहिए", "चाहता", "चाहती", "हूं", "हूँ",
        "go", "do", "make", "give", "show", "get", "rate", "open", "see", "look",
        "lo", "le", "nos", "quiero", "puedes", "podrias", "haz", "hazlo", "dame", "dale", "pon", "ponle", "muestrame",
        "muestra", "ensename", "abre", "ve", "ir", "ver", "mira", "esto", "eso",
        "otro", "otra", "another", "autre", "toi", "nous", "moi", "je", "veux", "voudrais", "peux", "tu", "vous", "fais",
        "mets", "donne", "lui", "montre", "montrez", "affiche", "affichez", "ouvre", "va", "voir", "regarde", "dans", "ca", "ceci", "cela",
        "es", "mich", "mir", "ich", "will", "mochte", "kannst", "du", "mach", "mache", "machen", "gib", "ihm", "ihr", "zeig", "zeige", "offne", "geh",
        "sehen", "schau",
        // What is left of "i'll", "we've" once the apostrophe splits them.
        "ll", "ve",
        // Words for a part of a site ("va dans la rubrique culture": the link Culture).
        "section", "seccion", "rubrique", "rubrik", "bereich", "category", "categoria", "categorie", "kategorie",
        "part", "parte", "partie", "teil", "हिस्सा", "हिस्से", "llevame", "llevanos",
        // … and for what is in one ("world news", "the culture stuff": the links World, Culture).
        "news", "noticias", "actualites", "nachrichten", "खबरें", "समाचार", "stuff", "things", "cosas", "trucs", "sachen", "चीजें",
        "मुझे", "इसे", "इसको", "करो", "करें", "करिए", "कर", "दो", "दें", "दीजिए", "खोलो", "दिखाओ", "देखो", "देखें", "दिखाएं", "दिखाइए",
        "देखिए", "ज़रा", "जरा",
    ] as Set<String>).union(actedOn).union(pressing)

    /// Verbs of pressing, light where the grammar took no name from the words ("click up": a particle alone describes
    /// nothing); said, a press is wanted, whatever state it leaves.
    static let pressing: Set<String> = ["click", "press", "tap", "hit", "pulsa", "pincha", "clic", "clique", "cliquez", "appuie", "klick",
                                        "klicke", "drucke", "क्लिक", "दबाओ"]

    /// Verbs of opening and showing: a thing that opens, named with one where nothing else read the words ("show the
    /// details of folk futures", "muestra los detalles…"), is opened, not toggled shut when open already.
    static let opening: Set<String> = ["open", "show", "expand", "abre", "abrir", "muestra", "muestrame", "ensename", "despliega",
                                       "ouvre", "ouvrez", "montre", "montrez", "affiche", "affichez", "deplie", "offne", "offnen",
                                       "zeig", "zeige", "zeigen", "aufklappen", "ausklappen", "खोलो", "खोलें", "दिखाओ", "दिखाएं", "दिखाइए"]

    /// Verbs of hiding: a thing that opens, named with one, is closed, not toggled open when closed already ("hide the
    /// menu", "oculta el menú", "cache le menu", "versteck das menü", "मेनू छुपाओ").
    static let hiding: Set<String> = ["hide", "oculta", "ocultar", "ocultame", "esconde", "esconder", "cache", "cacher", "masque",
                                      "masquer", "replie", "versteck", "verstecke", "verstecken", "verbirg", "verberge", "ausblenden", "zuklappen", "einklappen",
                                      "छुपाओ", "छिपाओ", "छुपा", "छिपा", "छुपाएं", "छिपाएं"]

    /// What a button acts on ("like this video", "share the post", "subscribe to the channel", "log in to my account",
    /// "sign up for the newsletter").
    static let actedOn: Set<String> = [
        "video", "videos", "channel", "post", "song", "photo", "picture", "canal", "publicacion", "cancion", "foto", "chaine",
        "publication", "chanson", "kanal", "beitrag", "lied", "वीडियो", "चैनल", "पोस्ट", "गाना",
        "account", "cuenta", "compte", "konto", "खाता", "अकाउंट", "newsletter", "boletin", "न्यूज़लेटर", "न्यूजलेटर",
    ]

    /// Words for what the browser shows: the page, the site, the tab, the screen.
    static let browserThings: Set<String> = ["page", "site", "website", "tab", "screen", "window", "pagina", "sitio", "web",
                                             "pestana", "pantalla", "ecran", "onglet", "fenetre", "seite", "webseite", "fenster",
                                             "bildschirm", "पेज", "पन्ना", "साइट", "वेबसाइट", "टैब", "स्क्रीन"]

    /// Words of a person speaking of themselves.
    static let subjects: Set<String> = ["i", "we", "yo", "nosotros", "je", "nous", "ich", "wir", "मैं", "हम"]

    /// Words that turn a name round ("No thanks", "Don't allow", "Nicht jetzt", "Ne pas autoriser", "अभी नहीं").
    static let negations: Set<String> = ["no", "not", "don", "never", "without", "nunca", "sin", "non", "pas", "ne", "jamais", "sans",
                                         "nein", "nicht", "kein", "keine", "niemals", "ohne", "नहीं", "मत", "न"]

    /// The words of a name or of what was said, compared: canonical, without fillers and colours, numbers as digits.
    /// A letter alone beside other words is none ("let's see" is no part of "Queen's Journal").
    static func compared(_ tokens: [String], translating: Bool = false) -> [String] {
        let out = ElementWords.canonical(tokens, translating: translating).filter { !ElementWords.fillers.contains($0) && !ElementWords.looks.contains($0) }
            .map { ElementWords.numerals[$0] ?? $0 }
        let words = out.filter { !letterAlone($0) }
        return words.isEmpty ? out : words
    }

    static func letterAlone(_ w: String) -> Bool {
        w.count == 1 && !w.allSatisfy(\.isNumber) && w.unicodeScalars.first.map { $0.value < 0x0900 } == true
    }

    /// Whether a word said is a name's word in another form: the same; or the start of the other, four letters or more,
    /// with at most three more; or sharing six or more and differing in at most two of the shorter's and three of the
    /// longer's last ("acepta" → "aceptar", "akzeptiere" → "akzeptieren", "star" → "stars", "suscribirme" →
    /// "suscribirse"; not "internet" → "international", "contact" → "contain", "accord" → "account").
    /// A Spanish verb's pronoun said with it taken off ("suscríbete" for "Suscribirse", "regístrate" for "Registrarse").
    public static func near(_ w: String, _ n: String) -> Bool {
        if w == n || closeForms(w, n) { return true }
        let (bw, bn) = (withoutPronoun(w), withoutPronoun(n))
        return (bw != w || bn != n) && closeForms(bw, bn)
    }

    static func closeForms(_ w: String, _ n: String) -> Bool {
        if let sw = hindiStem(w), let sn = hindiStem(n) { return sw == sn }
        let common = zip(w, n).prefix { $0 == $1 }.count, shorter = min(w.count, n.count)
        guard common >= 4, max(w.count, n.count) - common <= 3 else { return false }
        // A Spanish or French verb said short, its name the infinitive ("omite" for "Omitir").
        let imperative = common == shorter - 1 && w.count < n.count && n.hasSuffix("r") && w.last.map { "aeiou".contains($0) } == true
        return common == shorter || common >= 6 && common >= shorter - 2 || imperative
    }

    /// A Hindi verb without the ending of its form ("छोड़ो", "छोड़ें" → "छोड़"; "चलाओ", "चलाएं" → "चला"); nil for a word
    /// not in Devanagari or with no such ending.
    static func hindiStem(_ w: String) -> String? {
        guard ElementWords.isDevanagari(w) else { return nil }
        // By code points (a vowel sign is part of its letter's character).
        let scalars = Array(ElementWords.withoutNukta(w).unicodeScalars)
        for ending in ["िए", "इए", "एं", "ें", "ओ", "ो", "े", "ना"] {
            let e = Array(ending.unicodeScalars)
            guard scalars.count > e.count + 1, Array(scalars.suffix(e.count)) == e else { continue }
            var stem = String.UnicodeScalarView()
            stem.append(contentsOf: scalars.dropLast(e.count))
            return String(stem)
        }
        return nil
    }

    /// A verb without the pronoun Spanish writes onto it: "-te", "-me", "-se", "-nos" after a vowel or "r", six letters
    /// or more left.
    static func withoutPronoun(_ w: String) -> String {
        for p in ["nos", "te", "me", "se"] where w.hasSuffix(p) && w.count >= p.count + 6 {
            let stem = w.dropLast(p.count)
            if let last = stem.last, "aeir".contains(last) { return String(stem) }
        }
        return w
    }

    /// German verbs whose particle comes last: "melde mich an" says "Anmelden", "lade die app herunter"
    /// "Herunterladen", "füge es hinzu" "Hinzufügen".
    static let particles: Set<String> = ["an", "ab", "aus", "ein", "auf", "zu", "vor", "mit", "hinzu", "herunter", "runter",
                                         "hoch", "los", "weiter", "zuruck", "nach", "um", "weg", "fest", "stumm", "frei"]

    /// German compounds of a part of a site ("sportteil", "sportnachrichten", "kulturbereich"): a word the name does not
    /// hold, ending in one of these, is its first part (a joining "s" off: "wirtschaftsteil") and the part word.
    static let compoundTails = ["nachrichten", "bereich", "rubrik", "teil", "seite", "sachen"]

    static func decompounded(_ spoken: [String], onto named: [String]) -> [String] {
        spoken.flatMap { w -> [String] in
            guard !named.contains(where: { near(w, $0) }), ElementWords.spellings[w] == nil, ElementWords.translated[w] == nil,
                  let tail = compoundTails.first(where: { w.count >= $0.count + 4 && w.hasSuffix($0) }) else { return [w] }
            var head = String(w.dropLast(tail.count))
            if head.hasSuffix("s"), !named.contains(where: { near(head, $0) }) { head.removeLast() }
            return [head, tail]
        }
    }

    /// The words said with a last particle joined to the word it belongs to, when that makes a word of the name.
    static func particleJoined(_ spoken: [String], onto named: [String]) -> [String] {
        guard spoken.count >= 2, let particle = spoken.last, particles.contains(particle) else { return spoken }
        for i in 0..<(spoken.count - 1) {
            let joined = compared([particle + spoken[i]])
            guard joined.count == 1, named.contains(where: { near(joined[0], $0) }) else { continue }
            var out = Array(spoken.dropLast())
            out[i] = particle + spoken[i]
            return out
        }
        return spoken
    }

    /// "One more" said for "an" ("add one more adult", "noch einen erwachsenen", "एक और"): what is added is one. Said
    /// without a verb, "one more" adds and "one less" takes away ("one more adult please", "one less adult": "Add an
    /// adult", "Remove an adult").
    static func withoutMore(_ spoken: [String]) -> [String] {
        var out: [String] = [], verb: String?
        for w in spoken {
            if let last = out.last, ["more", "mas", "plus"].contains(w) && ["one", "uno", "una", "un", "une"].contains(last)
                || ["ein", "einen", "eine"].contains(w) && last == "noch" || w == "और" && last == "एक" {
                out.removeLast()
                verb = verb ?? "add"
                continue
            }
            if let last = out.last, ["less", "fewer"].contains(w) && last == "one" {
                out.removeLast()
                verb = "remove"
                continue
            }
            out.append(w)
        }
        // The verb only where none of adding or taking away was said ("add one more adult" says its own).
        guard let verb, !ElementWords.canonical(out).contains(where: { ["add", "remove"].contains($0) }) else { return out }
        return [verb] + out
    }

    /// A name's words with two neighbours made one where that one was said ("wish list" said "wishlist").
    static func joined(_ name: [String], as said: Set<String>) -> [String] {
        var out: [String] = [], i = 0
        while i < name.count {
            if i + 1 < name.count, said.contains(name[i] + name[i + 1]) { out.append(name[i] + name[i + 1]); i += 2; continue }
            out.append(name[i])
            i += 1
        }
        return out
    }

    /// How nearly words said name a name: the kind of match; among parts how much of the name they say (its first
    /// word first, then the share of its words); and how closely the words said are the name's own (1: the same words).
    public struct Sight: Sendable {
        public var seen: Seen
        /// The name's words said besides light words, and the name's.
        var said: Int, named: Int
        var rank: Double

        /// Nearly the whole name: two words or more of it and at most one left out ("show more reviews" for "Load more
        /// reviews").
        var nearlyWhole: Bool { seen >= .whole || said >= 2 && said + 1 >= named }
    }

    /// Whether a name of more than four words is seen by less than a third of them ("comments" in a story's title).
    static func byAWordOfALongName(_ s: Sight) -> Bool { s.seen < .whole && s.named > 4 && s.said * 3 < s.named }

    /// The words of a name or utterance, elided articles and pronouns of French off ("s'abonner", "plus d'avis").
    static func spokenWords(_ s: String) -> [String] {
        words(s.replacingOccurrences(of: #"\b(?:[dlsmjnt]|qu)['’]"#, with: "", options: [.regularExpression, .caseInsensitive]))
    }

    /// Kinds of file a name may end in, which people leave out when they say it ("project 1" for "project-1.docx").
    static let fileTypes: Set<String> = ["pdf", "doc", "docx", "odt", "rtf", "txt", "md", "xls", "xlsx", "ods", "csv", "ppt", "pptx",
                                         "odp", "html", "htm", "xml", "json", "jpg", "jpeg", "png", "gif", "svg", "webp", "mp3", "mp4",
                                         "wav", "zip", "gz", "tar"]

    /// A file's name without its kind, unless the kind is said too.
    static func withoutFileType(_ name: String, unless said: [String]) -> String {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        let kind = name[name.index(after: dot)...].lowercased()
        guard fileTypes.contains(kind), !said.contains(kind) else { return name }
        return String(name[..<dot])
    }

    /// How nearly the words said name this name; nil when they do not name it. Words of the part of the page it is in
    /// (`around`: "Video" for "Mute") may be said besides ("mute the video"). `translating`: words of any of the five
    /// languages taken for the name's ("acepta las cookies" for "Accept all cookies"), in any order ("cookies
    /// akzeptieren", "कुकीज़ एक्सेप्ट करो": the verb last).
    public static func seen(_ said: String, name: String, around: String? = nil, translating: Bool = false) -> Sight? {
        func compared(_ tokens: [String]) -> [String] { Self.compared(tokens, translating: translating) }
        let saidWords = withoutMore(spokenWords(said))
        let plainName = compared(spokenWords(withoutFileType(name, unless: saidWords)))
        let spoken = decompounded(particleJoined(saidWords, onto: plainName), onto: plainName)
        let named = joined(plainName, as: Set(spoken))
        guard !named.isEmpty, !spoken.isEmpty else { return nil }
        // Each word said as the name's word it is, in another form ("acepta" for "Aceptar", "cookie" for "cookies").
        var closeness: [Double] = []
        func onName(_ w: String) -> String? {
            if named.contains(w) { closeness.append(1); return w }
            guard let n = named.first(where: { near(w, $0) }) else { return nil }
            closeness.append(Double(zip(w, n).prefix { $0 == $1 }.count) / Double(max(w.count, n.count)))
            return n
        }
        let plainSaid = compared(spoken).map { onName($0) ?? $0 }
        func mean(_ c: [Double]) -> Double { c.isEmpty ? 1 : c.reduce(0, +) / Double(c.count) }
        if plainSaid == named { return Sight(seen: .exact, said: named.count, named: named.count, rank: mean(closeness)) }
        closeness = []
        let part = compared(spokenWords(around ?? ""))
        var content: [String] = [], saidOnName: [String] = []
        // Light words alone may be the name ("like it", "share this video": Like, Share), unless someone says them of
        // themselves ("i like this page").
        let lightOnly = spoken.allSatisfy { light.contains($0) || ElementWords.fillers.contains($0) } && !spoken.contains(where: subjects.contains)
        // A letter said among other words is none, even where a name is one ("let's see" is no press of the link "S").
        let said = compared(lightOnly ? spoken : spoken.filter { !light.contains($0) })
        for (i, w) in said.enumerated() where !(letterAlone(w) && spoken.count > 1) {
            if lightOnly, !named.contains(where: { near(w, $0) }) { continue }
            // "One" before a word where the name has no number is its "a" ("add one adult" for "Add an adult"; "project
            // 1" is no "Projects"); the browser's own things may be said after a name ("open the talk page": Talk).
            let anA = w == "1" && !named.contains("1") && i < said.count - 1
            if let n = onName(w) { content.append(n); saidOnName.append(w) } else if !part.contains(where: { near(w, $0) }), !anA,
                                                                                    !browserThings.contains(w) { return nil }
        }
        guard !content.isEmpty else { return nil }
        let close = mean(closeness)
        if Set(named).isSubset(of: Set(content).union(plainSaid)) {
            return Sight(seen: .whole, said: content.count, named: named.count, rank: close)
        }
        // Light words alone name a thing only whole ("a ver" is no press of "Ver más opiniones"), and the browser's own
        // things only with more ("i like this page" is no press of "Reload the page").
        guard !lightOnly, !saidOnName.allSatisfy(browserThings.contains) else { return nil }
        // In the name's order (said in another language, any order), each word once.
        var rest = named[...]
        for w in translating ? content.sorted(by: { named.firstIndex(of: $0)! < named.firstIndex(of: $1)! }) : content {
            guard let i = rest.firstIndex(of: w) else { return nil }
            rest = named[(i + 1)...]
        }
        // A part that leaves out the name's "no" says the opposite ("thanks" is no press of "No thanks"). One word of a
        // name of four only when the name begins with it: what it does, said first ("abonne-toi" for "S'abonner au Monde à
        // partir de 1 €", "subscribe" for "Subscribe for $1 a week").
        guard content.count >= 2 || named.count <= 3 || named.count == 4 && content == [named[0]], !named.contains(where: { negations.contains($0) && !content.contains($0) }) else { return nil }
        let share = (content.contains(named[0]) && (translating || content[0] == named[0]) ? 0.5 : 0) + 0.4 * Double(content.count) / Double(named.count)
        return Sight(seen: .part, said: content.count, named: named.count, rank: share + 0.09 * close)
    }

    /// What words name among elements: one element (or one link said twice), several alike — by all of their names
    /// (two buttons "Add to cart") or by how they begin ("accept": "Accept all", "Accept selected"), which a person is
    /// asked about — or nothing.
    public enum Sighting {
        case one(PageElement, Sight)
        case alike([PageElement])
        case none
    }

    public static func sighting(_ said: String, in elements: [PageElement], translating: Bool = false) -> Sighting {
        let found = elements.compactMap { e -> (PageElement, Sight)? in
            let asSaid = seen(said, name: e.name, around: e.group, translating: translating)
            // Said with what it is ("open the fruit list": the list to choose from "Favorite Fruit").
            guard let bare = withoutItsRole(said, role: e.role),
                  let sight = seen(bare, name: e.name, around: e.group, translating: translating) else { return asSaid.map { (e, $0) } }
            guard let asSaid, (asSaid.seen, asSaid.rank) >= (sight.seen, sight.rank) else { return (e, sight) }
            return (e, asSaid)
        }
        guard let top = found.max(by: { ($0.1.seen, $0.1.rank) < ($1.1.seen, $1.1.rank) }) else { return .none }
        let nearest = found.filter { $0.1.seen == top.1.seen && abs($0.1.rank - top.1.rank) < 0.005 }
        if nearest.count == 1 || oneLink(nearest.map(\.0)) { return .one(nearest[0].0, nearest[0].1) }
        return top.1.seen >= .whole || top.1.rank >= 0.5 ? .alike(nearest.map(\.0)) : .none
    }

    /// The words without those that say what an element of this role is ("list" of a combobox, "text field" of a text
    /// box, the end of a German compound: "obstliste"); nil when none do, or nothing else is said.
    static func withoutItsRole(_ said: String, role: String) -> String? {
        let w = words(said)
        func fits(_ word: String) -> Bool { ElementWords.roles[word].flatMap { roleFamilies[$0]?.contains(role) } ?? false }
        var kept: [String] = [], dropped = false
        var i = 0
        while i < w.count {
            if i + 1 < w.count, fits(w[i] + " " + w[i + 1]) { i += 2; dropped = true } else if fits(w[i]) { i += 1; dropped = true }
            else if let (stem, r) = ElementWords.compound(w[i]), roleFamilies[r]?.contains(role) == true { kept.append(stem); i += 1; dropped = true }
            else { kept.append(w[i]); i += 1 }
        }
        return dropped && !kept.isEmpty ? kept.joined(separator: " ") : nil
    }

    /// The one element the words name most nearly; nil when none does, or several do equally.
    public static func seen(_ said: String, in elements: [PageElement]) -> (PageElement, Sight)? {
        if case .one(let e, let sight) = sighting(said, in: elements) { return (e, sight) }
        return nil
    }

    /// The one element whose name holds all the words of a place said to go to ("checkout" → "Proceed to checkout", "my
    /// cart" → "Cart (0)"); nil when none does, or several.
    public static func holding(_ place: String, in elements: [PageElement]) -> PageElement? {
        let content = compared(spokenWords(place).filter { !light.contains($0) })
        guard !content.isEmpty else { return nil }
        // A long title holding a word or two of the place's is no place ("the comments": "Comments on Cisco, Mozilla, and
        // H.264").
        let holding = elements.filter { e in
            let name = compared(spokenWords(e.name))
            return content.allSatisfy { w in name.contains { near(w, $0) } } && (name.count <= 4 || content.count * 3 >= name.count)
        }
        return holding.count == 1 || oneLink(holding) ? holding.first : nil
    }
}
