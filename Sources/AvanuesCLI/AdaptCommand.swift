import ArgumentParser
import Foundation
import PocketSphinx
import PulseAudio
import Speech

struct AdaptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adapt",
        abstract: "Adapt speech recognition to your voice: read sentences aloud once, on the device.",
        discussion: """
            Adapts the acoustic model to recordings of you reading sentences (MAP adaptation of the whole model by \
            default; --method mllr for a single transform of it), and stores the result in \
            $XDG_DATA_HOME/avanues/speech/<locale>/adaptation/. transcribe, listen and browse then use it \
            (--adaptation none turns it off). In the window, say "learn my voice" to do the same there (it reads \
            20 of these sentences and reloads the recognizer at once). Adapt where you will use the browser, with the \
            same microphone: the adaptation learns the room and the microphone too. Nothing leaves the device.

            For English, the browser has 40 sentences to read (--prompts prints them); the more you read, the better \
            (at least \(SpeakerAdaptation.minimumRecordings); 20 or more work best). Needs the apt packages \
            sphinxtrain, sphinxbase-utils and pocketsphinx.

            Recordings for --recordings DIR: DIR/01.wav says sentence 1 of --prompts, DIR/02.wav sentence 2, and \
            so on; or DIR/transcripts.tsv lists "file.wav<TAB>what it says" (any locale with a model).

            Examples:
              avanues adapt --record          (read each sentence shown; a pause ends it)
              avanues adapt --recordings DIR
              avanues adapt --remove
            """
    )

    @OptionGroup var locale: LocaleOption
    @Option(name: .long, help: ArgumentHelp("The PocketSphinx model folder (as for transcribe).", valueName: "DIR")) var models: String?
    @Flag(name: .long, help: "Print the sentences to read, numbered.") var prompts = false
    @Flag(name: .long, help: "Record the sentences from the microphone, one after another, then adapt.") var record = false
    @Option(name: .long, help: ArgumentHelp("Adapt from recordings in this folder.", valueName: "DIR")) var recordings: String?
    @Option(name: .long, help: "Sentences to record with --record (the first N prompts).") var count = 40
    @Flag(name: .long, help: "Delete the stored adaptation.") var remove = false
    @Option(name: .long, help: "map (the whole model moves toward your voice; best with 20 or more sentences) or mllr (one transform of it).")
    var method: SpeakerAdaptation.Method = .map
    @Option(name: .long, help: ArgumentHelp("Write the adaptation to this folder instead of the stored place.", valueName: "DIR")) var output: String?
    @Flag(name: .long, inversion: .prefixedNo, help: "Take steady background noise out of the recordings first, as the recognizer does with what it hears (turn it off here only if you also turn it off there).")
    var noiseSuppression = true
    @Flag(name: .long, help: "Print the result as one JSON document.") var json = false

    func validate() throws {
        let modes = [prompts, record, recordings != nil, remove].filter { $0 }.count
        guard modes == 1 else { throw ValidationError("give one of --prompts, --record, --recordings DIR or --remove") }
        guard (SpeakerAdaptation.minimumRecordings...200).contains(count) else {
            throw ValidationError("--count must be between \(SpeakerAdaptation.minimumRecordings) and 200")
        }
    }

    func run() throws {
        let code = try locale.grammar().locale
        let target = output.map { URL(fileURLWithPath: $0) } ?? SpeechOptions.storedAdaptation(locale: code)
        let sentences = SpeakerAdaptation.prompts(locale: code)
        if prompts {
            guard let sentences else { throw CLIError("no sentences to read for \(code) yet; record your own and list them in DIR/transcripts.tsv") }
            for (i, s) in sentences.enumerated() { print(String(format: "%02d  ", i + 1) + s) }
            return
        }
        if remove {
            guard FileManager.default.fileExists(atPath: target.path) else { print("no adaptation stored for \(code)"); return }
            if output == nil { try SpeechOptions.removeStoredAdaptation(locale: code) } else { try FileManager.default.removeItem(at: target) }
            print("removed \(target.path)")
            return
        }
        let model: SpeechModel
        do { model = try SpeechModel.locate(locale: code, directory: SpeechOptions.modelsFolder(models)) } catch { throw CLIError(error.description) }
        let list: [SpeakerAdaptation.Recording]
        if let recordings {
            list = try Self.recordings(in: URL(fileURLWithPath: recordings), prompts: sentences)
        } else {
            guard let sentences else { throw CLIError("no sentences to read for \(code) yet; use --recordings DIR with DIR/transcripts.tsv") }
            list = try recordFromMicrophone(Array(sentences.prefix(count)), into: output == nil ? SpeechOptions.storedRecordings(locale: code) : target.deletingLastPathComponent().appendingPathComponent("recordings"))
        }
        let summary: SpeakerAdaptation.Summary
        do {
            summary = try SpeakerAdaptation.estimate(model: model, recordings: list, output: target, method: method,
                                                       noiseSuppression: noiseSuppression ? .init() : nil) { step in
                if !json { FileHandle.standardError.write(Data("\(step)…\n".utf8)) }
            }
        } catch { throw CLIError(error.description) }
        if json {
            let o: [String: Any] = ["output": target.path, "method": method.rawValue, "used": summary.used, "ignored": summary.ignored, "frames": summary.frames,
                                    "likelihoodBefore": summary.likelihoodBefore, "likelihoodAfter": summary.likelihoodAfter]
            print(String(decoding: try JSONSerialization.data(withJSONObject: o, options: [.sortedKeys]), as: UTF8.self))
        } else {
            print("adapted (\(method.rawValue)) to \(summary.used) recordings (\(summary.frames / 100) s of speech): \(target.path)")
            print(String(format: "log likelihood per frame %.1f -> %.1f", summary.likelihoodBefore, summary.likelihoodAfter))
            if !summary.ignored.isEmpty { print("left out (they did not match their sentence): \(summary.ignored.joined(separator: ", "))") }
        }
    }

    /// DIR/transcripts.tsv ("file<TAB>text" lines), else NN.wav files saying prompt NN.
    static func recordings(in folder: URL, prompts: [String]?) throws -> [SpeakerAdaptation.Recording] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: folder.path) else { throw CLIError("no such folder: \(folder.path)") }
        let tsv = folder.appendingPathComponent("transcripts.tsv")
        if fm.fileExists(atPath: tsv.path) {
            let text = try String(contentsOf: tsv, encoding: .utf8)
            return try text.split(separator: "\n").enumerated().compactMap { (n, line) in
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
                let parts = line.split(separator: "\t", maxSplits: 1)
                guard parts.count == 2 else { throw CLIError("\(tsv.path) line \(n + 1): expected file<TAB>text") }
                let audio = folder.appendingPathComponent(String(parts[0]))
                guard fm.fileExists(atPath: audio.path) else { throw CLIError("\(tsv.path) line \(n + 1): no such file \(parts[0])") }
                return SpeakerAdaptation.Recording(audio: audio, text: String(parts[1]))
            }
        }
        guard let prompts else { throw CLIError("\(folder.path) has no transcripts.tsv, and there are no numbered sentences for this locale") }
        let names = try fm.contentsOfDirectory(atPath: folder.path).filter { $0.lowercased().hasSuffix(".wav") }.sorted()
        let found = names.compactMap { name -> SpeakerAdaptation.Recording? in
            guard let n = Int(name.dropLast(4)), (1...prompts.count).contains(n) else { return nil }
            return SpeakerAdaptation.Recording(audio: folder.appendingPathComponent(name), text: prompts[n - 1])
        }
        guard !found.isEmpty else { throw CLIError("\(folder.path) has no recordings named 01.wav … \(prompts.count).wav and no transcripts.tsv") }
        return found
    }

    /// Shows each sentence, records it, keeps it in `folder` (so adapting again needs no new reading).
    func recordFromMicrophone(_ sentences: [String], into folder: URL) throws -> [SpeakerAdaptation.Recording] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let source: MicrophoneSource
        do { source = try MicrophoneSource() } catch { throw CLIError(error.description) }
        defer { source.close() }
        let recorder = UtteranceRecorder()
        var out: [SpeakerAdaptation.Recording] = []
        for (i, sentence) in sentences.enumerated() {
            print("[\(i + 1)/\(sentences.count)] say: \(sentence)")
            let samples: [Int16]?
            do { samples = try recorder.next(from: source) } catch { throw CLIError("\(error.description) (is the microphone on?)") }
            guard let samples else { break }
            let file = folder.appendingPathComponent(String(format: "%02d.wav", i + 1))
            try WAVFile.encode(samples).write(to: file)
            out.append(SpeakerAdaptation.Recording(audio: file, text: sentence))
        }
        return out
    }
}

extension SpeakerAdaptation.Method: ExpressibleByArgument {}
