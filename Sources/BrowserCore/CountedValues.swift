import CommandModel
import PageScripts

/// "Add two adults", "one more child", "remove one kid", "añade dos adultos", "ajoute deux adultes", "zwei erwachsene
/// mehr", "दो बड़े और जोड़ो": on a page with number boxes (a booking's travellers, a basket's quantities), the box the
/// other words name is turned up or down by that many. Read before anything else the words may be (a typing with no
/// field: "add two adults" typed "two adults" into whatever had the focus).
extension CommandExecutor {
    func countChanged(_ said: String) async throws -> Command? {
        let words = ElementChooser.words(said)
        guard words.count >= 2, words.count <= 7 else { return nil }
        var sign = 0, count: Int?, rest: [String] = []
        for w in words {
            if Self.adding.contains(w) { if sign == 0 { sign = 1 } }
            else if Self.removing.contains(w) { sign = -1 }
            else if count == nil, let n = Self.count(w) { count = n }
            else if count == nil, Self.indefinite.contains(w) { count = 1 }   // "un niño más", "ein kind mehr"
            else if !Self.countFillers.contains(w) { rest.append(w) }
        }
        guard sign != 0, let count, count > 0, count <= 100, !rest.isEmpty else { return nil }
        let boxes = try await session.peek(all: true).elements.filter { $0.role == "spinbutton" && !$0.name.isEmpty }
        var named: PageElement?
        if case .one(let box) = ElementChooser.choose(rest.joined(separator: " "), in: boxes) { named = box }
        // One word in another form of the name's ("बच्चा" for "बच्चे", "niña" for "Niño"): the same but for its ending.
        if named == nil, rest.count == 1, rest[0].unicodeScalars.count >= 4 {
            func stem(_ w: String) -> [Unicode.Scalar] { Array(w.unicodeScalars.dropLast()) }
            let alike = boxes.filter { box in ElementChooser.words(box.name).map(stem) == [stem(rest[0])] }
            if alike.count == 1 { named = alike[0] }
        }
        guard let box = named else { return nil }
        return .type(text: (sign > 0 ? "+" : "-") + String(count), target: .text(box.name), replace: true)
    }

    /// Words that add to a count or take from it, folded as `ElementChooser.words` folds what is said.
    static let adding = folded(["add", "plus", "more", "another", "increase", "raise", "añade", "agrega", "suma", "más",
                                "ajoute", "ajouter", "augmente", "füge", "hinzu", "mehr", "erhöhe", "जोड़ो", "जोड़ें", "बढ़ाओ"])
    static let removing = folded(["remove", "minus", "less", "fewer", "decrease", "reduce", "take", "quita", "menos", "resta",
                                  "enlève", "retire", "moins", "diminue", "entferne", "weniger", "verringere", "हटाओ", "कम", "घटाओ"])
    static let countFillers = folded(["a", "an", "the", "by", "of", "away", "please", "de", "del", "le", "la", "les", "d", "des",
                                      "um", "bitte", "और", "से", "के", "को", "करो", "कर", "दो"])
    /// A count of one said with the article: "un", "une", "ein"…
    static let indefinite = folded(["a", "an", "un", "una", "une", "ein", "eine", "einen", "einer"])

    static func folded(_ words: [String]) -> Set<String> { Set(words.flatMap { ElementChooser.words($0) }) }

    /// "I'd like two of these", "quiero dos de estos", "j'en veux deux", "ich nehme zwei davon", "इनमें से दो दो": how
    /// many of the thing shown, set in the page's one quantity box (a number box, field or list called Quantity, Qty,
    /// Cantidad, Quantité, Menge…); nil when none is, or several.
    func quantityWanted(_ said: String) async throws -> Command? {
        let words = ElementChooser.words(said)
        guard words.count <= 8, let n = Self.countOfThese(words), n > 0, n <= 1000 else { return nil }
        let boxes = try await session.peek(all: true).elements.filter { e in
            ["spinbutton", "textbox", "combobox"].contains(e.role)
                && ElementWords.canonical(ElementChooser.words(e.name), translating: true).contains { $0 == "quantity" || $0 == "qty" }
        }
        guard boxes.count == 1 else { return nil }
        return .type(text: String(n), target: .text(boxes[0].name), replace: true)
    }

    /// A word's number: in digits or in words of the five languages.
    static func count(_ w: String) -> Int? { Int(w) ?? ElementWords.numerals[w].flatMap { Int($0) } }

    /// The number of things said of those shown: before "of these", "de estos"; before "davon"; after "इनमें से"; at
    /// the end of a French sentence whose "en" stands for them ("j'en veux deux").
    static func countOfThese(_ words: [String]) -> Int? {
        for i in words.indices {
            guard let n = count(words[i]) else { continue }
            if i + 2 < words.count, ["of", "de"].contains(words[i + 1]), these.contains(words[i + 2]) { return n }
            if i + 1 < words.count, words[i + 1] == "davon" { return n }
            if i >= 2, ["इनमें", "इसमें"].contains(words[i - 2]), words[i - 1] == "से" { return n }
            if i == words.count - 1, words.prefix(3).contains("en"), words.first == "j" { return n }
        }
        return nil
    }
    static let these = folded(["these", "those", "them", "this", "that", "it", "estos", "estas", "esos", "esas", "ellos", "ellas"])
}
