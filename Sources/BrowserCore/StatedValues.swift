import CommandModel
import Foundation
import PageScripts

/// "My email is john at example dot com", "mi nombre es juan", "mon adresse est 5 rue de la paix", "meine
/// Telefonnummer ist 555 1234", "मेरा नाम राहुल है": a person filling in a form says what a field holds. Only where the
/// page has that field are the words taken so; anywhere else they are talk ("my head is hurting").
extension CommandExecutor {
    /// Words that say what something is, after the field's name, in five languages; and the words that may open it.
    static let saying: Set<String> = ["is", "are", "es", "est", "ist", "lautet"]
    static let owning: Set<String> = ["my", "the", "our", "mi", "el", "la", "nuestro", "nuestra", "mon", "ma", "le", "notre",
                                      "mein", "meine", "der", "die", "das", "unser", "unsere"]
    static let owningHindi: Set<String> = ["मेरा", "मेरी", "मेरे", "हमारा", "हमारी"]

    /// The ways to read the words as a field's name and what it holds: after a word that owns or points, up to a word
    /// that says what it is ("my email | is | john…"); in Hindi, verb last, each split of the words before "है".
    static func statements(_ said: String) -> [(field: String, value: String)] {
        var words = said.split(separator: " ").map(String.init)
        // "L'adresse est …": the French article joined to its noun.
        if let first = words.first?.lowercased(), first.hasPrefix("l'") || first.hasPrefix("l’") {
            words[0] = String(words[0].dropFirst(2))
            words.insert("le", at: 0)
        }
        guard words.count >= 3, let opener = words.first?.lowercased() else { return [] }
        if owning.contains(opener), let i = words.indices.dropFirst(2).first(where: { saying.contains(words[$0].lowercased()) }),
           i + 1 < words.count {
            return [(words[1..<i].joined(separator: " "), words[(i + 1)...].joined(separator: " "))]
        }
        if owningHindi.contains(opener), words.last == "है", words.count >= 4 {
            return (2..<(words.count - 1)).map { k in (words[1..<k].joined(separator: " "), words[k..<(words.count - 1)].joined(separator: " ")) }
        }
        return []
    }

    /// Words that say the person's own: "fill in my name" is the name field to fill, not the words "my name".
    static let mine = Set(["my", "our", "mi", "mis", "nuestro", "nuestra", "mon", "ma", "mes", "notre", "mein", "meine",
                           "meinen", "unser", "unsere"]).union(owningHindi)

    /// "Fill in my name", "escribe mi correo", "mets mon adresse", "meine Telefonnummer eingeben", "मेरा नाम भरो": text to
    /// type that is the person's own something, where the page has one field of that name, is that field to fill — a
    /// click on it. "Enter my email john@example.com", "pon mi código postal 28001": the field's name and then what it
    /// holds are the value typed into that field (it went into the field that had the focus, "my email" and all), as
    /// `writing` finishes it. Nil when the text is no such thing.
    /// "Write a comment great service", "écris un commentaire très bien", "schreib in die kommentare super service": a
    /// field's name after "a" or "in" (and an article), then what to type there, goes into that field — typed, not
    /// replacing (it went into the field that had the focus, "in die kommentare" and all).
    func ownField(_ text: String, writing: (String) -> String = { $0 }) async throws -> Command? {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, let opener = words.first?.lowercased() else { return nil }
        let owned = Self.mine.contains(opener)
        guard owned || Self.entering.contains(opener) else { return nil }
        if !owned, words.count > 3, Self.articles.contains(words[1].lowercased()) { words.remove(at: 1) }
        let inView = try await session.scrape().elements
        // The longest name first ("my email address | …" before "my email | address …"), all of its words the field's
        // own and the value's first word not ("my first | name" is a field to fill); a value saying what the field is
        // ("my name | is sam") is a sentence to type, one starting "as" is put in another way (`notValues`).
        if words.count >= 3, !Self.saying.contains(words[2].lowercased()) {
            for k in stride(from: min(4, words.count - 1), through: 2, by: -1) where !Self.notValues.contains(words[k].lowercased()) {
                let name = words[1..<k].joined(separator: " "), value = writing(words[k...].joined(separator: " "))
                guard let (e, visible) = try await fieldFor(name, inView: inView, fieldsOnly: true), ElementChooser.takesText.contains(e.role)
                else { continue }
                // A name of one word may be the field's in another language ("un commentaire" for "Comments").
                let own = Set(ElementChooser.words(e.name))
                guard k == 2 || own.isSuperset(of: ElementChooser.words(name)), !own.contains(ElementChooser.words(words[k]).first ?? ""),
                      Self.fits(value, e.name) else { continue }
                return .type(text: value, target: visible ? .number(e.number) : .text(e.name), replace: owned ? true : nil)
            }
        }
        guard owned, words.count <= 4, let (e, visible) = try await fieldFor(words.dropFirst().joined(separator: " "), inView: inView, fieldsOnly: true),
              ElementChooser.takesText.contains(e.role) else { return nil }
        return .click(visible ? .number(e.number) : .text(e.name))
    }

    /// Words before a field's name other than one's own: "a", "in" ("write a comment …", "schreib in die kommentare …").
    static let entering: Set<String> = ["a", "an", "un", "une", "una", "ein", "eine", "einen", "in", "into", "ins", "im", "en", "dans"]
    static let articles: Set<String> = ["the", "die", "der", "das", "den", "dem", "la", "le", "les", "el", "los", "las"]

    /// Words a value does not start with: they say what a field is, or put the value in it another way ("my name | as
    /// john smith", "my name | in capitals").
    static let notValues = saying.union(["as", "como", "comme", "als", "in", "into", "to", "en", "dans", "ins", "im"])

    /// Fields whose names say what they hold: an address has an "@", a number a digit ("my phone is broken" is talk).
    static let mailWords: Set<String> = ["email", "mail", "correo", "courriel", "ईमेल"]
    static let numberWords: Set<String> = ["phone", "telephone", "mobile", "number", "telefono", "numero", "movil", "portable",
                                           "telefon", "telefonnummer", "handy", "nummer", "handynummer", "फ़ोन", "फोन", "नंबर", "मोबाइल"]

    static func fits(_ value: String, _ name: String) -> Bool {
        let words = Set(ElementChooser.words(name.replacingOccurrences(of: "-", with: "")))
        if !words.isDisjoint(with: mailWords) { return value.contains("@") }
        if !words.isDisjoint(with: numberWords) { return value.contains(where: \.isNumber) }
        return true
    }

    /// The value words put into the one field of the page they name: a replacing type; nil when the words say no
    /// field's value or the page has no such field. `writing` finishes the value as the grammar finishes text to type
    /// (addresses said in words written as addresses).
    /// `inView`: the page's elements in view when they were just scraped.
    public func statedValue(_ said: String, writing: (String) -> String = { $0 }, inView scraped: [PageElement]? = nil) async throws -> Command? {
        let statements = Self.statements(said)
        guard !statements.isEmpty else { return nil }
        let inView = if let scraped { scraped } else { try await session.scrape().elements }
        for (field, value) in statements {
            guard let (e, visible) = try await fieldFor(field, inView: inView, fieldsOnly: true),
                  ElementChooser.takesText.contains(e.role), Self.fits(writing(value), e.name) else { continue }
            // A number box takes a number, as digits ("the kids are playing outside" is talk).
            var text = writing(value)
            if Self.rangeRoles.contains(e.role) {
                guard let number = Double(text) != nil ? text : ElementWords.numerals[text] else { continue }
                text = number
            }
            return .type(text: text, target: visible ? .number(e.number) : .text(e.name), replace: true)
        }
        return nil
    }

    /// Verbs of emptying a field, folded: first in four languages ("clear the city", "borra la ciudad", "vide la ville",
    /// "leere die stadt"), last in Hindi ("शहर मिटाओ", "शहर साफ़ करो").
    static let clearing: Set<String> = ["clear", "empty", "erase", "borra", "vacia", "limpia", "efface", "vide", "losche", "leere"]
    static let clearingHindi: [[String]] = [["मिटाओ"], ["साफ", "करो"], ["खाली", "करो"]]

    /// "Clear the city" where the grammar knows no field without its kind ("clear the city field"): the one field of the
    /// page the rest of the words name, emptied; nil when they name none.
    func clearedField(_ said: String, inView: [PageElement]) async throws -> Command? {
        let words = ElementChooser.words(said)
        guard words.count >= 2 else { return nil }
        var rest: [String] = []
        if Self.clearing.contains(words[0]) {
            rest = Array(words.dropFirst())
        } else if let verb = Self.clearingHindi.first(where: { words.count > $0.count && Array(words.suffix($0.count)) == $0 }) {
            rest = Array(words.dropLast(verb.count))
        }
        guard !rest.isEmpty else { return nil }
        guard let (e, visible) = try await fieldFor(rest.joined(separator: " "), inView: inView, fieldsOnly: true),
              ElementChooser.takesText.contains(e.role) else { return nil }
        return .type(text: "", target: visible ? .number(e.number) : .text(e.name), replace: true)
    }
}

/// "I live in Spain", "soy de Francia", "je viens d'Allemagne", "ich komme aus der Schweiz", "मैं भारत में रहता हूँ": a
/// person filling in a form says where they live or come from. Only a list of the page with that place among its options
/// (as whole words) takes it; anywhere else the words are talk ("i live in a small flat").
extension CommandExecutor {
    /// How saying where one lives or comes from begins, in four languages (Hindi says it around the place).
    static let placeOpeners: [[String]] = [
        ["i", "live", "in"], ["i'm", "from"], ["i", "am", "from"], ["i", "come", "from"], ["we", "live", "in"],
        ["vivo", "en"], ["soy", "de"], ["vengo", "de"],
        ["j'habite", "en"], ["j'habite", "à"], ["j'habite", "au"], ["j'habite", "aux"], ["je", "viens", "de"],
        ["je", "viens", "du"], ["je", "viens", "des"], ["je", "suis", "de"], ["je", "vis", "en"], ["je", "vis", "à"],
        ["ich", "wohne", "in"], ["ich", "lebe", "in"], ["ich", "komme", "aus"], ["wir", "wohnen", "in"],
    ]
    static let placeEndingsHindi: [[String]] = [["में", "रहता", "हूँ"], ["में", "रहती", "हूँ"], ["में", "रहता", "हूं"], ["में", "रहती", "हूं"],
                                                ["से", "हूँ"], ["से", "हूं"]]
    /// Articles a place is said with ("the netherlands", "der schweiz", "l'allemagne").
    static let placeArticles: Set<String> = ["the", "el", "la", "los", "las", "le", "les", "der", "die", "den", "dem"]

    /// The place the words say the person lives in or comes from; nil when they say no such thing.
    public static func statedPlace(_ said: String) -> String? {
        var words = said.lowercased().replacingOccurrences(of: "’", with: "'").split(separator: " ").map(String.init)
        if words.first == "मैं" {
            guard let ending = placeEndingsHindi.first(where: { words.count > $0.count + 1 && Array(words.suffix($0.count)) == $0 })
            else { return nil }
            return words[1..<(words.count - ending.count)].joined(separator: " ")
        }
        // "je viens d'espagne", "j'habite l'ain": the elided "de" and "la" apart.
        words = words.flatMap { w -> [String] in
            if w.count > 2, w.hasPrefix("d'") { return ["de", String(w.dropFirst(2))] }
            if w.count > 2, w.hasPrefix("l'") { return ["la", String(w.dropFirst(2))] }
            return [w]
        }
        guard let opener = placeOpeners.first(where: { words.count > $0.count && Array(words.prefix($0.count)) == $0 }) else { return nil }
        var rest = Array(words.dropFirst(opener.count))
        while let first = rest.first, placeArticles.contains(first), rest.count > 1 { rest.removeFirst() }
        return rest.isEmpty ? nil : rest.joined(separator: " ")
    }

    /// The choice of the place the words say in the list of the page that has it: a replacing type into that list; nil
    /// when they say no place or no list has it.
    func statedPlaceChoice(_ said: String, inView: [PageElement]) async throws -> Command? {
        guard let place = Self.statedPlace(said) else { return nil }
        for (list, option) in try await listsWithOption(place) {
            if let shown = inView.first(where: { $0.selector == list.selector }) {
                return .type(text: option, target: .number(shown.number), replace: true)
            }
            if !list.name.isEmpty { return .type(text: option, target: .text(list.name), replace: true) }
        }
        return nil
    }

    /// The lists of the page with an option of the words said (as whole words, or a country's name in the list's
    /// language: "germany" where it says "Deutschland"), each with that option's words. Nothing is chosen; one look
    /// per list, every name in it.
    func listsWithOption(_ said: String) async throws -> [(list: PageElement, option: String)] {
        let lists = try await session.peek(all: true).elements.filter { Self.choosingRoles.contains($0.role) }
        let names = ([said] + CountryNames.otherNames(of: said)).joined(separator: "\n")
        var out: [(list: PageElement, option: String)] = []
        for list in lists {
            let found = try await session.act(ActionRequest(op: "option", selector: list.selector, value: names))
            if found.ok, let option = found.detail { out.append((list, option)) }
        }
        return out
    }
}
