import CommandModel
import PageScripts

/// Links and buttons under a closed menu of the page (the ARIA disclosure navigation: "Campus Tours" under "About"):
/// "go to campus tours", "ve a tuition" with the menu closed open it and press the link (a web search before, or
/// "Nothing called … here").
extension CommandExecutor {
    /// The one thing tucked away the words name whole (as said, else in another of the five languages), with the
    /// expander that shows it; nil when none or several.
    func tuckedAway(_ said: String) async throws -> ActionResult.Tucked? {
        let words = ElementChooser.words(said)
        // A best effort: a page that does not answer has nothing tucked away.
        guard !words.isEmpty, words.count <= 8, let tucked = (try? await session.act(ActionRequest(op: "tucked")))?.tucked, !tucked.isEmpty else { return nil }
        for translating in [false, true] {
            let named = tucked.filter { t in ElementChooser.seen(said, name: t.name, translating: translating).map { $0.seen >= .whole } ?? false }
            if !named.isEmpty { return named.count == 1 ? named[0] : nil }
        }
        return nil
    }

    /// Where the things shown that a description fits are several, none of them exactly: a thing tucked away it names
    /// exactly ("open project 3a" with the folder closed is "project-3A.docx", no choice between "project-1.docx" and
    /// "project-2.docx"); else the person is asked which.
    func tuckedElseAsked(_ shown: [PageElement], _ description: String, _ target: Target) async throws -> Outcome {
        let said = ElementChooser.plain(description)
        if !shown.contains(where: { ElementChooser.plain($0.name) == said }), let tucked = try await tuckedAway(description),
           ElementChooser.seen(description, name: tucked.name)?.seen == .exact, let found = try await elsewhere(tucked.name, target) {
            return found
        }
        return try await whichOne(shown, say: "'click' and its number")
    }

    /// What a description names elsewhere than among the things shown: a focused list's option, a thing tucked away
    /// under a closed menu (the menu opened, then the thing pressed), a part of the page headed so ("take me to the
    /// reviews"); nil when none.
    func elsewhere(_ description: String, _ target: Target) async throws -> Outcome? {
        if let chosen = try await chooseInFocusedList(description) { return chosen }
        if let tucked = try await tuckedAway(description) {
            let opened = try await session.act(ActionRequest(op: "click", selector: tucked.expander))
            await engine.settle()
            guard opened.ok, case .one(let e) = try await describedElement(tucked.name) else { return nil }
            let pressed = try await click(ActionRequest(op: "click", selector: e.selector), target: target)
            return Outcome(ok: pressed.ok, detail: "Opened \(describe(opened)), then " + pressed.detail.prefix(1).lowercased() + pressed.detail.dropFirst(),
                           url: pressed.url, focused: pressed.focused, value: pressed.value)
        }
        if let part = (try? await headingSearch(description)) ?? nil { return try await execute(part) }
        if let part = (try? await regionOnThePage(description)) ?? nil { return try await execute(part) }
        // "Ve a la barra lateral", "va aux commentaires" (clicks to the grammar): a usual part, or said to be none here.
        if let part = (try? await usualPartOnThePage(description)) ?? nil { return try await execute(part) }
        return nil
    }
}
