import Desktop
import Foundation

/// A program a test started: its output is collected as it comes, and nothing waits on it for ever. When a
/// deadline passes, the program and everything it started are killed and the wait ends with `TimedOut`, which
/// carries what the program had printed so far.
public final class ChildProcess: @unchecked Sendable {
    public struct TimedOut: Error, CustomStringConvertible {
        public let command: String
        public let seconds: Double
        public let stdout: String
        public let stderr: String
        public var description: String {
            "\(command) did not finish within \(Int(seconds)) s and was killed.\nstderr (end): \(stderr.suffix(4000))\nstdout (end): \(stdout.suffix(2000))"
        }
    }

    /// Everything read from one pipe; `closed` once every writer has closed it.
    final class Collector: @unchecked Sendable {
        private let lock = NSCondition()
        private var data = Data()
        private(set) var closed = false

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if chunk.isEmpty { closed = true } else { data.append(chunk) }
                    lock.broadcast()
                    lock.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        /// Waits until `condition` holds for the text so far (or the pipe closes); false when the deadline passed.
        func wait(until deadline: Date, for condition: (String) -> Bool) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            while !condition(String(decoding: data, as: UTF8.self)) && !closed {
                if !lock.wait(until: deadline) { return false }
            }
            return true
        }
    }

    public let process = Process()
    let out: Collector
    let err: Collector
    let command: String

    public init(executable: URL, arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        out = Collector(output.fileHandleForReading)
        err = Collector(errors.fileHandleForReading)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
    }

    public var stdout: String { out.text }
    public var stderr: String { err.text }

    /// Waits until standard output contains `text`; throws `TimedOut` (after killing the program) when it does not
    /// come within `timeout` seconds, and returns false when the output closed without it.
    @discardableResult
    public func waitForOutput(containing text: String, timeout: Double) throws -> Bool {
        guard out.wait(until: Date().addingTimeInterval(timeout), for: { $0.contains(text) }) else {
            throw timedOut(timeout)
        }
        return out.text.contains(text)
    }

    /// Waits for the program to end and both of its outputs to close (a program it started may still hold them).
    public func finish(timeout: Double) throws -> AvanuesProcess.Run {
        let deadline = Date().addingTimeInterval(timeout)
        guard out.wait(until: deadline, for: { _ in false }), err.wait(until: deadline, for: { _ in false }) else {
            throw timedOut(timeout)
        }
        while process.isRunning {
            guard Date() < deadline else { throw timedOut(timeout) }
            usleep(2000)
        }
        return AvanuesProcess.Run(status: process.terminationStatus, stdout: out.text, stderr: err.text)
    }

    /// Sends `signal` to the program alone.
    public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Kills the program, its process group and every process it started, and waits briefly for the outputs to close.
    public func killAll() {
        let family = ProcessMemory.descendantIDs(of: process.processIdentifier)
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        for pid in family { kill(pid, SIGKILL) }
        let soon = Date().addingTimeInterval(5)
        _ = out.wait(until: soon) { _ in false }
        _ = err.wait(until: soon) { _ in false }
        process.waitUntilExit()
    }

    private func timedOut(_ seconds: Double) -> TimedOut {
        killAll()
        return TimedOut(command: command, seconds: seconds, stdout: out.text, stderr: err.text)
    }
}
