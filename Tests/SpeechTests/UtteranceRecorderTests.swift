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

    /// The window records while the microphone streams: the same sentences come out however the audio is cut into
    /// chunks, and a stream that ends (a recording played in) leaves the next one's positions right.
    @Test func theSegmenterCutsTheSameSentencesFromAnyChunksAndAcrossStreams() {
        let audio = Signals.int16(Signals.silence(ms: 600) + Signals.voiced(ms: 1200) + Signals.silence(ms: 1500)
            + Signals.voiced(ms: 1000, f0: 170) + Signals.silence(ms: 1200))
        func cut(_ chunk: Int) -> [UtteranceSegmenter.Utterance] {
            var s = UtteranceRecorder().segmenter()
            var out: [UtteranceSegmenter.Utterance] = []
            var i = 0
            while i < audio.count { out += s.feed(Array(audio[i..<min(audio.count, i + chunk)])); i += chunk }
            return out + s.finish()
        }
        let whole = cut(audio.count), small = cut(160), odd = cut(977)
        #expect(whole.count == 2)
        #expect(small == whole && odd == whole)
        // The detector's speech starts a little before the voice (its pre-roll) and ends a little after.
        #expect(zip(whole.map(\.speechMs), [1200, 1000]).allSatisfy { abs($0 - $1) <= 300 }, "\(whole.map(\.speechMs))")
        // Two streams one after the other (the first ends mid-silence): the second's sentence is its own audio.
        var s = UtteranceRecorder().segmenter()
        let first = Signals.int16(Signals.silence(ms: 500) + Signals.voiced(ms: 900) + Signals.silence(ms: 1000))
        let marked = Signals.int16(Signals.silence(ms: 500) + Signals.voiced(ms: 1100, f0: 220) + Signals.silence(ms: 1200))
        let one = s.feed(first) + s.finish()
        let two = s.feed(marked) + s.finish()
        #expect(one.count == 1 && two.count == 1)
        let got = two[0].samples
        // Its samples are a stretch of the second stream, not of the first one's tail.
        let at = (0...(marked.count - got.count)).first { Array(marked[$0..<($0 + got.count)]) == got }
        #expect(at != nil, "the second sentence is not a stretch of its own stream")
        #expect(got.count >= SpeechAudio.samples(milliseconds: 1100))
    }

    /// Between sentences only the detector's pre-roll is kept, so waiting a long time costs no memory.
    @Test func longSilenceIsNotKept() {
        var s = UtteranceRecorder().segmenter()
        for _ in 0..<300 { _ = s.feed(Signals.int16(Signals.silence(ms: 200))) }
        #expect(s.bufferedSamples <= SpeechAudio.samples(milliseconds: 4000), "\(s.bufferedSamples) samples kept after a minute of silence")
        let got = s.feed(Signals.int16(Signals.voiced(ms: 1000))) + s.feed(Signals.int16(Signals.silence(ms: 1500)))
        #expect(got.count == 1)
        #expect(SpeechAudio.milliseconds(samples: got[0].samples.count) < 2600, "\(got[0].samples.count)")
    }
}

