import CommandModel

/// Everything one locale's grammar file declares. Matching, "what can I say" and the recognizer grammar are
/// all derived from this one table.
public struct PhraseTable: Sendable {
    public struct Rule: Sendable {
        public let intent: Intent
        /// Slots fixed by the rule, e.g. `direction=down`.
        public let fixed: [(key: String, value: String)]
        public let pattern: Pattern
        public let line: Int
        /// `idiom …`: the phrase means the command only as a whole ("the text is too small" is zooming in, though
        /// "small" alone points to zooming out). Matched like any rule; its words are not the model's vocabulary, and
        /// the recognizer's grammar leaves it out.
        public let idiom: Bool
        /// `guess …`: an idiom whose readings are the grammar's guesses ("turn on notifications": a switch called so,
        /// most likely), below what the understanding chain trusts without asking the model — a surer reading of the
        /// model's ("turn on the mic") replaces them.
        public var guess = false
    }

    /// `sense INTENT [key=value…]: word | word`: words that, in a free phrasing, point to that command.
    public struct Sense: Sendable {
        public let intent: Intent
        public let fixed: [(key: String, value: String)]
        public let words: [String]
    }

    /// `negation [first] [last] [before N] [after N] : word | phrase`: words that say not to do what the words in
    /// their reach say — N words before and after them, and the utterance's first or last word (German puts the
    /// verb there: "schließ den tab nicht", "den tab nicht schließen").
    public struct Negation: Sendable {
        public let phrases: [[String]]
        public let before: Int
        public let after: Int
        public let first: Bool
        public let last: Bool
    }

    public var locale = ""
    public var language = ""
    public var displayName = ""
    public var elisions: Set<String> = []
    /// Whether commands put their verb last ("बुखार के लक्षण खोजो") rather than first ("search for flu symptoms"):
    /// the free-phrasing model keeps that end of an utterance out of the text it lifts.
    public var verbsLast = false
    /// Phrases dropped at the start or end of an utterance ("please", "could you").
    public var fillers: [[String]] = []
    /// Fillers that are only politeness ("please", "por favor"): said between the verb and free text, they are not
    /// part of it ("teclea por favor calle mayor 5" types "calle mayor 5"), unless nothing else follows.
    public var polite: [[String]] = []
    /// "Yes" and "no": a filler after one at the end belongs to the reply ("type no thank you", "tape oui merci").
    public var replies: Set<String> = []
    /// Words for a website ("página", "webseite"): a site named with one is the site ("la página de bing").
    public var websites: [[String]] = []
    /// Words dropped anywhere ("um").
    public var noise: Set<String> = []
    public var articles: Set<String> = []
    /// Prepositions and such: a description made only of these and articles describes nothing.
    public var particles: Set<String> = []
    /// Words that join two commands ("and", "then"): free text holding one between other words may be two commands
    /// said as one ("find the search bar and type running shoes"), so such a reading is no surer than a catch-all.
    public var joiners: Set<String> = []
    /// Words and phrases that open a question ("what", "c est quoi", "क्या"): a query or text may be one ("qué es un
    /// agujero negro"), which the model's span rules keep whole.
    public var questions: [[String]] = []
    /// Words for "of" that name an element by what it belongs to ("enlace de comentarios", "lien des commentaires"):
    /// text typed right after an element does not start with one, and the element may end with one and a word.
    public var genitives: Set<String> = []
    /// Spoken forms of "." in addresses ("dot", "punto").
    public var dots: Set<String> = []
    /// Spoken forms of "@" in e-mail addresses ("at", "arroba").
    public var ats: Set<String> = []
    /// Spoken forms of "/" in addresses ("slash", "barra").
    public var slashes: Set<String> = []
    /// In a number slot, words a recognizer writes for a number that sounds the same ("for" → 4).
    public var homophones: [String: Int] = [:]
    /// `latin [shared] WORDS: spelling | spelling`: the locale's words as written in Latin letters ("kholo" for
    /// खोलो), each spelling folded, with the words it stands for. A `shared` spelling is also a word of English ("do",
    /// "is"): it is read so only among other words of the locale written so.
    public var latin: [String: (words: [String], shared: Bool)] = [:]
    /// Number words with their values, for languages whose numbers are a table (Hindi).
    public var numbers: [String: Int] = [:]
    public var canonicalNumbers: [Int: String] = [:]
    /// Phrase → canonical role / setting; values are per setting: phrase → setting → canonical value.
    public var roles: [[String]: String] = [:]
    /// One-word role words and element nouns of four letters or more, which also end words made with them
    /// ("suchfeld", "anmeldeknopf", "hauptmenü").
    public var compoundRoles: [String] = []
    /// Words that name a kind of element the roles do not pick by ("icon", "menu", "logo"): like role words, they
    /// make words an element description ("the cart icon"), but `{role:role}` does not take them.
    public var elementNouns: Set<[String]> = []
    public var settings: [[String]: String] = [:]
    public var values: [[String]: [String: String]] = [:]
    public var placeholders: [SlotType: String] = [:]
    public var macros: [String: Pattern] = [:]
    public var titles: [Intent: String] = [:]
    public var rules: [Rule] = []
    /// The rules whose words are the commands' own vocabulary: every rule but the idioms, which the model does not learn
    /// from and the recognizer does not listen for.
    public var vocabularyRules: [Rule] { rules.filter { !$0.idiom } }

    /// Every word a pattern can say, through its macros.
    public func words(of pattern: Pattern) -> Set<String> {
        var out = Set<String>(), visiting = Set<String>()
        func walk(_ p: Pattern) {
            switch p {
            case .word(let t): out.insert(t.text)
            case .sequence(let ps), .choice(let ps): ps.forEach(walk)
            case .optional(let q): walk(q)
            case .macro(let name):
                guard visiting.insert(name).inserted, let m = macros[name] else { return }
                walk(m)
                visiting.remove(name)
            case .slot: break
            }
        }
        walk(pattern)
        return out
    }
    /// Words that mean a command to the free-phrasing model but that the grammar does not match ("shrink" for zoom
    /// out): what the model knows of a word training never saw. Not in the recognizer grammar either.
    public var senses: [Sense] = []
    /// Negations ("don't", "no", "ne … pas", "nicht", "मत"): a command whose own words one reaches is not carried out
    /// ("don't close this tab"), unless the command stops something ("don't read any more" stops reading).
    public var negations: [Negation] = [] { didSet { negationWords = Set(negations.flatMap(\.phrases).filter { $0.count == 1 }.map { $0[0] }) } }
    /// The negations said in one word ("not", "nicht", "नहीं").
    public private(set) var negationWords: Set<String> = []
    /// Words of wanting and needing: a negation that reaches one asks for something to go ("I don't need this tab",
    /// "ये टैब नहीं चाहिए"), it does not refuse the command.
    public var wanting: Set<String> = []
    /// Words that say where on the page to look, not what ("anywhere", "irgendwo", "कहीं"): a search of the page
    /// does not look for them ("does it say opening hours anywhere here" looks for "opening hours").
    public var somewhere: [[String]] = []
    /// `word: the word | la palabra`: words that say the words looked for follow (or precede them): a search of the
    /// page does not look for them at either end of its query ("search this page for the word delivery").
    public var wordsFor: [[String]] = []
    /// Words for the numbers the browser shows on the page ("numbers", "nummern", "नंबर"): a place on the page named
    /// with one is none to go to ("i need the numbers of the links" shows them).
    public var labelling: Set<String> = []
    /// Words that speak to the listener ("you", "tú", "vous", "du", "आप"): a question said with one is asked of the
    /// browser ("how are you"), never offered as a search of the web.
    public var addressing: Set<String> = []
    /// Words with which a question asks about the person's own past ("have i", "he", "j'ai", "habe ich", "मैंने"):
    /// "what have i looked at today" asks for the history, "qué he bajado" for the downloads, never the world.
    public var myself: [[String]] = []
    /// Words that take back what was just said for what follows ("no wait", "i mean", "perdón", "ich meine", "मेरा
    /// मतलब"): "click five no wait click six" clicks six.
    public var corrections: [[String]] = []
    /// Words that open a reason given after a command ("i", "it s", "because", "ich", "मुझे"): "close this tab i don't
    /// need it", "यह टैब बंद करो मुझे इसकी ज़रूरत नहीं" close the tab, where the whole read as nothing or as a negation.
    public var reasons: [[String]] = []
    /// Words joining commands said one after the other ("and", "and then", "y luego", "et puis", "und dann", "और फिर"):
    /// "type iphone in the search box and press enter" types, then presses Enter — only when the whole is no command
    /// the grammar reads surely and every part is one. Longest first.
    public var sequence: [[String]] = []
    /// Asking for the last command once more ("again", "one more time", "otra vez", "encore", "nochmal", "फिर से"): said
    /// alone, it does that command again — "scroll down", then "again".
    public var again: [[String]] = []
    /// Places of everyday life one goes to ("bed", "work", "la cama", "au lit", "ins bett", "स्कूल"): a visit said to
    /// one, the site directory knowing none of that name, is talk ("go to bed"), never searched for.
    public var errands: [[String]] = []
    /// Words that open a question answered yes or no, where verbs come first ("is", "does", "can", "est-ce que"): such a
    /// question is asked of the world as a question word's is ("is it going to rain tomorrow").
    public var yesNo: [[String]] = []
    /// The words questions are built of that name no subject ("is", "does", "it", "es", "ist", "है"): a question
    /// that has nothing but these, question words and the commands' own words asks the browser about itself ("where am
    /// i", "what does it say"); one with another word asks about the world and is offered as a search of the web.
    public var asking: Set<String> = []
    /// Words for a time other than now ("later", "esta noche", "बाद में"): a place nobody knows that ends with one is
    /// talk about going there ("i need to go to the bank later"), not a page to open.
    public var when: [[String]] = []
    /// Units of time ("seconds", "segundos", "sekunden", "सेकंड"): after a number they make a length of time, the way
    /// through a video ("go back ten seconds"), not pages or the page.
    public var durations: Set<String> = []
    /// Words opening an invitation to do something together ("let's", "vamos", "allons", "lass uns", "चलो"): a visit to
    /// a place nobody knows that starts with an infinitive, said after one, is talk ("vamos a ver", let's see).
    public var together: [[String]] = []
    /// Words for "the one" ("वाला", "वाले"): after an element's kind ("न्यूज़लेटर चेकबॉक्स वाले में") they add nothing to
    /// its name.
    public var ones: Set<String> = []
    /// The browser's own things that go up and down ("zoom", "speed", "page", "volume"): a slider said turned up or down
    /// by one of these names is no element of the page ("increase the zoom", "baja la velocidad").
    public var own: Set<String> = []
    /// Words that make a thing the listener's ("your", "tu", "ton", "dein", "तुम्हारा"): a place nobody knows that starts
    /// with one is talk ("open your heart"), not a page to open.
    public var listeners: Set<String> = []
    /// Words of undoing ("undo", "deshaz", "annule"): undoing going back ("deshaz el atrás") is going forward.
    public var undoing: [[String]] = []
    /// Verbs of actions the browser has no command for ("copy", "comparte", "traduis", "kopiere", "शेयर"): a sentence
    /// with one for its verb is not read as another command ("copy the link" is no click on it).
    public var unsupported: Set<String> = []
    /// How words that tell of something done are made, as said, before folding: a beginning and an ending around the
    /// verb ("cliqu|é", "busqu|é", "ge|klick|t"; French, Spanish, German). Folded, "cherché" looks like the imperative
    /// "cherche"; "geklickt" holds "klick". Said with a word of the command it would be read as ("j'ai cliqué sur le
    /// lien", "ich habe auf den link geklickt"), the words tell of having done it; they do not ask for it.
    public var done: [(start: String, end: String)] = []
    /// The verbs a participle of `done` goes with, as said ("a", "ai", "hat"; not "à"): when the locale has them, such a
    /// word tells of something done only after one of them ("j'ai cliqué", not "le champ entrée").
    public var auxiliaries: Set<String> = []
    /// How a sentence that tells what someone does ends, as said: the ending of its verb and the word after it (Hindi
    /// "… टाइप करता है", "… क्रिकेट खेलता है": types, plays). Such a sentence, asking nothing, is no command.
    public var habits: [(ending: String, then: String)] = []
    /// Words that say a name follows ("called", "que se llama", "namens"; in Hindi, that one went before: "नाम का"):
    /// a bookmark's name or an element's description does not hold them.
    public var called: [[String]] = []
    /// Pronouns a verb takes as its ending ("pínchalo", "ábremela"), longest first: a word the rules do not know is
    /// read as the verb it starts with.
    public var clitics: [String] = []
    /// `negated vayas > ve | -es > -a`: verb forms a negation takes where they differ from the imperative the rules
    /// use (Spanish "no cierres" for "cierra"), whole words and endings (longest ending first).
    public var negatedForms: [String: String] = [:]
    public var negatedEndings: [(String, String)] = []
    /// Raw spellings of table phrases, for the recognizer grammar: canonical name → spoken forms.
    public var spokenRoles: [String: [String]] = [:]
    public var spokenSettings: [String: [String]] = [:]
    public var spokenValues: [String: [String]] = [:]
}

extension PhraseTable {
    /// The words without any of `phrases` at either end (a word at least stays); one right after a closing yes or no
    /// stays, being the reply's ("no thank you", "ja bitte").
    func trimming(_ phrases: [[String]], from tokens: ArraySlice<Token>) -> ArraySlice<Token> {
        var tokens = tokens
        while let p = phrases.first(where: { $0.count < tokens.count && tokens.prefix($0.count).map(\.text) == $0 }) {
            tokens = tokens.dropFirst(p.count)
        }
        while let p = phrases.first(where: { $0.count < tokens.count && tokens.suffix($0.count).map(\.text) == $0 }),
              !replies.contains(tokens[tokens.endIndex - p.count - 1].text) {
            tokens = tokens.dropLast(p.count)
        }
        return tokens
    }

    /// Whether words describe an element of the page rather than a place: a number, or words holding a kind of element
    /// (articles aside). No website is named so ("go to the next page button", "साइन अप बटन पर जाओ").
    public func namesAnElement(_ words: [String], numbers: any NumberWords) -> Bool {
        var words = words[...]
        while let first = words.first, articles.contains(first), words.count > 1 { words = words.dropFirst() }
        if numbers.cardinal(Array(words)) != nil || words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return true }
        return holdsRole(words)
    }

    /// Words that hold a role word or phrase, or an element noun, of the locale ("the red button at the top", "ऊपर वाला लाल बटन"), or a
    /// word made with one ("suchfeld", "anmeldeknopf": a role word of four letters or more ending a longer word).
    public func holdsRole<Words: Collection<String>>(_ words: Words) -> Bool {
        let list = Array(words)
        return holdsPhrase(list, where: namesKind) || list.contains(where: isCompoundRole)
    }

    /// Whether some run of one to three of the words is a phrase that `fits`.
    private func holdsPhrase(_ list: [String], where fits: ([String]) -> Bool) -> Bool {
        guard !list.isEmpty else { return false }
        for length in 1...min(3, list.count) {
            for start in 0...(list.count - length) where fits(Array(list[start..<start + length])) { return true }
        }
        return false
    }

    /// How many of the last words make a role phrase ("campo de búsqueda" → 3, "the search box" → 2, "suchfeld" →
    /// 1), the longest such phrase; 0 when the words do not end with one.
    public func roleWordsAtEnd<Words: Collection<String>>(_ words: Words) -> Int {
        let list = Array(words)
        return longestRole(list.count) { Array(list.suffix($0)) }
    }

    /// How many words make the role phrase of an element named by what it belongs to ("enlace | de comentarios",
    /// "lien | des commentaires", "bouton | de la newsletter"): a role phrase, a word for "of", perhaps an article, and
    /// one word; 0 when the words are not so.
    public func roleWordsBeforeComplement<Words: Collection<String>>(_ words: Words) -> Int {
        let list = Array(words), n = list.count
        guard n >= 3, !articles.contains(list[n - 1]), !particles.contains(list[n - 1]), !genitives.contains(list[n - 1]) else { return 0 }
        if genitives.contains(list[n - 2]) { return roleWordsAtEnd(list[..<(n - 2)]) }
        if n >= 4, genitives.contains(list[n - 3]), articles.contains(list[n - 2]) { return roleWordsAtEnd(list[..<(n - 3)]) }
        return 0
    }

    /// How many of the first words make a role phrase, the longest such phrase; 0 when the words do not start with one.
    public func roleWordsAtStart<Words: Collection<String>>(_ words: Words) -> Int {
        let list = Array(words)
        return longestRole(list.count) { Array(list.prefix($0)) }
    }

    /// The longest role phrase (up to three words, or one compound word) among `edge(1)`, `edge(2)`, `edge(3)`.
    private func longestRole(_ count: Int, _ edge: (Int) -> [String]) -> Int {
        for length in stride(from: min(3, count), through: 1, by: -1) where namesKind(edge(length)) { return length }
        return count > 0 && isCompoundRole(edge(1)[0]) ? 1 : 0
    }

    /// A role phrase or an element noun.
    /// Whether words hold a role word of a tab or an option ("tab five", "ऑप्शन").
    public func namesTabOrOption<Words: Collection<String>>(_ words: Words) -> Bool {
        holdsPhrase(Array(words)) { ["tab", "option"].contains(roles[$0]) }
    }

    private func namesKind(_ phrase: [String]) -> Bool { roles[phrase] != nil || elementNouns.contains(phrase) }

    private func isCompoundRole(_ word: String) -> Bool {
        compoundRoles.contains { word.count >= $0.count + 3 && word.hasSuffix($0) }
    }
}
