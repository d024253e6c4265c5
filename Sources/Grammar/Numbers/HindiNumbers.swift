/// Hindi numbers 0–99 are irregular words: they come from the grammar's `number` table (with spelling
/// variants); hundreds are "<unit> सौ [<0–99>]". Ordinals are पहला/दूसरा/तीसरा/चौथा/छठा or "<cardinal>वां". Numbers
/// in Latin letters are English.
struct HindiNumbers: NumberWords {
    let table: [String: Int]
    static let hundred = "सौ"
    static let ordinals: [String: Int] = {
        var o: [String: Int] = [:]
        for (stem, v) in [("पहल", 1), ("दूसर", 2), ("तीसर", 3), ("चौथ", 4), ("छठ", 6)] {
            for ending in ["ा", "े", "ी"] { o[stem + ending] = v }
        }
        return o
    }()
    static let ordinalSuffixes = ["वां", "वें", "वीं", "वा", "वे", "वी"]
    let ordinalDigitSuffixes = ["वां", "वें", "वीं", "ला", "रा", "था"]
    let commonOrdinals = ["पहला", "पहले", "पहली", "दूसरा", "दूसरे", "दूसरी", "तीसरा", "तीसरे", "तीसरी", "चौथा", "चौथे", "चौथी", "पाँचवाँ", "पाँचवें", "छठा", "छठे", "सातवाँ", "सातवें", "आठवाँ", "आठवें", "नौवाँ", "नौवें", "दसवाँ", "दसवें"]

    /// English numbers are said in Hindi too ("five पर click करो", "second link खोलो"): words in Latin letters are
    /// read as English.
    static func isLatin(_ t: ArraySlice<String>) -> Bool { !t.isEmpty && t.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isLetter } } }

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? {
        if Self.isLatin(t) { return EnglishNumbers().spokenCardinal(t) }
        guard let h = t.firstIndex(of: Self.hundred) else {
            return t.count == 1 ? table[t.first!] : nil
        }
        let before = t[..<h]
        let rest = t[(h + 1)...]
        if rest.isEmpty, let quarters = fractionOfHundreds(before) { return quarters * 25 }
        var multiplier = 1
        if !before.isEmpty {
            guard before.count == 1, let u = table[before.first!], (1...9).contains(u) else { return nil }
            multiplier = u
        }
        if rest.isEmpty { return multiplier * 100 }
        guard rest.count == 1, let r = table[rest.first!], r > 0 else { return nil }
        return multiplier * 100 + r
    }

    /// Hundreds said with a fraction, in quarters of a hundred: सवा सौ 125, डेढ़ सौ 150, ढाई सौ 250, साढ़े तीन सौ 350,
    /// सवा दो सौ 225, पौने दो सौ 175.
    func fractionOfHundreds(_ before: ArraySlice<String>) -> Int? {
        let words = Array(before)
        switch words.count {
        case 1:
            return ["सवा": 5, "डेढ़": 6, "डेढ": 6, "ढाई": 10][words[0]]
        case 2:
            guard let u = table[words[1]], (1...9).contains(u) else { return nil }
            switch words[0] {
            case "सवा": return u * 4 + 1
            case "साढ़े", "साढे": return u >= 3 ? u * 4 + 2 : nil
            case "पौने": return u >= 2 ? u * 4 - 1 : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
        if Self.isLatin(t) { return EnglishNumbers().spokenOrdinal(t) }
        guard let last = t.last else { return nil }
        if t.count == 1, let v = Self.ordinals[last] { return v }
        guard let suffix = Self.ordinalSuffixes.first(where: { last.hasSuffix($0) && last.count > $0.count })
        else { return nil }
        let stem = String(last.dropLast(suffix.count))
        if let v = Self.ordinals[stem + "ा"] { return v }  // छठवां
        guard let n = spokenCardinal(t.dropLast() + [stem]), n >= 1 else { return nil }
        return n
    }
}
