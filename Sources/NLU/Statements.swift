import Grammar

/// Sentences about someone, not commands: "mi hermano escribe muy rápido" (my brother types very fast), "ma sœur tape
/// très vite". The verb of typing is there, in a form that is also the imperative, but someone is named before it.
extension Understander {
    /// Whether text to type or a query follows a verb that has someone named before it: a word no command says, right
    /// after an article or a possessive ("mi | hermano | escribe", "ma | sœur | tape"). A command opens with its verb
    /// ("prueba el enlace …", a verb training never saw), or with politeness ("tu pourrais mettre …"). Not in Hindi,
    /// whose verb comes last.
    func namesSomeoneBeforeTheVerb(_ words: [String], unexplained: [String], intent: String) -> Bool {
        guard !grammar.table.verbsLast, intent == "type" || intent == "search", !unexplained.isEmpty else { return false }
        guard let verb = words.firstIndex(where: { !littleWord($0) && !fillerWords.contains($0)
            && featurizer.lexicon.intents[$0]?.contains(intent) == true }) else { return false }
        let strange = Set(unexplained)
        return (1..<max(1, verb)).contains { k in strange.contains(words[k]) && grammar.table.articles.contains(words[k - 1]) }
    }
}
