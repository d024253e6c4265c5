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

}
