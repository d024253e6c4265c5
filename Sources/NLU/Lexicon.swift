import Grammar

/// What the phrase tables say about words: which commands a word is used for ("enlarge" in the zoom rules). It gives
/// the model the grammar's vocabulary for phrasings the corpus never had.
struct Lexicon: Sendable {
    /// Folded word → labels ("intent key=value …") and intents of the rules that use it.
    let labels: [String: Set<String>]
    let intents: [String: Set<String>]

    init(table: PhraseTable) {
        var labels: [String: Set<String>] = [:], intents: [String: Set<String>] = [:]
        for rule in table.rules {
            let label = Self.label(intent: rule.intent.rawValue, fixed: rule.fixed.map { ($0.key, $0.value) })
            var words = Set<String>()
            var visiting = Set<String>()
            func walk(_ p: Pattern) {
                switch p {
                case .word(let t): words.insert(t.text)
                case .sequence(let ps), .choice(let ps): ps.forEach(walk)
                case .optional(let q): walk(q)
                case .macro(let name):
                    guard visiting.insert(name).inserted, let m = table.macros[name] else { return }
                    walk(m)
                    visiting.remove(name)
                case .slot: break
                }
            }
            walk(rule.pattern)
            for w in words {
                labels[w, default: []].insert(label)
                intents[w, default: []].insert(rule.intent.rawValue)
            }
        }
        for sense in table.senses {
            let label = Self.label(intent: sense.intent.rawValue, fixed: sense.fixed.map { ($0.key, $0.value) })
            for w in sense.words {
                labels[w, default: []].insert(label)
                intents[w, default: []].insert(sense.intent.rawValue)
            }
        }
        self.labels = labels
        self.intents = intents
    }

    /// The canonical spelling of a label: the intent, then its fixed slots sorted by name.
    static func label(intent: String, fixed: [(String, String)]) -> String {
        ([intent] + fixed.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }).joined(separator: " ")
    }

    /// Features for a word: the commands it belongs to, when it is specific enough to say something.
    func features(_ word: String) -> [String] {
        var out: [String] = []
        // Sorted: a set's order changes from run to run, and so would the sums (and the trained model) with it.
        if let i = intents[word], i.count <= 3 { out += i.sorted().map { "gi=" + $0 } }
        if let l = labels[word], l.count <= 4 { out += l.sorted().map { "gl=" + $0 } }
        return out
    }
}
