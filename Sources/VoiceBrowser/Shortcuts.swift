/// What the window does without a voice or a mouse: every control has a key, so keyboard-only use works.
public enum WindowAction: Equatable, Sendable {
    case focusAddress, focusCommandBar
    case newTab, closeTab, nextTab, previousTab, reopenTab, switchTab(Int)
    case back, forward, reload
    case bookmark, history, downloads, privateTab
    case help, toggleMicrophone
    /// Held: push-to-talk (a short tap latches until the next tap).
    case talk
    /// Closes the help panel or the welcome panel.
    case dismiss
}

public enum Shortcuts {
    /// The key table, as the help panel lists it.
    public static let table: [(keys: String, does: String)] = [
        ("F9 or Ctrl+Space (hold, or tap twice)", "talk: say a command"),
        ("Ctrl+M", "microphone on or off"),
        ("Ctrl+K or F6", "type a command"),
        ("Ctrl+L", "address bar"),
        ("Ctrl+T / Ctrl+W", "new tab / close tab"),
        ("Ctrl+Tab / Ctrl+Shift+Tab", "next / previous tab"),
        ("Ctrl+1 … Ctrl+9", "go to tab 1 … 9"),
        ("Ctrl+Shift+T", "reopen the closed tab"),
        ("Ctrl+Shift+N", "new private tab"),
        ("Ctrl+D / Ctrl+H / Ctrl+J", "bookmark this page / history / downloads"),
        ("Alt+Left / Alt+Right / F5", "back / forward / reload"),
        ("F1", "what you can say"),
        ("Escape", "close help, the welcome panel or voice training"),
    ]

    /// The action for a key (GDK key name, any case) with its modifiers, or nil to let the key through to the page.
    public static func action(key: String, control: Bool, shift: Bool, alt: Bool) -> WindowAction? {
        let k = key.lowercased()
        if control && !alt {
            switch k {
            case "space": return .talk
            case "m": return shift ? nil : .toggleMicrophone
            case "k": return .focusCommandBar
            case "l": return .focusAddress
            case "t": return shift ? .reopenTab : .newTab
            case "w": return .closeTab
            case "tab": return shift ? .previousTab : .nextTab
            case "iso_left_tab": return .previousTab
            case "page_down": return .nextTab
            case "page_up": return .previousTab
            case "r": return .reload
            case "d": return shift ? nil : .bookmark
            case "h": return shift ? nil : .history
            case "j": return shift ? nil : .downloads
            case "n": return shift ? .privateTab : nil
            default:
                if k.count == 1, let n = Int(k), n >= 1 { return .switchTab(n) }
                return nil
            }
        }
        if alt && !control {
            switch k {
            case "left": return .back
            case "right": return .forward
            default: return nil
            }
        }
        if control || alt || shift { return nil }
        switch k {
        case "f9": return .talk
        case "f6": return .focusCommandBar
        case "f5": return .reload
        case "f1": return .help
        case "escape": return .dismiss
        default: return nil
        }
    }
}

/// Push-to-talk from a key or a button: held longer than `latchBelowMs`, release ends the utterance; a short tap
/// latches it on until the next tap (for people who cannot hold a key).
public struct TalkKey: Sendable {
    public static let latchBelowMs = 400.0
    private var pressedAt: Double?
    private var latched = false
    public private(set) var talking = false

    public init() {}

    /// Returns true when push-to-talk should start (pressed) — false when this press ends a latched utterance.
    public mutating func press(atMs now: Double) -> Bool? {
        guard pressedAt == nil else { return nil }   // key repeat
        pressedAt = now
        if latched {
            latched = false
            talking = false
            return false
        }
        talking = true
        return true
    }

    /// Returns false when push-to-talk should end now, nil when nothing changes (the tap latched it, or the press
    /// ended a latched one).
    public mutating func release(atMs now: Double) -> Bool? {
        guard let start = pressedAt else { return nil }
        pressedAt = nil
        guard talking else { return nil }
        if now - start < Self.latchBelowMs {
            latched = true
            return nil
        }
        talking = false
        return false
    }
}
