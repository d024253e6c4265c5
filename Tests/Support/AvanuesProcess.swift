import Foundation

/// Runs the built `avanues` executable as a person or a script would (tests of every target use it).
public enum AvanuesProcess {
    public struct Run: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        /// Each stdout line parsed as a JSON object.
        public func objects() throws -> [[String: Any]] {
            try stdout.split(separator: "\n").map {
                guard let o = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] else {
                    throw CocoaError(.coderReadCorrupt)
                }
                return o
            }
        }

        /// A run that stopped short: it failed, or printed fewer answers than were asked of it.
        public struct Short: Error, CustomStringConvertible {
            public let run: Run
            public let expected: Int
            public var description: String {
                "exit status \(run.status), \(run.stdout.split(separator: "\n").count) of \(expected) lines\n"
                    + "stderr (end): \(run.stderr.suffix(4000))\nstdout (end): \(run.stdout.suffix(2000))"
            }
        }

        /// The JSON lines of a run that succeeded and gave at least `count` of them; else `Short`, with what it printed
        /// (a test indexing the lines fails with the reason instead of taking the whole test run down).
        public func objects(atLeast count: Int) throws -> [[String: Any]] {
            let o = status == 0 ? try objects() : []
            guard status == 0, o.count >= count else { throw Short(run: self, expected: count) }
            return o
        }
    }

    /// The executable next to the running test executable (`swift build` puts both in the same folder).
    public static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("avanues")
    }

    /// How long one run may take before it is killed and the test fails with what it printed (a window run takes
    /// seconds; a hang must not hold the whole test run until CI's limit).
    public static let timeout: Double = 300

    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                           timeout: Double = timeout) throws -> Run {
        // A speaker adaptation the developer stored must not change what the speech tests hear.
        var env = ["GTK_A11Y": "none", "AVANUES_SPEECH_ADAPTATION": "none"]
        for (k, v) in environment { env[k] = v }
        return try ChildProcess(executable: executable, arguments: arguments, environment: env, stdin: stdin).finish(timeout: timeout)
    }

    /// The repository's Tests/Fixtures folder.
    public static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// ../shared/corpora beside the repository, when it is there.
    public static var corpora: URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
