import Foundation
import Speech

/// When the recognizer learns the voice: not at all, in the background (live audio: the person goes on speaking
/// while it estimates), or before the next utterance (recordings: the same files give the same results every run).
public enum VoiceLearningMode: Sendable, Equatable { case off, background, inline }

/// Learning the voice as the person uses it: the commands the recognizer is sure of, with what it read in them, are
/// the recordings of a speaker adaptation (one MLLR transform of the model's means) estimated in the background, and
/// the recognizer decodes with it from the next utterance on. The person reads nothing; nothing is kept after the
/// session (the audio and the transform live in a temporary folder, removed when the recognizer goes).
///
/// Development set (espeak-ng voices that are not the evaluation's, each saying the 105 commands; adapted on half of
/// them from the recognizer's own sure readings, scored on the other half): clean 121 → 135 of 156 after 20 readings,
/// about what the true transcripts give (138) — a single transform is not pulled far by the few wrong readings among
/// the sure ones. Details in docs/measurements.md.
final class VoiceLearning: @unchecked Sendable {
    struct Settings: Sendable {
        /// Readings at least this sure (the recognizer's command confidence) are learnt from.
        var minimumConfidence = 0.9
        /// The first transform once this many are heard; then again after every `batch` more.
        var first = 10
        var batch = 20
        /// The most recent readings kept (older ones make way).
        var pool = 60
    }

    let settings: Settings
    let inline: Bool
    private let model: SpeechModel
    private let folder: URL
    private let queue = DispatchQueue(label: "avanues.voice-learning", qos: .utility)
    private let lock = NSLock()
    private var readings: [(samples: [Int16], text: String)] = []
    private var sinceLast = 0
    /// Estimations started (a failed one waits for `batch` more readings too, rather than trying again at once).
    private var started = 0
    private var estimating = false
    private var rounds = 0
    private var ready: URL?

    /// nil when the adaptation tools are not installed (learning is then off; commands work as before).
    init?(model: SpeechModel, inline: Bool = false, settings: Settings = Settings()) {
        guard (try? SpeakerAdaptation.Tools.locate()) != nil else { return nil }
        self.model = model
        self.inline = inline
        self.settings = settings
        Self.removeStaleFolders()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-learning-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch { return nil }
    }

    // An estimation under way holds the learner (its closure does), so this runs after it, on whichever thread let
    // go last — the learner's own queue included, which is why it does not wait on that queue.
    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Folders of sessions that ended without removing theirs (the process was killed).
    private static func removeStaleFolders() {
        let tmp = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] where name.hasPrefix("avanues-learning-") {
            guard let pid = Int32(name.split(separator: "-").dropFirst(2).first ?? ""), pid != getpid(),
                  kill(pid, 0) != 0 && errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
        }
    }

    /// A reading of the command grammar: the samples as the decoders heard them, and the words read.
    func heard(_ samples: [Int16], text: String, confidence: Double) {
        guard confidence >= settings.minimumConfidence, !text.isEmpty, samples.count >= SpeechAudio.sampleRate / 2 else { return }
        let batch: [(samples: [Int16], text: String)]? = lock.withLock {
            readings.append((samples, text))
            if readings.count > settings.pool { readings.removeFirst(readings.count - settings.pool) }
            sinceLast += 1
            let due = started == 0 ? readings.count >= settings.first : sinceLast >= settings.batch
            guard due, !estimating else { return nil }
            estimating = true
            started += 1
            sinceLast = 0
            return readings
        }
        guard let batch else { return }
        queue.async { self.estimate(batch) }
    }

    /// The newest transform not yet handed out (a file PocketSphinx reads with `ps_mllr_read`). `inline`: waits for
    /// an estimation under way first (the command it was started after has had its result already).
    func takeTransform() -> URL? {
        if inline { queue.sync {} }
        return lock.withLock {
            defer { ready = nil }
            return ready
        }
    }

    private func estimate(_ batch: [(samples: [Int16], text: String)]) {
        rounds += 1
        let round = folder.appendingPathComponent("round-\(rounds)")
        var recordings: [SpeakerAdaptation.Recording] = []
        let result: Result<SpeakerAdaptation.Summary, SpeechError>
        do {
            try FileManager.default.createDirectory(at: round, withIntermediateDirectories: true)
            for (i, r) in batch.enumerated() {
                let file = round.appendingPathComponent(String(format: "%03d.wav", i))
                try WAVFile.encode(r.samples).write(to: file)
                recordings.append(.init(audio: file, text: r.text))
            }
            let output = round.appendingPathComponent("adaptation")
            // The samples are what the decoders heard: already cleaned of steady noise.
            let summary = try SpeakerAdaptation.estimate(model: model, recordings: recordings, output: output, method: .mllr,
                                                         noiseSuppression: nil, skippingUnknownWords: true)
            result = .success(summary)
            lock.withLock { ready = output.appendingPathComponent(AdaptedModel.transformName) }
        } catch let e as SpeechError {
            result = .failure(e)
        } catch {
            result = .failure(.engineUnavailable("cannot write the readings to learn from: \(error)"))
        }
        // The folder of the round before holds the transform the recognizer may still be reading; two rounds back is done.
        if rounds > 2 { try? FileManager.default.removeItem(at: folder.appendingPathComponent("round-\(rounds - 2)")) }
        lock.withLock { estimating = false }
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil {
            switch result {
            case .success(let s):
                FileHandle.standardError.write(Data("voice learnt from \(s.used) readings (likelihood per frame \(s.likelihoodBefore) -> \(s.likelihoodAfter))\n".utf8))
            case .failure(let e):
                FileHandle.standardError.write(Data("voice learning: \(e)\n".utf8))
            }
        }
    }
}
