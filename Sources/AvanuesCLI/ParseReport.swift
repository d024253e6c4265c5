import CommandModel
import Foundation
import Grammar

/// The JSON document `avanues parse --json` prints for one utterance (DESIGN.md, "Command-line contract").
public struct ParseReport: Encodable {
    public struct Alternative: Encodable {
        public let command: Command
        public let confidence: Double
        public let source: Source

        init(_ reading: Reading) {
            command = reading.command
            confidence = ParseReport.rounded(reading.confidence)
            source = reading.source
        }
    }

    public let utterance: String
    public let locale: String
    public let command: Command?
    public let confidence: Double
    public let source: Source?
    public let alternatives: [Alternative]
    /// A command the utterance names but says not to do ("don't close this tab"); not carried out.
    public let declined: Alternative?
    /// Nothing to do, but a command worth asking the person about: the window asks "did you mean …?".
    public let suggested: Alternative?
    /// Commands said after `command`, to carry out in order ("type iphone in the search box and press enter").
    public let then: [Alternative]

    public init(_ interpretation: Interpretation, suggested: Reading? = nil) {
        utterance = interpretation.utterance
        locale = interpretation.locale
        command = interpretation.best?.command
        confidence = Self.rounded(interpretation.best?.confidence ?? 0)
        source = interpretation.best?.source
        alternatives = interpretation.alternatives.map(Alternative.init)
        declined = interpretation.declined.map(Alternative.init)
        self.suggested = suggested.map(Alternative.init)
        then = interpretation.then.map(Alternative.init)
    }

    enum Key: String, CodingKey { case utterance, locale, command, confidence, source, alternatives, declined, suggested, then }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(utterance, forKey: .utterance)
        try c.encode(locale, forKey: .locale)
        try c.encode(command, forKey: .command)  // null when nothing was understood
        try c.encode(confidence, forKey: .confidence)
        try c.encode(source, forKey: .source)
        try c.encode(alternatives, forKey: .alternatives)
        try c.encodeIfPresent(declined, forKey: .declined)
        try c.encodeIfPresent(suggested, forKey: .suggested)
        if !then.isEmpty { try c.encode(then, forKey: .then) }
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    /// How the terminal shows a command the words said not to do (parse, transcribe, listen).
    static func declinedLine(_ command: Command) -> String { "not carried out: it says not to \(command.json)" }

    /// One line of JSON.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// What a person reads in a terminal.
    public var text: String {
        if command == nil, let declined {
            return "\"\(utterance)\" → \(Self.declinedLine(declined.command))  (\(declined.source.rawValue))"
        }
        guard let command else {
            return "\"\(utterance)\" → not understood" + (suggested.map { "; did you mean \($0.command.json)?" } ?? "")
        }
        var out = "\"\(utterance)\" → \(command.json)  confidence \(confidence)  (\(source?.rawValue ?? "-"))"
        for next in then { out += "\n  then \(next.command.json)  confidence \(next.confidence)" }
        for alt in alternatives { out += "\n  or \(alt.command.json)  confidence \(alt.confidence)" }
        return out
    }
}
