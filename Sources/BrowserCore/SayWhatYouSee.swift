import CommandModel
import Foundation
import PageScripts

/// "Accept all", "add to cart", "sign in": words that are no command but the name of one thing to press on the page —
/// people say what they see, and not always all of it ("accept cookies", "log me out", "make it bold"). Asked when
/// nothing understood the words, or the chain only found a place nobody knows to visit ("load more"), or the model (or
/// a guess of the grammar's) read them as another command while they are nearly the whole name of a thing on the page
/// ("sign up", "cookie settings"), or the grammar's click took only some of them while all are exactly a name ("choose
/// date"); only one element named so nearly counts, so talk is not taken for a click.
extension CommandExecutor {
    /// What the page's names may take the place of: nothing understood, a visit to a place no one knows, the model's
    /// reading (or a guess of the grammar's), the grammar's click on some of the words, its typing with no field named
    /// ("pon pantalla completa": "pon" also means "type"), which needs a field focused; nil: a reading that stays.
    enum Giving { case nothing, visit, model, someWords, typing }

    static func giving(_ reading: Command?, readByModel: Bool) -> Giving? {
        switch reading {
        case nil: .nothing
        case .navigate(.open, _, nil, _)?: .visit
        // Typing with no field named, the model's too ("mets le texte en gras"), needs a field with the focus.
        case .type(_, nil, _)?: .typing
        case _? where readByModel: .model
        case .click(.text, nil)?: .someWords
        default: nil
        }
    }

    /// Roles a person presses by saying their name (a list to choose from opens: "open the list of fruits").
    nonisolated static let pressableRoles: Set<String> = ["link", "button", "tab", "menuitem", "menuitemcheckbox", "menuitemradio", "option",
                                              "treeitem", "switch", "checkbox", "radio", "summary", "clickable", "combobox"]

    /// The click the words make on this page: the one element to press named by them (by its number when in view,
    /// else by its name); nil when none is, or more than one equally.
    /// - Parameters:
    ///   - reading: what the rest of the chain made of the words, if anything.
    ///   - readByModel: the reading is the on-device model's (free phrasing) or a guess of the grammar's, which give
    ///     way to nearly a whole name; the grammar's own readings give way only to a visit to a place no one knows, or a
    ///     click on part of the words when all of them are exactly a name ("choose date" is the button "Choose Date"),
    ///     or its typing with no field named to the whole of a name (where no field has the focus: `onThePage` asks).
    /// - `declinedVisit`: the place of a visit the chain read and did not make ("take me to the references": the model
    ///   read a click on "references" instead, not sure enough to act on), looked for on the page as a visit's would be.
    func pressable(named said: String, over reading: Command? = nil, readByModel: Bool = false,
                          inView scraped: [PageElement]? = nil, declinedVisit: String? = nil) async throws -> Command? {
        let words = ElementChooser.words(said)
        guard !words.isEmpty, words.count <= 8 else { return nil }
        guard let giving = Self.giving(reading, readByModel: readByModel) else { return nil }
        let namesWhatItActsOn = words.contains(where: ElementChooser.actedOn.contains) && !words.contains(where: ElementChooser.browserThings.contains)
        // The model's reading gives way only to nearly the whole of a name of two words or more ("sign up", "show more
        // reviews"; not "bookmarks"); the grammar's click on some of the words only to all of them, exactly a name.
        func enoughAsSaid(_ e: PageElement, _ s: ElementChooser.Sight) -> Bool {
            switch giving {
            case .someWords: s.seen == .exact && ElementChooser.words(e.name).count >= 2
            case .typing: s.seen >= .whole
            // A name of one word whole, when what it acts on is said with it ("save this video" is the Save button's
            // where the model read a bookmark; "save this page" stays one).
            case .model: ElementChooser.words(e.name).count >= 2 && s.nearlyWhole || s.seen >= .whole && namesWhatItActsOn
            // Not a long title by a word or two of it ("the comments": "Comments on Cisco, Mozilla, and H.264", "Loi sur
            // le renseignement : comment vont voter les députés ?").
            case .nothing, .visit: !ElementChooser.byAWordOfALongName(s)
            }
        }
        // The whole page, scraped once for both looks at it below.
        let whole = WholePage(session)
        // A name said in part ("the comments" of "Comment Policy") over nothing or a visit gives way to the part of the
        // page a heading of those words heads ("There are 13 comments"), gone to after.
        var headed: Bool?
        func givesWayToAHeading(_ s: ElementChooser.Sight) async throws -> Bool {
            guard giving == .nothing || giving == .visit, !s.nearlyWhole else { return false }
            if headed == nil {
                let page = try await whole.elements()
                // Said in another language than the page's ("llévame a los comentarios": "Comments").
                headed = ElementChooser.headingHolds(said, in: page) || Self.partInEnglish(Self.headingWords(said)).map { ElementChooser.headingHolds($0, in: page) } == true
            }
            return headed ?? false
        }
        // Opening a thing that opens ("open billing address") expands it, also where the chain only offered the visit
        // ("open the reports folder", "öffne die aktionen für nurse shark") or read nothing of a verb of showing ("show the
        // details of folk futures"): a click closed what was open.
        let opens = giving == .visit || giving == .nothing && (declinedVisit != nil || words.contains(where: ElementChooser.opening.contains))
        func click(_ target: Target, _ e: PageElement) -> Command {
            .click(target, state: opens && e.expanded != nil ? .expanded : nil)
        }
        let scrapedNow = if let scraped { scraped } else { try await session.scrape().elements }
        let inView = scrapedNow.filter { Self.pressableRoles.contains($0.role) }
        var all: [PageElement]?
        // Words not understood at all, or only as a visit to a place nobody knows, may name a thing in another of the
        // five languages ("acepta las cookies", "abre la sección de deportes" on a page in English): only once nothing
        // is named in the words as said.
        // Over the model's reading, a name in another language only whole ("charge plus d'avis" is "Load more reviews"
        // where the model read stopping); so over typing with no field to take it ("pon el texto en negrita" is "Bold").
        for translating in giving == .someWords ? [false] : [false, true] {
            func enough(_ e: PageElement, _ s: ElementChooser.Sight) -> Bool {
                translating && giving == .model ? s.seen >= .whole && ElementChooser.words(e.name).count >= 2 : enoughAsSaid(e, s)
            }
            switch ElementChooser.sighting(said, in: inView, translating: translating) {
            case .one(_, let s) where try await givesWayToAHeading(s): return nil
            case .one(let e, let s): return enough(e, s) ? click(.number(e.number), e) : nil
            // Several things of that name in view ("add to cart" under each product), or whose names begin so
            // ("accept": "Accept all", "Accept selected"): the click asks which.
            case .alike(let alike) where reading == nil:
                return .click(.text(alike.allSatisfy { $0.name == alike[0].name } ? alike[0].name : said))
            default: break
            }
            if all == nil { all = try await whole.elements().filter { Self.pressableRoles.contains($0.role) } }
            switch ElementChooser.sighting(said, in: all ?? [], translating: translating) {
            case .one(_, let s) where try await givesWayToAHeading(s): return nil
            case .one(let e, let s): return enough(e, s) ? click(.text(e.name), e) : nil
            // Beyond the view too: several of one name ("Comments" at the top and the foot of an article) are asked about.
            // So are they over a visit to a place nobody knows ("affiche les commentaires").
            case .alike(let alike) where (reading == nil || giving == .visit) && alike.allSatisfy({ $0.name == alike[0].name }):
                return .click(.text(alike[0].name))
            default: continue
            }
        }
        return nil
    }
}

extension CommandExecutor {
    /// What the words mean on this page before, or instead of, the reading the rest of the chain gave them: the one thing
    /// to press they name (`pressable`), else the value they give one of its fields (`statedValue`, over no reading or
    /// the model's), else the part of the page a heading of theirs names (`headingSearch`, over no reading or a visit
    /// to a place nobody knows); nil when none.
    /// `alternatives`: the chain's other readings of the words (a turning on of what the grammar's click presses).
    /// `numbers`: the locale's reading of a number in words ("three hundred"), for a range or a slider's number said so.
    public func onThePage(_ said: String, over reading: Command?, readByModel: Bool, alternatives: [Command] = [],
                          writing: (String) -> String, numbers: ([String]) -> Int? = { _ in nil }) async throws -> Command? {
        // The page's sound turned on or off ("unmute", "apaga el sonido") with its Mute button (else its player), over any reading.
        if PageSound.turned(said) != nil, let sound = try await soundTurned(said, in: try await session.peek(all: true).elements) { return sound }
        if let shared = try await sharingOnThePage(said) { return shared }
        if let reply = try await replyOnThePage(said) { return reply }
        if let comment = commentOnThePage(said) { return comment }
        if let end = try await paginationOnThePage(said) { return end }
        if let looked = try await looksOnThePage(said, over: reading, readByModel: readByModel) { return looked }
        if let range = try await rangeOnThePage(said, numbers: numbers) { return range }
        if let landmark = try await landmarkOnThePage(said) { return landmark }
        if let named = try await chapterTagOrAuthorOnThePage(said, reading, readByModel: readByModel, alternatives: alternatives) { return named }
        // What is in view, scraped once for the looks at it below.
        var scraped: [PageElement]?
        if Self.mayPressADialogsButton(said, over: reading) {
            scraped = try await session.scrape().elements
            if let pressed = dialogButton(said, in: scraped ?? []) { return pressed }
        }
        if Self.mayPressAMenusItem(said, over: reading) {
            if scraped == nil { scraped = try await session.scrape().elements }
            if let pressed = menuItem(said, in: scraped ?? []) { return pressed }
        }
        if let turned = try await turnedOnThePage(reading, alternatives: alternatives) { return turned }
        if let closed = try await closedRatherThanTab(said, reading, inView: scraped) { return closed }
        // "Open the reports folder" leaves a folder open already open (a click would close it).
        if case .click(.text(let d), nil)? = reading, ElementChooser.namesAFolder(d) { return .click(.text(d), state: .expanded) }
        if let stated = try await stateSaidRatherThanToggled(said, reading, readByModel: readByModel) { return stated }
        if let moved = try await movedRatherThanScrolled(said, reading) { return moved }
        if let slide = try await nextSlide(said, reading) { return slide }
        if let again = foundAgain(said) { return again }
        if Self.mayPressAnItemsButton(said, over: reading) {
            if scraped == nil { scraped = try await session.scrape().elements }
            if let pressed = itemsButton(said, inView: scraped ?? [], placeOnly: true) { return pressed }
        }
        // Other readings of the grammar's are left alone without looking at the page, and typing where a field has the
        // focus to take it.
        guard let giving = Self.giving(reading, readByModel: readByModel) else { return nil }
        if case .type(let text, nil, _)? = reading, let field = try await ownField(text, writing: writing) { return field }
        if let counted = try await countChanged(said) { return counted }
        if let quantity = try await quantityWanted(said) { return quantity }
        if giving == .typing, try await fieldHasFocus() { return nil }
        if giving == .nothing || giving == .typing, let set = try await numberForSlider(said, numbers: numbers) { return set }
        let inView = if let scraped { scraped } else { try await session.scrape().elements }
        if giving == .nothing, let closed = closedByName(said, in: inView) { return closed }
        if giving != .typing, giving != .someWords, let pressed = itemsButton(said, inView: inView) { return pressed }
        let declinedVisit = reading == nil ? alternatives.lazy.compactMap { a -> String? in
            if case .navigate(.open, let place?, nil, _) = a { place } else { nil }
        }.first : nil
        if let named = try await pressable(named: said, over: reading, readByModel: readByModel, inView: inView, declinedVisit: declinedVisit) {
            return named
        }
        if let every = everyOneSaid(said, reading) { return every }
        // What a field holds, or where one lives (a list's option), said as a statement.
        if reading == nil || readByModel {
            if let stated = try await statedValue(said, writing: writing, inView: inView) { return stated }
            if let place = try await statedPlaceChoice(said, inView: inView) { return place }
        }
        if reading == nil, let cleared = try await clearedField(said, inView: inView) { return cleared }
        // Over the model's reading, a thing tucked away of a name of two words or more said whole ("open project 1": the
        // file under the closed folder, not label 1).
        if giving == .model, let tucked = try await tuckedAway(said), ElementChooser.words(tucked.name).count >= 2 {
            return .click(.text(tucked.name))
        }
        // "Open the list", "show the list", "दूसरा फ़ोल्डर खोलो": the page's list to choose from, a tree's folder, opened (one
        // open stays so).
        let content = ElementChooser.words(said).filter { !ElementChooser.light.contains($0) }.joined(separator: " ")
        if giving == .nothing, ElementChooser.namesAList(content) || ElementChooser.namesAFolder(content) {
            return .click(.text(content), state: .expanded)
        }
        // "Pick the first water animal", "the last air one": a place in a group of the page's things.
        if giving == .nothing, ElementChooser.read(content).position != nil,
           ElementChooser.inGroup(content, try await session.peek(all: true).elements) != nil { return .click(.text(content)) }
        // "Open the second story in the most read list": a place among what a part of the page holds, before a visit
        // nobody knows.
        if giving == .nothing || giving == .visit, case let place = declinedVisit ?? content, ElementChooser.read(place).position != nil,
           try await inAPart(place) != nil { return .click(.text(place)) }
        // A thing under a closed menu ("go to campus tours"), a part of the page its heading names ("show me the
        // comments"), before nothing or a visit nobody knows.
        if giving == .nothing || giving == .visit {
            var place = declinedVisit ?? said
            if case .navigate(.open, let destination?, nil, _)? = reading { place = destination }
            if let tucked = try await tuckedAway(place) { return .click(.text(tucked.name)) }
            if let heading = (try? await headingSearch(place)) ?? nil { return heading }
            if let region = (try? await regionOnThePage(place)) ?? nil { return region }
            // "View comments", "go to the sidebar": a usual part of a page, or said to be none here.
            return (try? await usualPartOnThePage(place)) ?? nil
        }
        return nil
    }
}

extension CommandExecutor {
    /// "activa las notificaciones", "activate notifications": the grammar's click presses what the words name, but the
    /// words also turn it on (a reading of the grammar's among the alternatives). When that is a switch or a box, it
    /// is turned on rather than pressed, so one already on stays on; anything else is pressed (nil). So is "turn on
    /// night mode", a guess of the grammar's set aside for the model's reading or nothing, or for the browser's own
    /// setting: a box or switch of exactly that name on the page is turned; else the reading stays (the dark theme).
    func turnedOnThePage(_ reading: Command?, alternatives: [Command]) async throws -> Command? {
        for case .click(.text(let name), let state?) in alternatives where state.checks != nil {
            let exactly: Bool
            switch reading {
            case .click(.text(let pressed), nil)?:
                guard pressed == name else { continue }
                exactly = false
            case nil, .settings?: exactly = true
            default: return nil
            }
            guard case .one(let e) = try await stated(.text(name), state), e.checked != nil,
                  !exactly || ElementChooser.words(e.name) == ElementChooser.words(name) else { return nil }
            return .click(.text(name), state: state)
        }
        return nil
    }

    /// What "close" said with little else closes before the tab: right after opening something (a question of a FAQ, a
    /// section, a menu), "close it", "ferme-le", "ciérralo", "इसे बंद करो" close that again; the verb alone or with a word
    /// pointing back ("close", "close this", "cierra", "ferme", "schließen", "बंद करो"), a dialog open in view or a
    /// pop-up's or banner's Close button in view. "Close the tab" stays the tab's, and so does the verb with nothing
    /// there to close ("ferme" alone stays not understood).
    /// `inView`: the elements in view when already scraped.
    func closedRatherThanTab(_ said: String, _ reading: Command?, inView scraped: [PageElement]? = nil) async throws -> Command? {
        let tabClosed: Bool
        switch reading {
        case .tab(.close, nil, nil, nil, nil, nil)?: tabClosed = true
        case nil: tabClosed = false
        default: return nil
        }
        if tabClosed, Self.saysItAlone(said), let last = try await lastActed(), last.expanded == true {
            return .click(.text("it"), state: .collapsed)
        }
        guard Self.saysTheVerbOfClosing(said) else { return nil }
        let inView = if let scraped { scraped } else { try await session.scrape().elements }
        guard inView.contains(where: { $0.dialog == true }) || !ElementChooser.closers(in: inView).isEmpty else { return nil }
        return .click(.text("close"))
    }

    /// Whether words are a verb of closing and nothing else but a word pointing back and politeness ("close", "close
    /// this", "ciérralo", "ferme ça", "schließ das", "इसे बंद करो"; not "close the tab", "close youtube").
    static func saysTheVerbOfClosing(_ said: String) -> Bool {
        var words = ElementChooser.words(said)
        // "ciérralo", "ferme-le": the pronoun joined to the verb.
        words = words.map { w in closing.contains(w) ? w : ["lo", "la"].compactMap { w.hasSuffix($0) ? String(w.dropLast(2)) : nil }.first { closing.contains($0) } ?? w }
        let rest = words.filter { !ElementChooser.pointsBack($0) && !ElementWords.fillers.contains($0) && !ElementChooser.light.contains($0) }
        return !rest.isEmpty && rest.count <= 2 && rest.allSatisfy(closing.contains)
    }

    /// "Close projects", "cierra projects", "ferme projects", "schließe projects": a thing of the page that opens (a tree's
    /// folder, a section) named whole, or named by its kind alone, is closed, or said to be (not understood before); nil else.
    func closedByName(_ said: String, in inView: [PageElement]) -> Command? {
        var words = ElementChooser.words(said)
        guard let i = words.firstIndex(where: Self.closing.contains) else { return nil }
        words.remove(at: i)
        let rest = words.joined(separator: " "), opening = inView.filter { $0.expanded != nil }
        guard !words.isEmpty else { return nil }
        if case .one(let e, let sight) = ElementChooser.sighting(rest, in: opening), sight.seen >= .whole {
            return .click(.number(e.number), state: .collapsed)
        }
        // A kind ("close the menu", "cierra el menú", "schließe das menü", "close the second folder"): the one of that
        // kind left open, or the one at that place.
        guard ElementChooser.plain(rest).contains(where: { ElementWords.roles[$0] != nil }),
              ElementChooser.choose(rest, in: opening) != .none else { return nil }
        return .click(.text(rest), state: .collapsed)
    }

    static let closing: Set<String> = ["close", "cierra", "cerrar", "ferme", "fermer", "fermez", "schliesse", "schliess", "schließe", "schließ",
                                       "schliessen", "schließen", "बंद"]

    /// Short words that end (or, in Hindi, begin) with a word pointing back (`ElementChooser.pointsBack`): "close it",
    /// "ferme-le", "ciérralo" (the pronoun joined to the verb), "इसे बंद करो".
    static func saysItAlone(_ said: String) -> Bool {
        let words = ElementChooser.words(said)
        guard let last = words.last, let first = words.first, words.count <= 3 else { return false }
        if ElementChooser.pointsBack(last) || ElementChooser.pointsBack(first) { return true }
        return words.count == 1 && (last.hasSuffix("lo") || last.hasSuffix("la"))
    }

    /// A dialog open on the page: one of its buttons said by its whole name ("cancel", "ok", "continue", "back", "close")
    /// is pressed, over the browser's reading of the words (stopping a load, going back, closing the tab): the dialog
    /// is what the person looks at.
    /// Said in another of the five languages, the button's name in it counts too ("sí" for Yes, "annuler" for Cancel).
    func dialogButton(_ said: String, in inView: [PageElement]) -> Command? {
        let buttons = inView.filter { $0.dialog == true && Self.pressableRoles.contains($0.role) }
        for translating in [false, true] {
            let words = Self.answerWords(said, translating: translating)
            let named = buttons.filter { Self.answerWords($0.name, translating: translating) == words }
            if !named.isEmpty { return named.count == 1 ? .click(.number(named[0].number)) : nil }
        }
        return nil
    }

    /// The words of an answer to a dialog or a menu, or of its button or item: as said, or translated into one spelling
    /// with kinds' words too ("sí": yes, "pestaña", "onglet": tab).
    static func answerWords(_ s: String, translating: Bool) -> [String] {
        let words = ElementChooser.words(s)
        return translating ? ElementChooser.compared(words, translating: true).map { ElementWords.roles[$0] ?? $0 } : words
    }

    /// Whether words may be a dialog's button said over the reading: one to three words, read as nothing or as a
    /// command of the browser's.
    static func mayPressADialogsButton(_ said: String, over reading: Command?) -> Bool {
        guard (1...3).contains(ElementChooser.words(said).count) else { return false }
        switch reading {
        case nil, .navigate?, .tab?, .read?, .bookmark?: return true
        default: return false
        }
    }

    /// A menu open on the page (a button or a menu's item that opens one, expanded): one of its items in view named
    /// whole by the words, alone or with a few words around ("larger", "make it larger", "bold"), is pressed over the
    /// browser's reading of them (zooming in, going back): the open menu is what the person looks at. The longest
    /// name said wins ("x large" over "large"); two of one length, none.
    /// Said in another of the five languages, the item's name in it counts too ("cerrar pestaña" for "Close tab").
    func menuItem(_ said: String, in inView: [PageElement]) -> Command? {
        guard inView.contains(where: { $0.popup == "menu" && $0.expanded == true }) else { return nil }
        for translating in [false, true] {
            // Translated, in any order ("टैब बंद करो").
            let words = Self.answerWords(said, translating: translating)
            func says(_ name: [String]) -> Bool {
                translating ? Set(name).isSubset(of: Set(words))
                    : (0...(words.count - name.count)).contains(where: { words[$0..<($0 + name.count)].elementsEqual(name) })
            }
            let named = inView.compactMap { e -> (PageElement, Int)? in
                let name = Self.answerWords(e.name, translating: translating)
                guard e.role.hasPrefix("menuitem"), e.popup == nil, !name.isEmpty, (0...3).contains(words.count - name.count), says(name) else { return nil }
                return (e, name.count)
            }
            let longest = named.map(\.1).max()
            let chosen = named.filter { $0.1 == longest }
            if !chosen.isEmpty { return chosen.count == 1 ? .click(.number(chosen[0].0.number)) : nil }
        }
        return nil
    }

    /// Whether words may be an open menu's item said over the reading: four words at most read as nothing or as
    /// zooming ("larger", "make it smaller"), or words the page is looked at for a dialog's button anyway (no scan more
    /// for "switch to tab one").
    static func mayPressAMenusItem(_ said: String, over reading: Command?) -> Bool {
        switch reading {
        case nil, .zoom?: return (1...4).contains(ElementChooser.words(said).count)
        default: return mayPressADialogsButton(said, over: reading)
        }
    }

    /// Whether a field that takes text has the focus.
    func fieldHasFocus() async throws -> Bool { try await session.act(ActionRequest(op: "state")).value != nil }
}

extension Browser {
    /// What the words mean on the active page before the reading given (`CommandExecutor.onThePage`).
    public func onThePage(_ said: String, over reading: Command?, readByModel: Bool = false, alternatives: [Command] = [],
                          writing: (String) -> String, numbers: ([String]) -> Int? = { _ in nil }) async -> Command? {
        guard let tab = activeTab else { return nil }
        return try? await tab.executor.onThePage(said, over: reading, readByModel: readByModel, alternatives: alternatives, writing: writing,
                                                 numbers: numbers)
    }

    /// The names of the things to press in view on the active page, in reading order, for a recognizer to hear them
    /// said alone; the numbers on screen stay as they are.
    public func pressableNames() async -> [String] {
        guard let tab = activeTab, let elements = try? await tab.executor.session.peek(all: false).elements else { return [] }
        return elements.filter { CommandExecutor.pressableRoles.contains($0.role) }.map(\.name)
    }
}
