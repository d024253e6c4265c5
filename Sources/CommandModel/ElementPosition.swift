/// Where on the page an element is said to be ("the red button at the top", "bouton rouge en haut", "roten knopf
/// oben", "ऊपर वाला लाल बटन"): the element chooser picks by it, and the on-device model keeps it in the description.
public enum ElementPosition: Equatable, Sendable {
    case top, bottom, left, right, first, last

    /// A place on the page rather than a rank among elements.
    public var isPlace: Bool { ![.first, .last].contains(self) }

    /// Position words and phrases of the five locales, folded (accents off, as the chooser and the model see words).
    public static let words: [String: ElementPosition] = [
        "top": .top, "upper": .top, "bottom": .bottom, "lower": .bottom, "left": .left, "right": .right,
        "first": .first, "last": .last,
        "arriba": .top, "abajo": .bottom, "izquierda": .left, "derecha": .right, "primero": .first, "primer": .first,
        "primera": .first, "ultimo": .last, "ultima": .last,
        "en haut": .top, "en bas": .bottom, "haut": .top, "bas": .bottom, "gauche": .left, "droite": .right,
        "premier": .first, "premiere": .first, "dernier": .last, "derniere": .last,
        "oben": .top, "unten": .bottom, "ganz oben": .top, "ganz unten": .bottom, "links": .left, "rechts": .right,
        "erste": .first, "ersten": .first, "letzte": .last, "letzten": .last,
        "ऊपर": .top, "नीचे": .bottom, "बाएं": .left, "दाएं": .right, "पहला": .first, "आखिरी": .last,
    ]
}
