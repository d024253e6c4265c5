import CommandModel
import PageScripts

/// Buttons repeated on each item of a list (a feed's posts each with Like, Bookmark, Share; a shop's products each with
/// "Add to cart"): "bookmark the second one", "like the third post", "share the last one", "like giovanni's pizza",
/// "comparte el último", "दूसरे वाले को लाइक करो" press that item's button (not understood before, or a search of the
/// page for the item's name).
extension CommandExecutor {
    /// Words for an item of a list that say nothing of which ("the third post", "la segunda publicación").
    static let items: Set<String> = ElementWords.anything.union(ElementChooser.actedOn).union([
        "article", "story", "review", "product", "result", "articulo", "noticia", "producto", "resultado", "produit",
        "resultat", "avis", "artikel", "produkt", "ergebnis", "bewertung", "लेख", "प्रोडक्ट", "वाले", "वाली",
    ])

    /// The one button of an item the words name: the name of buttons repeated on the items (two or more in view), with
    /// the item's place among them ("the second one", in any order: "mets le deuxième en signet") or the name of the
    /// part of the page it is in (its article's heading), before or after; nil when the words say nothing so.
    /// `placeOnly`: only with a place (over a reading of the grammar's: "तीसरी पोस्ट को बुकमार्क करो").
    func itemsButton(_ said: String, inView: [PageElement], placeOnly: Bool = false) -> Command? {
        let words = ElementChooser.words(said)
        guard words.count >= 2, words.count <= 10 else { return nil }
        let pressable = inView.filter { Self.pressableRoles.contains($0.role) }
        // Names the page repeats, looked at first: most pages have few, and most words name none of them.
        let repeated = Dictionary(grouping: pressable, by: \.name).filter { $0.value.count >= 2 }.map(\.key)
        guard !repeated.isEmpty else { return nil }
        func alike(_ action: String, translating: Bool) -> [PageElement]? {
            guard repeated.contains(where: { ElementChooser.seen(action, name: $0, translating: translating).map { $0.seen >= .whole } ?? false }) else { return nil }
            return Self.alike(action, in: pressable, translating: translating)
        }
        for translating in [false, true] {
            if let (place, action) = Self.place(in: words), let e = alike(action, translating: translating).flatMap({ ElementChooser.pick($0, at: place) }) {
                return .click(.number(e.number))
            }
            guard !placeOnly else { continue }
            for k in 1..<words.count {
                let head = words[..<k].joined(separator: " "), tail = words[k...].joined(separator: " ")
                for (action, part) in [(head, tail), (tail, head)] {
                    if let e = alike(action, translating: translating).flatMap({ Self.inPart(part, of: $0, translating: translating) }) {
                        return .click(.number(e.number))
                    }
                }
            }
        }
        return nil
    }

    /// An item's place said among the words ("second", "le dernier", "तीसरी"), and the other words but those for an
    /// item; nil when no place is said, or nothing else.
    static func place(in words: [String]) -> (ElementPosition, String)? {
        var place: ElementPosition?, rest: [String] = []
        for w in words {
            if place == nil, let p = ElementPosition.words[w], !p.isPlace { place = p; continue }
            if !items.contains(w) { rest.append(w) }
        }
        guard let place, !rest.isEmpty else { return nil }
        return (place, rest.joined(separator: " "))
    }

    /// The buttons the words name whole, when two or more (one pressed may have become "Bookmarked"); nil else.
    static func alike(_ action: String, in elements: [PageElement], translating: Bool) -> [PageElement]? {
        let named = elements.filter { e in ElementChooser.seen(action, name: e.name, translating: translating).map { $0.seen >= .whole } ?? false }
        return named.count >= 2 ? named : nil
    }

    /// The one of them in the part of the page the words name whole.
    static func inPart(_ part: String, of named: [PageElement], translating: Bool) -> PageElement? {
        let inPart = named.filter { e in
            guard let group = e.group else { return false }
            return ElementChooser.seen(part, name: group, translating: translating).map { $0.seen >= .whole } ?? false
        }
        return inPart.count == 1 ? inPart[0] : nil
    }

    /// Whether words read by the grammar as something other than a click, a scroll or typing may press an item's
    /// button: an item's place is said in them ("तीसरी पोस्ट को बुकमार्क करो" read as bookmarking the page). The page is
    /// looked at only then.
    static func mayPressAnItemsButton(_ said: String, over reading: Command?) -> Bool {
        switch reading {
        case nil, .click?, .scroll?, .type?: false
        default: place(in: ElementChooser.words(said)) != nil
        }
    }
}
