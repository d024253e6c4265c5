import PageScripts

/// Picks an element of the current page from a spoken description ("the login button", "the third link").
/// A first, simple resolver: name words and role words; the understanding layer will refine it.
public enum ElementChooser {
    public enum Choice: Equatable {
        case one(PageElement)
        case ambiguous([PageElement])
        case none
    }

    /// Grammar role names → scraper roles they cover.
    static let roleFamilies: [String: Set<String>] = [
        "textbox": ["textbox", "searchbox", "combobox"], "button": ["button"], "link": ["link"],
        "checkbox": ["checkbox", "switch"], "radio": ["radio"], "tab": ["tab"],
        "menuitem": ["menuitem", "menuitemcheckbox", "menuitemradio"], "option": ["option"],
        "combobox": ["combobox", "listbox"], "slider": ["slider"], "switch": ["switch", "checkbox"],
        "image": ["link", "button"], "heading": [],
    ]

    public static func nth(_ ordinal: Int, role: String?, in elements: [PageElement]) -> PageElement? {
        let family = role.flatMap { roleFamilies[$0] ?? [$0] }
        let pool = elements.filter { family?.contains($0.role) ?? true }
        return ordinal >= 1 && ordinal <= pool.count ? pool[ordinal - 1] : nil
    }

    static func words(_ s: String) -> [String] {
        s.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Best element whose name matches the description; a role word at its end ("the search button") narrows the
    /// roles, and when nothing of that role matches, the words are matched against names alone ("fancy option").
    public static func choose(_ description: String, in elements: [PageElement]) -> Choice {
        let all = words(description)
        if let last = all.last, all.count > 1,
            let family = roleFamilies[last] ?? roleFamilies[last.hasSuffix("s") ? String(last.dropLast()) : ""]
        {
            let narrowed = choose(Array(all.dropLast()), family: family, in: elements)
            if narrowed != .none { return narrowed }
        }
        return choose(all, family: nil, in: elements)
    }

    static func choose(_ wanted: [String], family: Set<String>?, in elements: [PageElement]) -> Choice {
        guard !wanted.isEmpty else { return .none }
        var scored: [(Double, PageElement)] = []
        for e in elements {
            if let family, !family.contains(e.role) { continue }
            let name = words(e.name)
            guard !name.isEmpty else { continue }
            let hits = wanted.filter { w in name.contains(w) || name.contains { $0.hasPrefix(w) && w.count >= 3 } }.count
            guard hits > 0 else { continue }
            var score = Double(hits) / Double(wanted.count) - 0.01 * Double(max(0, name.count - wanted.count))
            if name == wanted { score += 1 }
            scored.append((score, e))
        }
        scored.sort { $0.0 > $1.0 }
        guard let best = scored.first, best.0 >= 0.5 else { return .none }
        let close = scored.filter { best.0 - $0.0 < 0.05 }
        return close.count == 1 ? .one(best.1) : .ambiguous(close.map(\.1))
    }
}
