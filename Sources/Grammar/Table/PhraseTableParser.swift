import CommandModel

/// Reads a locale grammar file (format: Resources/locales/README.md) into a `PhraseTable`.
public struct PhraseTableParser {
    let file: String
    var table = PhraseTable()
    var normalizer = Normalizer()

    public static func parse(_ source: String, file: String) throws -> PhraseTable {
        var parser = PhraseTableParser(file: file)
        for (line, text) in logicalLines(source) { try parser.directive(text, line: line) }
        // Longest first, so that "right now" goes whole and not as "now", which would leave "right"; the same for
        // words for a website ("página web" before "página").
        parser.table.fillers = longestFirst(parser.table.fillers)
        parser.table.websites = longestFirst(parser.table.websites)
        try parser.validate()
        return parser.table
    }

    /// Phrases by length, longest first; phrases of one length in the order written.
    static func longestFirst(_ phrases: [[String]]) -> [[String]] {
        phrases.enumerated().sorted { ($0.element.count, $1.offset) > ($1.element.count, $0.offset) }.map(\.element)
    }

    /// Joins continuation lines (indented) to the directive above, and drops comments and blank lines.
    static func logicalLines(_ source: String) -> [(Int, String)] {
        var out: [(Int, String)] = []
        for (i, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.drop(while: { $0 == " " || $0 == "\t" })
            if line.isEmpty || line.hasPrefix("#") { continue }
            if rawLine.first == " " || rawLine.first == "\t", !out.isEmpty {
                out[out.count - 1].1 += " " + line
            } else {
                out.append((i + 1, String(rawLine)))
            }
        }
        return out
    }

    func error(_ line: Int, _ column: Int = 1, _ message: String) -> GrammarFileError {
        GrammarFileError(file: file, line: line, column: column, message: message)
    }

    /// Splits `head: body` (or `head = body`) at the first separator.
    func split(_ text: String, at separator: Character, line: Int) throws -> (head: [String], body: String, column: Int) {
        guard let i = text.firstIndex(of: separator) else { throw error(line, 1, "expected '\(separator)'") }
        let head = text[..<i].split(separator: " ").map(String.init)
        let column = text.distance(from: text.startIndex, to: i) + 2
        return (head, String(text[text.index(after: i)...]), column)
    }

    /// `a | b c | d` → folded token lists, and the raw spellings.
    func phrases(_ body: String, line: Int) throws -> [(folded: [String], raw: String)] {
        let out = body.split(separator: "|").map { piece -> (folded: [String], raw: String) in
            let tokens = normalizer.tokens(String(piece))
            return (tokens.map(\.text), tokens.map { $0.raw.lowercased() }.joined(separator: " "))
        }
        if out.contains(where: { $0.folded.isEmpty }) { throw error(line, 1, "empty alternative in list") }
        return out
    }

    /// A directive's list as said (lowercased, not folded: the accents are what it is about), e.g. `done: *é | *ée`.
    func saidList(_ text: String, line: Int) throws -> [String] {
        try split(text, at: ":", line: line).body.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    mutating func directive(_ text: String, line: Int) throws {
        let keyword = String(text.prefix(while: { !$0.isWhitespace && $0 != ":" }))
        let rest = String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
        switch keyword {
        case "locale": table.locale = rest
        case "language": table.language = rest
        case "name": table.displayName = rest
        case "verbs":
            guard ["first", "last"].contains(rest) else { throw error(line, 1, "expected 'verbs first' or 'verbs last'") }
            table.verbsLast = rest == "last"
        case "elision":
            table.elisions = Set(rest.split(separator: " ").map(String.init))
            normalizer = Normalizer(elisions: table.elisions)
        case "filler": table.fillers += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "polite": table.polite += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "website": table.websites += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "reply": table.replies.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "noise": table.noise.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "genitive": table.genitives.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "question": table.questions += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "joiner": table.joiners.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "article": table.articles.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "particle": table.particles.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "noun":
            for p in try phrases(try split(text, at: ":", line: line).body, line: line) {
                table.elementNouns.insert(p.folded)
                if p.folded.count == 1, p.folded[0].count >= 4 { table.compoundRoles.append(p.folded[0]) }
            }
        case "negation":
            let (head, body, _) = try split(text, at: ":", line: line)
            var first = false, last = false, before = 0, after = 0
            var words = head.dropFirst().makeIterator()
            while let word = words.next() {
                switch word {
                case "first": first = true
                case "last": last = true
                case "before", "after":
                    guard let n = words.next().flatMap({ Int($0) }), (0...8).contains(n) else {
                        throw error(line, 1, "expected a number of words (0–8) after '\(word)'")
                    }
                    if word == "before" { before = n } else { after = n }
                default: throw error(line, 1, "expected first, last, before N or after N, found '\(word)'")
                }
            }
            guard first || last || before > 0 || after > 0 else { throw error(line, 1, "a negation reaches no word: say which") }
            table.negations.append(.init(phrases: try phrases(body, line: line).map(\.folded), before: before, after: after,
                                         first: first, last: last))
        case "negated":
            for pair in try split(text, at: ":", line: line).body.split(separator: "|") {
                let sides = pair.split(separator: ">").map { Normalizer.fold($0.trimmingCharacters(in: .whitespaces)) }
                guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty,
                      sides[0].hasPrefix("-") == sides[1].hasPrefix("-") else {
                    throw error(line, 1, "expected 'form > imperative' or '-ending > -ending', found '\(pair.trimmingCharacters(in: .whitespaces))'")
                }
                if sides[0].hasPrefix("-") {
                    table.negatedEndings.append((String(sides[0].dropFirst()), String(sides[1].dropFirst())))
                } else {
                    table.negatedForms[sides[0]] = sides[1]
                }
            }
            table.negatedEndings.sort { $0.0.count > $1.0.count }
        case "clitic":
            table.clitics = Set(table.clitics + (try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded)))
                .sorted { ($0.count, $0) > ($1.count, $1) }
        case "addressing": table.addressing.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "myself": table.myself += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "errand": table.errands += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "again": table.again += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "correction": table.corrections += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "then":
            table.sequence += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
            table.sequence.sort { $0.count > $1.count }
        case "reason": table.reasons += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "yesno": table.yesNo += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "asking": table.asking.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "labelling": table.labelling.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "want": table.wanting.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "somewhere": table.somewhere += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "word": table.wordsFor += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "when": table.when += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "together": table.together += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "duration": table.durations.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "one": table.ones.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "own": table.own.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "listener": table.listeners.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "unsupported": table.unsupported.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "undo": table.undoing += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "done":
            // "*é", "ge*t": what comes before and after the verb (split by scalar: "*ा" is one character in Swift).
            for form in try saidList(text, line: line) {
                let parts = form.unicodeScalars.split(separator: "*", omittingEmptySubsequences: false)
                guard parts.count == 2 else { throw error(line, 1, "a form of things done is written around one *, found '\(form)'") }
                table.done.append((String(String.UnicodeScalarView(parts[0])), String(String.UnicodeScalarView(parts[1]))))
            }
        case "auxiliary": table.auxiliaries.formUnion(try saidList(text, line: line))
        case "habit":
            // "*ता है": the verb's ending after the *, then the word that follows it.
            for form in try saidList(text, line: line) {
                let parts = form.split(separator: " ")
                guard parts.count == 2, parts[0].hasPrefix("*"), parts[0].count > 1 else {
                    throw error(line, 1, "a habit is written as a verb's ending after * and the word after it, found '\(form)'")
                }
                table.habits.append((String(parts[0].dropFirst()), String(parts[1])))
            }
        case "called": table.called += try phrases(try split(text, at: ":", line: line).body, line: line).map(\.folded)
        case "dot": table.dots.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "at": table.ats.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "slash": table.slashes.formUnion(try phrases(try split(text, at: ":", line: line).body, line: line).flatMap(\.folded))
        case "homophone", "number":
            let (head, body, _) = try split(text, at: ":", line: line)
            guard head.count == 2, let value = Int(head[1]) else { throw error(line, 1, "expected '\(keyword) N: words'") }
            for p in try phrases(body, line: line) {
                guard p.folded.count == 1 else { throw error(line, 1, "\(keyword) words are single words: '\(p.raw)'") }
                if keyword == "homophone" {
                    table.homophones[p.folded[0]] = value
                } else {
                    if let old = table.numbers[p.folded[0]], old != value {
                        throw error(line, 1, "'\(p.raw)' is already the number \(old)")
                    }
                    table.numbers[p.folded[0]] = value
                    if table.canonicalNumbers[value] == nil { table.canonicalNumbers[value] = p.raw }
                }
            }
        case "latin":
            let (head, body, _) = try split(text, at: ":", line: line)
            let shared = head.count > 1 && head[1] == "shared"
            let words = normalizer.tokens(head.dropFirst(shared ? 2 : 1).joined(separator: " ")).map(\.text)
            guard !words.isEmpty else { throw error(line, 1, "expected 'latin [shared] WORDS: spellings'") }
            for p in try phrases(body, line: line) {
                guard p.folded.count == 1 else { throw error(line, 1, "a Latin spelling is one word: '\(p.raw)'") }
                if let old = table.latin[p.folded[0]], old.words != words {
                    throw error(line, 1, "'\(p.raw)' is already written for '\(old.words.joined(separator: " "))'")
                }
                table.latin[p.folded[0]] = (words, shared)
            }
        case "role", "setting":
            let (head, body, _) = try split(text, at: ":", line: line)
            guard head.count == 2 else { throw error(line, 1, "expected '\(keyword) NAME: words'") }
            for p in try phrases(body, line: line) {
                if keyword == "role" {
                    table.roles[p.folded] = head[1]
                    if p.folded.count == 1, p.folded[0].count >= 4 { table.compoundRoles.append(p.folded[0]) }
                    table.spokenRoles[head[1], default: []].append(p.raw)
                } else {
                    table.settings[p.folded] = head[1]
                    table.spokenSettings[head[1], default: []].append(p.raw)
                }
            }
        case "value":
            let (head, body, _) = try split(text, at: ":", line: line)
            guard head.count == 3 else { throw error(line, 1, "expected 'value SETTING NAME: words'") }
            for p in try phrases(body, line: line) {
                table.values[p.folded, default: [:]][head[1]] = head[2]
                table.spokenValues[head[2], default: []].append(p.raw)
            }
        case "placeholder":
            let (head, body, _) = try split(text, at: ":", line: line)
            guard head.count == 2, let type = SlotType(rawValue: head[1]) else {
                throw error(line, 1, "expected 'placeholder TYPE: word'")
            }
            table.placeholders[type] = body.trimmingCharacters(in: .whitespaces)
        case "define":
            let (head, body, column) = try split(text, at: "=", line: line)
            guard head.count == 2 else { throw error(line, 1, "expected 'define NAME = pattern'") }
            guard table.macros[head[1]] == nil else { throw error(line, 1, "macro <\(head[1])> defined twice") }
            table.macros[head[1]] = try pattern(body, line: line, column: column)
        case "title":
            let (head, body, _) = try split(text, at: ":", line: line)
            guard head.count == 2, let intent = Intent(rawValue: head[1]) else { throw error(line, 1, "unknown intent in title") }
            table.titles[intent] = body.trimmingCharacters(in: .whitespaces)
        case "rule", "idiom", "guess", "sense":
            let (head, body, column) = try split(text, at: ":", line: line)
            guard head.count >= 2, let intent = Intent(rawValue: head[1]) else {
                throw error(line, keyword.count + 2, "unknown intent '\(head.dropFirst().first ?? "")'")
            }
            var fixed: [(String, String)] = []
            for pair in head.dropFirst(2) {
                // `text=`: a fixed empty value (the text a field is cleared to).
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard kv.count == 2, !kv[0].isEmpty else { throw error(line, 1, "expected key=value, found '\(pair)'") }
                fixed.append((kv[0], kv[1]))
            }
            if keyword == "sense" {
                let words = try phrases(body, line: line)
                if let long = words.first(where: { $0.folded.count != 1 }) {
                    throw error(line, 1, "sense words are single words: '\(long.raw)'")
                }
                let key = Self.commandKey(intent, fixed)
                guard table.rules.contains(where: { Self.commandKey($0.intent, $0.fixed) == key }) else {
                    throw error(line, 1, "no rule above says '\(key)': a sense points to a command the grammar has")
                }
                table.senses.append(.init(intent: intent, fixed: fixed, words: words.map { $0.folded[0] }))
            } else {
                let p = try pattern(body, line: line, column: column)
                var rule = PhraseTable.Rule(intent: intent, fixed: fixed, pattern: p, line: line, idiom: keyword != "rule")
                rule.guess = keyword == "guess"
                table.rules.append(rule)
            }
        default:
            throw error(line, 1, "unknown directive '\(keyword)'")
        }
    }

    static func commandKey(_ intent: Intent, _ fixed: [(key: String, value: String)]) -> String {
        ([intent.rawValue] + fixed.map { "\($0.key)=\($0.value)" }.sorted()).joined(separator: " ")
    }

    func pattern(_ text: String, line: Int, column: Int) throws -> Pattern {
        var reader = PatternReader(text: Array(text), normalizer: normalizer)
        do {
            let p = try reader.alternatives()
            reader.skipSpace()
            if reader.pos < reader.text.count { throw PatternReader.Failure(pos: reader.pos, message: "unexpected '\(reader.text[reader.pos])'") }
            return p
        } catch let f as PatternReader.Failure {
            throw error(line, column + f.pos, f.message)
        }
    }

    func validate() throws {
        if table.locale.isEmpty || table.language.isEmpty { throw error(1, 1, "a grammar needs 'locale' and 'language'") }
        for rule in table.rules { try checkMacros(rule.pattern, line: rule.line) }
        for (_, p) in table.macros { try checkMacros(p, line: 0) }
    }

    func checkMacros(_ p: Pattern, line: Int) throws {
        switch p {
        case .macro(let name): if table.macros[name] == nil { throw error(line, 1, "undefined macro <\(name)>") }
        case .sequence(let ps), .choice(let ps): for q in ps { try checkMacros(q, line: line) }
        case .optional(let q): try checkMacros(q, line: line)
        case .word, .slot: break
        }
    }
}
