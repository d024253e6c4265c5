import BrowserCore
import CommandModel
import Foundation
import PageScripts
import TestSupport
import Testing

/// "Press escape", and "close the popup" when the open dialog has no button that closes it, on an in-memory engine.
@MainActor @Suite struct EscapeTests {
    static func page(dialog: Bool) -> String {
        let inDialog = dialog ? #","dialog":true"# : ""
        return #"""
            {"url":"https://example.org/","title":"T","timings":{"scrapeMs":1},"elements":[
             {"number":1,"role":"link","name":"See the sale","selector":"#sale"\#(inDialog),"rect":{"x":0,"y":0,"width":10,"height":10}}]}
            """#
    }

    func executor(dialog: Bool, escape: String) -> (CommandExecutor, FakeEngine) {
        let engine = FakeEngine()
        engine.results["scan"] = Self.page(dialog: dialog)
        engine.results["act:escape"] = escape
        engine.results["labels"] = #"{"shown":1}"#
        return (CommandExecutor(session: PageSession(engine: engine)), engine)
    }

    func escapes(_ engine: FakeEngine) -> [String] { engine.calls.filter { $0.contains(#""op":"escape""#) } }

    @Test func escapeIsPressedWhereTheFocusIs() async {
        let (executor, engine) = executor(dialog: false, escape: #"{"ok":true,"detail":"pressed"}"#)
        let outcome = await executor.execute(.click(.text("escape")))
        #expect(outcome.ok && outcome.detail == "Pressed Escape" && escapes(engine).count == 1)
    }

    /// "Print this page" where the engine does not print (the window's engine saves a PDF): said so, nothing pressed.
    @Test func printingWhereTheEngineDoesNotPrint() async {
        let (executor, engine) = executor(dialog: false, escape: "")
        let outcome = await executor.execute(.click(.text("print-page")))
        #expect(!outcome.ok && outcome.detail.hasPrefix("Printing is not available here") && engine.calls.isEmpty, "\(outcome.detail) \(engine.calls)")
    }

    @Test func aDialogWithNoCloseButtonGetsEscape() async {
        // The page's script closes it: the dialog is gone when looked for again.
        let (closing, engine) = executor(dialog: true, escape: #"{"ok":true,"detail":"pressed"}"#)
        engine.onCall = { call in if call.contains(#""op":"escape""#) { engine.results["scan"] = Self.page(dialog: false) } }
        let closed = await closing.execute(.click(.text("close")))
        #expect(closed.ok && closed.detail == "Pressed Escape: the dialog closed" && escapes(engine).count == 1, "\(closed.detail)")
        // Nothing listens for the key: the reply says it is still open.
        let (stuck, still) = executor(dialog: true, escape: #"{"ok":true,"detail":"pressed"}"#)
        let open = await stuck.execute(.click(.text("close")))
        #expect(!open.ok && open.detail.hasPrefix("The dialog has no close button and Escape leaves it open") && escapes(still).count == 1)
        // No dialog and nothing called close: no key is pressed.
        let (none, quiet) = executor(dialog: false, escape: #"{"ok":true,"detail":"pressed"}"#)
        let nothing = await none.execute(.click(.text("close")))
        #expect(!nothing.ok && escapes(quiet).isEmpty)
    }
}
