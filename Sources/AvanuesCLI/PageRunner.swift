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

    /// With no display, runs this same command again under `xvfb-run -a` (once); returns if a display exists.
    static func ensureDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        if !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty { return }
        if env["AVANUES_UNDER_XVFB"] != nil { throw CLIError("no display, and Xvfb did not provide one") }
        guard let xvfb = ["/usr/bin/xvfb-run", "/usr/local/bin/xvfb-run"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw CLIError("no display: set DISPLAY or install xvfb (apt-get install xvfb xauth)") }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        setenv("AVANUES_UNDER_XVFB", "1", 1)
        let args = [xvfb, "-a", "-s", "-screen 0 1280x1024x24 -noreset", me] + CommandLine.arguments.dropFirst()
        var cargs = args.map { strdup($0) } + [nil]
        execv(xvfb, &cargs)
        throw CLIError("could not start \(xvfb): \(String(cString: strerror(errno)))")
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
