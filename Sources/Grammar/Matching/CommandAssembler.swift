import CommandModel
import Foundation

/// Builds a `Command` from a rule's fixed slots and a candidate's captures, through the strict JSON decoder of
/// the command model, so a grammar file cannot produce a command outside the model.
enum CommandAssembler {
    static func command(_ rule: PhraseTable.Rule, captures: [Candidate.Capture]) throws -> Command {
        var object: [String: Any] = ["intent": rule.intent.rawValue]
        for (key, value) in rule.fixed { object[key] = scalar(value) }
        var target: [String: Any] = [:]
        for capture in captures {
            switch (capture.name, capture.reading) {
            case ("target", .number(let n)): target[capture.type == .ordinal ? "ordinal" : "number"] = n
            case ("target", .text(let s)): target["text"] = s
            case ("role", .text(let s)): target["role"] = s
            case (_, .site(let destination, let url)):
                object["destination"] = destination
                if let url { object["url"] = url }
            case (let name, .number(let n)): object[name] = n
            case (let name, .text(let s)): object[name] = s
            }
        }
        if !target.isEmpty { object["target"] = target }
        let data = try JSONSerialization.data(withJSONObject: object)
        return try JSONDecoder().decode(Command.self, from: data)
    }

    static func scalar(_ s: String) -> Any {
        if s == "true" { return true }
        if s == "false" { return false }
        if let n = Int(s) { return n }
        return s
    }

    /// A plausible reading of each slot, for checking rules when a grammar loads.
    static func sample(_ name: String, _ type: SlotType) -> Candidate.Capture {
        let reading: Candidate.Reading
        switch type {
        case .number, .ordinal: reading = .number(1)
        case .site: reading = .site(destination: "example", url: "https://example.org")
        case .role: reading = .text("link")
        default: reading = .text("sample")
        }
        return .init(name: name, type: type, reading: reading)
    }
}
