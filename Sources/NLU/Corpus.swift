import Foundation
import Grammar

/// The labelled corpus for one locale: templates of how people phrase each command, and the slot values they fill
/// in. Written by hand in `Resources/corpus/<locale>.nlu`:
///
///     locale en-US
///     slot query: running shoes | cheap flights to rome | …
///     click : click {number} | could you press {number} for me | click the {target}
///     scroll direction=down : scroll down a bit | take me further down
///     none : what's the weather like | i like turtles
///
/// A line is a label (an intent and its fixed slots, as in the phrase tables; `none` for things that are not
/// commands) and templates separated by `|`. `{slot}` marks an entity; `{slot=word}` one whose word is always the
/// same ("click the {ordinal} {role=tab}": only tabs are said so). Templates are split between training and
/// a held-out test set by position (every fourth template of a label is held out), and so are slot values, so
/// the test set has phrasings and values training never saw.
public struct Corpus: Sendable {
    public struct Template: Sendable, Hashable {
        public let label: String
        public let text: String
        /// Position among the label's templates.
        public let index: Int
        public let line: Int
    }

    public enum Split: String, Sendable, CaseIterable { case train, test }

    /// One utterance: its tokens (as typed, and folded), a BIO tag per token, the label, entity values by slot.
    public struct Example: Sendable, Hashable {
        public let text: String
        public let tokens: [String]
        public let tags: [String]
        public let label: String
        public let entities: [String: String]
        /// The entities whose words the template gives (`{role=tab}`): part of the phrasing, not drawn from the
        /// slot's values.
        public var givenSlots: Set<String> = []
        /// The entity values drawn from the slots' values (the ones the splits keep apart).
        public var drawnValues: [String] { entities.filter { !givenSlots.contains($0.key) }.map(\.value) }

        public init(text: String, tokens: [String], tags: [String], label: String, entities: [String: String]) {
            self.text = text
            self.tokens = tokens
            self.tags = tags
            self.label = label
            self.entities = entities
        }
    }

    public let locale: String
    public let slots: [String: [String]]
    public let templates: [Template]
    /// A digest of the source text (the shipped model records the corpus it was trained on).
    public let digest: String

    public static let entityNames: Set<String> = ["number", "ordinal", "role", "target", "text", "query", "destination", "name"]

    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    public init(source: String, file: String = "corpus") throws {
        var locale = "", slots: [String: [String]] = [:], templates: [Template] = []
        var perLabel: [String: Int] = [:]
        for (n, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("locale ") { locale = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces); continue }
            guard let colon = line.range(of: " : ") ?? line.range(of: ": ") else {
                throw ParseError(description: "\(file):\(n + 1): expected 'label : template | template'")
            }
            let head = line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
            let items = line[colon.upperBound...].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if head.hasPrefix("slot ") {
                let name = String(head.dropFirst(5))
                guard Self.entityNames.contains(name) else { throw ParseError(description: "\(file):\(n + 1): unknown slot '\(name)'") }
                slots[name, default: []] += items
                continue
            }
            let label = Self.canonical(head)
            for item in items {
                for slot in Self.placeholders(item).map(Self.slotName) where !Self.entityNames.contains(slot) {
                    throw ParseError(description: "\(file):\(n + 1): unknown slot {\(slot)}")
                }
                templates.append(Template(label: label, text: item, index: perLabel[label, default: 0], line: n + 1))
                perLabel[label, default: 0] += 1
            }
        }
        guard !locale.isEmpty else { throw ParseError(description: "\(file): no 'locale' line") }
        for t in templates {
            for slot in Self.placeholders(t.text) where !slot.contains("=") && (slots[slot] ?? []).count < 3 {
                throw ParseError(description: "\(file):\(t.line): slot {\(slot)} needs at least three values")
            }
        }
        self.locale = locale
        self.slots = slots
        self.templates = templates
        self.digest = Self.fnv(source)
    }

    public static func bundled(_ locale: String) throws -> Corpus {
        guard let url = Bundle.module.url(forResource: locale, withExtension: "nlu", subdirectory: "Resources/corpus") else {
            throw ParseError(description: "no corpus for \(locale)")
        }
        return try Corpus(source: try String(contentsOf: url, encoding: .utf8), file: "\(locale).nlu")
    }

    /// "scroll direction=down amount=little" → "scroll amount=little direction=down" (the phrase tables' labels are
    /// spelled the same way).
    static func canonical(_ label: String) -> String {
        let parts = label.split(separator: " ").map(String.init)
        guard let intent = parts.first else { return label }
        return Lexicon.label(intent: intent, fixed: parts.dropFirst().compactMap {
            let kv = $0.split(separator: "=", maxSplits: 1).map(String.init)
            return kv.count == 2 ? (kv[0], kv[1]) : nil
        })
    }

    /// "role=tab" → "role": a placeholder with its value given in the template.
    static func slotName(_ placeholder: String) -> String { String(placeholder.prefix(while: { $0 != "=" })) }

    static func placeholders(_ template: String) -> [String] {
        var out: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    static func fnv(_ s: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return String(h, radix: 16)
    }

    public static func isHeldOut(templateIndex: Int) -> Bool { templateIndex % 4 == 3 }
    static func isTestValue(_ index: Int) -> Bool { index % 3 == 2 }

    /// For choosing how to train without looking at the test split: the test split is left out altogether, and
    /// the training split is cut again the same way (every third remaining template and every second remaining slot
    /// value become the test). `avanues nlu train/eval --development`.
    public var development = false

    /// Which split a template (by its position among its label's) belongs to; nil: in neither.
    func split(templateIndex i: Int) -> Split? {
        guard development else { return Self.isHeldOut(templateIndex: i) ? .test : .train }
        if Self.isHeldOut(templateIndex: i) { return nil }
        return (i - i / 4) % 3 == 2 ? .test : .train
    }

    /// Which split a slot value (by its position among the slot's values) belongs to; nil: in neither.
    func split(valueIndex i: Int) -> Split? {
        guard development else { return Self.isTestValue(i) ? .test : .train }
        if Self.isTestValue(i) { return nil }
        return (i - i / 3) % 2 == 1 ? .test : .train
    }

    /// The training values of a slot.
    func trainingValues(_ slot: String) -> [String] {
        (slots[slot] ?? []).enumerated().filter { split(valueIndex: $0.offset) == .train }.map(\.element)
    }

    /// The utterances of a split: each template filled with slot values of that split, several times when it has
    /// slots. Deterministic.
    public func examples(_ split: Split, normalizer: Normalizer, variants: Int? = nil) -> [Example] {
        var rng = SplitMix(seed: split == .train ? 17 : 29)
        var out: [Example] = []
        var seen = Set<String>()
        for t in templates where self.split(templateIndex: t.index) == split {
            let names = Self.placeholders(t.text)
            let count = names.isEmpty ? 1 : (variants ?? (split == .train ? 4 : 3))
            for _ in 0..<count {
                let e = fill(t, split: split, normalizer: normalizer, rng: &rng)
                if seen.insert(t.label + "\u{1}" + e.text).inserted { out.append(e) }
            }
        }
        return out
    }

    func fill(_ t: Template, split: Split, normalizer: Normalizer, rng: inout SplitMix) -> Example {
        var tokens: [String] = [], tags: [String] = [], entities: [String: String] = [:], words: [String] = []
        var given = Set<String>()
        for piece in t.text.split(separator: " ") {
            if piece.hasPrefix("{"), let close = piece.firstIndex(of: "}") {
                let placeholder = String(piece[piece.index(after: piece.startIndex)..<close])
                let name = Self.slotName(placeholder)
                let pool = (slots[name] ?? []).enumerated().filter { self.split(valueIndex: $0.offset) == split }.map(\.element)
                if placeholder != name { given.insert(name) }
                let value = placeholder != name ? String(placeholder.dropFirst(name.count + 1))
                    : pool.isEmpty ? (slots[name]?.first ?? name) : pool[rng.next(pool.count)]
                let said = normalizer.tokens(value)
                let valueTokens = said.map(\.raw)
                entities[name] = said.said   // as the chain gives it back, with its hyphens and apostrophes
                for (i, v) in valueTokens.enumerated() {
                    tokens.append(v)
                    tags.append((i == 0 ? "B-" : "I-") + name)
                }
                words.append(value)
                let after = piece[piece.index(after: close)...]
                if !after.isEmpty {
                    for v in normalizer.tokens(String(after)).map(\.raw) { tokens.append(v); tags.append("O") }
                    words[words.count - 1] += after
                }
            } else {
                for v in normalizer.tokens(String(piece)).map(\.raw) { tokens.append(v); tags.append("O") }
                words.append(String(piece))
            }
        }
        var example = Example(text: words.joined(separator: " "), tokens: tokens, tags: tags, label: t.label, entities: entities)
        example.givenSlots = given
        return example
    }
}

/// A small deterministic random number generator (training order, slot values; the tests' word salad).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func shuffle<T>(_ a: inout [T]) {
        guard a.count > 1 else { return }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, next(i + 1)) }
    }
}
