import Grammar

/// Queries and text that are questions ("búscame | qué es | un agujero negro", "google | c'est quoi | un trou noir",
/// "ब्लैक होल | क्या है | ढूंढो"). The tagger learnt question words as words some phrasings open with ("c'est quoi
/// {query}", "what's {query}"), so it leaves a question's opening out of the span that follows a verb.
extension Understander {
    /// The question's opening joins the free text it belongs to: the untagged words between the command's words and
    /// the text, from the first word that opens a question (where the verb comes first; "what's {query}" at the start
    /// stays the frame), or the question right after the text (where the verb comes last).
    func takeTheQuestion(_ words: [String], _ tags: inout [String], label: String) {
        guard label.hasPrefix("search ") || label == "type", !grammar.table.questions.isEmpty else { return }
        let slot = label == "type" ? "text" : "query", intent = label == "type" ? "type" : "search"
        guard let start = tags.firstIndex(of: "B-" + slot) else { return }
        let stop = tags.spanEnd(from: start, slot: slot)
        // Words that belong to the command, not to a question: its own words, prepositions, polite words.
        func commandWord(_ k: Int) -> Bool {
            if questionWords.contains(words[k]) { return false }
            return featurizer.lexicon.intents[words[k]]?.contains(intent) == true || grammar.table.particles.contains(words[k])
                || fillerWords.contains(words[k]) || grammar.table.joiners.contains(words[k])
        }
        func opensQuestion(at k: Int) -> Bool {
            grammar.table.questions.contains { q in k + q.count <= start && Array(words[k..<(k + q.count)]) == q }
        }
        if grammar.table.verbsLast {
            // The longest question right after the text, followed by the command's own words ("ब्लैक होल | क्या है |
            // ढूंढो"); a question word the command says ("… कहाँ लिखा है": where is it written) is not one.
            guard stop < words.count, tags[stop] == "O",
                  let q = grammar.table.questions.filter({ stop + $0.count < words.count && Array(words[stop..<(stop + $0.count)]) == $0 })
                    .max(by: { $0.count < $1.count }),
                  (stop..<(stop + q.count)).allSatisfy({ tags[$0] == "O" }), commandWord(stop + q.count) else { return }
            for k in stop..<(stop + q.count) { tags[k] = "I-" + slot }
            return
        }
        var first = start
        while first > 0, start - first < 4, tags[first - 1] == "O", !commandWord(first - 1) { first -= 1 }
        guard first > 0, let opening = (first..<start).first(where: opensQuestion) else { return }
        tags[opening] = "B-" + slot
        for k in (opening + 1)...start { tags[k] = "I-" + slot }
    }

    /// Free text that opens with a question goes on to the question's end ("such mir wie kocht | man ein ei", "find how
    /// tall | is everest"): over words of no command, and over prepositions and articles that lead to more such words,
    /// up to the command's own words ("… | auf der seite"), a joining word or a polite one. Where the verb comes first.
    func takeTheWholeQuestion(_ words: [String], _ tags: inout [String], label: String) {
        guard !grammar.table.verbsLast, label.hasPrefix("search ") || label == "type" else { return }
        let slot = label == "type" ? "text" : "query", intent = label == "type" ? "type" : "search"
        guard let start = tags.firstIndex(of: "B-" + slot),
              grammar.table.questions.contains(where: { words[start...].starts(with: $0) }) else { return }
        let stop = tags.spanEnd(from: start, slot: slot)
        func little(_ k: Int) -> Bool { grammar.table.particles.contains(words[k]) || grammar.table.articles.contains(words[k]) }
        // A word of a longer filler stops the question only where the whole filler is said ("man muss", not "wie
        // kocht man").
        func plain(_ k: Int) -> Bool {
            tags[k] == "O" && !little(k) && featurizer.lexicon.intents[words[k]]?.contains(intent) != true
                && !inFiller(words, k) && !grammar.table.joiners.contains(words[k])
        }
        var end = stop
        while end < words.count, tags[end] == "O" {
            if plain(end) { end += 1; continue }
            // Little words go with the question only when a plain word follows them.
            var next = end
            while next < words.count, tags[next] == "O", little(next), !grammar.table.joiners.contains(words[next]) { next += 1 }
            guard next > end, next < words.count, plain(next) else { break }
            end = next + 1
        }
        for k in stop..<end { tags[k] = "I-" + slot }
    }
}
