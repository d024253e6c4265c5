import Foundation
import Testing
@testable import Speech

@Suite struct NoiseSuppressorTests {
    func db(_ x: Double) -> Double { 20 * log10(max(x, 1e-12)) }
    func floats(_ x: [Int16]) -> [Float] { x.map { Float($0) / 32768 } }
    /// Signal-to-error ratio of `x` against the clean `reference`, in dB.
    func snr(_ x: [Float], _ reference: [Float]) -> Double {
        db(Signals.rms(reference)) - db(Signals.rms(zip(x, reference).map { $0 - $1 }))
    }
    func slice(_ x: [Float], ms from: Int, _ to: Int) -> [Float] {
        Array(x[SpeechAudio.samples(milliseconds: from)..<SpeechAudio.samples(milliseconds: to)])
    }

    /// 1 s of noise, 800 ms of voice in it, 1 s of noise.
    let voice = Signals.silence(ms: 1000) + Signals.voiced(ms: 800) + Signals.silence(ms: 1000)
    var noise: [Float] { Signals.noise(ms: 2800, level: 0.03, seed: 4) }

    @Test func givesBackTheSignalWhenNothingIsTakenOut() {
        // Gains of one everywhere: the frames add back to the input exactly, sample for sample, none lost or late.
        var settings = NoiseSuppressor.Configuration()
        settings.floorGain = 1
        let input = Signals.int16(zip(voice, noise).map { $0 + $1 })
        let output = NoiseSuppressor.clean(input, configuration: settings)
        #expect(output.count == input.count)
        let worst = zip(input, output).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
    }

    @Test func takesSteadyNoiseOut() {
        let noisy = zip(voice, noise).map { $0 + $1 }
        let cleaned = floats(NoiseSuppressor.clean(Signals.int16(noisy)))
        #expect(cleaned.count == noisy.count)
        // The noise alone, after the voice: at least 12 dB quieter.
        let before = db(Signals.rms(slice(noisy, ms: 2100, 2800))), after = db(Signals.rms(slice(cleaned, ms: 2100, 2800)))
        #expect(before - after >= 12, "noise \(before) dB -> \(after) dB")
        // The voice: closer to the clean voice than the noisy input is, by at least 5 dB, and about as loud.
        let gain = snr(slice(cleaned, ms: 1000, 1800), slice(voice, ms: 1000, 1800)) - snr(slice(noisy, ms: 1000, 1800), slice(voice, ms: 1000, 1800))
        #expect(gain >= 5, "voice SNR gained \(gain) dB")
        let level = db(Signals.rms(slice(cleaned, ms: 1000, 1800))) - db(Signals.rms(slice(voice, ms: 1000, 1800)))
        #expect(abs(level) <= 2, "voice level moved \(level) dB")
    }

    @Test func streamingGivesTheSameAsAWholeRecording() {
        let input = Signals.int16(zip(voice, noise).map { $0 + $1 })
        var s = NoiseSuppressor()
        var streamed: [Int16] = []
        var i = 0, step = 37
        while i < input.count {
            let end = min(input.count, i + step)
            let out = s.process(Array(input[i..<end]))
            // Nothing comes out ahead of the input, and at most the latency behind it.
            #expect(streamed.count + out.count <= end && streamed.count + out.count >= end - s.latency)
            streamed += out
            i = end
            step = step * 7 % 1013 + 1
        }
        streamed += s.finishUtterance()
        #expect(streamed == NoiseSuppressor.clean(input))
    }

    @Test func theNoiseEstimateCarriesToTheNextUtterance() {
        // A voice loop hands the recognizer utterances, not the pauses between them. The second utterance here
        // starts with the voice at once: a suppressor that kept the room's noise from the first keeps the voice;
        // one that starts afresh takes the voice's first frames for noise and turns it down.
        let first = Signals.int16(zip(voice, noise).map { $0 + $1 })
        let second = Signals.voiced(ms: 800, f0: 180) + Signals.silence(ms: 400)
        let secondNoisy = Signals.int16(zip(second, Signals.noise(ms: 1200, level: 0.03, seed: 8)).map { $0 + $1 })
        var carried = NoiseSuppressor()
        _ = carried.process(first) + carried.finishUtterance()
        let kept = floats(carried.process(secondNoisy) + carried.finishUtterance())
        let fresh = floats(NoiseSuppressor.clean(secondNoisy))
        let reference = slice(second, ms: 0, 800)
        let keptLevel = db(Signals.rms(slice(kept, ms: 0, 800))) - db(Signals.rms(reference))
        let freshLevel = db(Signals.rms(slice(fresh, ms: 0, 800))) - db(Signals.rms(reference))
        #expect(abs(keptLevel) <= 2, "voice level with the room's noise known: \(keptLevel) dB")
        #expect(snr(slice(kept, ms: 0, 800), reference) > snr(slice(fresh, ms: 0, 800), reference) + 1,
                "kept \(snr(slice(kept, ms: 0, 800), reference)) dB, fresh \(snr(slice(fresh, ms: 0, 800), reference)) dB")
        // The noise after it is taken out either way.
        #expect(db(Signals.rms(slice(kept, ms: 900, 1200))) <= db(Signals.rms(slice(floats(secondNoisy), ms: 900, 1200))) - 12)
    }

    @Test func aQuietRoomIsLeftAlone() {
        // Noise 70 dB below full scale (a quiet room, a good microphone), measured in the pauses as the voice loop
        // hands them over: nothing is taken out of the utterance, so nothing of the words' edges is smeared either.
        // (A whole recording measured on its own, `clean`, also measures inside the words, where a band's minimum
        // over 0.64 s can be the voice's: there some suppression happens even in a quiet room.)
        var s = NoiseSuppressor()
        s.observe(Signals.int16(Signals.noise(ms: 1000, level: 0.0003, seed: 5)))
        s.startUtterance()
        let quiet = Signals.noise(ms: 2800, level: 0.0003, seed: 4)
        let input = Signals.int16(zip(voice, quiet).map { $0 + $1 })
        let output = s.process(input, updatingNoise: false) + s.finishUtterance()
        #expect(s.noiseLevelDb < -65, "estimated \(s.noiseLevelDb) dB")
        #expect(output.count == input.count)
        let worst = zip(input, output).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
    }

    @Test func thePausesTellTheNoiseAndAnUtteranceDoesNot() {
        // The noise estimate from the pauses matches the noise's level; a long utterance heard without updating it
        // leaves it where it was.
        var s = NoiseSuppressor()
        let hiss = Signals.noise(ms: 1500, level: 0.03, seed: 2)
        s.observe(Signals.int16(hiss))
        let truth = Float(db(Signals.rms(hiss)))
        #expect(abs(s.noiseLevelDb - truth) <= 3, "estimated \(s.noiseLevelDb) dB, the noise is \(truth) dB")
        let before = s.noiseLevelDb
        s.startUtterance()
        let long = Signals.voiced(ms: 3000, f0: 120)
        let speech = Signals.int16(zip(long, Signals.noise(ms: 3000, level: 0.03, seed: 3)).map { $0 + $1 })
        _ = s.process(speech, updatingNoise: false) + s.finishUtterance()
        #expect(s.noiseLevelDb == before)
    }

    @Test func silenceStaysSilent() {
        // Digital silence in, digital silence out (the recognizer dithers afterwards).
        #expect(NoiseSuppressor.clean([Int16](repeating: 0, count: 8000)).allSatisfy { $0 == 0 })
        #expect(NoiseSuppressor.clean([]).isEmpty)
        #expect(NoiseSuppressor.clean([1000, -1000, 500]).count == 3)
    }
}

@Suite struct FFTTests {
    @Test func matchesTheDefinitionAndInvertsItself() {
        let n = 16
        let x: [Float] = (0..<n).map { t -> Float in
            let a = sin(Double(t) * 0.7), b = 0.3 * cos(Double(t) * 2.1)
            return Float(a + b)
        }
        var re = x, im = [Float](repeating: 0, count: n)
        FFT(size: n).transform(&re, &im, inverse: false)
        for k in 0..<n {
            var r = 0.0, i = 0.0
            for t in 0..<n {
                r += Double(x[t]) * cos(-2 * Double.pi * Double(k * t) / Double(n))
                i += Double(x[t]) * sin(-2 * Double.pi * Double(k * t) / Double(n))
            }
            #expect(abs(Double(re[k]) - r) < 1e-4 && abs(Double(im[k]) - i) < 1e-4, "bin \(k)")
        }
        FFT(size: n).transform(&re, &im, inverse: true)
        for t in 0..<n { #expect(abs(re[t] - x[t]) < 1e-5 && abs(im[t]) < 1e-5) }
    }
}
