import CommandModel
import Foundation
import Grammar

/// What the model made of an utterance.
public struct NLUResult: Sendable {
    public let label: String
    /// Calibrated probability of the label.
    public let confidence: Double
    /// Entity values by slot, as said.
    public internal(set) var entities: [String: String]
    /// The command, when the label and entities make a valid one (nil for `none`, or a missing entity).
    public internal(set) var command: Command?
    /// The other labels, most likely first.
    public let ranked: [(label: String, probability: Double)]
    /// Words outside the entities that no command of the training data is said with ("we need to fix the kitchen
    /// tap" read as a click on "kitchen tap": "we", "fix").
    public var unexplainedWords: [String] = []
    /// Nothing outside the free text points to the command: the whole sentence was taken for text to type, a query
    /// or an element ("el bebé por fin se ha dormido" as a click on all of it after "el").
    public var onlyFreeText = false
    /// Someone is named before the command's verb ("mon frère tape très vite"): a sentence about them.
    public var namesSomeone = false
    /// Words outside the entities that this label's own phrasings never say (words many labels say aside).
    public var foreignWords = 0
}

/// On-device understanding for one locale: the model plus what the grammar knows of numbers, roles and sites.
public struct Understander: Sendable {
    public let model: NLUModel
    public let grammar: CommandGrammar
    let featurizer: Featurizer
    let normalizer: Normalizer
    /// The locale's polite fillers ("please", "can you"), each as words; and every word of them.
    let fillers: [[String]]
    let fillerWords: Set<String>
    /// Words said around commands of many kinds ("can you", "please", "i want"), by the phrasings of at least a tenth
    /// of the labels (a fifth, a third and all tried on the development split): no label's reading is blamed for
    /// saying them.
    let commonWords: Set<String>
    /// Every word of the grammar's `question` phrases.
    let questionWords: Set<String>
    /// The words of the locale's negations ("never"): left to the negation check, not counted as unexplained.
    let negationWords: Set<String>
    /// Below this, the NLU stage does not answer (the chain moves on).
    public var threshold = Understander.defaultThreshold
    /// What one word a label's phrasings never say costs a reading that is not sure, in log probability (chosen on
    /// the development split from 0.5, 1, 1.5 and 2; 0 leaves the classifier's order as it is).
    var rerankWeight = 1.0
    /// Chosen from `avanues nlu eval`'s sweep: above it, answers are right noticeably more often than below.
    public static let defaultThreshold = 0.8
    /// A reading with this many words outside its entities that no command is said with is not answered: the model
    /// is confident about sentences unlike anything it learnt ("how was your day at work" → help, 0.93), and
    /// everyday speech near the microphone reaches it through the language model (docs/measurements.md).
    public static let unexplainedLimit = 2
    /// The confidence of a visit the words make sure of (`visitsSite`).
    static let visitConfidence = 0.95

    public init(model: NLUModel, grammar: CommandGrammar) {
        self.model = model
        self.grammar = grammar
        featurizer = Featurizer(grammar: grammar)
        normalizer = grammar.normalizer
        fillers = grammar.table.fillers.filter { !$0.isEmpty }
        fillerWords = Set(fillers.joined())
        questionWords = Set(grammar.table.questions.joined())
        negationWords = Set(grammar.table.negations.flatMap { $0.phrases.joined() })
        var labelsSaying: [String: Int] = [:]
        for words in model.carrierByLabel.values { for w in words { labelsSaying[w, default: 0] += 1 } }
        let many = max(2, Int(Double(model.carrierByLabel.count) * 0.1))
        commonWords = Set(labelsSaying.filter { $0.value >= many }.keys).union(grammar.table.articles).union(grammar.table.particles).union(fillerWords)
    }

    /// The shipped model for a locale.
    public static func bundled(_ locale: String) throws -> Understander {
        let grammar = try CommandGrammar.bundled(locale)
        guard let url = Bundle.module.url(forResource: grammar.locale, withExtension: "nlumodel", subdirectory: "Resources/models") else {
            throw NLUError("no NLU model for \(grammar.locale) — run avanues nlu train")
        }
        return Understander(model: try NLUModel(data: try Data(contentsOf: url)), grammar: grammar)
    }

    /// The size of the shipped model file for a locale, in bytes (0 when there is none).
    public static func bundledSize(_ locale: String) -> Int {
        guard let url = Bundle.module.url(forResource: locale, withExtension: "nlumodel", subdirectory: "Resources/models"),
              let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int else { return 0 }
        return size
    }

    /// The words of a text as the model sees them (tokens, folded).
    func words(of text: String) -> [String] { featurizer.words(normalizer.tokens(text).map(\.raw)) }

    public func analyze(_ utterance: String) -> NLUResult {
        let said = normalizer.tokens(utterance)
        let read = searchingASite(keepingHowItWasSaid(analyze(tokens: said.map(\.raw)), said: said), said: said)
        let plain = aboutThePageOrTheListener(namingPlainly(searchingThePage(searchingForAnElement(read, said: said))))
        return withState(inAPart(undoingGoingBack(plain, said: said), said: said), said: said)
    }

    func analyze(tokens: [String]) -> NLUResult {
        let words = featurizer.words(tokens)
        let p = model.intents.probabilities(featurizer.sentence(words))
        let order = p.indices.sorted { p[$0] > p[$1] }
        var chosen = order[0]
        var best = model.intents.labels[chosen] == "none" || words.isEmpty ? nil : read(label: model.intents.labels[chosen], words: words, tokens: tokens)
        if let first = best, !model.carrierByLabel.isEmpty, Double(p[chosen]) < threshold {
            // When the classifier is unsure, its runners-up get a say: a reading that leaves words its label's
            // phrasings never say ("bring mich auf die seite von ebay" as going back) gives way to one that says
            // them, at a price in probability. A sure reading stands as it is, so what the chain acts on does not
            // change.
            var bestScore = log(Double(p[chosen])) - rerankWeight * Double(first.foreign)
            // A reading that makes no command ("the tenth checkbox" as a tab switch) gives way to one that does.
            if first.command == nil { bestScore = -.infinity }
            for k in order.dropFirst().prefix(2) where p[k] >= 0.05 && model.intents.labels[k] != "none" {
                let r = read(label: model.intents.labels[k], words: words, tokens: tokens)
                guard r.command != nil else { continue }
                let score = log(Double(p[k])) - rerankWeight * Double(r.foreign)
                if score > bestScore { bestScore = score; best = r; chosen = k }
            }
        }
        // The words may say which command the reading really is; its confidence stays the classifier's in it.
        let judged = chosen
        for _ in 0..<3 {
            guard let other = correction(of: model.intents.labels[chosen], words: words, entities: best?.entities ?? [:]),
                  let k = model.intents.labels.firstIndex(of: other), case let r = read(label: other, words: words, tokens: tokens),
                  r.command != nil else { break }
            best = r
            chosen = k
        }
        let label = model.intents.labels[chosen]
        // A known site said with words of going alone is a visit for sure (26 of 26 such readings right on the two
        // splits, whatever the classifier had made of them), so it is answered as one. (`correction` turns a reading
        // into a visit for no other reason; a visit the classifier chose itself, unsure, is checked the same way.)
        let sure = label == "navigate action=open" && (chosen != judged || visitsSite(words)) ? Self.visitConfidence : 0
        let others = order.filter { $0 != judged }.map { (model.intents.labels[$0], Double(p[$0])) }
        let alike = label == model.intents.labels[judged] ? probabilityAlike(label, others) : 0
        var result = NLUResult(label: label, confidence: max(min(Double(p[judged]) + alike, 1), sure), entities: best?.entities ?? [:], command: best?.command,
                               ranked: order.prefix(5).map { (model.intents.labels[$0], Double(p[$0])) },
                               unexplainedWords: best?.unexplained ?? [])
        result.foreignWords = best?.foreign ?? 0
        result.onlyFreeText = best?.command.map { onlyFreeText($0, words: words, entities: best!.entities) } ?? false
        result.namesSomeone = best?.command.map { namesSomeoneBeforeTheVerb(words, unexplained: result.unexplainedWords, intent: $0.intent.rawValue) } ?? false
        return result
    }

    /// The label the words say a reading is instead of `label`, or nil.
    /// - A search in the page is said to be one ("on this page", "where it says", "highlight"); without such a word, a
    ///   search is on the web, the default scope.
    /// - Closing said with a word that undoes it ("deshaz cerrar pestaña", "बंद tab restore करो") asks for the closed
    ///   tab back: the close is what is undone, never what is done.
    /// - Stopping listening said with a while ("un moment", "eine weile") is sleeping.
    /// - A search for a kind of element, said with a word of clicking alone ("fais un clic sur la barre de
    ///   recherche"), is a click on it: nobody searches the web for a search bar.
    func correction(of label: String, words: [String], entities: [String: String]) -> String? {
        if label == "search scope=page", !words.contains(where: { saysOnly("search scope=page", not: "search scope=web", $0) }) {
            return "search scope=web"
        }
        if label == "tab action=close", words.contains(where: { saysOnly("tab action=reopen", not: "tab action=close", $0) }) {
            return "tab action=reopen"
        }
        // Stopping listening for a while ("stop listening a while", "arrête d'écouter un moment") is going to sleep:
        // it is to go on later.
        if label == "listening action=stop", words.contains(where: { saysOnly("listening action=sleep", not: "listening action=stop", $0) }) {
            return "listening action=sleep"
        }
        if label.hasPrefix("search "), let query = entities["query"], clicks(words, query: query) { return "click" }
        if label.hasPrefix("search "), let then = findsThen(words) { return then }
        // An element named by position is clicked, unless the command takes one ("type … into the second field",
        // "open the third link in a new tab", "download the second link"). Said to be private ("… in an incognito
        // window"), it is never clicked here: that would open it in this tab, not a private one.
        let takesElement = ["click", "type", "download action=start", "tab action=open private=true"].contains(label)
            || label == "tab action=open" && words.contains(where: namesTab)
        if !takesElement, namesElementByPosition(words) { return "click" }
        // A tab is switched to by naming a tab ("tab 3", "switch tabs to 19") or with a verb of switching ("cambia a
        // la 12"); a number said with only a verb of going or taking ("go seventy five", "can i have fourteen") is
        // the element the page labels with it.
        if label == "tab action=switch", entities["number"] != nil, !words.contains(where: saysTab) { return "click" }
        // So is an element opened without a word for a tab ("दूसरे link खोल दो", "abre el enlace que dice contacto"):
        // only "in a new tab" opens it elsewhere.
        if label == "tab action=open", !words.contains(where: namesTab),
           ["number", "ordinal", "role", "target"].contains(where: { entities[$0] != nil }) || grammar.table.holdsRole(words) {
            return "click"
        }
        // Going to an element is clicking it ("साइन अप बटन पर जाओ", "go to the comment box"): no site is named by a
        // kind of element or by a number.
        if label == "navigate action=open", let d = entities["destination"], grammar.table.namesAnElement(self.words(of: d), numbers: grammar.numbers),
           grammar.place(d).url == nil {
            return "click"
        }
        // A known site said with words of going alone ("carga pinterest por favor", "llévame a ebay", "jump to
        // linkedin", "kannst du ebay öffnen", "take me to the guardian") is a visit to it, whatever the classifier took
        // the sentence for: no scroll, setting or click is said with a site's name and words of going alone.
        if label != "navigate action=open", visitsSite(words) {
            return "navigate action=open"
        }
        // The bookmarks asked for with words no command says beside the word for them ("ve a mis marcadores de
        // impuestos", "geh zu meinen steuern lesezeichen", "va dans mes favoris mon blog"): those words name the
        // bookmark to open.
        if label == "bookmark action=list", case let none = [String](repeating: "O", count: words.count) {
            func bookmarks(_ k: Int) -> Bool { words.indices.contains(k) && featurizer.lexicon.intents[words[k]] == ["bookmark"] }
            if words.indices.contains(where: { k in
                unknownWord(words, none, k) && (bookmarks(k - 1) || bookmarks(k + 1) || joiningWord(words, none, k - 1) && bookmarks(k - 2))
            }) { return "bookmark action=open" }
        }
        return nil
    }

    /// Whether the words name an element by its position and kind ("the tenth checkbox", "दसवां चेकबॉक्स"): no site,
    /// tab or scroll is named so, whatever the classifier makes of the verb ("go to the tenth checkbox").
    func namesElementByPosition(_ words: [String]) -> Bool {
        words.indices.contains { k in
            guard grammar.numbers.ordinal([words[k]]) != nil else { return false }
            return (1...3).contains { n in
                k + n < words.count && grammar.table.roles[Array(words[(k + 1)...(k + n)])].map { $0 != "tab" } == true
            }
        }
    }

    /// Whether a word is a word for tabs ("tab", "onglets", "टैब").
    func namesTab(_ word: String) -> Bool {
        grammar.table.roles[[word]] == "tab" || word.hasSuffix("s") && grammar.table.roles[[String(word.dropLast())]] == "tab"
    }

    /// Whether a word names tabs ("tab", "onglets") or is a verb the phrase tables use for tabs and little else
    /// ("switch", "cambia"; not "go", which goes anywhere).
    func saysTab(_ word: String) -> Bool {
        if namesTab(word) { return true }
        guard !littleWord(word), let intents = featurizer.lexicon.intents[word] else { return false }
        return intents.contains("tab") && intents.count <= 2
    }

    /// Whether a search is a click: its query names a kind of element, and a word of clicking alone is said or no word
    /// of searching is ("necesito el icono de búsqueda", "je voudrais ouvrir la barre de recherche").
    func clicks(_ words: [String], query: String) -> Bool {
        let said = self.words(of: query)
        guard grammar.table.holdsRole(said) else { return false }
        if words.contains(where: { !littleWord($0) && featurizer.lexicon.intents[$0] == ["click"] }) { return true }
        guard let range = words.firstRange(of: said) else { return false }
        return !words.indices.contains { !range.contains($0) && featurizer.lexicon.intents[words[$0]]?.contains("search") == true }
    }

    /// Whether the phrase tables use a word (not a little word) for one label and not for another.
    func saysOnly(_ label: String, not other: String, _ word: String) -> Bool {
        guard !littleWord(word), let labels = featurizer.lexicon.labels[word] else { return false }
        return labels.contains(label) && !labels.contains(other)
    }

    /// The tagger's tags for a label, mended by the span rules; with the words outside them that no command says
    /// (`unexplained`), and the count of those this label's own phrasings never say (`foreign`), both taken before
    /// unknown words join the spans.
    func mend(_ words: [String], _ tags: inout [String], label: String) -> (unexplained: [String], foreign: Int) {
        var unexplained: [String] = []
        var foreign = 0
        repair(words, &tags, label: label)
        let intent = String(label.prefix(while: { $0 != " " }))
        if !model.carrierWords.isEmpty {
            // A word the phrase tables use for this reading's command ("shrink", a sense of zooming out) is
            // explained by it, even when no training utterance said it.
            unexplained = words.indices.filter {
                tags[$0] == "O" && !model.carrierWords.contains(words[$0]) && !contractsLittleWords(words[$0])
                    && featurizer.lexicon.intents[words[$0]]?.contains(intent) != true
            }.map { words[$0] }
        }
        if let own = model.carrierByLabel[label] {
            foreign = words.indices.filter {
                tags[$0] == "O" && !own.contains(words[$0]) && !commonWords.contains(words[$0])
                    && featurizer.lexicon.intents[words[$0]]?.contains(intent) != true
            }.count
        }
        attachUnknownWords(words, &tags)
        trimLittleWords(words, &tags)
        finishSpans(words, &tags, label: label)
        // A description cut down to a position and a role ("premiere bouton | de la page") is a click by position.
        if label == "click" { repairCountedTargets(words, &tags) }
        return (unexplained, foreign)
    }

    /// One label's reading of the words: its entities and command, the words no command says (`unexplained`), and
    /// how many words this label's own training phrasings never say outside an entity (`foreign`).
    func read(label: String, words: [String], tokens: [String]) -> (entities: [String: String], command: Command?, unexplained: [String], foreign: Int) {
        var entities: [String: String] = [:]
        var tags = model.tagger.decode(words.indices.map { featurizer.token(words, $0, label: label) }, only: model.allowedTags(label))
            .map { model.tagger.tags[$0] }
        let (unexplained, foreign) = mend(words, &tags, label: label)
        var current: (name: String, tokens: [String])?
        func close() {
            if let c = current, entities[c.name] == nil { entities[c.name] = c.tokens.joined(separator: " ") }
            current = nil
        }
        for (i, tag) in tags.enumerated() {
            if tag.hasPrefix("B-") {
                close()
                current = (String(tag.dropFirst(2)), [tokens[i]])
            } else if tag.hasPrefix("I-"), current != nil {
                current!.tokens.append(tokens[i])
            } else {
                close()
            }
        }
        close()
        pointBack(words, &entities, label: label)
        return (entities, resultsCounted(command(label: label, entities: entities), words: words), unexplained, foreign)
    }

    /// Whether a command with free text has no word outside its entities that says which command it is — no verb,
    /// no word its training phrasings are said with beyond articles and politeness — and, for an element, no role
    /// word in the description either ("the login button" alone is a click).
    func onlyFreeText(_ command: Command, words: [String], entities: [String: String]) -> Bool {
        let free = entities.filter { NLUModel.freeText.contains($0.key) }
        guard !free.isEmpty else { return false }
        if case .click(.text(let t), _) = command, grammar.table.holdsRole(self.words(of: t)) { return false }
        var inside = [Bool](repeating: false, count: words.count)
        for value in entities.values {
            let said = self.words(of: value)
            if !said.isEmpty, let range = words.firstRange(of: said) { for k in range { inside[k] = true } }
        }
        let intent = command.intent.rawValue
        let little = grammar.table.articles.union(grammar.table.particles).union(fillerWords)
        return !words.indices.contains { k in
            !inside[k] && !little.contains(words[k])
                && (featurizer.lexicon.intents[words[k]]?.contains(intent) == true || model.carrierWords.contains(words[k]))
        }
    }

    /// Readings from here up to the threshold that every word explains are worth asking about (chosen on the
    /// development split: from 0.7 such readings were right 76–94 % of the time, from 0.6 only 42 % in French).
    public static let askThreshold = 0.7

    /// A reading not sure enough to act on but worth asking the person about ("did you mean …?"): at `askThreshold`
    /// or more, a valid command, and no word left that no command says or that its label's phrasings never say.
    /// `floor`: another lower bound, for telling whether words read as another command at all.
    /// Closing several tabs read from words none of which says closing is asked about, however sure the model is.
    public func suggestion(_ utterance: String, from floor: Double = Self.askThreshold) -> Reading? {
        let r = analyze(utterance), said = words(of: utterance)
        guard let command = r.command, r.confidence >= floor, r.unexplainedWords.isEmpty, r.foreignWords == 0, !r.onlyFreeText,
              r.confidence < threshold || closesTabsUnsaid(command, said), !saysUnsupportedAction(said),
              !movesThroughTime(command, said) else { return nil }
        return Reading(command: command, confidence: r.confidence, source: .nlu, heard: utterance)
    }

    /// Whether the model, sure or not, reads the words as a command of another intent than `command`'s (its most
    /// likely label, from `floor` up; "none" is no command): a guess of the grammar's is then not made.
    /// A visit to a place nobody knows is not another command here ("switch on notifications").
    public func readsAnotherIntent(_ utterance: String, than command: Command, from floor: Double) -> Bool {
        let r = analyze(utterance)
        guard let top = r.ranked.first, top.probability >= floor else { return false }
        if case .navigate(.open, _, nil, _)? = r.command { return false }
        // Nor, against turning a thing on or off, up or down, a reading that leaves out words no command says: its
        // name ("apaga autoplay videos" as stopping listening, "increase the temperature" as zooming in).
        if turnsANamedThing(command), r.unexplainedWords.contains(where: { namesNoCommand($0) && !featurizer.isOrdinal($0) }) { return false }
        let intent = r.command?.intent.rawValue ?? top.label.split(separator: " ").first.map(String.init) ?? top.label
        return intent != "none" && intent != command.intent.rawValue && !(intent == "click" && turnsANamedThing(command))
    }

    /// Closing several tabs, read from words none of which says closing ("todas mis pestañas" also lists them).
    func closesTabsUnsaid(_ command: Command, _ said: [String]) -> Bool {
        guard case .tab(let action, _, _, _, _, _) = command, action == .closeAll || action == .closeOthers else { return false }
        return !saysClosingTabs(said)
    }

    /// A reading for the chain, when the model is sure enough and the command is valid.
    public func reading(_ utterance: String) -> Reading? {
        let r = analyze(utterance)
        let unexplained = r.unexplainedWords.filter { !negationWords.contains($0) }
        guard let command = r.command, r.confidence >= threshold, unexplained.count < unexplainedLimit(command),
              !r.onlyFreeText, !r.namesSomeone else { return nil }
        // A number no entity took, in a command without words of its own, is a part of what was said that the command
        // leaves out ("zoom to 150 percent" as resetting the zoom, "open link 12 in a new tab" as a new blank tab).
        if command.spokenTexts.isEmpty, r.unexplainedWords.contains(where: featurizer.isNumber) { return nil }
        let said = words(of: utterance)
        // Closing, said with a number or a position, is of another tab than this one ("close the second tab"), which
        // the grammar reads and this reading lacks: nothing is closed rather than this tab. (Not the "दो" of "बंद कर दो".)
        if case .tab(.close, _, _, _, _, _) = command, said.indices.contains(where: { k in
            featurizer.isOrdinal(said[k]) || featurizer.isNumber(said[k]) && !phrasesNumber(said, k)
        }) { return nil }
        if saysUnsupportedAction(said) || movesThroughTime(command, said) { return nil }
        // Words that name nothing are nothing to search for ("tell me about it" searched for "it"). ("Open it" is a place.)
        if case .search(let query, _, _) = command, namesNothing(query) { return nil }
        // What cannot be taken back is not done when a word says another action of its kind.
        if Self.destroys(command), saysAnotherAction(than: command, words: said) { return nil }
        if closesTabsUnsaid(command, said) { return nil }
        if case .tab(let action, _, _, _, _, _) = command, action == .closeAll || action == .closeOthers, saysGoingToATab(said) {
            return nil
        }
        // A scroll whose way no word says is a guess ("go full screen" scrolled up a page), unless it only reads on down
        // the page ("पेज का और हिस्सा दिखाओ", show more of the page).
        if case .scroll(let direction, let amount, _) = command, direction != .down || amount != nil, !saysDirection(direction, said) {
            return nil
        }
        // A place nobody knows that ends with a time other than now is talk ("i need to go to the bank later").
        if case .navigate(.open, let place?, nil, _) = command, endsWithATime(place) || invitesAlong(said, to: place) || isAnErrand(place) { return nil }
        // So is an invitation to do a thing no kind of element names ("let's take the dog for a walk"; "let's sign up": the page's).
        if case .click(.text(let t), _) = command, saysTogether(said), !grammar.table.holdsRole(words(of: t)) { return nil }
        // So is a command of no words of its own said with such a time ("ich ruf dich später zurück": I'll call you back
        // later), but for the history and bookmarks, which have their days and later reading ("save this for later").
        if command.spokenTexts.isEmpty, ![.history, .bookmark].contains(command.intent), saysATime(said) { return nil }
        return Reading(command: command, confidence: r.confidence, source: .nlu, heard: utterance)
    }
}
