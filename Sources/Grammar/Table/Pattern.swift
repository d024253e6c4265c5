/// A phrase pattern of a rule, as written in a locale's grammar file:
/// `<click> [on] [the] [number] {target:number}`.
public indirect enum Pattern: Hashable, Sendable {
    case word(Token)
    case sequence([Pattern])
    case choice([Pattern])
    case optional(Pattern)
    case macro(String)
    case slot(name: String, type: SlotType)
}

/// What a slot accepts and how it is read.
public enum SlotType: String, CaseIterable, Sendable {
    case number, ordinal, text, site, role, setting, value
    /// Free words that describe an element by its role ("the search box", "bouton rouge en haut", "suchfeld"): read
    /// as text, but only where they hold one of the locale's role words — so "type hello in the search box" types
    /// "hello" into the box, while "type meet me in the park" types it all.
    case element
    /// An element one goes to on the page ("go to the password field", "geh ins suchfeld"): as `element`, but not a tab
    /// or an option, which are the browser's tabs and settings ("take me to tab five", "ऑप्शन में जाओ").
    case field
    /// A site of `sites.json` and nothing else, for phrasings made of everyday words: "quiero {destination:known}"
    /// visits amazon, and "quiero agua" is no visit.
    case known

    /// Read as free words (any words, kept as said), not from a list.
    var isFree: Bool { self == .text || isElement || namesASite }
    /// Describes an element by its role.
    var isElement: Bool { self == .element || self == .field }
    /// The recognizer's and exporter's rule for it.
    var ruleName: String { self == .field ? SlotType.element.rawValue : rawValue }
    /// Read as a site (looked up in `sites.json`, or an address).
    var namesASite: Bool { self == .site || self == .known }
}
