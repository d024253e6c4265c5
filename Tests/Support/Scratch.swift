import Foundation

/// Where tests write their files: one folder per test process, removed when the process exits. Folders left by
/// a run that crashed or was killed are removed by the next run, so the temporary directory does not fill up.
public enum Scratch {
    static let prefix = "avanues-tests-"

    public static let root: URL = {
        let tmp = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
            }
        }
        let url = tmp.appendingPathComponent("\(prefix)\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// A new path under the scratch folder (nothing is created there).
    public static func path(_ name: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
    }

    /// A new, empty folder under the scratch folder.
    public static func folder(_ name: String) -> URL {
        let url = path(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
