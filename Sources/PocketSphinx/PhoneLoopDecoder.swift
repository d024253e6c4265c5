import CPocketSphinx
import Foundation
import Speech

/// The phone loop that gives each command its confidence (`PocketSphinxTask.commandConfidence`), in a decoder of
/// its own with a thread of its own.
///
/// In the grammar's decoder the phone loop could only run after the utterance ended, on the audio again: 30–80 ms
/// between the end of speech and the command, and about a third of all decoding time. Here it hears the same
/// samples as the grammar while they arrive, on the second core, and is done when the grammar is. Its acoustic
/// model is the context-independent part of the grammar's (`PhoneLoopModel`), so it costs little memory.
///
/// Every call is queued in order on the decoder's own queue; `finish` and `decodeWhole` hand back a `Pending`
/// pass to wait for once the grammar's own pass is done.
final class PhoneLoopDecoder: @unchecked Sendable {
    struct Pass: Sendable, Equatable {
        var score: Int32
        var path: [UnexplainedSpeech.Segment]
    }

    /// A pass being decoded on the phone loop's thread.
    final class Pending: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var result: Pass?
        private var waited = false

        fileprivate func fulfil(_ pass: Pass?) {
            result = pass
            done.signal()
        }

        /// Waits for the pass (once; later calls return the same answer).
        func wait() -> Pass? {
            if !waited { done.wait(); waited = true }
            return result
        }
    }

    static let search = "phones"

    private let decoder: OpaquePointer
    private let config: OpaquePointer
    private let queue = DispatchQueue(label: "avanues.phone-loop")
    /// Whether an utterance is open on the decoder (touched on `queue` only).
    private var inUtterance = false
    /// Whether the context-independent model was used (false: the whole model, for models `PhoneLoopModel` cannot reduce).
    let reducedModel: Bool
    /// The model it was reduced from, and the folder the reduced model was written to (gone once loaded; written
    /// again when a speaker transform needs the means read again).
    private let acousticModel: URL
    private let reducedFolder: URL

    /// `arguments`: the grammar decoder's other settings (a speaker adaptation's transform, `AVANUES_SPEECH_ARGS`);
    /// `reduce`: false decodes with the whole model (tests compare the two).
    init(acousticModel: URL, phoneLanguageModel: URL, arguments: [String], reduce: Bool = true) throws(SpeechError) {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("avanues-phones-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? fm.removeItem(at: work) }
        let dictionary = work.appendingPathComponent("empty.dict")
        self.acousticModel = acousticModel
        reducedFolder = work
        do {
            try fm.createDirectory(at: work, withIntermediateDirectories: true)
            try Data().write(to: dictionary)
            reducedModel = try reduce && PhoneLoopModel.write(from: acousticModel, into: work)
        } catch {
            throw .engineUnavailable("cannot prepare the phone loop's model in \(fm.temporaryDirectory.path): \(error)")
        }
        // The samples come dithered by the recognizer (`Dither`): sphinxbase dithers from one generator for the
        // whole process, which two decoders on two threads would share.
        let args = ["avanues", "-hmm", (reducedModel ? work : acousticModel).path, "-dict", dictionary.path, "-allphone_ci", "yes"]
            + arguments + ["-dither", "no"]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) }
        defer { argv.forEach { Foundation.free($0) } }
        guard let cfg = cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), &argv, 0) else {
            throw .engineUnavailable("PocketSphinx rejected the phone loop's configuration")
        }
        cmd_ln_set_str_r(cfg, "-lm", nil)
        guard let ps = ps_init(cfg) else {
            _ = cmd_ln_free_r(cfg)
            throw .engineUnavailable("PocketSphinx could not load the phone loop's model")
        }
        guard ps_set_allphone_file(ps, Self.search, phoneLanguageModel.path) == 0, ps_set_search(ps, Self.search) == 0 else {
            ps_free(ps)
            _ = cmd_ln_free_r(cfg)
            throw .engineUnavailable("PocketSphinx could not load the phone language model \(phoneLanguageModel.path)")
        }
        decoder = ps
        config = cfg
    }

    // Every queued call holds the decoder, so none is left when it goes.
    deinit {
        ps_free(decoder)
        _ = cmd_ln_free_r(config)
    }

    /// Opens an utterance for live audio (ending one left open).
    func start() {
        queue.async { [self] in
            if inUtterance { ps_end_utt(decoder) }
            inUtterance = ps_start_utt(decoder) == 0
        }
    }

    /// Decodes samples of the open utterance.
    func process(_ samples: [Int16]) {
        queue.async { [self] in
            guard inUtterance else { return }
            samples.withUnsafeBufferPointer { _ = ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 0) }
        }
    }

    /// Decodes with this speaker transform from the next utterance on (`VoiceLearning`; the file is read now).
    func updateTransform(_ file: URL) {
        let path = file.path
        queue.async { [self] in
            if inUtterance { ps_end_utt(decoder); inUtterance = false }
            // PocketSphinx reads the model's means again from where it loaded them (and exits when they are not
            // there), so the reduced model is written there again for as long as that takes.
            let fm = FileManager.default
            if reducedModel {
                guard (try? fm.createDirectory(at: reducedFolder, withIntermediateDirectories: true)) != nil,
                      (try? PhoneLoopModel.write(from: acousticModel, into: reducedFolder)) == true else {
                    try? fm.removeItem(at: reducedFolder)
                    return
                }
            }
            defer { if reducedModel { try? fm.removeItem(at: reducedFolder) } }
            if let mllr = ps_mllr_read(path) { _ = ps_update_mllr(decoder, mllr) }
        }
    }

    /// Drops the open utterance.
    func cancel() {
        queue.async { [self] in
            if inUtterance { ps_end_utt(decoder) }
            inUtterance = false
        }
    }

    /// Ends the live utterance once the audio queued before is decoded, and reads it.
    func finish() -> Pending {
        let pending = Pending()
        queue.async { [self] in
            guard inUtterance else { return pending.fulfil(nil) }
            ps_end_utt(decoder)
            inUtterance = false
            pending.fulfil(read())
        }
        return pending
    }

    /// Decodes `samples` as one whole utterance (its own cepstral mean), `passes` times: as the grammar's decoder
    /// does for an utterance it decodes whole, so the running mean both decoders carry to the next one stays the same.
    func decodeWhole(_ samples: [Int16], passes: Int = 1) -> Pending {
        let pending = Pending()
        queue.async { [self] in
            if inUtterance { ps_end_utt(decoder) }
            inUtterance = false
            for _ in 0..<max(1, passes) {
                guard ps_start_utt(decoder) == 0 else { return pending.fulfil(nil) }
                samples.withUnsafeBufferPointer { _ = ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 1) }
                ps_end_utt(decoder)
            }
            pending.fulfil(read())
        }
        return pending
    }

    private func read() -> Pass? {
        var score: Int32 = 0
        guard ps_get_hyp(decoder, &score) != nil else { return nil }
        return Pass(score: score, path: PocketSphinxRecognizer.segments(of: decoder))
    }
}

/// The dither the recognizer adds to its samples before both decoders hear them: one in four samples one step up,
/// as sphinxbase's own dither does, from a generator of the recognizer's own (seeded, so runs repeat). Digital
/// silence otherwise gives the decoder frames of no energy at all, which it reads badly.
struct Dither: Sendable {
    private var state: UInt64

    /// `seed`: `-seed N` in `AVANUES_SPEECH_ARGS` (sphinxbase's own dither seed before), 1 by default.
    init(seed: UInt64 = 1) {
        state = 0x9E37_79B9_7F4A_7C15 &+ (seed &- 1) &* 0xBF58_476D_1CE4_E5B9
        if state == 0 { state = 1 }   // xorshift never leaves zero
    }

    mutating func apply(_ samples: [Int16]) -> [Int16] {
        var out = samples
        for i in out.indices {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            if state & 3 == 0, out[i] < Int16.max { out[i] += 1 }
        }
        return out
    }
}
