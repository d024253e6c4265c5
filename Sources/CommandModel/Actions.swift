import Foundation

/// The closed vocabularies of the command model's slots (DESIGN.md, "Command model").
/// Raw values are the JSON spellings and never change.

public enum ScrollDirection: String, Codable, CaseIterable, Sendable { case up, down, left, right, top, bottom }
public enum ScrollAmount: String, Codable, CaseIterable, Sendable { case page, little }
public enum NavigationAction: String, Codable, CaseIterable, Sendable {
    case back, forward, reload, home, stop, open, next, previous
}
public enum SearchScope: String, Codable, CaseIterable, Sendable { case web, page }
public enum TabAction: String, Codable, CaseIterable, Sendable {
    case open, close, `switch`, next, previous, reopen, list
    /// "close the other tabs", "close all tabs".
    case closeOthers = "close-others", closeAll = "close-all"
    /// "duplicate this tab", "open this page in a new tab": the page shown, again in a new tab.
    case duplicate
}
public enum BookmarkAction: String, Codable, CaseIterable, Sendable { case add, remove, open, list }
public enum HistoryAction: String, Codable, CaseIterable, Sendable { case show, clear }
/// How far back clearing the history goes: the last hour, since midnight, the last 7 days, the last 4 weeks.
public enum HistoryPeriod: String, Codable, CaseIterable, Sendable {
    case hour, today, week, month

    /// When the period began, seen from `now` (midnight in `calendar`'s time zone for `today`).
    public func start(before now: Date, calendar: Calendar = .current) -> Date {
        switch self {
        case .hour: now.addingTimeInterval(-3600)
        case .today: calendar.startOfDay(for: now)
        case .week: now.addingTimeInterval(-7 * 86400)
        case .month: now.addingTimeInterval(-28 * 86400)
        }
    }
}
public enum ReadAction: String, Codable, CaseIterable, Sendable {
    case start, stop, pause, resume, faster, slower, next, previous
}
/// `set`: to a level ("zoom to 150 percent"), the command's `level`.
public enum ZoomDirection: String, Codable, CaseIterable, Sendable { case `in`, out, reset, set }
public enum LabelsAction: String, Codable, CaseIterable, Sendable { case show, hide }
public enum ListeningAction: String, Codable, CaseIterable, Sendable { case sleep, wake, stop }
public enum SettingsAction: String, Codable, CaseIterable, Sendable { case open, set }
public enum DownloadAction: String, Codable, CaseIterable, Sendable { case start, list, cancel }
/// The state a click is to leave an element in: a checkbox, switch, radio or toggle button checked or unchecked; a
/// disclosure, accordion, tree item or menu button expanded or collapsed; any element focused — in view and ready,
/// not pressed ("find the search bar", "where is the login button").
public enum ElementState: String, Codable, CaseIterable, Sendable {
    case checked, unchecked, expanded, collapsed, focused

    /// Checked or unchecked (nil: expanded or collapsed).
    public var checks: Bool? { self == .checked ? true : self == .unchecked ? false : nil }
    /// What one says to get it: "check", "uncheck", "expand", "collapse", "find".
    public var verb: String {
        switch self {
        case .checked: "check"
        case .unchecked: "uncheck"
        case .expanded: "expand"
        case .collapsed: "collapse"
        case .focused: "find"
        }
    }
}
