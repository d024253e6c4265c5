/// Hindi numbers 0–99 are irregular words: they come from the grammar's `number` table (with spelling
/// variants); hundreds are "<unit> सौ [<0–99>]". Ordinals are पहला/दूसरा/तीसरा/चौथा/छठा or "<cardinal>वां".
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

    func spokenCardinal(_ t: ArraySlice<String>) -> Int? {
        guard let h = t.firstIndex(of: Self.hundred) else {
            return t.count == 1 ? table[t.first!] : nil
        }
        let before = t[..<h]
        var multiplier = 1
        if !before.isEmpty {
            guard before.count == 1, let u = table[before.first!], (1...9).contains(u) else { return nil }
            multiplier = u
        }
        let rest = t[(h + 1)...]
        if rest.isEmpty { return multiplier * 100 }
        guard rest.count == 1, let r = table[rest.first!], r > 0 else { return nil }
        return multiplier * 100 + r
    }

    func spokenOrdinal(_ t: ArraySlice<String>) -> Int? {
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
