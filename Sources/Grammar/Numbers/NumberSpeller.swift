/// Writes 0–999 the way a person says it, in the canonical spelling of each language. Used to export number
/// rules to the recognizer grammar and, in tests, as the generator the readers must round-trip.
public enum NumberSpeller {
    public static func spell(_ n: Int, language: String, hindiTable: [Int: String] = [:]) -> String? {
        guard (0...999).contains(n) else { return nil }
        switch language {
        case "en": return english(n)
        case "es": return spanish(n)
        case "fr": return french(n)
        case "de": return german(n)
        case "hi": return hindi(n, table: hindiTable)
        default: return nil
        }
    }

    static func english(_ n: Int) -> String {
        let ones = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        func below100(_ n: Int) -> String {
            n < 20 ? ones[n] : tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10])
        }
        if n < 100 { return below100(n) }
        let rest = n % 100
        return ones[n / 100] + " hundred" + (rest == 0 ? "" : " " + below100(rest))
    }

    static func spanish(_ n: Int) -> String {
        let small = [
            "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
            "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiuno",
            "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho",
            "veintinueve",
        ]
        let tens = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
        let hundreds = [
            "", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos", "setecientos",
            "ochocientos", "novecientos",
        ]
        func below100(_ n: Int) -> String {
            n < 30 ? small[n] : tens[n / 10] + (n % 10 == 0 ? "" : " y " + small[n % 10])
        }
        if n < 100 { return below100(n) }
        if n == 100 { return "cien" }
        let rest = n % 100
        return hundreds[n / 100] + (rest == 0 ? "" : " " + below100(rest))
    }

    static func french(_ n: Int) -> String {
        let small = [
            "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
            "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf",
        ]
        let tens = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"]
        func below100(_ n: Int) -> String {
            if n < 20 { return small[n] }
            if n < 70 {
                let u = n % 10
                return tens[n / 10] + (u == 0 ? "" : u == 1 ? " et un" : "-" + small[u])
            }
            if n < 80 { return n == 71 ? "soixante et onze" : "soixante-" + small[n - 60] }
            if n == 80 { return "quatre-vingts" }
            return "quatre-vingt-" + small[n - 80]
        }
        if n < 100 { return below100(n) }
        let h = n / 100, rest = n % 100
        let head = h == 1 ? "cent" : small[h] + (rest == 0 ? " cents" : " cent")
        return head + (rest == 0 ? "" : " " + below100(rest))
    }

    static func german(_ n: Int) -> String {
        let small = [
            "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
            "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
        ]
        let tens = ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"]
        func below100(_ n: Int) -> String {
            if n < 20 { return small[n] }
            let u = n % 10
            return u == 0 ? tens[n / 10] : (u == 1 ? "ein" : small[u]) + "und" + tens[n / 10]
        }
        if n < 100 { return below100(n) }
        let h = n / 100, rest = n % 100
        return (h == 1 ? "ein" : small[h]) + "hundert" + (rest == 0 ? "" : below100(rest))
    }

    static func hindi(_ n: Int, table: [Int: String]) -> String? {
        if n < 100 { return table[n] }
        guard let unit = table[n / 100] else { return nil }
        let rest = n % 100
        if rest == 0 { return unit + " सौ" }
        guard let tail = table[rest] else { return nil }
        return unit + " सौ " + tail
    }
}
