import CPocketSphinx
import Foundation

/// Checks a JSGF grammar with the recognizer's own parser (sphinxbase `jsgf_parse_string`) and compiles its
/// public rule to a finite-state grammar, as the recognizer will.
public enum JSGFValidator {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public struct Summary: Sendable {
        public let publicRule: String
        public let ruleCount: Int
        public let states: Int
    }

    public static func validate(_ grammar: String) throws -> Summary {
        // sphinxbase logs through one process-wide stream: the parser's messages are caught by pointing it at a
        // file of the validator's own for the duration (checks take turns; see `SphinxLog`).
        SphinxLog.lock.lock()
        defer { SphinxLog.lock.unlock() }
        SphinxLog.prepare()
        let log = SphinxLog.capture
        ftruncate(fileno(log), 0)
        rewind(log)
        let previous = err_get_logfp()
        err_set_logfp(log)
        defer { err_set_logfp(previous) }

        guard let jsgf = jsgf_parse_string(grammar, nil) else {
            throw Failure(description: "jsgf_parse_string rejected the grammar: " + read(log))
        }
        defer { jsgf_grammar_free(jsgf) }
        guard let rule = jsgf_get_public_rule(jsgf) else { throw Failure(description: "no public rule") }
        let name = String(cString: jsgf_rule_name(rule))

        var count = 0
        if let iterator = jsgf_rule_iter(jsgf) {
            var it: UnsafeMutablePointer<hash_iter_t>? = iterator
            while it != nil {
                count += 1
                it = hash_table_iter_next(it)
            }
        }

        guard let logmath = logmath_init(1.0001, 0, 0) else { throw Failure(description: "logmath_init failed") }
        defer { _ = logmath_free(logmath) }
        guard let fsg = jsgf_build_fsg(jsgf, rule, logmath, 7.5) else {
            throw Failure(description: "could not build a finite-state grammar: " + read(log))
        }
        defer { _ = fsg_model_free(fsg) }
        // sphinxbase logs some faults (an undefined rule reference) and carries on: count them as failures.
        let errors = read(log)
        if !errors.isEmpty { throw Failure(description: errors) }
        return Summary(publicRule: name, ruleCount: count, states: Int(fsg.pointee.n_state))
    }

    private static func read(_ file: UnsafeMutablePointer<FILE>) -> String {
        fflush(file)
        rewind(file)
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        let text = String(decoding: out, as: UTF8.self)
        // Only the grammar's own errors: a recognizer decoding on another thread may log into the file meanwhile.
        return text.split(separator: "\n").filter { $0.contains("ERROR") && ($0.contains("jsgf") || $0.contains("fsg")) }
            .joined(separator: "; ")
    }
}
