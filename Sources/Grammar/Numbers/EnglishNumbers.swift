struct EnglishNumbers: NumberWords {
    static let small: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
        "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70, "eightieth": 80,
        "ninetieth": 90,
    ]
    let ordinalDigitSuffixes = ["st", "nd", "rd", "th"]
    let commonOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"]

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? {
        guard let h = t.firstIndex(of: "hundred") else { return below100(t) }
        let before = t[..<h]
        let multiplier: Int
        if before.isEmpty || before.elementsEqual(["a"]) {
            multiplier = 1
        } else if before.count == 1, let u = Self.small[before.first!], (1...9).contains(u) {
            multiplier = u
        } else {
            return nil
        }
        var rest = t[(h + 1)...]
        if rest.first == "and" { rest = rest.dropFirst(); if rest.isEmpty { return nil } }
        if rest.isEmpty { return multiplier * 100 }
        guard let r = below100(rest), r > 0 else { return nil }
        return multiplier * 100 + r
    }

    private func below100(_ t: ArraySlice<String>) -> Int? {
        let w = Array(t)
        switch w.count {
        case 1: return Self.small[w[0]] ?? Self.tens[w[0]]
        case 2:
            guard let tens = Self.tens[w[0]], let u = Self.small[w[1]], (1...9).contains(u) else { return nil }
            return tens + u
        default: return nil
        }
    }

    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
        guard let last = t.last else { return nil }
        let prefix = t.dropLast()
        if last == "hundredth" {
            if prefix.isEmpty || prefix.elementsEqual(["a"]) { return 100 }
            guard prefix.count == 1, let u = Self.small[prefix.first!], (1...9).contains(u) else { return nil }
            return u * 100
        }
        guard let v = Self.ordinals[last] else { return nil }
        if prefix.isEmpty { return v }
        guard let p = spokenCardinal(prefix) else { return nil }
        if v < 10, p >= 20, p % 10 == 0 { return p + v }
        if v < 100, p >= 100, p % 100 == 0 { return p + v }
        return nil
    }
}
