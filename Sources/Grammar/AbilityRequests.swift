/// Hindi asks for a command as whether the listener can do it ("क्या आप पिंटरेस्ट खोल सकते हैं", "तीसरे टैब पर जा
/// सकते हो", "क्या आप पढ़ना जारी रख सकती हैं"): read as the command asked for, the asking words left out and the verb's
/// stem said as a request ("खोलो", "जाओ", "जारी रखो") — the grammar's rules have the request, not every way of asking.
enum AbilityRequest {
    static let can: Set<String> = ["सकते", "सकती", "सकता"]
    static let be: Set<String> = ["हैं", "हो", "है"]
    static let you: Set<String> = ["आप", "तुम"]

    /// The words as the request they ask for; nil when they do not ask whether one can.
    static func command(_ words: [Token]) -> [Token]? {
        guard words.count >= 3, let last = words.last, be.contains(last.text), can.contains(words[words.count - 2].text) else { return nil }
        var asked = words.dropLast(2)
        if asked.first?.text == "क्या" { asked = asked.dropFirst() }
        if let first = asked.first, you.contains(first.text) { asked = asked.dropFirst() }
        guard let verb = asked.last else { return nil }
        let request = imperative(verb.raw)
        return Array(asked.dropLast()) + [Token(text: Normalizer.fold(request), raw: request, glue: verb.glue, lead: verb.lead, tail: last.tail)]
    }

    /// A verb's stem said as a request to someone called "आप" or "तुम" alike: "खोल" → "खोलो", "जा" → "जाओ", "ले" → "लो".
    static func imperative(_ stem: String) -> String {
        var scalars = String.UnicodeScalarView(stem.unicodeScalars)
        switch scalars.last?.value {
        case 0x93E: return stem + "ओ"                     // ends in "ा": दिखा → दिखाओ
        case 0x947: scalars.removeLast(); scalars.append("\u{94B}"); return String(scalars)  // "े": ले → लो, दे → दो
        case 0x940, 0x94B, 0x94C: return stem + "ओ"       // ends in another vowel sign
        default: return stem + "\u{94B}"                   // ends in a consonant: खोल → खोलो, कर → करो
        }
    }
}
