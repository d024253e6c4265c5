import CommandModel
import Foundation
import PageScripts

/// Carries out a command on the page and the engine, and says what happened in words a person can act on.
@MainActor
public final class CommandExecutor {
    public let session: PageSession
    /// Where "go home" goes.
    public var homeURL: URL?
    /// A web search URL with `%s` for the query.
    public var searchTemplate = "https://duckduckgo.com/?q=%s"

    /// The elements the last command asked about ("Which one?"): "the second one" said next is the second of them.
    var asked: [PageElement] = []
    /// The words last found on this page and the page (`PageSearch.swift`): found again, they are found further on.
    var found: (words: String, page: String?)?

    public init(session: PageSession, homeURL: URL? = nil) {
        self.session = session
        self.homeURL = homeURL
    }

    var engine: any PageEngine { session.engine }

    public func execute(_ command: Command) async -> Outcome {
        let candidates = asked
        asked = []
        do {
            // The answer to "Which one?" by place ("the second one") or looks ("the red one"): among those asked about.
            if case .click(.ordinal(let k, nil), let state) = command, k >= 1, k <= candidates.count {
                return try await press(candidates[k - 1], state: state, target: .ordinal(k, role: nil))
            }
            if case .click(.text(let d), let state) = command, case .one(let e) = ElementChooser.choose(d, in: candidates) {
                return try await press(e, state: state, target: .text(d))
            }
            let outcome = try await run(command)
            if command.intent == .navigate || command.intent == .search { try await session.showLabelsIfShown() }
            return outcome
        } catch {
            return Outcome(ok: false, detail: "\(error)", url: engine.currentURL)
        }
    }

    /// " 3 pages" after "Went back", and how far it could go when that was fewer than asked.
    static func steps(_ went: Int, of asked: Int) -> String {
        guard asked > 1 else { return "" }
        let pages = went == 1 ? "1 page" : "\(went) pages"
        return went < asked ? " \(pages), as far as this tab's history goes" : " \(pages)"
    }

    /// The web search for words with the search engine chosen (`%s` in `template` stands for them).
    static func searchURL(for query: String, template: String) -> URL? {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query
        return URL(string: template.replacingOccurrences(of: "%s", with: encoded))
    }

    func done(_ detail: String, _ result: ActionResult? = nil, ok: Bool = true) -> Outcome {
        Outcome(ok: ok, detail: detail, url: engine.currentURL, focused: result?.focused, value: result?.value)
    }

    func run(_ command: Command) async throws -> Outcome {
        switch command {
        case .click(let target, let state):
            return try await click(target, state: state)
        case .type(let text, .text("site-search")?, _):
            return try await searchThisSite(for: text)
        case .type(let text, .text(let description)?, true?) where Command.rangeValue(text) != nil: return try await setRange(description, text)
        case .type(var text, var target, let replace):
            var elements: [PageElement]?
            // "Type hello in it": the element last acted on.
            var last: PageElement?
            if case .text(let description)? = target, ElementChooser.saysIt(description) {
                guard let e = try await lastActed() else { return nothingActedOn() }
                last = e
            }
            if last == nil, case .text(let description)? = target {
                let scraped = try await session.scrape().elements
                elements = scraped
                if !text.isEmpty, let regrouped = ElementChooser.regroup(description, typing: text, in: scraped) {
                    target = .text(regrouped.description)
                    text = regrouped.text
                }
            }
            var request = ActionRequest(op: "type", text: text, replace: replace)
            if let last {
                request.selector = last.selector
            } else if case .text(let description)? = target {
                // "Sort by …" is the page's sort list, else its column or button: never another thing that says "sort".
                let sorting = ElementChooser.saysSort(description)
                let found = try await fieldFor(description, inView: elements ?? [], fieldsOnly: sorting)
                // "Set the pizza crust to thin": where no field is named so, or a radio button is ("Thin crust"), a group
                // of radio buttons named so takes the one of that name.
                // So does one whose only thing of that name takes no value ("rate it 3": a link "Rating Slider Example").
                let takesValue = found.map { Self.valueRoles.contains($0.0.role) } ?? false
                if replace == true, !takesValue, let chosen = try await chooseInRadioGroup(description, text) {
                    return chosen
                }
                guard let (e, inView) = found else {
                    // "Sort by date" on a page with no sort list: the column or button of that name.
                    if sorting { return try await sort(by: text) }
                    return notFound(.text(description))
                }
                if inView { request.number = e.number } else { request.selector = e.selector }   // numbers are for what is in view
            } else if let target {
                guard let number = try await number(for: target, in: elements) else { return notFound(target) }
                request.number = number
            } else {
                // "Escribe hola en la contraseña" with another field focused: the field called so.
                if let typed = try await typeIntoNamedField(text, replace: replace, exactly: true) { return typed }
                request.focused = true
            }
            // "Turn the temperature up": a slider or spin button moved from where it is, nothing typed.
            if replace == true, Command.isRelativeValue(text) { return try await adjust(text, in: request) }
            let r = try await session.act(request)
            guard r.ok else {
                let role = r.detail == "not a text field" ? r.role ?? "" : ""
                if !text.isEmpty, Self.choosingRoles.contains(role) { return try await choose(text, in: request) }
                if !text.isEmpty, Self.rangeRoles.contains(role) { return try await adjust(text, in: request) }
                // What has the focus takes no text (a link clicked before): a field named at the end of the words may.
                if target == nil, let typed = try await typeIntoNamedField(text, replace: replace) { return typed }
                if r.detail == "not a text field" { return done("\(describe(r).capitalizedFirst) is not a text field — click a field first", r, ok: false) }
                return done("Nothing to \(text.isEmpty ? "clear" : "type into") — click a field first", r, ok: false)
            }
            if replace == true { return done(text.isEmpty ? "Cleared \(describe(r))" : "Set \(describe(r)) to '\(text)'", r) }
            return done("Typed '\(text)' into \(describe(r))", r)
        case .scroll(let direction, let amount, let count):
            let r = try await session.act(ActionRequest(op: "scroll", direction: direction.rawValue, amount: amount?.rawValue, times: count))
            if r.moved == false { return done(Self.atTheEnd(direction, of: r.scrolled), r) }
            if direction == .top || direction == .bottom { return done("Scrolled to the \(direction.rawValue)", r) }
            return done("Scrolled \(direction.rawValue)" + Command.scrollRepeats(count, amount: amount), r)
        case .navigate(let action, let destination, let url, let count):
            return try await navigate(action, destination: destination, url: url, count: count ?? 1)
        case .search(let query, let scope, let site):
            if let site {
                guard let url = SiteSearch.url(for: query, on: site, webSearch: searchTemplate) else {
                    return done("Cannot search for '\(query)'", ok: false)
                }
                try await engine.load(url)
                return done("Searched \(SiteSearch.host(of: site)) for '\(query)'")
            }
            if scope == .page { return try await findOnPage(query) }
            guard let url = Self.searchURL(for: query, template: searchTemplate) else {
                return done("Cannot search for '\(query)'", ok: false)
            }
            try await engine.load(url)
            return done("Searched for '\(query)'")
        case .zoom(let direction, let level):
            let lowest = Double(Command.zoomLevels.lowerBound) / 100, highest = Double(Command.zoomLevels.upperBound) / 100
            switch direction {
            case .in: engine.zoomLevel = min(engine.zoomLevel * 1.1, highest)
            case .out: engine.zoomLevel = max(engine.zoomLevel / 1.1, lowest)
            case .reset: engine.zoomLevel = 1
            case .set: engine.zoomLevel = min(max(Double(level ?? 100) / 100, lowest), highest)
            }
            try await session.showLabelsIfShown()
            return done("Zoom \(Int((engine.zoomLevel * 100).rounded()))%")
        case .labels(let action):
            let shown = try await session.showLabels(action == .show)
            return done(action == .show ? "Showing \(shown) numbers" : "Numbers hidden")
        case .help:
            return done("Say 'show numbers', then 'click' and a number")
        case .tab(.switch, _, _, .text(let name)?, _, _):
            // Without a browser around it (`avanues run`): the page's own tab of that name.
            return try await pageTab(named: name) ?? done("No tab called '\(name)' on this page", ok: false)
        case .read(let action) where action == .pause || action == .resume: return try await playerInsteadOfReading(action)
        default:
            return done("'\(command.intent.rawValue)' is not available here yet", ok: false)
        }
    }

    /// How a link or button to the next or previous page (or slide) begins or ends, in the languages pages are written in.
    nonisolated static let nextWords = ["next", "more", "older", "siguiente", "suivant", "suivante", "weiter", "nächste", "nächster", "अगला", "›", "»", "→"]
    nonisolated static let previousWords = ["previous", "prev", "newer", "anterior", "précédent", "précédente", "zurück", "vorherige", "voriger", "पिछला", "‹", "«", "←"]

    /// Said when a scroll moved nothing: "Already at the bottom of the page".
    static func atTheEnd(_ direction: ScrollDirection, of scrolled: String?) -> String {
        let end = switch direction { case .down, .bottom: "bottom"; case .up, .top: "top"; case .left: "left edge"; case .right: "right edge" }
        return "Already at the \(end) of " + (scrolled == "element" ? "the part that scrolls" : "the page")
    }

    func describe(_ r: ActionResult) -> String {
        Self.told(r.role ?? "element", r.name ?? "", href: r.href) + (r.part.map { " in '\($0)'" } ?? "")
    }

    func notFound(_ target: Target) -> Outcome {
        switch target {
        case .number(let n): done("No element \(n) on this page — say 'show numbers'", ok: false)
        case .text(let t) where ElementChooser.saysIt(t): nothingActedOn()
        case .text(let t): done(Landmarks.noneHolding(t) ?? ElementChooser.noReply(t) ?? "Nothing called '\(t)' here — say 'show numbers' and a number", ok: false)
        case .ordinal(let n, "question"?): done("There is no question \(n) on this page", ok: false)
        case .ordinal(let n, let role): done("There is no element \(n) of kind \(role ?? "any") here", ok: false)
        }
    }

    /// The address a download names: a link's (by number, description or position), or the page's own.
    public func address(of target: Target?) async throws -> (url: String, name: String)? {
        guard let target else { return engine.currentURL.map { ($0, engine.title ?? $0) } }
        // "Save this image": the largest image in view, by its address.
        if case .text(let t) = target, ElementChooser.namesAnImage(t) {
            let r = try await session.act(ActionRequest(op: "image"))
            return r.ok ? r.detail.map { (url: $0, name: r.name ?? "image") } : nil
        }
        guard case .one(let element) = try await element(for: target) else { return nil }
        guard let href = element.href, !href.isEmpty else { return (url: "", name: element.name) }
        return (url: href, name: element.name)
    }

    /// Something to type into named by a description: a field in view, a field anywhere on the page (a long form's
    /// last one), then anything in view or anywhere ("el buscador" is the search field, not the Search button beside
    /// it; "the day" the day's spin button, not the "previous day" button in view).
    /// `fieldsOnly`: nothing but fields, lists, sliders and spin buttons.
    func fieldFor(_ description: String, inView: [PageElement], fieldsOnly: Bool = false) async throws -> (PageElement, inView: Bool)? {
        func field(_ e: PageElement) -> Bool { Self.valueRoles.contains(e.role) }
        if case .one(let e) = ElementChooser.choose(description, in: inView.filter(field)) { return (e, true) }
        let all = try await session.peek(all: true).elements
        for (pool, visible) in [(all.filter(field), false), (inView, true), (all, false)] where !fieldsOnly || pool.allSatisfy(field) {
            if case .one(let e) = ElementChooser.choose(description, in: pool) { return (e, visible) }
        }
        // "Choose plutonium from the list": a list named only as one is the page's only list.
        let lists = all.filter { Self.choosingRoles.contains($0.role) }
        if ElementChooser.namesAList(description), lists.count == 1 { return (lists[0], false) }
        return nil
    }

    func click(_ target: Target) async throws -> Outcome {
        if case .text(let description) = target {
            // What the grammar names itself ("close the popup", "press escape", "next field", "press enter").
            if ElementChooser.saysClose(description) { return try await close(target) }
            if ElementChooser.saysEscape(description) { return try await escape() }
            if let forward = ElementChooser.movesToField(description) { return try await moveToField(forward) }
            if ElementChooser.saysPrint(description) { return printPage() }
            if ElementChooser.saysSiteHome(description) { return try await goToSiteHome() }
            if let start = ElementChooser.startsMotion(description) { return try await motion(start) }
            if let landmark = Landmarks.target(description) { return try await goTo(landmark: landmark) }
            if let play = ElementChooser.playsMedia(description) { return try await media(play: play) }
            if ElementChooser.restartsMedia(description) { return try await restartMedia() }
            if let turn = ElementChooser.turnsVolume(description) { return try await mediaVolume(up: turn.up, allTheWay: turn.allTheWay) }
            if let seconds = ElementChooser.seeksMedia(description) { return try await seekMedia(by: seconds) }
            if let (pick, none) = ElementChooser.pressedByName(description) {
                return try await pressTheOne(pick) ?? done(none + " — say 'show numbers' and a number", ok: false)
            }
            if ElementChooser.deletesWord(description) { return try await deleteLastWord() }
            if ElementChooser.undoesTyping(description) { return try await takeBackTyping() }
            if ElementChooser.saysEnter(description) {
                // Enter where a field has the focus; else the page's submit button.
                if let sent = try await submit() { return sent }
                return try await sendForm()
            }
            if let chosen = try await chooseInNamedList(description) { return chosen }
            switch try await describedElement(description) {
            // Nothing shown called so: a focused list's option, a thing under a closed menu, a part of the page headed so.
            case .none where ElementChooser.noReply(description) != nil: return notFound(target)
            case .none: return try await elsewhere(description, target) ?? notFound(target)
            case .ambiguous(let options): return try await tuckedElseAsked(options, description, target)
            case .one(let e): return try await click(ActionRequest(op: "click", selector: e.selector), target: target)
            }
        }
        // "Open the second question": counted among the page's questions, in view or not; one that opens is opened
        // (said twice, it stays open).
        if case .ordinal(let k, "question"?) = target {
            guard let e = ElementChooser.nth(k, role: "question", in: try await session.peek(all: true).elements) else { return notFound(target) }
            return try await press(e, state: e.expanded == nil ? nil : .expanded, target: target)
        }
        var inView: [PageElement]?
        // "Pick the 1st", "choisis le 15e" with a month's days shown: that day, not the n-th thing of the page (the same
        // scrape counts it otherwise).
        if case .ordinal(let k, nil) = target {
            // "The second one" with the suggestions of the field that has the focus open: the second of them.
            if let chosen = try await chooseInOpenList(k) { return chosen }
            let scraped = try await session.scrape().elements
            if let day = ElementChooser.calendarDay(k, in: scraped) { return try await press(day, state: nil, target: target) }
            inView = scraped
        }
        // "Elige el 15", "wähl den 15." with a month's days shown and no numbers on screen: that day (no number to say
        // is in sight; with numbers shown, it is the number's).
        if case .number(let k) = target, (1...31).contains(k), !session.labelsShown,
           let shown = try? await session.peek(all: false).elements, let day = ElementChooser.calendarDay(k, in: shown) {
            return try await press(day, state: nil, target: target)
        }
        // "Open the first article" with none in view (a site's menus above them, or only its logo and section names):
        // counted on the whole page.
        if case .ordinal(let k, let role) = target, ElementChooser.countsResults(role) {
            let scraped = try await session.scrape().elements
            inView = scraped
            if !scraped.contains(where: { $0.role == "link" && $0.heading == true && ElementChooser.titled($0) }),
               let e = ElementChooser.nth(k, role: "result", in: try await session.peek(all: true).elements), e.heading == true {
                return try await press(e, state: nil, target: target)
            }
        }
        // "Choose the second option" with a list focused: its second option (a dropdown's options are not on the page).
        if case .ordinal(let k, "option"?) = target, let chosen = try await chooseInFocusedList(String(k)) { return chosen }
        guard let n = try await number(for: target, in: inView) else { return notFound(target) }
        return try await clickNumber(n, target: target)
    }

    /// Asks which of several elements a description meant; the candidates get their numbers on screen, so the
    /// answer can be a number. `say`: how to answer.
    func whichOne(_ options: [PageElement], say: String) async throws -> Outcome {
        try await session.showLabels(true)
        asked = options
        // Of one name (each post's "Like"), each with the part of the page it is in.
        func part(_ o: PageElement) -> String { o.group.map { options.filter { $0.name == o.name }.count > 1 ? " in '\($0)'" : "" } ?? "" }
        let names = options.prefix(5).map { "'\($0.name)'" + part($0) }.joined(separator: ", ")
        return done("Which one? \(options.count) match: \(names) — say \(say), or which of them (\"the second one\")", ok: false)
    }

    /// A link of the page to open somewhere else, or why there is none.
    public enum LinkChoice {
        case link(URL, name: String)
        case refused(Outcome)
    }

    /// The link a target names, for opening it in a new tab: by number, position or description. An element that
    /// leads to no page (a button, a `javascript:` link) is refused with the way to press it instead.
    public func link(_ target: Target) async throws -> LinkChoice {
        let e: PageElement
        switch try await element(for: target) {
        case .none: return .refused(notFound(target))
        case .ambiguous(let options): return .refused(try await whichOne(options, say: "'open link', its number and 'in a new tab'"))
        case .one(let found): e = found
        }
        guard let href = e.href, let url = URL(string: href), ["http", "https", "file"].contains(url.scheme?.lowercased() ?? "") else {
            return .refused(done("\(describe(e).capitalizedFirst) is not a link to a page — say 'click \(e.number)' to press it", ok: false))
        }
        return .link(url, name: e.name)
    }

    func clickNumber(_ n: Int, target: Target) async throws -> Outcome {
        try await click(ActionRequest(op: "click", number: n), target: target)
    }

    func click(_ request: ActionRequest, target: Target) async throws -> Outcome {
        let r = try await session.act(request)
        guard r.ok else { return notFound(target) }
        // A link whose page cannot be loaded (no network, no such site): this page stays, and the person is told.
        if let failed = await engine.settle() { return done("Clicked \(describe(r)), but \(failed)", r, ok: false) }
        try await session.showLabelsIfShown()
        // A box or switch toggles: which way it went ("activate notifications" on one already on turns it off).
        if let checked = r.checked, r.mixed != true {
            return done("Clicked \(describe(r)) — now \(Self.toggled(checked, role: r.role ?? ""))", r)
        }
        return done("Clicked \(describe(r))", r)
    }

    func navigate(_ action: NavigationAction, destination: String?, url: String?, count: Int = 1) async throws -> Outcome {
        switch action {
        case .back:
            guard engine.canGoBack else { return done("Nothing to go back to in this tab", ok: false) }
            let went = try await engine.goBack(steps: count)
            return done("Went back" + Self.steps(went, of: count))
        case .forward:
            guard engine.canGoForward else { return done("Nothing to go forward to in this tab", ok: false) }
            let went = try await engine.goForward(steps: count)
            return done("Went forward" + Self.steps(went, of: count))
        case .reload: try await engine.reload(); return done("Reloaded")
        case .stop: engine.stopLoading(); return done("Stopped loading")
        case .home:
            guard let homeURL else { return done("No home page is set", ok: false) }
            try await engine.load(homeURL)
            return done("Home")
        case .open:
            if let url, let u = URL(string: url) {
                try await engine.load(u)
                return done("Opened \(destination ?? url)")
            }
            // "Open billing address" on a page with a section by that name: no site is known by it, and it is there.
            if let destination, let e = try await namedElement(destination) {
                return try await press(e, state: e.expanded != nil ? .expanded : nil, target: .text(destination))
            }
            // "Go to the contact page", "ve a la página de precios": the one link of the page the words name.
            if let destination, let e = try await pageLink(destination) {
                return try await press(e, state: nil, target: .text(destination))
            }
            // "Go to checkout", "show me my cart": the one link whose name holds the place's words.
            if let destination, let e = try await linkHolding(destination) {
                return try await press(e, state: nil, target: .text(destination))
            }
            return try await run(.search(query: destination ?? "", scope: .web))
        case .next, .previous:
            guard let e = ElementChooser.pageTurning(next: action == .next, in: try await session.scrape(all: true).elements) else {
                return done("No \(action.rawValue) page link here", ok: false)
            }
            let r = try await session.act(ActionRequest(op: "click", selector: e.selector))
            await engine.settle()
            // A button turns a carousel's slide or a list's page where it is; a link goes to another page.
            if e.role == "button", r.ok { return done("Clicked \(describe(e))", r) }
            return done("Went to the \(action.rawValue) page", r, ok: r.ok)
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
