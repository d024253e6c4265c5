import Grammar
import Testing

@Suite struct NumberTests {
    static func words(_ locale: String) throws -> any NumberWords { try CommandGrammar.bundled(locale).numbers }
    static func tokens(_ s: String, _ locale: String = "en-US") -> [String] {
        Normalizer(elisions: locale == "fr-FR" ? ["l", "d", "qu"] : []).tokens(s).map(\.text)
    }

    /// The speller is written independently of the readers; every number 0–999 must survive the round trip.
    @Test(arguments: [("en-US", "en"), ("es-ES", "es"), ("fr-FR", "fr"), ("de-DE", "de")])
    func cardinalsRoundTripZeroToNineHundredNinetyNine(locale: String, language: String) throws {
        let reader = try Self.words(locale)
        var failures: [String] = []
        for n in 0...999 {
            let spoken = try #require(NumberSpeller.spell(n, language: language))
            if reader.cardinal(Self.tokens(spoken, locale)) != n { failures.append("\(n): \(spoken)") }
        }
        #expect(failures.isEmpty, "\(locale): \(failures.prefix(10))")
    }

    @Test func hindiZeroToNinetyNineMatchesAnIndependentList() throws {
        let list = """
            शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस \
            बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस \
            अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन \
            बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ \
            उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी \
            तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे \
            सत्तानबे अट्ठानबे निन्यानबे
            """.split(separator: " ").map(String.init)
        #expect(list.count == 100)
        let reader = try Self.words("hi-IN")
        for (n, word) in list.enumerated() {
            #expect(reader.cardinal(Self.tokens(word)) == n, "\(n): \(word)")
        }
        let table = try CommandGrammar.bundled("hi-IN").table.canonicalNumbers
        for n in 0...99 { #expect(NumberSpeller.spell(n, language: "hi", hindiTable: table) != nil) }
    }

    @Test(arguments: [
        ("en-US", "twenty-three", 23), ("en-US", "a hundred", 100), ("en-US", "one hundred and five", 105),
        ("en-US", "23", 23), ("en-US", "fourty two", 42),
        ("es-ES", "veintitrés", 23), ("es-ES", "veintitres", 23), ("es-ES", "diez y seis", 16), ("es-ES", "cien", 100),
        ("es-ES", "quinientas", 500), ("es-ES", "un", 1),
        ("fr-FR", "quatre-vingt-dix-sept", 97), ("fr-FR", "soixante et onze", 71), ("fr-FR", "quatre vingts", 80),
        ("fr-FR", "septante-deux", 72), ("fr-FR", "nonante", 90), ("fr-FR", "huitante-trois", 83),
        ("de-DE", "siebenundzwanzig", 27), ("de-DE", "sieben und zwanzig", 27), ("de-DE", "zwo", 2),
        ("de-DE", "hundertundeins", 101), ("de-DE", "Dreißig", 30), ("de-DE", "fünfundfünfzig", 55),
        ("hi-IN", "पांच", 5), ("hi-IN", "छः", 6), ("hi-IN", "अठाईस", 28), ("hi-IN", "इक्यानवे", 91), ("hi-IN", "३", 3),
        ("hi-IN", "२३", 23), ("hi-IN", "तीन सौ बीस", 320), ("hi-IN", "सौ", 100),
        ("hi-IN", "सवा सौ", 125), ("hi-IN", "डेढ़ सौ", 150), ("hi-IN", "ढाई सौ", 250), ("hi-IN", "साढ़े तीन सौ", 350), ("hi-IN", "सवा दो सौ", 225),
        ("hi-IN", "पौने दो सौ", 175), ("hi-IN", "five", 5), ("hi-IN", "twenty three", 23),
    ])
    func spellingVariants(locale: String, spoken: String, value: Int) throws {
        #expect(try Self.words(locale).cardinal(Self.tokens(spoken, locale)) == value)
    }

    @Test(arguments: [
        ("en-US", "twenty"), ("en-US", "hundred hundred"), ("en-US", "five four"), ("en-US", "twenty twenty"),
        ("es-ES", "treinta y"), ("es-ES", "cien cinco"), ("fr-FR", "vingt et"), ("fr-FR", "dix deux"),
        ("de-DE", "undzwanzig"), ("de-DE", "zwanzigund"), ("hi-IN", "सौ सौ"), ("hi-IN", "साढ़े सौ"), ("hi-IN", "डेढ़ सौ बीस"), ("en-US", "shoe"), ("hi-IN", "shoe"), ("hi-IN", "five सौ"),
    ])
    func nonNumbersAreRejected(locale: String, spoken: String) throws {
        // "twenty" alone is a number; the rest are not
        let value = try Self.words(locale).cardinal(Self.tokens(spoken, locale))
        if spoken == "twenty" { #expect(value == 20) } else { #expect(value == nil, "\(spoken)") }
    }

    @Test(arguments: [
        ("en-US", "third", 3), ("en-US", "twenty first", 21), ("en-US", "3rd", 3), ("en-US", "twelfth", 12),
        ("en-US", "one hundredth", 100),
        ("es-ES", "tercero", 3), ("es-ES", "tercer", 3), ("es-ES", "primera", 1), ("es-ES", "décimo tercero", 13),
        ("es-ES", "3º", 3), ("es-ES", "séptimo", 7),
        ("fr-FR", "premier", 1), ("fr-FR", "troisième", 3), ("fr-FR", "cinquième", 5), ("fr-FR", "neuvième", 9),
        ("fr-FR", "vingt et unième", 21), ("fr-FR", "quatre-vingtième", 80), ("fr-FR", "2e", 2),
        ("de-DE", "erste", 1), ("de-DE", "dritten", 3), ("de-DE", "siebter", 7), ("de-DE", "achte", 8),
        ("de-DE", "zwanzigste", 20), ("de-DE", "einundzwanzigsten", 21), ("de-DE", "fünfte", 5),
        ("hi-IN", "पहला", 1), ("hi-IN", "दूसरे", 2), ("hi-IN", "पाँचवाँ", 5), ("hi-IN", "सातवें", 7),
        ("hi-IN", "छठवां", 6), ("hi-IN", "बीसवीं", 20), ("hi-IN", "second", 2),
    ])
    func ordinals(locale: String, spoken: String, value: Int) throws {
        #expect(try Self.words(locale).ordinal(Self.tokens(spoken, locale)) == value)
    }
}
