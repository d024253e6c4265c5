import CPocketSphinx
import Foundation
import Speech

/// The on-device recognizer on Linux, over CMU PocketSphinx.
///
/// One decoder holds the searches: the command grammar (JSGF exported from the locale's phrase table, with the wake
/// phrase as one more alternative; keyphrase spotting instead when asked) and, loaded on first use, the language
/// model for free text. A second decoder, on its own thread, runs the phone loop for confidence (`PhoneLoopDecoder`). Until free text is
/// needed the decoder holds only the pronunciations the grammars use (a few hundred of the dictionary's 130,000
/// words, about 20 MiB less); the whole dictionary comes with the language model. A command utterance is
/// decoded against the grammar; where the grammar's reading has a free-text slot (a search query, text to type),
/// the audio from that slot's first word on is decoded again with the language model and replaces the slot's words.
/// Confidence compares the grammar path's acoustic score with an unconstrained phone loop over the same audio, so
/// speech the grammar cannot say scores low.
public final class PocketSphinxRecognizer: SpeechRecognizer {
    public struct Configuration: Sendable {
        public var model: SpeechModel
        /// Writes the JSGF of the commands given which words the recognizer can hear
        /// (`JSGFExporter.recognitionGrammar`).
        public var commandGrammar: @Sendable ((String) -> Bool) -> String
        /// Wake phrases, each of words in the dictionary (or in `extraWords`).
        public var wakePhrases: [String]
        /// How the wake phrase is found: among every command of the grammar (an ordinary command is heard as
        /// itself, not as the wake phrase), or by keyphrase spotting with `wakeThreshold`.
        public var wakeSpotting: WakeSpotting = .grammar
        /// Keyphrase threshold: lower finds more, and more false alarms.
        public var wakeThreshold: Double = 1e-25
        /// Pronunciations for words the dictionary lacks ("avanues"), the most common first.
        public var extraWords: [String: [String]] = [:]
        /// More pronunciations of the grammar's words, rewritten from the dictionary's (`PronunciationVariants`).
        public var pronunciationVariants: PronunciationVariants?
        /// A speaker adaptation (`SpeakerAdaptation`, `avanues adapt`): an adapted model or a transform, see `AdaptedModel`.
        public var adaptation: URL?
        /// Below this grammar confidence the utterance is also decoded with the language model (free text such
        /// as "search for running shoes" is not in the command grammar), and that reading joins the alternatives.
        public var languageModelBelow: Double = 0.5
        /// How many readings of the command grammar a result carries at most (the best, then the word lattice's
        /// n-best). Building the lattice took about 40 % of the decoding time on the speech test set and changed
        /// no command there (315 utterances, clean, 20 and 10 dB), so by default only the best is given (plus the
        /// language model's reading when the grammar's is doubtful); `--alternatives N` asks for more.
        public var maxAlternatives = 1
        /// Partial results while audio arrives (costs a little decoding time).
        public var partialResults = true
        /// Decode each utterance again, whole, when it ends (cepstral mean from the utterance itself) instead of
        /// using the result decoded while the audio arrived. The first utterance a decoder hears is always decoded
        /// again: its running mean starts from a stored guess.
        public var wholeUtterancePass = false
        /// How far (score units per 10 ms frame) the grammar path may fall behind the phone loop for confidence
        /// 0.5, and how quickly confidence falls around that point.
        public var confidenceMidpoint: Double = 9.5
        public var confidenceSlope: Double = 1
        /// Steady background noise taken out of the audio before the decoders hear it (`NoiseSuppressor`); nil
        /// hears the audio as it is.
        public var noiseSuppression: NoiseSuppressor.Configuration? = .init()
        /// Learn the voice from the commands heard surely (`VoiceLearning`); not with a stored `adaptation`.
        public var voiceLearning: VoiceLearningMode = .off
        /// Turns a reading down when the phone loop shows it left speech out (a sentence read as its last two
        /// words, free text read as a number); nil does not check.
        var unexplainedSpeech: UnexplainedSpeech? = UnexplainedSpeech()

        public init(model: SpeechModel, commandGrammar: @escaping @Sendable ((String) -> Bool) -> String, wakePhrases: [String]) {
            self.model = model
            self.commandGrammar = commandGrammar
            self.wakePhrases = wakePhrases
        }
    }

    public enum WakeSpotting: String, Sendable, CaseIterable { case grammar, keyphrase }

    /// What a reading that leaves speech out keeps of its confidence: under the grammar's threshold, so it is not
    /// acted on, and under `languageModelBelow`, so the language model reads the utterance too.
    static let leftOutSpeechFactor = 0.2

    public let locale: String
    public let maxTaskDurationMs: Int? = nil
    private var commandJSGF = ""
    /// The page's names, whether their search is set, and names waiting for an utterance to end (`setPageNames`).
    var pagePhrases: [String] = []
    var hasPageSearch = false
    var pendingPageNames: [String]?
    private var wakePhrases: [String] = []
    public let configuration: Configuration
    /// Grammar words the dictionary did not know; they were left out of the recognizer's grammar.
    public private(set) var unknownWords: [String] = []

    /// The PocketSphinx decoder (its paths are read in PocketSphinxRecognizer+Paths.swift).
    let decoder: OpaquePointer
    private var config: OpaquePointer
    var loadedLanguageModel = false
    /// The model's dictionary, read for the words the grammars use; nil once the decoder holds all of it.
    var dictionaryFile: PronunciationFile?
    /// Words this recognizer added (extra words, compounds), kept for when the whole dictionary is loaded.
    var addedWords: [(word: String, phones: String)] = []
    /// Words already looked for in `dictionaryFile` (found or not).
    var lookedUp = Set<String>()
    /// The phone loop for command confidence, in a decoder of its own; nil without a phone language model.
    private(set) var phoneLoop: PhoneLoopDecoder?
    private(set) var learning: VoiceLearning?
    /// Why the phone loop did not start, when the model has one: without it every command reading counts as sure.
    public private(set) var phoneLoopProblem: String?
    /// What the decoders hear: the samples with steady noise taken out, dithered.
    private var input: DecoderInput
    /// Phones per pronunciation, as `phoneCount` found them.
    var phoneCounts: [String: Int] = [:]
    private(set) weak var running: PocketSphinxTask?
    /// Utterances decoded so far (the running cepstral mean is settled after the first).
    var utterancesDecoded = 0
    /// Whether the utterance being heard is decoded whole once it ends (so decoding it live only serves partial results).
    var decodesWholeAtEnd: Bool { configuration.wholeUtterancePass || utterancesDecoded == 0 }

    static let commands = "commands", wake = "wake", freeText = "free"
    /// Frames are 10 ms.
    static let frameMs = 10

    public init(_ configuration: Configuration) throws(SpeechError) {
        self.configuration = configuration
        self.locale = configuration.model.locale
        let m = configuration.model
        // PocketSphinx logs a lot; AVANUES_SPEECH_LOG=FILE keeps it (for diagnosing models). One stream per process.
        SphinxLog.lock.lock()
        SphinxLog.prepare()
        SphinxLog.lock.unlock()
        // Only the pronunciations the command and wake grammars ask for; the rest waits for free text.
        let file = PronunciationFile(url: m.dictionary)
        let asked = Self.wordsAsked(by: configuration)
        let small: URL
        var variants: [(word: String, phones: String)] = []
        do {
            let entries = try file.entries(for: asked)
            variants = configuration.pronunciationVariants?.added(to: entries) ?? []
            small = try PronunciationFile.temporary(entries + variants)
        } catch {
            throw .engineUnavailable("cannot read the dictionary \(m.dictionary.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: small) }
        var acoustic = m.acousticModel.path, transform: [String] = []
        if let adaptation = configuration.adaptation {
            switch try AdaptedModel(folder: adaptation, base: m.acousticModel) {
            case .model(let folder): acoustic = folder.path
            case .transform(let file): transform = ["-mllr", file.path]
            }
        }
        let settings = transform + (ProcessInfo.processInfo.environment["AVANUES_SPEECH_ARGS"].map { $0.split(separator: " ").map(String.init) } ?? [])
        // The samples come dithered (`Dither`), the same for this decoder and the phone loop's.
        let args = ["avanues", "-hmm", acoustic, "-dict", small.path, "-kws_plp", "1e-10", "-bestpath", "yes"] + settings + ["-dither", "no"]
        var dither = Dither()
        if let i = settings.firstIndex(of: "-seed"), i + 1 < settings.count, let seed = UInt64(settings[i + 1]) { dither = Dither(seed: seed) }
        input = DecoderInput(suppression: configuration.noiseSuppression, dither: dither,
                             independentUtterances: configuration.wholeUtterancePass)
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) }
        defer { argv.forEach { Foundation.free($0) } }
        guard let cfg = cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), &argv, 0) else {
            throw .engineUnavailable("PocketSphinx rejected its configuration")
        }
        config = cfg
        // Grammar and keyphrase searches do not need the language model that `ps_args` loads by default.
        cmd_ln_set_str_r(cfg, "-lm", nil)
        guard let ps = ps_init(cfg) else {
            _ = cmd_ln_free_r(cfg)
            throw .engineUnavailable("PocketSphinx could not load the model in \(m.acousticModel.path)")
        }
        decoder = ps
        dictionaryFile = file
        lookedUp = asked
        // Kept when the whole dictionary replaces the grammar's words.
        addedWords = variants
        for (word, pronunciations) in configuration.extraWords.sorted(by: { $0.key < $1.key }) where !knows(word) {
            // Alternatives are "word(2)", "word(3)"… as in the dictionary; results name the word itself.
            for (i, phones) in pronunciations.enumerated() { add(i == 0 ? word : "\(word)(\(i + 1))", phones) }
        }
        try setCommandGrammar(configuration.commandGrammar, initial: true)
        try setWakePhrases(configuration.wakePhrases)
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_NO_PHONE_LOOP"] == nil, let phone = m.phoneLanguageModel {
            do {
                phoneLoop = try PhoneLoopDecoder(acousticModel: URL(fileURLWithPath: acoustic), phoneLanguageModel: phone, arguments: settings)
            } catch {
                phoneLoopProblem = error.description
            }
        }
        if configuration.voiceLearning != .off, configuration.adaptation == nil {
            learning = VoiceLearning(model: m, inline: configuration.voiceLearning == .inline)
        }
    }

    deinit {
        ps_free(decoder)
        _ = cmd_ln_free_r(config)
    }

    func knows(_ word: String) -> Bool {
        guard let p = ps_lookup_word(decoder, word) else { return false }
        free(p)
        return true
    }

    /// Installs the command grammar the builder writes for the words this recognizer can hear.
    public func setCommandGrammar(_ build: ((String) -> Bool) -> String) throws(SpeechError) {
        try setCommandGrammar(build, initial: false)
    }

    /// `initial`: from `init`, which already looked up every word the grammar asks about and installs the search
    /// once the wake phrases are known.
    private func setCommandGrammar(_ build: ((String) -> Bool) -> String, initial: Bool) throws(SpeechError) {
        if !initial, dictionaryFile != nil {
            var asked = Set<String>()
            _ = build { asked.insert($0); return true }
            lookUp(Self.withParts(asked))
        }
        var unknown = Set<String>()
        var jsgf = build { word in
            if self.canHear(word) { return true }
            unknown.insert(word)
            return false
        }
        unknownWords = unknown.sorted()
        // Diagnostics: AVANUES_SPEECH_GRAMMAR_DUMP=FILE writes the grammar used, AVANUES_SPEECH_GRAMMAR_FILE=FILE replaces it.
        let env = ProcessInfo.processInfo.environment
        if let path = env["AVANUES_SPEECH_GRAMMAR_FILE"], let text = try? String(contentsOfFile: path, encoding: .utf8) { jsgf = text }
        if let dump = env["AVANUES_SPEECH_GRAMMAR_DUMP"] { try? jsgf.write(toFile: dump, atomically: true, encoding: .utf8) }
        commandJSGF = jsgf
        if !initial { try installCommandSearch() }
    }

    public func setWakePhrases(_ phrases: [String]) throws(SpeechError) {
        let words = phrases.flatMap { $0.split(separator: " ").map(String.init) }
        lookUp(Set(words))
        let missing = words.filter { !knows($0) }
        if !missing.isEmpty {
            throw .engineUnavailable("the wake phrase uses words the dictionary lacks: \(missing.joined(separator: ", "))")
        }
        wakePhrases = phrases
        if configuration.wakeSpotting == .keyphrase {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-kws-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
            let text = phrases.map { "\($0) /\(configuration.wakeThreshold)/" }.joined(separator: "\n") + "\n"
            do { try text.write(to: file, atomically: true, encoding: .utf8) } catch {
                throw .engineUnavailable("cannot write the keyphrase list: \(error)")
            }
            defer { try? FileManager.default.removeItem(at: file) }
            if ps_set_kws(decoder, Self.wake, file.path) != 0 { throw .engineUnavailable("PocketSphinx rejected the wake phrases") }
        }
        try installCommandSearch()
    }

    /// The command grammar's search. With the wake phrase found by grammar, the wake phrases are one more
    /// alternative of it and the same search serves both modes: asleep, an ordinary command is heard as itself
    /// rather than as the wake phrase; awake, the wake phrase is heard as itself (see `VoicePipeline`). One search
    /// instead of two halves the memory the grammar takes in the decoder (about 7 MiB for English).
    private func installCommandSearch() throws(SpeechError) {
        var jsgf = commandJSGF
        if configuration.wakeSpotting == .grammar, !wakePhrases.isEmpty, let range = jsgf.range(of: "public <command> = ") {
            jsgf.replaceSubrange(range, with: "public <command> = <wake_phrase> | ")
            jsgf += "\n<wake_phrase> = " + wakePhrases.joined(separator: " | ") + ";\n"
        }
        // The grammar's reduced graph (a third of sphinxbase's states and a quarter of its arcs for English): the
        // decoder keeps less per frame and hears the same sentences. AVANUES_SPEECH_FULL_GRAMMAR=1 keeps sphinxbase's.
        let weight = Float(cmd_ln_float_r(config, "-lw"))
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_FULL_GRAMMAR"] == nil, let logmath = ps_get_logmath(decoder),
           let small = CompiledGrammar(jsgf, logmath: logmath, languageWeight: weight)?.reducedModel(logmath: logmath, languageWeight: weight) {
            defer { _ = fsg_model_free(small) }
            if ps_set_fsg(decoder, Self.commands, small) == 0 { return }
        }
        if ps_set_jsgf_string(decoder, Self.commands, jsgf) != 0 {
            throw .engineUnavailable("PocketSphinx rejected the command grammar")
        }
    }

    public func start(mode: RecognitionMode, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) throws(SpeechError)
        -> RecognitionTask {
        running?.cancel()
        let search: String
        switch mode {
        case .commands: search = Self.commands
        case .wakePhrase: search = configuration.wakeSpotting == .grammar ? Self.commands : Self.wake
        case .dictation:
            try loadLanguageModelIfNeeded()
            search = Self.freeText
        }
        if let transform = learning?.takeTransform() { learn(transform) }
        if let names = pendingPageNames { setPageNames(names) }
        guard ps_set_search(decoder, search) == 0, ps_start_utt(decoder) == 0 else {
            throw .engineUnavailable("PocketSphinx could not start an utterance")
        }
        // Utterances decoded whole are recordings of their own: their noise is their own too.
        input.startUtterance()
        let task = PocketSphinxTask(owner: self, mode: mode, search: search, handler: handler)
        running = task
        return task
    }

    // MARK: decoding steps used by tasks

    func process(_ samples: [Int16]) {
        samples.withUnsafeBufferPointer { _ = ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 0) }
    }

    func hypothesis() -> (text: String, score: Int32)? {
        var score: Int32 = 0
        guard let h = ps_get_hyp(decoder, &score) else { return nil }
        let text = String(cString: h)
        return text.isEmpty ? nil : (text, score)
    }

    /// Decodes buffered audio with another search and returns its hypothesis and path score.
    func decodeAgain(_ samples: [Int16], search: String) -> (text: String, score: Int32, path: [UnexplainedSpeech.Segment])? {
        // The running search ended; this one replaces it.
        guard ps_set_search(decoder, search) == 0, ps_start_utt(decoder) == 0 else { return nil }
        samples.withUnsafeBufferPointer { _ = ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 1) }
        ps_end_utt(decoder)
        var score: Int32 = 0
        let text = ps_get_hyp(decoder, &score).map { String(cString: $0) } ?? ""
        return (text, score, pathSegments())
    }

    func endUtterance() { ps_end_utt(decoder) }

    /// The samples as both decoders hear them (`DecoderInput`).
    func heard(_ samples: [Int16], cleaned: Bool) -> [Int16] { input.take(samples, cleaned: cleaned) }

    /// The rest of the utterance's samples as the decoders hear them.
    func heardUtteranceEnd(cleaned: Bool) -> [Int16] { input.finishUtterance(cleaned: cleaned) }

    /// The pauses keep the noise estimate current (ignored while a task takes audio).
    public func hearBetweenUtterances(_ samples: [Int16]) {
        guard running?.isOpen != true else { return }
        input.hearPause(samples)
    }
}
