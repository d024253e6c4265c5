import Grammar
import PocketSphinx
import Testing

/// The command grammar's reduced graph says what sphinxbase's graph says, no more and no less, in fewer states.
@Suite struct WordGraphTests {
    /// "click the first link | click the second link | go back | go": paths that begin and end alike.
    func small() -> WordGraph {
        // 0 -click-> 1 -the-> 2 -first-> 3 -link-> 9;  0 -click-> 4 -the-> 5 -second-> 6 -link-> 9 (a copy of the
        // same ending); 0 -ε-> 7 -go-> 8 -back-> 9; 8 -ε-> 9 ("go" alone).
        var g = WordGraph(stateCount: 10, start: 0, finals: [9])
        let click: Int32 = 0, the: Int32 = 1, first: Int32 = 2, second: Int32 = 3, link: Int32 = 4, go: Int32 = 5, back: Int32 = 6
        g.add(from: 0, to: 1, word: click); g.add(from: 1, to: 2, word: the); g.add(from: 2, to: 3, word: first)
        g.add(from: 3, to: 9, word: link)
        g.add(from: 0, to: 4, word: click); g.add(from: 4, to: 5, word: the); g.add(from: 5, to: 6, word: second)
        g.add(from: 6, to: 9, word: link)
        g.add(from: 0, to: 7, word: nil); g.add(from: 7, to: 8, word: go); g.add(from: 8, to: 9, word: back)
        g.add(from: 8, to: 9, word: nil)
        return g
    }

    @Test func sharedBeginningsAndEndingsAreOneState() throws {
        let g = small()
        let m = try #require(g.reduced())
        // start, after "click", after "the", after "first"/"second" (one), before "go", after "go", the end.
        #expect(m.stateCount == 7 && m.arcCount == 7, "\(m)")
        for sentence: [Int32] in [[0, 1, 2, 4], [0, 1, 3, 4], [5, 6], [5]] {
            #expect(g.accepts(sentence) && m.accepts(sentence), "\(sentence)")
        }
        for sentence: [Int32] in [[0, 1, 4], [0, 1, 2], [6], [5, 6, 6], [], [0, 1, 2, 4, 4]] {
            #expect(!g.accepts(sentence) && !m.accepts(sentence), "\(sentence)")
        }
        #expect(m.finals.count == 1)
    }

    @Test func aGraphWithALoopIsLeftAsItIs() {
        var g = WordGraph(stateCount: 2, start: 0, finals: [1])
        g.add(from: 0, to: 1, word: 0)
        g.add(from: 1, to: 0, word: 1)
        #expect(g.reduced() == nil)
    }

    /// Each locale's recognition grammar: sentences walked at random through either graph are said by the other,
    /// and so are their one-word changes exactly when they are said by the first.
    @Test(arguments: SupportedLocale.all)
    func theReducedGraphSaysTheSameSentences(locale: String) throws {
        let jsgf = JSGFExporter(grammar: try CommandGrammar.bundled(locale)).recognitionGrammar(maxNumber: 100) { _ in true }
        let compiled = try #require(CompiledGrammar(jsgf))
        #expect(compiled.unweighted)
        let full = compiled.graph
        let small = try #require(full.reduced())
        #expect(small.stateCount * 2 < full.stateCount && small.arcCount < full.arcCount,
                "\(locale): \(small.stateCount) of \(full.stateCount) states, \(small.arcCount) of \(full.arcCount) word arcs")
        var random: UInt64 = 7
        for (from, to) in [(full, small), (small, full)] {
            for _ in 0..<300 {
                let sentence = try #require(walk(from, &random), "\(locale): a state leads nowhere")
                #expect(to.accepts(sentence), "\(locale): \(sentence.map { compiled.words[Int($0)] })")
                var changed = sentence
                if !changed.isEmpty {
                    changed[Self.pick(changed.count, &random)] = Int32(Self.pick(compiled.words.count, &random))
                } else {
                    changed = [Int32(Self.pick(compiled.words.count, &random))]
                }
                #expect(from.accepts(changed) == to.accepts(changed), "\(locale): \(changed.map { compiled.words[Int($0)] })")
            }
        }
    }

    /// A sentence from start to a final state, each way out of a state as likely as another.
    func walk(_ g: WordGraph, _ random: inout UInt64) -> [Int32]? {
        var words: [Int32] = []
        var state = g.start
        while true {
            let ways = g.arcs[state].count + g.nulls[state].count + (g.finals.contains(state) ? 1 : 0)
            if ways == 0 { return nil }
            let pick = Self.pick(ways, &random)
            if pick < g.arcs[state].count {
                words.append(g.arcs[state][pick].word)
                state = g.arcs[state][pick].to
            } else if pick < g.arcs[state].count + g.nulls[state].count {
                state = g.nulls[state][pick - g.arcs[state].count]
            } else {
                return words
            }
        }
    }

    /// The next of a fixed sequence of choices below `bound` (a linear congruential generator: the walks are the
    /// same every run).
    static func pick(_ bound: Int, _ state: inout UInt64) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
