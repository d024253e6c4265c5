import Foundation
import Speech

/// Test signals at 16 kHz.
enum Signals {
    static let rate = Double(SpeechAudio.sampleRate)

    /// A voiced, speech-like sound: harmonics of `f0` shaped by two formant peaks, with a slow amplitude envelope.
    static func voiced(ms: Int, f0: Double = 140, level: Double = 0.3) -> [Float] {
        let n = SpeechAudio.samples(milliseconds: ms)
        var out = [Float](repeating: 0, count: n)
        for i in 0..<n {
            let t = Double(i) / rate
            var s = 0.0
            var h = 1.0
            while h * f0 < 3800 {
                let f = h * f0
                let formants = exp(-pow((f - 600) / 250, 2)) + 0.6 * exp(-pow((f - 1700) / 400, 2)) + 0.05
                s += formants * sin(2 * Double.pi * f * t) / h.squareRoot()
                h += 1
            }
            let envelope = min(1, Double(i) / 400, Double(n - i) / 400) * (0.8 + 0.2 * sin(2 * Double.pi * 4 * t))
            out[i] = Float(s * envelope)
        }
        let peak = out.map { abs($0) }.max() ?? 1
        return out.map { $0 / peak * Float(level) }
    }

    static func silence(ms: Int) -> [Float] { [Float](repeating: 0, count: SpeechAudio.samples(milliseconds: ms)) }

    /// White noise from a fixed seed.
    static func noise(ms: Int, level: Double, seed: UInt64 = 1) -> [Float] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        return (0..<SpeechAudio.samples(milliseconds: ms)).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let u = Double(state >> 11) / Double(1 << 53)
            return Float((u * 2 - 1) * level * 1.7)
        }
    }

    static func rms(_ x: [Float]) -> Double { (x.reduce(0) { $0 + Double($1 * $1) } / Double(max(1, x.count))).squareRoot() }

    /// `noise` added to `signal` at `snr` dB relative to the voiced parts (samples above 1% of full scale).
    static func mixed(_ signal: [Float], snr: Double, seed: UInt64 = 3) -> [Float] {
        let voiced = signal.filter { abs($0) > 0.01 }
        let noiseLevel = rms(voiced) / pow(10, snr / 20)
        let n = noise(ms: SpeechAudio.milliseconds(samples: signal.count) + 1, level: 1, seed: seed)
        let scale = Float(noiseLevel / rms(n))
        return signal.enumerated().map { $0.element + n[$0.offset] * scale }
    }

    static func int16(_ x: [Float]) -> [Int16] { Resampler.toInt16(x) }
}
