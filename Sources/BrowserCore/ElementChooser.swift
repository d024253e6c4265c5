import CommandModel
import Foundation
import PageScripts

/// Picks an element of the current page from a spoken description: "the login button", "el enlace de contacto",
/// "das Suchfeld", "लॉगिन बटन", "the red button at the top". Words of all five languages are understood at once
/// (people mix them): role words narrow the kind of element, position words pick among candidates, synonyms
/// match ("sign in" = "log in" = "login" = "anmelden" = "iniciar sesión"), and articles and fillers are ignored.
public enum ElementChooser {
    public enum Choice: Equatable {
        case one(PageElement)
        case ambiguous([PageElement])
        case none
    }

    /// Grammar role names → scraper roles they cover.
    static let roleFamilies: [String: Set<String>] = [
        "textbox": ["textbox", "searchbox", "combobox"], "button": ["button"], "link": ["link"],
        "checkbox": ["checkbox", "switch"], "radio": ["radio"], "tab": ["tab"],
        "menuitem": ["menuitem", "menuitemcheckbox", "menuitemradio"],
        // A radio button is one of several options to a person ("pick the second option").
        "option": ["option", "radio", "menuitemradio"],
        "combobox": ["combobox", "listbox"], "slider": ["slider"], "switch": ["switch", "checkbox"],
        "image": ["link", "button"], "heading": [], "menu": ["button", "menuitem", "combobox"], "folder": ["treeitem"],
        // Search results are links; those that are headings first (`results(in:)`).
        "result": ["link"],
    ]

    /// A question of the page ("the second question"; `role=question`): an element whose name asks.
    static func asks(_ e: PageElement) -> Bool { e.name.hasSuffix("?") }

    /// Scraper roles of elements that take typed text.
    public static let takesText: Set<String> = roleFamilies["textbox", default: []].union(["spinbutton"])

    /// Whether an element is of the roles said: a folder is a tree's item that opens (not its files).
    static func fits(_ family: Set<String>?, _ e: PageElement) -> Bool {
        family.map { $0.contains(e.role) && ($0 != roleFamilies["folder"] || e.expanded != nil) } ?? true
    }

    /// Whether a role said counts search results and articles ("result", "article", "resultado", "रिज़ल्ट").
    static func countsResults(_ role: String?) -> Bool { role.map { $0 == "result" || ElementWords.roles[$0] == "result" } ?? false }

    public static func nth(_ ordinal: Int, role: String?, in elements: [PageElement]) -> PageElement? {
        let family = role.flatMap { roleFamilies[$0] ?? roleFamilies[ElementWords.roles[$0] ?? ""] ?? [$0] }
        let pool = role == "question" ? elements.filter(asks)
            : countsResults(role) ? results(in: elements) : elements.filter { fits(family, $0) }
        return ordinal >= 1 && ordinal <= pool.count ? pool[ordinal - 1] : nil
    }

    /// The words of a name or description in their one spelling, articles and fillers aside.
    static func plain(_ s: String, translating: Bool = false) -> [String] {
        ElementWords.canonical(words(s), translating: translating).filter { !ElementWords.fillers.contains($0) && !ElementWords.looks.contains($0) }
    }

    /// Whether a description names a list by nothing but being one ("the list", "la lista", "die liste", "सूची").
    public static func namesAList(_ description: String) -> Bool {
        let p = plain(description)
        return !p.isEmpty && p.allSatisfy { ["list", "lista", "liste", "सूची", "लिस्ट"].contains($0) }
    }

    /// Lower case, accents off, split into words (letters with their combining marks, digits). Devanagari's nukta is
    /// off too: pages and recognizers write "फ़ुल" and "फुल", "ज़्यादा" and "ज्यादा" alike. `folding: false`: lower case
    /// only, accents and nukta kept (for a reader that folds in its own way).
    static func words(_ s: String, folding: Bool = true) -> [String] {
        folding ? PagePart.folded(s) : PagePart.split(s.lowercased())
    }

    /// What a description asks for.
    struct Wanted: Equatable {
        var words: [String]
        var family: Set<String>?
        var position: ElementPosition?
        /// Colours and sizes said with nothing else to go by ("the red one", "the green slider"): an element may be
        /// called so.
        var looks: [String] = []
        /// Said to be a question ("the first question"): an element whose name asks, when there is one.
        var asks = false
        /// Said to be a result ("el primer resultado"): among the links that are headings, when there are some.
        var result = false
        /// Words of fields taken in any language, names too (`ElementWords.translations`).
        var translating = false
    }

    static func read(_ description: String, translating: Bool = false) -> Wanted {
        var tokens = ElementWords.canonical(words(description), translating: translating)
        var family: Set<String>?
        var position: ElementPosition?
        var kept: [String] = []
        // With two role words the last names the kind and the earlier ones are part of the name ("the bar link").
        var roleWords: [String] = []
        var result = false
        func role(_ role: String, said: [String]) {
            kept += roleWords
            roleWords = said
            family = roleFamilies[role]
            result = role == "result"
        }
        var i = 0
        while i < tokens.count {
            // Two-word role and position phrases first ("text field", "en haut", "ganz oben").
            if i + 1 < tokens.count {
                let pair = tokens[i] + " " + tokens[i + 1]
                if let r = ElementWords.roles[pair] { role(r, said: [tokens[i], tokens[i + 1]]); i += 2; continue }
                if let p = ElementPosition.words[pair] { position = p; i += 2; continue }
            }
            let w = tokens[i]
            if let r = ElementWords.roles[w] ?? ElementWords.roles[w.hasSuffix("s") ? String(w.dropLast()) : ""] {
                role(r, said: [w])
            } else if let p = ElementPosition.words[w] {
                position = p
            } else if let (stem, role) = ElementWords.compound(w) {
                // "suchfeld" = "such" + a field, "anmeldeknopf" = "anmelde" + a button.
                family = roleFamilies[role]
                kept.append(contentsOf: ElementWords.canonical([stem], translating: translating))
            } else if let part = decompounded([w], onto: []).first, part != w {
                // "sportteil", "kulturbereich": the part of a site named by its first word.
                kept.append(contentsOf: ElementWords.canonical([part], translating: translating))
            } else if family == roleFamilies["result"], i > 0, ElementWords.roles[tokens[i - 1]] != nil || ElementWords.about.contains(tokens[i - 1]),
                      ElementWords.about.contains(w) {
                // "The article about …": what it is about is the name.
            } else if !ElementWords.fillers.contains(w), !ElementWords.looks.contains(w) {
                kept.append(w)
            }
            i += 1
        }
        let looks = kept.isEmpty ? tokens.filter(ElementWords.looks.contains) : []
        // "The second one", "the first question": with a place, words for any thing name no kind; a question is what
        // asks ("What are the parking options?").
        var asks = false
        if position != nil, !kept.isEmpty, kept.allSatisfy({ ElementWords.anything.contains($0) || ElementWords.questions.contains($0) }) {
            asks = kept.contains(where: ElementWords.questions.contains)
            kept = []
        }
        tokens = kept
        return Wanted(words: tokens, family: family, position: position, looks: looks, asks: asks, result: result,
                      translating: translating)
    }

    /// Best element for a description; when the role words exclude everything that matches by name, the name alone
    /// decides ("the fancy option" on a page whose options are buttons). When nothing matches the words as said, words
    /// of fields in another language than the page's ("el campo de contraseña" for "Password").
    public static func choose(_ description: String, in elements: [PageElement]) -> Choice {
        if let coloured = byColour(description, in: elements) ?? bySize(description, in: elements) { return coloured }
        let wanted = read(description)
        let choice = choose(description, wanted, in: elements)
        guard choice == .none else { return choice }
        if let day = day(description, in: elements) ?? inGroup(wanted, elements) { return .one(day) }
        return choose(description, read(description, translating: true), in: elements)
    }

    static func choose(_ description: String, _ wanted: Wanted, in elements: [PageElement]) -> Choice {
        if wanted.words.isEmpty {
            // A colour or size alone may be the name ("set red to 200": the slider called Red).
            if !wanted.looks.isEmpty {
                let named = Wanted(words: wanted.looks, family: wanted.family, position: wanted.position)
                let byLooks = choose(named, family: wanted.family, in: elements)
                if byLooks != .none { return byLooks }
            }
            // A name of little words only, said whole ("Los", a German page's search button; "los" is an article in
            // Spanish): the element called so.
            let whole = words(description)
            if !whole.isEmpty, wanted.family == nil, wanted.position == nil, case let called = elements.filter({ words($0.name) == whole }),
               called.count == 1 || oneLink(called) { return .one(called[0]) }
            // A place alone ("the second one", "the first question" — among names that ask): among the elements given.
            guard let family = wanted.family else {
                let asking = elements.filter(asks)
                let pool = wanted.asks && !asking.isEmpty ? asking : elements
                return wanted.position.flatMap { pick(pool, at: $0) }.map(Choice.one) ?? .none
            }
            var pool = wanted.result ? results(in: elements) : elements.filter { fits(family, $0) }
            // A role and a position: "the button at the top", "the last link".
            if let position = wanted.position { return pick(pool, at: position).map(Choice.one) ?? .none }
            // Only a role: "the text box", "el buscador" — the one there is, or the one called so ("open the menu",
            // "मेनू खोलो": the button "Menu"), or the ones to choose from.
            let said = plain(description), kind = said.compactMap { ElementWords.roles[$0] }
            // Else the one whose name begins so ("Menu Expand").
            func begins(_ e: PageElement) -> Bool {
                let n = plain(e.name)
                return !said.isEmpty && n.starts(with: said) || !kind.isEmpty && n.starts(with: kind)
            }
            func isCalled(_ e: PageElement) -> Bool { plain(e.name) == said || plain(e.name) == kind }
            var called = pool.filter(isCalled)
            // Called so though of another kind ("MENÚ", a clickable the page made of a div): that one.
            let calledElsewhere = elements.filter(isCalled)
            if called.isEmpty, calledElsewhere.count == 1 { return .one(calledElsewhere[0]) }
            if called.isEmpty { called = pool.filter(begins) }
            // A button is no menu unless it opens one (aria-haspopup) or is called so; on a page with none (a site's menu
            // for skipping to its parts aside), one that opens anything (a page's only button "rechercher"; "Los", "×" are none).
            if kind == ["menu"] {
                let menuButton = pool.contains { $0.role == "button" && $0.popup == "menu" && !skips($0) }
                pool = pool.filter { $0.role != "button" || (menuButton ? $0.popup == "menu" : $0.expanded != nil) || called.contains($0) }
                // A site's menu for skipping to its parts ("Skip To Content") is not the menu of the page's own.
                let own = pool.filter { !skips($0) }
                if !own.isEmpty { pool = own }
            }
            // A combo box's open list is no other list ("click the list" with it open): the combo box.
            let boxes = Set(pool.filter { $0.role == "combobox" }.map(\.name))
            pool = pool.filter { $0.role != "listbox" || !boxes.contains($0.name) }
            switch pool.count {
            case 0: return .none
            case 1: return .one(pool[0])
            default: return called.count == 1 ? .one(called[0]) : .ambiguous(pool)
            }
        }
        // "The article about the rivers": among the results first (links that are headings), not the site's own links.
        if wanted.result {
            let narrowed = choose(wanted, family: nil, in: results(in: elements))
            if narrowed != .none { return narrowed }
        }
        if wanted.family != nil {
            // A name said whole with a kind's word in it ("actions for nurse shark tab": a button so named, not the tab
            // "Nurse shark"): that element, before the word is read as its kind.
            let said = plain(description)
            let whole = elements.filter { plain($0.name) == said }
            if whole.count == 1 { return .one(whole[0]) }
            let narrowed = choose(wanted, family: wanted.family, in: elements)
            if narrowed != .none { return narrowed }
        }
        return choose(wanted, family: nil, in: elements)
    }

    /// Where the element's name ends and the text to type begins, when what was said cannot tell: "escribe en el
    /// campo nombre juan pérez" reaches here as the field "campo" and the text "nombre juan pérez", since a name may
    /// follow a kind of element (Spanish, French) or come before it ("hello कार्ट | आइकन में लिखो"). When the
    /// description is only a kind of element and that does not pick one field on the page, the fewest words of the
    /// text that, joined to it (after it, else before it), name exactly one element move over; at least one word
    /// stays to be typed. Nil when nothing on the page says so.
    public static func regroup(_ description: String, typing text: String, in elements: [PageElement]) -> (description: String, text: String)? {
        let wanted = read(description)
        guard wanted.words.isEmpty, wanted.family != nil else { return nil }
        if case .one = choose(description, in: elements.filter { takesText.contains($0.role) }) { return nil }
        let said = text.split(separator: " ").map(String.init)
        guard said.count > 1 else { return nil }
        func joined(_ k: Int, after: Bool) -> String {
            after ? description + " " + said.prefix(k).joined(separator: " ") : said.suffix(k).joined(separator: " ") + " " + description
        }
        for k in 1..<said.count {
            for after in [true, false] {
                let candidate = joined(k, after: after)
                guard !read(candidate).words.isEmpty, case .one(let e) = choose(candidate, in: elements) else { continue }
                // Then as many more words as go on naming it ("correo | electrónico" of "Correo electrónico").
                let name = vocabulary(e)
                var end = k
                while end + 1 < said.count {
                    let next = after ? said[end] : said[said.count - 1 - end]
                    let nextWords = read(next).words
                    guard !nextWords.isEmpty || ElementWords.fillers.contains(next), nextWords.allSatisfy({ hit($0, name) > 0 }) else { break }
                    end += 1
                }
                // A filler at the seam is not part of the name ("… de | juan"): it stays with the text only if it came last.
                while end > k, read(after ? said[end - 1] : said[said.count - end]).words.isEmpty { end -= 1 }
                return (joined(end, after: after), (after ? said.dropFirst(end) : said.dropLast(end)).joined(separator: " "))
            }
        }
        return nil
    }

    static func choose(_ wanted: Wanted, family: Set<String>?, in elements: [PageElement]) -> Choice {
        var scored: [(Double, PageElement)] = []
        for e in elements {
            if !fits(family, e) { continue }
            guard let score = score(wanted.words, name: e.name, translating: wanted.translating) else { continue }
            scored.append((score, e))
        }
        scored.sort { $0.0 > $1.0 }
        guard let best = scored.first, best.0 >= 0.5 else { return .none }
        let close = scored.filter { best.0 - $0.0 < 0.05 }.map(\.1)
        if close.count == 1 || oneLink(close) { return .one(close[0]) }
        // A field named after the one button of its form ("Search") is not pressed for that button said without a kind.
        if family == nil, close.count == 2, let button = close.first(where: { $0.role == "button" }),
           let field = close.first(where: { takesText.contains($0.role) }), button.name == field.name { return .one(button) }
        if let position = wanted.position, let e = pick(close, at: position) { return .one(e) }
        return .ambiguous(close)
    }

    /// Whether several elements are one link said twice (a site's menu at the top and the bottom of its pages): links
    /// to the same address, which it makes no difference to choose among.
    static func oneLink(_ elements: [PageElement]) -> Bool {
        guard elements.count > 1, let href = elements[0].href, !href.isEmpty, !href.hasPrefix("javascript:") else { return false }
        return elements.allSatisfy { $0.role == "link" && $0.href == href }
    }

    /// How well said words fit a name: the share of them found in it, less a little for each word of the name not
    /// said, and 1 more when they are the whole name; nil when none is found.
    static func score(_ said: [String], name: String, translating: Bool = false) -> Double? {
        // Numbers in words or digits alike ("4 stars" is "four stars").
        func numeral(_ w: String) -> String { ElementWords.numerals[w] ?? w }
        let raw = words(name).map(numeral)
        let nameWords = ElementWords.canonical(raw, translating: translating)
        let said = said.map(numeral)
        guard !nameWords.isEmpty, !said.isEmpty else { return nil }
        // Matched against the name's own words and their one spelling ("sign" finds "Sign in" = login).
        let vocabulary = Set(nameWords + raw)
        // A whole word counts 1, a word the name's word begins with (or the other way round) 0.8.
        let hits = said.reduce(0.0) { $0 + hit($1, vocabulary) }
        guard hits > 0 else { return nil }
        // A count in a name ("Cart (3)") is no word of it unless numbers were said: "cart" is that name whole.
        let counted = said.contains { $0.allSatisfy(\.isNumber) } ? nameWords : nameWords.filter { !$0.allSatisfy(\.isNumber) }
        var score = hits / Double(said.count) - 0.01 * Double(max(0, counted.count - said.count))
        if counted == said { score += 1 }
        return score
    }

    /// How well a said word matches a name's words: a whole word 1, a word the name's word begins with (or the other
    /// way round) 0.8.
    static func hit(_ w: String, _ vocabulary: Set<String>) -> Double {
        if vocabulary.contains(w) { return 1 }
        if w.count >= 3, vocabulary.contains(where: { $0.hasPrefix(w) || (w.count >= 4 && w.hasPrefix($0) && $0.count >= 4) }) {
            return 0.8
        }
        if singulars(w).contains(where: vocabulary.contains) { return 0.8 }
        return 0
    }

    /// The singulars a plural may have, for a name said in the plural ("the list of countries" for Country, "boxes",
    /// "देशों की लिस्ट" for देश): "-ies" as "-y", "-es" and Hindi's oblique "-ों" off; none for a short word.
    static func singulars(_ w: String) -> [String] {
        let scalars = Array(w.unicodeScalars)
        guard scalars.count >= 4 else { return [] }
        if scalars.suffix(2).map(\.value) == [0x94B, 0x902] { return [String(String.UnicodeScalarView(scalars.dropLast(2)))] }
        if w.hasSuffix("ies") { return [String(w.dropLast(3)) + "y"] }
        return w.hasSuffix("es") ? [String(w.dropLast(2))] : []
    }

    /// The words of an element's name, as said and in their one spelling.
    static func vocabulary(_ e: PageElement, translating: Bool = false) -> Set<String> {
        let raw = words(e.name)
        return Set(ElementWords.canonical(raw, translating: translating) + raw)
    }

    /// The element furthest in a direction; nil when there is nothing to choose from.
    static func pick(_ elements: [PageElement], at position: ElementPosition) -> PageElement? {
        switch position {
        case .top: elements.min { $0.rect.y < $1.rect.y }
        case .bottom: elements.max { $0.rect.y < $1.rect.y }
        case .left: elements.min { $0.rect.x < $1.rect.x }
        case .right: elements.max { $0.rect.x < $1.rect.x }
        case .first: elements.first
        case .last: elements.last
        case .nth(let n): n <= elements.count ? elements[n - 1] : nil
        }
    }
}
