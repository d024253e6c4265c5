/// Where on the page an element is said to be ("the red button at the top", "bouton rouge en haut", "roten knopf
/// oben", "ऊपर वाला लाल बटन"): the element chooser picks by it, and the on-device model keeps it in the description.
public enum ElementPosition: Equatable, Sendable {
    case top, bottom, left, right, first, last
    /// The nth (2 and up) among the elements the rest of the description fits ("the second address field").
    case nth(Int)

    /// A place on the page rather than a rank among elements.
    public var isPlace: Bool {
        switch self {
        case .top, .bottom, .left, .right: true
        case .first, .last, .nth: false
        }
    }

    /// Position words and phrases of the five locales, folded (accents off, as the chooser and the model see words).
    public static let words: [String: ElementPosition] = [
        "top": .top, "upper": .top, "bottom": .bottom, "lower": .bottom, "left": .left, "right": .right,
        "first": .first, "last": .last,
        "arriba": .top, "abajo": .bottom, "izquierda": .left, "derecha": .right, "primero": .first, "primer": .first,
        "primera": .first, "ultimo": .last, "ultima": .last,
        "en haut": .top, "en bas": .bottom, "haut": .top, "bas": .bottom, "gauche": .left, "droite": .right,
        "premier": .first, "premiere": .first, "dernier": .last, "derniere": .last,
        "oben": .top, "unten": .bottom, "ganz oben": .top, "ganz unten": .bottom, "links": .left, "rechts": .right,
        "linke": .left, "linken": .left, "rechte": .right, "rechten": .right,
        "erste": .first, "ersten": .first, "letzte": .last, "letzten": .last,
        "ऊपर": .top, "नीचे": .bottom, "बाएं": .left, "दाएं": .right, "बाईं": .left, "दाईं": .right, "पहला": .first, "आखिरी": .last,
    ].merging(ranks) { a, _ in a }

    /// Ordinals from the second to the tenth, in every form a description uses them ("segunda", "zweiten", "दूसरी").
    static let ranks: [String: ElementPosition] = {
        let said: [[String]] = [
            ["second", "segundo", "segunda", "deuxieme", "seconde", "zweite", "zweiten", "zweiter", "zweites", "दूसरा", "दूसरी", "दूसरे"],
            ["third", "tercer", "tercero", "tercera", "troisieme", "dritte", "dritten", "dritter", "drittes", "तीसरा", "तीसरी", "तीसरे"],
            ["fourth", "cuarto", "cuarta", "quatrieme", "vierte", "vierten", "vierter", "viertes", "चौथा", "चौथी", "चौथे"],
            ["fifth", "quinto", "quinta", "cinquieme", "funfte", "funften", "funfter", "funftes"],
            ["sixth", "sexto", "sexta", "sixieme", "sechste", "sechsten", "sechster", "sechstes"],
            ["seventh", "septimo", "septima", "septieme", "siebte", "siebten", "siebter", "siebtes"],
            ["eighth", "octavo", "octava", "huitieme", "achte", "achten", "achter", "achtes"],
            ["ninth", "noveno", "novena", "neuvieme", "neunte", "neunten", "neunter", "neuntes"],
            ["tenth", "decimo", "decima", "dixieme", "zehnte", "zehnten", "zehnter", "zehntes"],
        ]
        var out: [String: ElementPosition] = [:]
        for (k, words) in said.enumerated() { for w in words { out[w] = .nth(k + 2) } }
        return out
    }()
}
