import Testing
@testable import Speech

@Suite struct VoiceActivityTests {
    func ms(_ samples: Int) -> Int { SpeechAudio.milliseconds(samples: samples) }

    /// 600 ms quiet, 800 ms voice, 700 ms quiet, 500 ms voice, 900 ms quiet.
    var twoUtterances: [Float] {
        Signals.silence(ms: 600) + Signals.voiced(ms: 800) + Signals.silence(ms: 700) + Signals.voiced(ms: 500, f0: 200)
            + Signals.silence(ms: 900)
    }

    func expectBounds(_ segments: [Range<Int>], tolerance: Int = 200) {
        #expect(segments.count == 2)
        guard segments.count == 2 else { return }
        #expect(abs(ms(segments[0].lowerBound) - 600) <= tolerance)
        #expect(abs(ms(segments[0].upperBound) - 1400) <= tolerance)
        #expect(abs(ms(segments[1].lowerBound) - 2100) <= tolerance)
        #expect(abs(ms(segments[1].upperBound) - 2600) <= tolerance)
    }

    @Test func findsUtterancesInSilence() {
        expectBounds(VoiceActivityDetector.segments(of: Signals.int16(twoUtterances)))
    }

    @Test(arguments: [20.0, 10.0, 5.0])
    func findsUtterancesInNoise(snr: Double) {
        let noisy = Signals.mixed(twoUtterances, snr: snr)
        expectBounds(VoiceActivityDetector.segments(of: Signals.int16(noisy)), tolerance: 250)
    }

    @Test func noiseAloneIsNotSpeech() {
        let hiss = Signals.noise(ms: 3000, level: 0.05)
        #expect(VoiceActivityDetector.segments(of: Signals.int16(hiss)).isEmpty)
    }

    @Test func followsALouderRoom() {
        // The room gets 20 dB louder and stays so: at most a short blip, then quiet again; the speech after is found.
        let quiet = Signals.noise(ms: 1000, level: 0.003, seed: 5)
        let loud = Signals.noise(ms: 6000, level: 0.03, seed: 6)
        let speech = Signals.mixed(Signals.voiced(ms: 700), snr: 15, seed: 9).map { $0 }
        let tail = Signals.noise(ms: 1000, level: 0.03, seed: 7)
        let segments = VoiceActivityDetector.segments(of: Signals.int16(quiet + loud + speech + tail))
        let last = segments.last.map { ms($0.lowerBound) } ?? 0
        #expect(abs(last - 7000) <= 250, "the utterance after the room got louder starts near 7000 ms: \(segments.map { (ms($0.lowerBound), ms($0.upperBound)) })")
        #expect(segments.filter { ms($0.lowerBound) < 6900 }.allSatisfy { ms($0.upperBound - $0.lowerBound) < 6000 })
    }

    @Test func aClickIsDiscarded() {
        let click = Signals.silence(ms: 500) + Signals.voiced(ms: 60) + Signals.silence(ms: 800)
        var vad = VoiceActivityDetector()
        let events = vad.process(Signals.int16(click)) + vad.finish()
        #expect(events.allSatisfy { if case .ended = $0 { false } else { true } })
    }

    @Test func streamingMatchesWholeRecording() {
        // Fed in odd-sized chunks, the detector finds the same segments.
        let samples = Signals.int16(twoUtterances)
        var vad = VoiceActivityDetector()
        var found: [Range<Int>] = []
        var i = 0
        while i < samples.count {
            let end = min(samples.count, i + 333)
            for case .ended(let s, let e) in vad.process(Array(samples[i..<end])) { found.append(s..<e) }
            i = end
        }
        for case .ended(let s, let e) in vad.finish() { found.append(s..<e) }
        #expect(found == VoiceActivityDetector.segments(of: samples))
    }

    @Test func hangoverDecidesWhatIsOneUtterance() {
        // Two words 200 ms apart: one utterance with the default 300 ms hangover, two with 100 ms.
        let words = Signals.silence(ms: 400) + Signals.voiced(ms: 400) + Signals.silence(ms: 200) + Signals.voiced(ms: 400)
            + Signals.silence(ms: 800)
        #expect(VoiceActivityDetector.segments(of: Signals.int16(words)).count == 1)
        var short = VoiceActivityDetector.Configuration()
        short.hangoverMs = 100
        #expect(VoiceActivityDetector.segments(of: Signals.int16(words), configuration: short).count == 2)
    }

    @Test func loneFramesInAPauseDoNotHoldTheUtteranceOpen() {
        // 600 ms of voice, then a pause with a 10 ms click every 150 ms (a noisy room's swells, a ticking clock):
        // the utterance ends a hangover after the voice, not after the last click.
        var pause: [Float] = []
        for _ in 0..<6 { pause += Signals.silence(ms: 140) + Signals.noise(ms: 10, level: 0.2, seed: 4) }
        let audio = Signals.silence(ms: 500) + Signals.voiced(ms: 600) + pause + Signals.silence(ms: 800)
        let segments = VoiceActivityDetector.segments(of: Signals.int16(audio))
        #expect(segments.count == 1)
        let end = segments.first.map { ms($0.upperBound) } ?? 0
        #expect(abs(end - 1100) <= 100, "the utterance ends at \(end) ms; the voice at 1100 ms, the last click at 2000 ms")
        // Speech that really resumes after a pause shorter than the hangover still continues it.
        let words = Signals.silence(ms: 500) + Signals.voiced(ms: 400) + Signals.silence(ms: 200) + Signals.voiced(ms: 60, f0: 200)
            + Signals.silence(ms: 800)
        let joined = VoiceActivityDetector.segments(of: Signals.int16(words))
        #expect(joined.count == 1 && joined.first.map { ms($0.upperBound) >= 1150 } == true,
                "\(joined.map { (ms($0.lowerBound), ms($0.upperBound)) })")
    }
}
