import Foundation

/// Resident memory from /proc.
public enum ProcessMemory {
    public static func residentKiB(pid: String = "self") -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// A field of /proc/self/smaps_rollup, in KiB.
    public static func rollup(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Whether a Mesa GL driver is mapped into this process.
    /// Whether a library whose file name starts with `library` is mapped into this process.
    public static func maps(library: String) -> Bool {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        return maps.split(separator: "\n").contains { $0.contains("/" + library) }
    }

    public static func mapsGLDriver() -> Bool {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        return maps.split(separator: "\n").contains { $0.hasSuffix("_dri.so") || $0.contains("/libgallium") }
    }

    /// The processes this one started, directly or not (WebKit's web processes run inside sandbox launchers):
    /// their resident memory in total, and how many of them are WebKit web processes.
    public static func descendants() -> (residentKiB: Int, webProcesses: Int) {
        var total = 0, web = 0
        for pid in descendantIDs(of: getpid()) {
            total += residentKiB(pid: "\(pid)")
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            if name.hasPrefix("WebKitWebProces") { web += 1 }
        }
        return (total, web)
    }

    /// The processes below `root`, directly or not (from the parent links in /proc).
    public static func descendantIDs(of root: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { children[parent, default: []].append(pid) }
        }
        var found: [Int32] = [], queue = [root]
        while let next = queue.popLast() {
            for c in children[next] ?? [] where !found.contains(c) { found.append(c); queue.append(c) }
        }
        return found
    }

    /// Milliseconds since this process started (from its start time in /proc and the boot clock).
    public static func sinceStartMs() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 of stat is the start time in clock ticks; after the ")" it is the 20th.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ((Double(now.tv_sec) + Double(now.tv_nsec) / 1e9) - ticks / hz) * 1000
    }
}
