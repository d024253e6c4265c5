import CPocketSphinx
import Foundation

/// sphinxbase's log is one stream for the whole process. Giving each decoder its own (`-logfn`) closed the
/// previous stream, which another decoder or the grammar validator could still be writing to: the heap was
/// corrupted when a recognizer was made while a grammar was being checked on another thread. So the stream is set
/// once (`AVANUES_SPEECH_LOG=FILE`, else nowhere) and never closed; the validator points it at a capture file of
/// its own for a moment, under `lock`, and points it back.
enum SphinxLog {
    static let lock = NSLock()

    /// Where the parser's messages go while a grammar is checked (never closed either).
    nonisolated(unsafe) static let capture: UnsafeMutablePointer<FILE> = tmpfile() ?? fopen("/dev/null", "w+")!

    private nonisolated(unsafe) static var prepared = false

    /// Sets the process's log stream, once. Call under `lock`.
    static func prepare() {
        guard !prepared else { return }
        prepared = true
        let path = ProcessInfo.processInfo.environment["AVANUES_SPEECH_LOG"] ?? "/dev/null"
        err_set_logfp(fopen(path, "a") ?? fopen("/dev/null", "w"))
    }
}
