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
    }

    /// The executable next to the running test executable (`swift build` puts both in the same folder).
    public static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("avanues")
    }

    /// `wrapper` runs the executable through another program (`xvfb-run -a` for an X server of its own).
    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                           wrapper: [String] = []) throws -> Run {
        let process = Process()
        if let tool = wrapper.first {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = Array(wrapper.dropFirst()) + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var env = ProcessInfo.processInfo.environment
        env["GTK_A11Y"] = "none"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a chatty stderr cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
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
