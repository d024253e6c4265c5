import CommandModel
import PageScripts

/// "Check lettuce", "uncheck the first one", "desmarca la casilla de cebolla": a click that leaves a checkbox, switch,
/// radio button or toggle button in the state said. Clicking toggles, so an element already in that state is left
/// alone, and only elements that have a state are looked at: "untick the first one" is the first checkbox, not the
/// page's first link.
extension CommandExecutor {
    func click(_ target: Target, checked wanted: Bool?) async throws -> Outcome {
        guard let wanted else { return try await click(target) }
        let e: PageElement
        switch try await checkable(target) {
        case .none: return notFound(target)
        case .ambiguous(let options): return try await whichOne(options, say: "'\(wanted ? "check" : "uncheck")' and its number")
        case .one(let found): e = found
        }
        let what = describe(e)
        guard let state = e.checked else {
            return done("\(what.capitalizedFirst) cannot be checked or unchecked — say 'click \(e.number)' to press it", ok: false)
        }
        if state == wanted, e.mixed != true { return done("\(what.capitalizedFirst) is already \(Self.state(wanted))") }
        // A partly checked box goes through its states (mixed → checked → unchecked): a second click may be needed.
        var last: ActionResult?
        var before = (checked: e.checked, mixed: e.mixed == true)
        for _ in 0..<2 {
            let r = try await session.act(ActionRequest(op: "click", selector: e.selector))
            guard r.ok else { return notFound(target) }
            await engine.settle()
            last = r
            let now = (checked: r.checked, mixed: r.mixed == true)
            if now.checked == wanted && !now.mixed || now.checked == nil || now == before { break }
            before = now
        }
        try await session.showLabelsIfShown()
        guard let r = last else { return notFound(target) }
        if let now = r.checked, now != wanted || r.mixed == true {
            return done("Clicked \(describe(r)), but it is \(r.mixed == true ? "partly checked" : Self.state(now))", r, ok: false)
        }
        return done("\(wanted ? "Checked" : "Unchecked") \(describe(r))", r)
    }

    static func state(_ checked: Bool) -> String { checked ? "checked" : "unchecked" }

    /// The element a checking target names, among the page's elements that have a checked state first.
    func checkable(_ target: Target) async throws -> ElementChooser.Choice {
        switch target {
        case .number: return try await element(for: target)
        case .ordinal(let n, let role):
            let elements = try await session.scrape().elements
            let pool = role == nil ? elements.filter { $0.checked != nil } : elements
            return ElementChooser.nth(n, role: role, in: pool).map { .one($0) } ?? .none
        case .text(let description):
            for all in [false, true] {
                let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
                let stated = ElementChooser.choose(description, in: elements.filter { $0.checked != nil })
                if stated != .none { return stated }
                let any = ElementChooser.choose(description, in: elements)
                if any != .none { return any }
            }
            return .none
        }
    }

    func describe(_ e: PageElement) -> String { e.role + (e.name.isEmpty ? "" : " '\(e.name)'") }
}
