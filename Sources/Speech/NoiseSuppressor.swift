import Foundation

/// Takes steady background noise (a fan, an engine, the hiss of a cheap microphone) out of speech before a
/// recognizer hears it.
///
/// Short-time spectral suppression: 32 ms frames every 16 ms under a square-root Hann window (analysis and
/// synthesis, so the frames add back to the signal), a noise spectrum estimated from the minimum of the smoothed
/// power in each frequency band over the last second or so (minimum tracking: speech comes and goes, the noise floor
/// stays), and a Wiener gain per band from the a-priori signal-to-noise ratio, estimated "decision-directed" from
/// the previous frame's cleaned spectrum, which keeps the residual noise from warbling. The gain never falls below
/// `floorGain`, so quiet consonants are attenuated, not removed.
///
/// Streaming: `process` returns the samples that are final so far (16–32 ms behind the input, `latency`);
/// `finishUtterance` returns the rest and readies it for audio that does not continue this audio (the next
/// utterance of a voice loop). The noise estimate carries from one utterance to the next, as one room's noise does;
/// `reset` forgets it (a new recording). A voice loop hands over the pauses between utterances too (`observe`), where
/// the noise is measured without a voice in it. Noise quieter than `quietBelowDb` is left alone.
public struct NoiseSuppressor: Sendable {
    public struct Configuration: Sendable, Equatable {
        /// Samples per frame (a power of two) and between frames (half of it: the windows add to one).
        public var frameSize = 512
        /// The least a band keeps of its amplitude (0.1: 20 dB down at most).
        public var floorGain: Float = 0.1
        /// Decision-directed weight of the previous frame's cleaned spectrum in the a-priori SNR.
        public var priorWeight: Float = 0.98
        /// Smoothing of each band's power before its minimum is taken.
        public var powerSmoothing: Float = 0.8
        /// Frames per half of the minimum's window (the minimum covers one to two halves: 40 frames of 16 ms,
        /// 0.64–1.28 s).
        public var minimumWindowFrames = 40
        /// The minimum of a smoothed power lies below its mean; the noise estimate is the minimum times this.
        public var minimumBias: Float = 1.5
        /// Noise below this level (dB below full scale) is left alone: a quiet room, a good microphone, or digital
        /// silence, where taking anything out only smears the edges of words. From here to `noisyAboveDb` the
        /// suppression grows to its full depth.
        public var quietBelowDb: Float = -65
        public var noisyAboveDb: Float = -50
        /// Frames at the start whose mean is the first noise estimate.
        public var initialFrames = 10

        public init() {}
    }

    public let configuration: Configuration
    /// How far the output lags the input at most, in samples (a frame less one: 32 ms).
    public var latency: Int { size - 1 }

    private let size: Int
    private let hop: Int
    private let bins: Int
    private let window: [Float]
    private let fft: FFT
    /// Samples not yet taken into a frame (the first `size - hop` of a stream are zeros before it).
    private var pending: [Float]
    /// Overlap-add of the frames' output; its first `hop` samples become final with the next frame.
    private var overlap: [Float]
    /// Zeros the output still owes the start of the stream (the padding in `pending`).
    private var owedPadding: Int
    /// Input samples taken since the last `finishUtterance` and output samples given back.
    private var taken = 0, given = 0
    // Per band:
    private var smoothed: [Float] = [], minimum: [Float] = [], windowMinimum: [Float] = []
    private var previousClean: [Float] = [], noise: [Float] = []
    /// The noise estimate's level, dB below full scale (as of the last frame).
    public private(set) var noiseLevelDb: Float = -120
    private var framesSeen = 0, framesInWindow = 0
    private var utteranceStart = true
    /// Whether frames update the noise estimate (not the zeros that finish an utterance, nor audio said not to).
    private var estimating = true
    private var re: [Float], im: [Float]

    public init(configuration: Configuration = .init()) {
        precondition(configuration.frameSize >= 16 && configuration.frameSize & (configuration.frameSize - 1) == 0,
                     "frame size must be a power of two")
        self.configuration = configuration
        size = configuration.frameSize
        hop = size / 2
        bins = size / 2 + 1
        window = (0..<size).map { Float(sin(Double.pi * Double($0) / Double(configuration.frameSize))) }   // √(periodic Hann)
        fft = FFT(size: size)
        pending = Array(repeating: 0, count: size - hop)
        overlap = Array(repeating: 0, count: size)
        owedPadding = size - hop
        re = Array(repeating: 0, count: size)
        im = Array(repeating: 0, count: size)
    }

    /// Forgets the noise: the next audio is a new recording.
    public mutating func reset() {
        self = NoiseSuppressor(configuration: configuration)
    }

    /// Whether the noise has been estimated from some audio yet.
    public var hasNoiseEstimate: Bool { framesSeen >= configuration.initialFrames }

    /// The cleaned samples that are final so far. `updatingNoise`: whether this audio tells about the noise; a voice
    /// loop that hands over the pauses (`observe`) keeps the utterances from it, so a long utterance cannot pass
    /// for the noise floor.
    public mutating func process(_ samples: [Int16], updatingNoise: Bool = true) -> [Int16] {
        estimating = updatingNoise
        defer { estimating = true }
        pending.reserveCapacity(pending.count + samples.count)
        for s in samples { pending.append(Float(s)) }
        taken += samples.count
        var out: [Int16] = []
        out.reserveCapacity(samples.count + hop)
        runFrames(limit: .max, into: &out)
        given += out.count
        return out
    }

    /// The rest of the cleaned samples (as many in all as were given since the last call); the next samples start
    /// a new utterance, with the noise estimate kept.
    public mutating func finishUtterance() -> [Int16] {
        var out: [Int16] = []
        // Zeros after the end finish the last frames; only as many samples come back as went in.
        // The zeros are not the room: the noise estimate stays as it is for these frames.
        pending.append(contentsOf: repeatElement(0, count: size))
        estimating = false
        runFrames(limit: max(0, taken - given), into: &out)
        estimating = true
        startUtterance()
        return out
    }

    /// Audio that is not part of an utterance (the pauses between them): it only updates the noise estimate. Call
    /// `startUtterance` before the next utterance's audio.
    public mutating func observe(_ samples: [Int16]) {
        _ = process(samples)
    }

    /// Drops the audio not yet cleaned (from `observe`); the next samples start an utterance.
    public mutating func startUtterance() {
        pending = Array(repeating: 0, count: size - hop)
        overlap = Array(repeating: 0, count: size)
        owedPadding = size - hop
        taken = 0
        given = 0
        utteranceStart = true
    }

    /// Cleans a whole recording on its own.
    public static func clean(_ samples: [Int16], configuration: Configuration = .init()) -> [Int16] {
        var s = NoiseSuppressor(configuration: configuration)
        return s.process(samples) + s.finishUtterance()
    }

    private mutating func runFrames(limit: Int, into out: inout [Int16]) {
        var start = 0
        while pending.count - start >= size {
            frame(pending, from: start)
            start += hop
            // The first `hop` samples of the overlap are final once this frame is added.
            for i in 0..<hop {
                if owedPadding > 0 { owedPadding -= 1; continue }
                if out.count < limit { out.append(Int16(max(-32768, min(32767, overlap[i].rounded())))) }
            }
            overlap.removeFirst(hop)
            overlap.append(contentsOf: repeatElement(0, count: hop))
        }
        if start > 0 { pending.removeFirst(start) }
    }

    private mutating func frame(_ input: [Float], from start: Int) {
        for i in 0..<size {
            re[i] = input[start + i] * window[i]
            im[i] = 0
        }
        fft.transform(&re, &im, inverse: false)
        let c = configuration
        if smoothed.isEmpty {
            smoothed = Array(repeating: 0, count: bins)
            minimum = smoothed
            windowMinimum = smoothed
            previousClean = smoothed
            noise = smoothed
        }
        let initial = framesSeen < c.initialFrames
        var windowEnds = false
        if !initial && estimating {
            framesInWindow += 1
            windowEnds = framesInWindow >= c.minimumWindowFrames
        }
        var noiseSum: Float = 0
        for k in 0..<bins {
            let power = re[k] * re[k] + im[k] * im[k]
            if !estimating {
                // as it was
            } else if initial {
                smoothed[k] = (smoothed[k] * Float(framesSeen) + power) / Float(framesSeen + 1)
                minimum[k] = smoothed[k]
                windowMinimum[k] = smoothed[k]
                noise[k] = smoothed[k]
            } else {
                smoothed[k] = c.powerSmoothing * smoothed[k] + (1 - c.powerSmoothing) * power
                minimum[k] = min(minimum[k], smoothed[k])
                windowMinimum[k] = min(windowMinimum[k], smoothed[k])
                if windowEnds {
                    minimum[k] = windowMinimum[k]
                    windowMinimum[k] = smoothed[k]
                }
                noise[k] = c.minimumBias * minimum[k]
            }
            noiseSum += noise[k]
        }
        // Mean square of the noise in the time domain (Parseval, one-sided spectrum, window power size/2), in dB
        // below full scale; below `quietBelowDb` nothing is taken out, above `noisyAboveDb` up to `floorGain`.
        noiseLevelDb = 10 * log10(max(4 * noiseSum / Float(size * size), 1e-12) / (32768 * 32768))
        let noisiness = min(1, max(0, (noiseLevelDb - c.quietBelowDb) / (c.noisyAboveDb - c.quietBelowDb)))
        let floor = 1 - noisiness * (1 - c.floorGain)
        for k in 0..<bins {
            let power = re[k] * re[k] + im[k] * im[k]
            let n = max(noise[k], 1e-3)
            let posterior = min(power / n, 1000)
            var prior = utteranceStart
                ? posterior - 1
                : c.priorWeight * previousClean[k] / n + (1 - c.priorWeight) * max(posterior - 1, 0)
            prior = max(prior, 1e-3)
            let gain = max(prior / (1 + prior), floor)
            re[k] *= gain
            im[k] *= gain
            previousClean[k] = (re[k] * re[k] + im[k] * im[k])
            // The mirror half of a real signal's spectrum.
            if k > 0 && k < size / 2 {
                re[size - k] = re[k]
                im[size - k] = -im[k]
            }
        }
        if windowEnds { framesInWindow = 0 }
        if estimating { framesSeen += 1 }
        utteranceStart = false
        fft.transform(&re, &im, inverse: true)
        for i in 0..<size { overlap[i] += re[i] * window[i] }
    }
}
