import CommandModel
import Grammar

/// Questions asked of the world ("what is the capital of peru", "¿quién ganó el mundial de 2018?", "wie hoch ist der
/// mount everest", "पेरू की राजधानी क्या है"): no command says them, yet a search of the web answers them. Such a
/// question is offered as a search ("did you mean …?"), never searched for at once: said between people near the
/// microphone ("what's for dinner") it asks the browser for nothing.
extension Understander {
    /// A search of the web for the question, when the words ask one about the world: they open with a question (or,
    /// where verbs come last, hold a question word); speak to nobody ("how are you", "what's your name" ask the
    /// browser), nor of the person's own past or the page; and name something beyond the words questions are built of
    /// and the commands' own words ("where am i" asks about the browser). The query is the whole question, as search
    /// engines answer it.
    public func worldQuestion(_ utterance: String) -> Reading? {
        let said = normalizer.tokens(utterance)
        // Contractions in pieces, as the question words are written ("what's" is "what s", "isn't" "isn t").
        let pieces = featurizer.words(said.map(\.raw)).enumerated().flatMap { k, word in
            word.split(separator: "'").map { (token: k, word: String($0), negation: negationWords.contains(word)) }
        }
        let words = pieces.map(\.word)
        let listener = grammar.table.addressing.union(grammar.table.listeners)
        guard let start = questionStart(words), !words[start...].contains(where: listener.contains) else { return nil }
        let asked = Array(words[start...])
        // Two words make an exclamation more often than a question ("quelle chaleur", "qué calor"); so does a question
        // word followed by an article ("what a nice day"; "what's the …" is "what is the …").
        guard asked.count >= 3, grammar.table.verbsLast || !grammar.table.articles.contains(asked[1]) else { return nil }
        // Of the person's own past ("what have i looked at today") or of the page ("पेज में कल का मौसम कहाँ है"): the
        // browser's to answer.
        let browsers = grammar.table.myself + grammar.table.websites + grammar.table.somewhere
        guard !browsers.contains(where: { !$0.isEmpty && asked.contains($0) }) else { return nil }
        // Words of asking for help ("comandos", "befehle", "कमांड") ask about the browser too.
        let helping = model.carrierByLabel["help"] ?? []
        let subject = pieces[start...].filter { piece in
            !piece.negation && namesNoCommand(piece.word) && !questionWords.contains(piece.word) && !grammar.table.asking.contains(piece.word)
                && !fillerWords.contains(piece.word) && !grammar.table.noise.contains(piece.word) && !helping.contains(piece.word)
        }
        guard !subject.isEmpty else { return nil }
        // As said, with its hyphens and apostrophes ("qu'est-ce qu'un trou noir").
        let question = said[pieces[start].token...].dropFirst().reduce(said[pieces[start].token].raw) { $0 + $1.glue + $1.raw }
        return Reading(command: .search(query: question, scope: .web), confidence: Self.askThreshold, source: .nlu, heard: utterance)
    }

    /// Where the question starts: at its first word, past polite words and noise ("hey, what is …"), where the verb
    /// comes first; anywhere, where it comes last (the question word stands near the end: "… क्या है").
    func questionStart(_ words: [String]) -> Int? {
        if grammar.table.verbsLast {
            return words.contains(where: { grammar.table.questions.contains([$0]) }) ? 0 : nil
        }
        var k = 0
        while k < words.count, fillerWords.contains(words[k]) || grammar.table.noise.contains(words[k]) { k += 1 }
        return grammar.table.questions.contains(where: { !$0.isEmpty && words[k...].starts(with: $0) }) ? k : nil
    }
}
