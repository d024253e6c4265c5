import Foundation
import Grammar

/// What the model sees of an utterance: folded words, with numbers (digits or number words of the locale) marked.
struct Featurizer: Sendable {
    let numbers: any NumberWords
    let lexicon: Lexicon
    let negations: [[String]]
    let wanting: Set<String>

    init(grammar: CommandGrammar) {
        numbers = grammar.numbers
        lexicon = Lexicon(table: grammar.table)
        negations = grammar.table.negations.flatMap(\.phrases)
        wanting = grammar.table.wanting
    }

    func words(_ tokens: [String]) -> [String] { tokens.map { Normalizer.fold($0) } }

    func isNumber(_ word: String) -> Bool { word.allSatisfy(\.isNumber) || numbers.cardinal([word]) != nil }
    func isOrdinal(_ word: String) -> Bool { numbers.ordinal([word]) != nil }

    /// Features of the whole utterance, for the intent: words, word pairs, stems, character 3- and 4-grams, and the
    /// commands the phrase tables use each word for.
    /// `hiding`: words whose own features are left out (their lexicon features stay), as if never seen before.
    /// A word of wanting in an utterance with a negation ("no quiero números", "ich brauche die nummern nicht", "i
    /// don't need this tab") is a word of its own, "¬quiero": taken as the plain word, it taught the model that
    /// wanting hides and closes things, and "quiero los números" hid them.
    func sentence(_ words: [String], hiding: Set<Int> = []) -> [String] {
        var f = ["bias"]
        var previous = "<s>"
        let negated = !wanting.isEmpty && negations.contains { !$0.isEmpty && words.firstRange(of: $0) != nil }
        for (i, w) in words.enumerated() {
            if negated, wanting.contains(w), !hiding.contains(i) {
                f += ["w=¬" + w, "b=" + previous + "_¬" + w]
                previous = "¬" + w
                continue
            }
            let shape = isNumber(w) ? "<num>" : isOrdinal(w) ? "<ord>" : w
            f += lexicon.features(w)
            if hiding.contains(i) { previous = "<unk>"; continue }
            f.append("w=" + shape)
            f.append("b=" + previous + "_" + shape)
            if w.count > 5 { f.append("p5=" + String(w.prefix(5))) }   // stems: "scrolling", "scrolled"…
            previous = shape
            let chars = Array("#" + w + "#")
            if chars.count > 3 {
                for n in 3...4 where chars.count >= n {
                    for i in 0...(chars.count - n) { f.append("c=" + String(chars[i..<i + n])) }
                }
            }
        }
        f.append("b=" + previous + "_</s>")
        f.append("len=\(min(words.count, 8))")
        return f
    }

    /// Features of word `i`, for its entity tag; `label` is the intent the classifier chose.
    func token(_ words: [String], _ i: Int, label: String) -> [String] {
        func at(_ j: Int) -> String {
            guard j >= 0 else { return "<s>" }
            guard j < words.count else { return "</s>" }
            return isNumber(words[j]) ? "<num>" : words[j]
        }
        let w = words[i]
        let shape = isNumber(w) ? "num" : isOrdinal(w) ? "ord" : "word"
        return ["bias", "L=" + label, "w=" + w, "s=" + shape, "p=" + at(i - 1), "n=" + at(i + 1), "pp=" + at(i - 2),
                "nn=" + at(i + 1) + "_" + at(i + 2), "pw=" + at(i - 1) + "_" + w, "L=\(label)|p=" + at(i - 1),
                "L=\(label)|w=" + w, "L=\(label)|s=" + shape, "first=\(i == 0)", "last=\(i == words.count - 1)",
                "suf=" + String(w.suffix(3))]
    }
}

/// Intent classifier: multinomial logistic regression over sparse features, fitted to the minimum of its regularised
/// log loss (`trainConverged`); the confidence is its probability after temperature scaling fitted on held-out
/// templates.
struct IntentModel: FeatureWeighted, Sendable {
    var labels: [String]
    /// feature → weight per label, while training
    var weights: [String: [Float]]
    /// The weights once trained (`pack()`, or read from the model file); `weights` is then empty.
    var packed: PackedWeights?
    var temperature: Float = 1

    init(labels: [String], weights: [String: [Float]], packed: PackedWeights? = nil, temperature: Float = 1) {
        self.labels = labels
        self.weights = weights
        self.packed = packed
        self.temperature = temperature
    }

    var width: Int { labels.count }

    func scores(_ features: [String]) -> [Float] { sum(features) }

    func probabilities(_ features: [String], temperature t: Float? = nil) -> [Float] {
        let s = scores(features).map { $0 / (t ?? temperature) }
        let m = s.max() ?? 0
        let e = s.map { Foundation.exp($0 - m) }
        let z = e.reduce(0, +)
        return e.map { $0 / z }
    }

    /// The temperature that makes probabilities honest on examples the model did not train on (least log loss).
    mutating func calibrate(_ data: [(features: [String], label: Int)]) {
        guard !data.isEmpty else { return }
        var best: (t: Float, loss: Float) = (1, .infinity)
        var t: Float = 0.3
        while t <= 6 {
            var loss: Float = 0
            for d in data { loss -= Foundation.log(max(probabilities(d.features, temperature: t)[d.label], 1e-9)) }
            if loss < best.loss { best = (t, loss) }
            t += 0.05
        }
        temperature = best.t
    }
}

/// Entity tagger: an averaged structured perceptron over BIO tags, decoded with Viterbi (I-x only after B-x or I-x).
struct EntityTagger: FeatureWeighted, Sendable {
    var tags: [String]
    /// feature → weight per tag, while training
    var weights: [String: [Float]]
    /// transition[previous][current]; the last row is the start.
    var transitions: [[Float]]
    /// The weights once trained (`pack()`, or read from the model file); `weights` is then empty.
    var packed: PackedWeights?

    init(tags: [String], weights: [String: [Float]], transitions: [[Float]], packed: PackedWeights? = nil) {
        self.tags = tags
        self.weights = weights
        self.transitions = transitions
        self.packed = packed
    }

    var width: Int { tags.count }

    func allowed(_ previous: Int?, _ current: Int) -> Bool {
        let tag = tags[current]
        guard tag.hasPrefix("I-") else { return true }
        guard let previous else { return false }
        let p = tags[previous]
        return p == "B-" + tag.dropFirst(2) || p == tag
    }

    func emission(_ features: [String]) -> [Float] { sum(features) }

    /// The indices of O and of the B- and I- tags of these entities.
    static func indices(of slots: Set<String>, in tags: [String]) -> Set<Int> {
        Set(tags.indices.filter { tags[$0] == "O" || slots.contains(String(tags[$0].dropFirst(2))) })
    }

    /// The best tags; `only`: the tags the reading's command can have (its slots' B- and I- tags, and O), or all.
    func decode(_ tokenFeatures: [[String]], only: Set<Int>? = nil) -> [Int] {
        let n = tokenFeatures.count, k = tags.count
        guard n > 0 else { return [] }
        func allowed(_ p: Int?, _ c: Int) -> Bool { (only?.contains(c) ?? true) && self.allowed(p, c) }
        var score = [[Float]](repeating: [Float](repeating: -.infinity, count: k), count: n)
        var back = [[Int]](repeating: [Int](repeating: 0, count: k), count: n)
        let first = emission(tokenFeatures[0])
        for c in 0..<k where allowed(nil, c) { score[0][c] = first[c] + transitions[k][c] }
        for i in 1..<n {
            let e = emission(tokenFeatures[i])
            for c in 0..<k {
                var best: Float = -.infinity, arg = 0
                for p in 0..<k where score[i - 1][p] > -.infinity && allowed(p, c) {
                    let s = score[i - 1][p] + transitions[p][c]
                    if s > best { best = s; arg = p }
                }
                score[i][c] = best + e[c]
                back[i][c] = arg
            }
        }
        var last = (0..<k).max { score[n - 1][$0] < score[n - 1][$1] }!
        var path = [Int](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            path[i] = last
            last = back[i][last]
        }
        return path
    }

    /// The average of taggers trained on different orders of the data, like the intent model's: on the development
    /// split, four orders found 0.5–0.7 points more entities a locale than one, over two sets of orders.
    static func trainAveraged(_ data: [(features: [[String]], tags: [Int], only: Set<Int>?)], tags: [String], orders: Int) -> EntityTagger {
        let base = 11 + trainingSeedOffset
        var average = train(data, tags: tags, seed: base)
        guard orders > 1 else { return average }
        for run in 1..<orders {
            let other = train(data, tags: tags, seed: base + UInt64(run))
            average.weights.add(other.weights, width: tags.count)
            for p in average.transitions.indices { for c in average.transitions[p].indices { average.transitions[p][c] += other.transitions[p][c] } }
        }
        average.weights = average.weights.divided(by: Float(orders))
        average.transitions = average.transitions.map { $0.map { $0 / Float(orders) } }
        return average
    }

    static func train(_ data: [(features: [[String]], tags: [Int], only: Set<Int>?)], tags: [String], epochs: Int = 12,
                      seed: UInt64 = 11 + trainingSeedOffset) -> EntityTagger {
        let k = tags.count
        var model = EntityTagger(tags: tags, weights: [:], transitions: [[Float]](repeating: [Float](repeating: 0, count: k), count: k + 1))
        // Averaging: sums of weights over every step, kept lazily with timestamps.
        var total: [String: [Float]] = [:], stamp: [String: [Int]] = [:]
        var totalT = [[Float]](repeating: [Float](repeating: 0, count: k), count: k + 1)
        var stampT = [[Int]](repeating: [Int](repeating: 0, count: k), count: k + 1)
        var step = 1
        func update(_ f: String, _ tag: Int, _ delta: Float) {
            var w = model.weights[f] ?? [Float](repeating: 0, count: k)
            var t = total[f] ?? [Float](repeating: 0, count: k)
            var s = stamp[f] ?? [Int](repeating: 0, count: k)
            t[tag] += Float(step - s[tag]) * w[tag]
            s[tag] = step
            w[tag] += delta
            model.weights[f] = w; total[f] = t; stamp[f] = s
        }
        func updateT(_ p: Int, _ c: Int, _ delta: Float) {
            totalT[p][c] += Float(step - stampT[p][c]) * model.transitions[p][c]
            stampT[p][c] = step
            model.transitions[p][c] += delta
        }
        var order = Array(data.indices)
        var rng = SplitMix(seed: seed)
        for _ in 0..<epochs {
            rng.shuffle(&order)
            for i in order {
                let (features, gold, only) = data[i]
                let guess = model.decode(features, only: only)
                if guess != gold {
                    for j in features.indices where guess[j] != gold[j] {
                        for f in features[j] { update(f, gold[j], 1); update(f, guess[j], -1) }
                    }
                    for j in features.indices {
                        let gp = j == 0 ? k : gold[j - 1], pp = j == 0 ? k : guess[j - 1]
                        if gp != pp || gold[j] != guess[j] { updateT(gp, gold[j], 1); updateT(pp, guess[j], -1) }
                    }
                }
                step += 1
            }
        }
        // Final averages.
        for (f, w) in model.weights {
            var t = total[f]!, s = stamp[f]!
            for c in 0..<k { t[c] += Float(step - s[c]) * w[c]; s[c] = step }
            model.weights[f] = t.map { $0 / Float(step) }
        }
        for p in 0...k { for c in 0..<k { totalT[p][c] += Float(step - stampT[p][c]) * model.transitions[p][c] } }
        model.transitions = totalT.map { $0.map { $0 / Float(step) } }
        // Drop weights that round to nothing: a smaller model, the same answers.
        model.weights = model.weights.filter { $0.value.contains { abs($0) > 1e-4 } }
        return model
    }
}

/// AVANUES_NLU_SEED=N trains the entity tagger on other orders of the data: how much a result moves with the order
/// alone (docs/measurements.md). 0 (the shipped models) without it.
let trainingSeedOffset = (ProcessInfo.processInfo.environment["AVANUES_NLU_SEED"].flatMap { UInt64($0) } ?? 0) * 100

extension Dictionary where Key == String, Value == [Float] {
    /// Adds another model's weights, feature by feature (a feature this one lacks starts from zeros).
    mutating func add(_ other: Self, width: Int) {
        for (f, w) in other {
            var a = self[f] ?? [Float](repeating: 0, count: width)
            for k in a.indices { a[k] += w[k] }
            self[f] = a
        }
    }

    func divided(by n: Float) -> Self { mapValues { $0.map { $0 / n } } }
}
