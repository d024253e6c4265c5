import CommandModel
import Grammar

/// The span rules for elements of the page and bookmarks: where a description starts and ends, its kind, position and
/// place on the page (called by `repair` and `finishSpans`).
extension Understander {
    /// A bookmark's name keeps an article said right after the word for bookmarks or right after another article
    /// ("geh zu meinem lesezeichen | mein blog", "मेरा | मेरा ब्लॉग बुकमार्क", "my | the news bookmark"): whose
    /// bookmark it is was said already, so this one is the name's.
    func takeTheNamesArticle(_ words: [String], _ tags: inout [String]) {
        guard let k = tags.firstIndex(of: "B-name"), k >= 2, tags[k - 1] == "O", tags[k - 2] == "O",
              grammar.table.articles.contains(words[k - 1]),
              grammar.table.articles.contains(words[k - 2]) || featurizer.lexicon.intents[words[k - 2]] == ["bookmark"]
        else { return }
        tags[k - 1] = "B-name"
        tags[k] = "I-name"
    }

    /// An element named by its kind alone, right after a position the tagger left out ("दूसरे | बटन को अलग टैब में
    /// खोल दो": the second button), is the element at that position.
    func takeTheOrdinal(_ words: [String], _ tags: inout [String]) {
        takeTheKind(words, &tags)
        guard !tags.contains(where: { $0.hasSuffix("-ordinal") || $0.hasSuffix("-number") }),
              let k = tags.firstIndex(where: { $0 == "B-target" || $0 == "B-destination" }), k > 0,
              k + 1 == tags.count || !tags[k + 1].hasPrefix("I-"), tags[k - 1] == "O",
              grammar.table.roles[[words[k]]] != nil, featurizer.isOrdinal(words[k - 1]) else { return }
        tags[k - 1] = "B-ordinal"
        tags[k] = "B-role"
    }

    /// A position found with the kind of element right after it left out ("छठा | वाला तस्वीर खोल दो": the sixth
    /// picture, "the third | button") is the position among that kind; a word for "the one" may stand between.
    func takeTheKind(_ words: [String], _ tags: inout [String]) {
        guard let k = tags.firstIndex(of: "B-ordinal"), k + 1 == tags.count || tags[k + 1] != "I-ordinal",
              !tags.contains(where: { $0.hasSuffix("-role") || $0.hasSuffix("-target") }) else { return }
        var r = k + 1
        while r < tags.count, tags[r] == "O", grammar.table.ones.contains(words[r]) { r += 1 }
        guard r < tags.count, tags[r] == "O" else { return }
        let length = (1...min(3, tags.count - r)).last { n in
            tags[r..<r + n].allSatisfy { $0 == "O" } && grammar.table.roles[Array(words[r..<r + n])] != nil
        }
        guard let length else { return }
        for j in r..<r + length { tags[j] = j == r ? "B-role" : "I-role" }
    }

    /// An element's name does not end with a word for "the one" after its kind ("न्यूज़लेटर चेकबॉक्स | वाले में …
    /// डालो") nor, when typing, with the typing's verb ("rellena el botón de cancelar | poniendo …", "… in den
    /// mengenfeld | eintragen"), nor a named kind of element with the clicking verb said after it ("el botón de
    /// cancelar, | púlsalo"): the tagger took them in.
    func dropElementsEnd(_ words: [String], _ tags: inout [String], label: String) {
        guard let start = tags.firstIndex(of: "B-target") else { return }
        var end = tags.spanEnd(from: start, slot: "target")
        while end - start >= 2 {
            let last = words[end - 1], rest = Array(words[start..<end - 1])
            let one = grammar.table.ones.contains(last) && grammar.table.roleWordsAtEnd(rest) > 0
            let verb = ["type", "click"].contains(label) && !littleWord(last) && !grammar.table.holdsRole([last])
                && featurizer.lexicon.intents[last]?.contains(label) == true && (label == "type" || grammar.table.holdsRole(rest))
            guard one || verb else { return }
            end -= 1
            tags[end] = "O"
        }
    }

    /// An element's name starts with the words before it that make its kind a longer one ("search | box नए टैब में
    /// खोलो": the search box) or that describe it through a word for "the one" ("ऊपर वाला | लाल बटन": the red button
    /// at the top), when the tagger left them out.
    func widenTheElement(_ words: [String], _ tags: inout [String], label: String) {
        // In a new tab, the element may have been taken for a place ("search | box" as a site).
        let slot = !tags.contains("B-target") && label.hasPrefix("tab action=open") ? "destination" : "target"
        guard var start = tags.firstIndex(of: "B-" + slot) else { return }
        let end = tags.spanEnd(from: start, slot: slot)
        let own = grammar.table.roleWordsAtStart(words[start..<end])
        // The kind may also come first and the span hold none of it ("el botón | rojo de arriba"), or name it by what
        // it belongs to ("el campo del | correo").
        if let first = (max(0, start - 3)..<start).first(where: { k in
            guard (k..<start).allSatisfy({ tags[$0] == "O" }) else { return false }
            let kind = grammar.table.roleWordsAtStart(words[k..<end])
            let belongs = own == 0 && kind > 0 && k + kind < start && (k + kind..<start).allSatisfy { grammar.table.genitives.contains(words[$0]) }
            return kind >= start - k + max(own, 1) || own == 0 && kind == start - k && !grammar.table.holdsRole(words[start..<end]) || belongs
        }) {
            start = first
        } else if start >= 2, tags[start - 1] == "O", tags[start - 2] == "O", grammar.table.ones.contains(words[start - 1]),
                  !littleWord(words[start - 2]), !featurizer.isNumber(words[start - 2]), !featurizer.isOrdinal(words[start - 2]),
                  !fillerWords.contains(words[start - 2]) {
            start -= 2
        } else if own == end - start, start > 0, describes(start - 1) {
            // A kind of element alone ("push the next page | button"): the words before it that are neither little
            // words nor words of this command are its name, as `fillTargetFromRole` takes them.
            while start > 0, describes(start - 1) { start -= 1 }
        } else { return }
        tags.mark(start..<end, as: slot)

        func describes(_ k: Int) -> Bool {
            let intent = String(label.prefix(while: { $0 != " " }))
            return tags[k] == "O" && !littleWord(words[k]) && !fillerWords.contains(words[k]) && !featurizer.isNumber(words[k])
                && !featurizer.isOrdinal(words[k]) && featurizer.lexicon.intents[words[k]]?.contains(intent) != true
        }
    }

    /// An element described by where it is, with the word for "the one" and its kind said after that ("ऊपर | वाला लाल
    /// बटन": the red button at the top), holds them too, when the tagger took only the place or stopped before the
    /// kind ("ऊपर वाला लाल | बटन"): the element chooser looks for the kind and the place together.
    func takeTheKindAfterTheOne(_ words: [String], _ tags: inout [String], label: String) {
        let slot = !tags.contains("B-target") && label.hasPrefix("tab action=open") ? "destination" : "target"
        guard let start = tags.firstIndex(of: "B-" + slot) else { return }
        let end = tags.spanEnd(from: start, slot: slot)
        guard !grammar.table.holdsRole(words[start..<end]) else { return }
        // The word for "the one" is in the span or right after it; the kind ends after the span, perhaps a span of its own.
        let one = (start + 1..<end).last(where: { grammar.table.ones.contains(words[$0]) })
            ?? (end < tags.count && tags[end] == "O" && grammar.table.ones.contains(words[end]) ? end : nil)
        guard let one, case let shortest = max(1, end - one), shortest <= min(3, tags.count - one - 1) else { return }
        let length = (shortest...min(3, tags.count - one - 1)).first { n in
            (one + 1...one + n).allSatisfy { k in
                k < end || tags[k] == "O" || tags[k] == "I-" + slot || k == max(end, one + 1) && tags[k] == "B-" + slot
            } && (one + 1...one + n).allSatisfy { !littleWord(words[$0]) && !featurizer.isNumber(words[$0]) }
                && grammar.table.roleWordsAtEnd(words[one + 1...one + n]) > 0
        }
        guard let length else { return }
        tags.mark(start..<one + 1 + length, as: slot)
    }

    /// An element's description goes on over where on the page it is, said right after it ("bouton rouge | en haut",
    /// "roten knopf | oben", "the red button | at the top"): the element chooser picks by it; the tagger took the
    /// words for scrolling.
    func takeThePlace(_ words: [String], _ tags: inout [String]) {
        guard let start = tags.firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: start, slot: "target")
        guard grammar.table.holdsRole(words[start..<end]) else { return }
        var k = end
        while k < tags.count, k - end < 2, tags[k] == "O", littleWord(words[k]), ElementPosition.words[words[k]] == nil { k += 1 }
        // The tagger may have taken the place for a second piece of text ("… bouton rouge en | haut"), when it is all of it.
        let length = [2, 1].first { n in
            k + n <= tags.count && tags[k..<k + n].allSatisfy { $0 == "O" || $0.hasSuffix("-text") }
                && (k + n == tags.count || tags[k + n] != "I-text") && (tags[k] == "O" || tags[k] == "B-text")
                && ElementPosition.words[words[k..<k + n].joined(separator: " ")]?.isPlace == true
        }
        guard let length else { return }
        for j in end..<k + length { tags[j] = "I-target" }
    }

    /// A click on a "description" that is a number ("cuarenta | y dos") or an ordinal and a role word ("el tercer
    /// casilla") is a click by number or by position: the element chooser would look for those words as a name.
    func repairCountedTargets(_ words: [String], _ tags: inout [String]) {
        guard let start = tags.firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: start, slot: "target")
        let span = Array(words[start..<end])
        func retag(_ range: Range<Int>, _ slot: String) {
            tags.mark(range, as: slot)
        }
        if grammar.numbers.cardinal(span) != nil {
            retag(start..<end, "number")  // repairNumbers then takes the rest of the number ("y dos").
            return
        }
        for split in 1..<span.count where grammar.numbers.ordinal(Array(span[..<split])) != nil
            && grammar.table.roles[Array(span[split...])] != nil {
            retag(start..<start + split, "ordinal")
            retag(start + split..<end, "role")
            return
        }
    }
}

extension Understander {
    /// An element of a kind followed by the words that name it ("the box | that says email | and type …", "the field |
    /// called email") holds them, when the tagger took the name for text: what follows "and" is the text.
    func takeTheCalledName(_ words: [String], _ tags: inout [String], label: String) {
        let intent = String(label.prefix(while: { $0 != " " }))
        guard !grammar.table.verbsLast, let start = tags.firstIndex(of: "B-target") else { return }
        let end = tags.spanEnd(from: start, slot: "target")
        guard grammar.table.holdsRole(words[start..<end]),
              let calling = grammar.table.called.filter({ words[end...].starts(with: $0) }).max(by: { $0.count < $1.count }),
              (end..<end + calling.count).allSatisfy({ tags[$0] == "O" || tags[$0].hasSuffix("-text") }) else { return }
        var stop = end + calling.count
        while stop < words.count, tags[stop] == "O" || tags[stop] == "I-text" || stop == end + calling.count && tags[stop] == "B-text",
              !grammar.table.joiners.contains(words[stop]), !littleWord(words[stop]),
              featurizer.lexicon.intents[words[stop]]?.contains(intent) != true {
            stop += 1
        }
        // The name is said, and text to type is left after it.
        guard stop > end + calling.count, intent != "type" || tags[stop...].contains("B-text") || tags[stop...].contains("I-text") else { return }
        tags.mark(start..<stop, as: "target")
        if stop < tags.count, tags[stop] == "I-text" { tags[stop] = "B-text" }
    }

    /// A name or an element's description holds the words that say it is a name whole or not at all: the tagger cut
    /// "नाम वाले" after its first word ("स्कूल नाम | वाले बुकमार्क पर जाओ"), or "que se llama" before its last. The span
    /// takes the rest of them, and the grammar's `namingPlainly` then leaves them all out.
    func takeTheWholeCalling(_ words: [String], _ tags: inout [String]) {
        for slot in ["name", "target"] {
            guard let start = tags.firstIndex(of: "B-" + slot) else { continue }
            let end = tags.spanEnd(from: start, slot: slot)
            for p in grammar.table.called where p.count > 1 {
                for j in 1..<p.count {
                    if grammar.table.verbsLast, end - j >= start, end + p.count - j <= words.count,
                       Array(words[(end - j)..<end]) == Array(p[..<j]), Array(words[end..<(end + p.count - j)]) == Array(p[j...]),
                       tags[end..<(end + p.count - j)].allSatisfy({ $0 == "O" }) {
                        for k in end..<(end + p.count - j) { tags[k] = "I-" + slot }
                        return
                    }
                    if !grammar.table.verbsLast, start - (p.count - j) >= 0, start + j <= end,
                       Array(words[start..<(start + j)]) == Array(p[(p.count - j)...]),
                       Array(words[(start - (p.count - j))..<start]) == Array(p[..<(p.count - j)]),
                       tags[(start - (p.count - j))..<start].allSatisfy({ $0 == "O" }) {
                        let first = start - (p.count - j)
                        for k in first..<start + 1 { tags[k] = k == first ? "B-" + slot : "I-" + slot }
                        return
                    }
                }
            }
        }
    }
}
