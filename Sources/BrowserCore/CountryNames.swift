import Foundation

/// Countries by their names in the five languages: a list of countries on a page speaks one language, the person maybe
/// another ("selecciona españa" in a list that says "Spain", "i live in germany" where it says "Deutschland"). The
/// names of the countries forms ask about most, as people say them (the English first).
public enum CountryNames {
    static let groups: [[String]] = [
        ["spain", "españa", "espagne", "spanien", "स्पेन"],
        ["france", "francia", "frankreich", "फ्रांस", "फ़्रांस"],
        ["germany", "alemania", "allemagne", "deutschland", "जर्मनी"],
        ["india", "inde", "indien", "भारत", "इंडिया", "हिंदुस्तान"],
        ["italy", "italia", "italie", "italien", "इटली"],
        ["united states", "usa", "estados unidos", "états unis", "vereinigte staaten", "amerika", "अमेरिका", "अमरीका"],
        ["united kingdom", "uk", "great britain", "britain", "reino unido", "royaume uni", "vereinigtes königreich",
         "großbritannien", "ब्रिटेन", "यूके"],
        ["mexico", "méxico", "mexique", "mexiko", "मेक्सिको"],
        ["canada", "canadá", "kanada", "कनाडा"],
        ["brazil", "brasil", "brésil", "brasilien", "ब्राज़ील", "ब्राजील"],
        ["china", "chine", "चीन"],
        ["japan", "japón", "japon", "जापान"],
        ["portugal", "पुर्तगाल"],
        ["netherlands", "holland", "países bajos", "holanda", "pays bas", "niederlande", "नीदरलैंड"],
        ["switzerland", "suiza", "suisse", "schweiz", "स्विट्ज़रलैंड", "स्विट्जरलैंड"],
        ["austria", "autriche", "österreich", "ऑस्ट्रिया"],
        ["belgium", "bélgica", "belgique", "belgien", "बेल्जियम"],
        ["argentina", "argentine", "argentinien", "अर्जेंटीना"],
        ["australia", "australie", "australien", "ऑस्ट्रेलिया"],
        ["russia", "rusia", "russie", "russland", "रूस"],
        ["poland", "polonia", "pologne", "polen", "पोलैंड"],
        ["sweden", "suecia", "suède", "schweden", "स्वीडन"],
        ["ireland", "irlanda", "irlande", "irland", "आयरलैंड"],
        ["greece", "grecia", "grèce", "griechenland", "ग्रीस"],
        ["turkey", "türkiye", "turquía", "turquie", "türkei", "तुर्की"],
        ["morocco", "marruecos", "maroc", "marokko", "मोरक्को"],
        ["egypt", "egipto", "égypte", "ägypten", "मिस्र"],
        ["colombia", "colombie", "kolumbien", "कोलंबिया"],
        ["peru", "perú", "pérou", "पेरू"],
        ["chile", "chili", "चिली"],
        ["pakistan", "पाकिस्तान"],
        ["nepal", "नेपाल"],
        ["bangladesh", "बांग्लादेश"],
        ["sri lanka", "श्रीलंका"],
        ["south africa", "sudáfrica", "afrique du sud", "südafrika", "दक्षिण अफ्रीका"],
        ["new zealand", "nueva zelanda", "nouvelle zélande", "neuseeland", "न्यूज़ीलैंड"],
        ["denmark", "dinamarca", "danemark", "dänemark", "डेनमार्क"],
        ["norway", "noruega", "norvège", "norwegen", "नॉर्वे"],
    ]

    /// A name as compared: lower case, accents (not Devanagari's signs) and punctuation aside.
    static func key(_ name: String) -> String {
        let latin = name.lowercased().replacingOccurrences(of: "-", with: " ")
            .applyingTransform(.stripDiacritics, reverse: false) ?? name.lowercased()
        // Stripping diacritics would also take the Devanagari nukta and vowel signs: keep such names as said.
        let folded = name.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) } ? name.lowercased() : latin
        return folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    static let byName: [String: Int] = {
        var out: [String: Int] = [:]
        for (k, names) in groups.enumerated() { for n in names { out[key(n)] = k } }
        return out
    }()

    /// The other names of the country `name` names, in the table's order (English first); empty when it names none.
    public static func otherNames(of name: String) -> [String] {
        let said = key(name)
        guard let k = byName[said] else { return [] }
        return groups[k].filter { key($0) != said }
    }
}
