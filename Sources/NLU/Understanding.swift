import CommandModel
import Foundation
import Grammar

/// The on-device model of free phrasing for one locale: an intent classifier and an entity tagger, trained from the
/// locale's corpus (`avanues nlu train`) and shipped as a resource.
public struct NLUModel: Sendable {
    public let locale: String
    /// The corpus digest it was trained from.
    public let digest: String
    var intents: IntentModel
    /// Finds the entities, knowing the intent.
    var tagger: EntityTagger
    /// Words that join the words of a name and never end one ("to" in "cheap flights to rome", "del" in "campo del
    /// correo"), from the training values of the corpus's free-text slots.
    var joiningWords: Set<String> = []
    /// The words commands are said with outside their slots ("please", "click", "the", "on"): every word tagged as
    /// no entity in the training examples of every label but `none`. Empty in models from before it was kept.
    public internal(set) var carrierWords: Set<String> = []
    /// The entities each label's training examples have ("click": target, number, ordinal, role): the tagger finds
    /// no others for it. Empty in models from before it was kept (then any).
    var slotsByLabel: [String: Set<String>] = [:]
    /// The same, per label: the words each label's training examples say outside their entities.
    var carrierByLabel: [String: Set<String>] = [:]

    /// The tags a reading with this label may have (nil: any).
    func allowedTags(_ label: String) -> Set<Int>? {
        slotsByLabel[label].map { EntityTagger.indices(of: $0, in: tagger.tags) }
    }

    public var labels: [String] { intents.labels }
    public var temperature: Float { intents.temperature }

    /// Trains on the corpus's training split (the test split is never seen); the temperature is fitted on a part of
    /// the training templates held back from a first model.
    /// What training sees: the corpus's training split, utterances drawn from the phrase tables, and both again
    /// with their free text swapped (never anything of the test split).
    public static func trainingExamples(_ corpus: Corpus, grammar: CommandGrammar) -> [Corpus.Example] {
        let normalizer = grammar.normalizer
        var rng = SplitMix(seed: 3)
        var examples = corpus.examples(.train, normalizer: normalizer)
            + GrammarSampler(table: grammar.table, corpus: corpus, normalizer: normalizer).examples(perRule: 6, rng: &rng)
        examples += Self.mixedContent(examples, corpus: corpus, normalizer: normalizer, rng: &rng)
        return examples
    }

    public static func train(_ corpus: Corpus, grammar: CommandGrammar) -> NLUModel {
        let featurizer = Featurizer(grammar: grammar)
        let examples = trainingExamples(corpus, grammar: grammar)
        let labels = Array(Set(examples.map(\.label))).sorted()
        let tags = ["O"] + Corpus.entityNames.sorted().flatMap { ["B-" + $0, "I-" + $0] }
        // Each utterance once as written and once with one of its words hidden (word dropout): a word the model
        // has never seen then still counts through what the phrase tables say of it, and through the words around it.
        var dropout = SplitMix(seed: 13)
        func intentData(_ ex: [Corpus.Example]) -> [(features: [String], label: Int)] {
            ex.flatMap { e -> [(features: [String], label: Int)] in
                let words = featurizer.words(e.tokens), label = labels.firstIndex(of: e.label)!
                var out = [(featurizer.sentence(words), label)]
                if words.count > 1 { out.append((featurizer.sentence(words, hiding: [dropout.next(words.count)]), label)) }
                return out
            }
        }
        // Calibration: a model without every third template of each label, scored on those.
        var heldBack = Set<String>()
        var fit: [Corpus.Example] = []
        var perLabelSeen: [String: Int] = [:]
        var rng = SplitMix(seed: 5)
        for e in examples {
            // Hold back roughly a sixth of each label's examples, chosen at random but reproducibly.
            perLabelSeen[e.label, default: 0] += 1
            if perLabelSeen[e.label]! > 1, rng.next(6) == 0 { heldBack.insert(e.text) } else { fit.append(e) }
        }
        var first = IntentModel.trainAveraged(intentData(fit), labels: labels)
        first.calibrate(intentData(examples.filter { heldBack.contains($0.text) }))
        var intents = IntentModel.trainAveraged(intentData(examples), labels: labels)
        intents.temperature = first.temperature
        var slotsByLabel: [String: Set<String>] = [:]
        for e in examples { slotsByLabel[e.label, default: []].formUnion(e.tags.filter { $0 != "O" }.map { String($0.dropFirst(2)) }) }
        // The tagger learns as it will be used: only the tags the example's label can have.
        let allowed = slotsByLabel.mapValues { EntityTagger.indices(of: $0, in: tags) }
        let tagData = examples.map { e -> (features: [[String]], tags: [Int], only: Set<Int>?) in
            let words = featurizer.words(e.tokens)
            return (words.indices.map { featurizer.token(words, $0, label: e.label) }, e.tags.map { tags.firstIndex(of: $0)! }, allowed[e.label])
        }
        var tagger = EntityTagger.trainAveraged(tagData, tags: tags, orders: 4)
        intents.pack()
        tagger.pack()
        var carrier = Set<String>()
        var carrierByLabel: [String: Set<String>] = [:]
        for e in examples where e.label != "none" {
            for (word, tag) in zip(featurizer.words(e.tokens), e.tags) where tag == "O" {
                carrier.insert(word)
                carrierByLabel[e.label, default: []].insert(word)
            }
        }
        return NLUModel(locale: corpus.locale, digest: corpus.digest, intents: intents, tagger: tagger,
                        joiningWords: Self.joiningWords(corpus, normalizer: grammar.normalizer), carrierWords: carrier,
                        slotsByLabel: slotsByLabel, carrierByLabel: carrierByLabel)
    }
}

extension NLUModel {
    static let freeText: Set<String> = ["text", "query", "destination", "name", "target"]
    /// The free-text slots other than text to type: names of places, elements, queries and bookmarks.
    static let descriptions: Set<String> = freeText.subtracting(["text"])

    static func joiningWords(_ corpus: Corpus, normalizer: Normalizer) -> Set<String> {
        var inside: [String: Int] = [:], last = Set<String>()
        for slot in NLUModel.freeText.sorted() {
            // Training values only, as everywhere else.
            for value in corpus.trainingValues(slot) {
                let words = normalizer.tokens(value).map { Normalizer.fold($0.raw) }
                guard let end = words.last else { continue }
                last.insert(end)
                for w in words.dropLast() { inside[w, default: 0] += 1 }
            }
        }
        return Set(inside.filter { $0.value >= 2 && !last.contains($0.key) }.keys)
    }


    /// Each example with free text again, its text swapped for values of any free-text slot ("running shoes" as
    /// something to type, to search for, a bookmark's name): what is said around the words decides the command,
    /// not the words themselves.
    static func mixedContent(_ examples: [Corpus.Example], corpus: Corpus, normalizer: Normalizer, rng: inout SplitMix) -> [Corpus.Example] {
        let pool = freeText.sorted().flatMap(corpus.trainingValues)
        guard !pool.isEmpty else { return [] }
        var out: [Corpus.Example] = []
        for e in examples where e.entities.keys.contains(where: freeText.contains) {
            var tokens: [String] = [], tags: [String] = [], entities: [String: String] = [:]
            var i = 0
            while i < e.tokens.count {
                let tag = e.tags[i]
                let name = String(tag.dropFirst(2))
                guard tag.hasPrefix("B-"), freeText.contains(name) else {
                    tokens.append(e.tokens[i]); tags.append(tag)
                    if tag.hasPrefix("B-") { entities[name] = e.entities[name] }
                    i += 1
                    continue
                }
                var end = i + 1
                while end < e.tokens.count, e.tags[end] == "I-" + name { end += 1 }
                let value = normalizer.tokens(pool[rng.next(pool.count)]).map(\.raw)
                for (k, v) in value.enumerated() { tokens.append(v); tags.append((k == 0 ? "B-" : "I-") + name) }
                entities[name] = value.joined(separator: " ")
                i = end
            }
            out.append(Corpus.Example(text: tokens.joined(separator: " "), tokens: tokens, tags: tags, label: e.label, entities: entities))
        }
        return out
    }
}

/// What the model made of an utterance.
public struct NLUResult: Sendable {
    public let label: String
    /// Calibrated probability of the label.
    public let confidence: Double
    /// Entity values by slot, as said.
    public let entities: [String: String]
    /// The command, when the label and entities make a valid one (nil for `none`, or a missing entity).
    public let command: Command?
    /// The other labels, most likely first.
    public let ranked: [(label: String, probability: Double)]
    /// Words outside the entities that no command of the training data is said with ("we need to fix the kitchen
    /// tap" read as a click on "kitchen tap": "we", "fix").
    public var unexplainedWords: [String] = []
    /// Nothing outside the free text points to the command: the whole sentence was taken for text to type, a query
    /// or an element ("el bebé por fin se ha dormido" as a click on all of it after "el").
    public var onlyFreeText = false
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

    public init(model: NLUModel, grammar: CommandGrammar) {
        self.model = model
        self.grammar = grammar
        featurizer = Featurizer(grammar: grammar)
        normalizer = grammar.normalizer
        fillers = grammar.table.fillers.filter { !$0.isEmpty }
        fillerWords = Set(fillers.joined())
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

    public func analyze(_ utterance: String) -> NLUResult {
        let tokens = normalizer.tokens(utterance).map(\.raw)
        return analyze(tokens: tokens)
    }

    func analyze(tokens: [String]) -> NLUResult {
        let words = featurizer.words(tokens)
        let p = model.intents.probabilities(featurizer.sentence(words))
        let order = p.indices.sorted { p[$0] > p[$1] }
        var chosen = order[0]
        var scopedFrom: Int?
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
        if model.intents.labels[chosen] == "search scope=page", !words.contains(where: saysPage),
           let web = model.intents.labels.firstIndex(of: "search scope=web") {
            // A search in the page is said to be one ("on this page", "where it says", "highlight"); without such a
            // word, a search is on the web, the default scope. The confidence stays the model's in its search.
            let r = read(label: "search scope=web", words: words, tokens: tokens)
            if r.command != nil { best = r; scopedFrom = chosen; chosen = web }
        }
        if model.intents.labels[chosen] == "tab action=close", words.contains(where: { saysOnly("tab action=reopen", not: "tab action=close", $0) }),
           let reopen = model.intents.labels.firstIndex(of: "tab action=reopen") {
            // Closing said with a word that undoes it ("deshaz cerrar pestaña", "बंद tab restore करो") asks for the
            // closed tab back: the close is what is undone, never what is done.
            best = read(label: "tab action=reopen", words: words, tokens: tokens)
            scopedFrom = scopedFrom ?? chosen
            chosen = reopen
        }
        if model.intents.labels[chosen].hasPrefix("search "), let query = best?.entities["query"], clicks(words, query: query),
           let click = model.intents.labels.firstIndex(of: "click"), case let r = read(label: "click", words: words, tokens: tokens),
           r.command != nil {
            best = r
            scopedFrom = scopedFrom ?? chosen
            chosen = click
        }
        let label = model.intents.labels[chosen]
        var result = NLUResult(label: label, confidence: Double(p[scopedFrom ?? chosen]), entities: best?.entities ?? [:], command: best?.command,
                               ranked: order.prefix(5).map { (model.intents.labels[$0], Double(p[$0])) },
                               unexplainedWords: best?.unexplained ?? [])
        result.foreignWords = best?.foreign ?? 0
        result.onlyFreeText = best?.command.map { onlyFreeText($0, words: words, entities: best!.entities) } ?? false
        return result
    }

    /// Whether a word says that a search is in the page: the phrase tables use it for searching the page and not the
    /// web, and it is not a little word ("here", "highlight", "पेज"; not "in" or "la").
    func saysPage(_ word: String) -> Bool { saysOnly("search scope=page", not: "search scope=web", word) }

    /// Whether a search is a click: its query names a kind of element and a word of clicking alone is said ("fais un
    /// clic sur la barre de recherche": nobody searches the web for a search bar).
    func clicks(_ words: [String], query: String) -> Bool {
        grammar.table.holdsRole(featurizer.words(normalizer.tokens(query).map(\.raw)))
            && words.contains { !littleWord($0) && featurizer.lexicon.intents[$0] == ["click"] }
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
                tags[$0] == "O" && !model.carrierWords.contains(words[$0])
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
        return (entities, command(label: label, entities: entities), unexplained, foreign)
    }

    /// Whether a command with free text has no word outside its entities that says which command it is — no verb,
    /// no word its training phrasings are said with beyond articles and politeness — and, for an element, no role
    /// word in the description either ("the login button" alone is a click).
    func onlyFreeText(_ command: Command, words: [String], entities: [String: String]) -> Bool {
        let free = entities.filter { NLUModel.freeText.contains($0.key) }
        guard !free.isEmpty else { return false }
        if case .click(.text(let t)) = command, grammar.table.holdsRole(featurizer.words(normalizer.tokens(t).map(\.raw))) { return false }
        var inside = [Bool](repeating: false, count: words.count)
        for value in entities.values {
            let said = featurizer.words(normalizer.tokens(value).map(\.raw))
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
    public func suggestion(_ utterance: String) -> Reading? {
        let r = analyze(utterance)
        guard let command = r.command, r.confidence >= Self.askThreshold, r.confidence < threshold, r.unexplainedWords.isEmpty,
              r.foreignWords == 0, !r.onlyFreeText else { return nil }
        return Reading(command: command, confidence: r.confidence, source: .nlu, heard: utterance)
    }

    /// A reading for the chain, when the model is sure enough and the command is valid.
    public func reading(_ utterance: String) -> Reading? {
        let r = analyze(utterance)
        guard let command = r.command, r.confidence >= threshold, r.unexplainedWords.count < Self.unexplainedLimit,
              !r.onlyFreeText else { return nil }
        return Reading(command: command, confidence: r.confidence, source: .nlu, heard: utterance)
    }

    // MARK: label + entities → command

    static func parseLabel(_ label: String) -> (intent: Intent, fixed: [String: String])? {
        let parts = label.split(separator: " ")
        guard let first = parts.first, let intent = Intent(rawValue: String(first)) else { return nil }
        var fixed: [String: String] = [:]
        for p in parts.dropFirst() {
            let kv = p.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { fixed[String(kv[0])] = String(kv[1]) }
        }
        return (intent, fixed)
    }

    func number(_ text: String?) -> Int? {
        guard let text else { return nil }
        let words = featurizer.words(normalizer.tokens(text).map(\.raw))
        if words.count == 1, let n = Int(words[0]) { return n }
        return grammar.numbers.cardinal(words)
    }

    func ordinal(_ text: String?) -> Int? {
        guard let text else { return nil }
        let words = featurizer.words(normalizer.tokens(text).map(\.raw))
        return grammar.numbers.ordinal(words) ?? (words.count == 1 ? Int(words[0].filter(\.isNumber)) : nil)
    }

    func role(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = featurizer.words(normalizer.tokens(text).map(\.raw))
        return grammar.table.roles[words] ?? grammar.table.roles[Array(words.suffix(1))]
    }

    func target(_ e: [String: String]) -> Target? {
        if let n = ordinal(e["ordinal"]) { return .ordinal(n, role: role(e["role"] ?? e["target"])) }
        if let n = number(e["number"]), n >= 1 { return .number(n) }
        if let t = e["target"], !t.isEmpty { return .text(t) }
        return nil
    }

    func command(label: String, entities e: [String: String]) -> Command? {
        guard let (intent, fixed) = Self.parseLabel(label) else { return nil }
        var slots: [String: SlotValue] = [:]
        for (k, v) in fixed { slots[k] = v == "true" ? .bool(true) : .string(v) }
        switch intent {
        case .click:
            guard let t = target(e) else { return nil }
            slots["target"] = .target(t)
        case .type:
            guard let text = e["text"], !text.isEmpty else { return nil }
            slots["text"] = .string(text)
            var rest = e
            rest["text"] = nil
            if let t = target(rest) { slots["target"] = .target(t) }
        case .search:
            guard let q = e["query"], !q.isEmpty else { return nil }
            slots["query"] = .string(q)
        case .navigate where fixed["action"] == "open":
            guard let d = e["destination"], !d.isEmpty else { return nil }
            let resolved = grammar.sites.resolve(normalizer.tokens(d)[...], table: grammar.table)
            slots["destination"] = .string(resolved.destination)
            if let url = resolved.url { slots["url"] = .string(url) }
        case .tab where fixed["action"] == "switch":
            // "the tenth checkbox" is no tab: a kind of element named is a tab or the reading is not a switch.
            guard let n = number(e["number"]) ?? ordinal(e["ordinal"]), e["role"].map({ role($0) == "tab" }) ?? true else { return nil }
            slots["index"] = .int(n)
        case .bookmark where fixed["action"] == "open" || fixed["action"] == "remove":
            if let name = e["name"] { slots["name"] = .string(name) }
        case .download where fixed["action"] == "start":
            if let t = target(e) { slots["target"] = .target(t) }
        default:
            break
        }
        return try? Command(intent: intent, slots: slots)
    }
}

public struct NLUError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
