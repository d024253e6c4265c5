import CommandModel
import Dispatch
import Foundation
import Speech

/// The audio side of the voice loop: a `VoicePipeline` driven on its own serial queue (recognition never blocks the
/// window), fed by the microphone on a reading thread or by a recording. Everything it hears is delivered, in
/// order, through `deliver` (which hops to the main actor).
public final class VoiceInput: @unchecked Sendable {
    private let queue = DispatchQueue(label: "avanues.voice")
    private let pipeline: VoicePipeline
    private let deliver: @Sendable ([VoicePipeline.Event]) -> Void
    private var reader: Thread?
    private let stopLock = NSLock()
    private var stopRequested = false

    /// Chunk size read from sources: 20 ms.
    static let chunk = SpeechAudio.samples(milliseconds: 20)

    public init(pipeline: VoicePipeline, deliver: @escaping @Sendable ([VoicePipeline.Event]) -> Void) {
        self.pipeline = pipeline
        self.deliver = deliver
    }

    public var state: ListeningState { queue.sync { pipeline.state } }

    private func run(_ body: @escaping @Sendable (VoicePipeline) -> [VoicePipeline.Event]) {
        queue.async { [self] in
            let events = body(self.pipeline)
            if !events.isEmpty { self.deliver(events) }
        }
    }

    public func pushToTalk(pressed: Bool) {
        run { [self] in
            talking = pressed
            return $0.pushToTalk(pressed: pressed)
        }
    }

    // MARK: not hearing itself

    /// After the browser stops speaking, this much more audio is not listened to: its last words are still in the
    /// sound card's buffer and the room.
    public static let echoTailMs = 300
    private var held = false
    private var heldTail = 0
    private var talking = false

    /// While the browser speaks, the microphone hears it: its audio is not listened to (nor recorded), and for
    /// `echoTailMs` after. Holding the talk key listens anyway.
    public func hold(_ on: Bool) {
        queue.async { [self] in
            held = on
            if !on { heldTail = SpeechAudio.samples(milliseconds: Self.echoTailMs) }
        }
    }

    /// On the voice queue: what of `samples` is listened to (nothing while held).
    private func unheld(_ samples: [Int16]) -> [Int16] {
        guard !talking else { return samples }
        if held { return [] }
        guard heldTail > 0 else { return samples }
        let n = min(heldTail, samples.count)
        heldTail -= n
        return Array(samples[n...])
    }
    public func toggleMicrophone() { run { $0.toggleMicrophone() } }
    /// The names of the things to press on the page shown, heard when said alone (`SpeechRecognizer.setPageNames`).
    public func setPageNames(_ names: [String]) { run { $0.recognizer.setPageNames(names); return [] } }
    public func apply(_ action: ListeningAction) { run { $0.apply(action) } }

    /// Reads `source` on a thread of its own until it ends, fails or `stop()` is called. A failure is delivered as
    /// an error event.
    public func start(_ source: AudioSource) {
        stop()
        stopLock.withLock { stopRequested = false }
        nonisolated(unsafe) let source = source
        let thread = Thread { [weak self] in
            defer { source.close() }
            while let self, !self.stopLock.withLock({ self.stopRequested }) {
                let samples: [Int16]?
                do throws(SpeechError) { samples = try source.read(maxSamples: Self.chunk) } catch {
                    self.deliver([.error(error)])
                    return
                }
                guard let samples else { break }
                self.run { [weak self] in self?.consume(samples, pipeline: $0) ?? [] }
            }
            self?.run { [weak self] in self?.finishStream(pipeline: $0) ?? [] }
        }
        thread.name = "avanues-microphone"
        reader = thread
        thread.start()
    }

    public func stop() {
        stopLock.withLock { stopRequested = true }
        reader = nil
    }

    /// Feeds a whole recording as fast as it decodes and returns every event it caused (for tests, the demo and
    /// benchmarks: the same pipeline as the microphone, without waiting for real time).
    public func play(_ source: AudioSource) async throws(SpeechError) -> [VoicePipeline.Event] {
        var chunks: [[Int16]] = []
        defer { source.close() }
        while let samples = try source.read(maxSamples: Self.chunk) { chunks.append(samples) }
        let all = chunks
        return await withCheckedContinuation { continuation in
            queue.async { [self] in
                let pipeline = self.pipeline
                var events: [VoicePipeline.Event] = []
                for c in all { events += self.consume(c, pipeline: pipeline) }
                events += self.finishStream(pipeline: pipeline)
                continuation.resume(returning: events)
            }
        }
    }

    // MARK: recording sentences

    /// What the microphone heard while recording sentences: a sentence (its audio), or an utterance short enough to be
    /// a command, as the voice loop read it ("cancel", "stop listening").
    public struct Recorded: Sendable {
        public var samples: [Int16]
        public var speechMs: Int
        /// For a command: the reading, the command it makes and its confidence.
        public var heard: String?
        public var command: Command?
        public var confidence: Double
        public var isCommand: Bool { heard != nil }

        public init(samples: [Int16], speechMs: Int, heard: String?, command: Command?, confidence: Double) {
            self.samples = samples
            self.speechMs = speechMs
            self.heard = heard
            self.command = command
            self.confidence = confidence
        }
    }

    /// Utterances up to this long are read as commands while recording.
    public static let commandMs = 1600

    private var segmenter: UtteranceSegmenter?
    private var onRecorded: (@Sendable (Recorded) -> Void)?

    /// From now on the audio is also cut into sentences, handed to `handler` (on the voice queue) with the short
    /// utterances the voice loop heard, and nothing heard is acted on, until `endRecording()`.
    public func beginRecording(_ recorder: UtteranceRecorder = UtteranceRecorder(), handler: @escaping @Sendable (Recorded) -> Void) {
        nonisolated(unsafe) let fresh = recorder.segmenter()
        queue.async { [self] in
            segmenter = fresh
            onRecorded = handler
        }
    }

    /// Back to listening; reports the listening state, which the loop went on changing meanwhile.
    public func endRecording() {
        run { [self] pipeline in
            segmenter = nil
            onRecorded = nil
            return [.state(pipeline.state)]
        }
    }

    /// On the voice queue: audio goes to the pipeline and, when recording, to the recorder too.
    private func consume(_ samples: [Int16], pipeline: VoicePipeline) -> [VoicePipeline.Event] {
        let samples = unheld(samples)
        guard !samples.isEmpty else { return [] }
        let events = pipeline.feed(samples)
        guard segmenter != nil else { return events }
        hand(segmenter!.feed(samples), heard: events)
        return []
    }

    private func finishStream(pipeline: VoicePipeline) -> [VoicePipeline.Event] {
        let events = pipeline.finish()
        guard segmenter != nil else { return events }
        hand(segmenter!.finish(), heard: events)
        return []
    }

    private func hand(_ sentences: [UtteranceSegmenter.Utterance], heard events: [VoicePipeline.Event]) {
        guard let onRecorded else { return }
        for case .utterance(let h) in events where h.endMs - h.startMs <= Self.commandMs {
            // An answer ("no", "cancel") makes no command: its confidence is the reading's.
            let confidence = h.command == nil ? (h.result.alternatives.first?.confidence ?? 0) : h.confidence
            onRecorded(Recorded(samples: [], speechMs: h.endMs - h.startMs, heard: h.result.text, command: h.command, confidence: confidence))
        }
        for u in sentences { onRecorded(Recorded(samples: u.samples, speechMs: u.speechMs, heard: nil, command: nil, confidence: 0)) }
    }
}
