import Foundation

/// Finds where utterances start and end in a 16 kHz stream.
///
/// Each 10 ms frame is described by its energy, the share of that energy in the speech band (250–4000 Hz) and the
/// spectral flatness of that band (tonal voiced speech is far from flat; hiss and hum are not). An adaptive noise
/// floor follows the quiet frames (quickly down, slowly up), so the detector keeps working when the room gets
/// louder. Speech starts after a few speech-like frames (the segment is moved back by a short pre-roll), continues
/// with a lower threshold (hysteresis) and ends after `hangoverMs` of non-speech; in a pause, a lone speech-like frame
/// does not count (noisy rooms would otherwise hold utterances open long after the last word).
public struct VoiceActivityDetector: Sendable {
    public struct Configuration: Sendable, Equatable {
        /// Silence that ends an utterance.
        public var hangoverMs = 250
        /// Audio kept before the first speech frame (soft onsets, fricatives).
        public var preRollMs = 150
        /// Audio kept after the last speech frame.
        public var tailMs = 60
        /// Segments shorter than this are clicks, not speech.
        public var minSpeechMs = 120
        /// A segment is cut (and a new one begins) after this long.
        public var maxSpeechMs = 20_000
        /// Energy above the noise floor that counts as speech to start, and to continue.
        public var startMarginDb: Float = 9
        public var continueMarginDb: Float = 5
        /// In a pause, speech resumes only with `resumeFrames` speech-like frames among the last `resumeWindow` (at most 5):
        /// a lone frame (a click, a swell of noise) does not hold the utterance open.
        public var resumeFrames = 2
        public var resumeWindow = 3
        /// A lone frame in a pause keeps the utterance open this much longer, once: in noise it is as often the weak
        /// end of a word ("fifth") as a swell of the noise, and the words after it are then not cut off.
        public var loneFrameGraceMs = 30
        /// Energies below this never count as speech (digital silence, far-off murmur).
        public var absoluteFloorDb: Float = -62
        public init() {}
    }

    public enum Event: Sendable, Equatable {
        /// Speech began at this sample (pre-roll included).
        case started(sample: Int)
        /// An utterance from `start` to `end` (samples, end exclusive).
        case ended(start: Int, end: Int)
        /// What started was too short to be speech (a click, a knock); drop it.
        case discarded(start: Int)
    }

    /// One frame's features, for the evaluation and tests.
    public struct Frame: Sendable {
        public var energyDb: Float
        public var floorDb: Float
        public var bandRatio: Float
        public var flatness: Float
        public var isSpeech: Bool
    }

    public static let frameSamples = 160
    static let windowSize = 256

    public var configuration: Configuration
    public private(set) var isInSpeech = false
    /// Silence that ends the utterance in progress: `configuration.hangoverMs` when it starts; the pipeline may
    /// change it while the speaker pauses (end-of-command detection). Speech resuming restores it.
    public var hangoverMs: Int
    /// Non-speech since the last speech frame of the utterance in progress.
    public var trailingSilenceMs: Int { isInSpeech ? silentFrames * 10 : 0 }
    public private(set) var noiseFloorDb: Float = -60
    /// Samples consumed so far.
    public private(set) var position = 0

    private var pending: [Float] = []
    private var history = [Float](repeating: 0, count: windowSize)
    private var framesSeen = 0
    private var recent: [Bool] = []
    private var speechStart = 0
    private var lastSpeechEnd = 0
    private var silentFrames = 0
    private var pauseGraceMs = 0
    private var floorInitialized = false
    private let fft = FFT(size: windowSize)
    private let hann = (0..<windowSize).map { Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(windowSize - 1))) }

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.hangoverMs = configuration.hangoverMs
    }

    /// Feeds samples; returns the events they complete.
    public mutating func process(_ samples: [Int16]) -> [Event] {
        var events: [Event] = []
        pending.append(contentsOf: samples.lazy.map { Float($0) / 32768 })
        var used = 0
        while pending.count - used >= Self.frameSamples {
            let frame = Array(pending[used..<used + Self.frameSamples])
            used += Self.frameSamples
            step(frame, into: &events)
        }
        pending.removeFirst(used)
        return events
    }

    /// Ends the stream: an utterance still open ends here.
    public mutating func finish() -> [Event] {
        guard isInSpeech else { return [] }
        isInSpeech = false
        let end = min(position, lastSpeechEnd + SpeechAudio.samples(milliseconds: configuration.tailMs))
        guard SpeechAudio.milliseconds(samples: lastSpeechEnd - firstSpeechSample) >= configuration.minSpeechMs else {
            return [.discarded(start: speechStart)]
        }
        return [.ended(start: speechStart, end: end)]
    }

    /// Segments of a whole recording.
    public static func segments(of samples: [Int16], configuration: Configuration = Configuration()) -> [Range<Int>] {
        var vad = VoiceActivityDetector(configuration: configuration)
        var out: [Range<Int>] = []
        for e in vad.process(samples) + vad.finish() {
            if case .ended(let s, let e) = e { out.append(s..<e) }
        }
        return out
    }

    /// Per-frame speech decisions of a whole recording (the evaluation compares them with a reference VAD).
    public static func frames(of samples: [Int16], configuration: Configuration = Configuration()) -> [Frame] {
        var vad = VoiceActivityDetector(configuration: configuration)
        var out: [Frame] = []
        var i = 0
        while i + frameSamples <= samples.count {
            let frame = samples[i..<i + frameSamples].map { Float($0) / 32768 }
            out.append(vad.analyse(frame))
            vad.position += frameSamples
            i += frameSamples
        }
        return out
    }

    private mutating func step(_ frame: [Float], into events: inout [Event]) {
        let f = analyse(frame)
        let frameStart = position
        position += Self.frameSamples
        let c = configuration

        recent.append(f.isSpeech)
        if recent.count > 5 { recent.removeFirst() }

        if !isInSpeech {
            // Three speech-like frames out of the last five start an utterance.
            if recent.filter({ $0 }).count >= 3 {
                isInSpeech = true
                let firstSpeech = frameStart - Self.frameSamples * (recent.count - 1 - (recent.firstIndex(of: true) ?? 0))
                speechStart = max(lastUtteranceEnd, firstSpeech - SpeechAudio.samples(milliseconds: c.preRollMs), 0)
                firstSpeechSample = max(firstSpeech, 0)
                lastSpeechEnd = position
                silentFrames = 0
                hangoverMs = c.hangoverMs
                pauseGraceMs = 0
                events.append(.started(sample: speechStart))
            }
            return
        }
        let resumes = silentFrames == 0 || recent.suffix(c.resumeWindow).filter { $0 }.count >= c.resumeFrames
        if f.isSpeech && resumes {
            lastSpeechEnd = position
            silentFrames = 0
            hangoverMs = c.hangoverMs
            pauseGraceMs = 0
        } else {
            silentFrames += 1
            if f.isSpeech { pauseGraceMs = c.loneFrameGraceMs }
        }
        let tooLong = SpeechAudio.milliseconds(samples: position - speechStart) >= c.maxSpeechMs
        if silentFrames * 10 >= hangoverMs + pauseGraceMs || tooLong {
            isInSpeech = false
            hangoverMs = c.hangoverMs
            recent.removeAll()
            let end = tooLong ? position : min(position, lastSpeechEnd + SpeechAudio.samples(milliseconds: c.tailMs))
            lastUtteranceEnd = end
            if SpeechAudio.milliseconds(samples: lastSpeechEnd - firstSpeechSample) >= c.minSpeechMs || tooLong {
                events.append(.ended(start: speechStart, end: end))
            } else {
                events.append(.discarded(start: speechStart))
            }
        }
    }

    private var lastUtteranceEnd = 0
    private var firstSpeechSample = 0
    /// Energies of the last two seconds (minimum statistics: the floor is never far below their minimum).
    private var recentEnergies: [Float] = []
    /// Typical flatness of the noise (non-speech frames).
    private var noiseFlatness: Float = 0.5

    /// Features of one frame and its decision; updates the noise floor.
    mutating func analyse(_ frame: [Float]) -> Frame {
        history.removeFirst(frame.count)
        history.append(contentsOf: frame)
        framesSeen += 1

        var sum: Float = 0
        for s in frame { sum += s * s }
        let energyDb = 10 * log10(sum / Float(frame.count) + 1e-10)

        let power = fft.powerSpectrum(zip(history, hann).map { $0 * $1 })
        // Bins of 62.5 Hz: speech band 250–4000 Hz is bins 4…64.
        var total: Float = 1e-12, band: Float = 1e-12, logSum: Float = 0
        for (i, p) in power.enumerated() where i > 0 {
            total += p
            if i >= 4 && i <= 64 { band += p; logSum += log(p + 1e-12) }
        }
        let bandCount: Float = 61
        let flatness = exp(logSum / bandCount) / (band / bandCount)
        let bandRatio = band / total

        let c = configuration
        if !floorInitialized {
            noiseFloorDb = energyDb
            floorInitialized = true
        }
        let margin = isInSpeech ? c.continueMarginDb : c.startMarginDb
        let above = energyDb - noiseFloorDb
        // Flat spectra need more energy to count: hiss that got louder is not speech. A spectrum clearly less flat
        // than the noise's (harmonics standing out of it) counts with less energy: speech in loud noise.
        let spectralPenalty: Float = flatness > 0.55 ? 6 : (flatness > 0.35 ? 2 : 0)
        let harmonic = flatness < noiseFlatness - 0.12 && flatness < 0.4 && above > 3
        let isSpeech = energyDb > c.absoluteFloorDb && bandRatio > 0.2
            && (above > margin + spectralPenalty || harmonic)

        // Noise floor: quickly down, slowly up, never from clear speech frames, and never far below the quietest
        // frame of the last two seconds (a room that got louder for good is not speech).
        recentEnergies.append(energyDb)
        if recentEnergies.count > 200 { recentEnergies.removeFirst() }
        if energyDb < noiseFloorDb {
            noiseFloorDb = 0.7 * noiseFloorDb + 0.3 * energyDb
        } else if !isSpeech {
            noiseFloorDb += min(energyDb - noiseFloorDb, 0.5) * 0.1 + 0.015
        } else {
            noiseFloorDb += 0.015
        }
        if recentEnergies.count == 200, let quietest = recentEnergies.min(), noiseFloorDb < quietest - 3 {
            noiseFloorDb = quietest - 3
        }
        if !isSpeech { noiseFlatness = 0.95 * noiseFlatness + 0.05 * flatness }
        return Frame(energyDb: energyDb, floorDb: noiseFloorDb, bandRatio: bandRatio, flatness: flatness, isSpeech: isSpeech)
    }
}
