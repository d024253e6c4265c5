/// Recursive-descent reader for the pattern syntax:
/// `alternatives := sequence ('|' sequence)*`, `item := word | [alts] | (alts) | <macro> | {name:type}`.
struct PatternReader {
    struct Failure: Error { let pos: Int; let message: String }

    let text: [Character]
    let normalizer: Normalizer
    var pos = 0

    init(text: [Character], normalizer: Normalizer) {
        self.text = text
        self.normalizer = normalizer
    }

    mutating func skipSpace() { while pos < text.count, text[pos].isWhitespace { pos += 1 } }

    mutating func alternatives() throws -> Pattern {
        var options = [try sequence()]
        skipSpace()
        while pos < text.count, text[pos] == "|" {
            pos += 1
            options.append(try sequence())
            skipSpace()
        }
        return options.count == 1 ? options[0] : .choice(options)
    }

    mutating func sequence() throws -> Pattern {
        var items: [Pattern] = []
        while true {
            skipSpace()
            guard pos < text.count else { break }
            let c = text[pos]
            if c == "|" || c == "]" || c == ")" { break }
            items.append(contentsOf: try item())
        }
        if items.isEmpty { throw Failure(pos: pos, message: "empty alternative") }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    mutating func item() throws -> [Pattern] {
        let start = pos
        switch text[pos] {
        case "[", "(":
            let close: Character = text[pos] == "[" ? "]" : ")"
            pos += 1
            let inner = try alternatives()
            skipSpace()
            guard pos < text.count, text[pos] == close else { throw Failure(pos: start, message: "unclosed '\(text[start])'") }
            pos += 1
            return [close == "]" ? .optional(inner) : inner]
        case "<":
            let name = try delimited(until: ">", from: start)
            guard !name.isEmpty else { throw Failure(pos: start, message: "empty macro name") }
            return [.macro(name)]
        case "{":
            let body = try delimited(until: "}", from: start)
            let parts = body.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let type = SlotType(rawValue: parts[1]) else {
                throw Failure(pos: start, message: "slot must be {name:type} with type one of \(SlotType.allCases.map(\.rawValue))")
            }
            return [.slot(name: parts[0], type: type)]
        default:
            var word = ""
            while pos < text.count, !text[pos].isWhitespace, !"|[]()<>{}".contains(text[pos]) {
                word.append(text[pos])
                pos += 1
            }
            let tokens = normalizer.tokens(word)
            if tokens.isEmpty { throw Failure(pos: start, message: "'\(word)' has no word in it") }
            return tokens.map { .word(Token(text: $0.text, raw: $0.raw.lowercased())) }
        }
    }

    mutating func delimited(until close: Character, from start: Int) throws -> String {
        pos += 1
        var s = ""
        while pos < text.count, text[pos] != close { s.append(text[pos]); pos += 1 }
        guard pos < text.count else { throw Failure(pos: start, message: "unclosed '\(text[start])'") }
        pos += 1
        return s.trimmingCharacters(in: .whitespaces)
    }
}
