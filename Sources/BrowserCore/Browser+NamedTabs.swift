import CommandModel
import Foundation
import PageScripts

/// "Switch to the youtube tab", "ve a la pestaña de gmail": a browser tab by words of its title or address; else a tab
/// of the page by its name ("switch to the pricing tab" on a page of tabs).
extension Browser {
    public func switchTab(named name: String) async -> Outcome {
        let said = ElementChooser.words(name)
        let here = activeTab?.engine.currentURL
        guard !said.isEmpty else { return Outcome(ok: false, detail: "Which tab? Say 'list tabs'", url: here) }
        // A tab named by its place ("open the last tab", "the first tab").
        switch ElementPosition.words[said.joined(separator: " ")] {
        case .first?: return await switchTab(to: 1)
        case .last?: return await switchTab(to: tabs.count)
        case .nth(let n)?: return await switchTab(to: n)
        default: break
        }
        let matching = tabs.indices.filter { i in
            let tab = tabs[i]
            let address = tab.pending?.url.absoluteString ?? tab.engine.currentURL ?? ""
            let words = ElementChooser.words(tab.label + " " + (URL(string: address)?.host ?? "")).joined(separator: " ")
            return said.allSatisfy { words.contains($0) }
        }
        // Only this tab has the words: a tab of its page called that is the one meant, when there is one.
        if matching.isEmpty || matching == [activeIndex], let pressed = await pageTab(named: name) { return pressed }
        switch matching.count {
        case 0: return Outcome(ok: false, detail: "No tab called '\(name)' — say 'list tabs'", url: here)
        case 1:
            guard matching[0] != activeIndex else { return Outcome(ok: true, detail: "Already on tab \(activeIndex + 1): \(tabs[activeIndex].label)", url: here) }
            return await switchTab(to: matching[0] + 1)
        default:
            let names = matching.prefix(5).map { "\($0 + 1) '\(tabs[$0].label)'" }.joined(separator: ", ")
            return Outcome(ok: false, detail: "Which one? \(matching.count) tabs match: \(names) — say 'switch to tab' and its number", url: here)
        }
    }

    /// A tab of the active page called `name`, pressed; nil when the page has none.
    private func pageTab(named name: String) async -> Outcome? {
        await loadPending()
        guard let tab = activeTab else { return nil }
        return try? await tab.executor.pageTab(named: name)
    }
}

extension CommandExecutor {
    /// The tab (a page's own tab widget) called `name`, pressed; nil when no tab of the page is called that.
    /// A link or button called exactly so is a tab to the person too: a results page's "Images", "News".
    func pageTab(named name: String) async throws -> Outcome? {
        guard case .one(let e) = try await describedElement(name, preferring: { $0.role == "tab" }),
              e.role == "tab" || ["link", "button"].contains(e.role) && ElementChooser.words(e.name) == ElementChooser.words(name)
        else { return nil }
        return try await press(e, state: nil, target: .text(name))
    }
}
