import Desktop
import Foundation
import Testing
import TestSupport

/// The way tests run programs: a flood of output is kept within bounds, a program that hangs is ended with all it
/// started, and nothing the tests do to a program can reach the test process.
struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    /// A process's state and start time (clock ticks since boot), from /proc; nil when there is no such process.
    static func stat(_ pid: Int32) -> (state: Substring, start: Substring)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? (fields[0], fields[19]) : nil
    }

    /// Whether the process that had this number and start time has ended: gone, dead and waiting for its parent to
    /// collect it, or its number another's by now (numbers wrap at 32768 here, and a full test run starts thousands).
    /// A process killed is not ended at once: it closes its files (so the outputs close) before the kernel marks it
    /// dead, and on a busy machine the moment between can be long, so this waits up to five seconds.
    static func ended(_ pid: Int32, startedAt start: Substring) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while true {
            guard let now = stat(pid) else { return true }
            if now.state == "Z" || now.start != start { return true }
            if Date() > deadline { return false }
            usleep(10_000)
        }
    }

    @Test func aFloodOfOutputIsKeptWithinBounds() throws {
        let child = try ChildProcess(executable: Self.shell, arguments: ["-c", "head -c 40000000 /dev/zero | tr '\\0' x; echo done >&2"])
        let run = try child.finish(timeout: 60)
        #expect(run.status == 0 && run.stderr == "done\n")
        #expect(run.stdout.hasSuffix("[23222784 bytes more not kept]"), "\(run.stdout.suffix(60))")
        #expect(run.stdout.utf8.count < 17 << 20)
    }

    @Test func aProgramThatHangsIsEndedWithWhatItStarted() throws {
        let child = try ChildProcess(executable: Self.shell, arguments: ["-c", "sleep 300 & sleep 300 & echo started; wait"])
        #expect(try child.waitForOutput(containing: "started", timeout: 30))
        let pid = child.process.processIdentifier
        let family = ProcessMemory.descendantIDs(of: pid).compactMap { p in Self.stat(p).map { (p, $0.start) } }
        #expect(family.count == 2, "\(family)")
        #expect(throws: ChildProcess.TimedOut.self) { try child.finish(timeout: 0.5) }
        #expect(!child.process.isRunning)
        for (p, start) in family { #expect(Self.ended(p, startedAt: start), "process \(p) is still there") }
        // Said again to a program that has ended, nothing is sent (its number may belong to another by now).
        child.killAll()
        child.send(SIGKILL)
    }

    /// A program gets its three standard descriptors and nothing else of the test process (a pipe another test holds
    /// open in a child would keep that test waiting for its output to close), in a process group of its own.
    @Test func aProgramGetsOnlyItsOwnDescriptors() throws {
        let open = Glibc.open("/dev/null", O_RDONLY)  // inherited by default: no close-on-exec
        defer { close(open) }
        try #require(open > 2)
        let run = try ChildProcess(executable: Self.shell, arguments: ["-c", "ls /proc/$$/fd; echo --; ps -o pgid= -p $$; echo $$"]).finish(timeout: 60)
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let fds = lines.prefix { $0 != "--" }
        #expect(Set(fds) == ["0", "1", "2"], "\(lines)")
        #expect(lines.count == fds.count + 3 && lines[lines.count - 2] == lines[lines.count - 1], "its own group: \(lines)")
    }

    @Test func endingsAreToldApart() throws {
        #expect(try Spawned.run("/bin/sh", ["-c", "exit 3"]) == 3)
        #expect(try Spawned.run("/bin/sh", ["-c", "kill -9 $$"]) == nil)
        #expect(throws: Spawned.Failed.self) { try Spawned.run("/no/such/program", []) }
    }
}
