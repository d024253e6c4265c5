import CommandModel

/// Builds a `Command` from a rule's fixed slots and a candidate's captures through the command model's one
/// validator, so a grammar file cannot produce a command outside the model.
enum CommandAssembler {
    static func command(_ rule: PhraseTable.Rule, captures: [Candidate.Capture]) throws -> Command {
        var slots: [String: SlotValue] = [:]
        // A target a rule fixes is a description ("close the dialog": the element called close).
        // A role a rule fixes is the kind of the element its ordinal counts ("the second result": `role=result`), and
        // an ordinal it fixes the place ("the top story": `ordinal=1`).
        for (key, value) in rule.fixed where key != "role" && key != "ordinal" { slots[key] = key == "target" ? .target(.text(value)) : scalar(value) }
        var targetNumber: Int?, targetText: String?, role: String? = rule.fixed.first { $0.key == "role" }?.value
        var targetOrdinal = rule.fixed.first { $0.key == "ordinal" }.flatMap { Int($0.value) }
        for capture in captures {
            switch (capture.name, capture.reading) {
            case ("target", .number(let n)):
                if capture.type == .ordinal { targetOrdinal = n } else { targetNumber = n }
            case ("target", .text(let s)): targetText = s
            case ("role", .text(let s)): role = s
            case ("site", .site(_, let url?)):
                // A site to search on is one the directory knows (`Matcher.resolvingSites` drops the others).
                slots["site"] = .string(url)
            case (_, .site(let destination, let url)):
                slots["destination"] = .string(destination)
                if let url { slots["url"] = .string(url) }
            case ("level", .number(let n)):
                // "zoom to 10 percent": as far as the zoom goes, which the reply then says.
                slots["level"] = .int(Command.zoomLevel(said: n))
            case ("text", .number(let n)):
                // "set the temperature to twenty": text said as a number is its digits; after a sign the rule fixes
                // ("raise the temperature by two": `text=+`), a value from where the element is ("+2").
                let sign = rule.fixed.first { $0.key == "text" && ($0.value == "+" || $0.value == "-") }?.value ?? ""
                slots["text"] = .string(sign + String(n))
            case (let name, .number(let n)): slots[name] = .int(n)
            case (let name, .text(let s)): slots[name] = .string(s)
            }
        }
        if let n = targetNumber { slots["target"] = .target(.number(n)) }
        if let s = targetText { slots["target"] = .target(.text(s)) }
        if let o = targetOrdinal { slots["target"] = .target(.ordinal(o, role: role)) }
        return try Command(intent: rule.intent, slots: slots)
    }

    static func scalar(_ s: String) -> SlotValue {
        if s == "true" { return .bool(true) }
        if s == "false" { return .bool(false) }
        if let n = Int(s) { return .int(n) }
        return .string(s)
    }

    /// A plausible reading of each slot, for checking rules when a grammar loads.
    static func sample(_ name: String, _ type: SlotType) -> Candidate.Capture {
        let reading: Candidate.Reading
        switch type {
        case .number: reading = .number(100)   // a count of pages, a tab, an element, a zoom level alike
        case .ordinal: reading = .number(1)
        case .site, .known: reading = .site(destination: "example", url: "https://example.org")
        case .role: reading = .text("link")
        default: reading = .text("sample")
        }
        return .init(name: name, type: type, reading: reading)
    }
}
