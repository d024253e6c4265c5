@testable import Speech

/// A recognizer for tests. Words are written into the audio as runs of one sample value (word k is 1000·k for the
/// length of the word, silence is 0); a task hears a word only when it received the whole run. It enforces a limit
/// on the audio one task accepts, as Apple's recognizer does: audio past the limit is lost.
final class FakeRecognizer: SpeechRecognizer {
    let locale = "en-US"
    let maxTaskDurationMs: Int?
    /// Scripted texts for utterances, in order (used when the audio carries no word runs).
    var script: [String]
    /// What a task says it has heard so far (`currentText`), by how much audio it has heard.
    var partial: ((Int) -> String?)?
    private(set) var modes: [RecognitionMode] = []
    private(set) var tasks: [FakeTask] = []
    /// The audio the pipeline handed over between utterances, piece by piece.
    private(set) var between: [[Int16]] = []

    init(maxTaskDurationMs: Int? = nil, script: [String] = []) {
        self.maxTaskDurationMs = maxTaskDurationMs
        self.script = script
    }

    func start(mode: RecognitionMode, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) throws(SpeechError)
        -> RecognitionTask {
        modes.append(mode)
        let task = FakeTask(owner: self, limit: maxTaskDurationMs.map { SpeechAudio.samples(milliseconds: $0) }, handler: handler)
        tasks.append(task)
        return task
    }

    func hearBetweenUtterances(_ samples: [Int16]) { between.append(samples) }

    static func words(in audio: [Int16]) -> [String] { timedWords(in: audio).map(\.text) }

    /// Words with their times (the audio is expected to start with one padding sample).
    static func timedWords(in audio: [Int16]) -> [RecognizedWord] {
        var out: [RecognizedWord] = []
        var i = 0
        while i < audio.count {
            let v = audio[i]
            var j = i
            while j < audio.count && audio[j] == v { j += 1 }
            // A run touching either end of what the task heard may be cut: the task did not hear the whole word.
            // Word runs are long; real sound never holds one value for 5 ms.
            if v != 0 && i > 0 && j < audio.count && j - i >= 80 {
                out.append(RecognizedWord(text: "w\(v / 1000)", confidence: 0.9, startMs: SpeechAudio.milliseconds(samples: i - 1),
                                          endMs: SpeechAudio.milliseconds(samples: j - 1)))
            }
            i = j
        }
        return out
    }

    func nextScripted() -> String { script.isEmpty ? "" : script.removeFirst() }
}

final class FakeTask: RecognitionTask {
    weak var owner: FakeRecognizer?
    let limit: Int?
    var handler: ((Result<RecognitionResult, SpeechError>) -> Void)?
    private(set) var audio: [Int16] = []
    private(set) var cancelled = false
    var currentText: String? { owner?.partial?(audio.count) }

    init(owner: FakeRecognizer, limit: Int?, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) {
        self.owner = owner
        self.limit = limit
        self.handler = handler
    }

    func append(_ samples: [Int16]) {
        guard handler != nil else { return }
        let room = limit.map { max(0, $0 - audio.count) } ?? samples.count
        audio.append(contentsOf: samples.prefix(room))   // past the limit, audio is lost
    }

    func endAudio() {
        guard let handler, let owner else { return }
        self.handler = nil
        // Trailing silence so a word that ends at the end of the audio counts as whole.
        // A word still running when the audio ends was not heard whole.
        let words = FakeRecognizer.timedWords(in: [0] + audio)
        let text = words.isEmpty ? owner.nextScripted() : words.map(\.text).joined(separator: " ")
        if text.isEmpty { handler(.failure(.noSpeech)); return }
        handler(.success(RecognitionResult(alternatives: [Transcription(text: text, confidence: 0.9, words: words)], isFinal: true)))
    }

    func cancel() {
        cancelled = true
        handler = nil
    }
}
