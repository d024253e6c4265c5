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
            else if count == nil, let n = Int(w) ?? ElementWords.numerals[w].flatMap({ Int($0) }) { count = n }
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
}
