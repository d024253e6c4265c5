import CPocketSphinx
import Foundation
import Speech

/// Reading the decoder's results: the best path's segments and words, the n-best list, pronunciations.
extension PocketSphinxRecognizer {
    /// Every segment of the best path, fillers and silences included.
    func pathSegments() -> [UnexplainedSpeech.Segment] { Self.segments(of: decoder) }

    /// Every segment of a decoder's best path.
    static func segments(of decoder: OpaquePointer) -> [UnexplainedSpeech.Segment] {
        var out: [UnexplainedSpeech.Segment] = []
        var it = ps_seg_iter(decoder)
        while let seg = it {
            var sf: Int32 = 0, ef: Int32 = 0
            ps_seg_frames(seg, &sf, &ef)
            var a: Int32 = 0, l: Int32 = 0, b: Int32 = 0
            let posterior = ps_seg_prob(seg, &a, &l, &b)
            out.append(.init(word: String(cString: ps_seg_word(seg)), start: Int(sf), end: Int(ef), posterior: posterior))
            it = ps_seg_next(seg)
        }
        return out
    }

    /// How many phones the decoder's pronunciation of a word has ("thirty(2)" is the second one); nil when it has none.
    func phoneCount(_ word: String) -> Int? {
        if let n = phoneCounts[word] { return n }
        guard let p = ps_lookup_word(decoder, word) else { return nil }
        defer { Foundation.free(p) }
        let n = String(cString: p).split(separator: " ").count
        phoneCounts[word] = n
        return n
    }

    /// Words of a best path (`pathSegments`) with times (frames) and posteriors; fillers and silences left out.
    /// Segment frames can count on from earlier searches of the same decoder; they are moved to start at this utterance.
    func words(_ raw: [UnexplainedSpeech.Segment]) -> [RecognizedWord] {
        let frames = Int(ps_get_n_frames(decoder))
        let shift = max(0, (raw.map(\.end).max() ?? 0) + 1 - frames)
        let logmath = ps_get_logmath(decoder)
        return raw.filter { !$0.isFiller }.map { r in
            let p = logmath.map { logmath_exp($0, r.posterior) } ?? 1
            return RecognizedWord(text: Self.baseWord(r.word), confidence: max(0, min(1, p)),
                                  startMs: (r.start - shift) * Self.frameMs, endMs: (r.end + 1 - shift) * Self.frameMs)
        }
    }

    func nbest(limit: Int) -> [(text: String, score: Int32)] {
        var out: [(String, Int32)] = []
        var seen = Set<String>()
        var it = ps_nbest(decoder)
        while let n = it, out.count < limit {
            var score: Int32 = 0
            if let h = ps_nbest_hyp(n, &score) {
                let text = String(cString: h).split(separator: " ").map { Self.baseWord(String($0)) }.joined(separator: " ")
                if !text.isEmpty, seen.insert(text).inserted { out.append((text, score)) }
            }
            it = ps_nbest_next(n)
        }
        if let it { ps_nbest_free(it) }
        return out
    }

    /// "read(2)" → "read": alternative pronunciations are numbered in the dictionary.
    static func baseWord(_ w: String) -> String {
        guard w.hasSuffix(")"), let open = w.lastIndex(of: "(") else { return w }
        return String(w[..<open])
    }
}

extension PocketSphinxRecognizer {
    /// Decodes with a speaker transform `VoiceLearning` estimated, from this utterance on (both decoders; the
    /// model's means are read again and transformed, so transforms do not pile up).
    func learn(_ transform: URL) {
        guard let mllr = ps_mllr_read(transform.path) else { return }
        _ = ps_update_mllr(decoder, mllr)
        phoneLoop?.updateTransform(transform)
    }
}
