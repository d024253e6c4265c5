import CCrashReport
import CSpawn
import Foundation

/// A program the tests started with posix_spawn, in a process group of its own, and collected with waitpid on its
/// own number alone. Foundation's `Process` was used before: on Linux it runs each child through a manager thread's
/// run loop and adds a run-loop source to the starting thread's, a dispatch worker's under the test runner; the test
/// process died of signal 11 a few times in 700 tests that started thousands of children (a release of `Process`
/// objects and their monitoring was the suspected cause, never caught in a backtrace). This has no thread of its own.
public final class Spawned: @unchecked Sendable {
    public enum TerminationReason: Sendable { case exit, uncaughtSignal }

    public struct Failed: Error, CustomStringConvertible {
        public let executable: String
        public let code: Int32
        public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
    }

    /// A crash of the test process itself is reported with its stack on standard error (the test run has Swift's
    /// own backtracer off): installed with the first program a test starts.
    private static let reportCrashes: Void = avn_crash_report_install("test process")

    public let processIdentifier: pid_t
    private let lock = NSLock()
    private var status: Int32?

    /// Starts `executable` with `arguments`; `input`, `output` and `error` are descriptors the program gets as its
    /// standard ones (nil: /dev/null). The program gets no other descriptor of the test process.
    public init(executable: String, arguments: [String], environment: [String: String],
                input: Int32?, output: Int32?, error: Int32?) throws {
        Self.reportCrashes
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, target) in [(input, STDIN_FILENO), (output, STDOUT_FILENO), (error, STDERR_FILENO)] {
            if let fd {
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            }
        }
        avn_spawn_close_from(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own group (killed as one); no signal blocked; SIGPIPE and the like as a shell would leave them, not
        // ignored as the test process has them.
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failed(executable: executable, code: code) }
        processIdentifier = pid
    }

    /// Collects the program's ending if it has ended (never blocks). Called with the lock held.
    private func collect() {
        guard status == nil else { return }
        var raw: Int32 = 0
        var r: pid_t
        repeat { r = waitpid(processIdentifier, &raw, WNOHANG) } while r < 0 && errno == EINTR
        if r == processIdentifier { status = raw }
    }

    public var isRunning: Bool { lock.withLock { collect(); return status == nil } }

    /// Waits until the program has ended (polling: a test's children live for seconds, not microseconds).
    public func waitUntilExit() {
        while isRunning { usleep(2000) }
    }

    /// Waits until the program has ended or `deadline` passes; whether it ended.
    public func wait(until deadline: Date) -> Bool {
        while isRunning {
            if Date() >= deadline { return false }
            usleep(2000)
        }
        return true
    }

    private var raw: Int32 { lock.withLock { collect(); return status ?? 0 } }
    public var terminationReason: TerminationReason { raw & 0x7f == 0 ? .exit : .uncaughtSignal }
    /// The exit status, or the signal that ended it (as Foundation's `Process` reports them).
    public var terminationStatus: Int32 { raw & 0x7f == 0 ? (raw >> 8) & 0xff : raw & 0x7f }

    /// Sends `signal` to the program while it has not been collected, so the number cannot be another program's by then.
    public func send(_ signal: Int32) {
        lock.withLock {
            collect()
            guard status == nil, processIdentifier > 1 else { return }
            kill(processIdentifier, signal)
        }
    }

    /// Makes a pipe whose ends are closed in every program started (the one given one of them gets a copy).
    public static func pipe() throws -> (read: FileHandle, write: FileHandle) {
        var fds: [Int32] = [0, 0]
        guard avn_pipe_cloexec(&fds) == 0 else { throw Failed(executable: "pipe", code: errno) }
        return (FileHandle(fileDescriptor: fds[0], closeOnDealloc: true), FileHandle(fileDescriptor: fds[1], closeOnDealloc: true))
    }

    /// Runs a program to its end with its outputs thrown away (or `output`); its exit status, or nil when it was
    /// killed by a signal.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], output: Int32? = nil) throws -> Int32? {
        let p = try Spawned(executable: executable, arguments: arguments, environment: ProcessInfo.processInfo.environment,
                            input: nil, output: output, error: nil)
        p.waitUntilExit()
        return p.terminationReason == .exit ? p.terminationStatus : nil
    }
}
