import CommandModel

/// Writes a locale's phrase table as a JSGF grammar for a speech recognizer: one public `<command>` rule over a
/// rule per intent; macros, numbers (0–999), ordinals, roles, settings and values as their own rules; free text
/// as up to eight words from the grammar's own vocabulary (a recognizer decodes free text in a second pass).
public struct JSGFExporter: Sendable {
    public let grammar: CommandGrammar
    static let freeTextWords = 8

    public init(grammar: CommandGrammar) { self.grammar = grammar }

    public func grammar(maxNumber: Int = 999) -> String {
        let table = grammar.table
        var out = "#JSGF V1.0 UTF-8 \(table.language);\n"
        out += "grammar avanues_\(table.locale.replacingOccurrences(of: "-", with: "_"));\n\n"
        let intents = Intent.allCases.filter { i in table.rules.contains { $0.intent == i } }
        out += "public <command> = " + intents.map { "<\($0.rawValue)>" }.joined(separator: " | ") + ";\n\n"
        for intent in intents {
            let patterns = table.rules.filter { $0.intent == intent }.map { "(" + jsgf($0.pattern) + ")" }
            out += "<\(intent.rawValue)> = " + patterns.joined(separator: "\n    | ") + ";\n"
        }
        out += "\n"
        for name in table.macros.keys.sorted() { out += "<m_\(ruleName(name))> = \(jsgf(table.macros[name]!));\n" }
        out += "\n<number> = " + alternatives(numberPhrases(upTo: maxNumber)) + ";\n"
        out += "<ordinal> = " + alternatives(grammar.numbers.commonOrdinals.map(tokens)) + ";\n"
        out += "<role> = " + alternatives(table.spokenRoles.values.flatMap { $0 }.sorted().map(tokens)) + ";\n"
        out += "<setting> = " + alternatives(table.spokenSettings.values.flatMap { $0 }.sorted().map(tokens)) + ";\n"
        out += "<value> = " + alternatives(table.spokenValues.values.flatMap { $0 }.sorted().map(tokens)) + ";\n"
        out += "<text> = <word>" + String(repeating: " [<word>]", count: Self.freeTextWords - 1) + ";\n"
        out += "<site> = <text>;\n"
        out += "<known> = <text>;\n"
        // A described element: a few words and a role word ("the search box"); a compound ("suchfeld") the second
        // pass reads as free text.
        out += "<element> = [<word>] [<word>] [<word>] <role>;\n"
        out += "<word> = " + alternatives(vocabulary().map { [$0] }) + ";\n"
        return out
    }

    func numberPhrases(upTo max: Int) -> [[String]] {
        let hindi = grammar.table.canonicalNumbers
        return (0...min(max, 999)).compactMap { NumberSpeller.spell($0, language: grammar.table.language, hindiTable: hindi) }
            .map(tokens)
    }

    func tokens(_ phrase: String) -> [String] {
        Normalizer(elisions: grammar.table.elisions).tokens(phrase).map { $0.raw.lowercased() }
    }

    func alternatives(_ phrases: [[String]]) -> String {
        var seen = Set<[String]>()
        let unique = phrases.filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !unique.isEmpty else { return "<VOID>" }
        return unique.map { $0.map(quoted).joined(separator: " ") }.joined(separator: " | ")
    }

    /// Every word the grammar's phrases use, as spelled in the grammar file.
    func vocabulary() -> [String] {
        var words = Set<String>()
        func collect(_ p: Pattern) {
            switch p {
            case .word(let t): words.insert(t.raw)
            case .sequence(let ps), .choice(let ps): ps.forEach(collect)
            case .optional(let q): collect(q)
            case .macro, .slot: break
            }
        }
        grammar.table.rules.forEach { collect($0.pattern) }
        grammar.table.macros.values.forEach(collect)
        return words.sorted()
    }

    /// `slotRule` names the rule a slot is read with (by default its type's list).
    func jsgf(_ p: Pattern, slotRule: (String, SlotType) -> String = { _, type in type.ruleName }) -> String {
        func render(_ p: Pattern) -> String {
            switch p {
            case .word(let t): return quoted(t.raw)
            case .sequence(let ps): return ps.map(render).joined(separator: " ")
            case .choice(let ps): return "(" + ps.map(render).joined(separator: " | ") + ")"
            case .optional(let q): return "[" + render(q) + "]"
            case .macro(let name): return "<m_\(ruleName(name))>"
            case .slot(let name, let type): return "<\(slotRule(name, type))>"
            }
        }
        return render(p)
    }

    func ruleName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// JSGF tokens with grammar punctuation or quotes must be quoted.
    func quoted(_ word: String) -> String {
        let special = Set("=;|*+<>()[]{}/\"\\!#")
        guard word.contains(where: { special.contains($0) || $0.isWhitespace }) else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
