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

    /// Everything read from one pipe (up to `limit` bytes: a program that floods its output must not take the test
    /// process's memory with it); `closed` once every writer has closed it. Read with read(2) itself: Foundation's
    /// `availableData` ends the whole process on a read error, an interrupted read among them.
    final class Collector: @unchecked Sendable {
        static let limit = 16 << 20
        private let lock = NSCondition()
        private var data = Data()
        private var dropped = 0
        private(set) var closed = false

        init(_ handle: FileHandle) {
            let fd = handle.fileDescriptor
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                    lock.lock()
                    if n <= 0 {
                        closed = true
                    } else {
                        let room = max(0, Self.limit - data.count)
                        data.append(contentsOf: buffer[0..<min(n, room)])
                        dropped += n - min(n, room)
                    }
                    lock.broadcast()
                    lock.unlock()
                    if n <= 0 { withExtendedLifetime(handle) {}; return }
                }
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self) + (dropped > 0 ? "\n[\(dropped) bytes more not kept]" : "")
        }

        /// Waits until `condition` holds for the text so far (or the pipe closes); false when the deadline passed.
        func wait(until deadline: Date, for condition: (String) -> Bool) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            while !closed && !condition(String(decoding: data, as: UTF8.self)) {
                if !lock.wait(until: deadline) { return false }
            }
            return true
        }

        /// Waits until the pipe closes; false when the deadline passed.
        func waitClosed(until deadline: Date) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            while !closed {
                if !lock.wait(until: deadline) { return false }
            }
            return true
        }
    }

    public let process: Spawned
    let out: Collector
    let err: Collector
    let command: String

    public init(executable: URL, arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let output = try Spawned.pipe(), errors = try Spawned.pipe(), input = try Spawned.pipe()
        process = try Spawned(executable: executable.path, arguments: arguments, environment: env,
                              input: input.read.fileDescriptor, output: output.write.fileDescriptor, error: errors.write.fileDescriptor)
        // The program holds its own copies: the ends it uses are closed here, so its outputs close when it ends.
        try output.write.close()
        try errors.write.close()
        try input.read.close()
        out = Collector(output.read)
        err = Collector(errors.read)
        if let stdin { input.write.write(Data(stdin.utf8)) }
        try input.write.close()
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
        guard out.waitClosed(until: deadline), err.waitClosed(until: deadline) else {
            throw timedOut(timeout)
        }
        guard process.wait(until: deadline) else { throw timedOut(timeout) }
        return AvanuesProcess.Run(status: process.terminationStatus, stdout: out.text, stderr: err.text)
    }

    /// Sends `signal` to the program alone.
    public func send(_ signal: Int32) {
        process.send(signal)
    }

    /// Kills the program, its process group and every process it started, and waits briefly for the outputs to close.
    /// Never a signal for this process or its own group: a test run killed that way ends without a word.
    public func killAll() {
        let pid = process.processIdentifier
        let spared = Set([getpid(), getppid(), getpgrp()])
        if pid > 1, !spared.contains(pid) {
            // A program that ended may have left its group behind; its number is not handed out again while it does.
            let running = process.isRunning
            let family = running ? ProcessMemory.descendantIDs(of: pid).filter { !spared.contains($0) } : []
            kill(-pid, SIGKILL)
            if running { kill(pid, SIGKILL) }
            for p in family { kill(p, SIGKILL) }
        }
        let soon = Date().addingTimeInterval(5)
        _ = out.waitClosed(until: soon)
        _ = err.waitClosed(until: soon)
        if pid > 0 { process.waitUntilExit() }
    }

    private func timedOut(_ seconds: Double) -> TimedOut {
        killAll()
        return TimedOut(command: command, seconds: seconds, stdout: out.text, stderr: err.text)
    }
}
