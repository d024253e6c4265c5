import Grammar

/// Training utterances drawn from the phrase tables: each rule's pattern walked at random (choices picked, optional
/// words kept or dropped, macros expanded) with slots filled from the corpus's training values. The grammar is the
/// product's own description of the canonical phrasings; the model learns its whole vocabulary from it.
struct GrammarSampler {
    let table: PhraseTable
    let corpus: Corpus
    let normalizer: Normalizer

    /// Grammar slot → corpus entity.
    static func entity(name: String, type: SlotType) -> String? {
        switch type {
        case .number: "number"
        case .ordinal: "ordinal"
        case .role: "role"
        case .site, .known: "destination"
        case .element, .field: "target"
        case .text: ["query", "text", "name", "target", "destination"].contains(name) ? name : nil
        case .setting, .value: nil
        }
    }

    func examples(perRule: Int, rng: inout SplitMix) -> [Corpus.Example] {
        var out: [Corpus.Example] = []
        var seen = Set<String>()
        // An idiom's words would teach the model what they mean alone, which is not what the idiom means.
        for rule in table.vocabularyRules {
            let label = Lexicon.label(intent: rule.intent.rawValue, fixed: rule.fixed.map { ($0.key, $0.value) })
            for _ in 0..<perRule {
                var tokens: [String] = [], tags: [String] = [], entities: [String: String] = [:]
                var ok = true
                var depth = 0
                func walk(_ p: Pattern) {
                    guard ok else { return }
                    switch p {
                    case .word(let t): tokens.append(t.raw); tags.append("O")
                    case .sequence(let ps): ps.forEach(walk)
                    case .choice(let ps): if !ps.isEmpty { walk(ps[rng.next(ps.count)]) }
                    case .optional(let q): if rng.next(2) == 0 { walk(q) }
                    case .macro(let name):
                        guard depth < 8, let m = table.macros[name] else { ok = false; return }
                        depth += 1
                        walk(m)
                        depth -= 1
                    case .slot(let name, let type):
                        guard let entity = Self.entity(name: name, type: type),
                              let pool = trainValues(entity), !pool.isEmpty else { ok = false; return }
                        let value = normalizer.tokens(pool[rng.next(pool.count)]).map(\.raw)
                        entities[entity] = value.joined(separator: " ")
                        for (i, v) in value.enumerated() { tokens.append(v); tags.append((i == 0 ? "B-" : "I-") + entity) }
                    }
                }
                walk(rule.pattern)
                guard ok, !tokens.isEmpty else { continue }
                let text = tokens.joined(separator: " ")
                if seen.insert(label + "\u{1}" + text).inserted {
                    out.append(Corpus.Example(text: text, tokens: tokens, tags: tags, label: label, entities: entities))
                }
            }
        }
        return out
    }

    func trainValues(_ entity: String) -> [String]? {
        corpus.slots[entity] == nil ? nil : corpus.trainingValues(entity)
    }
}
