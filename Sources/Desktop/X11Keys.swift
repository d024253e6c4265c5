import Foundation

/// Key presses sent through the X server to this process's window, as a keyboard would.
enum X11Keys {
    static func press(_ keys: String) async -> String? {
        let tool = "/usr/bin/xdotool"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return "xdotool is not installed" }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["search", "--sync", "--onlyvisible", "--pid", "\(getpid())", "--name", "", "windowfocus", "--sync", "%1",
                       "key", "--delay", "80"] + keys.split(separator: " ").map(String.init)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return "xdotool: \(error)" }
        // The key events come back through this process's main loop: wait without blocking it.
        while p.isRunning { try? await Task.sleep(nanoseconds: 20_000_000) }
        return p.terminationStatus == 0 ? nil : "xdotool failed (\(p.terminationStatus))"
    }
}
