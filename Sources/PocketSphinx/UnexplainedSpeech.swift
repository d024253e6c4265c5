/// Speech the grammar's reading leaves out: "my sister is coming to visit on sunday" read as "new tab", the rest of
/// the sentence swallowed by the silence and noise models, or "search for running shoes" (free text is not in the
/// command grammar) read as "thirty four". The whole-utterance confidence (grammar path against a phone loop, per
/// frame) misses these: the few words read fit well, and the silence around them dilutes the rest. The phone loop
/// that confidence runs anyway shows them: it hears clearly more phones than the reading's words have.
///
/// Chosen on a development set of other espeak-ng voices (docs/measurements.md): with more than one phone to
/// spare, `transcribe` acted on 6 instead of 19 of 30 everyday sentences, and lost none of the 66 right commands
/// (two spare phones and more: fewer sentences turned down; none: right commands lost).
struct UnexplainedSpeech: Sendable {
    /// A segment of a best path: a word (or phone, or filler) over frames `start...end`.
    struct Segment: Sendable, Equatable {
        var word: String
        var start: Int
        var end: Int
        /// Log posterior probability (the decoder's log base), when known.
        var posterior: Int32 = 0

        /// Silence, noise and other fillers of the dictionary ("<sil>", "[NOISE]", "+SPN+", the phone loop's "SIL").
        var isFiller: Bool { word.isEmpty || word == "SIL" || word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("+") || word.hasPrefix("(") }
    }

    /// More phones than this in the phone loop, beyond the reading's own, are speech the reading left out.
    var sparePhones = 1

    /// Whether the reading leaves speech out. `phones` gives the number of phones of a path word (as the decoder
    /// spells it, "thirty(2)"), nil when unknown.
    func leavesSpeechOut(reading: [Segment], phoneLoop: [Segment], phones: (String) -> Int?) -> Bool {
        var readingPhones = 0
        for s in reading where !s.isFiller {
            guard let n = phones(s.word) else { return false }   // a word we cannot count: no judgement
            readingPhones += n
        }
        return phoneLoop.filter { !$0.isFiller }.count - readingPhones > sparePhones
    }
}
