import CommandModel
import Grammar

/// Questions asked of the world ("what is the capital of peru", "¿quién ganó el mundial de 2018?", "wie hoch ist der
/// mount everest", "पेरू की राजधानी क्या है"): no command says them, yet a search of the web answers them. Such a
/// question is offered as a search ("did you mean …?"), never searched for at once: said between people near the
/// microphone ("what's for dinner") it asks the browser for nothing.
extension Understander {
    /// A search of the web for the question, when the words ask one about the world: they open with a question (or,
    /// where verbs come last, hold a question word; `yesno` words open one too); speak to nobody ("how are you",
    /// "what's your name" ask the browser), nor of the person's own past, the page or a thing on it; and name something
    /// beyond the words questions are built of and the commands' own words ("where am i" asks about the browser). The
    /// query is the whole question, as search engines answer it.
    public func worldQuestion(_ utterance: String) -> Reading? {
        let said = normalizer.tokens(utterance), table = grammar.table
        // Contractions in pieces, as the question words are written ("what's" is "what s", "isn't" "isn t").
        let pieces = featurizer.words(said.map(\.raw)).enumerated().flatMap { k, word in
            word.split(separator: "'").map { (token: k, word: String($0), negation: negationWords.contains(word)) }
        }
        let words = pieces.map(\.word)
        let listener = table.addressing.union(table.listeners)
        // Written as a question ("¿va a llover mañana?", "regnet es morgen?"): one answered yes or no, where no word marks it.
        let written = utterance.contains("¿") || utterance.last(where: { !$0.isWhitespace }) == "?"
        guard let start = questionStart(words) ?? (written && !words.isEmpty ? 0 : nil), !words[start...].contains(where: listener.contains)
        else { return nil }
        let asked = Array(words[start...])
        // Two words make an exclamation more often than a question ("quelle chaleur", "qué calor"); so does a question
        // word followed by an article ("what a nice day"; "what's the …" is "what is the …", "is the …" asks).
        guard asked.count >= 3 else { return nil }
        if !table.verbsLast, table.questions.contains([asked[0]]), table.articles.contains(asked[1]) { return nil }
        // Of the person's own past ("what have i looked at today"), of the page ("पेज में कल का मौसम कहाँ है") or a
        // thing on it ("should i click the first link"): the browser's to answer.
        let browsers = table.myself + table.websites + table.somewhere
        guard !browsers.contains(where: { !$0.isEmpty && asked.contains($0) }), !table.holdsRole(asked) else { return nil }
        // Words of asking for help ("comandos", "befehle", "कमांड") ask about the browser too.
        let helping = model.carrierByLabel["help"] ?? []
        let subject = pieces[start...].filter { piece in
            let word = piece.word
            return !piece.negation && namesNoCommand(word) && !featurizer.isOrdinal(word) && !questionWords.contains(word)
                && !table.asking.contains(word) && !fillerWords.contains(word) && !table.noise.contains(word)
                && !helping.contains(word)
        }
        guard !subject.isEmpty else { return nil }
        // As said, with its hyphens and apostrophes ("qu'est-ce qu'un trou noir").
        let first = pieces[start].token
        let question = said[first...].dropFirst().reduce(said[first].raw) { $0 + $1.glue + $1.raw }
        return Reading(command: .search(query: question, scope: .web), confidence: Self.askThreshold, source: .nlu,
                       heard: utterance)
    }

    /// Where the question starts: at its first word, a question word or one that opens a question answered yes or no,
    /// past polite words and noise ("hey, what is …", "is it going to rain"), where the verb comes first; anywhere,
    /// where it comes last (the question word stands near the end: "… क्या है").
    func questionStart(_ words: [String]) -> Int? {
        if grammar.table.verbsLast {
            return words.contains(where: { grammar.table.questions.contains([$0]) }) ? 0 : nil
        }
        // An opening may be a polite word too ("can", "will"): it is looked for before each word skipped. Only polite
        // words said alone are skipped ("hey", "please"; not the "i" of "i want to": "i can't find …" asks nothing).
        let openings = grammar.table.questions + grammar.table.yesNo
        let polite = Set(fillers.filter { $0.count == 1 }.joined())
        for k in words.indices {
            if openings.contains(where: { !$0.isEmpty && words[k...].starts(with: $0) }) { return k }
            guard polite.contains(words[k]) || grammar.table.noise.contains(words[k]) else { return nil }
        }
        return nil
    }
}
