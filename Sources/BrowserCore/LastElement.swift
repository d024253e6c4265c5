import CommandModel
import PageScripts

/// "Find the search bar", "where is the login button": the element brought into view and focused, not pressed. Then
/// "click it", "untick it", "type hello in it" act on the element last acted on (found, pressed, typed into, moved
/// to) — the page script remembers it for as long as the page has it (`target=it` in the grammar).
extension CommandExecutor {
    func focus(_ target: Target) async throws -> Outcome {
        switch try await element(for: target) {
        case .none: return notFound(target)
        case .ambiguous(let options): return try await whichOne(options, say: "'click' and its number to press it")
        case .one(let e): return try await focus(e)
        }
    }

    func focus(_ e: PageElement) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "focus", selector: e.selector))
        guard r.ok else { return notFound(.text(e.name)) }
        try await session.showLabelsIfShown()
        let role = r.role ?? e.role
        let next = ElementChooser.takesText.contains(role) ? "say what to type"
            : r.checked != nil && role != "button" ? "say 'check it' or 'uncheck it'" : "say 'click it' to press it"
        return done("Found \(describe(r)) — \(next)", r)
    }

    /// "Click it", "untick it", "expand it": the element last acted on, left in the state said (pressed when none is).
    func actOnLast(state wanted: ElementState?) async throws -> Outcome {
        guard let e = try await lastActed() else { return nothingActedOn() }
        if wanted == .focused { return try await focus(e) }
        return try await press(e, state: wanted, target: .text(e.name))
    }

    /// The element last acted on, as the page's scan sees it; nil when nothing was acted on, or the page lost it.
    func lastActed() async throws -> PageElement? {
        let r = try await session.act(ActionRequest(op: "last", last: true))
        guard r.ok, let selector = r.selector else { return nil }
        return try await session.peek(all: true).elements.first { $0.selector == selector }
    }

    func nothingActedOn() -> Outcome {
        done("Nothing was acted on on this page yet — say what to act on, or 'show numbers' and a number", ok: false)
    }
}
