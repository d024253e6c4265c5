import Testing
@testable import Speech

/// Recording sentences read aloud (speaker adaptation): a breath inside a sentence does not end it, a cough is not
/// a sentence, and a silent microphone is an error rather than a wait without end.
@Suite struct UtteranceRecorderTests {
    func source(_ x: [Float]) -> BufferAudioSource { BufferAudioSource(samples: Signals.int16(x)) }

    @Test func aPauseInsideASentenceDoesNotEndIt() throws {
        // 700 ms quiet, 1200 ms voice, a 500 ms breath, 900 ms voice, then 1500 ms quiet and a second sentence.
        let audio = Signals.silence(ms: 700) + Signals.voiced(ms: 1200) + Signals.silence(ms: 500)
            + Signals.voiced(ms: 900, f0: 180) + Signals.silence(ms: 1500) + Signals.voiced(ms: 1000) + Signals.silence(ms: 1200)
        let s = source(audio)
        let recorder = UtteranceRecorder()
        let first = try #require(try recorder.next(from: s))
        // Both parts and the breath, with the detector's pre-roll before and 200 ms of padding after.
        let ms = SpeechAudio.milliseconds(samples: first.count)
        #expect(ms >= 2500 && ms <= 3100, "first sentence \(ms) ms")
        let second = try #require(try recorder.next(from: s))
        let ms2 = SpeechAudio.milliseconds(samples: second.count)
        #expect(ms2 >= 900 && ms2 <= 1500, "second sentence \(ms2) ms")
        #expect(try recorder.next(from: s) == nil)
    }

    @Test func aCoughIsNotASentence() throws {
        let audio = Signals.silence(ms: 600) + Signals.voiced(ms: 300) + Signals.silence(ms: 1500)
            + Signals.voiced(ms: 1400) + Signals.silence(ms: 1200)
        let got = try #require(try UtteranceRecorder().next(from: source(audio)))
        let ms = SpeechAudio.milliseconds(samples: got.count)
        #expect(ms >= 1300 && ms <= 1900, "\(ms) ms")
    }

    @Test func silenceIsAnError() {
        #expect(throws: SpeechError.noSpeech) {
            try UtteranceRecorder().next(from: source(Signals.silence(ms: 6000)), timeoutMs: 5000)
        }
    }
}
