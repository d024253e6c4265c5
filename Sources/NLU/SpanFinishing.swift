import Grammar

/// The last span rules: the edges of free text against the utterance's own frame (after `EntityRepairs`).
extension Understander {
    /// The free-text slot a label cannot make a command without. Not a click's target: a click the tagger found no
    /// element in is more often another command misread ("take me to duckduckgo") than a click to invent a target for.
    static func neededSlot(_ label: String) -> String? {
        switch label {
        case "type": "text"
        case "search scope=web", "search scope=page": "query"
        case "navigate action=open": "destination"
        case "bookmark action=open": "name"
        default: nil
        }
    }

    /// Last of all, the edges of free text against the utterance's own frame. Like `attachUnknownWords`, after the
    /// unexplained-words check.
    func finishSpans(_ words: [String], _ tags: inout [String], label: String) {
        dropPhraseNumbers(words, &tags)
        if label.hasPrefix("search") { dropThePageAsQuery(words, &tags) }
        fillEmptySlot(words, &tags, label: label)
        // A reply the slot took there keeps its politeness, as one the tagger found does ("entre | oui | s'il vous plaît").
        if label.hasPrefix("type") { repairReplies(words, &tags) }
        if ["click", "type"].contains(label) { fillTargetFromRole(words, &tags, label: label) }
        dropLeadingVerb(words, &tags, label: label)
        if label == "type" {
            takeTheStart(words, &tags); takeUnpointedTarget(words, &tags); takeNamelessTarget(words, &tags); takeTheElementFirst(words, &tags)
        }
        takeTheEnd(words, &tags)
        takeAWordBeforeTheFrame(words, &tags)
        if label == "type" { takeTheRest(words, &tags); dropTheWordForText(words, &tags); takeTheTextBeforeTheVerb(words, &tags) }
        dropPoliteFrame(words, &tags)
        joinSplitSpans(words, &tags)
        takeTheQuestion(words, &tags, label: label)
        takeTheWholeQuestion(words, &tags, label: label)
        takeWhatFollowsAPreposition(words, &tags)
        dropTrailingVerb(words, &tags, label: label)
        if label == "type" {
            takePointedTarget(words, &tags); splitTheElementFromTheText(words, &tags); takeTheElementBeforeTheText(words, &tags)
        }
        if label == "navigate action=open" || label == "tab action=open" { narrowToKnownSite(words, &tags) }
        if label.hasPrefix("tab action=open") { takeKnownSite(words, &tags) }
        if label == "click" || label.hasPrefix("tab action=open") { takeTheOrdinal(words, &tags) }
        dropElementsEnd(words, &tags, label: label)
        dropTheVerbAfterText(words, &tags, label: label)
        widenTheElement(words, &tags, label: label)
        takeTheKindAfterTheOne(words, &tags, label: label)
        takeThePlace(words, &tags)
        if label == "bookmark action=open" || label == "bookmark action=remove" { takeTheNamesArticle(words, &tags) }
        takeTheWholeCalling(words, &tags)
        if label == "type" || label == "click" { takeTheCalledName(words, &tags, label: label) }
    }

    /// In Hindi, whose verb follows the free text, the text does not end with the command's verb ("दोपहर में मीटिंग |
    /// लिखना है", "पेरू की राजधानी | ढूंढना चाहता हूं"): the tagger took it in.
    func dropTheVerbAfterText(_ words: [String], _ tags: inout [String], label: String) {
        let intent = String(label.prefix(while: { $0 != " " }))
        guard grammar.table.verbsLast, let start = tags.firstIndex(where: { $0 == "B-text" || $0 == "B-query" }) else { return }
        let slot = String(tags[start].dropFirst(2))
        var end = tags.spanEnd(from: start, slot: slot)
        while end - start >= 2, case let last = words[end - 1], !littleWord(last), !grammar.table.holdsRole([last]),
              featurizer.lexicon.intents[last]?.contains(intent) == true {
            end -= 1
            tags[end] = "O"
        }
    }

    /// A search does not look for the page it searches: a query that is only the word for a page ("cherche dentiste
    /// près de chez moi sur | la page") is no query, and the words no command says take its place (`fillEmptySlot`).
    func dropThePageAsQuery(_ words: [String], _ tags: inout [String]) {
        guard let start = tags.firstIndex(of: "B-query") else { return }
        let end = tags.spanEnd(from: start, slot: "query")
        let pageWords = Set(grammar.table.websites.flatMap { $0 })
        guard (start..<end).allSatisfy({ grammar.table.articles.contains(words[$0]) || pageWords.contains(words[$0]) }) else { return }
        for k in start..<end { tags[k] = "O" }
    }

    /// A number word that a rule says right after the word before it is that phrase's, not a count: the "दो" of "नीचे
    /// scroll कर दो" (do it), not two.
    func dropPhraseNumbers(_ words: [String], _ tags: inout [String]) {
        for k in tags.indices.dropFirst() where tags[k] == "B-number" && tags[k - 1] == "O" && (k + 1 == tags.count || tags[k + 1] != "I-number")
            && phrasesNumber(words, k) {
            tags[k] = "O"
        }
    }

    /// Whether word `k` is said by a rule right after the word before it (the "दो" of "कर दो"), a number or not.
    func phrasesNumber(_ words: [String], _ k: Int) -> Bool { k > 0 && featurizer.lexicon.pairs.contains([words[k - 1], words[k]]) }

    /// A new tab asked for with nothing found to show in it but a part of a known site, whose words hold one ("i'd
    /// like amazon in a private window", "quiero el | país | en una pestaña nueva", "मुझे यूट्यूब नए टैब में चाहिए"),
    /// shows the site: the tagger left it out or took a piece of it for a link.
    func takeKnownSite(_ words: [String], _ tags: inout [String]) {
        guard !tags.contains("B-destination") else { return }
        let tokens = normalizer.tokens(words.joined(separator: " "))
        guard tokens.count == words.count, let site = grammar.sites.knownSite(in: tokens, table: grammar.table),
              tags.indices.allSatisfy({ tags[$0] == "O" || site.contains($0) }) else {
            // No site known: words the model does not know, said with a word for a tab, are the place ("load the
            // verge in a new tab"; "open a new tab" has none).
            if tags.allSatisfy({ $0 == "O" }), words.contains(where: namesTab) { fill("destination", from: words, &tags) }
            return
        }
        for k in site { tags[k] = k == site.lowerBound ? "B-destination" : "I-destination" }
    }

    /// A place that holds a known site and, besides it, only words of going ("abrir | spotify", "geh mal auf |
    /// instagram") is the site: the tagger took the verb in.
    func narrowToKnownSite(_ words: [String], _ tags: inout [String]) {
        guard let start = tags.firstIndex(of: "B-destination") else { return }
        let end = tags.spanEnd(from: start, slot: "destination")
        let tokens = normalizer.tokens(words[start..<end].joined(separator: " "))
        guard tokens.count == end - start, let site = grammar.sites.knownSite(in: tokens, table: grammar.table),
              site.count < end - start,
              (start..<end).allSatisfy({ site.contains($0 - start) || featurizer.lexicon.intents[words[$0]]?.contains("navigate") == true })
        else { return }
        for k in start..<end { tags[k] = site.contains(k - start) ? (k - start == site.lowerBound ? "B-destination" : "I-destination") : "O" }
    }

    /// Free text is said once: two spans of the same slot side by side ("zwei erwachsene | ein kind") or with only a
    /// preposition, an article or a joining word between them ("billige flüge | nach | rom", "pizza cerca | de | mí",
    /// "deux adultes | et un | enfant") are one, where the second would be lost.
    func joinSplitSpans(_ words: [String], _ tags: inout [String]) {
        func between(_ k: Int) -> Bool {
            tags[k] == "O" && (grammar.table.particles.contains(words[k]) || grammar.table.articles.contains(words[k])
                || model.joiningWords.contains(words[k]) || grammar.table.joiners.contains(words[k]))
        }
        var k = 0
        while k < tags.count {
            guard tags[k].hasPrefix("B-"), case let slot = String(tags[k].dropFirst(2)), NLUModel.freeText.contains(slot) else { k += 1; continue }
            let stop = tags.spanEnd(from: k, slot: slot)
            var next = stop
            while next < tags.count, next - stop < 2, between(next) { next += 1 }
            // Across "and" only two pieces of one text ("two adults | and a | child"): no command word in either
            // ("ईमेल फ़ील्ड चुनो | और | एमजी रोड 5" is selecting a field, then typing).
            func plainSpan(_ from: Int) -> Bool {
                let end = tags.spanEnd(from: from, slot: slot)
                return (from..<end).allSatisfy { littleWord(words[$0]) || featurizer.lexicon.intents[words[$0]] == nil }
            }
            if next < tags.count, tags[next] == "B-" + slot,
               !(stop..<next).contains(where: { grammar.table.joiners.contains(words[$0]) }) || plainSpan(k) && plainSpan(next) {
                for j in stop...next { tags[j] = "I-" + slot }
                continue  // the joined span may go on
            }
            k = stop
        }
    }

    /// Whether word `k` is said as part of a whole filler around it ("for me"), not only a word one has ("me").
    func inFiller(_ words: [String], _ k: Int) -> Bool {
        fillers.contains { f in
            f.indices.contains { i in k - i >= 0 && k - i + f.count <= words.count && Array(words[(k - i)..<(k - i + f.count)]) == f }
        }
    }

    /// An untagged word that is no number, joining word, article or preposition: free text may take it, when the
    /// command's words do not claim it (each rule says how).
    func looseWord(_ words: [String], _ tags: [String], _ k: Int) -> Bool {
        tags[k] == "O" && !featurizer.isNumber(words[k]) && !grammar.table.joiners.contains(words[k]) && !littleWord(words[k])
    }

    /// A query that stops before a preposition and words no command says goes on over them ("opening hours | of the
    /// louvre | on this page", "receta | de tarta de chocolate"), up to the next word a command says ("on this page").
    func takeWhatFollowsAPreposition(_ words: [String], _ tags: inout [String]) {
        // No command says it at all ("page" says too many to have features, but it is said).
        func plain(_ k: Int) -> Bool {
            looseWord(words, tags, k) && featurizer.lexicon.intents[words[k]] == nil && !model.carrierWords.contains(words[k])
                && !fillerWords.contains(words[k])
        }
        guard let start = tags.firstIndex(of: "B-query") else { return }
        let stop = tags.spanEnd(from: start, slot: "query")
        var next = stop
        guard next < tags.count, tags[next] == "O", grammar.table.particles.contains(words[next]),
              !grammar.table.joiners.contains(words[next]) else { return }
        next += 1
        while next < tags.count, tags[next] == "O", grammar.table.articles.contains(words[next]) { next += 1 }
        var end = next
        while end < tags.count, plain(end) { end += 1 }
        guard end > next else { return }
        for k in stop..<end { tags[k] = "I-query" }
    }

    /// A command that needs free text the tagger found none of ("राहुल शर्मा type कर दो": type, but no text) takes the
    /// longest run of words that no command is said with, as `attachUnknownWords` would have joined them to a span.
    func fillEmptySlot(_ words: [String], _ tags: inout [String], label: String) {
        guard let slot = Self.neededSlot(label) else { return }
        fill(slot, from: words, &tags)
    }

    /// The slot, when the tagger found none, takes the longest run of words the model does not know.
    func fill(_ slot: String, from words: [String], _ tags: inout [String]) {
        guard !tags.contains("B-" + slot), !model.carrierWords.isEmpty, words.count > 1 else { return }
        func unknown(_ k: Int) -> Bool { unknownWord(words, tags, k) }
        func joining(_ k: Int) -> Bool { joiningWord(words, tags, k) }
        var best: Range<Int>?
        var k = 0
        while k < words.count {
            guard unknown(k) else { k += 1; continue }
            var stop = k + 1
            while true {
                if stop < words.count, unknown(stop) { stop += 1 } else if stop + 1 < words.count, joining(stop), unknown(stop + 1) { stop += 2 } else { break }
            }
            if stop - k > (best?.count ?? 0) { best = k..<stop }
            k = stop
        }
        guard let run = best else { return }
        tags.mark(run, as: slot)
    }

    /// A click or typing with no element, number or position found, whose words name a kind of element the tagger
    /// left out ("सर्च बार पर दबाइए": press on the search bar; "सर्च बार में नमस्ते दुनिया भरो"), takes the element
    /// the role word ends: it and the words before it that are neither little words nor words of this command.
    func fillTargetFromRole(_ words: [String], _ tags: inout [String], label: String) {
        guard !tags.contains(where: { $0.hasSuffix("-target") || $0.hasSuffix("-number") || $0.hasSuffix("-ordinal") }),
              let end = words.indices.last(where: { endsRole(words, tags, $0) }) else { return }
        var start = end
        while start > 0, tags[start - 1] == "O", !littleWord(words[start - 1]), !fillerWords.contains(words[start - 1]),
              featurizer.lexicon.intents[words[start - 1]]?.contains(label) != true {
            start -= 1
        }
        tags[start] = "B-target"
        for k in start + 1..<end + 1 { tags[k] = "I-target" }   // none when the role word is the whole element
    }

    /// Whether an untagged word ends the name of a kind of element: "बटन", or the "बार" of "सर्च बार".
    func endsRole(_ words: [String], _ tags: [String], _ k: Int) -> Bool {
        guard tags[k] == "O" else { return false }
        if grammar.table.holdsRole([words[k]]) { return true }
        return k > 0 && tags[k - 1] == "O" && !grammar.table.holdsRole([words[k - 1]]) && grammar.table.holdsRole([words[k - 1], words[k]])
    }

    /// Free text does not start with a word the phrase tables use for this command alone, when more follows
    /// ("puedes | escribir juan pérez"): that is the command's verb, which the tagger took in.
    func dropLeadingVerb(_ words: [String], _ tags: inout [String], label: String) {
        let intent = String(label.prefix(while: { $0 != " " }))
        for (i, tag) in tags.enumerated() where tag.hasPrefix("B-") && NLUModel.freeText.contains(String(tag.dropFirst(2))) {
            guard i + 1 < tags.count, tags[i + 1] == "I-" + tag.dropFirst(2),
                  featurizer.lexicon.intents[words[i]] == [intent] else { continue }
            tags[i] = "O"
            tags[i + 1] = tag
        }
    }

    /// Free text does not end with the utterance's last word when that is a word of commands the phrase tables say
    /// after free text ("kannst du das lesezeichen fußball | öffnen", "ich möchte den mengenfeld | öffnen"): languages
    /// that put the verb last put it there, and the tagger took it in.
    func dropTrailingVerb(_ words: [String], _ tags: inout [String], label: String) {
        let last = words.count - 1
        // A little word may be the text's ("type log | in"), but an article cannot end it: German "trag bestellung
        // 4471 | ein" ends with its verb's particle, which is also an article.
        let article = grammar.table.articles.contains(words[last]) && !grammar.table.particles.contains(words[last])
        guard last > 0, tags[last].hasPrefix("I-"), NLUModel.freeText.contains(String(tags[last].dropFirst(2))),
              !littleWord(words[last]) || article, !grammar.table.holdsRole([words[last]]), featurizer.lexicon.closing.contains(words[last])
        else { return }
        tags[last] = "O"
    }

    /// Free text stopped a word or two before the end of the utterance, where the verb is not ("search how tall | is
    /// everest", "search best pizza near | me"), takes them when they say nothing of any command and are not polite
    /// words, articles or prepositions (German ends "ruf das lesezeichen arbeit | auf" with its verb's particle). Not
    /// in Hindi, whose free text the verb follows, and whose first words are often the speaker ("मुझे | स्कूल वाला
    /// बुकमार्क चाहिए": me) — unless the verb came first there too.
    func takeTheEnd(_ words: [String], _ tags: inout [String]) {
        // A word of a longer filler stops the text only where the whole filler is said ("for me", not the "me" of
        // "best pizza near | me").
        func inFiller(_ k: Int) -> Bool { self.inFiller(words, k) }
        // A word said only after a number says nothing after any other word ("the financial | times").
        func saysNothing(_ k: Int) -> Bool {
            featurizer.lexicon.features(words[k]).isEmpty
                || featurizer.lexicon.counting.contains(words[k]) && k > 0 && !featurizer.isNumber(words[k - 1])
        }
        func plain(_ k: Int) -> Bool { looseWord(words, tags, k) && saysNothing(k) && !inFiller(k) }
        func freeTag(_ k: Int) -> String? {
            let slot = String(tags[k].dropFirst(2))
            return NLUModel.freeText.contains(slot) ? slot : nil
        }
        guard let last = tags.lastIndex(where: { $0 != "O" }), case let gap = words.count - 1 - last, (1...3).contains(gap),
              let slot = freeTag(last) else { return }
        // In Hindi only where the verb of typing came before the text ("यह लिखो प्यार से | अनु"), as in the other
        // languages; elsewhere its last words are the verb ("यहाँ पेरू की राजधानी | ढूंढ दीजिए").
        if grammar.table.verbsLast {
            guard slot == "text", let start = tags[...last].lastIndex(of: "B-text"), start > 0, tags[start - 1] == "O",
                  !littleWord(words[start - 1]), featurizer.lexicon.intents[words[start - 1]]?.contains("type") == true
            else { return }
        }
        // A preposition followed by a word that says nothing of any command goes on with the text ("the capital | of
        // peru", "weather | in oslo"); one that ends the utterance does not, nor does a joining word ("y | pínchalo":
        // and click it).
        // An article cannot end an utterance: there it is a pronoun ("cerca | de mí", "mi" and "mí" fold alike).
        let continues = gap == 2 && grammar.table.particles.contains(words[last + 1])
            && !grammar.table.joiners.contains(words[last + 1]) && (plain(last + 2) || grammar.table.articles.contains(words[last + 2]))
        // So does an article followed by such words ("was ist | ein schwarzes loch", "what is | a black hole").
        let named = grammar.table.articles.contains(words[last + 1]) && !grammar.table.joiners.contains(words[last + 1])
            && gap >= 2 && (last + 2..<words.count).allSatisfy(plain)
        // And a joining word followed by such words, articles aside: more of the same text ("two adults | and a
        // child", "deux adultes | et un enfant"), not a second command, which would have its verb.
        let rest = last + 2..<words.count
        let joined = grammar.table.joiners.contains(words[last + 1]) && gap >= 2
            && rest.allSatisfy({ plain($0) || grammar.table.articles.contains(words[$0]) })
            && rest.contains(where: { !grammar.table.articles.contains(words[$0]) })
        guard continues || named || joined || gap <= 2 && (last + 1..<words.count).allSatisfy(plain) else { return }
        for k in last + 1..<words.count { tags[k] = "I-" + slot }
    }

    /// A query or text that stops one word short of the command's words going on after it takes that word, when it
    /// says nothing of any command: "find the words best pizza near | me | here", "look dentists near | me | up online",
    /// "cherche pizza près de chez | moi | ici sur la page" — the tagger had not seen the word there. Only one such word
    /// is taken, never a word of a filler ("for me"), and not in Hindi, whose verb follows the text.
    func takeAWordBeforeTheFrame(_ words: [String], _ tags: inout [String]) {
        guard !grammar.table.verbsLast else { return }
        func plain(_ k: Int) -> Bool {
            looseWord(words, tags, k) && featurizer.lexicon.features(words[k]).isEmpty && !inFiller(words, k)
        }
        for slot in ["query", "text"] {
            guard let start = tags.firstIndex(of: "B-" + slot) else { continue }
            let end = tags.spanEnd(from: start, slot: slot)
            guard end + 1 < words.count, plain(end), !plain(end + 1), !fillerWords.contains(words[end + 1]) else { continue }
            tags[end] = "I-" + slot
        }
    }

    /// Text to type at the end of an utterance that opened politely does not keep the polite words closing it: "can
    /// you type good night | for me" types "good night". Without the opening, "type yes please" keeps "please", and so
    /// does "just type yes please": a one-word polite word may be what is typed.
    func dropPoliteFrame(_ words: [String], _ tags: inout [String]) {
        guard let opening = fillers.first(where: { $0.count < words.count && Array(words.prefix($0.count)) == $0 }),
              tags[..<opening.count].allSatisfy({ $0 == "O" }), tags.last?.hasSuffix("-text") == true,
              let start = tags.lastIndex(of: "B-text") else { return }
        // Not the politeness of a yes or no ("just type no | thank you"): that is the reply's, as the grammar reads it.
        let closing = fillers.filter { $0.count > 1 && $0.count < words.count - start && Array(words.suffix($0.count)) == $0
            && !grammar.table.replies.contains(words[words.count - $0.count - 1]) }.map(\.count).max() ?? 0
        for k in words.count - closing..<words.count where closing > 0 { tags[k] = "O" }
    }
}
