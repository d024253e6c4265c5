import Foundation

/// Turns what a recognizer or a person typed into tokens that phrase tables match against. Phrase tables go
/// through the same folding, so accents dropped by a recognizer ("clic" vs "clíc"), case, punctuation and
/// spelling variants (Hindi पाँच/पांच) cannot make a difference.
public struct Normalizer: Sendable {
    /// Elided articles split off a word ("l'onglet" → "l onglet"), French-style.
    public var elisions: Set<String> = []

    public init(elisions: Set<String> = []) { self.elisions = elisions }

    public func tokens(_ utterance: String) -> [Token] {
        var out: [Token] = []
        // Punctuation said on its own ("« bonjour »", "hola !") goes with the word before, or the one after.
        var pendingLead = ""
        for piece in utterance.split(whereSeparator: { $0.isWhitespace }) {
            var glue = " "
            let first = out.count
            for (raw, joiner) in splitWord(String(piece)) {
                let text = Self.fold(raw)
                if !text.isEmpty {
                    out.append(Token(text: text, raw: raw, glue: glue))
                    glue = " "
                }
                // The next word of the same piece was joined to this one by a hyphen or an apostrophe.
                if let joiner { glue = text.isEmpty ? glue : joiner }
            }
            let (lead, tail) = Self.edgePunctuation(of: piece)
            if out.count > first {
                out[first].lead = pendingLead + lead
                out[out.count - 1].tail = tail
                pendingLead = ""
            } else if !lead.isEmpty {
                if out.isEmpty { pendingLead += lead + " " } else { out[out.count - 1].tail += " " + lead }
            }
        }
        return out
    }

    /// Splits a whitespace-delimited piece: edge punctuation goes, hyphens separate words ("twenty-three") unless
    /// the piece looks like a domain or address ("my-site.org"), and elided articles come off.
    /// Each word with what joins it to the next word of the piece (a hyphen or an apostrophe; nil for the last).
    func splitWord(_ piece: String) -> [(String, String?)] {
        let trimmed = Self.trimmingEdgePunctuation(piece[...])
        guard !trimmed.isEmpty else { return [] }
        if trimmed.contains(where: { $0 == "." || $0 == "/" || $0 == "@" }) { return [(String(trimmed), nil)] }
        var words: [(String, String?)] = []
        for part in trimmed.split(separator: "-", omittingEmptySubsequences: true) {
            let word = Self.trimmingEdgePunctuation(part)
            guard !word.isEmpty else { continue }
            if !words.isEmpty { words[words.count - 1].1 = "-" }
            let split = splitElision(String(word))
            if split.count == 2 {
                words.append((split[0], apostrophe(in: String(word))))
                words.append((split[1], nil))
            } else {
                words.append((split[0], nil))
            }
        }
        return words
    }

    /// The apostrophe a word is written with ("’" or "'").
    private func apostrophe(in word: String) -> String { word.contains("’") ? "’" : "'" }

    /// The punctuation before and after a piece's words (all of it when it has none: then it is `lead`).
    static func edgePunctuation(of piece: Substring) -> (lead: String, tail: String) {
        // Most words have none: a look at both ends is enough.
        if let a = piece.first, let z = piece.last, !isEdgePunctuation(a), !isEdgePunctuation(z) { return ("", "") }
        guard let first = piece.firstIndex(where: { !isEdgePunctuation($0) }) else { return (String(piece), "") }
        let last = piece.lastIndex(where: { !isEdgePunctuation($0) })!
        return (String(piece[..<first]), String(piece[piece.index(after: last)...]))
    }

    /// Text without the punctuation (and spaces) it opens and ends with: `Token.written` back to `said`.
    public static func trimmingWrittenEnds(_ s: String) -> String {
        let keep = { (c: Character) in !isEdgePunctuation(c) && !c.isWhitespace }
        guard let first = s.firstIndex(where: keep), let last = s.lastIndex(where: keep) else { return "" }
        return String(s[first...last])
    }

    static func trimmingEdgePunctuation(_ s: Substring) -> Substring {
        guard let first = s.firstIndex(where: { !isEdgePunctuation($0) }) else { return "" }
        let last = s.lastIndex(where: { !isEdgePunctuation($0) })!
        return s[first...last]
    }

    /// Punctuation and symbols that may wrap a word; "#", "%" and "+" are kept ("C++", "50%").
    static func isEdgePunctuation(_ c: Character) -> Bool {
        if c == "#" || c == "%" || c == "+" { return false }
        if c == "।" || c == "॥" { return true }  // Devanagari danda
        return c.isPunctuation || c.isSymbol
    }

    private func splitElision(_ word: String) -> [String] {
        guard !elisions.isEmpty else { return [word] }
        let unified = word.replacingOccurrences(of: "’", with: "'")
        guard let apostrophe = unified.firstIndex(of: "'") else { return [word] }
        let head = String(unified[..<apostrophe])
        let tail = String(unified[unified.index(after: apostrophe)...])
        guard elisions.contains(head.lowercased()), !tail.isEmpty else { return [word] }
        return [head, tail]
    }

    /// Folding: lower case; Latin accents dropped; ß → ss; Devanagari digits → ASCII; Devanagari nukta dropped and
    /// candrabindu → anusvara; typographic apostrophes unified. Vowel signs of Devanagari are kept (they are letters).
    public static func fold(_ s: String) -> String {
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return s.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in s.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x0300...0x036F: continue  // combining diacritics on Latin letters
            case 0x093C: continue  // nukta: ज़ → ज
            case 0x0901: scalars.append(Unicode.Scalar(0x0902)!)  // candrabindu → anusvara: पाँच → पांच
            case 0x0966...0x096F: scalars.append(Unicode.Scalar(scalar.value - 0x0966 + 0x30)!)  // ०–९
            case 0x00DF: scalars.append("s"); scalars.append("s")
            case 0x2019, 0x2018, 0x02BC: scalars.append("'")
            case 0x00BA, 0x00AA: continue  // 3º, 1ª: ordinal indicators
            default: scalars.append(scalar)
            }
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }
}
