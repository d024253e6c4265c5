/// Labels of the classifier that are one command but for how far it goes.
extension Understander {
    /// Whether two labels are one command but for the `amount` slot ("scroll direction=down", "scroll amount=little
    /// direction=down"): either is what was asked for.
    static func differOnlyInAmount(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        func parts(_ label: String) -> [Substring] { label.split(separator: " ").filter { !$0.hasPrefix("amount=") } }
        return parts(a) == parts(b)
    }

    /// The probability of the other labels that say the same as `label` but for how far ("ज़रा नीचे करो" was 0.76 down
    /// and 0.23 a little down, so nothing was done): counted with the label's own, as one reading.
    func probabilityAlike(_ label: String, _ others: [(String, Double)]) -> Double {
        others.filter { Self.differOnlyInAmount($0.0, label) }.map(\.1).reduce(0, +)
    }
}
