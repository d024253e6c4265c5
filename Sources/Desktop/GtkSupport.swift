import CWebKitGTK
import Foundation

typealias Widget = UnsafeMutablePointer<GtkWidget>

func raw(_ p: UnsafeMutablePointer<some Any>) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(p) }
func raw(_ p: OpaquePointer) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(p) }

/// A Swift closure behind a GLib signal; released when the signal is disconnected (its widget destroyed).
final class SignalHandler {
    let action: @MainActor () -> Void
    let boolAction: (@MainActor () -> Bool)?
    init(_ action: @escaping @MainActor () -> Void) { self.action = action; boolAction = nil }
    init(returning action: @escaping @MainActor () -> Bool) { self.action = {}; boolAction = action }
}

private let releaseHandler: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    if let data { Unmanaged<SignalHandler>.fromOpaque(data).release() }
}

private func handler(_ data: gpointer?) -> SignalHandler { Unmanaged<SignalHandler>.fromOpaque(data!).takeUnretainedValue() }

enum Signals {
    /// Signals whose handler takes (instance, data): "clicked", "activate", "changed".
    @MainActor
    static func on(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
        let cb: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in MainActor.assumeIsolated { handler(data).action() } }
        _ = avn_signal_connect_full(instance, signal, unsafeBitCast(cb, to: GCallback.self),
                                    Unmanaged.passRetained(SignalHandler(action)).toOpaque(), releaseHandler)
    }

    /// "notify::property" handlers take (instance, pspec, data).
    @MainActor
    static func onNotify(_ instance: UnsafeMutableRawPointer, _ property: String, _ action: @escaping @MainActor () -> Void) {
        let cb: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in MainActor.assumeIsolated { handler(data).action() } }
        _ = avn_signal_connect_full(instance, "notify::\(property)", unsafeBitCast(cb, to: GCallback.self),
                                    Unmanaged.passRetained(SignalHandler(action)).toOpaque(), releaseHandler)
    }

    /// (instance, data) -> gboolean, such as "close-request".
    @MainActor
    static func onBool(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Bool) {
        let cb: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { handler(data).boolAction!() ? 1 : 0 }
        }
        _ = avn_signal_connect_full(instance, signal, unsafeBitCast(cb, to: GCallback.self),
                                    Unmanaged.passRetained(SignalHandler(returning: action)).toOpaque(), releaseHandler)
    }
}

/// Key events from a window-wide controller.
final class KeyHandler {
    let pressed: @MainActor (UInt32, UInt32) -> Bool
    let released: @MainActor (UInt32, UInt32) -> Void
    init(pressed: @escaping @MainActor (UInt32, UInt32) -> Bool, released: @escaping @MainActor (UInt32, UInt32) -> Void) {
        self.pressed = pressed
        self.released = released
    }
}

/// Press/release of a gesture (hold-to-talk button).
final class PressHandler {
    let changed: @MainActor (Bool) -> Void
    init(_ changed: @escaping @MainActor (Bool) -> Void) { self.changed = changed }
}

@MainActor
func connectKeys(_ window: Widget, _ keys: KeyHandler) {
    let controller = avn_key_controller(window)!
    let data = Unmanaged.passRetained(keys).toOpaque()   // lives as long as the window
    let pressed: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
        MainActor.assumeIsolated { Unmanaged<KeyHandler>.fromOpaque(data!).takeUnretainedValue().pressed(keyval, state.rawValue) ? 1 : 0 }
    }
    let released: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = { _, keyval, _, state, data in
        MainActor.assumeIsolated { Unmanaged<KeyHandler>.fromOpaque(data!).takeUnretainedValue().released(keyval, state.rawValue) }
    }
    _ = avn_signal_connect(raw(controller), "key-pressed", unsafeBitCast(pressed, to: GCallback.self), data)
    _ = avn_signal_connect(raw(controller), "key-released", unsafeBitCast(released, to: GCallback.self), data)
}

@MainActor
func connectPress(_ widget: Widget, _ press: PressHandler) {
    let gesture = avn_press_gesture(widget)!
    let data = Unmanaged.passRetained(press).toOpaque()
    let pressed: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, _, _, data in
        MainActor.assumeIsolated { Unmanaged<PressHandler>.fromOpaque(data!).takeUnretainedValue().changed(true) }
    }
    let released: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, _, _, data in
        MainActor.assumeIsolated { Unmanaged<PressHandler>.fromOpaque(data!).takeUnretainedValue().changed(false) }
    }
    _ = avn_signal_connect(raw(gesture), "pressed", unsafeBitCast(pressed, to: GCallback.self), data)
    _ = avn_signal_connect(raw(gesture), "released", unsafeBitCast(released, to: GCallback.self), data)
}

func text(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }
