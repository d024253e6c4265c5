/// An utterance whose words of the locale were written in Latin letters ("naya tab kholo", "next page pe jao"), read
/// in the locale's own script (`latin` in the grammar file: "नया tab खोलो", "next page पे जाओ"), so the grammar and the
/// model read it as they read the script; free text comes back in the letters it was said in (`said(_:)`).
public struct LatinSpelling: Sendable {
    /// The utterance as the locale writes it.
    public let text: String
    /// The words as said.
    let saidTokens: [Token]
    /// The folded words of `text`, each with the index of the word said it stands for.
    let read: [(word: String, said: Int)]

    /// Text of the locale's script back in the letters it was said in: when its words are words of `text` one after
    /// the other, the words said for them ("दो दिन का mausam" → "do din ka mausam"); otherwise the text as it is.
    public func said(_ text: String, normalizer: Normalizer) -> String {
        let words = normalizer.tokens(text).map(\.text)
        guard !words.isEmpty, words.count <= read.count else { return text }
        for start in 0...(read.count - words.count)
        where zip(words, read[start..<(start + words.count)]).allSatisfy({ $0 == $1.word }) {
            let first = read[start].said, last = read[start + words.count - 1].said
            return saidTokens[first...last].said
        }
        return text
    }
}

extension PhraseTable {
    /// The utterance in the locale's script, when a word of it is a word of the locale written in Latin letters that
    /// is no English word too, or the others are words of the script ("आज की history मिटा दो"), or every word is one of
    /// the locale's with a number among them ("teen", "tab do": the answer to "which one?"); nil otherwise (the words
    /// are as the grammar and the model read them; "so" alone is no "सो", sleep).
    public func latinSpelling(_ utterance: String, normalizer: Normalizer) -> LatinSpelling? {
        guard !latin.isEmpty else { return nil }
        let said = normalizer.tokens(utterance)
        let written = said.map { latin[$0.text] }
        let inScript = said.contains { !$0.text.unicodeScalars.allSatisfy(\.isASCII) }
        guard written.contains(where: { $0.map { !$0.shared } ?? false }) || inScript && written.contains(where: { $0 != nil })
                || written.allSatisfy({ $0 != nil }) && written.contains(where: { $0!.words.count == 1 && numbers[$0!.words[0]] != nil })
        else { return nil }
        var pieces: [String] = [], read: [(word: String, said: Int)] = []
        for (i, token) in said.enumerated() {
            let piece = written[i].map { $0.words.joined(separator: " ") } ?? token.raw
            pieces.append(piece)
            read += normalizer.tokens(piece).map { ($0.text, i) }
        }
        return LatinSpelling(text: pieces.joined(separator: " "), saidTokens: said, read: read)
    }
}
