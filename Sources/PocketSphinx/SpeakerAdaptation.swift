import Foundation
import Speech

/// Adapting the acoustic model to one speaker (and their microphone and room): the person reads a few dozen
/// sentences, the recordings are aligned to their text, and the model is moved toward them (`Method`). The
/// recognizer then decodes with the adapted model. It helps most where the stock model hears a voice least well: an
/// accent, a voice unlike the training speakers', slurred or slow speech.
///
/// The estimation uses CMU's own tools (Debian packages `sphinxtrain` for `bw`, `map_adapt`, `mllr_solve` and
/// `mk_s2sendump`, `sphinxbase-utils` for `sphinx_fe`, `pocketsphinx` for `pocketsphinx_mdef_convert`); everything
/// runs on the device.
public enum SpeakerAdaptation {
    public struct Recording: Sendable, Equatable {
        public var audio: URL
        public var text: String
        public init(audio: URL, text: String) { self.audio = audio; self.text = text }
    }

    public struct Summary: Sendable, Equatable {
        /// Recordings the transform was estimated from, and those left out (the audio did not match its text).
        public var used: Int
        public var ignored: [String]
        /// 10 ms frames of speech in the recordings used.
        public var frames: Int
        /// Average log likelihood per frame of the recordings under the model, without and with the transform.
        public var likelihoodBefore: Double
        public var likelihoodAfter: Double
    }

    /// Fewer recordings than this give a transform fitted to the few words in them.
    public static let minimumRecordings = 5

    /// Sentences to read for English: everyday words covering the sounds of the language, none of them a command.
    public static let englishPrompts = [
        "the quick brown fox jumps over the lazy dog", "she sells fresh bread at the market every morning",
        "please call stella and ask her to bring these things with her", "my favourite colour is a deep shade of green",
        "we walked along the river until the sun went down", "the children laughed loudly at the funny puppet show",
        "a large yellow truck blocked the narrow street", "he measured the table twice before cutting the wood",
        "thirty seven people joined the meeting on thursday", "the museum opens at nine and closes at half past five",
        "could you check whether the window upstairs is shut", "our neighbour grows tomatoes potatoes and sweet peppers",
        "the old clock in the hall stopped working last winter", "i usually drink tea with a little honey and lemon",
        "the pilot announced that we would land in twenty minutes", "rain is expected over the weekend in the northern hills",
        "they painted the garage door a bright shade of orange", "the library keeps newspapers from the last fifty years",
        "she plays the violin in a small orchestra downtown", "we need eggs flour sugar and butter for the cake",
        "the doctor asked him to breathe slowly and deeply", "every evening the owl calls from the tall pine tree",
        "the bridge was closed for repairs during the summer", "my brother fixed the broken chair with glue and nails",
        "a cold wind blew across the empty beach", "the teacher wrote the answer on the board in blue chalk",
        "please leave your shoes by the door when you come in", "the football match was cancelled because of the storm",
        "he keeps his keys in a small wooden box", "the farmer counted eighty six sheep in the field",
        "she typed a long letter to her grandmother", "the new phone has a bigger screen and a better camera",
        "we stopped at a little cafe for soup and sandwiches", "the cat jumped onto the shelf and knocked over a vase",
        "they travelled by boat to a quiet island in the south", "the bakery on the corner sells the best cinnamon rolls",
        "turn the page slowly so the paper does not tear", "the singer thanked the crowd and walked off the stage",
        "four hundred and twelve books were returned this month", "the garden looks beautiful after the spring rain",
    ]

    /// Prompts for a locale, when the project has them (others bring their own transcripts).
    public static func prompts(locale: String) -> [String]? { locale == "en-US" ? englishPrompts : nil }

    /// Words of a transcript as the dictionary spells them.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init)
    }

    /// How the model is adapted. `map`: every Gaussian, mixture weight and transition of the model moves toward
    /// what the recordings show, as far as they show it (maximum a posteriori); the result is a whole acoustic model
    /// (about 6 MB). `mllr`: one linear transform of all the means (a 5 KB file); it needs less speech to be safe but
    /// adapts less.
    public enum Method: String, Sendable, CaseIterable { case map, mllr }

    /// Adapts `model` to the recordings and writes the adaptation to the folder `output`: an adapted acoustic model
    /// (`map`) or a transform file `mllr` in it (`mllr`). An existing adaptation there is replaced only once the new
    /// one is complete and checked. `noiseSuppression`: the recordings are cleaned as the recognizer cleans what
    /// it hears (each on its own), so the model adapts to the audio it will decode. `progress` gets a line per step.
    /// `skippingUnknownWords`: a recording whose text has a word the dictionary lacks is left out (counted in
    /// `ignored`) instead of failing the whole adaptation — for transcripts the recognizer wrote itself (`VoiceLearning`).
    public static func estimate(model: SpeechModel, recordings: [Recording], output: URL, method: Method = .map,
                                noiseSuppression: NoiseSuppressor.Configuration? = .init(), skippingUnknownWords: Bool = false,
                                progress: (String) -> Void = { _ in }) throws(SpeechError) -> Summary {
        var recordings = recordings
        var skipped: [String] = []
        guard recordings.count >= minimumRecordings else {
            throw .badAudio("\(recordings.count) recording\(recordings.count == 1 ? "" : "s"); adaptation needs at least \(minimumRecordings) (20 or more work best)")
        }
        let tools = try Tools.locate()
        let work: URL
        do {
            work = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-adapt-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch { throw .engineUnavailable("cannot make a working folder: \(error)") }
        defer { try? FileManager.default.removeItem(at: work) }

        // The words must be in the model's dictionary: the tools align the audio to their pronunciations.
        var texts = recordings.map { words($0.text) }
        let (entries, known) = try pronunciations(Set(texts.joined()), model: model, texts: &texts)
        var kept: [Int] = []
        for (i, (r, t)) in zip(recordings, texts).enumerated() {
            let unknown = t.filter { !known.contains($0) }
            if t.isEmpty || !unknown.isEmpty, skippingUnknownWords {
                skipped.append(r.audio.lastPathComponent)
                continue
            }
            if t.isEmpty { throw .badAudio("\(r.audio.lastPathComponent): its transcript is empty") }
            if !unknown.isEmpty {
                throw .badAudio("\(r.audio.lastPathComponent): the dictionary has no pronunciation for \(Set(unknown).sorted().joined(separator: ", "))")
            }
            kept.append(i)
        }
        recordings = kept.map { recordings[$0] }
        texts = kept.map { texts[$0] }
        guard recordings.count >= minimumRecordings else {
            throw .badAudio("\(recordings.count) recordings with words the dictionary has; adaptation needs at least \(minimumRecordings)")
        }

        progress("reading \(recordings.count) recordings")
        var ids: [String] = [], transcript = ""
        for (i, (r, t)) in zip(recordings, texts).enumerated() {
            let id = String(format: "u%03d", i)
            var samples = try WAVFile.load(r.audio).samples16k
            guard samples.count >= SpeechAudio.sampleRate / 2 else { throw .badAudio("\(r.audio.lastPathComponent) is shorter than half a second") }
            if let noiseSuppression { samples = NoiseSuppressor.clean(samples, configuration: noiseSuppression) }
            do { try WAVFile.encode(samples).write(to: work.appendingPathComponent(id + ".wav")) } catch {
                throw .engineUnavailable("cannot write to \(work.path)")
            }
            ids.append(id)
            transcript += "<s> \(t.joined(separator: " ")) </s> (\(id))\n"
        }
        let acoustic = model.acousticModel
        let params = featureParameters(acoustic.appendingPathComponent("feat.params"))
        do {
            try (ids.joined(separator: "\n") + "\n").write(to: work.appendingPathComponent("fileids"), atomically: true, encoding: .utf8)
            try transcript.write(to: work.appendingPathComponent("transcription"), atomically: true, encoding: .utf8)
            try Data(entries.map { "\($0.word) \($0.phones)\n" }.joined().utf8).write(to: work.appendingPathComponent("dict"))
        } catch { throw .engineUnavailable("cannot write to \(work.path)") }

        progress("computing features")
        try tools.run(tools.featureExtractor, ["-argfile", acoustic.appendingPathComponent("feat.params").path, "-samprate", "16000",
                                               "-c", "fileids", "-di", ".", "-do", ".", "-ei", "wav", "-eo", "mfc", "-mswav", "yes",
                                               "-dither", "yes", "-seed", "1"], in: work)
        try tools.run(tools.mdefConverter, ["-text", acoustic.appendingPathComponent("mdef").path, "mdef.txt"], in: work)
        var mixw = acoustic.appendingPathComponent("mixture_weights")
        if !FileManager.default.fileExists(atPath: mixw.path) {
            mixw = work.appendingPathComponent("mixture_weights")
            let table = try MixtureWeights.readSendump(acoustic.appendingPathComponent("sendump"))
            do { try MixtureWeights.write(table, to: mixw) } catch { throw .engineUnavailable("cannot write \(mixw.path)") }
        }
        let noise = acoustic.appendingPathComponent("noisedict")
        let codebooks = ".\(params["model"] ?? "cont")."   // how senones share Gaussians: ptm, cont or semi
        let base = ModelFiles(means: acoustic.appendingPathComponent("means"), variances: acoustic.appendingPathComponent("variances"),
                              mixtureWeights: mixw, transitions: acoustic.appendingPathComponent("transition_matrices"))
        func align(_ accumulators: String, _ m: ModelFiles, transform: URL? = nil) throws(SpeechError) -> BaumWelchLog {
            try? FileManager.default.createDirectory(at: work.appendingPathComponent(accumulators), withIntermediateDirectories: true)
            var args = ["-moddeffn", "mdef.txt", "-meanfn", m.means.path, "-varfn", m.variances.path, "-mixwfn", m.mixtureWeights.path,
                        "-tmatfn", m.transitions.path,
                        "-ts2cbfn", codebooks, "-feat", params["feat"] ?? "1s_c_d_dd",
                        "-cmn", params["cmn"] ?? "batch", "-agc", params["agc"] ?? "none",
                        "-dictfn", "dict", "-fdictfn", noise.path, "-ctlfn", "fileids", "-lsnfn", "transcription",
                        "-cepdir", ".", "-accumdir", accumulators, "-timing", "no"]
            if let svspec = params["svspec"] { args += ["-svspec", svspec] }
            if let transform { args += ["-mllrmat", transform.path] }
            return BaumWelchLog(try tools.run(tools.baumWelch, args, in: work))
        }
        progress("aligning the recordings to their text")
        let before = try align("before", base)
        let ignored = before.ignored.compactMap { Int($0.dropFirst()) }.map { recordings[$0].audio.lastPathComponent }
        guard ids.count - ignored.count >= minimumRecordings else {
            throw .badAudio("only \(ids.count - ignored.count) of \(ids.count) recordings match their text (the others: \(ignored.joined(separator: ", "))); check that each file says its sentence")
        }
        let staged = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).new")
        do {
            try? FileManager.default.removeItem(at: staged)
            try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
        } catch { throw .engineUnavailable("cannot write \(staged.path): \(error)") }
        defer { try? FileManager.default.removeItem(at: staged) }
        let after: BaumWelchLog
        switch method {
        case .mllr:
            progress("estimating the transform")
            let transform = staged.appendingPathComponent(AdaptedModel.transformName)
            try tools.run(tools.solver, ["-meanfn", base.means.path, "-varfn", base.variances.path,
                                         "-outmllrfn", transform.path, "-accumdir", "before"], in: work)
            _ = try MLLRTransform(contentsOf: transform)
            progress("checking it")
            after = try align("after", base, transform: transform)
        case .map:
            progress("adapting the model")
            let adapted = ModelFiles(folder: staged, mixtureWeights: work.appendingPathComponent("adapted_mixture_weights"))
            try tools.run(tools.mapAdapter, ["-moddeffn", "mdef.txt", "-ts2cbfn", codebooks,
                                             "-meanfn", base.means.path, "-varfn", base.variances.path,
                                             "-mixwfn", base.mixtureWeights.path, "-tmatfn", base.transitions.path, "-accumdir", "before",
                                             "-mapmeanfn", adapted.means.path, "-mapvarfn", adapted.variances.path,
                                             "-mapmixwfn", adapted.mixtureWeights.path, "-maptmatfn", adapted.transitions.path], in: work)
            // PocketSphinx's own compact form of the weights (2 MB instead of 8).
            try tools.run(tools.sendumpWriter, ["-pocketsphinx", "yes", "-moddeffn", "mdef.txt", "-mixwfn", adapted.mixtureWeights.path,
                                                "-sendumpfn", staged.appendingPathComponent("sendump").path], in: work)
            for name in ["mdef", "feat.params", "noisedict"] {
                do { try FileManager.default.copyItem(at: acoustic.appendingPathComponent(name), to: staged.appendingPathComponent(name)) } catch {
                    throw .engineUnavailable("cannot copy \(name) of the model: \(error)")
                }
            }
            _ = try AdaptedModel(folder: staged, base: acoustic)
            progress("checking it")
            after = try align("after", adapted)
        }
        try replace(output, with: staged)
        return Summary(used: ids.count - ignored.count, ignored: skipped + ignored, frames: before.frames,
                       likelihoodBefore: before.likelihoodPerFrame, likelihoodAfter: after.likelihoodPerFrame)
    }

    /// The dictionary's pronunciations of `vocabulary`, and the words it has. A word it lacks that is two words it
    /// has ("checkbox": "check" + "box", as the recognizer hears it) becomes those two words in `texts`.
    static func pronunciations(_ vocabulary: Set<String>, model: SpeechModel, texts: inout [[String]])
        throws(SpeechError) -> (entries: [(word: String, phones: String)], known: Set<String>) {
        let file = PronunciationFile(url: model.dictionary)
        do {
            var entries = try file.entries(for: vocabulary)
            var known = Set(entries.map { PocketSphinxRecognizer.baseWord($0.word) })
            let missing = vocabulary.subtracting(known)
            let candidates = PocketSphinxRecognizer.withParts(missing).subtracting(missing)
            guard !candidates.isEmpty else { return (entries, known) }
            let parts = try file.entries(for: candidates)
            let partWords = Set(parts.map { PocketSphinxRecognizer.baseWord($0.word) })
            var split: [String: [String]] = [:]
            for w in missing {
                let cuts = PocketSphinxRecognizer.compoundParts(w)
                if let (a, b) = cuts.first(where: { partWords.contains($0.0) && partWords.contains($0.1) }) { split[w] = [a, b] }
            }
            guard !split.isEmpty else { return (entries, known) }
            texts = texts.map { $0.flatMap { split[$0] ?? [$0] } }
            let used = Set(split.values.joined())
            entries += parts.filter { used.contains(PocketSphinxRecognizer.baseWord($0.word)) && !known.contains(PocketSphinxRecognizer.baseWord($0.word)) }
            known.formUnion(used)
            return (entries, known)
        } catch {
            throw .engineUnavailable("cannot read the dictionary \(model.dictionary.path)")
        }
    }

    /// The parameter files of an acoustic model.
    struct ModelFiles {
        var means: URL, variances: URL, mixtureWeights: URL, transitions: URL
        init(means: URL, variances: URL, mixtureWeights: URL, transitions: URL) {
            self.means = means; self.variances = variances; self.mixtureWeights = mixtureWeights; self.transitions = transitions
        }
        init(folder: URL, mixtureWeights: URL) {
            self.init(means: folder.appendingPathComponent("means"), variances: folder.appendingPathComponent("variances"),
                      mixtureWeights: mixtureWeights, transitions: folder.appendingPathComponent("transition_matrices"))
        }
    }

    /// Puts the folder `staged` where `output` is: the old adaptation stays until the new one is in place.
    static func replace(_ output: URL, with staged: URL) throws(SpeechError) {
        let fm = FileManager.default
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).old")
        do {
            try fm.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fm.removeItem(at: old)
            if fm.fileExists(atPath: output.path) { guard rename(output.path, old.path) == 0 else { throw CocoaError(.fileWriteUnknown) } }
            guard rename(staged.path, output.path) == 0 else {
                _ = rename(old.path, output.path)
                throw CocoaError(.fileWriteUnknown)
            }
            try? fm.removeItem(at: old)
        } catch { throw .engineUnavailable("cannot write \(output.path): \(error)") }
    }

    /// `feat.params`: "-name value" lines.
    static func featureParameters(_ url: URL) -> [String: String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].hasPrefix("-") { out[String(parts[0].dropFirst())] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return out
    }
}
