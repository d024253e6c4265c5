import Foundation
import Testing
import TestSupport

/// `avanues adapt` end to end: sentences said by espeak-ng, the transform estimated with the CMU tools, and the
/// recognizer using it.
@Suite(.serialized) struct AdaptationCommandLineTests {
    typealias Voice = SpokenAudio.Voice
    let voice = Voice("en-gb", speed: 150, pitch: 40)

    func prompts() throws -> [String] {
        let run = try AvanuesProcess.run(["adapt", "--prompts"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map { String($0.dropFirst(4)) }
    }

    /// Recordings 01.wav … of the first `count` prompts, in `folder`.
    func record(_ count: Int, into folder: URL) throws {
        for (i, text) in try prompts().prefix(count).enumerated() {
            let file = try SpokenAudio.file("prompt-\(i)-\(voice.name)", [SpokenAudio.pause(ms: 300), try SpokenAudio.speech(text, voice: voice), SpokenAudio.pause(ms: 400)])
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(String(format: "%02d.wav", i + 1)))
        }
    }

    @Test(arguments: ["map", "mllr"])
    func adaptingToAVoiceFitsTheModelToItAndIsUsed(method: String) throws {
        let all = try prompts()
        #expect(all.count == 40 && Set(all).count == 40)
        let folder = Scratch.folder("adapt-\(UUID().uuidString)")
        try record(12, into: folder)
        // A recording that says another sentence than its number's is left out, not learnt from.
        let wrong = try SpokenAudio.file("prompt-wrong", [SpokenAudio.pause(ms: 300), try SpokenAudio.speech("completely different words spoken here about nothing at all today", voice: voice), SpokenAudio.pause(ms: 400)])
        try FileManager.default.copyItem(at: wrong, to: folder.appendingPathComponent("13.wav"))
        let output = folder.appendingPathComponent("adapted")
        let run = try AvanuesProcess.run(["adapt", "--recordings", folder.path, "--output", output.path, "--method", method, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try run.objects().first)
        #expect(summary["used"] as? Int == 12)
        #expect(summary["ignored"] as? [String] == ["13.wav"])
        // The recordings fit the adapted model better than the stock one (average log likelihood per 10 ms frame).
        let before = try #require(summary["likelihoodBefore"] as? Double), after = try #require(summary["likelihoodAfter"] as? Double)
        #expect(after > before + 3, "log likelihood per frame \(before) -> \(after)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(method == "map" ? files.contains("means") && files.contains("sendump") : files == ["mllr"], "\(files)")
        // The recognizer takes it: a command in the same voice is still heard right with it.
        let command = try SpokenAudio.command("open a new tab", voice: voice)
        let heard = try AvanuesProcess.run(["transcribe", "--json", "--adaptation", output.path, command.path])
        #expect(heard.status == 0, "\(heard.stderr)")
        let result = try #require(try heard.objects().first)
        #expect((result["command"] as? [String: Any])?["intent"] as? String == "tab", "heard \(result["text"] ?? "")")
        // Adapting again replaces the adaptation whole.
        let again = try AvanuesProcess.run(["adapt", "--recordings", folder.path, "--output", output.path, "--method", method == "map" ? "mllr" : "map"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).contains("mllr") == (method == "map"))
    }

    /// Live listening learns the voice from the commands it is sure of (recordings wait for it, so this is the same
    /// every run): a transform after the tenth sure reading, fitted to the voice, and decoding goes on with it — the
    /// commands after it are heard through the grammar and the phone loop both (which read the model again for it).
    @Test func theVoiceIsLearntWhileListening() throws {
        let commands = ["open a new tab", "go back", "zoom in", "show my bookmarks", "scroll down", "reload the page",
                        "go forward", "zoom out", "show history", "close this tab", "scroll up", "stop loading",
                        "show numbers", "hide numbers", "open a new tab", "go back"]
        let files = try commands.map { try SpokenAudio.command($0, voice: Voice("en-us")) }
        func listen(_ flag: String) throws -> (utterances: [[String: Any]], learnt: [String], log: String) {
            let run = try AvanuesProcess.run(["listen", "--json", flag] + files.map(\.path), environment: ["AVANUES_SPEECH_DEBUG": "1"])
            #expect(run.status == 0, "\(run.stderr)")
            return (try run.objects().filter { $0["event"] as? String == "utterance" },
                    run.stderr.split(separator: "\n").filter { $0.hasPrefix("voice learnt from ") }.map(String.init),
                    run.stderr.split(separator: "\n").filter { $0.hasPrefix("voice") || $0.hasPrefix("confidence") }.joined(separator: "\n"))
        }
        let learning = try listen("--learn-voice")
        let line = try #require(learning.learnt.first, "no voice learnt: \(learning.log)")
        // "voice learnt from N readings (likelihood per frame A -> B)"
        let numbers = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" }).compactMap { Double($0) }
        #expect(numbers.count == 3 && numbers[0] >= 5 && numbers[2] > numbers[1], "\(line)")
        let acted = learning.utterances.filter { $0["command"] is [String: Any] }
        #expect(learning.utterances.count >= commands.count && acted.count >= 12, "\(learning.utterances.map { $0["text"] ?? "" })")
        // The last commands come after the transform: still heard, and with a confidence of their own.
        let last = try #require(learning.utterances.last)
        #expect(last["command"] is [String: Any] && (last["confidence"] as? Double ?? 0) != 0.9, "\(last)")
        #expect(try listen("--no-learn-voice").learnt.isEmpty)
    }

    @Test func theStoredAdaptationIsFoundAndCanBeRemoved() throws {
        let home = Scratch.folder("adapt-home-\(UUID().uuidString)")
        let env = ["XDG_DATA_HOME": home.path, "AVANUES_SPEECH_ADAPTATION": ""]
        let stored = home.appendingPathComponent("avanues/speech/en-US/adaptation")
        try FileManager.default.createDirectory(at: stored, withIntermediateDirectories: true)
        try Data("not a transform\n".utf8).write(to: stored.appendingPathComponent("mllr"))
        let command = try SpokenAudio.command("zoom in", voice: voice)
        // The stored file is read (and a damaged one said so, not handed to the decoder).
        let damaged = try AvanuesProcess.run(["transcribe", command.path], environment: env)
        #expect(damaged.status != 0)
        #expect(damaged.stderr.contains("not a speaker adaptation transform"), "\(damaged.stderr)")
        #expect(try AvanuesProcess.run(["transcribe", "--adaptation", "none", command.path], environment: env).status == 0)
        let removed = try AvanuesProcess.run(["adapt", "--remove"], environment: env)
        #expect(removed.stdout.contains(stored.path))
        #expect(!FileManager.default.fileExists(atPath: stored.path))
        #expect(try AvanuesProcess.run(["transcribe", command.path], environment: env).status == 0)
    }

    @Test func clearErrors() throws {
        let folder = Scratch.folder("adapt-errors-\(UUID().uuidString)")
        func fails(_ args: [String], saying text: String) throws {
            let r = try AvanuesProcess.run(["adapt"] + args)
            #expect(r.status != 0)
            #expect(r.stderr.contains(text), "\(args): \(r.stderr)")
        }
        try fails([], saying: "give one of")
        try fails(["--recordings", folder.path], saying: "no recordings named")
        try fails(["--recordings", folder.appendingPathComponent("nowhere").path], saying: "no such folder")
        try record(3, into: folder)
        try fails(["--recordings", folder.path, "--output", folder.appendingPathComponent("x").path], saying: "at least 5")
        try "01.wav\tthe zorblax quickly\n02.wav\tx\n03.wav\ty\n01.wav\tz\n02.wav\tw\n".write(
            to: folder.appendingPathComponent("transcripts.tsv"), atomically: true, encoding: .utf8)
        try fails(["--recordings", folder.path, "--output", folder.appendingPathComponent("x").path], saying: "zorblax")
        try fails(["--prompts", "--locale", "de-DE"], saying: "no sentences to read for de-DE")
        let noMic = try AvanuesProcess.run(["adapt", "--record", "--output", folder.appendingPathComponent("mic/adapted").path],
                                           environment: ["PULSE_SERVER": "unix:/nonexistent/pulse", "PULSE_RUNTIME_PATH": "/nonexistent"])
        #expect(noMic.status != 0 && noMic.status < 128 && noMic.stderr.contains("no microphone"), "\(noMic.stderr)")
        let missing = try AvanuesProcess.run(["transcribe", "--adaptation", folder.appendingPathComponent("nowhere").path,
                                              folder.appendingPathComponent("01.wav").path])
        #expect(missing.status != 0 && missing.stderr.contains("no such adaptation"), "\(missing.stderr)")
        // A folder that holds neither a model nor a transform.
        let empty = try AvanuesProcess.run(["transcribe", "--adaptation", folder.path, folder.appendingPathComponent("01.wav").path])
        #expect(empty.status != 0 && empty.stderr.contains("is not a speaker adaptation"), "\(empty.stderr)")
    }
}
