import ArgumentParser
import Foundation
import Speech

struct VADCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vad",
        abstract: "Show where speech is in recordings (the voice activity detector alone).",
        discussion: """
            Prints each recording's speech segments in milliseconds; with --frames, the detector's decision for \
            every 10 ms frame as a string of 0 and 1.

            Example:
              avanues vad --json recording.wav
            """
    )

    @Flag(name: .long, help: "Print one JSON document per recording.") var json = false
    @Flag(name: .long, help: "Also print the per-frame decisions.") var frames = false
    @Option(name: .long, help: "Silence, in milliseconds, that ends an utterance.") var hangover = 250
    @Argument(help: "Recordings (.wav or .raw).") var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a recording") }
    }

    func run() throws {
        var config = VoiceActivityDetector.Configuration()
        config.hangoverMs = hangover
        for file in files {
            let samples: [Int16]
            do { samples = try WAVFile.load(URL(fileURLWithPath: file)).samples16k } catch { throw CLIError(error.description) }
            let segments = VoiceActivityDetector.segments(of: samples, configuration: config)
                .map { [SpeechAudio.milliseconds(samples: $0.lowerBound), SpeechAudio.milliseconds(samples: $0.upperBound)] }
            let decisions = frames ? VoiceActivityDetector.frames(of: samples, configuration: config).map { $0.isSpeech ? "1" : "0" }.joined() : nil
            if json {
                var object: [String: Any] = ["file": file, "segments": segments, "durationMs": SpeechAudio.milliseconds(samples: samples.count)]
                if let decisions { object["frames"] = decisions }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("\(file): " + (segments.isEmpty ? "no speech" : segments.map { "\($0[0])–\($0[1]) ms" }.joined(separator: ", ")))
                if let decisions { print(decisions) }
            }
        }
    }
}
