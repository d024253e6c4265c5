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

    public func pushToTalk(pressed: Bool) { run { $0.pushToTalk(pressed: pressed) } }
    public func toggleMicrophone() { run { $0.toggleMicrophone() } }
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
                self.run { $0.feed(samples) }
            }
            self?.run { $0.finish() }
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
                for c in all { events += pipeline.feed(c) }
                events += pipeline.finish()
                continuation.resume(returning: events)
            }
        }
    }
}
