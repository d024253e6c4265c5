import BrowserCore
import Foundation
import PageScripts
import WebKitGTK

#if canImport(Glibc)
import Glibc
#endif

/// Runs page work for a CLI command: a display (Xvfb when there is none), the GLib loop, one engine.
enum PageRunner {
    /// Resolves what a person typed: http(s)/file/about/data URLs as they are, anything else as a file path.
    static func url(_ text: String) throws -> URL {
        let lower = text.lowercased()
        for scheme in ["http://", "https://", "file://", "about:", "data:"] where lower.hasPrefix(scheme) {
            guard let url = URL(string: text) else { throw CLIError("not a valid URL: \(text)") }
            return url
        }
        let path = (text as NSString).expandingTildeInPath
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("no such file: \(text)") }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// With no display, starts an X server of this process's own (Xvfb) and points DISPLAY at it; returns at once if a
    /// display exists. The server ends when its last client does (`-terminate`), so nothing is left running however
    /// this process ends — killed included — and this process stays the one others see and signal. (Running again
    /// under xvfb-run made its shell that process: killing it left the window and the server running.)
    static func ensureDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        if !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty { return }
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw CLIError("no display: set DISPLAY or install Xvfb (apt-get install xvfb)") }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd: the server picks a free display number itself and writes it to standard output.
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-terminate"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        do { try server.run() } catch { throw CLIError("no display, and Xvfb did not start: \(error.localizedDescription)") }
        let line = readLine(number.fileHandleForReading, timeout: 20)
        guard let n = line.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
            server.terminate()
            throw CLIError("no display, and Xvfb did not give one within 20 s")
        }
        setenv("DISPLAY", ":\(n)", 1)
        setenv("GDK_BACKEND", "x11", 1)
    }

    /// The first line `handle` gives within `timeout` seconds (nil: none came, or it closed first).
    private static func readLine(_ handle: FileHandle, timeout: Double) -> String? {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            box.text = String(decoding: data, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success, box.text.contains("\n") else { return nil }
        return box.text
    }

    /// Runs `body` with a fresh engine and page session on the main actor; returns the process exit code.
    static func run(fileAccess: Bool, offline: Bool = false, _ body: @escaping @MainActor (WebKitEngine, PageSession) async throws -> Void) throws -> Int32 {
        try ensureDisplay()
        var options = WebKitEngine.Options()
        options.fileAccessFromFileURLs = fileAccess
        options.offline = offline
        return MainActor.assumeIsolated { PageHost.run(options: options, body) }
    }

    static func milliseconds(since start: UInt64) -> Double {
        (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e5).rounded() / 10
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
