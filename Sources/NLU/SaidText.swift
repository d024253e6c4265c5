import Grammar

extension Understander {
    /// The model reads words; its entities get back the hyphens, apostrophes and punctuation they were said with
    /// ("je t'aime", "e-mail", "Jean-Pierre", "hello, world"), and its command with them.
    func keepingHowItWasSaid(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard said.contains(where: { $0.glue != " " || !$0.lead.isEmpty || !$0.tail.isEmpty }), !r.entities.isEmpty
        else { return r }
        let raw = said.map(\.raw)
        var entities = r.entities
        for (slot, value) in r.entities {
            if let range = raw.firstRange(of: value.split(separator: " ").map(String.init)) {
                // Text to type keeps the punctuation it ends with ("is it open?"), as in the grammar.
                entities[slot] = slot == "text" ? grammar.table.typedText(said[range].written, in: said) : said[range].said
            }
        }
        guard entities != r.entities else { return r }
        var kept = r
        kept.entities = entities
        kept.command = command(label: r.label, entities: entities)
        return kept
    }
}
