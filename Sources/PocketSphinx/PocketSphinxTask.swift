import CPocketSphinx
import Foundation
import Speech

/// One utterance on the decoder.
final class PocketSphinxTask: RecognitionTask {
    private weak var owner: PocketSphinxRecognizer?
    private let mode: RecognitionMode
    private let search: String
    private var handler: ((Result<RecognitionResult, SpeechError>) -> Void)?
    private var audio: [Int16] = []
    private var lastPartial = ""
    private var samplesSincePartial = 0
    /// Whether the phone loop has an utterance open for this task's live audio.
    private var phoneLoopLive = false

    init(owner: PocketSphinxRecognizer, mode: RecognitionMode, search: String,
         handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) {
        self.owner = owner
        self.mode = mode
        self.search = search
        self.handler = handler
    }

    func append(_ samples: [Int16]) {
        guard let owner, handler != nil else { return }
        feed(owner.heard(samples, cleaned: cleaned))
    }

    /// Whether the decoders hear the audio with steady noise taken out. Not while asleep: the wake phrase's breathy
    /// "h" is the kind of sound noise suppression takes for noise ("hey avanues" at 10 dB SNR: 12 of 12 files heard
    /// without it, 9 with it).
    private var cleaned: Bool { mode != .wakePhrase }

    /// Samples as the decoders hear them (noise taken out, dithered).
    private func feed(_ samples: [Int16]) {
        guard let owner, handler != nil, !samples.isEmpty else { return }
        audio.append(contentsOf: samples)
        // Decoding while audio arrives is wasted when the utterance is decoded whole at the end anyway.
        let decodedWholeLater = owner.decodesWholeAtEnd
        if decodedWholeLater && !owner.configuration.partialResults { return }
        owner.process(samples)
        decodingLive = true
        if mode == .commands, !decodedWholeLater, let loop = owner.phoneLoop {
            if !phoneLoopLive { loop.start() }
            phoneLoopLive = true
            loop.process(samples)
        }
        samplesSincePartial += samples.count
        // A partial result every 100 ms of audio at most.
        if owner.configuration.partialResults, samplesSincePartial >= 1600, let h = owner.hypothesis(), h.text != lastPartial {
            samplesSincePartial = 0
            lastPartial = h.text
            handler?(.success(RecognitionResult(alternatives: [Transcription(text: h.text, confidence: 0)], isFinal: false)))
        }
    }

    /// Whether the task still takes audio.
    var isOpen: Bool { handler != nil }

    /// The decoder's best path so far, when it decodes while audio arrives.
    var currentText: String? {
        guard decodingLive, handler != nil, let owner else { return nil }
        return owner.hypothesis()?.text.split(separator: " ").map { PocketSphinxRecognizer.baseWord(String($0)) }.joined(separator: " ")
    }
    private var decodingLive = false

    func cancel() {
        guard handler != nil else { return }
        handler = nil
        _ = owner?.heardUtteranceEnd(cleaned: cleaned)
        owner?.endUtterance()
        if phoneLoopLive { owner?.phoneLoop?.cancel() }
    }

    func endAudio() {
        guard let owner, let handler else { return }
        // The noise suppressor's last few milliseconds.
        feed(owner.heardUtteranceEnd(cleaned: cleaned))
        if let folder = ProcessInfo.processInfo.environment["AVANUES_SPEECH_AUDIO_DUMP"] {
            // Diagnostics: each utterance as the decoders heard it.
            let file = URL(fileURLWithPath: folder).appendingPathComponent(String(format: "utterance-%04d.wav", owner.utterancesDecoded))
            try? WAVFile.encode(audio).write(to: file)
        }
        self.handler = nil
        owner.endUtterance()
        let whole = owner.decodesWholeAtEnd
        // The first utterance, decoded live for partial results (microphone, window), leaves the running cepstral
        // mean fitted to part of it, and a whole pass from there reads it badly ("show numbers" as "show them
        // earth"); one whole pass brings the mean to the utterance, the next reads it.
        let passes = whole ? (decodingLive && owner.utterancesDecoded == 0 ? 2 : 1) : 0
        // The phone loop finishes on its own thread while the grammar's decoder finishes here.
        var phoneLoop: PhoneLoopDecoder.Pending?
        if mode == .commands, let loop = owner.phoneLoop {
            phoneLoop = whole ? loop.decodeWhole(audio, passes: passes) : loop.finish()
        }
        for _ in 0..<passes { _ = owner.decodeAgain(audio, search: search) }
        owner.utterancesDecoded += 1
        guard let best = owner.hypothesis() else {
            // In noise the grammar's search can end with no path through the grammar at all. The language model's
            // reading still says what was heard, so the person is told it was not understood instead of nothing.
            // So may a page's name said alone.
            if mode == .commands, owner.hasPageSearch, let named = pageNameReading(above: 0, phoneLoop: phoneLoop?.wait(), owner: owner),
               named.confidence >= owner.configuration.languageModelBelow {
                handler(.success(RecognitionResult(alternatives: [named], isFinal: true)))
            } else if mode == .commands, let heard = languageModelReading(owner: owner) {
                handler(.success(RecognitionResult(alternatives: [heard], isFinal: true)))
            } else {
                handler(.failure(.noSpeech))
            }
            return
        }
        let path = owner.pathSegments()
        let words = owner.words(path)
        var alternatives: [Transcription]
        switch mode {
        case .wakePhrase:
            alternatives = [Transcription(text: best.text, confidence: 1, words: words)]
            if ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("wake search heard: \(best.text)\n".utf8))
            }
        case .dictation:
            let conf = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
            alternatives = [Transcription(text: best.text, confidence: conf, words: words)]
        case .commands:
            let nbest = owner.configuration.maxAlternatives > 1 ? owner.nbest(limit: owner.configuration.maxAlternatives) : []
            let list = nbest.isEmpty ? [best] : nbest
            let loopPass = phoneLoop?.wait()
            let confidence = commandConfidence(bestScore: best.score, reading: path, phoneLoop: loopPass, owner: owner)
            owner.learning?.heard(audio, text: words.map(\.text).joined(separator: " "), confidence: confidence)
            // The Viterbi best first; the lattice's other readings after it, each less likely than the one before.
            let others = list.filter { $0.text != best.text }
            alternatives = [Transcription(text: best.text, confidence: confidence, words: words)]
                + others.enumerated().map { i, h in
                    let gap = Double(best.score - h.score) / Double(max(1, audio.count / 160))
                    return Transcription(text: h.text, confidence: confidence * exp(-max(0, gap) / 400) * pow(0.8, Double(i + 1)))
                }
            if let named = pageNameReading(above: confidence, phoneLoop: loopPass, owner: owner) {
                alternatives = (alternatives + [named]).sorted { $0.confidence > $1.confidence }
            }
            alternatives = withLanguageModelReading(alternatives, owner: owner)
        }
        handler(.success(RecognitionResult(alternatives: alternatives, isFinal: true)))
    }

    /// Grammar path against the phone loop: both explain the same audio; the phone loop can say anything, so the
    /// grammar path scores close to it only when the grammar fits what was said. A reading that leaves out speech
    /// the phone loop heard (`UnexplainedSpeech`) keeps a fifth of its confidence.
    /// `reading`: the grammar's best path; `phoneLoop`: the phone loop's pass over the same audio.
    /// `midpoint`: where confidence is 0.5 (the configuration's for commands).
    private func commandConfidence(bestScore: Int32, reading: [UnexplainedSpeech.Segment], phoneLoop loop: PhoneLoopDecoder.Pass?,
                                   owner: PocketSphinxRecognizer, midpoint: Double? = nil) -> Double {
        guard let loop else { return 0.9 }
        let frames = Double(max(1, audio.count / 160))
        let behind = Double(Int(loop.score) - Int(bestScore)) / frames
        let c = owner.configuration
        var confidence = 1 / (1 + exp((behind - (midpoint ?? c.confidenceMidpoint)) / c.confidenceSlope))
        let leftOut = c.unexplainedSpeech?.leavesSpeechOut(reading: reading, phoneLoop: loop.path, phones: owner.phoneCount) ?? false
        if leftOut { confidence *= PocketSphinxRecognizer.leftOutSpeechFactor }
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil {
            FileHandle.standardError.write(Data("confidence: grammar path \(behind) per frame behind the phone loop\(leftOut ? ", speech left out" : "") -> \(confidence)\n".utf8))
        }
        return confidence
    }

    /// The page's names (`setPageNames`) read from the utterance when the command grammar's reading is doubtful, scored
    /// like it against the phone loop; nil unless it explains the audio better.
    private func pageNameReading(above grammar: Double, phoneLoop loop: PhoneLoopDecoder.Pass?, owner: PocketSphinxRecognizer) -> Transcription? {
        guard owner.hasPageSearch, loop != nil, grammar < owner.configuration.languageModelBelow,
              let pass = owner.decodeAgain(audio, search: PocketSphinxRecognizer.pageNames), !pass.text.isEmpty else { return nil }
        // A grammar of a few names fits almost any audio somewhere: a name counts only when its path explains the
        // audio as well as the phone loop, which can say anything (synthesized speech: 16 of 50 names heard, 1 of 80
        // commands and sentences taken for one; at the commands' midpoint 30 of 50, and 10 of 80).
        let confidence = commandConfidence(bestScore: pass.score, reading: pass.path, phoneLoop: loop, owner: owner,
                                           midpoint: PocketSphinxRecognizer.pageNameMidpoint)
        let words = owner.words(pass.path)
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil {
            FileHandle.standardError.write(Data("page names heard: \(pass.text) (\(confidence))\n".utf8))
        }
        guard confidence >= 0.5, confidence > grammar, !words.isEmpty else { return nil }
        return Transcription(text: words.map(\.text).joined(separator: " "), confidence: confidence, words: words)
    }

    /// Adds the language model's reading of the whole utterance when the grammar's is doubtful.
    private func withLanguageModelReading(_ alternatives: [Transcription], owner: PocketSphinxRecognizer) -> [Transcription] {
        guard let best = alternatives.first, best.confidence < owner.configuration.languageModelBelow,
              let reading = languageModelReading(owner: owner) else { return alternatives }
        return (alternatives + [reading]).sorted { $0.confidence > $1.confidence }
    }

    /// The language model's reading of the whole utterance (nil: no model, or no words).
    private func languageModelReading(owner: PocketSphinxRecognizer) -> Transcription? {
        guard (try? owner.loadLanguageModelIfNeeded()) != nil,
              let pass = owner.decodeAgain(audio, search: PocketSphinxRecognizer.freeText) else { return nil }
        let words = owner.words(pass.path)
        guard !words.isEmpty else { return nil }
        let confidence = words.map(\.confidence).reduce(0, +) / Double(words.count)
        return Transcription(text: words.map(\.text).joined(separator: " "), confidence: confidence, words: words)
    }
}
