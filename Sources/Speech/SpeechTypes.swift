/// Audio, results and errors shared by every recognizer (PocketSphinx on Linux, SFSpeechRecognizer on Apple).
/// Core: Foundation only, no platform framework.

/// Audio inside the speech layer is 16 kHz, mono, signed 16-bit: what the on-device models expect. Sources convert
/// whatever they read to this.
public enum SpeechAudio {
    public static let sampleRate = 16_000
    public static func milliseconds(samples: Int) -> Int { samples * 1000 / sampleRate }
    public static func samples(milliseconds: Int) -> Int { milliseconds * sampleRate / 1000 }
}

/// One recognized word with its time in the utterance and the engine's confidence in it (0…1).
public struct RecognizedWord: Sendable, Equatable, Codable {
    public var text: String
    public var confidence: Double
    public var startMs: Int
    public var endMs: Int

    public init(text: String, confidence: Double, startMs: Int, endMs: Int) {
        self.text = text
        self.confidence = confidence
        self.startMs = startMs
        self.endMs = endMs
    }
}

/// One reading of the audio.
public struct Transcription: Sendable, Equatable, Codable {
    public var text: String
    public var confidence: Double
    public var words: [RecognizedWord]

    public init(text: String, confidence: Double, words: [RecognizedWord] = []) {
        self.text = text
        self.confidence = confidence
        self.words = words
    }
}

/// What a recognizer reports: partial results while audio arrives, then one final result per utterance.
/// `alternatives` are best first (n-best); the first is the best reading.
public struct RecognitionResult: Sendable, Equatable {
    public var alternatives: [Transcription]
    public var isFinal: Bool

    public init(alternatives: [Transcription], isFinal: Bool) {
        self.alternatives = alternatives
        self.isFinal = isFinal
    }

    public var best: Transcription? { alternatives.first }
    public var text: String { best?.text ?? "" }
}

/// What a recognizer is asked to listen for.
public enum RecognitionMode: String, Sendable, Codable, CaseIterable {
    /// Commands of the active locale's grammar (free-text slots get a second pass).
    case commands
    /// Free text: search queries, dictation.
    case dictation
    /// Only the wake phrase.
    case wakePhrase
}

/// Typed failures; every message is one line a person can act on.
public enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAuthorized
    case noMicrophone(String)
    case engineUnavailable(String)
    case noSpeech
    case localeUnsupported(String)
    case badAudio(String)

    public var description: String {
        switch self {
        case .notAuthorized: "speech recognition is not authorized; allow it in the system settings"
        case .noMicrophone(let why): "no microphone: \(why)"
        case .engineUnavailable(let why): "speech engine unavailable: \(why)"
        case .noSpeech: "no speech was heard"
        case .localeUnsupported(let why): "locale unsupported: \(why)"
        case .badAudio(let why): "cannot read the audio: \(why)"
        }
    }
}

/// A running recognition: audio is appended as it arrives; `endAudio` asks for the final result;
/// `cancel` drops everything and reports nothing more.
public protocol RecognitionTask: AnyObject {
    func append(_ samples: [Int16])
    func endAudio()
    func cancel()
    /// The best reading of the audio so far, when the engine decodes while audio arrives (nil otherwise).
    var currentText: String? { get }
}

extension RecognitionTask {
    public var currentText: String? { nil }
}

/// Whether what has been said so far is a whole command, judged when the speaker pauses: the pipeline then ends
/// the utterance sooner (a whole command), later (the start of one: "click …", "search for …") or as usual.
public enum EndOfCommand: Sendable, Equatable {
    case complete, incomplete, unsure
}

/// A speech recognizer. Results arrive through the handler given to `start`: zero or more partial results,
/// then exactly one final result or one error (none after `cancel`). Engines with a limit on one request's length
/// say so in `maxTaskDuration`; `ContinuousSession` restarts them before it.
public protocol SpeechRecognizer: AnyObject {
    var locale: String { get }
    /// Longest audio one task accepts, in milliseconds; nil when unlimited.
    var maxTaskDurationMs: Int? { get }
    func start(mode: RecognitionMode, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) throws(SpeechError)
        -> RecognitionTask
    /// The audio between utterances (no task open), for a recognizer that keeps track of the room's noise.
    func hearBetweenUtterances(_ samples: [Int16])
    /// The names of the things on the page to press, which a person may say alone ("accept all"): a recognizer with a
    /// fixed vocabulary hears them too (Apple's takes them as contextual strings). Called on the queue that decodes.
    func setPageNames(_ names: [String])
}

extension SpeechRecognizer {
    public func hearBetweenUtterances(_ samples: [Int16]) {}
    public func setPageNames(_ names: [String]) {}
}

/// Where audio comes from: a WAV file, the microphone. `read` blocks until it has up to `maxSamples` samples
/// (16 kHz mono) and returns nil at the end of the stream.
public protocol AudioSource: AnyObject {
    func read(maxSamples: Int) throws(SpeechError) -> [Int16]?
    func close()
}

/// A source over samples already in memory.
public final class BufferAudioSource: AudioSource {
    private let samples: [Int16]
    private var position = 0

    public init(samples: [Int16]) { self.samples = samples }

    public func read(maxSamples: Int) throws(SpeechError) -> [Int16]? {
        guard position < samples.count else { return nil }
        let end = min(samples.count, position + maxSamples)
        defer { position = end }
        return Array(samples[position..<end])
    }

    public func close() { position = samples.count }
}
