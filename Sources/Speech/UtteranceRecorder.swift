import Foundation

/// Cuts a stream into spoken sentences (reading prompts aloud for speaker adaptation), as audio arrives: waits for
/// speech, and ends a sentence after a pause long enough to be its end rather than a breath. Audio between sentences
/// is not kept beyond the detector's pre-roll, so it can listen for as long as a person takes.
public struct UtteranceSegmenter {
    public struct Utterance: Sendable, Equatable {
        /// The sentence with the detector's pre-roll before it and some padding after it.
        public var samples: [Int16]
        /// How long the speech itself lasted.
        public var speechMs: Int
    }

    private var detector: VoiceActivityDetector
    private let paddingSamples: Int
    private var audio: [Int16] = []
    /// Stream position of `audio[0]`.
    private var base = 0
    /// Stream positions of sentences that ended but still wait for their padding.
    private var pending: [(start: Int, end: Int)] = []

    public init(vad: VoiceActivityDetector.Configuration, paddingMs: Int) {
        detector = VoiceActivityDetector(configuration: vad)
        paddingSamples = SpeechAudio.samples(milliseconds: paddingMs)
    }

    /// Whether the detector is inside an utterance now.
    public var isInSpeech: Bool { detector.isInSpeech }
    /// Samples held (tests: silence between sentences is not kept).
    var bufferedSamples: Int { audio.count }
    /// Samples fed so far.
    public var position: Int { base + audio.count }

    /// Feeds audio; returns the sentences it completed.
    public mutating func feed(_ samples: [Int16]) -> [Utterance] {
        audio += samples
        for case .ended(let start, let end) in detector.process(samples) { pending.append((start, end)) }
        var done: [Utterance] = []
        while let p = pending.first, position >= p.end + paddingSamples {
            pending.removeFirst()
            done.append(cut(p.start, p.end + paddingSamples, speech: p.end - p.start))
        }
        trim()
        return done
    }

    /// The stream ended: the sentence under way, if any, ends here.
    public mutating func finish() -> [Utterance] {
        for case .ended(let start, let end) in detector.finish() { pending.append((start, end)) }
        let end = position
        let done = pending.map { cut($0.start, min(end, $0.end + paddingSamples), speech: $0.end - $0.start) }
        pending.removeAll()
        audio.removeAll()
        base = end
        return done
    }

    private func cut(_ from: Int, _ to: Int, speech: Int) -> Utterance {
        let lo = max(0, from - base), hi = max(lo, min(audio.count, to - base))
        return Utterance(samples: Array(audio[lo..<hi]), speechMs: SpeechAudio.milliseconds(samples: speech))
    }

    /// Outside speech only the last two seconds can still become part of a sentence (the detector's pre-roll).
    private mutating func trim() {
        guard !detector.isInSpeech, pending.isEmpty else { return }
        let keep = SpeechAudio.samples(milliseconds: 2000)
        if audio.count > keep * 2 {
            let drop = audio.count - keep
            audio.removeFirst(drop)
            base += drop
        }
    }
}

/// Records one spoken sentence at a time from a source (`avanues adapt --record`).
public struct UtteranceRecorder {
    public var vad: VoiceActivityDetector.Configuration
    /// Shorter utterances (a cough, "um") are not taken as the sentence.
    public var minimumMs: Int
    /// Silence kept after the speech (the detector's pre-roll already keeps some before it): the aligner that learns
    /// from the recording wants the sentence's last sound whole.
    public var paddingMs: Int

    public init(pauseMs: Int = 900, minimumMs: Int = 800, paddingMs: Int = 200) {
        var c = VoiceActivityDetector.Configuration()
        c.hangoverMs = pauseMs
        c.maxSpeechMs = 30_000
        vad = c
        self.minimumMs = minimumMs
        self.paddingMs = paddingMs
    }

    public func segmenter() -> UtteranceSegmenter { UtteranceSegmenter(vad: vad, paddingMs: paddingMs) }

    /// The next utterance in `source`, or nil when the source ends first. `timeoutMs` of audio without one is an
    /// error (nothing heard: a muted or wrong microphone).
    public func next(from source: AudioSource, timeoutMs: Int = 20_000) throws(SpeechError) -> [Int16]? {
        var segmenter = segmenter()
        let chunk = SpeechAudio.samples(milliseconds: 20)
        while let samples = try source.read(maxSamples: chunk) {
            if let found = segmenter.feed(samples).first(where: { $0.speechMs >= minimumMs }) { return found.samples }
            if !segmenter.isInSpeech && segmenter.position > SpeechAudio.samples(milliseconds: timeoutMs) { throw .noSpeech }
        }
        return segmenter.finish().first { $0.speechMs >= minimumMs }?.samples
    }
}
