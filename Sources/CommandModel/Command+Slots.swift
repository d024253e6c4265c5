/// A slot's value before it is checked against the command model.
public enum SlotValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case target(Target)
}

/// Why a set of slots is not a valid command.
public struct CommandError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension Command {
    /// The most pages "go back N pages" goes at once.
    public static let maximumSteps = 100
    /// The zoom levels "zoom to N percent" can set (the engine's own range).
    public static let zoomLevels = 25...500

    /// A level said beyond the zoom's range is as far as the zoom goes ("zoom to 10 percent" is 25 %).
    public static func zoomLevel(said level: Int) -> Int { min(max(level, zoomLevels.lowerBound), zoomLevels.upperBound) }

    /// How far a scroll said several times goes, as replies and the bar put it: " 3 times", " 2 pages" (once: "").
    public static func scrollRepeats(_ count: Int?, amount: ScrollAmount?) -> String {
        count.map { amount == .page ? " \($0) pages" : " \($0) times" } ?? ""
    }

    /// Text that, set into a slider or spin button (`type` with `replace`), moves it from where it is: "+" or "-"
    /// alone a notch up or down, "+2" or "-2" by that much ("turn the temperature up", "raise it by two"), "+max" or
    /// "-max" as far as it goes ("turn the temperature all the way up", "pon el rojo al mínimo").
    public static func isRelativeValue(_ text: String) -> Bool {
        guard let sign = text.first, sign == "+" || sign == "-" else { return false }
        let amount = text.dropFirst()
        return amount.isEmpty || amount == "max" || Double(amount) != nil
    }

    /// Text that, set into a pair of sliders or number boxes (a range's lowest and highest, `type` with `replace`), sets
    /// both: "100–300" (an en dash between two numbers; "set the price range from 100 to 300").
    public static func rangeValue(_ text: String) -> (low: Double, high: Double)? {
        let ends = text.split(separator: "–", omittingEmptySubsequences: false)
        guard ends.count == 2, let low = Double(ends[0]), let high = Double(ends[1]) else { return nil }
        return (low, high)
    }

    /// The text `rangeValue` reads: two numbers, the lower first.
    public static func rangeText(_ a: Double, _ b: Double) -> String { numberText(min(a, b)) + "–" + numberText(max(a, b)) }

    /// A number as a value is typed: without ".0" when whole ("300", "0.5").
    public static func numberText(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }

    /// Whether the command moves a slider or number box from where it is (`type`, `replace`, a relative value).
    public var turnsUpOrDown: Bool {
        if case .type(let text, _, true) = self { Command.isRelativeValue(text) } else { false }
    }

    /// Which slots each intent takes; anything else is refused.
    public static let slotNames: [Intent: Set<String>] = [
        .click: ["target", "state"], .type: ["text", "target", "replace"], .scroll: ["direction", "amount", "count"],
        .navigate: ["action", "destination", "url", "count"], .search: ["query", "scope", "site"], .tab: ["action", "index", "private", "target", "destination", "url"],
        .bookmark: ["action", "name", "favorite"], .history: ["action", "query", "period"], .read: ["action"], .zoom: ["direction", "level"],
        .labels: ["action"], .listening: ["action"], .settings: ["action", "setting", "value"], .help: [],
        .download: ["action", "target"],
    ]

    /// The one place a command is checked: the JSON decoder, the grammar and (later) cloud replies all build
    /// commands here, so none of them can produce one outside the model.
    public init(intent: Intent, slots: [String: SlotValue]) throws(CommandError) {
        let allowed = Self.slotNames[intent, default: []]
        if let extra = slots.keys.first(where: { !allowed.contains($0) }) {
            throw CommandError("'\(intent.rawValue)' takes no slot '\(extra)'")
        }
        let s = Slots(values: slots)
        switch intent {
        case .click: self = .click(try s.target("target"), state: try s.optionalChoice("state"))
        case .type:
            // Only a replacing type may leave the field empty; typing at the end is the one spelling of not replacing.
            let replace = try s.optionalBool("replace") == true
            let text = replace ? try s.optionalText("text", empty: true) ?? "" : try s.text("text")
            self = .type(text: text, target: try s.optionalTarget("target"), replace: replace ? true : nil)
        case .scroll:
            let direction: ScrollDirection = try s.choice("direction"), count = try s.optionalInt("count")
            if let count {
                guard direction != .top, direction != .bottom else { throw CommandError("only up, down, left and right take a count") }
                guard (1...Command.maximumSteps).contains(count) else { throw CommandError("'count' must be from 1 to \(Command.maximumSteps)") }
            }
            // Once is what "scroll down" alone does: one spelling for one command.
            self = .scroll(direction, amount: try s.optionalChoice("amount"), count: count == 1 ? nil : count)
        case .navigate:
            let action: NavigationAction = try s.choice("action")
            let destination = try s.optionalText("destination"), url = try s.optionalText("url")
            if action != .open, destination != nil || url != nil { throw CommandError("only 'open' takes a destination or url") }
            if action == .open, destination == nil, url == nil { throw CommandError("'open' needs a destination or url") }
            let count = try s.optionalInt("count")
            if let count, action != .back && action != .forward { throw CommandError("only 'back' and 'forward' take a count") }
            if let count, !(1...Command.maximumSteps).contains(count) {
                throw CommandError("'count' must be from 1 to \(Command.maximumSteps)")
            }
            // One page is what "back" alone does: a single spelling, so equal commands compare equal.
            self = .navigate(action, destination: destination, url: url, count: count == 1 ? nil : count)
        case .search:
            let scope: SearchScope = try s.optionalChoice("scope") ?? .web
            let site = try s.optionalText("site")
            if let site {
                guard scope == .web else { throw CommandError("only a web search takes a site") }
                guard site.hasPrefix("https://") || site.hasPrefix("http://"), site.count > 8, !site.contains(" ") else {
                    throw CommandError("'site' must be a web address")
                }
            }
            self = .search(query: try s.text("query"), scope: scope, site: site)
        case .tab:
            let action: TabAction = try s.choice("action")
            let index = try s.optionalInt("index")
            if action != .switch, action != .close, index != nil { throw CommandError("only 'switch' and 'close' take an index") }
            let target = try s.optionalTarget("target")
            let named = if case .text? = target { true } else { false }
            if action == .switch {
                // A tab by its place, or by its name ("switch to the youtube tab").
                guard (index ?? 0) >= 1 && target == nil || index == nil && named else {
                    throw CommandError("'switch' needs an index ≥ 1 or a tab's name as a text target")
                }
            } else if action == .close {
                // This tab, or one by its number or name ("close tab 3", "close the youtube tab").
                guard index.map({ $0 >= 1 && target == nil }) ?? (target == nil || named) else {
                    throw CommandError("'close' takes an index ≥ 1 or a tab's name as a text target, or neither (this tab)")
                }
            } else if target != nil, action != .open { throw CommandError("only 'open' takes a target (the link to open)") }
            let destination = try s.optionalText("destination"), url = try s.optionalText("url")
            if destination != nil || url != nil {
                guard action == .open else { throw CommandError("only 'open' takes a destination or url") }
                guard target == nil else { throw CommandError("a new tab opens a link or a destination, not both") }
            }
            self = .tab(action, index: index, isPrivate: try s.optionalBool("private"), target: target, destination: destination, url: url)
        case .bookmark: self = .bookmark(try s.choice("action"), name: try s.optionalText("name"), favorite: try s.optionalBool("favorite"))
        case .history:
            let action: HistoryAction = try s.choice("action"), query = try s.optionalText("query")
            let period: HistoryPeriod? = try s.optionalChoice("period")
            if period != nil {
                guard action == .clear else { throw CommandError("only 'clear' takes a period") }
                guard query == nil else { throw CommandError("history is cleared of a period or of pages, not both") }
            }
            if query == Command.thisSite, action != .clear { throw CommandError("'\(Command.thisSite)' is only for 'clear'") }
            self = .history(action, query: query, period: period)
        case .read: self = .read(try s.choice("action"))
        case .zoom:
            let direction: ZoomDirection = try s.choice("direction"), level = try s.optionalInt("level")
            if (direction == .set) != (level != nil) { throw CommandError("'set' and only 'set' takes a level") }
            if let level, !Command.zoomLevels.contains(level) {
                throw CommandError("'level' must be from \(Command.zoomLevels.lowerBound) to \(Command.zoomLevels.upperBound) (percent)")
            }
            // 100 percent is the normal size: one spelling for one command.
            self = level == 100 ? .zoom(.reset) : .zoom(direction, level: level)
        case .labels: self = .labels(try s.choice("action"))
        case .listening: self = .listening(try s.choice("action"))
        case .settings:
            let action: SettingsAction = try s.choice("action")
            let setting = try s.optionalText("setting"), value = try s.optionalText("value")
            if action == .set, setting == nil || value == nil { throw CommandError("'set' needs a setting and a value") }
            self = .settings(action, setting: setting, value: value)
        case .help: self = .help
        case .download: self = .download(try s.choice("action"), target: try s.optionalTarget("target"))
        }
    }
}

/// Typed, checked access to raw slot values.
private struct Slots {
    let values: [String: SlotValue]

    /// `empty`: "" is a value (the text a field is cleared to).
    func optionalText(_ key: String, empty: Bool = false) throws(CommandError) -> String? {
        guard let v = values[key] else { return nil }
        guard case .string(let s) = v else { throw CommandError("'\(key)' must be text") }
        let trimmed = s.trimmingWhitespace()
        guard !trimmed.isEmpty || empty else { throw CommandError("'\(key)' is empty") }
        return trimmed
    }

    func text(_ key: String) throws(CommandError) -> String {
        guard let s = try optionalText(key) else { throw CommandError("missing '\(key)'") }
        return s
    }

    func optionalInt(_ key: String) throws(CommandError) -> Int? {
        guard let v = values[key] else { return nil }
        guard case .int(let n) = v else { throw CommandError("'\(key)' must be a whole number") }
        return n
    }

    func optionalBool(_ key: String) throws(CommandError) -> Bool? {
        guard let v = values[key] else { return nil }
        guard case .bool(let b) = v else { throw CommandError("'\(key)' must be true or false") }
        return b
    }

    func optionalChoice<T: RawRepresentable<String>>(_ key: String) throws(CommandError) -> T? {
        guard let v = values[key] else { return nil }
        guard case .string(let s) = v, let value = T(rawValue: s) else {
            throw CommandError("'\(key)' has no value \(v)")
        }
        return value
    }

    func choice<T: RawRepresentable<String>>(_ key: String) throws(CommandError) -> T {
        guard let v: T = try optionalChoice(key) else { throw CommandError("missing '\(key)'") }
        return v
    }

    func optionalTarget(_ key: String) throws(CommandError) -> Target? {
        guard let v = values[key] else { return nil }
        guard case .target(let t) = v else { throw CommandError("'\(key)' must be a target") }
        switch t {
        case .number(let n) where n < 0: throw CommandError("target number must not be negative")
        case .ordinal(let n, _) where n < 1: throw CommandError("ordinal starts at 1")
        case .text(let s) where s.trimmingWhitespace().isEmpty: throw CommandError("target text is empty")
        default: return t
        }
    }

    func target(_ key: String) throws(CommandError) -> Target {
        guard let t = try optionalTarget(key) else { throw CommandError("missing '\(key)'") }
        return t
    }
}

extension String {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
