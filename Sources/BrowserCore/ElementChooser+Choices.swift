import CommandModel
import Foundation
import PageScripts

/// An option said together with the list it is in: "select spain in the country dropdown", "selecciona españa en
/// país", "choisis l'allemagne dans la liste des pays", "wähl spanien bei land", "देश में जर्मनी चुनो". The grammar
/// reads most of these as choosing; what it leaves as a click on "spain in the country dropdown" still chooses.
extension ElementChooser {
    /// Words that put an option in its list (folded): "in", "from", "en", "de", "dans", "aus", "bei", "में", "से"…, and
    /// that make it the list's value ("germany as the country", "alemania como país", "comme pays", "als land").
    static let inList: Set<String> = ["in", "from", "en", "de", "del", "dans", "du", "im", "aus", "bei", "von", "में", "से",
                                      "as", "como", "comme", "als"]
    /// Words said of an option that are not its name ("the german option", "the first one", "la opción alemania").
    static let optionWords: Set<String> = ["option", "one", "choice", "item", "opcion", "choix", "eintrag", "विकल्प", "ऑप्शन"]

    /// A place among the things of a group its words name, when no name fits them ("the second land animal": of the
    /// options under "Land", the second; "el primer water", "le dernier air").
    public static func inGroup(_ description: String, _ elements: [PageElement]) -> PageElement? { inGroup(read(description), elements) }

    static func inGroup(_ wanted: Wanted, _ elements: [PageElement]) -> PageElement? {
        guard let position = wanted.position, !wanted.words.isEmpty else { return nil }
        let said = Set(wanted.words)
        let members = elements.filter { e in
            let group = plain(e.group ?? "")
            return !group.isEmpty && said.isSuperset(of: group) && fits(wanted.family, e)
        }
        return pick(members, at: position)
    }

    /// Whether a description could hold an option and its list: a word of putting in, between other words.
    public static func mayNameAnOption(_ description: String) -> Bool {
        let tokens = description.split(separator: " ")
        return tokens.count >= 3 && tokens.dropFirst().dropLast().contains { inList.contains(words(String($0)).first ?? "") }
    }

    /// The one list (dropdown or list box) of `lists` the words on one side of a word of putting in name, and the
    /// option the other side says, as said (without a leading article or the word "option"); nil when no split is so.
    /// The option's words, kinds of element and fillers aside, must not all be the list's own name ("the country in the
    /// country list" is no option).
    public static func optionInList(_ description: String, lists: [PageElement]) -> (list: PageElement, option: String)? {
        let tokens = description.split(separator: " ").map(String.init)
        guard tokens.count >= 3 else { return nil }
        for i in 1..<(tokens.count - 1) where words(tokens[i]).count == 1 && inList.contains(words(tokens[i])[0]) {
            let before = tokens[..<i], after = tokens[(i + 1)...]
            for (listSide, optionSide) in [(after, before), (before, after)] {
                // A kind of field alone is no list ("el campo de correo": the field, not the only dropdown's option).
                let listSaid = read(listSide.joined(separator: " "))
                if listSaid.words.isEmpty, listSaid.family == roleFamilies["textbox"] { continue }
                guard case .one(let list) = choose(listSide.joined(separator: " "), in: lists) else { continue }
                let option = optionText(optionSide)
                let said = read(option.joined(separator: " "))
                // An option by its place ("the second option", "la primera"): its number, which the page takes as a place.
                if said.words.isEmpty, let position = said.position {
                    if case .nth(let n) = position { return (list, String(n)) }
                    if position == .first { return (list, "1") }
                }
                let name = vocabulary(list)
                guard !said.words.isEmpty, !said.words.allSatisfy({ hit($0, name) > 0 }) else { continue }
                return (list, option.joined(separator: " "))
            }
        }
        return nil
    }

    /// The words of an option as said, without the articles before it ("the", "la", "l'" of "l'allemagne") or the
    /// word "option".
    static func optionText(_ tokens: ArraySlice<String>) -> [String] {
        var out: [String] = []
        for t in tokens {
            let w = words(t)
            // "देश की लिस्ट में से भारत": "से" after "में" is "from among", not the option's.
            if w.isEmpty || out.isEmpty && (w.allSatisfy(ElementWords.fillers.contains) || w == ["से"]) || w.allSatisfy(optionWords.contains) { continue }
            if out.isEmpty, w.count > 1, ElementWords.fillers.contains(w[0]), let mark = t.firstIndex(where: { $0 == "'" || $0 == "’" }) {
                out.append(String(t[t.index(after: mark)...]))
            } else {
                out.append(t)
            }
        }
        return out
    }
}

/// A group of radio buttons named by its legend ("set the pizza crust to thin", "ajusta el tamaño a grande").
extension ElementChooser {
    /// The radio buttons of the one group whose name the description fits best (at least half its words); nil when
    /// none or several fit as well.
    public static func radioGroup(_ description: String, in elements: [PageElement]) -> [PageElement]? {
        let groups = Dictionary(grouping: elements.filter { $0.role == "radio" && !($0.group ?? "").isEmpty }, by: { $0.group ?? "" })
        // Named as the page says it, else in another of the five languages ("la valoración" for "Rating").
        for translating in [false, true] {
            let wanted = read(description, translating: translating).words
            let scored = groups.keys.compactMap { g in score(wanted, name: g, translating: translating).map { (g, $0) } }.sorted { $0.1 > $1.1 }
            guard let best = scored.first, best.1 >= 0.5 else { continue }
            return scored.count == 1 || best.1 - scored[1].1 >= 0.05 ? groups[best.0] : nil
        }
        return nil
    }
}

extension ElementChooser {
    /// Whether a description asks for what closes something ("close", "cerrar", "schließen").
    public static func saysClose(_ description: String) -> Bool { plain(description) == ["close"] }

    /// Names that dismiss a dialog without doing what it asks: "Cancel", "No thanks", "Not now" (besides "Close").
    static let dismissing: Set<[String]> = [
        ["cancel"], ["dismiss"], ["no", "thanks"], ["not", "now"], ["cancelar"], ["no", "gracias"], ["ahora", "no"],
        ["annuler"], ["non", "merci"], ["pas", "maintenant"], ["abbrechen"], ["nein", "danke"], ["nicht", "jetzt"],
        ["रद्द"], ["बाद", "में"],
    ]

    /// What closes: on the page, elements called close (in any language) and nothing else ("Close account" is no way
    /// to close a pop-up); in an open dialog also "Close dialog" and its cancel and no-thanks buttons. Those called
    /// close come first.
    public static func closers(in elements: [PageElement]) -> [PageElement] {
        let named = elements.filter { plain($0.name) == ["close"] }
        let inDialog = elements.filter { e in
            guard e.dialog == true, !named.contains(e) else { return false }
            let p = plain(e.name)
            return dismissing.contains(p) || p.first == "close" && p.count <= 3
        }
        return named + inDialog
    }
}

/// The elements of a part of the page named by its heading ("the third link in most read").
extension ElementChooser {
    /// The elements that come under a heading of these words (their nearest, or one it comes under in turn): all of
    /// its words, else holding them all ("read" for "Most read"); none when no heading has them.
    public static func underHeading(_ heading: [String], in elements: [PageElement]) -> [PageElement] {
        func named(_ s: String) -> [String] { plain(s).filter { !PagePart.joining.contains($0) } }
        let said = named(heading.joined(separator: " "))
        guard !said.isEmpty else { return [] }
        let under = elements.map { e in (e, (e.sections ?? []).map(named)) }
        let exactly = under.filter { $0.1.contains(said) }
        let found = (exactly.isEmpty ? under.filter { $0.1.contains { Set($0).isSuperset(of: said) } } : exactly).map(\.0)
        // The heading's own link and one to more of it ("Opinión", "Más en Opinión ›", "More Opinion") are the part's
        // name, none of what it lists.
        let items = found.filter { e in
            let name = named(e.name)
            return !(Set(name).isSuperset(of: said) && name.count <= said.count + 2)
        }
        return items.isEmpty ? found : items
    }
}

/// Search results and a news page's articles ("open the first result", "the second story").
extension ElementChooser {
    /// The links a search result or an article is among: those that are headings, as results are, when the page has
    /// any; else all. Among either, those named like a title (four words or more; two among headings): not the site's
    /// "Log in", "News", "Cached", nor the logo and section names a news page heads its lists with ("US & Canada"). The
    /// site's home page (its logo, "The New York Times") is no article either. A heading's link to a site none of the
    /// titled ones goes to counts all the same: a search result "YouTube" among longer ones. A wiki's "edit" in each
    /// section's heading is a tool, no result.
    static func results(in elements: [PageElement]) -> [PageElement] {
        // A story's picture and its title, one after the other to one address, are one story.
        var links: [PageElement] = []
        for e in elements where e.role == "link" && !editingAny.contains(words(e.name)) {
            if let last = links.last, let href = e.href, last.href == href, !href.isEmpty {
                if e.name.count > last.name.count { links[links.count - 1] = e }
                continue
            }
            links.append(e)
        }
        // A page whose one heading that links is its logo (to its home page) has no results among its headings.
        var headings = links.filter { $0.heading == true }
        if headings.count == 1, home(headings[0].href) { headings = [] }
        let pool = headings.isEmpty ? links : headings, titles = pool.filter(titled)
        guard titles.count >= (headings.isEmpty ? 1 : 2) else { return pool }
        guard !headings.isEmpty else { return titles }
        let sites = Set(titles.map { host($0.href) })
        return pool.filter { titled($0) || host($0.href).map { !sites.contains($0) } ?? false }
    }

    /// Whether a link is named like an article's title: four words or more, and not to the site's home page.
    static func titled(_ link: PageElement) -> Bool { words(link.name).count >= 4 && !home(link.href) }

    /// Whether a link goes to a site's home page (its address has no path beyond "/", nor a query).
    static func home(_ href: String?) -> Bool {
        guard let href, let url = URLComponents(string: href), url.scheme != nil else { return false }
        return (url.path.isEmpty || url.path == "/") && url.query == nil
    }

    /// The site a link goes to (nil for a page of no site, a file's: no other site than the results').
    static func host(_ href: String?) -> String? {
        href.flatMap { URLComponents(string: $0)?.host?.lowercased() }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
