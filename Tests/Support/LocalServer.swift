import Foundation

/// A test-only Python server from Tests/Support on 127.0.0.1: it prints its port on its first line.
public final class LocalServer: @unchecked Sendable {
    public let process = Process()
    public let errors = Pipe()
    public let port: Int

    public init(script: String, arguments: [String] = []) throws {
        // The system's python3 itself (not a wrapper that would outlive a kill), with no handle on the test
        // runner's output: the runner waits for its output to close.
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/python3"
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(script).path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        process.standardInput = Pipe()
        try process.run()
        var line = Data()
        let reader = out.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        line = line.prefix { $0 != UInt8(ascii: "\n") }
        port = Int(String(decoding: line, as: UTF8.self)) ?? 0
    }

    public var base: String { "http://127.0.0.1:\(port)" }

    deinit { kill(process.processIdentifier, SIGKILL) }
}
