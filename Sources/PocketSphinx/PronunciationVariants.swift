/// More pronunciations of the dictionary's words, made by rewriting their phones. The US English dictionary knows
/// American vowels only: British speakers say the "a" of "tab", "back", "last" open, which the American model hears
/// as AA (the vowel of "father"), not AE, so their "next tab" scored worse than some other command.
public struct PronunciationVariants: Sendable, Equatable {
    /// Phone → phone, applied to every phone of a pronunciation at once.
    public var substitutions: [String: String]

    public init(substitutions: [String: String]) { self.substitutions = substitutions }

    /// British English's open "a": AE → AA. Measured on synthesized British voices, it gains commands; American ones
    /// read the same words, but the extra sounds move single utterances' confidence (`docs/measurements.md`, "The
    /// British a"), so it is `--accent gb`, not the default.
    public static let britishOpenA = PronunciationVariants(substitutions: ["AE": "AA"])

    /// The pronunciations to add for these dictionary entries: each rewritten one the word does not have yet,
    /// numbered after the word's own alternatives ("tab" T AE B → "tab(2)" T AA B).
    func added(to entries: [(word: String, phones: String)]) -> [(word: String, phones: String)] {
        var order: [String] = []
        var known: [String: [String]] = [:]
        var highest: [String: Int] = [:]
        for e in entries {
            let (base, number) = Self.split(e.word)
            if known[base] == nil { order.append(base) }
            known[base, default: []].append(e.phones)
            highest[base] = max(highest[base] ?? 1, number)
        }
        var out: [(word: String, phones: String)] = []
        for base in order {
            var phones = known[base] ?? []
            // After the highest number the word has, whatever gaps the file left.
            var next = (highest[base] ?? 1) + 1
            for p in phones {
                let rewritten = rewrite(p)
                guard rewritten != p, !phones.contains(rewritten) else { continue }
                phones.append(rewritten)
                out.append(("\(base)(\(next))", rewritten))
                next += 1
            }
        }
        return out
    }

    func rewrite(_ phones: String) -> String {
        phones.split(separator: " ").map { substitutions[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// "tab(2)" → ("tab", 2); "tab" → ("tab", 1).
    static func split(_ word: String) -> (base: String, number: Int) {
        guard word.hasSuffix(")"), let open = word.lastIndex(of: "("), open > word.startIndex,
              let n = Int(word[word.index(after: open)..<word.index(before: word.endIndex)]) else { return (word, 1) }
        return (String(word[..<open]), n)
    }
}
