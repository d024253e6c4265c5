import ArgumentParser
import Foundation
import Grammar
import PocketSphinx
import Speech
import SpeechCommands

/// Options shared by the speech commands, and the recognizer they make.
struct SpeechOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A folder of PocketSphinx models: DIR/<locale>/ holding an acoustic model folder and a .dict (and a .lm.bin for free text). Default: $AVANUES_SPEECH_MODELS, then Debian's pocketsphinx-en-us for en-US.",
        valueName: "DIR"))
    var models: String?

    @Option(name: .long, help: ArgumentHelp(
        "A speaker adaptation from `avanues adapt` (its folder), or none. Default: $AVANUES_SPEECH_ADAPTATION, then the one stored for the locale when there is one.",
        valueName: "DIR|none"))
    var adaptation: String?

    @Option(name: .long, help: "The wake phrase (words the model's dictionary knows, or \"avanues\").")
    var wakePhrase = "hey avanues"

    /// The speaker's English: American (the dictionary's own pronunciations) or British (also the open "a" of "tab",
    /// "back", as AA).
    enum Accent: String, ExpressibleByArgument, CaseIterable { case us, gb }

    @Option(name: .long, help: ArgumentHelp(
        "English pronunciations to listen for: us, or gb (British: also the open \"a\" of \"tab\" and \"back\"). Default: $AVANUES_SPEECH_ACCENT, then us.",
        valueName: "us|gb"))
    var accent: Accent?

    /// The accent asked for, else $AVANUES_SPEECH_ACCENT, else American.
    func chosenAccent() throws -> Accent {
        if let accent { return accent }
        guard let value = ProcessInfo.processInfo.environment["AVANUES_SPEECH_ACCENT"], !value.isEmpty else { return .us }
        guard let accent = Accent(rawValue: value.lowercased()) else {
            throw CLIError("AVANUES_SPEECH_ACCENT must be us or gb, not '\(value)'")
        }
        return accent
    }

    @Option(name: .long, help: "Largest number the recognizer listens for in commands (\"click 42\").")
    var maxNumber = 300

    var normalizedWakePhrase: String { wakePhrase.lowercased().split(separator: " ").joined(separator: " ") }

    @Option(name: .long, help: "Keyphrase spotting threshold (with --wake-spotting keyphrase), between 0 and 1: smaller finds more, and more false alarms.")
    var wakeThreshold = 1e-25

    @Option(name: .long, help: "How the wake phrase is found: grammar (among all commands) or keyphrase (spotting with --wake-threshold).")
    var wakeSpotting: PocketSphinxRecognizer.WakeSpotting = .grammar

    @Flag(name: .long, inversion: .prefixedNo, help: "Decode doubtful utterances again with the language model (free text such as search queries; slower).")
    var freeText = true

    @Option(name: .long, help: "Readings of the command grammar to give per utterance: 1 is the best only; more come from the decoder's word lattice (n-best), which costs decoding time.")
    var alternatives = 1

    @Flag(name: .long, inversion: .prefixedNo, help: "Judge pauses in the voice loop (listen, browse; transcribe has none): after the start of a command (\"click …\", \"search for …\") it waits 700 ms for the rest instead of the usual hangover.")
    var endOfCommand = true

    @Flag(name: .long, inversion: .prefixedNo, help: "Take steady background noise (fans, engines, microphone hiss) out of the audio before the recognizer hears it.")
    var noiseSuppression = true

    @Flag(name: .long, inversion: .prefixedNo, help: "Learn the voice while listening (listen, browse): the commands heard surely adapt the recognizer to the speaker, room and microphone in the background, from the tenth on. Nothing is kept after the session; off with a stored adaptation (avanues adapt).")
    var learnVoice = true

    /// The suppressor's settings, or nil when turned off.
    var suppression: NoiseSuppressor.Configuration? { noiseSuppression ? .init() : nil }

    /// Installs end-of-command detection on a voice loop (unless turned off).
    func configure(_ pipeline: VoicePipeline, understanding: CommandUnderstanding) {
        guard endOfCommand else { return }
        let judge = EndOfCommandJudge(understanding: understanding, maxNumber: maxNumber)
        pipeline.endOfCommand = { judge.judge($0) }
    }

    /// Pronunciations the stock English dictionary lacks.
    /// "Avanues" said like "avenues" in American English, and with the glide British speakers (and espeak-ng's
    /// en-gb voice) give it.
    static let extraEnglishWords = ["avanues": ["AE V AH N UW Z", "AE V AH N Y UW Z", "AA V AH N Y UW Z"]]

    /// `independentUtterances`: each utterance is its own recording (`transcribe`), decoded whole; otherwise one
    /// speaker in one room (`listen`), decoded while the audio arrives, and the voice is learnt (unless turned off).
    /// `liveAudio`: the audio comes as it is spoken (the microphone), so the voice is learnt in the background;
    /// recordings wait for it, and give the same results every run.
    func recognizer(grammar: CommandGrammar, partialResults: Bool = false, independentUtterances: Bool = false,
                    liveAudio: Bool = true) throws -> PocketSphinxRecognizer {
        let dir = Self.modelsFolder(models)
        guard (0...999).contains(maxNumber) else { throw CLIError("--max-number must be between 0 and 999") }
        guard (1...20).contains(alternatives) else { throw CLIError("--alternatives must be between 1 and 20") }
        let accent = try chosenAccent()
        do throws(SpeechError) {
            let model = try SpeechModel.locate(locale: grammar.locale, directory: dir)
            let exporter = JSGFExporter(grammar: grammar)
            let limit = maxNumber
            var config = PocketSphinxRecognizer.Configuration(
                model: model, commandGrammar: { exporter.recognitionGrammar(maxNumber: limit, isKnown: $0) },
                wakePhrases: [normalizedWakePhrase])
            if grammar.table.language == "en" {
                config.extraWords = Self.extraEnglishWords
                if accent == .gb { config.pronunciationVariants = .britishOpenA }
            }
            config.adaptation = try adaptationFile(locale: grammar.locale)
            config.partialResults = partialResults
            config.maxAlternatives = alternatives
            config.wholeUtterancePass = independentUtterances
            if !freeText { config.languageModelBelow = 0 }
            config.noiseSuppression = suppression
            // Files given to `transcribe` are independent recordings, not one speaker's session.
            config.voiceLearning = !learnVoice || independentUtterances ? .off : liveAudio ? .background : .inline
            guard wakeThreshold > 0 && wakeThreshold < 1 else { throw SpeechError.engineUnavailable("--wake-threshold must be between 0 and 1") }
            config.wakeThreshold = wakeThreshold
            config.wakeSpotting = wakeSpotting
            let recognizer = try PocketSphinxRecognizer(config)
            if let problem = recognizer.phoneLoopProblem {
                FileHandle.standardError.write(Data("avanues: warning: spoken commands have no confidence (\(problem)); every reading counts as sure\n".utf8))
            }
            return recognizer
        } catch {
            throw CLIError(error.description)
        }
    }
}

extension SpeechOptions {
    /// The model folder: the one given, else $AVANUES_SPEECH_MODELS (nil: Debian's English model).
    static func modelsFolder(_ given: String?) -> URL? {
        (given ?? ProcessInfo.processInfo.environment["AVANUES_SPEECH_MODELS"]).map { URL(fileURLWithPath: $0) }
    }

    /// Where `avanues adapt` keeps a locale's adaptation.
    static func storedAdaptation(locale: String) -> URL {
        URL(fileURLWithPath: DataPaths().data).appendingPathComponent("speech/\(locale)/adaptation")
    }

    /// Where `avanues adapt --record` and the window keep the recordings a locale's adaptation was made from.
    static func storedRecordings(locale: String) -> URL {
        storedAdaptation(locale: locale).deletingLastPathComponent().appendingPathComponent("recordings")
    }

    /// Deletes a locale's stored adaptation and, since they are the person's voice, its recordings.
    static func removeStoredAdaptation(locale: String) throws {
        try FileManager.default.removeItem(at: storedAdaptation(locale: locale))
        try? FileManager.default.removeItem(at: storedRecordings(locale: locale))
    }

    /// The adaptation to use: --adaptation, then $AVANUES_SPEECH_ADAPTATION, then the stored one if any; "none" is none.
    func adaptationFile(locale: String) throws(SpeechError) -> URL? {
        let environment = ProcessInfo.processInfo.environment["AVANUES_SPEECH_ADAPTATION"].flatMap { $0.isEmpty ? nil : $0 }
        guard let asked = adaptation ?? environment else {
            let stored = Self.storedAdaptation(locale: locale)
            return FileManager.default.fileExists(atPath: stored.path) ? stored : nil
        }
        guard asked != "none" else { return nil }
        guard FileManager.default.fileExists(atPath: asked) else { throw .engineUnavailable("no such adaptation: \(asked)") }
        return URL(fileURLWithPath: asked)
    }
}

extension PocketSphinxRecognizer.WakeSpotting: ExpressibleByArgument {}
