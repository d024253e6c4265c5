import Grammar

extension Understander {
    /// The model reads words; its entities get back the hyphens and apostrophes they were said with ("je t'aime",
    /// "e-mail", "Jean-Pierre"), and its command with them.
    func keepingHowItWasSaid(_ r: NLUResult, said: [Token]) -> NLUResult {
        guard said.contains(where: { $0.glue != " " }), !r.entities.isEmpty else { return r }
        let raw = said.map(\.raw)
        var entities = r.entities
        for (slot, value) in r.entities {
            if let range = raw.firstRange(of: value.split(separator: " ").map(String.init)) { entities[slot] = said[range].said }
        }
        guard entities != r.entities else { return r }
        var kept = r
        kept.entities = entities
        kept.command = command(label: r.label, entities: entities)
        return kept
    }
}
