/// One way the grammar reads an utterance: a rule and what its slots captured, with how much to trust it.
struct Candidate {
    enum Reading: Hashable {
        case number(Int)
        case text(String)
        case site(destination: String, url: String?)
    }

    struct Capture: Hashable {
        let name: String
        let type: SlotType
        let reading: Reading
    }

    let rule: Int
    let captures: [Capture]
    /// Product of penalties: 1 for an exact reading; lower for homophones, near-miss words, unknown sites.
    let factor: Double
    /// Words taken by free-text slots: the fewer, the more specific the reading.
    let freeWords: Int

    /// Better first: more trusted, then more specific, then earlier in the file.
    static func ranks(_ a: Candidate, before b: Candidate) -> Bool {
        if a.factor != b.factor { return a.factor > b.factor }
        if a.freeWords != b.freeWords { return a.freeWords < b.freeWords }
        return a.rule < b.rule
    }
}
