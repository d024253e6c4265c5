/// One thing a person asked the browser to do. Its JSON form is `{"intent": NAME, ...slots}` (DESIGN.md).
public enum Command: Hashable, Sendable {
    /// `state`: the state the element is to be left in ("check lettuce", "collapse projects"); nil is a plain click,
    /// which toggles it.
    case click(Target, state: ElementState? = nil)
    /// `replace`: what the field holds goes, and `text` takes its place ("set the name field to Ann"); with empty
    /// `text`, the field is cleared ("clear the search box"). Nil types at the end of what is there.
    case type(text: String, target: Target?, replace: Bool? = nil)
    /// `count`: how many times ("scroll down three times"), 2 or more, up, down, left or right only; nil is once.
    case scroll(ScrollDirection, amount: ScrollAmount?, count: Int? = nil)
    /// `destination` is what was said ("wikipedia"), `url` what it resolved to; both only for `.open`. `count`: how
    /// many pages to go back or forward ("go back three pages"), 2 or more; nil is one.
    case navigate(NavigationAction, destination: String? = nil, url: String? = nil, count: Int? = nil)
    /// `site`: the address of a known site to search on ("search youtube for cats"); only for the web scope.
    case search(query: String, scope: SearchScope, site: String? = nil)
    /// For `.switch`, `index` (from 1) or `target`, the name of a tab said ("switch to the youtube tab": a browser tab
    /// whose title or address has it, else a tab of the page).
    /// For `.open` only, what the new tab shows: `target`, a link on the page ("open link 12 in a new tab"), or
    /// `destination` and `url`, a place as said and what it resolved to, as `navigate` has them ("open youtube in a
    /// new tab").
    case tab(TabAction, index: Int? = nil, isPrivate: Bool? = nil, target: Target? = nil, destination: String? = nil, url: String? = nil)
    case bookmark(BookmarkAction, name: String? = nil, favorite: Bool? = nil)
    /// `query`: for `.show`, words of the pages to list; for `.clear`, of the pages to forget, or `thisSite` (the active
    /// page's site: "forget this site"). `period`: `.clear` only, the recent time whose visits go ("clear the last
    /// hour of history"). Clearing with neither forgets all history.
    case history(HistoryAction, query: String? = nil, period: HistoryPeriod? = nil)
    case read(ReadAction)
    /// `level`: the zoom in percent, for `.set` only (`Command.zoomLevels`).
    case zoom(ZoomDirection, level: Int? = nil)
    case labels(LabelsAction)
    case listening(ListeningAction)
    case settings(SettingsAction, setting: String? = nil, value: String? = nil)
    case help
    case download(DownloadAction, target: Target? = nil)

    public var intent: Intent {
        switch self {
        case .click: .click
        case .type: .type
        case .scroll: .scroll
        case .navigate: .navigate
        case .search: .search
        case .tab: .tab
        case .bookmark: .bookmark
        case .history: .history
        case .read: .read
        case .zoom: .zoom
        case .labels: .labels
        case .listening: .listening
        case .settings: .settings
        case .help: .help
        case .download: .download
        }
    }
}

extension Command {
    /// Whether "again" does it once more: not a command that asks first or changes how the browser listens, speaks or
    /// helps.
    public var isRepeatable: Bool {
        switch self {
        case .history(.clear, _, _), .bookmark(.remove, _, _), .listening, .settings, .help: false
        default: true
        }
    }

    /// The history query that stands for the active page's site ("forget this site", "borra este sitio del historial").
    public static let thisSite = "this-site"

    /// What the command keeps as said: text to type (then the element it goes into), a query, a place, a bookmark's
    /// name, an element description.
    public var spokenTexts: [String] {
        switch self {
        case .type(let text, let target, _):
            if case .text(let t)? = target { [text, t].filter { !$0.isEmpty } } else { text.isEmpty ? [] : [text] }
        case .search(let query, _, _): [query]
        case .navigate(_, let destination?, _, _), .tab(_, _, _, _, let destination?, _): [destination]
        case .bookmark(_, let name?, _): [name]
        case .history(_, let query?, _) where query != Command.thisSite: [query]
        case .click(.text(let t), _), .download(_, .text(let t)?), .tab(_, _, _, .text(let t)?, _, _): [t]
        default: []
        }
    }

    /// The command with its free text — text typed, a query, a place, a bookmark's name; not an element's description —
    /// replaced by what `f` makes of it (the words said for them).
    public func mappingFreeText(_ f: (String) -> String) -> Command {
        switch self {
        case .type(let text, let target, let replace): .type(text: text.isEmpty ? text : f(text), target: target, replace: replace)
        case .search(let query, let scope, let site): .search(query: f(query), scope: scope, site: site)
        case .navigate(let action, let destination?, let url, let count): .navigate(action, destination: f(destination), url: url, count: count)
        case .tab(let action, let index, let isPrivate, let target, let destination?, let url):
            .tab(action, index: index, isPrivate: isPrivate, target: target, destination: f(destination), url: url)
        case .bookmark(let action, let name?, let favorite): .bookmark(action, name: f(name), favorite: favorite)
        case .history(let action, let query?, let period) where query != Command.thisSite: .history(action, query: f(query), period: period)
        default: self
        }
    }
}
