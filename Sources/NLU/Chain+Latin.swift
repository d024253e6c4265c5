import CommandModel
import Grammar

/// Words of the locale written in Latin letters (`latin` in the grammar file): Hindi typed or heard as "naya tab
/// kholo" is read as "नया tab खोलो", and the free text of the command comes back in the letters said.
extension UnderstandingChain {
    /// What was written in the locale's script, by the text written: the spelling, and the hypothesis said.
    typealias Spellings = [String: (spelling: LatinSpelling, said: String)]

    /// The hypotheses in the locale's script, and the spellings they came from; nil when none had a word of the
    /// locale in Latin letters.
    func inLocaleScript(_ hypotheses: [Hypothesis]) -> (hypotheses: [Hypothesis], spellings: Spellings, first: LatinSpelling)? {
        var spellings: Spellings = [:], first: LatinSpelling?
        let written = hypotheses.map { h -> Hypothesis in
            guard let spelling = grammar.table.latinSpelling(h.text, normalizer: grammar.normalizer) else { return h }
            spellings[spelling.text] = spellings[spelling.text] ?? (spelling, h.text)
            first = first ?? spelling
            return Hypothesis(spelling.text, confidence: h.confidence)
        }
        return first.map { (written, spellings, $0) }
    }

    /// A reading of the script's words as said: its free text in the letters said (a clause of the words finds its
    /// text in the first hypothesis written), and the hypothesis it was read from. An element's description stays in
    /// the script, where the words of finding elements know it ("naam wale field" is "नाम वाले field": Name).
    func saidBack(_ reading: Reading, _ spellings: Spellings, first: LatinSpelling) -> Reading {
        let spelling = spellings[reading.heard]?.spelling ?? first
        let command = reading.command.mappingFreeText { spelling.said($0, normalizer: grammar.normalizer) }
        var r = Reading(command: command, confidence: reading.confidence, source: reading.source,
                        heard: spellings[reading.heard]?.said ?? reading.heard)
        r.guessed = reading.guessed
        r.negationSaid = reading.negationSaid
        return r
    }

    func saidBack(_ read: Interpretation, as said: String, _ spellings: Spellings, first: LatinSpelling) -> Interpretation {
        let back = { (r: Reading) in saidBack(r, spellings, first: first) }
        return Interpretation(utterance: said, locale: read.locale, best: read.best.map(back), alternatives: read.alternatives.map(back),
                              declined: read.declined.map(back), then: read.then.map(back))
    }
}
