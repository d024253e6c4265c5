import CommandModel
import Foundation
import Grammar

/// How the model does on the held-out split of its corpus.
public struct Evaluation: Codable, Sendable {
    public struct LabelScore: Codable, Sendable {
        public var label: String
        public var count: Int
        public var correct: Int
        public var accuracy: Double { count == 0 ? 0 : Double(correct) / Double(count) }
    }

    public var locale: String
    public var examples: Int
    /// Label (intent with its fixed slots) right.
    public var intentAccuracy: Double
    /// Among examples with entities: every entity value exactly right.
    public var entityExactMatch: Double
    public var entityExamples: Int
    /// The command built is the expected one (label and entities together).
    public var commandAccuracy: Double
    public var perLabel: [LabelScore]
    /// gold label → predicted label → count (only cells that are not zero).
    public var confusion: [String: [String: Int]]
    /// Expected calibration error over 10 bins of confidence.
    public var calibrationError: Double
    public var threshold: Double
    /// Share of test utterances answered at the threshold, and how many of those were right.
    public var coverage: Double
    public var accuracyAnswered: Double
    /// At each threshold: share answered, and share of the answered commands that were right.
    public var sweep: [[Double]]
    /// What a person gets: the grammar, then the model (`UnderstandingChain`), on the same utterances. Right: the
    /// expected command, or nothing for what is not a command. Answered: a command came out; right when answering:
    /// it was the expected one.
    public var chainAccuracy: Double
    public var chainCoverage: Double
    public var chainAccuracyAnswered: Double
    /// Where the chain acts on nothing: how often the window asks back ("did you mean …?"), and how often what it
    /// asks about is the command meant.
    public var chainAsked: Double = 0
    public var chainAskedRight: Double = 0
    public var latencyP50Ms: Double
    public var latencyP95Ms: Double
    public var modelBytes: Int
    public var mistakes: [String]
    /// The chain's wrong actions: a command acted on that was not the one meant.
    public var chainMistakes: [String] = []
    /// Commands the chain left undone: nothing acted on where a command was meant (with what it asked about, if
    /// anything).
    public var chainUnanswered: [String] = []

    public static func run(_ understander: Understander, corpus: Corpus, modelBytes: Int) -> Evaluation {
        let test = corpus.examples(.test, normalizer: understander.grammar.normalizer)
        var correct = 0, entityRight = 0, entityTotal = 0, commandRight = 0, answered = 0, answeredRight = 0
        var perLabel: [String: LabelScore] = [:]
        var confusion: [String: [String: Int]] = [:]
        var bins = [(count: Int, confidence: Double, correct: Int)](repeating: (0, 0, 0), count: 10)
        var latencies: [Double] = []
        var mistakes: [String] = []
        var scored: [(Double, Bool)] = []
        let chain = UnderstandingChain(grammar: understander.grammar, model: understander)
        var chainRight = 0, chainAnswered = 0, chainAnsweredRight = 0, asked = 0, askedRight = 0
        var chainMistakes: [String] = [], chainUnanswered: [String] = []
        let articles = understander.grammar.table.articles, normalizer = understander.normalizer
        for e in test {
            let start = ContinuousClock.now
            let r = understander.analyze(e.text)
            let d = ContinuousClock.now - start
            latencies.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
            let right = r.label == e.label
            if right { correct += 1 }
            perLabel[e.label, default: LabelScore(label: e.label, count: 0, correct: 0)].count += 1
            if right { perLabel[e.label]!.correct += 1 }
            confusion[e.label, default: [:]][r.label, default: 0] += 1
            let bin = min(9, Int(r.confidence * 10))
            bins[bin].count += 1
            bins[bin].confidence += r.confidence
            if right { bins[bin].correct += 1 }
            // The corpus labels a click, not the state it leaves an element in: that comes from the words, as in use.
            let expected = e.label == "none" ? nil
                : understander.withState(understander.command(label: e.label, entities: e.entities), words: normalizer.tokens(e.text).map(\.text))
            let commandRight_ = Self.same(r.command, expected, articles: articles, normalizer: normalizer)
            if commandRight_ { commandRight += 1 }
            scored.append((r.confidence, commandRight_ && expected != nil))
            if !e.entities.isEmpty {
                entityTotal += 1
                // Leading articles are not part of what an entity means ("the bbc" = "bbc").
                let fold = { (d: [String: String]) in d.mapValues { Self.bare($0, articles: articles, normalizer: normalizer) } }
                if right && fold(r.entities) == fold(e.entities) { entityRight += 1 }
            }
            let interpreted = chain.interpret(e.text)
            let byChain = interpreted.best?.command
            let chainRight_ = Self.same(byChain, expected, articles: articles, normalizer: normalizer)
            if chainRight_ { chainRight += 1 }
            var suggested: Command?
            if byChain == nil, interpreted.declined == nil, let s = chain.suggestion(e.text) {
                asked += 1
                suggested = s.command
                if Self.same(s.command, expected, articles: articles, normalizer: normalizer) { askedRight += 1 }
            }
            if byChain == nil, let expected {
                chainUnanswered.append("\"\(e.text)\": expected \(expected)" + (suggested.map { ", asked about \($0)" } ?? ""))
            }
            if let byChain {
                chainAnswered += 1
                if chainRight_ { chainAnsweredRight += 1 }
                else { chainMistakes.append("\"\(e.text)\": expected \(expected.map { "\($0)" } ?? "nothing"), the chain did \(byChain)") }
            }
            if r.confidence >= understander.threshold {
                answered += 1
                if commandRight_ { answeredRight += 1 }
            }
            if !right || !commandRight_ {
                mistakes.append("\"\(e.text)\": expected \(e.label) \(Self.sorted(e.entities)), got \(r.label) \(Self.sorted(r.entities)) (\(String(format: "%.2f", r.confidence)))")
            }
        }
        let n = Double(max(test.count, 1))
        var sweep: [[Double]] = []
        for t in stride(from: 0.5, through: 0.951, by: 0.05) {
            let answered = scored.filter { $0.0 >= t }
            let right = Double(answered.filter { $0.1 }.count)
            sweep.append([t, Double(answered.count) / n, answered.isEmpty ? 1 : right / Double(answered.count)])
        }
        var ece = 0.0
        for b in bins where b.count > 0 {
            ece += Double(b.count) / n * abs(b.confidence / Double(b.count) - Double(b.correct) / Double(b.count))
        }
        latencies.sort()
        func pct(_ p: Double) -> Double { latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count - 1) * p))] }
        return Evaluation(
            locale: corpus.locale, examples: test.count, intentAccuracy: Double(correct) / n,
            entityExactMatch: entityTotal == 0 ? 1 : Double(entityRight) / Double(entityTotal), entityExamples: entityTotal,
            commandAccuracy: Double(commandRight) / n, perLabel: perLabel.values.sorted { $0.label < $1.label },
            confusion: confusion, calibrationError: ece, threshold: understander.threshold,
            coverage: Double(answered) / n, accuracyAnswered: answered == 0 ? 0 : Double(answeredRight) / Double(answered),
            sweep: sweep, chainAccuracy: Double(chainRight) / n, chainCoverage: Double(chainAnswered) / n,
            chainAccuracyAnswered: chainAnswered == 0 ? 0 : Double(chainAnsweredRight) / Double(chainAnswered),
            chainAsked: Double(asked) / n, chainAskedRight: asked == 0 ? 0 : Double(askedRight) / Double(asked), latencyP50Ms: pct(0.5), latencyP95Ms: pct(0.95), modelBytes: modelBytes, mistakes: mistakes,
            chainMistakes: chainMistakes, chainUnanswered: chainUnanswered)
    }

    /// Whether two commands do the same: equal, or equal but for articles and words that point at the start of an
    /// element's description or of a place whose address is the same ("click that help link" = "click the help link":
    /// the page's element is found the same way; "the bing" and "bing" open the same address, in this tab or a new one),
    /// or of a bookmark's name ("my blog" = "blog": a bookmark opened by name is looked for without them too).
    static func same(_ a: Command?, _ b: Command?, articles: Set<String>, normalizer: Normalizer = Normalizer()) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if a == b { return true }
        func bare(_ text: String) -> String { Self.bare(text, articles: articles, normalizer: normalizer) }
        func bare(_ target: Target?) -> Target? {
            if case .text(let t)? = target { .text(bare(t)) } else { target }
        }
        switch (a, b) {
        case (.click(let x, let c), .click(let y, let d)): return c == d && bare(x) == bare(y)
        case (.type(let s, let x, let r), .type(let t, let y, let q)): return s == t && r == q && bare(x) == bare(y)
        case (.download(let m, let x), .download(let n, let y)): return m == n && bare(x) == bare(y)
        case (.navigate(.open, let x?, let u, _), .navigate(.open, let y?, let v, _)): return u == v && bare(x) == bare(y)
        case (.tab(.open, let i, let p, let x, let d?, let u), .tab(.open, let j, let q, let y, let e?, let v)):
            return i == j && p == q && x == y && u == v && bare(d) == bare(e)
        case (.bookmark(.open, let x?, let f), .bookmark(.open, let y?, let g)): return f == g && bare(x) == bare(y)
        default: return false
        }
    }

    /// A text's words as they are compared: folded, without the articles it starts with ("the bbc" = "bbc").
    static func bare(_ text: String, articles: Set<String>, normalizer: Normalizer) -> String {
        var w = normalizer.tokens(text).map(\.text)
        while w.count > 1, articles.contains(w[0]) { w.removeFirst() }
        return w.joined(separator: " ")
    }

    /// Entities in the order of their names, so that two lists of mistakes compare line by line.
    static func sorted(_ entities: [String: String]) -> String {
        "[" + entities.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }
}
