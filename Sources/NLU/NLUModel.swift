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
    /// with their free text swapped (never anything of the test split). `seed`: which draw of the added utterances.
    public static func trainingExamples(_ corpus: Corpus, grammar: CommandGrammar, seed: UInt64 = 3) -> [Corpus.Example] {
        let normalizer = grammar.normalizer
        var rng = SplitMix(seed: seed)
        var examples = corpus.examples(.train, normalizer: normalizer)
            + GrammarSampler(table: grammar.table, corpus: corpus, normalizer: normalizer).examples(perRule: 6, rng: &rng)
        examples += Self.mixedContent(examples, corpus: corpus, normalizer: normalizer, rng: &rng)
        return examples
    }

    /// How many draws of the training data the intent model is averaged over (`AVANUES_NLU_DRAWS` for experiments).
    public static let intentDraws = ProcessInfo.processInfo.environment["AVANUES_NLU_DRAWS"].flatMap { Int($0) }.map { max(1, $0) } ?? 4

    /// `draws`: how many draws of the added utterances the intent model averages (one for a quick model).
    public static func train(_ corpus: Corpus, grammar: CommandGrammar, draws: Int = intentDraws) -> NLUModel {
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
        var first = IntentModel.fit(intentData(fit), labels: labels)
        let calibration = intentData(examples.filter { heldBack.contains($0.text) })
        var intents = IntentModel.fit(intentData(examples), labels: labels)
        // The intent model is the average of models fitted to `draws` draws of the training data (phrasings
        // sampled from the phrase tables, free text swapped, the hidden word): any one draw moves a locale by up to
        // 3.7 points of the chain's right answers, and four together were better than the one on both splits.
        if draws > 1 {
            for d in 1..<draws {
                let other = trainingExamples(corpus, grammar: grammar, seed: 3 + 1000 * UInt64(d)).filter { labels.contains($0.label) }
                dropout = SplitMix(seed: 13 + 1000 * UInt64(d))
                first.weights.add(IntentModel.fit(intentData(other.filter { !heldBack.contains($0.text) }), labels: labels).weights, width: labels.count)
                intents.weights.add(IntentModel.fit(intentData(other), labels: labels).weights, width: labels.count)
            }
            first.weights = first.weights.divided(by: Float(draws))
            intents.weights = intents.weights.divided(by: Float(draws))
        }
        first.calibrate(calibration)
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
