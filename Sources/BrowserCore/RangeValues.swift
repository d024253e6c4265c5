import CommandModel
import PageScripts

/// A range said at once: "set the price range from 100 to 300", "pon el precio entre 100 y 300", "mets le prix de 100
/// à 300", "preis von 100 bis 300", "कीमत 100 से 300 तक करो". Where the page has a pair of sliders or number boxes for a
/// range's lowest and highest ("Minimum price", "Maximum price"), both are set (the grammar typed "300" into a thing
/// named "price range from 100"). Numbers in digits, or in words up to twelve.
extension CommandExecutor {
    /// Words before the lowest ("from", "entre", "von"), between the two ("to", "y", "bis", "से") and after the highest
    /// ("तक", "के बीच").
    static let rangeOpeners: Set<String> = ["from", "between", "de", "desde", "entre", "von", "zwischen"]
    static let rangeJoiners: Set<String> = ["to", "and", "a", "y", "hasta", "et", "bis", "und", "से", "और"]
    static let rangeClosers: Set<String> = ["तक", "के", "बीच"]
    /// Words of setting and of a range, which name neither of the two ("set", "pon", "règle", "setz", "करो"; "range").
    static let rangeWords: Set<String> = ["set", "put", "change", "adjust", "range", "pon", "ponga", "cambia", "ajusta", "rango",
                                          "intervalo", "regle", "fixe", "plage", "fourchette", "setz", "setze", "stell",
                                          "stelle", "andere", "bereich", "spanne", "करो", "कर", "रखो", "सेट", "सीमा", "रेंज", "auf"]
    /// Words that make a slider the lowest or the highest of a pair.
    static let lowestWords: Set<String> = ["minimum", "min", "lowest", "from", "minimo", "desde", "minimal", "minimale", "mindest",
                                           "niedrigster", "न्यूनतम", "मिनिमम"]
    static let highestWords: Set<String> = ["maximum", "max", "highest", "to", "maximo", "hasta", "maximal", "maximale",
                                            "hochster", "अधिकतम", "मैक्सिमम"]

    /// The range the words say (two numbers joined by "to", "y", "bis", "से"…) and the words left to name it; nil when
    /// they say none. A number is digits, or words the locale's `numbers` reads ("three hundred", up to four words).
    static func rangeSaid(_ said: String, numbers: ([String]) -> Int? = { _ in nil }) -> (description: String, low: Double, high: Double)? {
        let words = ElementChooser.words(said), asSaid = Self.unfolded(said, like: words)
        /// The numbers that start at `i`, each with the index after it, the longest first ("one hundred and two" and
        /// "one hundred": "between one hundred and two hundred" is the second, then "and").
        func readings(at i: Int) -> [(Double, Int)] {
            stride(from: min(4, words.count - i), through: 1, by: -1).compactMap { n in
                Self.number(words[i..<(i + n)], asSaid: asSaid[i..<(i + n)], numbers: numbers).map { ($0, i + n) }
            }
        }
        for i in words.indices {
            for (a, end) in readings(at: i) where end + 1 < words.count && rangeJoiners.contains(words[end]) {
                guard let (b, after) = readings(at: end + 1).first else { continue }
                var rest = Array(words[..<i]) + words[after...]
                if i > 0, rangeOpeners.contains(words[i - 1]) { rest.remove(at: i - 1) }
                rest.removeAll { rangeClosers.contains($0) || rangeWords.contains($0) }
                return (rest.joined(separator: " "), min(a, b), max(a, b))
            }
        }
        return nil
    }

    /// The one pair of sliders or number boxes, a range's lowest and highest, the words name (by the rest of their
    /// names: "price" for "Hotel Minimum Price in US dollars" and "Hotel Maximum Price in US dollars"; in any of the
    /// five languages), or the page's only pair when the words name nothing; nil when none or several.
    static func rangePair(_ description: String, in elements: [PageElement]) -> (lowest: PageElement, highest: PageElement)? {
        let ranges = elements.filter { rangeRoles.contains($0.role) }
        func rest(_ e: PageElement, without ends: Set<String>) -> [String]? {
            let words = ElementChooser.words(e.name)
            guard words.contains(where: ends.contains) else { return nil }
            return words.filter { !ends.contains($0) }
        }
        var pairs: [(PageElement, PageElement, [String])] = []
        for low in ranges {
            guard let name = rest(low, without: lowestWords) else { continue }
            for high in ranges where rest(high, without: highestWords) == name { pairs.append((low, high, name)) }
        }
        // Each word said (in any of the five languages) is a word of the pair's name ("price": "Hotel … Price in US dollars").
        let said = ElementChooser.compared(ElementChooser.words(description), translating: true).filter { !ElementChooser.light.contains($0) }
        let named = pairs.filter { pair in
            let name = ElementChooser.compared(pair.2, translating: true)
            return said.allSatisfy { w in name.contains { ElementChooser.near(w, $0) } }
        }
        return named.count == 1 ? (named[0].0, named[0].1) : nil
    }

    /// The words as said, lower-cased but not folded, one for each of `words` (else `words`): what the locale's number
    /// reader reads ("veintidós", "dreihundert", "तीन सौ").
    static func unfolded(_ said: String, like words: [String]) -> [String] {
        let spoken = ElementChooser.words(said, folding: false)
        return spoken.count == words.count ? spoken : words
    }

    /// The number `words` say whole (`asSaid`: the same words unfolded): digits, a word of one to twelve, or words the
    /// locale's `numbers` reads; nil when they are not one number.
    static func number(_ words: ArraySlice<String>, asSaid: ArraySlice<String>, numbers: ([String]) -> Int?) -> Double? {
        if words.count == 1, let x = Double(ElementWords.numerals[words.first!] ?? words.first!) { return x }
        return numbers(Array(asSaid)).map(Double.init)
    }

    /// The range said, over any reading, when the page has its pair: both set (`setRange`).
    func rangeOnThePage(_ said: String, numbers: ([String]) -> Int?) async throws -> Command? {
        guard let range = Self.rangeSaid(said, numbers: numbers),
              Self.rangePair(range.description, in: try await session.peek(all: true).elements) != nil else { return nil }
        return .type(text: Command.rangeText(range.low, range.high), target: .text(range.description), replace: true)
    }

    /// Sets the pair the description names to the range (`Command.rangeValue`): the highest first when the lowest
    /// would pass where it is now (each holds the other back).
    func setRange(_ description: String, _ range: String) async throws -> Outcome {
        guard let (low, high) = Command.rangeValue(range), let pair = Self.rangePair(description, in: try await session.peek(all: true).elements) else {
            return done("No pair of sliders for a range here named '\(description)' — set each one by its name", ok: false)
        }
        let highestFirst = pair.highest.value.flatMap(Double.init).map { low > $0 } ?? false
        var said: [String] = []
        for (e, value) in highestFirst ? [(pair.highest, high), (pair.lowest, low)] : [(pair.lowest, low), (pair.highest, high)] {
            let outcome = try await adjust(Command.numberText(value), in: ActionRequest(op: "adjust", selector: e.selector))
            guard outcome.ok else { return outcome }
            said.append(outcome.detail)
        }
        return done(said.joined(separator: "; "))
    }
}

/// A slider or number box named and then its number, with no word between ("तापमान 22 करो", "temperature 22", "pon la
/// temperatura 22"): set to it, where nothing understood the words, or the grammar read typing with no field to take it.
extension CommandExecutor {
    /// Words after the number that only say to do it ("करो", "कर दो", "रखो", "please").
    static let doneWords: Set<String> = ["करो", "कर", "दो", "दें", "दीजिए", "कीजिए", "करें", "रखो", "please", "bitte", "por", "favor"]

    func numberForSlider(_ said: String, numbers: ([String]) -> Int?) async throws -> Command? {
        var words = ElementChooser.words(said)
        var asSaid = Self.unfolded(said, like: words)
        // "कर दो" after a number: "दो" is also two; words of doing are taken off the end first.
        while let last = words.last, Self.doneWords.contains(last), words.count > 2 { words.removeLast(); asSaid.removeLast() }
        guard words.count >= 2, words.count <= 6 else { return nil }
        // The number ends the words (`number`), up to three of them, the longest read.
        var start: Int?
        var value: Double?
        for n in 1...min(3, words.count - 1) {
            if let x = Self.number(words.suffix(n), asSaid: asSaid.suffix(n), numbers: numbers) { start = words.count - n; value = x }
        }
        guard let start, let value else { return nil }
        let description = words[..<start].filter { !Self.rangeWords.contains($0) && !ElementChooser.light.contains($0) }.joined(separator: " ")
        guard !description.isEmpty else { return nil }
        let sliders = try await session.peek(all: true).elements.filter { Self.rangeRoles.contains($0.role) }
        guard !sliders.isEmpty, case .one(let e) = ElementChooser.choose(description, in: sliders) else { return nil }
        return .type(text: Command.numberText(value), target: .text(e.name), replace: true)
    }
}
