import Foundation

/// Orders a list of results is sorted in, by the names people say and pages write in the five languages: "sort by the
/// cheapest" where the list says "Price: low to high", "ordenar por lo más nuevo" where it says "Newest". Each group
/// holds the names of one order; a list is asked for each of them until it has one (as `CountryNames`).
public enum SortOrders {
    static let groups: [[String]] = [
        ["price low to high", "low to high", "lowest price", "lowest price first", "cheapest", "cheapest first", "price ascending",
         "precio de menor a mayor", "menor precio", "precio más bajo", "más barato", "más baratos", "lo más barato",
         "prix croissant", "prix le plus bas", "moins cher", "les moins chers", "le moins cher",
         "preis aufsteigend", "niedrigster preis", "günstigste", "günstigste zuerst", "billigste",
         "सबसे सस्ता", "सबसे सस्ते", "कम कीमत", "कीमत कम से ज़्यादा"],
        ["price high to low", "high to low", "highest price", "highest price first", "most expensive", "most expensive first",
         "price descending", "precio de mayor a menor", "mayor precio", "precio más alto", "más caro", "más caros", "lo más caro",
         "prix décroissant", "prix le plus élevé", "plus cher", "les plus chers", "le plus cher",
         "preis absteigend", "höchster preis", "teuerste", "teuerste zuerst",
         "सबसे महंगा", "सबसे महंगे", "ज़्यादा कीमत", "कीमत ज़्यादा से कम"],
        ["newest", "newest first", "latest", "most recent", "new arrivals", "más reciente", "más recientes", "lo más nuevo",
         "más nuevos", "novedades", "plus récent", "plus récents", "nouveautés", "neueste", "neueste zuerst", "neuheiten",
         "सबसे नया", "सबसे नए", "नए"],
        ["oldest", "oldest first", "más antiguo", "más antiguos", "plus ancien", "plus anciens", "älteste", "älteste zuerst", "सबसे पुराना"],
        ["relevance", "most relevant", "best match", "relevancia", "más relevante", "pertinence", "plus pertinent", "relevanz",
         "सबसे प्रासंगिक"],
        ["rating", "highest rated", "top rated", "best rated", "customer rating", "mejor valorados", "valoración", "mieux notés",
         "meilleures notes", "beste bewertung", "bewertung", "सबसे अच्छी रेटिंग", "रेटिंग"],
        ["popularity", "most popular", "best selling", "bestsellers", "best sellers", "más populares", "más vendidos", "popularité",
         "plus populaires", "meilleures ventes", "beliebtheit", "beliebteste", "bestseller", "सबसे लोकप्रिय"],
    ]

    /// Words said before an order's name that are not part of it ("the cheapest", "lo más barato" keeps its "lo").
    static let articles: Set<String> = ["the", "el", "la", "los", "las", "le", "les", "der", "die", "das", "den"]

    static let byName: [String: Int] = {
        var out: [String: Int] = [:]
        for (k, names) in groups.enumerated() { for n in names where out[CountryNames.key(n)] == nil { out[CountryNames.key(n)] = k } }
        return out
    }()

    /// The other names of the order `name` names (an article before it aside), in the table's order; empty when it
    /// names none.
    public static func otherNames(of name: String) -> [String] {
        var said = CountryNames.key(name)
        if byName[said] == nil, let first = said.split(separator: " ").first, articles.contains(String(first)) {
            said = said.split(separator: " ").dropFirst().joined(separator: " ")
        }
        guard let k = byName[said] else { return [] }
        return groups[k].filter { CountryNames.key($0) != said }
    }

    /// The way a column is sorted, said after its name: "sort by first name descending", "ordena por apellido
    /// descendente", "trie par nom décroissant", "nach name absteigend sortieren", "घटते क्रम में नाम से सॉर्ट करो". Returns the
    /// name without those words and "ascending" or "descending" (nil when no way is said).
    public static func direction(_ said: String) -> (name: String, order: String?) {
        let w = said.split(separator: " ").map(String.init)
        for (words, order) in directions where w.count > words.count {
            if w.suffix(words.count).map({ CountryNames.key($0) }) == words { return (w.dropLast(words.count).joined(separator: " "), order) }
            // Before the name too, where verbs come last ("घटते क्रम में first name से सॉर्ट करो").
            if w.prefix(words.count).map({ CountryNames.key($0) }) == words { return (w.dropFirst(words.count).joined(separator: " "), order) }
        }
        return (said, nil)
    }

    static let directions: [([String], String)] = [
        (["descending"], "descending"), (["ascending"], "ascending"), (["z", "to", "a"], "descending"), (["a", "to", "z"], "ascending"),
        (["in", "reverse"], "descending"), (["descendente"], "descending"), (["ascendente"], "ascending"),
        (["de", "la", "z", "a", "la", "a"], "descending"), (["decroissant"], "descending"), (["croissant"], "ascending"),
        (["absteigend"], "descending"), (["aufsteigend"], "ascending"), (["घटते", "क्रम", "में"], "descending"),
        (["बढ़ते", "क्रम", "में"], "ascending"),
    ].map { ($0.0.map { CountryNames.key($0) }, $0.1) }
}
