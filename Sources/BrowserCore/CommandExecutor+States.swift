import Foundation
import CommandModel
import PageScripts

/// "Check lettuce", "untick the first one", "collapse projects", "desmarca la casilla de cebolla": a click that leaves
/// an element in the state said. Clicking toggles, so an element already in that state is left alone, and only
/// elements that have such a state are looked at: "untick the first one" is the first checkbox, not the page's first
/// link; "expand the second one" the second thing that opens.
extension CommandExecutor {
    func click(_ target: Target, state wanted: ElementState?) async throws -> Outcome {
        if wanted == .focused { return try await focus(target) }
        if case .text(let description) = target, ElementChooser.saysIt(description) { return try await actOnLast(state: wanted) }
        guard let wanted else { return try await click(target) }
        if case .text(let description) = target, let kind = Self.allOf(description), !(try await namedAsSaid(description)) {
            return try await setEveryOne(kind, to: wanted)
        }
        if let on = wanted.checks, let turned = try await turnSound(target, on: on) { return turned }
        let e: PageElement
        switch try await stated(target, wanted) {
        case .none: return notFound(target)
        case .ambiguous(let options):
            // Of several that fit ("close the menu" with three, one open), the one not in that state yet.
            let notYet = options.filter { Self.effectiveState(of: $0, like: wanted).map { $0 != wanted } ?? true }
            if notYet.isEmpty {
                let names = options.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ") + (options.count > 5 ? ", …" : "")
                return done("All \(options.count) are already \(Self.said(wanted, role: options[0].role)): \(names)")
            }
            // Asked among those, in the words of what opens when they all do ("उसे बंद करो" is no unticking of folders).
            let opens = options.allSatisfy { $0.checked == nil && $0.expanded != nil }
            let verb = (opens ? wanted.checks.map { $0 ? ElementState.expanded : .collapsed } : nil) ?? wanted
            guard notYet.count == 1 else { return try await whichOne(notYet, say: "'\(verb.verb)' and its number") }
            e = notYet[0]
        case .one(let found): e = found
        }
        return try await press(e, state: wanted, target: target)
    }

    /// The element's state as `press` would change it: a thing that opens, asked to be on or off, by its open state.
    static func effectiveState(of e: PageElement, like wanted: ElementState) -> ElementState? {
        if let on = wanted.checks, e.checked == nil, e.expanded != nil { return e.expanded == on ? wanted : (on ? .unchecked : .checked) }
        return state(of: e, like: wanted)
    }

    /// Clicks an element found already; with a state, only when it is not in that state yet.
    func press(_ e: PageElement, state wanted: ElementState?, target: Target) async throws -> Outcome {
        guard let wanted else { return try await click(ActionRequest(op: "click", selector: e.selector), target: target) }
        if wanted == .focused { return try await focus(e) }
        // Turned on or off, a thing that opens and closes is opened or closed ("पर्सनल इंफॉर्मेशन बंद करो").
        if let on = wanted.checks, e.checked == nil, e.expanded != nil { return try await press(e, state: on ? .expanded : .collapsed, target: target) }
        guard let state = Self.state(of: e, like: wanted) else {
            return done("\(describe(e).capitalizedFirst) cannot be \(Self.kind(wanted)) — say 'click \(e.number)' to press it", ok: false)
        }
        if state == wanted, e.mixed != true { return done("\(describe(e).capitalizedFirst) is already \(Self.said(wanted, role: e.role))") }
        // A partly checked box goes through its states (mixed → checked → unchecked): a second click may be needed.
        var last: ActionResult?
        var before = (state: state, mixed: e.mixed == true)
        for _ in 0..<2 {
            let r = try await session.act(ActionRequest(op: "click", selector: e.selector))
            guard r.ok else { return notFound(target) }
            await engine.settle()
            last = r
            guard let now = Self.state(of: r, like: wanted) else { break }
            if now == wanted && r.mixed != true || (now, r.mixed == true) == before { break }
            before = (now, r.mixed == true)
        }
        // A tree's item whose click only follows its link opens and closes by the arrow keys.
        if e.role == "treeitem", wanted.checks == nil, let r = last, let now = Self.state(of: r, like: wanted), now != wanted {
            last = try await session.act(ActionRequest(op: "toggle", selector: e.selector))
            await engine.settle()
        }
        try await session.showLabelsIfShown()
        guard let r = last else { return notFound(target) }
        // Said as the page reports it, else as the scan found it (a switch inside its label: "element" before).
        let pressed = r.role == nil || r.role == "element" ? describe(e) : describe(r)
        if let now = Self.state(of: r, like: wanted), now != wanted || r.mixed == true {
            return done("Clicked \(pressed), but it is \(r.mixed == true ? "partly checked" : Self.said(now, role: r.role ?? e.role))", r, ok: false)
        }
        return done("\(Self.done(wanted, role: r.role ?? e.role)) \(pressed)", r)
    }

    /// The element's state of the kind `like` is (checked or unchecked; expanded or collapsed), or nil if it has none.
    static func state(of e: PageElement, like wanted: ElementState) -> ElementState? {
        state(checked: e.checked, expanded: e.expanded, like: wanted)
    }

    static func state(of r: ActionResult, like wanted: ElementState) -> ElementState? {
        state(checked: r.checked, expanded: r.expanded, like: wanted)
    }

    static func state(checked: Bool?, expanded: Bool?, like wanted: ElementState) -> ElementState? {
        if wanted.checks != nil { return checked.map { $0 ? .checked : .unchecked } }
        return expanded.map { $0 ? .expanded : .collapsed }
    }

    /// A switch is on or off, a toggle button pressed or not; anything else checked, unchecked, expanded or collapsed.
    static func said(_ s: ElementState, role: String) -> String {
        guard role == "switch" || role == "button", let on = s.checks else { return s.rawValue }
        return role == "button" ? (on ? "pressed" : "not pressed") : on ? "on" : "off"
    }

    /// What a plain click left a box, switch or toggle button as: on or off, checked or unchecked, pressed or not.
    static func toggled(_ checked: Bool, role: String) -> String {
        role == "button" ? (checked ? "pressed" : "not pressed") : said(checked ? .checked : .unchecked, role: role)
    }

    static func done(_ s: ElementState, role: String) -> String {
        if role == "switch", let on = s.checks { return on ? "Turned on" : "Turned off" }
        // A toggle button ("Mute", pressed or not).
        if role == "button", let on = s.checks { return on ? "Pressed" : "Released" }
        return switch s {
        case .checked: "Checked"
        case .unchecked: "Unchecked"
        case .expanded: "Expanded"
        case .collapsed: "Collapsed"
        case .focused: "Found"
        }
    }

    static func kind(_ s: ElementState) -> String { s.checks != nil ? "checked or unchecked" : "expanded or collapsed" }

    /// The element a target names for a click that leaves a state: among the page's elements that have that kind of
    /// state first.
    func stated(_ target: Target, _ wanted: ElementState) async throws -> ElementChooser.Choice {
        func hasState(_ e: PageElement) -> Bool { Self.state(of: e, like: wanted) != nil }
        switch target {
        case .number: return try await element(for: target)
        case .ordinal(let n, let role):
            let elements = try await session.scrape().elements
            let pool = role == nil ? elements.filter(hasState) : elements
            return ElementChooser.nth(n, role: role, in: pool).map { .one($0) } ?? .none
        case .text(let description):
            let said = wanted.checks == nil ? description : ElementWords.ticked(description)
            return try await describedElement(said, preferring: hasState)
        }
    }

    func describe(_ e: PageElement) -> String { Self.told(e.role, e.name, href: e.href) }

    /// An element as told: its role and name; a link of no name (a picture's) by the last part of its address
    /// ("link to 'covid-variante-omicron'"), else its site.
    nonisolated static func told(_ role: String, _ name: String, href: String?) -> String {
        if !name.isEmpty { return role + " '\(name)'" }
        guard let url = URLComponents(string: href ?? ""), ["http", "https", "file"].contains(url.scheme?.lowercased() ?? "") else { return role }
        let last = url.path.split(separator: "/").last.map { $0.replacingOccurrences(of: #"\.[A-Za-z0-9]+$"#, with: "", options: .regularExpression) }
        guard let to = last.flatMap({ $0.isEmpty ? nil : $0 }) ?? url.host.flatMap({ $0.isEmpty ? nil : $0 }) else { return role }
        return role + " to '\(to)'"
    }
}

/// "Close the dialog", "cierra el aviso", "click close": the button that closes the open dialog (its Close, or its
/// Cancel or No thanks), or else the one element called close on the page. An open dialog with no such button gets
/// Escape, as a person at a keyboard would press.
extension CommandExecutor {
    func close(_ target: Target) async throws -> Outcome {
        var dialogOpen = false
        for all in [false, true] {
            let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
            let inDialog = elements.filter { $0.dialog == true }
            dialogOpen = dialogOpen || !inDialog.isEmpty
            let closers = ElementChooser.closers(in: inDialog.isEmpty ? elements : inDialog)
            guard let first = closers.first else { continue }
            // Several dialogs' close buttons, or a Close and a Cancel: the first called close, when only one is.
            let calledClose = closers.filter { ElementChooser.saysClose($0.name) }
            if closers.count == 1 || calledClose.count == 1 {
                return try await press(calledClose.count == 1 ? calledClose[0] : first, state: nil, target: target)
            }
            return try await whichOne(closers, say: "'click' and its number")
        }
        if dialogOpen { return try await escape(closing: true) }
        // A cookie banner with no close button is answered by one of its own buttons, which the browser does not
        // choose for the person: they are named.
        let banner = try await session.scrape().elements.filter { e in
            ElementChooser.words(e.group ?? "").contains { $0.hasPrefix("cookie") || $0.hasPrefix("consent") || $0 == "कुकी" || $0 == "कुकीज" }
        }
        if !banner.isEmpty {
            let names = banner.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ")
            return done("Nothing closes the cookie banner — say one of its buttons: \(names)", ok: false)
        }
        return done("Nothing here closes anything — say 'show numbers' and a number", ok: false)
    }

    /// "Press escape": the key where the focus is. `closing`: said to close an open dialog, which is looked for again.
    func escape(closing: Bool = false) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "escape"))
        await engine.settle()
        try await session.showLabelsIfShown()
        let closed = r.detail == "closed"
        guard closing, !closed else { return done(closed ? "Pressed Escape: the dialog closed" : "Pressed Escape", r) }
        let stillOpen = try await session.peek(all: true).elements.contains { $0.dialog == true }
        if stillOpen { return done("The dialog has no close button and Escape leaves it open — say 'show numbers' and a number", r, ok: false) }
        return done("Pressed Escape: the dialog closed", r)
    }

    /// "Print this page": saved as a PDF where the engine prints to (the window's downloads folder).
    func printPage() -> Outcome {
        guard let path = engine.printPage() else {
            return done("Printing is not available here — the browser window saves pages as PDF in its downloads folder", ok: false)
        }
        return done("Saving the page as PDF: \(path)")
    }
}

extension CommandExecutor {
    /// A thing that opens, opened or closed as said rather than toggled: "open the menu", "show me the menu", "abre el
    /// menú" read as a click on the one thing named that opens, and "hide the menu", "oculta el menú", "cache les détails",
    /// "मेनू छुपाओ" read as a click, read as nothing, or read by the model as hiding the numbers. One open already stays
    /// open, one closed stays closed (a click toggled it the other way). Nil for anything else.
    func stateSaidRatherThanToggled(_ said: String, _ reading: Command?, readByModel: Bool) async throws -> Command? {
        let words = ElementChooser.words(said)
        guard !words.contains(where: ElementChooser.pressing.contains) else { return nil }
        let wanted: ElementState
        if words.contains(where: ElementChooser.opening.contains) { wanted = .expanded }
        else if words.contains(where: ElementChooser.hiding.contains) { wanted = .collapsed }
        else { return nil }
        let target: Target
        switch reading {
        // Not a number the model took from the words ("open project 1": label 1, the skip menu, where a file is named).
        case .click(.number, nil)? where readByModel: return nil
        case .click(let t, nil)?: target = t
        case nil where wanted == .collapsed, .labels(.hide)? where wanted == .collapsed && readByModel:
            let rest = words.filter { !ElementChooser.hiding.contains($0) }
            guard !rest.isEmpty else { return nil }
            target = .text(rest.joined(separator: " "))
        default: return nil
        }
        func opens(_ e: PageElement) -> Bool { e.expanded != nil && e.checked == nil }
        switch try await element(for: target) {
        case .one(let e) where opens(e): return .click(target, state: wanted)
        // Of several that open ("hide the details" with two events' open), the executor takes the one not so yet, or asks.
        case .ambiguous(let options) where options.allSatisfy(opens): return .click(target, state: wanted)
        default: return nil
        }
    }
}
