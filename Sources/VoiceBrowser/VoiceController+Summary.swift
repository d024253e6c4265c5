import BrowserCore
import CommandModel

/// Commands in a few words, for the voice bar.
extension VoiceController {
    /// The command in a few words, for the bar ("click 5", "scroll down", "new tab").
    public static func summary(_ command: Command) -> String {
        switch command {
        case .click(.text(let t), nil) where fixedAction(t) != nil: fixedAction(t) ?? t
        case .click(let target, let state): (state.map { $0.verb + " " } ?? "click ") + describe(target)
        case .type(let text, let target, true) where Command.isRelativeValue(text):
            "turn " + (target.map(describe) ?? "it") + (text.hasPrefix("+") ? " up" : " down") + (text.count > 1 ? " by \(text.dropFirst())" : "")
        case .type(let text, let target, nil): "type “\(text)”" + (target.map { " into " + describe($0) } ?? "")
        case .type(let text, let target, _):
            (text.isEmpty ? "clear " : "set ") + (target.map(describe) ?? "the field") + (text.isEmpty ? "" : " to “\(text)”")
        case .scroll(let direction, let amount, let count):
            "scroll \(direction.rawValue)" + (amount == .little ? " a little" : "") + Command.scrollRepeats(count, amount: amount)
        case .navigate(.open, let destination, let url, _): "open \(destination ?? url ?? "")"
        case .navigate(let action, _, _, let count?): "go \(action.rawValue) \(count) pages"
        case .navigate(let action, _, _, _): "go \(action.rawValue)"
        case .search(let query, let scope, let site):
            scope == .page ? "find “\(query)” on the page" : "search for “\(query)”" + (site.map { " on \(SiteSearch.host(of: $0))" } ?? "")
        case .tab(let action, let index, let isPrivate, let target, let destination, let url):
            switch action {
            case .open:
                if let target { "open \(describe(target)) in a new \(isPrivate == true ? "private tab" : "tab")" }
                else if let place = destination ?? url { "open \(place) in a new \(isPrivate == true ? "private tab" : "tab")" }
                else { isPrivate == true ? "new private tab" : "new tab" }
            case .switch: index.map { "tab \($0)" } ?? target.map { "tab " + describe($0) } ?? "tab"
            case .close: index.map { "close tab \($0)" } ?? target.map { "close tab " + describe($0) } ?? "close tab"
            case .reopen: "reopen closed tab"
            case .closeOthers: "close the other tabs"
            case .duplicate: isPrivate == true ? "duplicate the tab privately" : "duplicate the tab"
            case .closeAll: isPrivate == true ? "close the private tabs" : "close all tabs"
            default: "\(action.rawValue) tab"
            }
        case .bookmark(let action, let name, let favorite):
            "bookmark \(action.rawValue)" + (favorite == true ? " to the favorites bar" : "") + (name.map { " \($0)" } ?? "")
        case .history(let action, let query, let period):
            "history \(action.rawValue)" + (period.map { " (\($0.rawValue))" } ?? "") + (query == Command.thisSite ? " of this site" : query.map { " “\($0)”" } ?? "")
        case .read(let action): "read \(action.rawValue)"
        case .zoom(.set, let level?): "zoom to \(level)%"
        case .zoom(let direction, _): "zoom \(direction.rawValue)"
        case .labels(let action): "\(action.rawValue) numbers"
        case .listening(let action): action == .sleep ? "go to sleep" : action == .wake ? "wake up" : "stop listening"
        case .settings(.open, "voice"?, _): "learn my voice"
        case .settings(.set, "voice"?, _): "forget my voice"
        case .settings(let action, let setting, let value): "settings \(action.rawValue) \(setting ?? "") \(value ?? "")".trimmingCharacters(in: .whitespaces)
        case .help: "help"
        case .download(let action, let target): "download \(action.rawValue)" + (target.map { " " + describe($0) } ?? "")
        }
    }

    /// What a click on one of the grammar's fixed elements does ("pause-media": "pause"), in a few words.
    static func fixedAction(_ t: String) -> String? {
        if let seconds = ElementChooser.seeksMedia(t) { return (seconds < 0 ? "back " : "forward ") + CommandExecutor.spokenLength(abs(seconds)) }
        if t.hasPrefix("landmark:region:") { return "go to “\(t.dropFirst(16))”" }
        if t.hasPrefix(PageSharing.target) { return "share by " + PageSharing.spoken(t) }
        return fixedActions[t]
    }

    static let fixedActions = [
        "pause-media": "pause", "play-media": "play", "restart-media": "play from the start", "volume-up": "volume up",
        "volume-down": "volume down", "volume-max": "volume all the way up", "volume-min": "volume all the way down",
        "print-page": "print the page", "enter": "press Enter", "escape": "press Escape",
        "like": "like", "dislike": "dislike", "delete-word": "delete the last word", "undo-typing": "undo typing",
        "next-field": "next field", "previous-field": "previous field", "stop-motion": "stop the slide show",
        "start-motion": "start the slide show", "next-media": "play the next one", "main-content": "go to the main content",
        "landmark:navigation": "go to the navigation", "landmark:contentinfo": "go to the footer",
        "landmark:banner": "go to the header", "landmark:complementary": "go to the sidebar",
        "next-heading": "next section", "previous-heading": "previous section", "heading-next": "next section",
        "heading-previous": "previous section", "older-posts": "older posts", "newer-posts": "newer posts",
    ]

    static func describe(_ target: Target) -> String {
        switch target {
        case .number(let n): "\(n)"
        case .text(let t): "“\(t)”"
        case .ordinal(let n, let role): "#\(n)" + (role.map { " \($0)" } ?? "")
        }
    }
}
