import CommandModel
import Foundation
import Grammar

/// The model's label and entities made into a command of the command model.
extension Understander {
    static func parseLabel(_ label: String) -> (intent: Intent, fixed: [String: String])? {
        let parts = label.split(separator: " ")
        guard let first = parts.first, let intent = Intent(rawValue: String(first)) else { return nil }
        var fixed: [String: String] = [:]
        for p in parts.dropFirst() {
            let kv = p.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { fixed[String(kv[0])] = String(kv[1]) }
        }
        return (intent, fixed)
    }

    func number(_ text: String?) -> Int? {
        guard let text else { return nil }
        let words = words(of: text)
        if words.count == 1, let n = Int(words[0]) { return n }
        return grammar.numbers.cardinal(words)
    }

    func ordinal(_ text: String?) -> Int? {
        guard let text else { return nil }
        let words = words(of: text)
        return grammar.numbers.ordinal(words) ?? (words.count == 1 ? Int(words[0].filter(\.isNumber)) : nil)
    }

    func role(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = words(of: text)
        return grammar.table.roles[words] ?? grammar.table.roles[Array(words.suffix(1))]
    }

    func target(_ e: [String: String]) -> Target? {
        if let n = ordinal(e["ordinal"]) {
            // A position among things no role word names, named with words no command says ("take the second exit
            // at the roundabout", "der erste schultag lief gut"), is a description for the chooser to find by name,
            // not the nth element of any kind. "the second one" is that element.
            // So is a position before words and a kind of element that are no kind together ("the first name box").
            let kind = e["role"] ?? e["target"], named = role(kind)
            if let kind, let said = e["ordinal"], named == nil && words(of: kind).contains(where: namesNoCommand)
                || words(of: kind).count >= 2 && grammar.table.roles[words(of: kind)] == nil {
                return .text(said + " " + kind)
            }
            return .ordinal(n, role: named)
        }
        if let n = number(e["number"]), n >= 1 { return .number(n) }
        if let t = e["target"], !t.isEmpty {
            // A description that is a position and a kind of element alone ("quinto botón", "fünften menü") is that.
            return grammar.placeAndKind(words(of: t)) ?? .text(t)
        }
        return nil
    }

    /// A place said: what was said and, for a known site or an address, where it goes.
    func placeSlots(_ said: String, into slots: inout [String: SlotValue]) {
        let place = grammar.place(said)
        slots["destination"] = .string(place.destination)
        if let url = place.url { slots["url"] = .string(url) }
    }

    func command(label: String, entities e: [String: String]) -> Command? {
        guard let (intent, fixed) = Self.parseLabel(label) else { return nil }
        var slots: [String: SlotValue] = [:]
        for (k, v) in fixed { slots[k] = v == "true" ? .bool(true) : v == "false" ? .bool(false) : .string(v) }
        switch intent {
        case .click:
            guard let t = target(e) else { return nil }
            slots["target"] = .target(t)
        case .type:
            guard let text = e["text"], !text.isEmpty else { return nil }
            slots["text"] = .string(grammar.table.writingAddresses(in: text))   // the rest: `keepingHowItWasSaid`
            var rest = e
            rest["text"] = nil
            if let t = target(rest) { slots["target"] = .target(t) }
        case .search:
            guard let q = e["query"], !q.isEmpty else { return nil }
            slots["query"] = .string(q)
        case .navigate where fixed["action"] == "open":
            guard let d = e["destination"], !d.isEmpty else { return nil }
            placeSlots(d, into: &slots)
        case .scroll where ["up", "down", "left", "right"].contains(fixed["direction"]):
            // "scroll down three times": how many times, when a number was said.
            if let n = number(e["number"]), n >= 1 { slots["count"] = .int(min(n, Command.maximumSteps)) }
        case .navigate where fixed["action"] == "back" || fixed["action"] == "forward":
            // "go two pages back": how many pages, when a number was said.
            if let n = number(e["number"]), n >= 1 { slots["count"] = .int(n) }
        case .tab where fixed["action"] == "switch":
            // "the tenth checkbox" is no tab: a kind of element named is a tab or the reading is not a switch.
            guard let n = number(e["number"]) ?? ordinal(e["ordinal"]), e["role"].map({ role($0) == "tab" }) ?? true else { return nil }
            slots["index"] = .int(n)
        case .tab where fixed["action"] == "open":
            // "open link 12 in a new tab": a link named opens in the new tab, when it is said like one. A description
            // names a kind of element ("the comments link"; "private mode" is no link); one said as a word is the
            // article of "noch ein tab", "una pestaña", "एक टैब".
            // A link and a place are said alike ("… नए टैब में खोलो") and the tagger mixes them up: a kind of element
            // named is a link, a known site or words of no command a place.
            var e = e
            func site(_ said: String) -> String? { grammar.place(said).url }
            if e["target"] == nil, let d = e["destination"], site(d) == nil, grammar.table.namesAnElement(words(of: d), numbers: grammar.numbers) {
                (e["target"], e["destination"]) = (d, nil)
            } else if e["destination"] == nil, let t = e["target"], !grammar.table.holdsRole(words(of: t)),
                      site(t) != nil || words(of: t).allSatisfy({ featurizer.lexicon.intents[$0] == nil }) {
                // A known site, or words no command says ("the verge": no kind of element, nor "private mode").
                (e["target"], e["destination"]) = (nil, t)
            }
            switch target(e) {
            case .text(let t)? where grammar.table.holdsRole(words(of: t)): slots["target"] = .target(.text(t))
            // A description with a word no command says ("the contact page"): an element to look for, which says so
            // when the page has none, rather than a blank tab.
            case .text(let t)? where words(of: t).contains(where: namesNoCommand):
                slots["target"] = .target(.text(t))
            case .number(let n)? where n > 1 || e["number"].map({ Int($0) != nil }) == true: slots["target"] = .target(.number(n))
            case .ordinal(let n, let role)?: slots["target"] = .target(.ordinal(n, role: role))
            default: break
            }
            // "open youtube in a new tab": a place, when no link was named; a kind of element is no place.
            if slots["target"] == nil, let d = e["destination"], !d.isEmpty, site(d) != nil || !grammar.table.namesAnElement(words(of: d), numbers: grammar.numbers) {
                placeSlots(d, into: &slots)
            }
        case .zoom where fixed["direction"] == "set":
            // "zoom to 150 percent"; a level beyond the zoom's range is as far as it goes (as in the grammar).
            guard let n = number(e["number"]) else { return nil }
            slots["level"] = .int(Command.zoomLevel(said: n))
        case .bookmark where fixed["action"] == "open" || fixed["action"] == "remove":
            if let name = e["name"] { slots["name"] = .string(name) }
        case .download where fixed["action"] == "start":
            if let t = target(e) { slots["target"] = .target(t) }
        default:
            break
        }
        return try? Command(intent: intent, slots: slots)
    }
}
