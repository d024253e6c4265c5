/// German cardinals, written as one compound ("dreihundertsiebenundzwanzig") or split by a recognizer
/// ("drei hundert sieben und zwanzig"): the tokens are joined and read as one word. Folded: fünf → funf,
/// zwölf → zwolf, dreißig → dreissig.
struct GermanNumbers: NumberWords {
    static let units: [String: Int] = [
        "ein": 1, "zwei": 2, "zwo": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7, "acht": 8,
        "neun": 9,
    ]
    static let small: [String: Int] = [
        "null": 0, "eins": 1, "ein": 1, "eine": 1, "zwei": 2, "zwo": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6,
        "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12, "dreizehn": 13, "vierzehn": 14,
        "funfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19,
    ]
    static let tens: [String: Int] = [
        "zwanzig": 20, "dreissig": 30, "dreisig": 30, "vierzig": 40, "funfzig": 50, "sechzig": 60, "siebzig": 70,
        "achtzig": 80, "neunzig": 90,
    ]
    let ordinalDigitSuffixes = ["te", "ten", "ter", "tes", "tem", "ste", "sten"]
    let commonOrdinals = ["erste", "ersten", "zweite", "zweiten", "dritte", "dritten", "vierte", "vierten", "fünfte", "fünften", "sechste", "sechsten", "siebte", "siebten", "achte", "achten", "neunte", "neunten", "zehnte", "zehnten"]

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? { parse(t.joined()) }

    func parse(_ w: String) -> Int? {
        guard let range = w.range(of: "hundert") else { return below100(w) }
        let before = String(w[..<range.lowerBound])
        var after = String(w[range.upperBound...])
        var multiplier = 1
        if !before.isEmpty {
            guard let u = Self.units[before] else { return nil }
            multiplier = u
        }
        if after.hasPrefix("und") { after.removeFirst(3) }
        if after.isEmpty { return multiplier * 100 }
        guard let r = below100(after), r > 0 else { return nil }
        return multiplier * 100 + r
    }

    private func below100(_ w: String) -> Int? {
        if let v = Self.small[w] ?? Self.tens[w] { return v }
        guard let und = w.range(of: "und") else { return nil }
        guard let u = Self.units[String(w[..<und.lowerBound])], let tens = Self.tens[String(w[und.upperBound...])]
        else { return nil }
        return tens + u
    }

    /// "erste", "dritten", "siebter", "zwanzigste", "einundzwanzigsten": strip the declension ending, then the
    /// ordinal "t"/"st".
    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
        let w = t.joined()
        guard let ending = ["en", "er", "es", "em", "e"].first(where: { w.hasSuffix($0) }) else { return nil }
        let stem = String(w.dropLast(ending.count))
        for (irregular, value) in [("erst", 1), ("dritt", 3), ("siebt", 7), ("acht", 8)] where stem.hasSuffix(irregular) {
            let head = String(stem.dropLast(irregular.count))
            if head.isEmpty { return value }
            var hundreds = head
            if hundreds.hasSuffix("und") { hundreds.removeLast(3) }
            if let h = parse(hundreds), h % 100 == 0, h > 0 { return h + value }
        }
        if stem.hasSuffix("st"), let v = parse(String(stem.dropLast(2))), v >= 20 { return v }
        if stem.hasSuffix("t"), let v = parse(String(stem.dropLast(1))), (2...19).contains(v) { return v }
        return nil
    }
}
