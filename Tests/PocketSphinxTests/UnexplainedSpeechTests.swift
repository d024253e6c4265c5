@testable import PocketSphinx
import Testing

/// A reading that leaves speech out is found by counting the phones the phone loop heard against the reading's.
struct UnexplainedSpeechTests {
    typealias Segment = UnexplainedSpeech.Segment
    let check = UnexplainedSpeech()
    let phones: (String) -> Int? = { ["thirty(2)": 4, "four": 3, "scroll": 5, "down": 3][$0] }

    func path(_ names: [String]) -> [Segment] {
        names.enumerated().map { Segment(word: $1, start: $0 * 8, end: $0 * 8 + 7) }
    }

    @Test func aReadingThatCoversWhatWasSaidStands() {
        // "scroll down": 8 phones read; the loop hears 9 (one spare phone is within the margin).
        let reading = path(["<sil>", "scroll", "down", "<sil>"])
        #expect(!check.leavesSpeechOut(reading: reading, phoneLoop: path(["SIL", "S", "K", "R", "OW", "L", "D", "AW", "N", "N", "SIL"]), phones: phones))
        #expect(!check.leavesSpeechOut(reading: reading, phoneLoop: path(["SIL", "S", "K", "OW", "L", "D", "AW", "SIL"]), phones: phones))
    }

    @Test func phonesBeyondTheReadingAreSpeechLeftOut() {
        // "search for running shoes" read as "thirty four" (7 phones); the loop hears 11, fillers aside.
        let reading = path(["<sil>", "thirty(2)", "(NULL)", "four", "[NOISE]", "<sil>"])
        let heard = path(["SIL", "S", "ER", "T", "F", "AO", "R", "+NSN+", "UH", "Y", "UW", "JH", "UW", "SIL"])
        #expect(check.leavesSpeechOut(reading: reading, phoneLoop: heard, phones: phones))
        // Two spare phones are enough; one is not.
        #expect(check.leavesSpeechOut(reading: reading, phoneLoop: path(["S", "ER", "T", "F", "AO", "R", "UH", "Y", "UW", "SIL"]), phones: phones))
        #expect(!check.leavesSpeechOut(reading: reading, phoneLoop: path(["S", "ER", "T", "F", "AO", "R", "UH", "Y", "SIL"]), phones: phones))
    }

    @Test func aWordWithoutPronunciationGivesNoJudgement() {
        let reading = path(["avanues"])
        #expect(!check.leavesSpeechOut(reading: reading, phoneLoop: path(Array(repeating: "AA", count: 20)), phones: phones))
    }
}
