import ArgumentParser
import CommandModel
import Foundation
import Grammar
import NLU
import Speech
import SpeechCommands

struct TranscribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcribe",
        abstract: "Recognize a spoken command in an audio file, on the device.",
        discussion: """
            Reads a WAV file (PCM 8/16/24/32-bit or float, any rate and channel count; resampled to 16 kHz mono) \
            or a headless .raw file (16 kHz mono s16le), decodes it with the command grammar of the locale and, for \
            free text such as search queries, a language model, and prints the text, its confidence, the \
            alternatives and the command the grammar makes of it.

            English works out of the box (Debian's pocketsphinx-en-us). Other locales need a PocketSphinx model \
            folder: --models DIR with DIR/<locale>/.

            --page-name gives the name of a thing on the page (repeat it): a name said alone ("accept all") is heard \
            when no command explains the audio better, as the window hears the names of the page it shows.

            Examples:
              avanues transcribe command.wav
              avanues transcribe --json --locale en-US command.wav
              avanues transcribe --page-name "Accept all" --page-name "Subscribe" said.wav
            """
    )

    @OptionGroup var locale: LocaleOption
    @OptionGroup var speech: SpeechOptions
    @Flag(name: .long, help: "Print one JSON document.") var json = false
    @Option(name: .long, help: "The name of a thing on the page, heard when said alone (repeat for several).") var pageName: [String] = []
    @Argument(help: "The audio file (.wav or .raw); with several, one result per file in order.") var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give an audio file") }
    }

    func run() throws {
        let grammar = try locale.grammar()
        for file in files where !FileManager.default.fileExists(atPath: file) { throw CLIError("no such file: \(file)") }
        let recognizer = try speech.recognizer(grammar: grammar, independentUtterances: true)
        if !pageName.isEmpty { recognizer.setPageNames(pageName) }
        let understanding = CommandUnderstanding(grammar: grammar, model: try? Understander.bundled(grammar.locale))
        for file in files {
            let samples: [Int16]
            do { samples = try WAVFile.load(URL(fileURLWithPath: file)).samples16k } catch { throw CLIError(error.description) }
            try transcribe(samples, recognizer: recognizer, understanding: understanding)
        }
    }

    func transcribe(_ samples: [Int16], recognizer: SpeechRecognizer, understanding: CommandUnderstanding) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try Self.decode(samples, with: recognizer)
        let interpretation = result.map { understanding.interpret($0) }
        let report = TranscriptionReport(result: result, interpretation: interpretation,
                                         audioMs: SpeechAudio.milliseconds(samples: samples.count),
                                         decodeMs: PageRunner.milliseconds(since: start))
        print(json ? report.json : report.textReport)
        fflush(nil)
    }

    /// The whole file as one utterance, streamed in 100 ms chunks as a microphone would deliver it.
    static func decode(_ samples: [Int16], with recognizer: SpeechRecognizer) throws -> RecognitionResult? {
        var outcome: Result<RecognitionResult, SpeechError>?
        let task: RecognitionTask
        do {
            task = try recognizer.start(mode: .commands) { r in
                if case .success(let x) = r, !x.isFinal { return }
                outcome = r
            }
        } catch { throw CLIError(error.description) }
        var i = 0
        while i < samples.count {
            let end = min(samples.count, i + 1600)
            task.append(Array(samples[i..<end]))
            i = end
        }
        task.endAudio()
        switch outcome {
        case .success(let r)?: return r
        case .failure(.noSpeech)?, nil: return nil
        case .failure(let e)?: throw CLIError(e.description)
        }
    }
}

/// `avanues transcribe --json`: {"text", "confidence", "alternatives", "command", "declined"?, "words", "timings": {"audioMs",
/// "decodeMs"}}.
struct TranscriptionReport: Encodable {
    struct Alternative: Encodable { let text: String; let confidence: Double }
    struct Timings: Encodable { let audioMs: Int; let decodeMs: Double }

    let text: String
    let confidence: Double
    let alternatives: [Alternative]
    let command: Command?
    /// A command the words said not to do ("don't close this tab"): not carried out.
    let declined: Command?
    let words: [RecognizedWord]
    let timings: Timings

    init(result: RecognitionResult?, interpretation: Interpretation?, audioMs: Int, decodeMs: Double) {
        let best = result?.best
        text = best?.text ?? ""
        confidence = ParseReport.rounded(best?.confidence ?? 0)
        alternatives = (result?.alternatives.dropFirst() ?? []).map { Alternative(text: $0.text, confidence: ParseReport.rounded($0.confidence)) }
        command = interpretation?.best?.command
        declined = interpretation?.declined?.command
        words = best?.words.map { RecognizedWord(text: $0.text, confidence: ParseReport.rounded($0.confidence), startMs: $0.startMs, endMs: $0.endMs) } ?? []
        timings = Timings(audioMs: audioMs, decodeMs: ParseReport.rounded(decodeMs))
    }

    enum Key: String, CodingKey { case text, confidence, alternatives, command, declined, words, timings }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(text, forKey: .text)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(alternatives, forKey: .alternatives)
        try c.encode(command, forKey: .command)   // null when nothing was understood
        try c.encodeIfPresent(declined, forKey: .declined)
        try c.encode(words, forKey: .words)
        try c.encode(timings, forKey: .timings)
    }

    var json: String { PageRunner.json(self) }

    var textReport: String {
        var out = text.isEmpty ? "(no speech)" : "\"\(text)\"  confidence \(confidence)"
        out += "\n  command: " + (command.map(\.json) ?? declined.map(ParseReport.declinedLine) ?? "not understood")
        for a in alternatives { out += "\n  or \"\(a.text)\"  \(a.confidence)" }
        out += "\n  \(timings.audioMs) ms of audio decoded in \(Int(timings.decodeMs)) ms"
        return out
    }
}
