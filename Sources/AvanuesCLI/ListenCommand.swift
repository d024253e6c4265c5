import ArgumentParser
import CommandModel
import Foundation
import Grammar
import NLU
import PulseAudio
import Speech
import SpeechCommands

struct ListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Listen continuously: wake phrase, voice activity, commands.",
        discussion: """
            Runs the voice loop on the microphone (PulseAudio) or on a recording, and prints what happens: the \
            listening state (off, asleep, listening, hearing, working), each utterance with the command it made, \
            and the wake phrase. Asleep, only the wake phrase is listened for ("hey avanues" unless \
            --wake-phrase says otherwise); "go to sleep" sends it back to sleep and "stop listening" turns it off.

            Examples:
              avanues listen --microphone
              avanues listen --json --start asleep session.wav
            """
    )

    @OptionGroup var locale: LocaleOption
    @OptionGroup var speech: SpeechOptions
    @Flag(name: .long, help: "Print one JSON document per event.") var json = false
    @Flag(name: .long, help: "Listen to the default microphone.") var microphone = false
    @Option(name: .long, help: "The state to start in: asleep (wait for the wake phrase) or listening.")
    var start = "listening"
    @Option(name: .long, help: "Silence, in milliseconds, that ends an utterance.") var hangover = 250
    @Flag(name: .long, help: "Read recordings at the pace they were spoken, as a microphone delivers audio, so the timings are those of live use (without it, as fast as they decode).")
    var realTime = false
    @Argument(help: "Recordings (.wav or .raw) to listen to instead of the microphone; each starts afresh.")
    var files: [String] = []

    func validate() throws {
        guard ["asleep", "listening"].contains(start) else { throw ValidationError("--start must be asleep or listening") }
        guard microphone != !files.isEmpty else { throw ValidationError("give recordings or --microphone (one of them)") }
        guard (100...3000).contains(hangover) else { throw ValidationError("--hangover must be between 100 and 3000 ms") }
        guard !(realTime && microphone) else { throw ValidationError("--real-time is for recordings: the microphone is live already") }
    }

    func run() throws {
        let grammar = try locale.grammar()
        for file in files where !FileManager.default.fileExists(atPath: file) { throw CLIError("no such file: \(file)") }
        let live = microphone || realTime
        let recognizer = try speech.recognizer(grammar: grammar, partialResults: live, liveAudio: live)
        let understanding = CommandUnderstanding(grammar: grammar, model: try? Understander.bundled(grammar.locale))
        if microphone {
            let source: AudioSource
            do { source = try MicrophoneSource() } catch { throw CLIError(error.description) }
            try listen(to: source, recognizer: recognizer, understanding: understanding)
        }
        for file in files {
            let source: AudioSource
            do { source = try FileAudioSource(url: URL(fileURLWithPath: file)) } catch { throw CLIError(error.description) }
            if files.count > 1 { print(json ? "{\"event\":\"file\",\"file\":\(PageRunner.json(file))}" : "== \(file)") }
            try listen(to: source, recognizer: recognizer, understanding: understanding)
        }
    }

    func listen(to source: AudioSource, recognizer: SpeechRecognizer, understanding: CommandUnderstanding) throws {
        defer { source.close() }
        var vad = VoiceActivityDetector.Configuration()
        vad.hangoverMs = hangover
        let pipeline = VoicePipeline(recognizer: recognizer, state: start == "asleep" ? .asleep : .listening, vad: vad,
                                     wakePhrases: [speech.normalizedWakePhrase]) {
            understanding.command(for: $0)
        }
        speech.configure(pipeline, understanding: understanding)
        print(render(.state(pipeline.state), understanding))
        var chunks = 0
        let began = Date()
        var fed = 0
        while true {
            let samples: [Int16]?
            do { samples = try source.read(maxSamples: SpeechAudio.samples(milliseconds: 20)) } catch { throw CLIError(error.description) }
            guard let samples else { break }
            chunks += 1
            if realTime && !microphone {
                // A microphone hands over each piece once it has been spoken.
                fed += samples.count
                Thread.sleep(until: began.addingTimeInterval(Double(fed) / Double(SpeechAudio.sampleRate)))
            }
            for event in pipeline.feed(samples) {
                print(render(event, understanding))
                if case .state(.off) = event, microphone { return }
            }
            if microphone { fflush(nil) }
        }
        for event in pipeline.finish() { print(render(event, understanding)) }
    }

    func render(_ event: VoicePipeline.Event, _ understanding: CommandUnderstanding) -> String {
        var report = ListenEvent(event)
        if case .utterance(let heard) = event, heard.command == nil, !heard.result.text.isEmpty {
            report.declined = understanding.chain.interpret(heard.result.text).declined?.command
        }
        return json ? report.json : report.line
    }
}

/// One line of `avanues listen` output.
struct ListenEvent: Encodable {
    var event: String
    var state: String?
    var ms: Int?
    var text: String?
    var confidence: Double?
    var command: Command?
    var alternatives: [String]?
    var startMs: Int?
    var endMs: Int?
    var endDetectedMs: Int?
    var decodeMs: Double?
    var error: String?
    /// A command the words said not to do ("don't close this tab"): not carried out.
    var declined: Command?

    init(_ e: VoicePipeline.Event) {
        switch e {
        case .state(let s): event = "state"; state = s.rawValue
        case .speechStarted(let ms): event = "speech"; self.ms = ms
        case .partial(let t): event = "partial"; text = t
        case .woke(let ms): event = "wake"; self.ms = ms
        case .utterance(let h):
            event = "utterance"
            text = h.result.text
            confidence = ParseReport.rounded(h.confidence)
            command = h.command
            alternatives = h.result.alternatives.dropFirst().map(\.text)
            startMs = h.startMs; endMs = h.endMs; endDetectedMs = h.endDetectedMs
            decodeMs = ParseReport.rounded(h.decodeMs)
        case .error(let err): event = "error"; error = err.description
        }
    }

    var json: String { PageRunner.json(self) }

    var line: String {
        switch event {
        case "state": "[\(state ?? "")]"
        case "speech": "… speech at \(ms ?? 0) ms"
        case "partial": "… \(text ?? "")"
        case "wake": "wake phrase heard at \(ms ?? 0) ms"
        case "utterance":
            "\"\(text ?? "")\" → \(command.map(\.json) ?? declined.map(ParseReport.declinedLine) ?? "not understood")  confidence \(confidence ?? 0)  (\(startMs ?? 0)–\(endMs ?? 0) ms)"
        default: "error: \(error ?? "")"
        }
    }
}
