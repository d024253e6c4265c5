import CPocketSphinx
import Foundation

/// A JSGF grammar compiled by sphinxbase (as `ps_set_jsgf_string` compiles it) and made as small as it can be
/// (`WordGraph.reduced`), for the decoder's command search.
public struct CompiledGrammar {
    /// The graph sphinxbase compiles the grammar's public rule into, and the words its arcs say.
    public let graph: WordGraph
    public let words: [String]
    /// Whether every arc has probability 1, as in a grammar without weights.
    public let unweighted: Bool
    let name: String

    /// With a log base and language weight of the decoder's defaults.
    public init?(_ jsgf: String) {
        guard let logmath = logmath_init(1.0001, 0, 0) else { return nil }
        defer { _ = logmath_free(logmath) }
        self.init(jsgf, logmath: logmath, languageWeight: 6.5)
    }

    /// Nil when sphinxbase cannot parse or compile the grammar (its log says why).
    public init?(_ jsgf: String, logmath: OpaquePointer, languageWeight: Float) {
        guard let parsed = jsgf_parse_string(jsgf, nil) else { return nil }
        defer { jsgf_grammar_free(parsed) }
        guard let rule = jsgf_get_public_rule(parsed),
              let fsg = jsgf_build_fsg(parsed, rule, logmath, languageWeight) else { return nil }
        defer { _ = fsg_model_free(fsg) }
        let model = fsg.pointee
        name = String(cString: model.name)
        words = (0..<Int(model.n_word)).map { String(cString: model.vocab[$0]!) }
        var graph = WordGraph(stateCount: Int(model.n_state), start: Int(model.start_state), finals: [Int(model.final_state)])
        var unweighted = true
        for state in 0..<model.n_state {
            var arc = fsg_model_arcs(fsg, state)
            while let a = arc {
                if let link = fsg_arciter_get(a)?.pointee {
                    graph.add(from: Int(link.from_state), to: Int(link.to_state), word: link.wid < 0 ? nil : link.wid)
                    if link.logs2prob != 0 { unweighted = false }
                }
                arc = fsg_arciter_next(a)
            }
        }
        self.graph = graph
        self.unweighted = unweighted
    }

    /// A sphinxbase graph of the reduced form of the grammar, for `ps_set_fsg` (the caller frees it after); nil
    /// when the grammar has weights or a loop, which are left to sphinxbase as they are.
    public func reducedModel(logmath: OpaquePointer, languageWeight: Float) -> UnsafeMutablePointer<fsg_model_t>? {
        guard unweighted, let small = graph.reduced(),
              let fsg = fsg_model_init(name, logmath, languageWeight, Int32(small.stateCount)) else { return nil }
        for word in words { _ = fsg_model_word_add(fsg, word) }
        fsg.pointee.start_state = Int32(small.start)
        fsg.pointee.final_state = Int32(small.finals.first ?? 0)
        for (from, arcs) in small.arcs.enumerated() {
            for arc in arcs { fsg_model_trans_add(fsg, Int32(from), Int32(arc.to), 0, arc.word) }
            for to in small.nulls[from] { _ = fsg_model_null_trans_add(fsg, Int32(from), Int32(to), 0) }
        }
        // The decoder follows one null arc at a time: each state gets one to every state its null arcs reach.
        glist_free(fsg_model_null_trans_closure(fsg, nil))
        return fsg
    }
}
