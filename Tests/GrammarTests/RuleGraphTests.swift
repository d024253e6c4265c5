import CommandModel
import Grammar
import Testing

/// The rule graph is built from the patterns, not from their phrases; these tests hold it to the phrases a plain
/// expansion of the patterns gives: every one matches its rule, and near misses of them (a word dropped, doubled or
/// moved) match only when the expansion has them too.
@Suite struct RuleGraphTests {
    static let source = """
        locale xx-XX
        language en
        name Test
        define press = press | push | tap on
        define the = the | a
        rule click : <press> [now | please | please now] [on] [<the>] [number | item] {target:number} [now]
        rule click : (hit | press) [it] [on] {target:number}
        rule scroll direction=down : [please] (scroll | go | move) [down | [a bit] lower] [now]
        rule scroll direction=up : (scroll | go) up [[a] bit | more]
        rule tab action=open : [open] [<the>] new tab [please]
        """

    /// Every phrase of a pattern, words only, slots as "{type}".
    func phrases(_ p: Pattern, _ macros: [String: Pattern]) -> Set<[String]> {
        switch p {
        case .word(let t): return [[t.text]]
        case .slot(_, let type): return [["{\(type.rawValue)}"]]
        case .macro(let name): return phrases(macros[name]!, macros)
        case .optional(let q): return phrases(q, macros).union([[]])
        case .choice(let qs): return qs.reduce(into: Set()) { $0.formUnion(phrases($1, macros)) }
        case .sequence(let qs):
            return qs.reduce(into: Set([[]])) { out, q in
                let tails = phrases(q, macros)
                out = Set(out.flatMap { head in tails.map { head + $0 } })
            }
        }
    }

    @Test func theGraphMatchesExactlyThePhrasesOfThePatterns() throws {
        let g = try CommandGrammar(source: Self.source, file: "test.grammar")
        var byPhrase: [[String]: Set<Intent>] = [:]
        for rule in g.table.rules {
            for phrase in phrases(rule.pattern, g.table.macros) where !phrase.isEmpty {
                byPhrase[phrase, default: []].insert(rule.intent)
            }
        }
        #expect(byPhrase.count > 300, "the test grammar has many phrases: \(byPhrase.count)")
        func said(_ phrase: [String]) -> String { phrase.map { $0 == "{number}" ? "7" : $0 }.joined(separator: " ") }
        for (phrase, intents) in byPhrase {
            let best = g.interpret(said(phrase)).best
            #expect(best.map { intents.contains($0.command.intent) } == true, "\(said(phrase))")
        }
        var nearMisses = 0
        for phrase in byPhrase.keys {
            var variants: [[String]] = []
            // Words only: a number said twice is still a number ("7 7").
            for i in phrase.indices where phrase[i] != "{number}" {
                var dropped = phrase
                dropped.remove(at: i)
                variants.append(dropped)
                variants.append(Array(phrase[...i]) + Array(phrase[i...]))
                if i + 1 < phrase.count, phrase[i + 1] != "{number}" { variants.append(phrase.swapping(i, i + 1)) }
            }
            for variant in variants where !variant.isEmpty && byPhrase[variant] == nil {
                nearMisses += 1
                // Exact words only: a near miss of one letter is tried by the fuzzy walk, never a missing or extra word.
                #expect(g.interpret(said(variant)).best == nil, "\(said(variant)) is not a phrase of the grammar")
            }
        }
        #expect(nearMisses > 500)
    }

    @Test func slotsOfEveryAlternativeAreCheckedAtLoad() throws {
        let missing = "locale xx-XX\nlanguage en\nname Test\nrule click : (hit | press) [[the] number {target:number} | it]\n"
        #expect(throws: GrammarFileError.self) { try CommandGrammar(source: missing, file: "test.grammar") }
    }
}

extension Array {
    func swapping(_ i: Int, _ j: Int) -> [Element] {
        var a = self
        a.swapAt(i, j)
        return a
    }
}
