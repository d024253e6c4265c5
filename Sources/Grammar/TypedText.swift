extension PhraseTable {
    /// Text to type, finished against the whole utterance it was said in: without a question or exclamation mark that
    /// closes the request around it rather than the text — "¿puede escribir hola mundo?" (the "¿" opened before the text), "could you type hello
    /// world?" (a request, and the text asks nothing). Kept in "escribe ¿dónde estás?", "could you type what time is
    /// it?" and "type is it open?".
    public func typedText(_ text: String, in utterance: @autoclosure () -> [Token]) -> String {
        var text = text
        guard let mark = text.last, mark == "?" || mark == "!" else { return text }
        let utterance = utterance()
        let opener: Character = mark == "?" ? "¿" : "¡"
        guard !text.hasPrefix(String(opener)) else { return text }
        let openedElsewhere = utterance.contains { $0.lead.contains(opener) }
        let words = Normalizer(elisions: elisions).tokens(text).map(\.text)
        let asksNothing = mark == "?" && !questions.contains { words.starts(with: $0) }
            && fillers.contains { utterance.map(\.text).starts(with: $0) }
        guard openedElsewhere || asksNothing else { return text }
        text.removeLast()
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    /// How many words at the start of text to type name it as text: the word for text after an article ("écris | le
    /// texte | bonjour", "tipp | den text | berlin"; in Hindi, whose verb comes last, without one: "टेक्स्ट | नमस्ते
    /// डालो"), as "type the text …" is read — 0 when nothing follows them ("écris le texte" types it).
    public func wordsNamingText(_ words: [String]) -> Int {
        guard let word = placeholders[.text].map(Normalizer.fold) else { return 0 }
        let article = words.first.map(articles.contains) == true ? 1 : 0
        guard article == 1 || verbsLast, words.count > article + 1, words[article] == word else { return 0 }
        return article + 1
    }

    /// Text to type without the words that name it as text (`wordsNamingText`).
    public func withoutWordsNamingText(_ text: String) -> String {
        let tokens = Normalizer(elisions: elisions).tokens(text)
        let n = wordsNamingText(tokens.map(\.text))
        return n == 0 ? text : tokens[n...].written
    }
}
