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
}
