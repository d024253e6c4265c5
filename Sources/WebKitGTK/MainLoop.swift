import CWebKitGTK
import Dispatch

/// Runs GTK's GLib main loop on the process's main thread and drains libdispatch's main queue from it, so
/// `@MainActor` tasks run while GTK and WebKit are being driven (`g_main_loop_run` alone never drains it).
public enum MainLoop {
    /// Initialises GTK, runs `body` as a main-actor task inside the GLib loop, and returns its exit code when
    /// it finishes. Call from the main thread.
    @MainActor
    public static func run(_ body: @escaping @MainActor () async -> Int32) -> Int32 {
        RenderingSetup.pinMemoryThreshold()
        RenderingSetup.apply()
        gtk_init()
        let fd = _dispatch_get_main_queue_handle_4CF()
        _ = avn_set_nonblocking(fd)
        g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var buffer: UInt64 = 0
            _ = read(fd, &buffer, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return avn_true()
        }, nil)
        let loop = g_main_loop_new(nil, 0)
        nonisolated(unsafe) let unsafeLoop = loop
        var code: Int32 = 0
        Task { @MainActor in
            code = await body()
            g_main_loop_quit(unsafeLoop)
        }
        g_main_loop_run(loop)
        g_main_loop_unref(loop)
        return code
    }
}
