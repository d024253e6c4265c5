/// French cardinals with the vigesimal 70–99 ("soixante-dix", "quatre-vingt-dix-sept") and the Belgian/Swiss
/// forms (septante, huitante, octante, nonante). Tokens arrive hyphen-split ("quatre vingt dix sept").
struct FrenchNumbers: NumberWords {
    static let small: [String: Int] = [
        "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
        "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    ]
    static let tens: [String: Int] = [
        "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "septante": 70, "huitante": 80,
        "octante": 80, "nonante": 90,
    ]
    /// Ordinal stems whose cardinal lost a final "e" or changed ("cinquième", "neuvième", "quatrième").
    static let ordinalStems: [String: String] = [
        "cinqu": "cinq", "neuv": "neuf", "quatr": "quatre", "onz": "onze", "douz": "douze", "treiz": "treize",
        "quatorz": "quatorze", "quinz": "quinze", "seiz": "seize", "trent": "trente", "quarant": "quarante",
        "cinquant": "cinquante", "soixant": "soixante", "septant": "septante", "huitant": "huitante",
        "octant": "octante", "nonant": "nonante",
    ]
    let ordinalDigitSuffixes = ["e", "eme", "ieme", "er", "ere", "re", "nd", "nde"]
    let commonOrdinals = ["premier", "première", "deuxième", "second", "seconde", "troisième", "quatrième", "cinquième", "sixième", "septième", "huitième", "neuvième", "dixième", "onzième", "douzième", "treizième", "quatorzième", "quinzième", "seizième", "dix-septième", "dix-huitième", "dix-neuvième", "vingtième"]

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? {
        guard let c = t.firstIndex(where: { $0 == "cent" || $0 == "cents" }) else { return below100(t) }
        let before = t[..<c]
        var multiplier = 1
        if !before.isEmpty {
            guard before.count == 1, let u = Self.small[before.first!], (2...9).contains(u) else { return nil }
            multiplier = u
        }
        let rest = t[(c + 1)...]
        if rest.isEmpty { return multiplier * 100 }
        guard let r = below100(rest), r > 0 else { return nil }
        return multiplier * 100 + r
    }

    /// 0–19: one word, or "dix" + sept/huit/neuf.
    private func below20(_ t: ArraySlice<String>) -> Int? {
        let w = Array(t)
        if w.count == 1 { return Self.small[w[0]] }
        if w.count == 2, w[0] == "dix", let u = Self.small[w[1]], (7...9).contains(u) { return 10 + u }
        return nil
    }

    private func below100(_ t: ArraySlice<String>) -> Int? {
        guard let first = t.first else { return nil }
        if let v = below20(t) { return v }
        var base: Int
        var rest: ArraySlice<String>
        if let tens = Self.tens[first] {
            base = tens
            rest = t.dropFirst()
        } else if first == "quatre", t.count >= 2, t[t.startIndex + 1] == "vingt" || t[t.startIndex + 1] == "vingts" {
            base = 80
            rest = t.dropFirst(2)
        } else {
            return nil
        }
        if rest.first == "et" { rest = rest.dropFirst(); if rest.isEmpty { return nil } }
        if rest.isEmpty { return base }
        guard let tail = below20(rest), tail >= 1 else { return nil }
        // 60 and 80 count on by twenty ("soixante-douze", "quatre-vingt-dix-sept"); the others take 1–9.
        if base == 60 || base == 80 { return base + tail }
        return tail <= 9 ? base + tail : nil
    }

    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
        guard let last = t.last else { return nil }
        let prefix = t.dropLast()
        if prefix.isEmpty {
            switch last {
            case "premier", "premiere": return 1
            case "second", "seconde": return 2
            default: break
            }
        }
        guard last.hasSuffix("ieme") else { return nil }
        var stem = String(last.dropLast(4))
        stem = Self.ordinalStems[stem] ?? stem
        guard let n = spokenCardinal(prefix + [stem]), n >= 1 else { return nil }
        return n
    }
}
