import Grammar

/// The span rules for text to type: where it starts and ends against the typing verb and the element it goes into
/// (called by `finishSpans`).
extension Understander {
    /// Text to type starts right after the typing verb: words the tagger left between the verb and the text ("gib |
    /// alles | gute zum geburtstag ein", "type | the quick | brown fox") are its first words, when they are words
    /// typing is never said with (articles aside: "the quick"). A preposition, a polite word, a joining word or a
    /// word of typing's own phrasings ("gib den text | ja", "tipp mir | bestellung 4471") keeps them out, unless a
    /// number or a word no command says is among them: then they are text that holds such words ("saisis | deux
    /// adultes et | un enfant", "mets le texte | on se voit à | six heures"), less the polite words and prepositions
    /// it starts with. Not in Hindi, whose verb follows the text.
    func takeTheStart(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast, let own = model.carrierByLabel["type"], let start = tags.firstIndex(of: "B-text") else { return }
        func verb(_ k: Int) -> Bool { featurizer.lexicon.intents[words[k]]?.contains("type") == true && !littleWord(words[k]) }
        let article = grammar.table.articles
        func loose(_ k: Int) -> Bool {
            grammar.table.particles.contains(words[k]) || fillerWords.contains(words[k]) || grammar.table.joiners.contains(words[k])
        }
        func framing(_ k: Int) -> Bool { !article.contains(words[k]) && (own.contains(words[k]) || loose(k)) }
        func strange(_ k: Int) -> Bool {
            featurizer.isNumber(words[k]) || (!own.contains(words[k]) && featurizer.lexicon.intents[words[k]] == nil && !littleWord(words[k])
                && !loose(k))
        }
        var j = start - 1
        while j >= 0, tags[j] == "O", !verb(j) { j -= 1 }
        guard j >= 0, tags[j] == "O", verb(j), j + 1 < start else { return }
        var first = j + 1
        let run = first..<start
        if run.contains(where: framing) {
            guard run.contains(where: strange) else { return }
            while first < start, loose(first) { first += 1 }
        }
        guard (first..<start).contains(where: { !article.contains(words[$0]) }) else { return }
        tags[first] = "B-text"
        for k in first + 1...start { tags[k] = "I-text" }
    }

    /// Text to type followed by an element that nothing points to ("saisis bonjour | tout le | monde", "type good
    /// morning | the | team") goes on over it: no preposition says where to type and no kind of element is named, so
    /// it is more of the text. Not in Hindi, whose element comes first ("… बटन में").
    func takeUnpointedTarget(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast, let start = tags.firstIndex(of: "B-text") else { return }
        let stop = tags.spanEnd(from: start, slot: "text")
        // The element after the text: one named before it is where to type ("trouve le bouton lecture et écris
        // bonjour tout le | monde").
        guard let target = tags[stop...].firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: target, slot: "target")
        let article = grammar.table.articles
        guard (stop..<target).allSatisfy({ k in
            tags[k] == "O" && (article.contains(words[k]) || !(grammar.table.particles.contains(words[k])
                || grammar.table.joiners.contains(words[k]) || fillerWords.contains(words[k])
                || featurizer.lexicon.intents[words[k]]?.contains("type") == true))
        }), !grammar.table.holdsRole(Array(words[target..<end])) else { return }
        for k in stop..<end { tags[k] = "I-text" }
    }

    /// In Hindi, words before "में" that name no kind of element, right before the text, are the text's start
    /// ("दोपहर | में | मीटिंग डालो": a meeting at noon), as the grammar reads them: an element said there names its
    /// kind ("ईमेल फ़ील्ड में …").
    func takeNamelessTarget(_ words: [String], _ tags: inout [String]) {
        guard grammar.table.verbsLast, let start = tags.firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: start, slot: "target")
        guard end + 1 < tags.count, tags[end] == "O", grammar.table.particles.contains(words[end]), tags[end + 1] == "B-text",
              !grammar.table.namesAnElement(Array(words[start..<end]), numbers: grammar.numbers) else { return }
        for k in start...end + 1 { tags[k] = k == start ? "B-text" : "I-text" }
    }

    /// Text to type said last goes on to the end of the utterance ("setz den text wir | sehen uns um sechs", "écris
    /// bonjour | tout le monde"), unless what follows names an element, joins another command, says where or is
    /// politeness: after the typing verb, the rest is what to type. Not in Hindi, whose verb follows the text.
    func takeTheRest(_ words: [String], _ tags: inout [String]) {
        // Numbers and a second piece of text in what follows are more of it ("wir | sehen uns | um sechs").
        guard !grammar.table.verbsLast, let start = tags.firstIndex(of: "B-text") else { return }
        let stop = tags.spanEnd(from: start, slot: "text")
        guard stop < words.count, tags[stop...].allSatisfy({ $0 == "O" || $0.hasSuffix("-number") || $0.hasSuffix("-text") }) else { return }
        var end = words.count
        while let f = fillers.first(where: { $0.count <= end - stop && Array(words[(end - $0.count)..<end]) == $0 }) { end -= f.count }
        let rest = Array(words[stop..<end])
        guard !rest.isEmpty, !grammar.table.holdsRole(rest), !rest.contains(where: { grammar.table.joiners.contains($0) }),
              !grammar.table.somewhere.contains(where: { rest.firstRange(of: $0) != nil }) else { return }
        for k in stop..<end { tags[k] = "I-text" }
    }

    /// Text to type that ends with a preposition and an element named by its kind, when the tagger found no element
    /// ("could you put happy birthday mum | in the accept cookies button"): that element is where to type, as the
    /// grammar reads `{text} in [the] {target:element}`. "type meet me in the park" names no kind and stays whole.
    func takePointedTarget(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast, !tags.contains(where: { $0.hasSuffix("-target") }), let start = tags.firstIndex(of: "B-text")
        else { return }
        let end = tags.spanEnd(from: start, slot: "text")
        for p in stride(from: end - 2, through: start + 1, by: -1)
        where grammar.table.particles.contains(words[p]) && !grammar.table.joiners.contains(words[p]) {
            var t = p + 1
            while t < end, grammar.table.articles.contains(words[t]) { t += 1 }
            guard t < end, grammar.table.roleWordsAtEnd(words[t..<end]) > 0 else { continue }
            for k in p..<t { tags[k] = "O" }
            tags.mark(t..<end, as: "target")
            return
        }
    }

    /// In Hindi the element comes first: text the tagger found that ends with a kind of element and is followed by
    /// "में" or "पर" ("साइन अप बटन | वाले में | ऑर्डर 4471 डालो", "क्वांटिटी फ़ील्ड | पर जाकर | मेरा ईमेल पता लिखो") is
    /// where to type, and the words after it, up to the verb, are the text. So is one selected first and joined to
    /// the typing ("ईमेल फ़ील्ड चुनो | और | एमजी रोड 5 टाइप करो": select the e-mail field and type …).
    func takeTheElementFirst(_ words: [String], _ tags: inout [String]) {
        guard grammar.table.verbsLast, !tags.contains(where: { $0.hasSuffix("-target") }), let start = tags.firstIndex(of: "B-text")
        else { return }
        func selects(_ j: Int) -> Bool {
            featurizer.lexicon.intents[words[j]]?.contains("click") == true && !littleWord(words[j]) && !grammar.table.holdsRole([words[j]])
        }
        let end = tags.spanEnd(from: start, slot: "text")
        var element = end
        while element - start > 1, selects(element - 1) { element -= 1 }
        var k = end
        while k < tags.count, tags[k] == "O", grammar.table.ones.contains(words[k]) { k += 1 }
        var selected = element < end
        while k < tags.count, tags[k] == "O", selects(k) { k += 1; selected = true }
        guard grammar.table.roleWordsAtEnd(words[start..<element]) > 0, k < tags.count, tags[k] == "O",
              selected ? grammar.table.joiners.contains(words[k]) : grammar.table.particles.contains(words[k]) else { return }
        k += 1
        // The text: a second span the tagger found, or else the words up to the verb, less a verb of going first.
        var textStart = k
        if let next = tags[k...].firstIndex(of: "B-text") {
            textStart = next
        } else {
            while textStart < tags.count - 1, tags[textStart] == "O", featurizer.lexicon.intents[words[textStart]] != nil,
                  !grammar.table.articles.contains(words[textStart]) { textStart += 1 }
        }
        var textEnd = textStart
        while textEnd < tags.count - 1, tags[textEnd] == "O" || tags[textEnd].hasSuffix("-text"),
              textEnd == textStart || featurizer.lexicon.intents[words[textEnd]]?.contains("type") != true { textEnd += 1 }
        guard textEnd > textStart else { return }
        for j in start..<end { tags[j] = j == start ? "B-target" : j < element ? "I-target" : "O" }
        tags.mark(textStart..<textEnd, as: "text")
    }
}

extension Understander {
    /// Text to type does not start with the words that name it as text, when more follows ("tipp | den text |
    /// berlin", "टेक्स्ट | दोपहर में मीटिंग डालो"), as the grammar reads it (`PhraseTable.wordsNamingText`).
    func dropTheWordForText(_ words: [String], _ tags: inout [String]) {
        guard let start = tags.firstIndex(of: "B-text") else { return }
        let end = tags.spanEnd(from: start, slot: "text")
        let n = grammar.table.wordsNamingText(Array(words[start..<end]))
        guard n > 0 else { return }
        for k in start..<start + n { tags[k] = "O" }
        tags[start + n] = "B-text"
    }
}

extension Understander {
    /// Typing into an element named before the text, when the tagger took the text into the element ("escribe en el
    /// enlace de comentarios | hola mundo", "type in the search box | running shoes"): the element ends at its kind,
    /// or after the word for "of" and one word that follow it ("enlace de comentarios"), and the rest is the text, as
    /// the grammar reads `{target:element} {text}`. Not in Hindi, whose text comes before the verb.
    func splitTheElementFromTheText(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast, !tags.contains(where: { $0.hasSuffix("-text") }),
              let start = tags.firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: start, slot: "target")
        guard let cut = elementsEnd(words, from: start, before: end) else { return }
        tags.mark(cut..<end, as: "text")
    }

    /// Where an element named from `start` ends, when more words follow it before `end`: after its kind, or after
    /// "of" and one word that follow it ("enlace de comentarios").
    func elementsEnd(_ words: [String], from start: Int, before end: Int) -> Int? {
        guard var cut = (start + 1..<end).first(where: { grammar.table.roleWordsAtEnd(words[start..<$0]) > 0 }) else { return nil }
        if grammar.table.genitives.contains(words[cut]) { cut += 2 }
        guard cut < end, !littleWord(words[cut]) else { return nil }
        return cut
    }

    /// The same when the tagger took the element into the text, after a preposition of the locale ("im | play-taste
    /// berlin eingeben"): the element is where to type, and a typing verb right after it no part of the text.
    func takeTheElementBeforeTheText(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast, !tags.contains(where: { $0.hasSuffix("-target") }),
              let start = tags.firstIndex(of: "B-text"), start > 0 else { return }
        var before = start - 1
        while before > 0, grammar.table.articles.contains(words[before]), !grammar.table.particles.contains(words[before]) { before -= 1 }
        guard grammar.table.particles.contains(words[before]) else { return }
        let end = tags.spanEnd(from: start, slot: "text")
        guard var cut = elementsEnd(words, from: start, before: end) else { return }
        tags.mark(start..<cut, as: "target")
        if featurizer.lexicon.intents[words[cut]]?.contains("type") == true, cut + 1 < end {
            tags[cut] = "O"
            cut += 1
        }
        tags[cut] = "B-text"
    }
}

/// The numbers said in text to type (called by `repair`, before the spans are finished).
extension Understander {
    /// Text to type keeps its numbers ("order number 4471", "hauptstraße 5"): a number the tagger set apart next to
    /// the text (or a word or two after it that typing does not use), or as the only thing to type, is part of the text.
    func repairTypedNumbers(_ words: [String], _ tags: inout [String]) {
        func isText(_ k: Int) -> Bool { tags[k].hasSuffix("-text") }
        func isNumber(_ k: Int) -> Bool { tags[k].hasSuffix("-number") }
        let hasText = tags.indices.contains(where: isText)
        // Text, up to three words that typing does not use, then a number: one text ("my phone number | is | 555",
        // "wir | sehen uns um | sechs").
        for k in tags.indices where tags[k] == "B-number" {
            for gap in 1...3 where k - gap > 0 && isText(k - gap - 1) {
                let between = (k - gap)..<k
                guard between.allSatisfy({ tags[$0] == "O" && featurizer.lexicon.intents[words[$0]]?.contains("type") != true })
                else { continue }
                for j in between { tags[j] = "I-text" }
                break
            }
        }
        // The same the other way round: a number, up to three words that typing does not use, then text is one text
        // ("deux | adultes et un | enfant"), where no element word or preposition comes before the number ("en el campo | 2").
        for k in tags.indices where tags[k] == "B-number" && !(k > 0 && (grammar.table.holdsRole([words[k - 1]]) || littleWord(words[k - 1]))) {
            let end = tags.spanEnd(from: k, slot: "number")
            for gap in 1...3 where end + gap < tags.count && tags[end + gap] == "B-text" {
                // An article there is the text's ("zwei erwachsene | ein | kind"), even one typing's verb also uses.
                guard (end..<(end + gap)).allSatisfy({
                    tags[$0] == "O" && (grammar.table.joiners.contains(words[$0]) || grammar.table.articles.contains(words[$0])
                        || featurizer.lexicon.intents[words[$0]]?.contains("type") != true)
                }) else { continue }
                tags[k] = "B-text"
                for j in (k + 1)...(end + gap) { tags[j] = "I-text" }
                break
            }
        }
        var changed = true
        while changed {
            changed = false
            for k in tags.indices where isNumber(k) {
                guard Self.beside(k, tags, slot: "text") || !hasText else { continue }
                tags[k] = k > 0 && isText(k - 1) ? "I-text" : "B-text"
                if k + 1 < tags.count, tags[k + 1] == "B-text" { tags[k + 1] = "I-text" }
                changed = true
            }
        }
        guard !hasText, let first = tags.indices.first(where: isText) else { return }
        // A number alone was the text: the words before it that no command uses belong with it ("bestellung 4471"),
        // and so do those after it, with articles and numbers among them ("लिखो दो | बड़े एक बच्चा").
        var start = first
        while start > 0, tags[start - 1] == "O", featurizer.lexicon.intents[words[start - 1]] == nil { start -= 1 }
        let end = tags.spanEnd(from: first, slot: "text")
        func free(_ k: Int) -> Bool {
            tags[k] == "O" && !fillerWords.contains(words[k])
                && (featurizer.lexicon.intents[words[k]] == nil || featurizer.isNumber(words[k]) || grammar.table.articles.contains(words[k]))
        }
        var after = end
        while after < tags.count, free(after) { after += 1 }
        // It does not end with a joining or little word ("type 5 | and | click ok").
        while after > end, grammar.table.joiners.contains(words[after - 1]) || littleWord(words[after - 1]) { after -= 1 }
        // Not when only articles or numbers follow: those may be the command's own ("… | एक बार").
        if !(end..<after).contains(where: { featurizer.lexicon.intents[words[$0]] == nil && !featurizer.isNumber(words[$0]) }) { after = end }
        if start < first || after > end {
            tags.mark(start..<after, as: "text")
        }
    }

    /// Where the verb follows the text, text that starts with "and" right after the typing verb is the start of
    /// another request ("hello लिखो | और enter दबाओ"): the text is what was said before the verb.
    func takeTheTextBeforeTheVerb(_ words: [String], _ tags: inout [String]) {
        guard grammar.table.verbsLast, let start = tags.firstIndex(of: "B-text"), start >= 2,
              grammar.table.joiners.contains(words[start]),
              featurizer.lexicon.intents[words[start - 1]]?.contains("type") == true else { return }
        let end = tags.spanEnd(from: start, slot: "text")
        for k in start..<end { tags[k] = "O" }
        var from = start - 1
        while from > 0, looseWord(words, tags, from - 1) { from -= 1 }
        if from < start - 1 { tags.mark(from..<start - 1, as: "text") }
    }
}
