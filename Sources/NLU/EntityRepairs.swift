import Grammar

/// Spans the entity tagger cuts in the wrong place in every language, mended after tagging.
extension Understander {
    /// Every repair, in order, for the tags of an utterance read as `label`.
    func repair(_ words: [String], _ tags: inout [String], label: String) {
        repairOrdinals(words, &tags)
        if label == "click" { repairCountedTargets(words, &tags) }
        repairNumbers(words, &tags)
        if model.slotsByLabel[label]?.contains("number") == true, !label.hasPrefix("type") { repairMissedNumber(words, &tags, label: label) }
        repairNumbersNamingNoElement(words, &tags)
        repairRoles(words, &tags)
        if label.hasPrefix("type") { repairTypedNumbers(words, &tags) }
        repairDescriptions(words, &tags, label: label)
        if label == "click" { repairClickCounts(&tags) }
        if label.hasPrefix("type") { repairReplies(words, &tags) }
    }

    /// "Yes" or "no" typed with the politeness that goes with it ("type no | thank you", "tape oui | merci"): a
    /// filler right after the reply that ends the text is the reply's, as the grammar reads it.
    func repairReplies(_ words: [String], _ tags: inout [String]) {
        for i in words.indices where i + 1 < words.count && tags[i].hasSuffix("-text") && tags[i + 1] == "O" {
            guard grammar.table.replies.contains(words[i]), case let n = fillerLength(words, startingAt: i + 1, before: words.count), n > 0,
                  tags[i + 1..<i + 1 + n].allSatisfy({ $0 == "O" }) else { continue }
            for k in i + 1..<i + 1 + n { tags[k] = "I-text" }
        }
    }

    /// The length of the longest polite filler ending at `end` (exclusive) and starting at `start` or later, or 0.
    func fillerLength(_ words: [String], endingAt end: Int, from start: Int) -> Int {
        fillers.filter { $0.count <= end - start && Array(words[end - $0.count..<end]) == $0 }.map(\.count).max() ?? 0
    }

    /// The length of the longest polite filler starting at `start` and ending before `stop`, or 0.
    func fillerLength(_ words: [String], startingAt start: Int, before stop: Int) -> Int {
        fillers.filter { $0.count <= stop - start && Array(words[start..<start + $0.count]) == $0 }.map(\.count).max() ?? 0
    }

    /// A "number" that reads only as an ordinal ("दूसरे टैब": the second tab) is an ordinal; an "ordinal" that reads
    /// as neither ("ouvre météo | france dans un nouvel onglet") is no entity, and rules after may take it as free text.
    func repairOrdinals(_ words: [String], _ tags: inout [String]) {
        var i = 0
        while i < tags.count {
            guard tags[i] == "B-number" || tags[i] == "B-ordinal" else { i += 1; continue }
            let slot = String(tags[i].dropFirst(2))
            let end = tags.spanEnd(from: i, slot: slot)
            let span = Array(words[i..<end])
            let cardinal = grammar.numbers.cardinal(span) != nil, ordinal = grammar.numbers.ordinal(span) != nil
            if slot == "number", !cardinal, ordinal {
                for k in i..<end { tags[k] = (k == i ? "B-" : "I-") + "ordinal" }
            } else if slot == "ordinal", !cardinal, !ordinal, !span.contains(where: { $0.contains(where: \.isNumber) }) {
                for k in i..<end { tags[k] = "O" }
            }
            i = end
        }
    }

    /// "One" after a word that points or picks ("another one", "that one", "the other one") stands for a thing, not the
    /// number 1: "open another one" is no click on the first number. A number of things said ("i'd like two of these",
    /// "dos de estos") counts them: no element's number either.
    func repairNumbersNamingNoElement(_ words: [String], _ tags: inout [String]) {
        for i in words.indices where tags[i] == "B-number" {
            let end = tags.spanEnd(from: i, slot: "number")
            let pronoun = i > 0 && end == i + 1 && words[i] == "one" && Self.picking.contains(words[i - 1])
            let counting = end + 1 < words.count && ["of", "de"].contains(words[end]) && Self.these.contains(words[end + 1])
            if pronoun || counting { for k in i..<end { tags[k] = "O" } }
        }
    }

    static let picking: Set<String> = ["another", "this", "that", "the", "other", "which", "each", "any", "every", "same"]
    static let these: Set<String> = ["these", "those", "them", "this", "that", "it", "estos", "estas", "esos", "esas", "ellos", "ellas"]

    /// Whether the word at `k` is next to one tagged with `slot`.
    static func beside(_ k: Int, _ tags: [String], slot: String) -> Bool {
        (k > 0 && tags[k - 1].hasSuffix("-" + slot)) || (k + 1 < tags.count && tags[k + 1].hasSuffix("-" + slot))
    }

    /// A number the tagger cut short ("twenty | three", or "twenty" and "three" as two numbers) takes the number
    /// words before and after it while they still read as one number — across a joining word too ("treinta y tres", "vingt
    /// et un", "drei und zwanzig").
    func repairNumbers(_ words: [String], _ tags: inout [String]) {
        func free(_ k: Int) -> Bool { tags[k] == "O" || tags[k].hasSuffix("-number") }
        var i = 0
        while i < tags.count {
            guard tags[i] == "B-number" else { i += 1; continue }
            var end = tags.spanEnd(from: i, slot: "number")
            // …and the number words before it ("vingt | trois", "cuarenta y | dos").
            var start = i
            while start > 0, tags[start - 1] == "O" {
                let step = grammar.numbers.cardinal(Array(words[(start - 1)..<end])) != nil ? 1
                    : start > 1 && tags[start - 2] == "O" && grammar.numbers.cardinal(Array(words[(start - 2)..<end])) != nil ? 2 : 0
                guard step > 0 else { break }
                start -= step
            }
            if start < i {
                tags[start] = "B-number"
                for k in start + 1..<end { tags[k] = "I-number" }
            }
            while end < words.count, free(end) {
                let step = grammar.numbers.cardinal(Array(words[i...end])) != nil ? 1
                    : end + 1 < words.count && free(end + 1) && grammar.numbers.cardinal(Array(words[i...end + 1])) != nil ? 2 : 0
                guard step > 0 else { break }
                for k in end..<end + step { tags[k] = "I-number" }
                end += step
            }
            i = end
        }
    }

    /// A reading whose command is said with a number, where the tagger found none and no position or element either,
    /// takes the one number said ("8 tab please": the tagger, unused to the number first, left it out); with two
    /// numbers it cannot tell which, and leaves them. A number word the label's phrasings say outside their entities
    /// is not one here (Hindi's "बंद कर दो": close it, "दो" being "two" as well as the verb's "give").
    func repairMissedNumber(_ words: [String], _ tags: inout [String], label: String) {
        guard !tags.contains(where: { $0 != "O" && !$0.hasSuffix("-role") }) else { return }
        var runs: [Range<Int>] = []
        var i = 0
        while i < words.count {
            var end = i
            while end < words.count, tags[end] == "O", grammar.numbers.cardinal(Array(words[i...end])) != nil { end += 1 }
            if end > i { runs.append(i..<end); i = end } else { i += 1 }
        }
        let own = model.carrierByLabel[label] ?? []
        runs.removeAll { $0.count == 1 && own.contains(words[$0.lowerBound]) }
        guard runs.count == 1, let run = runs.first else { return }
        tags.mark(run, as: "number")
    }

    /// Ends of places and element descriptions: an element description the tagger cut short before its role word
    /// takes it ("das e-mail | feld"); a place or a query does not start with the command's own words ("va à
    /// stack overflow"); and a place, a description, a query or a name does not end with "please" (the locale's
    /// polite fillers).
    func repairDescriptions(_ words: [String], _ tags: inout [String], label: String) {
        let intent = label.split(separator: " ").first.map(String.init) ?? label
        func fillerEnding(at end: Int, from start: Int) -> Int { fillerLength(words, endingAt: end, from: start) }
        func fillerStarting(at start: Int, before stop: Int) -> Int { fillerLength(words, startingAt: start, before: stop) }
        func commandWord(_ k: Int, _ intent: String) -> Bool {
            featurizer.lexicon.intents[words[k]]?.contains(intent) == true && !grammar.table.articles.contains(words[k])
        }
        /// A word that says something of its own: no word of the command, no preposition, no article.
        func content(_ k: Int) -> Bool { !commandWord(k, intent) && !littleWord(words[k]) }
        var end = words.count
        while end > 0, case let n = fillerEnding(at: end, from: 0), n > 0, tags[end - n..<end].allSatisfy({ $0 == "O" || !$0.hasSuffix("-text") }) {
            end -= n
        }
        var i = 0
        while i < words.count {
            guard tags[i].hasPrefix("B-") else { i += 1; continue }
            let slot = String(tags[i].dropFirst(2))
            var stop = i + 1
            while stop < words.count, tags[stop] == "I-" + slot { stop += 1 }
            if NLUModel.freeText.contains(slot) {
                // A polite word does not start free text ("schreib | bitte blaues hemd"), when more follows. Text to
                // type may start with any other filler word: thanks, ok, hey ("pon | gracias a todo el equipo").
                while case let n = fillerStarting(at: i, before: stop), n > 0, stop - i > n,
                      slot != "text" || grammar.table.polite.contains(Array(words[i..<i + n])) {
                    for k in i..<i + n { tags[k] = "O" }
                    i += n
                    tags[i] = "B-" + slot
                }
                // Nor with the command's own verb after words commands are said with ("peux | tu écrire paris"); a
                // preposition the rules use is no verb ("enlace | de contacto").
                // Nor is a word right before the kind of element that ends the description ("next page | button"),
                // nor one the command says outside the span too ("the new york post in a | new | tab").
                if stop - i > 2, let j = (i + 1..<stop - 1).first(where: { commandWord($0, intent) && !grammar.table.particles.contains(words[$0]) }),
                   (i..<j).allSatisfy({ model.carrierWords.contains(words[$0]) }),
                   !words[..<i].contains(words[j]), !words[stop...].contains(words[j]),
                   grammar.table.roleWordsAtStart(words[(j + 1)..<stop]) != stop - j - 1 {
                    for k in i...j { tags[k] = "O" }
                    i = j + 1
                    tags[i] = "B-" + slot
                }
                // Nor does it run on over "and" into another command ("such den suchleiste | und klick drauf"): a
                // joining word followed only by words commands are said with ends it.
                if let j = (i + 1..<stop).first(where: { grammar.table.joiners.contains(words[$0]) }),
                   case let rest = (j + 1)..<stop, !rest.isEmpty,
                   rest.allSatisfy({ featurizer.lexicon.intents[words[$0]] != nil || model.carrierWords.contains(words[$0]) }),
                   rest.contains(where: { featurizer.lexicon.intents[words[$0]] != nil && !grammar.table.articles.contains(words[$0]) }) {
                    for k in j..<stop { tags[k] = "O" }
                    stop = j
                }
            }
            // An element's kind said after its name is the element's, also when the tagger began text there with the
            // text said already ("hallo in den e-mail- | feld eintragen": the hyphens split the word).
            while slot == "target", stop < end, tags[stop] == "O" || tags[stop] == "B-text" && tags[..<i].contains("B-text"),
                  grammar.table.roles[[words[stop]]] != nil {
                tags[stop] = "I-target"
                stop += 1
                if stop < tags.count, tags[stop] == "I-text" { tags[stop] = "B-text" }
            }
            // A description, place, query or name does not end with a joining word ("campo del | correo", "bus to |
            // the airport"): it goes on over the words after it that no command uses.
            while NLUModel.descriptions.contains(slot), stop < end, tags[stop] == "O",
                  model.joiningWords.contains(words[stop - 1]) || grammar.table.articles.contains(words[stop - 1])
                    || (slot == "query" && grammar.table.particles.contains(words[stop - 1]) && (i..<stop - 1).contains(where: content)),
                  featurizer.lexicon.intents[words[stop]] == nil || grammar.table.articles.contains(words[stop]) {
                tags[stop] = "I-" + slot
                stop += 1
            }
            if slot == "query", commandWord(stop - 1, intent),
               !(grammar.table.particles.contains(words[stop - 1]) && (i..<stop - 1).contains(where: content)) {
                // A query that ends with the command's own word ("such bei google | nach grippe symptome") is the
                // words after it that the command does not use, together with any query the tagger found there.
                var from = stop
                while from < end, tags[from] == "O", commandWord(from, intent) { from += 1 }
                var to = from
                while to < end, tags[to] == "O" && !commandWord(to, intent) || tags[to].hasSuffix("-query") { to += 1 }
                // Only words that say something: "près de chez moi | sur | la | page" ends with a pronoun some
                // command is said with ("montre-moi"), and what follows is the page's frame.
                if to > from, (from..<to).contains(where: content) {
                    for k in i..<stop { tags[k] = "O" }
                    tags[from] = "B-query"
                    for k in from + 1..<to { tags[k] = "I-query" }
                    i = from
                    stop = to
                }
            }
            if ["destination", "query"].contains(slot) {
                // The command's own little words do not start a place or a query ("va | à stack overflow", "suche
                // infos | über grippe symptome"); longer ones may be part of it ("google maps tips").
                while stop - i > 1, words[i].count <= 4, commandWord(i, intent) {
                    tags[i] = "O"
                    i += 1
                    tags[i] = "B-" + slot
                }
            }
            if NLUModel.descriptions.contains(slot) {
                while stop - i > 1, case let n = fillerEnding(at: stop, from: i + 1), n > 0 {
                    for k in stop - n..<stop { tags[k] = "O" }
                    stop -= n
                }
            }
            i = stop
        }
    }

    /// Free text the tagger cut short takes the words beside it that no command is said with: "symptoms | of flu",
    /// "calle | mayor 5", "busca en internet la capital | de perú", "बुखार | के लक्षण". Such a word (never outside a slot
    /// in training, nor in the phrase tables) is part of what the person named, and so is a joining word between the
    /// span and one ("बुखार | के लक्षण"). The end of the utterance where the locale puts its verbs stays out (the first
    /// word; in Hindi the last): there an unknown word is more often a verb training never saw ("head to linkedin",
    /// "encuentre …", a Hindi verb), while at the other end it is the end of the text ("hauptstadt von | peru").
    /// Not among `repair`'s rules: the unexplained-words check judges the tagger's own reading first, so that an
    /// everyday sentence does not become a command by its unknown words joining a span.
    func attachUnknownWords(_ words: [String], _ tags: inout [String]) {
        guard !model.carrierWords.isEmpty, words.count > 2 else { return }
        func unknown(_ k: Int) -> Bool { unknownWord(words, tags, k) }
        func joining(_ k: Int) -> Bool { joiningWord(words, tags, k) }
        // A description takes the role word beside it ("e mail | feld", "login | button"), left out or read as a
        // one-word span of other free text: the role is part of what the person described, wherever it stands.
        func role(_ k: Int) -> Bool {
            guard words.indices.contains(k), grammar.table.holdsRole([words[k]]) else { return false }
            if tags[k] == "O" { return true }
            let alone = k + 1 == words.count || !tags[k + 1].hasPrefix("I-")
            return alone && tags[k].hasPrefix("B-") && tags[k] != "B-target" && NLUModel.freeText.contains(String(tags[k].dropFirst(2)))
        }
        var i = 0
        while i < words.count {
            guard tags[i].hasPrefix("B-"), case let slot = String(tags[i].dropFirst(2)), NLUModel.freeText.contains(slot) else {
                i += 1
                continue
            }
            let description = slot == "target"
            var start = i, stop = i + 1
            while stop < words.count, tags[stop] == "I-" + slot { stop += 1 }
            while unknown(start - 1) || description && role(start - 1) { start -= 1 }
            while true {
                if unknown(stop) || description && role(stop) { stop += 1 } else if joining(stop), unknown(stop + 1) { stop += 2 } else { break }
            }
            tags[start] = "B-" + slot
            for k in start + 1..<stop { tags[k] = "I-" + slot }
            i = stop
        }
    }

    /// Whether word `k` is outside every span, away from the end of the utterance where the locale puts its verbs
    /// (held-out phrasings bring verbs training never saw: "head to"), and one no command is said with: never outside
    /// a slot in training, not in the phrase tables, not a number.
    /// A preposition or an article of the locale.
    func littleWord(_ word: String) -> Bool { grammar.table.particles.contains(word) || grammar.table.articles.contains(word) }

    /// A word that names something rather than a command: no command's word, number or little word ("exit",
    /// "contact" in "the contact page").
    func namesNoCommand(_ word: String) -> Bool { featurizer.lexicon.intents[word] == nil && !featurizer.isNumber(word) && !littleWord(word) }

    /// Whether a word is a contraction of words that say nothing of a command ("it's", "that's", "i'm": pieces the
    /// training phrasings say, little words, words questions are built of): it leaves nothing unexplained.
    func contractsLittleWords(_ word: String) -> Bool {
        guard word.contains("'") else { return false }
        return word.split(separator: "'").allSatisfy { piece in
            let piece = String(piece)
            return model.carrierWords.contains(piece) || littleWord(piece) || grammar.table.asking.contains(piece)
        }
    }

    func unknownWord(_ words: [String], _ tags: [String], _ k: Int) -> Bool {
        let inner = grammar.table.verbsLast ? 0..<(words.count - 1) : 1..<words.count
        // Nor is a word said in a whole filler ("me | gustaría": I would like) one.
        return inner.contains(k) && tags[k] == "O" && !model.carrierWords.contains(words[k])
            && featurizer.lexicon.intents[words[k]] == nil && !featurizer.isNumber(words[k]) && !inFiller(words, k)
    }

    /// Whether word `k`, outside every span and away from the verb end, joins the words of names ("de", "of", "के").
    func joiningWord(_ words: [String], _ tags: [String], _ k: Int) -> Bool {
        let inner = grammar.table.verbsLast ? 0..<(words.count - 1) : 1..<words.count
        return inner.contains(k) && tags[k] == "O" && model.joiningWords.contains(words[k]) && !grammar.table.articles.contains(words[k])
    }

    /// Last, once spans have taken what belongs to them: a place, description, query or name does not start with a
    /// preposition ("open | up amazon", "el marcador | de vacaciones") or, a bookmark's name, with "my" ("go to | my
    /// jobs bookmark"), nor end with an article or a preposition ("dentro | de la página").
    func trimLittleWords(_ words: [String], _ tags: inout [String]) {
        func little(_ k: Int) -> Bool { littleWord(words[k]) }
        var i = 0
        while i < words.count {
            // Text to type, a query and a place keep the article they start with ("type | the quick brown fox",
            // "localiza aquí | el tiempo mañana", "open | the verge").
            if ["B-text", "B-query", "B-destination"].contains(tags[i]), i > 0, tags[i - 1] == "O", grammar.table.articles.contains(words[i - 1]) {
                tags[i - 1] = tags[i]
                tags[i] = "I-" + tags[i].dropFirst(2)
            }
            guard tags[i].hasPrefix("B-"), case let slot = String(tags[i].dropFirst(2)), NLUModel.descriptions.contains(slot) else {
                i += 1
                continue
            }
            var stop = i + 1
            while stop < words.count, tags[stop] == "I-" + slot { stop += 1 }
            while stop - i > 1, grammar.table.particles.contains(words[i]) || slot == "name" && grammar.table.articles.contains(words[i]) {
                tags[i] = "O"
                i += 1
                tags[i] = "B-" + slot
            }
            // An "article" between two prepositions is a pronoun, folded ("cerca de | mí | en la página").
            func pronoun(_ k: Int) -> Bool {
                grammar.table.articles.contains(words[k]) && k > 0 && grammar.table.particles.contains(words[k - 1])
                    && k + 1 < words.count && grammar.table.particles.contains(words[k + 1])
            }
            while stop - i > 1, little(stop - 1), !pronoun(stop - 1) {
                stop -= 1
                tags[stop] = "O"
            }
            i = stop
        }
    }

    /// A click on a described element with a number apart from the description ("संपर्क लिंक पे एक बार click करो":
    /// click the contact link once) clicks the element described, not element one: the number is not the target.
    func repairClickCounts(_ tags: inout [String]) {
        guard tags.contains("B-target") else { return }
        for k in tags.indices where tags[k].hasSuffix("-number") {
            if !Self.beside(k, tags, slot: "target") { tags[k] = "O" }
        }
    }

    /// An ordinal followed by a role word the tagger left out ("the sixth | box") gets its role.
    func repairRoles(_ words: [String], _ tags: inout [String]) {
        // A role cut short ("menu | item") takes the next word when the two are a role together.
        if let r = tags.firstIndex(of: "B-role") {
            let end = tags.spanEnd(from: r, slot: "role")
            if end < words.count, tags[end] == "O", grammar.table.roles[Array(words[r...end])] != nil { tags[end] = "I-role" }
            // A "role" after a position that is no kind of element, followed by one ("first | name | box"), is part of
            // a name: it takes that kind, and the position and the words are read as a description (`target(_:)`).
            else if end < words.count, tags[end] == "O", r > 0, tags[r - 1].hasSuffix("-ordinal"),
                    grammar.table.roles[Array(words[r..<end])] == nil, grammar.table.roles[[words[end]]] != nil { tags[end] = "I-role" }
            // The kind said right after a name, with no position ("shipping | address field", "comments | link"), ends
            // that name: the element is described by both, as "the login button" is.
            if r > 0, tags[r - 1].hasSuffix("-target"), !tags.contains(where: { $0.hasSuffix("-ordinal") }) {
                tags.mark(tags.spanStart(before: r, slot: "target")..<tags.spanEnd(from: r, slot: "role"), as: "target")
            }
            return
        }
        guard let o = tags.firstIndex(of: "B-ordinal") else { return }
        let end = tags.spanEnd(from: o, slot: "ordinal")
        for length in [2, 1] where end + length <= words.count {
            let span = Array(words[end..<end + length])
            guard grammar.table.roles[span] != nil, tags[end..<end + length].allSatisfy({ $0 == "O" || $0.hasSuffix("-target") }) else { continue }
            // Only when the role words are the last of the utterance or before a non-entity word.
            tags[end] = "B-role"
            for k in end + 1..<end + length { tags[k] = "I-role" }
            for k in end + length..<tags.count where tags[k].hasSuffix("-target") { tags[k] = "O" }
            return
        }
    }
}
