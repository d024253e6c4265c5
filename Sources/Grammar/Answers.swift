import Foundation

/// "Yes" and "no" in each locale: the answers to a question the browser asks ("Clear all history?"). They are not
/// commands, but the recognizer must be able to hear them, so the recognition grammar includes them.
public enum Answers {
    static let yes: [String: [String]] = [
        "en-US": ["yes", "yeah", "yep", "sure", "ok", "okay", "yes please", "do it", "confirm"],
        "es-ES": ["sí", "si", "claro", "vale", "confirmar"],
        "fr-FR": ["oui", "d'accord", "confirmer"],
        "de-DE": ["ja", "jawohl", "bestätigen"],
        "hi-IN": ["हाँ", "हां", "जी हाँ", "जी हां", "haan", "haan ji", "ji haan", "ठीक है", "theek hai"],
    ]
    static let no: [String: [String]] = [
        "en-US": ["no", "nope", "cancel", "keep it", "don't", "no thanks"],
        "es-ES": ["no", "cancelar"],
        "fr-FR": ["non", "annuler"],
        "de-DE": ["nein", "abbrechen"],
        "hi-IN": ["नहीं", "नही", "nahi", "nahin", "mat karo", "रहने दो", "rehne do"],
    ]

    /// The phrases of a locale.
    public static func phrases(_ locale: String) -> [String] { (yes[locale] ?? []) + (no[locale] ?? []) }

    /// true for yes, false for no, nil for anything else. Answers of every locale count: a person may reply in the
    /// language they think in.
    public static func read(_ text: String) -> Bool? {
        let t = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        if yes.values.contains(where: { $0.contains(t) }) { return true }
        if no.values.contains(where: { $0.contains(t) }) { return false }
        return nil
    }
}
