import PageScripts

/// A day of a calendar said as people say dates: "the 15th", "the 1st", "le 15e" ("choose the 15th" in a
/// date picker, whose days are called by their numbers alone).
extension ElementChooser {
    /// The day of the calendar shown (`calendarDay`) a description that is that day alone says, when nothing is called
    /// by its words.
    static func day(_ description: String, in elements: [PageElement]) -> PageElement? {
        let said = words(description).filter { !ElementWords.fillers.contains($0) && !["day", "dia", "jour", "tag", "तारीख"].contains($0) }
        guard said.count == 1, let n = dayNumber(said[0]) else { return nil }
        return calendarDay(n, in: elements)
    }

    /// 1 to 31 said as an ordinal with digits: "15th", "1st", "22nd", "3rd", "15e", "15ème", "1er"; not the number alone.
    static func dayNumber(_ word: String) -> Int? {
        let digits = word.prefix(while: \.isNumber), suffix = word.dropFirst(digits.count)
        guard let n = Int(digits), (1...31).contains(n), ["st", "nd", "rd", "th", "e", "eme", "er", "re", "o", "a", ""].contains(suffix) else { return nil }
        return suffix.isEmpty && digits.count == word.count ? nil : n
    }

    /// Day `n` of the calendar shown ("pick the 1st", "choisis le 15e", read as the n-th element of any kind): the one
    /// element called `n` where a month's days are (28 or more elements called 1, 2, 3…); nil without a calendar.
    public static func calendarDay(_ n: Int, in elements: [PageElement]) -> PageElement? {
        let days = elements.filter { ["gridcell", "button", "option", "link"].contains($0.role) && Int($0.name).map { (1...31).contains($0) } == true }
        guard Set(days.map(\.name)).count >= 28 else { return nil }
        let called = days.filter { $0.name == String(n) }
        return called.count == 1 ? called[0] : nil
    }
}
