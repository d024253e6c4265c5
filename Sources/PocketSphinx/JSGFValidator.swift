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

    /// sphinxbase logs through one process-wide stream; checks take turns.
    private static let lock = NSLock()

    public static func validate(_ grammar: String) throws -> Summary {
        lock.lock()
        defer { lock.unlock() }
        guard let log = tmpfile() else { throw Failure(description: "cannot open a temporary log") }
        defer { fclose(log) }
        err_set_logfp(log)
        defer { err_set_logfp(nil) }

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
        return text.split(separator: "\n").filter { $0.contains("ERROR") }.joined(separator: "; ")
    }
}
