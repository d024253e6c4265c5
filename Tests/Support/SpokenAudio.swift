import Foundation
import Speech

/// Test audio made at test time: espeak-ng says the text, the result is resampled to 16 kHz, padded with
/// silence and optionally mixed with noise at a given SNR. Nothing is committed that this can regenerate.
public enum SpokenAudio {
    public struct Voice: Sendable {
        public var name: String
        public var speed: Int
        public var pitch: Int
        public init(_ name: String, speed: Int = 160, pitch: Int = 50) {
            self.name = name; self.speed = speed; self.pitch = pitch
        }
    }

    public static let folder: URL = {
        Scratch.folder("spoken")
    }()

    /// Speech samples (16 kHz mono), espeak's own leading and trailing silence trimmed.
    public static func speech(_ text: String, voice: Voice = Voice("en-us")) throws -> [Float] {
        let raw = folder.appendingPathComponent("espeak-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: raw) }
        let status = try Spawned.run("/usr/bin/espeak-ng", ["-v", voice.name, "-s", "\(voice.speed)", "-p", "\(voice.pitch)", "-w", raw.path, text])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        let file = try WAVFile.load(raw)
        let x = Resampler.resample(file.mono, from: file.sampleRate, to: SpeechAudio.sampleRate)
        guard let first = x.firstIndex(where: { abs($0) > 0.01 }), let last = x.lastIndex(where: { abs($0) > 0.01 }) else { return x }
        return Array(x[first...last]).map { $0 * 0.5 }
    }

    /// Writes `parts` (speech or pauses) to a WAV file, with noise at `snr` dB below the speech when given.
    public static func file(_ name: String, _ parts: [[Float]], snr: Double? = nil, seed: UInt64 = 1) throws -> URL {
        var x = parts.flatMap { $0 }
        if let snr {
            let spoken: [Float] = parts.filter { part in part.contains { $0 != 0 } }.flatMap { $0 }
            var energy = 0.0
            for v in spoken { energy += Double(v) * Double(v) }
            let speechPower = energy / Double(max(1, spoken.count))
            var state = seed
            var noise = (0..<x.count).map { _ -> Double in
                // Sum of uniforms: close enough to Gaussian for test noise.
                var s = 0.0
                for _ in 0..<4 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    s += Double(state >> 11) / Double(1 << 53) - 0.5
                }
                return s
            }
            let noisePower = noise.reduce(0) { $0 + $1 * $1 } / Double(max(1, noise.count))
            let scale = (speechPower / (noisePower * pow(10, snr / 10))).squareRoot()
            noise = noise.map { $0 * scale }
            x = zip(x, noise).map { Float(Double($0) + $1) }
        }
        let url = folder.appendingPathComponent(name.hasSuffix(".wav") ? name : name + ".wav")
        try WAVFile.encode(Resampler.toInt16(x)).write(to: url)
        return url
    }

    /// White noise made by sox (`synth whitenoise`), 16 kHz mono.
    public static func soxNoise(ms: Int) throws -> [Float] {
        let url = folder.appendingPathComponent("noise-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        let status = try Spawned.run("/usr/bin/sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", url.path, "synth", String(Double(ms) / 1000), "whitenoise", "vol", "0.3"])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return try WAVFile.load(url).mono
    }

    /// `speech` with `noise` added at `snr` dB below the speech's power.
    public static func mix(_ signal: [Float], noise: [Float], snr: Double) -> [Float] {
        func power(_ x: [Float]) -> Double {
            var e = 0.0
            for v in x { e += Double(v) * Double(v) }
            return e / Double(max(1, x.count))
        }
        let speechPower = power(signal.filter { abs($0) > 0.005 })
        let scale = Float((speechPower / (power(noise) * pow(10, snr / 10))).squareRoot())
        return signal.enumerated().map { $0.element + noise[$0.offset % noise.count] * scale }
    }

    public static func pause(ms: Int) -> [Float] { [Float](repeating: 0, count: SpeechAudio.samples(milliseconds: ms)) }

    /// A spoken command alone, with room before and after, as a file.
    public static func command(_ text: String, voice: Voice = Voice("en-us"), snr: Double? = nil) throws -> URL {
        let name = "\(text)-\(voice.name)-\(voice.speed)-\(snr.map { "\(Int($0))dB" } ?? "clean")".replacingOccurrences(of: " ", with: "_")
        return try file(name, [pause(ms: 400), try speech(text, voice: voice), pause(ms: 800)], snr: snr)
    }
}
