import CommandModel
import PageScripts

/// Finding what words name on the page: a link to a page or a place, an element by its exact name or a description.
extension CommandExecutor {
    /// The element a target names: by description anywhere on the page, by position or by number (one scrape).
    func element(for target: Target) async throws -> ElementChooser.Choice {
        let found: PageElement?
        switch target {
        // "Open it in a new tab", "download it": the element last acted on.
        case .text(let description) where ElementChooser.saysIt(description): return try await lastActed().map { .one($0) } ?? .none
        case .text(let description): return try await describedElement(description)
        case .ordinal(let n, let role): found = ElementChooser.nth(n, role: role, in: try await session.scrape().elements)
        case .number(let n): found = try await session.scrape().elements.first { $0.number == n }
        }
        return found.map { .one($0) } ?? .none
    }

    /// The label number a target refers to on the current page, or nil.
    /// `in`: the page's elements when they were just scraped.
    func number(for target: Target, in scraped: [PageElement]? = nil) async throws -> Int? {
        switch target {
        case .number(let n): return n
        case .ordinal(let n, let role):
            let elements = if let scraped { scraped } else { try await session.scrape().elements }
            return ElementChooser.nth(n, role: role, in: elements)?.number
        case .text(let description):
            let elements = if let scraped { scraped } else { try await session.scrape().elements }
            if case .one(let e) = ElementChooser.choose(description, in: elements) { return e.number }
            return nil
        }
    }

    /// The one link of the page a place said with a word for a page names ("the contact page" → "Contact us", "la
    /// página de precios" → "Precios"); nil without such a word, or when no link or several fit.
    func pageLink(_ said: String) async throws -> PageElement? {
        guard let name = ElementChooser.pageName(said) else { return nil }
        for all in [false, true] {
            let links = try await (all ? session.peek(all: true) : session.scrape()).elements.filter { $0.role == "link" }
            if case .one(let e) = ElementChooser.choose(name, in: links) { return e }
        }
        return nil
    }

    /// The one link of the page whose name holds all the words of a place, in view or else anywhere.
    func linkHolding(_ place: String) async throws -> PageElement? {
        for all in [false, true] {
            let links = try await (all ? session.peek(all: true) : session.scrape()).elements.filter { $0.role == "link" }
            if let e = ElementChooser.holding(place, in: links) { return e }
        }
        return nil
    }

    /// The one element named by exactly these words, in view or anywhere on the page.
    func namedElement(_ said: String) async throws -> PageElement? {
        if let e = ElementChooser.named(said, in: try await session.scrape().elements) { return e }
        return ElementChooser.named(said, in: try await session.peek(all: true).elements)
    }

    /// An element named by a description, anywhere on the page (a person may name what is just below the fold).
    /// `preferring`: elements looked among first, in view and then on the whole page.
    /// An element called exactly so just below the fold comes before one in view that only shares a word with it
    /// ("next day" is not the "previous day" button above it).
    func describedElement(_ description: String, preferring: ((PageElement) -> Bool)? = nil) async throws -> ElementChooser.Choice {
        let whole = WholePage(session)
        if ElementChooser.repliesToAComment(description) {
            if let reply = ElementChooser.reply(description, in: try await whole.elements()) { return .one(reply) }
            // "Reply to the fifth comment" with three: none, not the Reply links by a word of theirs.
            if ElementChooser.repliesSayingAComment(description) { return .none }
        }
        if let inPart = try await inAPart(description) { return inPart }
        if ElementChooser.namesTheAuthor(description), let authors = ElementChooser.authorLinks(in: try await whole.elements()) { return authors }
        if ElementChooser.chapterNumber(description) != nil, let chapter = ElementChooser.chapter(description, in: try await whole.elements()) {
            return .one(chapter)
        }
        // A tag, unless something is called by all the words ("Topics", a menu's button).
        if ElementChooser.saysATag(description), case let page = try await whole.elements(),
           ElementChooser.named(description, in: page) == nil, let tag = ElementChooser.tag(description, in: page) {
            return tag
        }
        func choice(in elements: [PageElement]) -> ElementChooser.Choice {
            if let preferring {
                let preferred = ElementChooser.choose(description, in: elements.filter(preferring))
                if preferred != .none { return preferred }
            }
            return ElementChooser.choose(description, in: elements)
        }
        // The whole name of one element in translation ("haz clic en política": "Politics") over words that only look
        // like some of another's ("… political protest").
        func wholeName(_ chosen: ElementChooser.Choice, in elements: [PageElement]) -> ElementChooser.Choice? {
            guard chosen != .none, let whole = ElementChooser.named(description, in: elements) else { return nil }
            if case .one(let e) = chosen, e != whole, preferring?(whole) ?? true, ElementChooser.plain(e.name) != ElementChooser.plain(description) {
                return .one(whole)
            }
            return chosen
        }
        let inView = try await session.scrape().elements
        // A colour nothing in view is seen in ("the green button" below the fold): the things of that colour on the page.
        if let colour = ElementChooser.colourSaid(description), !inView.contains(where: { $0.colour == colour }),
           case let page = try await whole.elements(), page.contains(where: { $0.colour == colour }) {
            return choice(in: page)
        }
        let seen = choice(in: inView)
        if let chosen = wholeName(seen, in: inView) { return chosen }
        let page = try await whole.elements()
        guard seen != .none else {
            let chosen = choice(in: page)
            return wholeName(chosen, in: page) ?? chosen
        }
        // A place in a group counts the whole group, shown or not ("the last air one" in a list scrolled part way).
        if let placed = ElementChooser.inGroup(description, inView), seen == .one(placed) {
            return ElementChooser.inGroup(description, page).map(ElementChooser.Choice.one) ?? seen
        }
        return ElementChooser.named(description, in: page).map(ElementChooser.Choice.one) ?? seen
    }

    /// "The first link in the footer", "el primer enlace del artículo", "फ़ुटर में पहला लिंक": what the rest of the
    /// description names among the elements inside the part of the page it says, counted over the whole page (the
    /// footer's first link may be out of view); so is a place among what comes under a heading ("the third link in
    /// most read", "el primer enlace de lo más leído"). Nil when it says no part, an element is called by all its
    /// words, or nothing inside fits (the words are then read as a whole).
    func inAPart(_ description: String) async throws -> ElementChooser.Choice? {
        let words = PagePart.folded(description)
        var ways: [(thing: String, inside: ([PageElement]) -> [PageElement])] = []
        if let (kind, range) = PagePart.within(words) {
            let thing = (words[..<range.lowerBound] + words[range.upperBound...]).joined(separator: " ")
            // A place among an article's links: those in its text first ("the first link in the article" is the text's
            // first, not its share bar's), when it has that many.
            let wanted = ElementChooser.read(thing)
            if ["article", "main"].contains(kind), let position = wanted.position, wanted.family?.contains("link") == true {
                ways.append((thing, { page in
                    let text = ElementChooser.part(kind, of: page).filter { $0.role == "link" && $0.inText == true }
                    return ElementChooser.pick(text, at: position) == nil ? [] : text
                }))
            }
            ways.append((thing, { ElementChooser.part(kind, of: $0) }))
        }
        for way in PagePart.underHeadings(words) {
            let thing = words[way.thing].joined(separator: " ")
            if ElementChooser.read(thing).position != nil { ways.append((thing, { ElementChooser.underHeading(way.heading, in: $0) })) }
        }
        guard !ways.isEmpty else { return nil }
        let page = try await session.peek(all: true).elements
        if ElementChooser.named(description, in: page) != nil { return nil }
        for (thing, inside) in ways where !ElementChooser.plain(thing).isEmpty || ElementChooser.read(thing).position != nil {
            let choice = ElementChooser.choose(thing, in: inside(page))
            if choice != .none { return choice }
        }
        return nil
    }
}

extension ElementChooser {
    /// The kinds of landmark that are no page's content: its navigation, header, footer and sidebars (those a person
    /// goes to by name).
    static let chrome = Set(Landmarks.said.keys)

    /// Whether an element is in the page's content: in none of its navigation, header, footer and sidebars.
    static func inContent(_ e: PageElement) -> Bool { !chrome.contains(where: e.isWithin) }

    /// What a part of the page holds: the elements inside its landmarks of that kind. The article, on a page that marks
    /// none, is its main content; the main content, on a page that marks none, is all but its navigation, header,
    /// footer and sidebars (a blog's article in no landmark at all).
    static func part(_ kind: String, of page: [PageElement]) -> [PageElement] {
        let inside = page.filter { $0.isWithin(kind) }
        guard inside.isEmpty, kind == "article" || kind == "main" else { return inside }
        if kind == "article", case let main = page.filter({ $0.isWithin("main") }), !main.isEmpty { return main }
        return page.filter(inContent)
    }
}
