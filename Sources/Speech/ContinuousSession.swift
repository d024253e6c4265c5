/// Keeps a recognizer listening for as long as audio flows, over engines that accept only so much audio per task
/// (Apple's recognizer stops after about a minute).
///
/// Audio goes to the current task. The session remembers the audio of the utterance in progress (since the last
/// silence the voice activity detector reported). Before the task reaches its limit it is replaced:
/// - in silence, the old task is asked for its final result and a new one starts with the next audio: nothing
///   spoken is on both sides of the seam;
/// - in the middle of speech, a new task starts and receives the utterance's audio again from its beginning; the
///   old task is finished too, and of its words only those spoken before that utterance began are kept (by the
///   words' times): the words that span the seam are recognized once, by the new task, and earlier ones are kept.
/// A restart is also made when speech starts and the task has less than the margin left, so long utterances
/// rarely meet the limit at all.
/// Final results are reported with times relative to the whole stream.
public final class ContinuousSession {
    public struct Final: Sendable, Equatable {
        public var result: RecognitionResult
        /// Where in the stream the task that produced it began, in milliseconds.
        public var streamOffsetMs: Int
    }

    public let recognizer: SpeechRecognizer
    public let mode: RecognitionMode
    /// How long before the engine's limit a restart is due (restarts happen in silence when one comes).
    public var restartMarginMs: Int
    /// Restarts done so far (for tests and diagnostics).
    public private(set) var restarts = 0

    private var task: RecognitionTask?
    private var taskStartSample = 0
    private var taskSamples = 0
    private var position = 0
    private var utterance: [Int16] = []
    private var utteranceStart = 0
    private var inSpeech = false
    private var generation = 0
    private let onFinal: (Final) -> Void
    private let onPartial: (RecognitionResult) -> Void
    private let onError: (SpeechError) -> Void

    public init(recognizer: SpeechRecognizer, mode: RecognitionMode, restartMarginMs: Int = 8_000,
                onPartial: @escaping (RecognitionResult) -> Void = { _ in },
                onError: @escaping (SpeechError) -> Void = { _ in },
                onFinal: @escaping (Final) -> Void) {
        self.recognizer = recognizer
        self.mode = mode
        self.restartMarginMs = restartMarginMs
        self.onFinal = onFinal
        self.onPartial = onPartial
        self.onError = onError
    }

    private var limitSamples: Int? { recognizer.maxTaskDurationMs.map { SpeechAudio.samples(milliseconds: $0) } }
    private var marginSamples: Int { SpeechAudio.samples(milliseconds: restartMarginMs) }

    /// The voice activity detector's view of the stream: speech began / ended here.
    public func speechStarted() {
        if let limit = limitSamples, task != nil, taskSamples > 0, limit - taskSamples < marginSamples {
            try? restart(force: false)
        }
        inSpeech = true
        utteranceStart = position
        utterance.removeAll(keepingCapacity: true)
    }

    public func speechEnded() {
        inSpeech = false
        utterance.removeAll(keepingCapacity: true)
    }

    public func append(_ samples: [Int16]) throws(SpeechError) {
        var rest = samples[...]
        while !rest.isEmpty {
            if task == nil { try startTask(replaying: []) }
            // Never give a task more than its limit: split the chunk where the limit falls.
            var room = rest.count
            if let limit = limitSamples { room = min(room, max(0, limit - taskSamples)) }
            if room == 0 {
                try restart(force: true)
                continue
            }
            let chunk = Array(rest.prefix(room))
            rest = rest.dropFirst(room)
            task?.append(chunk)
            taskSamples += chunk.count
            position += chunk.count
            if inSpeech { utterance.append(contentsOf: chunk) }
            if let limit = limitSamples, taskSamples >= limit - marginSamples {
                if !inSpeech {
                    try restart(force: false)
                } else if taskSamples + SpeechAudio.samples(milliseconds: 100) >= limit {
                    try restart(force: true)
                }
            }
        }
    }

    /// The end of the audio: the current task gives its final result.
    public func finish() {
        task?.endAudio()
        task = nil
    }

    public func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }

    private func restart(force: Bool) throws(SpeechError) {
        restarts += 1
        let old = task
        let oldGeneration = generation
        task = nil
        if inSpeech && force && utterance.count + SpeechAudio.samples(milliseconds: 200) < (limitSamples ?? .max) {
            // Mid-utterance: the new task hears the whole utterance; the old one keeps only what came before it.
            cutoffs[oldGeneration] = SpeechAudio.milliseconds(samples: utteranceStart - taskStartSample)
            old?.endAudio()
            try startTask(replaying: utterance, startingAt: utteranceStart)
        } else {
            // In silence (or an utterance longer than the engine accepts): the old task finishes normally.
            old?.endAudio()
            if inSpeech { utteranceStart = position; utterance.removeAll(keepingCapacity: true) }
            try startTask(replaying: [])
        }
    }

    /// Per task generation: keep only words that start before this time (ms from the task's start).
    private var cutoffs: [Int: Int] = [:]

    /// The result without the words from `cutoffMs` on (engines that give no word times lose the whole result).
    static func before(_ cutoffMs: Int, _ r: RecognitionResult) -> RecognitionResult {
        let kept: [Transcription] = r.alternatives.compactMap { t in
            let words = t.words.filter { $0.startMs < cutoffMs }
            guard !words.isEmpty else { return nil }
            return Transcription(text: words.map(\.text).joined(separator: " "), confidence: t.confidence, words: words)
        }
        return RecognitionResult(alternatives: kept, isFinal: r.isFinal)
    }

    private func startTask(replaying audio: [Int16], startingAt start: Int? = nil) throws(SpeechError) {
        generation += 1
        let mine = generation
        let offsetMs = SpeechAudio.milliseconds(samples: start ?? position)
        let t = try recognizer.start(mode: mode) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(var r) where r.isFinal:
                if let cutoff = self.cutoffs.removeValue(forKey: mine) {
                    r = Self.before(cutoff, r)
                    if r.alternatives.isEmpty { return }
                }
                self.onFinal(Final(result: r, streamOffsetMs: offsetMs))
            case .success(let r):
                if mine == self.generation { self.onPartial(r) }
            case .failure(let e):
                if e != .noSpeech { self.onError(e) }
            }
        }
        task = t
        taskStartSample = start ?? position
        taskSamples = audio.count
        if !audio.isEmpty { t.append(audio) }
    }
}
