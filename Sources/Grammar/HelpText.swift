import CommandModel

/// "What can I say": the phrase table rendered per intent, each rule shown by the first phrasing of its
/// alternatives ("click <number>", "follow <number>"), optional words left out.
public struct HelpText {
    public let grammar: CommandGrammar
    static let examplesPerRule = 3

    public init(grammar: CommandGrammar) { self.grammar = grammar }

    public func sections() -> [(title: String, phrases: [String])] {
        let table = grammar.table
        return Intent.allCases.compactMap { intent in
            var phrases: [String] = []
            for rule in table.rules where rule.intent == intent {
                let alternatives: [Pattern]
                if case .choice(let options) = rule.pattern { alternatives = options } else { alternatives = [rule.pattern] }
                for option in alternatives.prefix(Self.examplesPerRule) {
                    let phrase = render(option)
                    if !phrase.isEmpty, !phrases.contains(phrase) { phrases.append(phrase) }
                }
            }
            guard !phrases.isEmpty else { return nil }
            return (table.titles[intent] ?? intent.rawValue, phrases)
        }
    }

    public func render() -> String {
        var out = "\(grammar.table.displayName) — \(grammar.locale)\n"
        for section in sections() {
            out += "\n\(section.title)\n"
            for phrase in section.phrases { out += "  \(phrase)\n" }
        }
        return out
    }

    func render(_ p: Pattern) -> String {
        switch p {
        case .word(let t): return t.raw
        case .sequence(let ps): return ps.map(render).filter { !$0.isEmpty }.joined(separator: " ")
        case .choice(let ps): return ps.first.map(render) ?? ""
        case .optional: return ""
        case .macro(let name): return grammar.table.macros[name].map(render) ?? ""
        case .slot(_, let type):
            // A known site is shown as any site is.
            return "<\(grammar.table.placeholders[type == .known ? .site : type] ?? type.rawValue)>"
        }
    }
}
