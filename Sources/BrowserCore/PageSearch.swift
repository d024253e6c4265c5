import CommandModel
import Foundation
import PageScripts

/// Words found on the page ("find shipping on this page"), and found again further on: the same search said again, or
/// "next match", "find next", "siguiente coincidencia", "occurrence suivante", "nächster treffer", "अगला मैच".
extension CommandExecutor {
    func findOnPage(_ query: String) async throws -> Outcome {
        // Said again on the same page: from where the last one was found (the browser's "find next"), headings aside.
        let again = found.map { $0.words == query && $0.page == engine.documentURL } ?? false
        let r = try await session.act(ActionRequest(op: again ? "findNext" : "find", text: query))
        found = r.ok ? (query, engine.documentURL) : nil
        try await session.showLabelsIfShown()
        if r.detail == "heading", let heading = r.name { return done("Scrolled to '\(heading)'", r) }
        guard r.ok else {
            // Words that are only a part's label ("find coding techniques": a region so labelled): that part.
            if let part = try? await session.act(ActionRequest(op: "region", text: query)), part.ok, part.detail == "region" { return done("Went to '\(part.name ?? query)'", part) }
            // A part of the page said in another language than the page's ("ve a la sección de historia": "History").
            if let english = Self.partInEnglish(query), case let there = try await findOnPage(english), there.ok { return there }
            // The words in another form than the page's ("such nach wanderschuhen": "Wanderschuhe"; "comentarios":
            // "comentario"): their stems, which the page's forms begin with.
            if let stem = Self.stems(query), case let there = try await findOnPage(stem), there.ok { return there }
            return done("'\(query)' is not on this page", r, ok: false)
        }
        let place = r.value.map { " (\($0))" } ?? ""
        return done(again ? "Found '\(query)' again" + (place.isEmpty ? " further on" : place) : "Found '\(query)' on the page" + place, r)
    }

    /// The words with a plural's or a case's ending taken off where one is long enough to have it ("wanderschuhen" →
    /// "wanderschuh", "kommentaren" → "kommentar", "comentarios" → "comentario"); nil when no word has one.
    static func stems(_ query: String) -> String? {
        let words = query.split(separator: " ").map(String.init)
        let stemmed = words.map { word -> String in
            guard word.count >= 6, let ending = ["en", "es", "n", "s", "e"].first(where: word.lowercased().hasSuffix) else { return word }
            return String(word.dropLast(ending.count))
        }
        return stemmed == words ? nil : stemmed.joined(separator: " ")
    }

    /// "Next match", "find it again", "go to the next match", "occurrence suivante" (read as the next page), "busca la
    /// siguiente" (read as a web search) after words were found on this page: they are found again, further on. Only
    /// such words: "find another hotel" is another search.
    func foundAgain(_ said: String) -> Command? {
        guard let found, found.page == engine.documentURL else { return nil }
        let words = ElementChooser.words(said), foundWords = Set(ElementChooser.words(found.words))
        guard words.count <= 6, words.allSatisfy({ Self.findingAgainWords.contains($0) || foundWords.contains($0) }) else { return nil }
        let again = words.contains(where: Self.findingAgain.contains)
            || words.contains(where: Self.nextOrAgain.contains) && words.contains(where: Self.matchOrFind.contains)
        return again ? .search(query: found.words, scope: .page) : nil
    }

    static let nextOrAgain = folded(["next", "again", "another", "siguiente", "otra", "otro", "vez", "suivante", "suivant", "encore",
                                     "nächster", "nächste", "nächstes", "weiter", "nochmal", "अगला", "अगली", "फिर"])
    static let matchOrFind = folded(["match", "occurrence", "find", "coincidencia", "busca", "buscar", "cherche", "chercher",
                                     "treffer", "fundstelle", "such", "suche", "मैच", "ढूंढो", "खोजो"])
    static let findingAgain = folded(["weitersuchen"])
    /// All the words "find it again" may be said with.
    static let findingAgainWords = nextOrAgain.union(matchOrFind).union(findingAgain).union(folded([
        "go", "to", "the", "it", "one", "show", "me", "please", "la", "el", "ve", "a", "al", "de", "le", "l", "va", "à", "au", "geh",
        "zum", "zur", "den", "der", "die", "es", "bitte", "पर", "जाओ", "दिखाओ", "से", "वाला", "करो"]))
}
