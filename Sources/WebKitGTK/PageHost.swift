import BrowserCore
import Foundation

/// One engine and its page session, run inside the GLib loop: what the CLI commands and the benchmarks share.
public enum PageHost {
    /// Runs `body`; an error is printed on standard error as one line. Returns the process exit code.
    @MainActor
    public static func run(
        options: WebKitEngine.Options, _ body: @escaping @MainActor (WebKitEngine, PageSession) async throws -> Void
    ) -> Int32 {
        MainLoop.run {
            let engine = WebKitEngine(options: options)
            let session = PageSession(engine: engine)
            do {
                try await body(engine, session)
                return 0
            } catch {
                FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                return 1
            }
        }
    }
}
