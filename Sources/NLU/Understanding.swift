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
            + GrammarSampler(table: grammar.table, slots: corpus.slots, normalizer: normalizer).examples(perRule: 6, rng: &rng)
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
        let tagData = examples.map { e -> (features: [[String]], tags: [Int]) in
            let words = featurizer.words(e.tokens)
            return (words.indices.map { featurizer.token(words, $0, label: e.label) }, e.tags.map { tags.firstIndex(of: $0)! })
        }
        var tagger = EntityTagger.train(tagData, tags: tags)
        intents.pack()
        tagger.pack()
        return NLUModel(locale: corpus.locale, digest: corpus.digest, intents: intents, tagger: tagger)
    }
}

extension NLUModel {
    static let freeText: Set<String> = ["text", "query", "destination", "name", "target"]

    /// Each example with free text again, its text swapped for values of any free-text slot ("running shoes" as
    /// something to type, to search for, a bookmark's name): what is said around the words decides the command,
    /// not the words themselves.
    static func mixedContent(_ examples: [Corpus.Example], corpus: Corpus, normalizer: Normalizer, rng: inout SplitMix) -> [Corpus.Example] {
        let pool = freeText.sorted().flatMap { slot in
            (corpus.slots[slot] ?? []).enumerated().filter { $0.offset % 3 != 2 }.map(\.element)   // training values only
        }
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
}

/// On-device understanding for one locale: the model plus what the grammar knows of numbers, roles and sites.
public struct Understander: Sendable {
    public let model: NLUModel
    public let grammar: CommandGrammar
    let featurizer: Featurizer
    let normalizer: Normalizer
    /// Below this, the NLU stage does not answer (the chain moves on).
    public var threshold = Understander.defaultThreshold
    /// Chosen from `avanues nlu eval`'s sweep: above it, answers are right noticeably more often than below.
    public static let defaultThreshold = 0.8

    /// Words that join the words of a name, never end one ("to" in "cheap flights to rome", "del" in "campo del
    /// correo"): read from the training values of the locale's corpus.
    let joiningWords: Set<String>

    public init(model: NLUModel, grammar: CommandGrammar) {
        self.model = model
        self.grammar = grammar
        featurizer = Featurizer(grammar: grammar)
        normalizer = grammar.normalizer
        joiningWords = (try? Corpus.bundled(grammar.locale)).map { Self.joiningWords($0, normalizer: grammar.normalizer) } ?? []
    }

    static func joiningWords(_ corpus: Corpus, normalizer: Normalizer) -> Set<String> {
        var inside: [String: Int] = [:], last = Set<String>()
        for slot in NLUModel.freeText.sorted() {
            // Training values only (every third is held out), as everywhere else.
            for (k, value) in (corpus.slots[slot] ?? []).enumerated() where k % 3 != 2 {
                let words = normalizer.tokens(value).map { Normalizer.fold($0.raw) }
                guard let end = words.last else { continue }
                last.insert(end)
                for w in words.dropLast() { inside[w, default: 0] += 1 }
            }
        }
        return Set(inside.filter { $0.value >= 2 && !last.contains($0.key) }.keys)
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
        let label = model.intents.labels[order[0]]
        var entities: [String: String] = [:]
        if label != "none", !words.isEmpty {
            var tags = model.tagger.decode(words.indices.map { featurizer.token(words, $0, label: label) }).map { model.tagger.tags[$0] }
            repairNumbers(words, &tags)
            repairRoles(words, &tags)
            if label.hasPrefix("type") { repairTypedNumbers(words, &tags) }
            repairDescriptions(words, &tags, label: label)
            if label == "click" { repairClickCounts(&tags) }
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
        }
        let command = label == "none" ? nil : self.command(label: label, entities: entities)
        return NLUResult(label: label, confidence: Double(p[order[0]]), entities: entities, command: command,
                         ranked: order.prefix(5).map { (model.intents.labels[$0], Double(p[$0])) })
    }

    /// A number the tagger cut short ("twenty | three", or "twenty" and "three" as two numbers) takes the number
    /// words before and after it while they still read as one number — across a joining word too ("treinta y tres", "vingt
    /// et un", "drei und zwanzig").
    func repairNumbers(_ words: [String], _ tags: inout [String]) {
        func free(_ k: Int) -> Bool { tags[k] == "O" || tags[k].hasSuffix("-number") }
        var i = 0
        while i < tags.count {
            guard tags[i] == "B-number" else { i += 1; continue }
            var end = i + 1
            while end < tags.count, tags[end] == "I-number" { end += 1 }
            // …and the number words before it ("vingt | trois", "cuarenta y | dos").
            var start = i
            while start > 0, tags[start - 1] == "O" {
                let step = grammar.numbers.cardinal(Array(words[(start - 1)..<end])) != nil ? 1
                    : start > 1 && tags[start - 2] == "O" && grammar.numbers.cardinal(Array(words[(start - 2)..<end])) != nil ? 2 : 0
                guard step > 0 else { break }
                start -= step
            }
            if start < i {
                tags[start] = "B-number"
                for k in start + 1..<end { tags[k] = "I-number" }
            }
            while end < words.count, free(end) {
                let step = grammar.numbers.cardinal(Array(words[i...end])) != nil ? 1
                    : end + 1 < words.count && free(end + 1) && grammar.numbers.cardinal(Array(words[i...end + 1])) != nil ? 2 : 0
                guard step > 0 else { break }
                for k in end..<end + step { tags[k] = "I-number" }
                end += step
            }
            i = end
        }
    }

    /// Text to type keeps its numbers ("order number 4471", "hauptstraße 5"): a number the tagger set apart next to
    /// the text (or a word or two after it that typing does not use), or as the only thing to type, is part of the text.
    func repairTypedNumbers(_ words: [String], _ tags: inout [String]) {
        func isText(_ k: Int) -> Bool { tags[k].hasSuffix("-text") }
        func isNumber(_ k: Int) -> Bool { tags[k].hasSuffix("-number") }
        let hasText = tags.indices.contains(where: isText)
        // Text, a word or two that typing does not use, then a number: one text ("my phone number | is | 555").
        for k in tags.indices where tags[k] == "B-number" {
            for gap in 1...2 where k - gap > 0 && isText(k - gap - 1) {
                let between = (k - gap)..<k
                guard between.allSatisfy({ tags[$0] == "O" && featurizer.lexicon.intents[words[$0]]?.contains("type") != true })
                else { continue }
                for j in between { tags[j] = "I-text" }
                break
            }
        }
        var changed = true
        while changed {
            changed = false
            for k in tags.indices where isNumber(k) {
                let besideText = (k > 0 && isText(k - 1)) || (k + 1 < tags.count && isText(k + 1))
                guard besideText || !hasText else { continue }
                tags[k] = k > 0 && isText(k - 1) ? "I-text" : "B-text"
                if k + 1 < tags.count, tags[k + 1] == "B-text" { tags[k + 1] = "I-text" }
                changed = true
            }
        }
        guard !hasText, let first = tags.indices.first(where: isText) else { return }
        // A number alone was the text: the words before it that no command uses belong with it ("bestellung 4471").
        var start = first
        while start > 0, tags[start - 1] == "O", featurizer.lexicon.intents[words[start - 1]] == nil { start -= 1 }
        if start < first {
            tags[start] = "B-text"
            for k in start + 1...first { tags[k] = "I-text" }
        }
    }

    /// Ends of places and element descriptions: an element description the tagger cut short before its role word
    /// takes it ("das e-mail | feld"); a place or a query does not start with the command's own words ("va à
    /// stack overflow"); and a place, a description, a query or a name does not end with "please" (the locale's
    /// polite fillers).
    func repairDescriptions(_ words: [String], _ tags: inout [String], label: String) {
        let fillers = grammar.table.fillers.filter { !$0.isEmpty }
        /// The length of a polite filler ending at `end` (exclusive), or 0.
        func fillerEnding(at end: Int, from start: Int) -> Int {
            fillers.filter { $0.count <= end - start && Array(words[end - $0.count..<end]) == $0 }.map(\.count).max() ?? 0
        }
        var end = words.count
        while end > 0, case let n = fillerEnding(at: end, from: 0), n > 0, tags[end - n..<end].allSatisfy({ $0 == "O" || !$0.hasSuffix("-text") }) {
            end -= n
        }
        var i = 0
        while i < words.count {
            guard tags[i].hasPrefix("B-") else { i += 1; continue }
            let slot = String(tags[i].dropFirst(2))
            var stop = i + 1
            while stop < words.count, tags[stop] == "I-" + slot { stop += 1 }
            while slot == "target", stop < end, tags[stop] == "O", grammar.table.roles[[words[stop]]] != nil {
                tags[stop] = "I-target"
                stop += 1
            }
            // A description, place, query or name does not end with a joining word ("campo del | correo", "bus to |
            // the airport"): it goes on over the words after it that no command uses.
            while ["target", "destination", "query", "name"].contains(slot), stop < end, tags[stop] == "O",
                  joiningWords.contains(words[stop - 1]) || grammar.table.articles.contains(words[stop - 1]),
                  featurizer.lexicon.intents[words[stop]] == nil || grammar.table.articles.contains(words[stop]) {
                tags[stop] = "I-" + slot
                stop += 1
            }
            func commandWord(_ k: Int, _ intent: String) -> Bool {
                featurizer.lexicon.intents[words[k]]?.contains(intent) == true && !grammar.table.articles.contains(words[k])
            }
            if slot == "query", let intent = label.split(separator: " ").first.map(String.init), commandWord(stop - 1, intent) {
                // A query that ends with the command's own word ("such bei google | nach grippe symptome") is the
                // words after it that the command does not use, together with any query the tagger found there.
                var from = stop
                while from < end, tags[from] == "O", commandWord(from, intent) { from += 1 }
                var to = from
                while to < end, tags[to] == "O" && !commandWord(to, intent) || tags[to].hasSuffix("-query") { to += 1 }
                if to > from {
                    for k in i..<stop { tags[k] = "O" }
                    tags[from] = "B-query"
                    for k in from + 1..<to { tags[k] = "I-query" }
                    i = from
                    stop = to
                }
            }
            if ["destination", "query"].contains(slot), let intent = label.split(separator: " ").first.map(String.init) {
                // The command's own little words do not start a place or a query ("va | à stack overflow", "suche
                // infos | über grippe symptome"); longer ones may be part of it ("google maps tips").
                while stop - i > 1, words[i].count <= 4, !grammar.table.articles.contains(words[i]),
                      featurizer.lexicon.intents[words[i]]?.contains(intent) == true {
                    tags[i] = "O"
                    i += 1
                    tags[i] = "B-" + slot
                }
            }
            if ["target", "destination", "query", "name"].contains(slot) {
                while stop - i > 1, case let n = fillerEnding(at: stop, from: i + 1), n > 0 {
                    for k in stop - n..<stop { tags[k] = "O" }
                    stop -= n
                }
            }
            i = stop
        }
    }

    /// A click on a described element with a number apart from the description ("संपर्क लिंक पे एक बार click करो":
    /// click the contact link once) clicks the element described, not element one: the number is not the target.
    func repairClickCounts(_ tags: inout [String]) {
        guard tags.contains("B-target") else { return }
        for k in tags.indices where tags[k].hasSuffix("-number") {
            let besideTarget = (k > 0 && tags[k - 1].hasSuffix("-target")) || (k + 1 < tags.count && tags[k + 1].hasSuffix("-target"))
            if !besideTarget { tags[k] = "O" }
        }
    }

    /// An ordinal followed by a role word the tagger left out ("the sixth | box") gets its role.
    func repairRoles(_ words: [String], _ tags: inout [String]) {
        // A role cut short ("menu | item") takes the next word when the two are a role together.
        if let r = tags.firstIndex(of: "B-role") {
            var end = r + 1
            while end < tags.count, tags[end] == "I-role" { end += 1 }
            if end < words.count, tags[end] == "O", grammar.table.roles[Array(words[r...end])] != nil { tags[end] = "I-role" }
            return
        }
        guard let o = tags.firstIndex(of: "B-ordinal") else { return }
        var end = o + 1
        while end < tags.count, tags[end] == "I-ordinal" { end += 1 }
        for length in [2, 1] where end + length <= words.count {
            let span = Array(words[end..<end + length])
            guard grammar.table.roles[span] != nil, tags[end..<end + length].allSatisfy({ $0 == "O" || $0.hasSuffix("-target") }) else { continue }
            // Only when the role words are the last of the utterance or before a non-entity word.
            tags[end] = "B-role"
            for k in end + 1..<end + length { tags[k] = "I-role" }
            for k in end + length..<tags.count where tags[k].hasSuffix("-target") { tags[k] = "O" }
            return
        }
    }

    /// A reading for the chain, when the model is sure enough and the command is valid.
    public func reading(_ utterance: String) -> Reading? {
        let r = analyze(utterance)
        guard let command = r.command, r.confidence >= threshold else { return nil }
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
            guard let n = number(e["number"]) ?? ordinal(e["ordinal"]) else { return nil }
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
