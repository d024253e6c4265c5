import CommandModel
import Foundation
import PageScripts

/// "Switch to the youtube tab", "ve a la pestaña de gmail": a browser tab by words of its title or address; else a tab
/// of the page by its name ("switch to the pricing tab" on a page of tabs).
extension Browser {
    public func switchTab(named name: String) async -> Outcome {
        let here = activeTab?.engine.currentURL
        let matching: [Int]
        switch tabNamed(name) {
        case .refused(let outcome): return outcome
        case .at(let i): return await switchTab(to: i + 1)
        case .matching(let found): matching = found
        }
        // Only this tab has the words: a tab of its page called that is the one meant, when there is one.
        if matching.isEmpty || matching == [activeIndex], let pressed = await pageTab(named: name) { return pressed }
        switch matching.count {
        case 0: return Outcome(ok: false, detail: "No tab called '\(name)' — say 'list tabs'", url: here)
        case 1:
            guard matching[0] != activeIndex else { return Outcome(ok: true, detail: "Already on tab \(activeIndex + 1): \(tabs[activeIndex].label)", url: here) }
            return await switchTab(to: matching[0] + 1)
        default: return Outcome(ok: false, detail: Self.whichTab(matching, of: tabs, saying: "switch to tab"), url: here)
        }
    }

    /// "Close the youtube tab", "close the tab on the left", "close the last tab": a browser tab by its place, its
    /// side of this one, or words of its title or address. A page's own tab is never what is closed.
    public func closeTab(named name: String) async -> Outcome {
        switch tabNamed(name) {
        case .refused(let outcome): return outcome
        case .at(let i): return await closeTab(at: i)
        case .matching(let found) where found.count == 1: return await closeTab(at: found[0])
        case .matching([]): return Outcome(ok: false, detail: "No tab called '\(name)' — say 'list tabs'", url: activeTab?.engine.currentURL)
        case .matching(let found):
            return Outcome(ok: false, detail: Self.whichTab(found, of: tabs, saying: "close tab"), url: activeTab?.engine.currentURL)
        }
    }

    /// Which browser tab words name: one by its place or side (`tabPlace`), or those whose title or address has the
    /// words; refused when no words are said or no tab is at the place.
    enum TabNamed { case at(Int), matching([Int]), refused(Outcome) }

    func tabNamed(_ name: String) -> TabNamed {
        let said = ElementChooser.words(name)
        let here = activeTab?.engine.currentURL
        guard !said.isEmpty else { return .refused(Outcome(ok: false, detail: "Which tab? Say 'list tabs'", url: here)) }
        // A tab named by its place ("open the last tab", "the first tab", "the tab on the left").
        if let place = tabPlace(said) {
            guard let i = place else { return .refused(Outcome(ok: false, detail: "There is no such tab — say 'list tabs'", url: here)) }
            return .at(i)
        }
        return .matching(tabsCalled(said))
    }

    /// The tab (0-based) words name by its place: the first, last or nth; the one on either side of this one ("left",
    /// "previous", "la derecha", "nächsten"); this one ("this", "current"); of two, the other one. nil: no place is said;
    /// .some(nil): a place no tab is at.
    func tabPlace(_ said: [String]) -> Int?? {
        let words = said.filter { !Self.sideFillers.contains($0) }
        let place = words.joined(separator: " ")
        let side: Int? = switch ElementPosition.words[place] {
        case .first?: 0
        case .last?: tabs.count - 1
        case .nth(let n)?: n - 1
        case .left?: activeIndex - 1
        case .right?: activeIndex + 1
        default:
            Self.thisOne.contains(place) ? activeIndex
                : Self.previous.contains(place) ? activeIndex - 1 : Self.next.contains(place) ? activeIndex + 1
                // "The other tab": of two, the one not shown.
                : Self.other.contains(place) && tabs.count == 2 ? 1 - activeIndex : nil
        }
        guard let side else { return nil }
        return .some(tabs.indices.contains(side) ? side : nil)
    }

    /// Tabs (0-based) whose title or address holds every word said.
    func tabsCalled(_ said: [String]) -> [Int] {
        guard !said.isEmpty else { return [] }
        return tabs.indices.filter { i in
            let tab = tabs[i]
            let address = tab.pending?.url.absoluteString ?? tab.engine.currentURL ?? ""
            let words = ElementChooser.words(tab.label + " " + (URL(string: address)?.host ?? "")).joined(separator: " ")
            return said.allSatisfy { words.contains($0) }
        }
    }

    static func whichTab(_ matching: [Int], of tabs: [Tab], saying verb: String) -> String {
        let names = matching.prefix(5).map { "\($0 + 1) '\(tabs[$0].label)'" }.joined(separator: ", ")
        return "Which one? \(matching.count) tabs match: \(names) — say '\(verb)' and its number"
    }

    /// Words around a side said of a tab ("the one on the left", "la de la derecha", "दाईं तरफ वाला"): the words every
    /// description goes without, and a few more, but for those that say this tab.
    static let sideFillers = ElementWords.fillers.union(["one", "vom", "तरफ", "ओर"]).subtracting(thisOne)
    /// This tab ("this", "current", "esta", "actuel", "diesen", "यह"), folded.
    static let thisOne: Set<String> = ["this", "current", "esta", "actual", "este", "ce", "cet", "actuel", "courant",
                                       "diesen", "dieser", "aktuellen", "यह", "इस", "मौजूदा"]
    /// The tab before this one and after it, in the five languages, folded.
    static let previous: Set<String> = ["previous", "prev", "anterior", "precedent", "vorherigen", "vorigen", "पिछला", "पिछले"]
    static let next: Set<String> = ["next", "siguiente", "suivant", "nachsten", "अगला", "अगले"]
    static let other: Set<String> = ["other", "otra", "otro", "autre", "andere", "anderen"]

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
