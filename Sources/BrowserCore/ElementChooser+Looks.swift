import CommandModel
import PageScripts

/// "The red button at the top", "el botón verde", "le lien bleu", "den roten Knopf", "लाल बटन": a thing said by the
/// colour it is seen in (`PageElement.colour`, from the scraper), among the things of that colour; where the page shows
/// none of that colour, the description is read without it, as before. "The big button", "el botón grande", "der
/// kleine Link": of the things the rest of the words fit, the one clearly the biggest (smallest) on screen.
extension ElementChooser {
    /// Colour words in the five languages, folded (their feminine and plural forms, German's endings), to the scraper's
    /// names.
    static let colours: [String: String] = {
        let said: [String: [String]] = [
            "red": ["red", "rojo", "roja", "rojos", "rojas", "rouge", "rouges", "rot", "rote", "roten", "roter", "rotes", "लाल"],
            "green": ["green", "verde", "verdes", "vert", "verte", "verts", "vertes", "grün", "grüne", "grünen", "grüner", "grünes",
                      "हरा", "हरे", "हरी"],
            "blue": ["blue", "azul", "azules", "bleu", "bleue", "bleus", "bleues", "blau", "blaue", "blauen", "blauer", "blaues",
                     "नीला", "नीले", "नीली"],
            "yellow": ["yellow", "amarillo", "amarilla", "amarillos", "amarillas", "jaune", "jaunes", "gelb", "gelbe", "gelben",
                       "gelber", "gelbes", "पीला", "पीले", "पीली"],
            "orange": ["orange", "naranja", "orangen", "oranger", "oranges", "नारंगी"],
            "purple": ["purple", "morado", "morada", "violeta", "violet", "violette", "lila", "violett", "violetten", "बैंगनी"],
            "pink": ["pink", "rosa", "rosado", "rosada", "rose", "roses", "गुलाबी"],
            "brown": ["brown", "marrón", "marron", "braun", "braune", "braunen", "brauner", "भूरा", "भूरे"],
            "grey": ["grey", "gray", "gris", "grise", "grises", "grau", "graue", "grauen", "grauer", "स्लेटी", "ग्रे"],
            "black": ["black", "negro", "negra", "noir", "noire", "schwarz", "schwarze", "schwarzen", "schwarzer", "काला", "काले", "काली"],
            "white": ["white", "blanco", "blanca", "blanc", "blanche", "weiß", "weiss", "weiße", "weissen", "weißen", "weißer", "सफेद", "सफ़ेद"],
        ]
        var out: [String: String] = [:]
        for (colour, words) in said { for w in words { for f in ElementChooser.words(w) { out[f] = colour } } }
        return out
    }()

    /// Words of size in the five languages, folded: big (true) or small (false).
    static let sizes: [String: Bool] = {
        var out: [String: Bool] = [:]
        for w in ["big", "bigger", "biggest", "large", "larger", "largest", "huge", "grande", "grandes", "gran", "gros", "grosse", "grand",
                  "groß", "große", "großen", "großer", "großes", "gross", "grosse", "grossen", "बड़ा", "बड़े", "बड़ी"] {
            for f in words(w) { out[f] = true }
        }
        for w in ["small", "smaller", "smallest", "little", "tiny", "pequeño", "pequeña", "pequeños", "chico", "chica", "petit", "petite",
                  "petits", "klein", "kleine", "kleinen", "kleiner", "kleines", "छोटा", "छोटे", "छोटी"] {
            for f in words(w) { out[f] = false }
        }
        return out
    }()

    /// The choice by size: of the things the rest of the words fit ("the big button": the buttons), the one whose area
    /// is at least half again any other's (a third of it, said small); nil when no size is said, a thing is named with
    /// the word, or none stands out.
    static func bySize(_ description: String, in elements: [PageElement]) -> Choice? {
        let said = words(description)
        guard let i = said.firstIndex(where: { sizes[$0] != nil }), let big = sizes[said[i]],
              // A name with the word ("Large", a shop's size; "Big Sale") is read as a name.
              !elements.contains(where: { words($0.name).contains(said[i]) }) else { return nil }
        let others = saidWithout(said, i)
        // A size alone ("large", "the big one") may be a dropdown's option, which is no element: a kind or words are said.
        let wanted = read(others)
        guard !wanted.words.allSatisfy(ElementWords.anything.contains) || wanted.family != nil else { return nil }
        let fitting: [PageElement]
        switch choose(others, in: elements) {
        case .one(let e): return .one(e)
        case .ambiguous(let options): fitting = options
        case .none: return nil
        }
        func area(_ e: PageElement) -> Double { e.rect.width * e.rect.height }
        let sorted = fitting.sorted { big ? area($0) > area($1) : area($0) < area($1) }
        guard let first = sorted.first else { return nil }
        guard sorted.count > 1 else { return .one(first) }
        let clearly = big ? area(first) >= 1.5 * area(sorted[1]) : area(first) * 3 <= area(sorted[1])
        return clearly ? .one(first) : nil
    }

    /// The words said without the one at `i` (its colour or size), as a description.
    static func saidWithout(_ said: [String], _ i: Int) -> String {
        (said[..<i] + said[(i + 1)...]).joined(separator: " ")
    }

    /// The colour a description says, by the scraper's name for it; nil when it says none.
    public static func colourSaid(_ description: String) -> String? { words(description).lazy.compactMap { colours[$0] }.first }

    /// The choice among the things of the colour the description says, by the rest of its words ("the red button at
    /// the top": the top one of the red buttons); nil when it says no colour, the page shows nothing of that colour, or
    /// none of those fits the rest.
    static func byColour(_ description: String, in elements: [PageElement]) -> Choice? {
        let said = words(description)
        guard let i = said.firstIndex(where: { colours[$0] != nil }), let colour = colours[said[i]] else { return nil }
        let coloured = elements.filter { $0.colour == colour }
        guard !coloured.isEmpty else { return nil }
        let others = saidWithout(said, i), wanted = read(others)
        // The colour alone ("the red one"): the one thing of that colour, or which of them.
        if wanted.words.allSatisfy(ElementWords.anything.contains), wanted.family == nil, wanted.position == nil {
            return coloured.count == 1 ? .one(coloured[0]) : .ambiguous(coloured)
        }
        let chosen = choose(others, in: coloured)
        return chosen == .none ? nil : chosen
    }
}

extension CommandExecutor {
    /// Words that say a thing by its looks or place alone — "the red one", "the one at the bottom", "el rojo", "den
    /// roten", "the green one" (which the model read as label 1) — read as nothing or by the model: the click on it when
    /// it is the one of the things just asked about ("Which one?"), or one of the page's things seen in that colour;
    /// nil else.
    func looksOnThePage(_ said: String, over reading: Command?, readByModel: Bool) async throws -> Command? {
        guard reading == nil || readByModel, ElementChooser.words(said).count <= 6 else { return nil }
        if !asked.isEmpty, case .one = ElementChooser.choose(said, in: asked) { return .click(.text(said)) }
        // A colour and nothing but a kind or "one" ("the red one", "el botón rojo"; not "the red cross appeal").
        let words = ElementChooser.words(said)
        guard let i = words.firstIndex(where: { ElementChooser.colours[$0] != nil }),
              case let wanted = ElementChooser.read(ElementChooser.saidWithout(words, i)),
              wanted.words.allSatisfy(ElementWords.anything.contains) || wanted.family != nil && wanted.words.isEmpty,
              ElementChooser.byColour(said, in: try await session.peek(all: true).elements) != nil else { return nil }
        return .click(.text(said))
    }
}
