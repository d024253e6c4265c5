import CommandModel
import Grammar

/// What a whole sentence says beyond the classifier's reading: someone named before the verb (a sentence about them,
/// not a command), finding then acting ("find X and type Y"), a known site with words of going (a visit), and how many
/// words no command says a reading may leave.
extension Understander {
    /// Whether free words are only articles, particles or noise ("it", "the", "lo"): they name nothing.
    func namesNothing(_ text: String) -> Bool {
        let table = grammar.table
        return words(of: text).allSatisfy { table.articles.contains($0) || table.particles.contains($0) || table.noise.contains($0) }
    }

    /// Whether text to type or a query follows a verb that has someone named before it: a word no command says, right
    /// after an article or a possessive ("mi | hermano | escribe", "ma | sœur | tape"). A command opens with its verb
    /// ("prueba el enlace …", a verb training never saw), or with politeness ("tu pourrais mettre …"). Not in Hindi,
    /// whose verb comes last.
    func namesSomeoneBeforeTheVerb(_ words: [String], unexplained: [String], intent: String) -> Bool {
        guard !grammar.table.verbsLast, intent == "type" || intent == "search", !unexplained.isEmpty else { return false }
        guard let verb = words.firstIndex(where: { !littleWord($0) && !fillerWords.contains($0)
            && featurizer.lexicon.intents[$0]?.contains(intent) == true }) else { return false }
        let strange = Set(unexplained)
        return (1..<max(1, verb)).contains { k in strange.contains(words[k]) && grammar.table.articles.contains(words[k - 1]) }
    }

    /// Whether the sentence's verb is one of an action the browser has no command for (`unsupported:` in the locale's
    /// grammar: "copy the link", "comparte esta página", "traduis la page", "kopiere den link", "लिंक कॉपी करो"): its
    /// first word not said around commands of every kind ("can you", "please"), or in Hindi, whose verb comes last,
    /// its last. "Click the share button" has its own verb first; in "into the share button put …" the word names an
    /// element with the kind of element after it.
    func saysUnsupportedAction(_ words: [String]) -> Bool {
        guard let k = grammar.table.verbsLast ? words.lastIndex(where: { !commonWords.contains($0) })
                                              : words.firstIndex(where: { !commonWords.contains($0) }),
              grammar.table.unsupported.contains(words[k]) else { return false }
        return grammar.table.roleWordsAtStart(words[(k + 1)...]) == 0
    }

    /// Whether a name said for a tab or an element holds nothing but words of commands, numbers, ordinals and little
    /// words ("anterior", "d'après", "18", "तीसरा", "छुपा हुआ"): a name that says no new word is another command's
    /// words, not a name.
    public func namesOnlyCommandWords(_ name: String) -> Bool {
        words(of: name).allSatisfy { !namesNoCommand($0) || featurizer.isOrdinal($0) }
    }

    /// "Find X and type Y", "busca el enlace y pínchalo": finding said before "and" and a verb that is only typing's
    /// or only clicking's is that command on what was found, not a search (the label to read instead, or nil).
    func findsThen(_ words: [String]) -> String? {
        guard let and = words.firstIndex(where: grammar.table.joiners.contains), and > 0,
              let verb = words[(and + 1)...].first(where: { !littleWord($0) && !fillerWords.contains($0) }),
              let intents = featurizer.lexicon.intents[verb], intents.count == 1, let intent = intents.first,
              ["type", "click"].contains(intent) else { return nil }
        return intent
    }

    /// Whether the words name a known site and, besides it, only say going or moving somewhere (and little words).
    /// Asked of every reading, so the words that could be the site's are found first: they must lie within a span a
    /// site's name or a spelled-out address fits in, before any name is looked up.
    func visitsSite(_ words: [String]) -> Bool {
        func going(_ k: Int) -> Bool { featurizer.lexicon.intents[words[k]].map { $0.contains("navigate") || $0.contains("scroll") } == true }
        let others = words.indices.filter { !littleWord(words[$0]) && !fillerWords.contains(words[$0]) && !going($0) }
        guard let lo = others.first, let hi = others.last, hi - lo < 12 else { return false }
        let tokens = normalizer.tokens(words.joined(separator: " "))
        guard tokens.count == words.count, let site = grammar.sites.knownSite(in: tokens, table: grammar.table) else { return false }
        let rest = words.indices.filter { !site.contains($0) && !littleWord(words[$0]) && !fillerWords.contains(words[$0]) }
        // Words said around commands of every kind may frame it ("क्या आप रेडिट खोल सकते हैं": can you open reddit).
        return rest.contains(where: going) && rest.allSatisfy { going($0) || commonWords.contains(words[$0]) }
    }

    /// Whether a place's name holds a word the phrase tables say for other commands and never for going somewhere
    /// ("lesezeichen", "हिस्ट्री", "numbers"): the name of a place nobody knows is then more likely another command.
    func namesAnotherCommand(_ place: String) -> Bool {
        // A word said only after a number ("times") says nothing here ("the financial times").
        commandIntents(of: normalizer.tokens(place).map(\.text).filter { !featurizer.lexicon.counting.contains($0) })
            .contains { !$0.contains("navigate") }
    }

    /// The commands the phrase tables say each word for, little, filler and common words aside.
    func commandIntents(of words: [String]) -> [Set<String>] {
        words.compactMap { w in
            littleWord(w) || fillerWords.contains(w) || commonWords.contains(w) ? nil : featurizer.lexicon.intents[w]
        }
    }

    /// Whether an element's description names one of the browser's own things (`own:` in the locale's grammar: "the
    /// zoom", "la velocidad", "la page") or holds a word only other commands than clicking and typing use: the
    /// browser's, not a slider of the page.
    func namesTheBrowsersOwn(_ description: String) -> Bool {
        let said = normalizer.tokens(description).map(\.text)
        return said.contains(where: grammar.table.own.contains)
            || commandIntents(of: said).contains { !$0.contains("click") && !$0.contains("type") }
    }

    /// A thing turned on or off ("switch on autoplay"), up or down ("turn the temperature up"), by its name.
    func turnsANamedThing(_ command: Command) -> Bool {
        switch command {
        case .click(_, let state?): state.checks != nil
        default: command.turnsUpOrDown
        }
    }

    /// Whether the words tell of having done the command they would be read as ("j'ai cliqué sur le lien", "on a
    /// cherché partout", "ya busqué eso"): a word of that command said with an ending of things done (`done:` in the
    /// locale's grammar). Only for commands that do something new — clicking, typing, searching, downloading, going
    /// somewhere: "j'ai fermé un onglet par erreur" asks to reopen it, "qu'est-ce que j'ai téléchargé" for the list.
    public func tellsItWasDone(_ utterance: String, _ command: Command) -> Bool {
        let forms = grammar.table.done
        guard !forms.isEmpty else { return false }
        let doing: String
        switch command {
        case .click: doing = "click"
        case .type: doing = "type"
        case .search: doing = "search"
        case .download(.start, _): doing = "download action=start"
        case .navigate(.open, _, _, _): doing = "navigate action=open"
        default: return false
        }
        let tokens = normalizer.tokens(utterance), auxiliaries = grammar.table.auxiliaries
        // Where the words may start telling: anywhere, or after the first auxiliary when the locale has them.
        let from = auxiliaries.isEmpty ? 0 : (tokens.firstIndex { auxiliaries.contains($0.raw.lowercased()) }).map { $0 + 1 } ?? tokens.count
        return tokens[from...].contains { t in
            let said = t.raw.lowercased()
            guard !littleWord(t.text) else { return false }
            return forms.contains { form in
                // A form of nothing but "*" is every word: after the auxiliary all verbs tell (Hindi "मैंने … क्लिक किया").
                // Compared by scalar: a Hindi ending is a vowel sign, part of the character before it.
                let word = Array(said.unicodeScalars), start = Array(form.start.unicodeScalars), end = Array(form.end.unicodeScalars)
                let every = start.isEmpty && end.isEmpty
                guard every || word.count > start.count + end.count + 2, word.starts(with: start), word.reversed().starts(with: end.reversed())
                else { return false }
                // The verb as the rules say it: the whole word when folding made it another ("cliqué" → "clique") or
                // the form is every word, what the beginning and ending hold ("geklickt" → "klick"), or that with the
                // imperative's vowel ("escribió" → "escribe", "typed" → "type", "खोला" → "खोलो", "दबाया" → "दबाओ"). A
                // word as said is not its own past ("find" is no "fin" + "d").
                let stem = Normalizer.fold(String(String.UnicodeScalarView(word.dropFirst(start.count).dropLast(end.count))))
                let whole = every || t.text != said ? [t.text] : []
                return (whole + [stem, stem + "e", stem + "a", stem + "ो", stem + "ओ"]).contains { verb in
                    featurizer.lexicon.labels[verb]?.contains(where: { $0.hasPrefix(doing) }) == true
                }
            }
        }
    }

    /// Whether the words tell what someone does rather than ask for anything: they end as a habit does in the locale
    /// (`habit:` in its grammar: Hindi "… टाइप करता है") and hold no question ("यह कैसे काम करता है" asks for help).
    public func tellsAHabit(_ utterance: String) -> Bool {
        let tokens = normalizer.tokens(utterance)
        guard tokens.count >= 3, !grammar.table.habits.isEmpty else { return false }
        let words = tokens.map(\.text)
        guard !grammar.table.questions.contains(where: { !$0.isEmpty && words.firstRange(of: $0) != nil }) else { return false }
        let verb = tokens[tokens.count - 2].raw.lowercased(), last = tokens[tokens.count - 1].raw.lowercased()
        return grammar.table.habits.contains { verb.count > $0.ending.count && verb.hasSuffix($0.ending) && last == $0.then }
    }

    /// Whether a place starts with a word that makes it the listener's (`listener:` in the locale's grammar: "your
    /// heart", "tu casa", "dein Zimmer", "तुम्हारा घर"): nobody asks a browser to go to its own things by them.
    func belongsToTheListener(_ place: String) -> Bool {
        normalizer.tokens(place).first.map { grammar.table.listeners.contains($0.text) } == true
    }

    /// Whether a place ends with a time other than now, after words of its own ("the bank | later", "ver una película |
    /// esta noche"), or, where verbs come last, starts with one ("कल | बैंक"): talk about going somewhere, not a page
    /// to open.
    func endsWithATime(_ place: String) -> Bool {
        let w = normalizer.tokens(place).map(\.text)
        return grammar.table.when.contains { p in
            !p.isEmpty && w.count > p.count && (Array(w.suffix(p.count)) == p || grammar.table.verbsLast && Array(w.prefix(p.count)) == p)
        }
    }

    /// Whether the words open as an invitation to do something together (`together:` in the locale's grammar: "let's",
    /// "vamos", "allons", "lass uns", "चलो") and `place` starts with a verb as such an invitation goes on ("vamos a | ver":
    /// let's see; "vamos a | cenar fuera"): talk, not a page to open. A place of a name ("let's go to bbc sport", "vamos
    /// a abrir | la aemet") still is one.
    func invitesAlong(_ words: [String], to place: String) -> Bool {
        guard saysTogether(words),
              let first = normalizer.tokens(place).first?.text, first.count >= 3 else { return false }
        return ["ar", "er", "ir"].contains { first.hasSuffix($0) }
    }

    /// Whether a place is one of everyday life one goes to ("bed", "the park", "la cama"), articles aside.
    func isAnErrand(_ place: String) -> Bool {
        let w = words(of: place)
        let bare = Array(w.drop { grammar.table.articles.contains($0) })
        return grammar.table.errands.contains(w) || !bare.isEmpty && grammar.table.errands.contains(bare)
    }

    /// Whether the words open with an invitation to do something together ("let's", "vamos", "lass uns", "चलो").
    func saysTogether(_ words: [String]) -> Bool {
        grammar.table.together.contains { p in !p.isEmpty && words.count > p.count && Array(words.prefix(p.count)) == p }
    }

    /// Whether the words say a time other than now (`when:` in the locale's grammar) anywhere.
    func saysATime(_ words: [String]) -> Bool {
        grammar.table.when.contains { p in !p.isEmpty && words.firstRange(of: p) != nil }
    }

    /// Whether the words say a length of time: a number, then a unit of time (`duration:` in the locale's grammar) —
    /// "ten seconds", "treinta segundos", "dix secondes", "zehn sekunden", "दस सेकंड".
    func saysALength(_ words: [String]) -> Bool {
        words.indices.contains { k in k > 0 && grammar.table.durations.contains(words[k]) && featurizer.isNumber(words[k - 1]) }
    }

    /// Words of going back and forward through a video or a song, folded (five languages).
    static let rewinding: Set<String> = ["back", "backward", "backwards", "rewind", "atras", "retrocede", "retroceder", "rebobina",
                                         "recule", "reculer", "arriere", "zuruck", "zuruckspulen", "पीछे"]
    static let forwarding: Set<String> = ["forward", "forwards", "ahead", "adelanta", "adelantar", "avanza", "avanzar", "adelante",
                                          "avance", "avancer", "avant", "vor", "vorwarts", "vorspulen", "आगे"]
    /// Words for one before a unit of time ("a minute", "una hora", "एक मिनट").
    static let one: Set<String> = ["a", "an", "one", "un", "una", "une", "ein", "eine", "einen", "एक"]
    /// Words before a length of time that make it a while ("back in ten minutes", "for five minutes"), words after it
    /// that do so in Hindi ("दस मिनट में", "दस मिनट बाद"), words anywhere that put it in the past ("an hour ago", "hace una
    /// hora"), and words of someone talking ("i'll be back in ten minutes"): no way through a video.
    static let awhile: Set<String> = ["in", "en", "dans", "nach", "for", "durante", "pendant", "fur", "after", "within", "despues", "apres"]
    static let awhileAfter: Set<String> = ["में", "बाद"]
    static let past: Set<String> = ["ago", "hace"]
    static let someone: Set<String> = ["i", "i'll", "i'm", "we", "we'll", "he", "she", "they", "yo", "je", "nous", "ich", "wir", "मैं", "हम"]

    /// How far, in seconds, the words ask to go through a video or a song: a length of time (numbers before units of
    /// time, added up: "a minute and thirty seconds") and one way, back (negative) or forward ("go back ten seconds",
    /// "skip ahead 30 seconds", "retrocede diez segundos", "avance de trente secondes", "spul dreißig sekunden vor", "दस
    /// सेकंड पीछे जाओ"); nil when they say no length or no way, or both ways, or more than six other words.
    func seeking(_ words: [String]) -> Int? {
        var seconds = 0, used = 0
        guard !words.contains(where: { Self.past.contains($0) || Self.someone.contains($0) }) else { return nil }
        for k in words.indices.dropFirst() where grammar.table.durations.contains(words[k]) {
            let n = featurizer.numbers.cardinal([words[k - 1]]) ?? Int(words[k - 1]) ?? (Self.one.contains(words[k - 1]) ? 1 : nil)
            guard let n else { continue }
            if k >= 2 && Self.awhile.contains(words[k - 2]) || k + 1 < words.count && Self.awhileAfter.contains(words[k + 1]) { return nil }
            let unit = words[k].hasPrefix("min") || words[k].hasPrefix("मिन") ? 60
                : words[k].hasPrefix("h") || words[k].hasPrefix("st") || words[k].hasPrefix("घं") ? 3600 : 1
            seconds += n * unit; used += 2
        }
        // "Skip" goes forward unless a word says back ("skip back ten seconds").
        let back = words.contains(where: Self.rewinding.contains)
        let ahead = words.contains(where: Self.forwarding.contains) || !back && words.contains("skip")
        guard seconds > 0, back != ahead, words.count - used <= 6 else { return nil }
        return back ? -seconds : seconds
    }

    /// Going back or forward, or scrolling, through a length of time: a player's way through a video or a song ("go
    /// back ten seconds", "spul dreißig sekunden vor"), which is neither the tab's pages nor the page.
    func movesThroughTime(_ command: Command, _ said: [String]) -> Bool {
        [.navigate, .scroll].contains(command.intent) && saysALength(said)
    }

    /// Text to type that goes on past "and" into another command, its first word one that the phrase tables say for
    /// other commands and not for typing ("hola | y pulsa intro", "bonjour | et appuie sur entrée"): the text before
    /// it, as said, or nil. The second command is not done, but it is not typed either; "salt and pepper" is typed whole.
    /// Said of a search's query (`of: "search"`), the request after "and" is two words or more ("cats | and click the
    /// first result"; "skype and zoom" is searched whole).
    func textBeforeAnotherRequest(_ text: String, of intent: String = "type") -> String? {
        let tokens = normalizer.tokens(text)
        guard let j = firstJoiner(tokens.map(\.text)), intent == "type" || tokens.count - j - 1 >= 2,
              let next = tokens[(j + 1)...].map(\.text).first(where: { !littleWord($0) && !fillerWords.contains($0) && !grammar.table.joiners.contains($0) }),
              let intents = featurizer.lexicon.intents[next], !intents.isEmpty, !intents.contains(intent) else { return nil }
        return tokens[..<j].map(\.raw).joined(separator: " ")
    }

    /// The words before the first joining word, as said ("सर्च बॉक्स ढूंढो | और जूते").
    func textBeforeJoiner(_ text: String) -> String? {
        let tokens = normalizer.tokens(text)
        guard let j = firstJoiner(tokens.map(\.text)) else { return nil }
        return tokens[..<j].said
    }

    /// The words after the first joining word, as said ("busca el icono de búsqueda y | escribe madrid").
    func textAfterJoiner(_ text: String) -> String? {
        let tokens = normalizer.tokens(text)
        guard let j = firstJoiner(tokens.map(\.text)), j + 1 < tokens.count else { return nil }
        return tokens[(j + 1)...].said
    }

    /// Words without the articles they begin with ("el icono de búsqueda" → "icono de búsqueda").
    func withoutLeadingArticles(_ text: String) -> String {
        let tokens = normalizer.tokens(text)
        let start = tokens.firstIndex { !grammar.table.articles.contains($0.text) } ?? 0
        return tokens[start...].said
    }

    /// Whether a place nobody knows goes on past a joining word with a request of its own ("the fridge and | get me a
    /// drink", "la nevera y | tráeme algo de beber"): three words or more after it. Names joined that way are short
    /// ("marks and spencer").
    func joinsAnotherRequest(_ place: String) -> Bool {
        let w = normalizer.tokens(place).map(\.text)
        guard let j = firstJoiner(w) else { return false }
        return w.count - j - 1 >= 3
    }

    /// Where the first joining word after the first word is ("the fridge | and | get me a drink").
    func firstJoiner(_ words: [String]) -> Int? { words.indices.first { $0 > 0 && grammar.table.joiners.contains(words[$0]) } }

    /// How many unexplained words make a reading too strange to act on: one, when it clicks an element named by
    /// words alone, with no kind of element ("we need to fix the kitchen tap" is no click on a "kitchen tap"), or
    /// when it destroys something.
    func unexplainedLimit(_ command: Command) -> Int {
        if case .click(.text(let t), _) = command, !grammar.table.holdsRole(words(of: t)) { return 1 }
        // What cannot be taken back is done only when every word is explained: "clear my cookies" is no clearing of
        // the history, nor "close the other tabs" a closing of this one (development split: one wrong action fewer, two
        // right ones in German no longer answered).
        if case .bookmark(.remove, _?, _) = command { return Self.unexplainedLimit }   // a name explains its words
        return Self.destroys(command) ? 1 : Self.unexplainedLimit
    }

    /// Commands that cannot be taken back: clearing the history, removing a bookmark, closing tabs.
    static func destroys(_ command: Command) -> Bool {
        switch command {
        case .history(.clear, _, _), .bookmark(.remove, _, _), .tab(.close, _, _, _, _, _), .tab(.closeOthers, _, _, _, _, _), .tab(.closeAll, _, _, _, _, _): true
        default: false
        }
    }

    /// Whether a word says closing tabs: one the phrase tables use, among the tab commands, only for closing them or
    /// opening closed ones again, and for closing this one among them ("close", "cierra", "बंद"). Closing several tabs
    /// is not done without one: "todas mis pestañas" and "tous mes onglets" list the tabs as well ("all", "tabs" say
    /// both), and "other" says only closing the others ("the other one" is no closing).
    func saysClosingTabs(_ words: [String]) -> Bool {
        saysOnly([.close, .closeAll, .closeOthers, .reopen], words, including: .close)
    }

    /// Whether a word is one the phrase tables scroll to this side with (up or to the top, down or to the bottom) and
    /// never the other way ("go" scrolls every way), or starts with one of four letters or more ("runterscrollen",
    /// "hochscrollen").
    func saysDirection(_ direction: ScrollDirection, _ words: [String]) -> Bool {
        let (side, opposite): (Set<ScrollDirection>, Set<ScrollDirection>) = switch direction {
        case .up, .top: ([.up, .top], [.down, .bottom])
        case .down, .bottom: ([.down, .bottom], [.up, .top])
        case .left: ([.left], [.right])
        case .right: ([.right], [.left])
        }
        func says(_ w: String) -> Bool {
            let ways = commands(saidWith: w).compactMap { c -> ScrollDirection? in if case .scroll(let way, _, _) = c { way } else { nil } }
            return ways.contains(where: side.contains) && !ways.contains(where: opposite.contains)
        }
        return words.contains { w in
            says(w) || (4..<max(4, w.count - 2)).contains { says(String(w.prefix($0))) }
        }
    }

    /// The commands of the phrase tables' labels a word is said with.
    func commands(saidWith word: String) -> [Command] {
        (featurizer.lexicon.labels[word] ?? []).compactMap { command(label: $0, entities: [:]) }
    }

    /// Whether a word says only going to another tab ("switch", "next"): closing tabs read from words with one
    /// ("switch to the other one", where "other" says closing the others) is another tab command misread.
    func saysGoingToATab(_ words: [String]) -> Bool {
        saysOnly([.switch, .next, .previous], words)
    }

    /// Whether a word is one the phrase tables use, among the tab commands, only for these `actions` (and, when given,
    /// for `including` among them).
    private func saysOnly(_ actions: Set<TabAction>, _ words: [String], including: TabAction? = nil) -> Bool {
        words.contains { w in
            guard !littleWord(w), !fillerWords.contains(w) else { return false }
            let tabs = commands(saidWith: w).compactMap { c -> TabAction? in if case .tab(let action, _, _, _, _, _) = c { action } else { nil } }
            return !tabs.isEmpty && tabs.allSatisfy(actions.contains) && including.map(tabs.contains) != false
        }
    }

    /// Whether a word is one the phrase tables say for another command of the kind that cannot be taken back, and not
    /// for this one: "sauf" belongs to closing the other tabs, so "ferme tout sauf cet onglet" is no closing of this
    /// one. (Any other action of the intent was too many: the development split lost 0.3–1.3 points of right answers.)
    func saysAnotherAction(than command: Command, words: [String]) -> Bool {
        words.contains { w in
            guard !littleWord(w), !fillerWords.contains(w), !commonWords.contains(w) else { return false }
            let same = (featurizer.lexicon.labels[w] ?? []).filter { Self.parseLabel($0)?.intent == command.intent }
            return !same.contains(where: command.fits)
                && same.contains { self.command(label: $0, entities: [:]).map(Self.destroys) == true }
        }
    }
}
