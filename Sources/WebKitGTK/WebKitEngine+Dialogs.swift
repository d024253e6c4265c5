import Foundation
import BrowserCore
import CWebKitGTK

/// A page's `alert`, `confirm`, `prompt`, leave-page question and `print()`, as `PageDialog`s: WebKit's own dialog is never shown
/// (a person who cannot use a mouse could not close it, and while it is open the page's scripts — and every command
/// sent to the page — wait). Without `onDialog` each is answered at once (`PageDialog.answerAlone`).
extension WebKitEngine {
    func connectDialogs(context: gpointer) {
        let dialog: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, raw, data in
            guard let raw else { return 0 }
            return MainActor.assumeIsolated {
                let engine = Unmanaged<WebKitEngine>.fromOpaque(data!).takeUnretainedValue()
                let kind: PageDialog.Kind
                switch webkit_script_dialog_get_dialog_type(raw) {
                case WEBKIT_SCRIPT_DIALOG_ALERT: kind = .alert
                case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
                case WEBKIT_SCRIPT_DIALOG_PROMPT: kind = .prompt
                default: kind = .leave
                }
                let message = webkit_script_dialog_get_message(raw).map { String(cString: $0) } ?? ""
                let offered = kind == .prompt ? webkit_script_dialog_prompt_get_default_text(raw).map { String(cString: $0) } : nil
                // Answered during this call, WebKit reads the answer when it returns; answered later (the person is
                // asked), the dialog is held until then and closing it lets the page go on.
                let held = Held()
                let pageDialog = PageDialog(kind: kind, message: message, defaultText: offered) { yes, text in
                    switch kind {
                    case .confirm, .leave: webkit_script_dialog_confirm_set_confirmed(raw, yes ? 1 : 0)
                    case .prompt: if let text { webkit_script_dialog_prompt_set_text(raw, text) }
                    case .alert, .print: break
                    }
                    if held.value {
                        webkit_script_dialog_close(raw)
                        webkit_script_dialog_unref(raw)
                    }
                }
                if let onDialog = engine.onDialog { onDialog(pageDialog) } else { pageDialog.answerAlone() }
                if !pageDialog.isAnswered {
                    webkit_script_dialog_ref(raw)
                    held.value = true
                }
                return 1
            }
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "script-dialog", unsafeBitCast(dialog, to: GCallback.self), context)
        // `print()`: GTK's print dialog is not shown (it held the page, and every command, until closed by hand); with
        // a folder to print to, the page is saved there as a PDF instead.
        let print: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, operation, data in
            MainActor.assumeIsolated {
                let engine = Unmanaged<WebKitEngine>.fromOpaque(data!).takeUnretainedValue()
                let saved = operation.flatMap { engine.printToPDF($0) }
                let asked = PageDialog(kind: .print, message: saved ?? "") { _, _ in }
                if let onDialog = engine.onDialog { onDialog(asked) }
                asked.answerAlone()   // nothing to wait for: the page goes on whatever a listener did
            }
            return 1
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "print", unsafeBitCast(print, to: GCallback.self), context)
    }
}

extension WebKitEngine {
    /// "Print this page": a print operation of WebKit's own, printed as a page's `print()` is.
    public func printPage() -> String? {
        guard printFolder != nil, let operation = webkit_print_operation_new(view) else { return nil }
        defer { g_object_unref(gpointer(operation)) }
        return printToPDF(operation)
    }

    /// Prints the page to a new PDF in `printFolder`, named after its title, without a dialog; returns its path. The
    /// operation is kept until it finishes (WebKit lets go of it when the signal returns).
    func printToPDF(_ operation: OpaquePointer) -> String? {
        guard let folder = printFolder else { return nil }
        let name = (title ?? "").unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || " -_".unicodeScalars.contains($0) }
        var base = String(String.UnicodeScalarView(name)).trimmingCharacters(in: .whitespaces)
        if base.isEmpty { base = "page" }
        base = String(base.prefix(60))
        var url = URL(fileURLWithPath: folder).appendingPathComponent(base + ".pdf")
        var n = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = URL(fileURLWithPath: folder).appendingPathComponent("\(base) (\(n)).pdf")
            n += 1
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let settings = gtk_print_settings_new() else { return nil }
        gtk_print_settings_set_printer(settings, "Print to File")
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf")
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_URI, url.absoluteString)
        webkit_print_operation_set_print_settings(operation, settings)
        g_object_unref(gpointer(settings))
        g_object_ref(gpointer(operation))
        let finished: @convention(c) (OpaquePointer?, gpointer?) -> Void = { op, _ in
            if let op { g_object_unref(gpointer(op)) }
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(operation), "finished", unsafeBitCast(finished, to: GCallback.self), nil)
        webkit_print_operation_print(operation)
        return url.path
    }
}

/// Whether a dialog outlived the signal that opened it (and must be closed when answered).
private final class Held { var value = false }
