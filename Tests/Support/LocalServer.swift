import Foundation

/// A test-only Python server from Tests/Support on 127.0.0.1: it prints its port on its first line.
public final class LocalServer: @unchecked Sendable {
    public let child: ChildProcess
    public let port: Int

    public init(script: String, arguments: [String] = []) throws {
        // The system's python3 itself (not a wrapper that would outlive a kill).
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/python3"
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(script).path
        child = try ChildProcess(executable: URL(fileURLWithPath: python), arguments: [path] + arguments)
        _ = try child.waitForOutput(containing: "\n", timeout: 60)
        port = Int(child.stdout.prefix { $0 != "\n" }) ?? 0
    }

    public var base: String { "http://127.0.0.1:\(port)" }

    deinit { child.killAll() }
}
