import CommandModel
import Foundation
import Grammar
import Speech

/// What the window needs to adapt speech recognition to a voice: the sentences to read, where recordings go, and
/// the estimation (which the command-line side provides: it knows the speech models and the CMU tools).
public struct VoiceTrainingSetup: Sendable {
    /// The sentences to read for a locale, nil when there are none yet.
    public var sentences: @Sendable (_ locale: String) -> [String]?
    /// Where a locale's recordings are kept (the person's voice: private to them).
    public var recordingsFolder: @Sendable (_ locale: String) -> URL
    /// Estimates and stores the adaptation; returns what to tell the person. Runs off the main thread and reports
    /// each step through `progress`.
    public var adapt: @Sendable (_ locale: String, _ recordings: [(audio: URL, text: String)],
                                 _ progress: @escaping @Sendable (String) -> Void) throws -> String
    /// How many sentences are read.
    public var count: Int
    /// Whether an adaptation is stored for a locale; deleting it and its recordings.
    public var stored: @Sendable (_ locale: String) -> Bool
    public var forget: @Sendable (_ locale: String) throws -> Void

    public init(sentences: @escaping @Sendable (String) -> [String]?, recordingsFolder: @escaping @Sendable (String) -> URL,
                adapt: @escaping @Sendable (String, [(audio: URL, text: String)], @escaping @Sendable (String) -> Void) throws -> String,
                stored: @escaping @Sendable (String) -> Bool, forget: @escaping @Sendable (String) throws -> Void, count: Int = 20) {
        self.sentences = sentences
        self.recordingsFolder = recordingsFolder
        self.adapt = adapt
        self.stored = stored
        self.forget = forget
        self.count = count
    }
}

/// Adapting to the person's voice from inside the window: the sentences to read, one at a time, what became of each
/// recording, then the adaptation. The window shows it and feeds it what the microphone recorded.
@MainActor
public final class VoiceTraining {
    public enum Phase: String, Sendable, Equatable { case reading, adapting, finished, failed, cancelled }

    /// What a recording did.
    public enum Step: Equatable {
        /// Kept; the next sentence is up (or, after the last, the adaptation starts).
        case kept
        /// Not taken: too short to be the sentence.
        case tooShort
        /// A short utterance that is not "cancel": nothing to do.
        case ignored
        case cancel
    }

    public let locale: String
    public let sentences: [String]
    public let folder: URL
    public private(set) var phase = Phase.reading
    /// The sentence being read (0-based).
    public private(set) var index = 0
    /// What the panel says besides the sentence: the last step, the adaptation's progress, its outcome.
    public var detail = ""
    public private(set) var recordings: [(audio: URL, text: String)] = []

    /// Shorter recordings are not taken as a sentence (a cough, "um").
    public static let minimumMs = 800

    public init(locale: String, sentences: [String], folder: URL) {
        self.locale = locale
        self.sentences = sentences
        self.folder = folder
    }

    public var current: String? { phase == .reading && sentences.indices.contains(index) ? sentences[index] : nil }
    public var isOver: Bool { phase == .finished || phase == .failed || phase == .cancelled }

    /// Takes what the microphone heard: "cancel" (or "no", "stop listening") said clearly ends the training; a
    /// recording long enough to be the sentence is written to `folder` and the next sentence is up.
    public func take(_ r: VoiceInput.Recorded) throws -> Step {
        guard phase == .reading else { return .ignored }
        if r.isCommand {
            guard Self.saysCancel(r) else { return .ignored }
            cancel()
            return .cancel
        }
        guard r.speechMs >= Self.minimumMs else {
            detail = "That was too short for the sentence — read it again"
            return .tooShort
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent(String(format: "%02d.wav", index + 1))
        try WAVFile.encode(r.samples).write(to: file, options: .atomic)
        recordings.append((file, sentences[index]))
        index += 1
        detail = ""
        if index == sentences.count { phase = .adapting }
        return .kept
    }

    /// Stops the reading (an adaptation under way cannot be stopped).
    public func cancel() {
        guard phase == .reading else { return }
        phase = .cancelled
        detail = "Voice training cancelled; nothing changed"
    }

    public func finished(_ outcome: Result<String, Error>) {
        switch outcome {
        case .success(let text): phase = .finished; detail = text
        case .failure(let error): phase = .failed; detail = "Adapting to your voice failed: \(error)"
        }
    }

    /// A clear "cancel", "no", "stop listening" or "go to sleep" (a sentence read aloud is longer than these).
    static func saysCancel(_ r: VoiceInput.Recorded) -> Bool {
        guard r.confidence >= 0.5 else { return false }
        if let command = r.command { return command == .listening(.stop) || command == .listening(.sleep) }
        return r.heard.map { Answers.read($0) == false } ?? false
    }
}
