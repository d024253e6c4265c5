import CommandModel
import PageScripts

/// Moving through what the page shows one at a time, and moving a list's item.
///
/// "Move it up", "súbelo", "descends-le", "verschiebe es nach unten", "इसे ऊपर ले जाओ" right after choosing an item of a
/// list that can be put in order (a list with Up and Down buttons, as the ARIA rearrangeable listbox has): the item is
/// moved with the page's button for that way, not the page scrolled. Read by the model as scrolling; with no word
/// pointing back, no list's item chosen last, or no one button for that way on the page, the scroll stays.
extension CommandExecutor {
    /// Words of a button that moves the chosen item, besides the way: "Move up", "Mover hacia arriba", "Nach oben
    /// verschieben", "ऊपर ले जाएं".
    static let movingWords: Set<String> = ["move", "item", "one", "position", "mover", "hacia", "elemento", "deplacer", "vers", "le",
                                           "l", "element", "verschieben", "nach", "eintrag", "ले", "जाएं", "करें", "जाओ"]
    /// The ways a button moves an item, as its name says them.
    static let upWords: Set<String> = ["up", "arriba", "subir", "haut", "monter", "oben", "hoch", "ऊपर"]
    static let downWords: Set<String> = ["down", "abajo", "bajar", "bas", "descendre", "unten", "runter", "नीचे"]
    /// What can be moved in a list: its items, the rows of a grid or a tree's items.
    static let movableRoles: Set<String> = ["option", "listitem", "row", "treeitem", "gridcell"]

    func movedRatherThanScrolled(_ said: String, _ reading: Command?) async throws -> Command? {
        guard case .scroll(let direction, nil, nil)? = reading, direction == .up || direction == .down else { return nil }
        let words = ElementChooser.words(said)
        // A word pointing back ("it", "esto", "es", "इसे"), or a Spanish verb with its pronoun joined ("súbelo", "bájala").
        let pointing = words.contains { ElementChooser.pointsBack($0) }
            || words.count <= 3 && words.contains { $0.count >= 5 && ($0.hasSuffix("lo") || $0.hasSuffix("la")) }
        guard pointing else { return nil }
        let way = direction == .up ? Self.upWords : Self.downWords
        func moves(_ e: PageElement, _ way: Set<String>) -> Bool {
            guard e.role == "button" else { return false }
            let rest = ElementChooser.words(e.name).filter { !Self.movingWords.contains($0) }
            return rest.count == 1 && way.contains(rest[0])
        }
        let all = try await session.peek(all: true).elements
        let buttons = all.filter { moves($0, way) }
        guard buttons.count == 1, let last = try await lastActed(),
              Self.movableRoles.contains(last.role) || moves(last, Self.upWords) || moves(last, Self.downWords) else { return nil }
        return .click(.text(buttons[0].name))
    }
}

/// "Next slide", "siguiente diapositiva", "nächste folie", "अगली स्लाइड" on a carousel whose slides are a page's tabs
/// (the ARIA carousel with tabs): the tab after (or before) the one selected is chosen, where the browser's reading
/// (the next page's link) finds none.
extension CommandExecutor {
    /// Words for what a carousel shows one at a time.
    static let slideWords: Set<String> = ["slide", "slides", "diapositiva", "diapositivas", "diapositive", "diapo", "folie", "folien",
                                          "स्लाइड", "photo", "picture", "image", "foto", "imagen", "bild", "तस्वीर", "फोटो"]

    func nextSlide(_ said: String, _ reading: Command?) async throws -> Command? {
        guard case .navigate(let action, nil, nil, nil)? = reading, action == .next || action == .previous,
              ElementChooser.words(said).contains(where: Self.slideWords.contains) else { return nil }
        let tabs = try await session.peek(all: true).elements.filter { $0.role == "tab" }
        let slides = tabs.filter { ElementChooser.words($0.name).contains(where: Self.slideWords.contains) }
        let shown = slides.isEmpty ? tabs : slides
        let selected = shown.indices.filter { shown[$0].selected == true }
        guard selected.count == 1 else { return nil }
        let i = selected[0] + (action == .next ? 1 : -1)
        return shown.indices.contains(i) ? .click(.text(shown[i].name)) : nil
    }
}
