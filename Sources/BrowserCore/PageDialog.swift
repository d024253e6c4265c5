/// A dialog a page's script opened — `alert`, `confirm`, `prompt`, the question asked before leaving a page with
/// unsaved changes, or `print()` (no print dialog: the window's engine saves a PDF instead). The page's script waits
/// until it is answered, so one is always answered: by the person when someone asks them (`Browser.onDialog`), else at
/// once as `answerAlone` says.
@MainActor
public final class PageDialog {
    public enum Kind: String, Sendable { case alert, confirm, prompt, leave, print }

    public let kind: Kind
    public let message: String
    /// What a prompt offers before anything is typed.
    public let defaultText: String?
    private var reply: ((Bool, String?) -> Void)?

    /// `reply`: tells the engine the answer (OK or Cancel, and a prompt's text) and closes the dialog.
    public init(kind: Kind, message: String, defaultText: String? = nil, reply: @escaping (Bool, String?) -> Void) {
        self.kind = kind
        self.message = message
        self.defaultText = defaultText
        self.reply = reply
    }

    public var isAnswered: Bool { reply == nil }

    /// OK (`yes`) or Cancel; a prompt answered OK takes `text`, else what it offered. Only the first answer counts.
    public func answer(_ yes: Bool, text: String? = nil) {
        guard let reply else { return }
        self.reply = nil
        reply(yes, yes ? text ?? defaultText ?? "" : nil)
    }

    /// With nobody to ask: a message is closed; a question is declined — nothing is confirmed for the person — except
    /// leaving a page, which the person asked for by going somewhere else.
    public func answerAlone() { answer(kind == .leave || kind == .alert || kind == .print) }

    /// The page's words, quoted after a space ("" when it gave none).
    private var said: String { message.isEmpty ? "" : " '\(message)'" }

    /// What a dialog answered alone was, and how it was answered ("the page asked 'Sure?' — answered no, …").
    public var answeredAlone: String {
        switch kind {
        case .alert: return "the page said\(said)"
        case .confirm, .prompt: return "the page asked\(said) — answered no, with nobody to ask"
        case .leave: return "the page asked before leaving — it was left"
        case .print: return printed
        }
    }

    /// A print request: saved as a PDF where `message` says (the window's downloads folder), or not done.
    private var printed: String {
        message.isEmpty ? "the page asked to print — printing is not available here" : "the page asked to print — saving it as PDF: \(message)"
    }

    /// What the person is told: the page's words, and how to answer a question.
    public var spoken: String {
        switch kind {
        case .alert: return "The page says\(said)"
        case .confirm: return "The page asks\(said) — say 'yes' or 'no'"
        case .prompt: return "The page asks\(said) — say 'yes' for '\(defaultText ?? "")', or 'no'"
        case .leave: return "Leave this page? Changes you made may not be saved — say 'yes' or 'no'"
        case .print: return printed.capitalizedFirst
        }
    }
}

extension PageDialog: Equatable {
    nonisolated public static func == (a: PageDialog, b: PageDialog) -> Bool { a === b }
}

extension Browser {
    /// The engine, its pages' dialogs going to `onDialog` (answered at once when nobody listens).
    func dialogsForwarded(_ engine: any PageEngine) -> any PageEngine {
        engine.onDialog = { [weak self] dialog in
            if let onDialog = self?.onDialog { onDialog(dialog) } else { dialog.answerAlone() }
        }
        return engine
    }
}
