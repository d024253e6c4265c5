struct SpanishNumbers: NumberWords {
    static let small: [String: Int] = [
        "cero": 0, "uno": 1, "un": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
        "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
        "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
        "veintiuno": 21, "veintiun": 21, "veintiuna": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
        "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
    ]
    static let tens: [String: Int] = [
        "diez": 10, "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
        "ochenta": 80, "noventa": 90,
    ]
    static let hundreds: [String: Int] = {
        var h: [String: Int] = ["cien": 100, "ciento": 100]
        let stems = [
            ("doscient", 200), ("trescient", 300), ("cuatrocient", 400), ("quinient", 500), ("seiscient", 600),
            ("setecient", 700), ("sietecient", 700), ("ochocient", 800), ("novecient", 900), ("nuevecient", 900),
        ]
        for (stem, v) in stems { h[stem + "os"] = v; h[stem + "as"] = v }
        return h
    }()
    static let ordinals: [String: Int] = {
        var o: [String: Int] = ["primer": 1, "tercer": 3, "undecimo": 11, "undecima": 11, "duodecimo": 12, "duodecima": 12]
        let stems = [
            ("primer", 1), ("segund", 2), ("tercer", 3), ("cuart", 4), ("quint", 5), ("sext", 6), ("septim", 7),
            ("setim", 7), ("octav", 8), ("noven", 9), ("non", 9), ("decim", 10), ("vigesim", 20),
        ]
        for (stem, v) in stems { o[stem + "o"] = v; o[stem + "a"] = v }
        return o
    }()
    let ordinalDigitSuffixes = ["o", "a", "er", "ro", "ra", "do", "da", "to", "ta", "mo", "ma", "vo", "va", "no", "na"]
    let commonOrdinals = ["primero", "primer", "primera", "segundo", "segunda", "tercero", "tercer", "tercera", "cuarto", "cuarta", "quinto", "quinta", "sexto", "sexta", "séptimo", "séptima", "octavo", "octava", "noveno", "novena", "décimo", "décima"]

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? {
        guard let first = t.first else { return nil }
        if let h = Self.hundreds[first] {
            let rest = t.dropFirst()
            if rest.isEmpty { return h }
            guard first != "cien", let r = below100(rest), r > 0 else { return nil }
            return h + r
        }
        return below100(t)
    }

    private func below100(_ t: ArraySlice<String>) -> Int? {
        let w = Array(t)
        switch w.count {
        case 1: return Self.small[w[0]] ?? Self.tens[w[0]]
        case 3:  // "treinta y tres", also the older "diez y seis"
            guard w[1] == "y", let tens = Self.tens[w[0]], let u = Self.small[w[2]], (1...9).contains(u) else {
                return nil
            }
            return tens + u
        default: return nil
        }
    }

    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
        // "décimo tercero" / "decimotercero", "vigésimo primero"
        let joined = t.joined()
        if let v = Self.ordinals[joined] { return v }
        for (prefix, base) in [("decimo", 10), ("decima", 10), ("vigesimo", 20), ("vigesima", 20)] where joined.hasPrefix(prefix) {
            if let v = Self.ordinals[String(joined.dropFirst(prefix.count))], v < 10 { return base + v }
        }
        return nil
    }
}
