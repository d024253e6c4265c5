import CWebKitGTK
import Foundation

/// How the window and WebKit draw when the machine has no GPU.
///
/// With no DRM render node (`/dev/dri/renderD*`: a server, a container, Xvfb), any OpenGL is Mesa's software
/// rasterizer. GTK (to prepare GL for the display) and WebKit's UI side (to negotiate DMA-BUF buffers with the
/// web process) would each open an EGL display anyway, which loads Mesa's driver and LLVM into the app process:
/// about 55 MiB resident and 150–200 ms of start-up, for drawing that the CPU does either way. Without a GPU the
/// window therefore draws with cairo and WebKit hands over pages in shared memory. With a GPU nothing changes.
///
/// A variable the person set keeps their value; `AVANUES_RENDERING=gl` leaves all of them alone.
public enum RenderingSetup {
    /// The variables to set, given the environment and whether a render node exists.
    public static func variables(environment: [String: String], hasGPU: Bool) -> [String: String] {
        if hasGPU || environment["AVANUES_RENDERING"] == "gl" { return [:] }
        let wanted = [
            // GTK would prepare GL for the display at start-up.
            "GDK_DEBUG": "gl-disable",
            // WebKit's UI side would open EGL to offer DMA-BUF buffers; shared memory needs none.
            "WEBKIT_DISABLE_DMABUF_RENDERER": "1",
            // ...and to find the render node it passes to the web process. There is none.
            "WEBKIT_WEB_RENDER_DEVICE_FILE": "/dev/null",
        ]
        return wanted.filter { environment[$0.key] == nil }
    }

    /// Whether the machine has a GPU that OpenGL could use (a DRM render node).
    public static func hasRenderNode(devices: String = "/dev/dri") -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []
        return names.contains { $0.hasPrefix("renderD") }
    }

    /// glibc serves allocations of 128 KiB and more with mappings of their own, given back when freed, but raises
    /// that threshold to the size of every large block freed. Drawing with cairo frees window-sized image buffers
    /// (about 4 MiB) every frame, so after the first frames they came from the heap and stayed in it: the app
    /// process grew by about 10 MiB a couple of seconds after start and never gave it back. The threshold is kept
    /// at glibc's starting value, unless the person set `MALLOC_MMAP_THRESHOLD_`.
    public static func pinMemoryThreshold(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["MALLOC_MMAP_THRESHOLD_"] == nil else { return }
        avn_pin_mmap_threshold(128 * 1024)
    }

    /// Sets the variables for this process (and the WebKit processes it starts). Call before GTK starts.
    public static func apply() {
        let env = ProcessInfo.processInfo.environment
        if env["GSK_RENDERER"] == nil { setenv("GSK_RENDERER", "cairo", 1) }
        for (name, value) in variables(environment: env, hasGPU: hasRenderNode()) { setenv(name, value, 1) }
    }
}
