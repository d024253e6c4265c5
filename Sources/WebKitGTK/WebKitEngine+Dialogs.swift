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
        // `print()`: GTK's print dialog is not shown (it held the page, and every command, until closed by hand).
        let print: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            MainActor.assumeIsolated {
                let engine = Unmanaged<WebKitEngine>.fromOpaque(data!).takeUnretainedValue()
                let asked = PageDialog(kind: .print, message: "") { _, _ in }
                if let onDialog = engine.onDialog { onDialog(asked) }
                asked.answerAlone()   // nothing to wait for: the page goes on whatever a listener did
            }
            return 1
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(view), "print", unsafeBitCast(print, to: GCallback.self), context)
    }
}

/// Whether a dialog outlived the signal that opened it (and must be closed when answered).
private final class Held { var value = false }
