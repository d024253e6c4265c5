import Foundation

/// An X server of its own for tests whose windows must keep the keyboard focus: on the one shared server, every
/// window another test opens takes the focus, and a page whose window loses it sees a blur (a select-only combobox
/// closes, typed keys go elsewhere). Xvfb picks a free display number itself (`-displayfd`), so servers started at
/// the same time cannot collide.
public final class PrivateDisplay: @unchecked Sendable {
    public let name: String
    private let server: ChildProcess

    public init() throws {
        server = try ChildProcess(executable: URL(fileURLWithPath: "/usr/bin/Xvfb"),
                                  arguments: ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"])
        try server.waitForOutput(containing: "\n", timeout: 30)
        guard let number = Int(server.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.killAll()
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "Xvfb did not start: \(server.stderr)"])
        }
        name = ":\(number)"
    }

    /// The environment that puts a program's windows on this server.
    public var environment: [String: String] { ["DISPLAY": name, "GDK_BACKEND": "x11"] }

    deinit { server.killAll() }
}
