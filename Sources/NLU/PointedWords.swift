import CommandModel
import Grammar

/// Readings the tagger leaves short in ways one word of the utterance settles.
extension Understander {
    /// "Ábrelo en una pestaña nueva", "ouvre-le dans un nouvel onglet": the thing pointed back at is said inside the
    /// verb, where the tagger finds no place; it is the place the browser takes for the element last acted on.
    func pointBack(_ words: [String], _ entities: inout [String: String], label: String) {
        if label.hasPrefix("tab action=open"), entities["destination"] == nil, entities["target"] == nil, let p = Self.pointedBack(words) {
            entities["destination"] = p
        }
    }

    /// "The third result" with no kind read (the tagger knows no "result"): the third search result, as the grammar
    /// reads it, not the third thing on the page.
    func resultsCounted(_ command: Command?, words: [String]) -> Command? {
        if case .click(.ordinal(let n, nil), let state)? = command, words.contains(where: Self.resultWords.contains) {
            return .click(.ordinal(n, role: "result"), state: state)
        }
        return command
    }

    /// "Open the first link in the article", "फ़ुटर में पहला लिंक खोलो", "open the third link in most read": a place
    /// among elements read without the part of the page it is in (a landmark's, or one its heading names). The
    /// description is then the words from the place to the part, as the grammar keeps them ("first link in the
    /// article"), for the chooser to count among what the part holds (`PagePart`).
    func inAPart(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard case .click(.ordinal(_, let role), let state)? = r.command else { return r }
        let words = said.map { PagePart.folded($0.text).joined() }
        func ordinal(_ k: Int) -> Bool { grammar.numbers.ordinal([said[k].text]) != nil }
        let parts = (PagePart.within(words).map { [$0.range] } ?? [])
            + PagePart.underHeadings(words).filter { way in way.thing.contains { ordinal($0) } }.map(\.part)
        guard let part = parts.first, let place = words.indices.first(where: { !part.contains($0) && ordinal($0) }) else { return r }
        var span = min(place, part.lowerBound)..<max(part.upperBound, place + (role == nil ? 1 : 2))
        while span.count > 1, fillerWords.contains(words[span.upperBound - 1]) { span = span.lowerBound..<(span.upperBound - 1) }
        guard span.upperBound <= said.count, span.lowerBound >= place || span.count <= part.count + 3 else { return r }
        let description = said[span].said
        var placed = r
        placed.command = .click(.text(description), state: state)
        placed.entities = ["target": description]
        return placed
    }

    /// Words for a search result, folded, in the five languages.
    static let resultWords: Set<String> = ["result", "results", "resultado", "resultados", "resultat", "resultats", "ergebnis",
                                           "suchergebnis", "रिजल्ट", "नतीजा", "परिणाम"]

    /// The pronoun of a verb said with the thing it acts on ("ábrelo", "ábrela", "ouvre-le", "ouvrez-la"): "lo", "la",
    /// "le"; nil when the first words are no such verb.
    static func pointedBack(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        for stem in ["abre", "abra"] where first.hasPrefix(stem) {
            let rest = String(first.dropFirst(stem.count))
            if ["lo", "la", "los", "las"].contains(rest) { return rest }
        }
        // "Ouvre-le dans …", not "ouvre le site dans …".
        if ["ouvre", "ouvrez"].contains(first), words.count > 1, ["le", "la", "les"].contains(words[1]),
           words.count == 2 || ["dans", "en", "sur"].contains(words[2]) { return words[1] }
        return nil
    }
}
