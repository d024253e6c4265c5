import CommandModel
import PageScripts

/// Elements whose value is not typed: dropdowns and lists ("type medium into the size dropdown", "choose large from the
/// size list", or "choose large" while one has the focus, after "click size") take the option said — by its name, a
/// part of it, or its place in the list ("choose 2"); sliders and spin buttons ("set the temperature to 20") move to
/// the number said.
extension CommandExecutor {
    /// Scraper roles whose value is one of a list of options.
    static let choosingRoles: Set<String> = ["combobox", "listbox"]
    /// Scraper roles whose value is a number in a range.
    static let rangeRoles: Set<String> = ["slider", "spinbutton"]
    /// Roles that take a value said: text, a list's option, a number.
    static let valueRoles: Set<String> = ElementChooser.takesText.union(choosingRoles).union(rangeRoles)

    /// Sends `value` to the element `request` names (by number, selector or focus) with the action `op`.
    func act(_ op: String, value: String, in request: ActionRequest) async throws -> ActionResult {
        var r = request
        r.op = op
        r.text = nil
        r.value = value
        return try await session.act(r)
    }

    /// Moves the slider or spin button `request` names to the number `text` says, or from where it is by a relative
    /// value (`Command.isRelativeValue`).
    func adjust(_ text: String, in request: ActionRequest) async throws -> Outcome {
        let r = try await act("adjust", value: text, in: request)
        let relative = Command.isRelativeValue(text)
        if relative, r.detail == "not a slider" {
            return done("\(describe(r).capitalizedFirst) cannot be turned up or down — only a slider or a number box can", r, ok: false)
        }
        if relative, r.detail == "no end" {
            let end = text.hasPrefix("+") ? "highest" : "lowest"
            return done("\(describe(r).capitalizedFirst) has no \(end) value — say 'set \(r.name ?? "it") to' and a number", r, ok: false)
        }
        if relative, r.ok, r.detail == "at an end" {
            return done("\(describe(r).capitalizedFirst) is at its \(text.hasPrefix("+") ? "highest" : "lowest") already, \(r.value ?? "")", r, ok: false)
        }
        if relative, r.ok {
            await engine.settle()
            try await session.showLabelsIfShown()
            return done("Turned \(describe(r)) \(text.hasPrefix("+") ? "up" : "down") to \(r.value ?? "?")", r)
        }
        guard r.ok else {
            if r.detail == "no such value" { return done("\(describe(r).capitalizedFirst) has no value '\(text)'", r, ok: false) }
            if r.detail == "not a number" { return done("\(describe(r).capitalizedFirst) takes a number — say 'set \(r.name ?? "it") to' and one", r, ok: false) }
            return done("Nothing to set to '\(text)'", r, ok: false)
        }
        await engine.settle()
        try await session.showLabelsIfShown()
        return done("Set \(describe(r)) to \(r.value ?? text)", r)
    }

    /// Chooses `text` among the options of the element `request` names.
    func choose(_ text: String, in request: ActionRequest) async throws -> Outcome {
        var r = try await act("select", value: text, in: request)
        // A country the list names in another language ("españa" where it says "Spain"), an order by another of its
        // names ("the cheapest" where it says "Price: low to high").
        for other in CountryNames.otherNames(of: text) + SortOrders.otherNames(of: text) where !r.ok && r.detail == "no such option" {
            r = try await act("select", value: other, in: request)
        }
        guard r.ok, let chosen = r.detail else {
            if r.detail == "no such option" { return done("\(describe(r).capitalizedFirst) has no option '\(text)'", r, ok: false) }
            return done("Nothing to choose '\(text)' in — click a list first", r, ok: false)
        }
        await engine.settle()
        try await session.showLabelsIfShown()
        return done("Chose '\(chosen)' in \(describe(r))", r)
    }

    /// "Select spain in the country dropdown", "देश में जर्मनी चुनो" read as a click on those words: the option said, in the
    /// list named beside it (anywhere on the page); nil when the words name no option and list.
    func chooseInNamedList(_ description: String) async throws -> Outcome? {
        guard ElementChooser.mayNameAnOption(description) else { return nil }
        let all = try await session.peek(all: true).elements, lists = all.filter { Self.choosingRoles.contains($0.role) }
        // "El segundo animal de land": a place in a group of the list's options, not an option called "land".
        guard ElementChooser.inGroup(description, all) == nil, let (list, option) = ElementChooser.optionInList(description, lists: lists) else { return nil }
        return try await choose(option, in: ActionRequest(op: "select", selector: list.selector))
    }

    /// "Type hello in the comments" with no field focused: all of it was read as the text. When its end names a field
    /// of the page after "in" ("… en el comentario", "… dans commentaires", "… ins feld name"), or in Hindi its start
    /// before "में" ("पासवर्ड में abc"), or either side of "as" names one ("fill in my name as john smith", "trag berlin
    /// als stadt ein"), the other words go there; nil when none does. With a field focused (`exactly`),
    /// only words all in one field's name split it ("escribe hola en la contraseña" with the email focused, "… en la
    /// ciudad" for "City/Province:"), and not the field focused, so that dictation into a field is not split by a word
    /// that only resembles a name, nor by its own name.
    func typeIntoNamedField(_ text: String, replace: Bool?, exactly: Bool = false) async throws -> Outcome? {
        let said = text.split(separator: " ").map(String.init)
        guard said.count >= 3 else { return nil }
        var splits: [(description: String, text: String)] = []
        for i in stride(from: said.count - 2, through: 1, by: -1) where ["in", "into", "en", "dans", "ins", "im"].contains(said[i].lowercased()) {
            splits.append((said[(i + 1)...].joined(separator: " "), said[..<i].joined(separator: " ")))
        }
        for i in 1..<said.count - 1 where said[i] == "में" {
            splits.append((said[..<i].joined(separator: " "), said[(i + 1)...].joined(separator: " ")))
        }
        // "Fill in my name as john smith", "trag berlin als stadt ein": the field on either side of "as" (not while
        // dictating into a field: "as soon as possible").
        if !exactly {
            for i in 1..<said.count - 1 where ["as", "como", "comme", "als"].contains(said[i].lowercased()) {
                let before = said[..<i].joined(separator: " "), after = said[(i + 1)...].joined(separator: " ")
                splits += [(after, before), (before, after)]
            }
        }
        guard !splits.isEmpty else { return nil }
        // Which field has the focus; with none, typing into it fails and this is asked again without `exactly`.
        var focused: String?
        if exactly {
            focused = try await session.act(ActionRequest(op: "state")).focused
            guard focused != nil else { return nil }
        }
        let fields = Self.valueRoles
        // With a field focused, fields anywhere on the page, below the fold too, as `fieldFor` finds them; else those
        // in view, for `fieldFor`.
        let everyField = exactly ? try await session.peek(all: true).elements.filter { fields.contains($0.role) } : []
        let inView = exactly ? [] : try await session.scrape().elements
        for split in splits {
            if exactly {
                // Dictation into the field named stays whole ("see you in the notes" while in the notes).
                guard let e = ElementChooser.fullyNamed(split.description, in: everyField), focused != "\(e.role) \(e.name)" else { continue }
            } else {
                guard let (e, _) = try await fieldFor(split.description, inView: inView), fields.contains(e.role) else { continue }
            }
            return try await run(.type(text: split.text, target: .text(split.description), replace: replace))
        }
        return nil
    }

    /// "Set the pizza crust to thin", "ajusta el tamaño a grande": the radio button of the group named so that the words name,
    /// checked; nil when no group of the page is named so.
    func chooseInRadioGroup(_ group: String, _ option: String) async throws -> Outcome? {
        guard !option.isEmpty, let radios = ElementChooser.radioGroup(group, in: try await session.peek(all: true).elements) else { return nil }
        switch ElementChooser.choose(option, in: radios) {
        case .one(let radio): return try await press(radio, state: .checked, target: .text(option))
        case .ambiguous(let options): return try await whichOne(options, say: "'click' and its number")
        case .none:
            let names = radios.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
            return done("'\(radios[0].group ?? group)' has no choice '\(option)' — say one of \(names)", ok: false)
        }
    }

    /// "Stop the slide show", "arrête le diaporama", "स्लाइड शो रोको": the page's own button that stops (or starts) what
    /// moves by itself, in view or anywhere.
    func motion(_ start: Bool) async throws -> Outcome {
        var opposite = false
        if let pressed = try await pressTheOne({ ElementChooser.motionButtons(start: start, in: $0) },
                                               seen: { opposite = opposite || !ElementChooser.motionButtons(start: !start, in: $0).isEmpty }) {
            return pressed
        }
        // Only the other button is there: a carousel's one button says what it will do next.
        if opposite { return done(start ? "It is moving already" : "It is stopped already") }
        return done(start ? "Nothing here starts moving — say 'show numbers' and a number"
                          : "Nothing here stops moving — say 'show numbers' and a number", ok: false)
    }

    /// "Choose large" said of nothing on the page: the option of the list that has the focus, if one has it; with no
    /// list focused ("select spain", "selecciona alemania"), the one list of the page with that option.
    /// The k-th option of the list open under the combo box that has the focus (an address's or a search's
    /// suggestions); nil when none is open.
    func chooseInOpenList(_ k: Int) async throws -> Outcome? {
        let r = try await session.act(ActionRequest(op: "state"))
        guard r.expanded == true, r.focused?.hasPrefix("combobox") == true else { return nil }
        let outcome = try await choose(String(k), in: ActionRequest(op: "select", focused: true))
        return outcome.ok ? outcome : nil
    }

    func chooseInFocusedList(_ text: String) async throws -> Outcome? {
        let r = try await session.act(ActionRequest(op: "state"))
        guard let focused = r.focused, Self.choosingRoles.contains(where: { focused.hasPrefix($0 + " ") || focused == $0 }) else {
            let having = try await listsWithOption(text)
            guard having.count == 1 else { return nil }
            return try await choose(having[0].option, in: ActionRequest(op: "select", selector: having[0].list.selector))
        }
        let outcome = try await choose(text, in: ActionRequest(op: "select", focused: true))
        return outcome.ok ? outcome : nil
    }
}

/// "Press enter", "submit the form", "envía el formulario": what Enter does in the field that has the focus — its form
/// is sent, or, in a field no form holds (a search box a script listens to), the key is pressed there. With no field
/// focused, the page's submit button is clicked as "click submit" finds it.
extension CommandExecutor {
    func submit() async throws -> Outcome? {
        let r = try await session.act(ActionRequest(op: "submit", focused: true))
        guard r.ok else { return nil }
        await engine.settle()
        try await session.showLabelsIfShown()
        return done(r.detail == "enter" ? "Pressed Enter in \(describe(r))" : "Submitted the form of \(describe(r))", r)
    }

    /// "Submit the form" with no field focused: a button called submit (or send, enviar…) as "click submit" finds it;
    /// else the one button that sends a form other than a search (a sign-up's "Sign up"), or with none such the one that
    /// sends a search; several are asked about.
    func sendForm() async throws -> Outcome {
        let all = try await session.peek(all: true).elements
        let forms = all.filter { $0.submits == "form" }
        let senders = forms.isEmpty ? all.filter { $0.submits == "search" } : forms
        if ElementChooser.named("submit", in: all) != nil || senders.isEmpty { return try await click(.text("submit")) }
        if senders.count == 1 { return try await press(senders[0], state: nil, target: .text(senders[0].name)) }
        return try await whichOne(senders, say: "'click' and its number")
    }
}

/// "Sort by date" where the page sorts by its columns: the column's button (or header) of that name is pressed.
extension CommandExecutor {
    func sort(by said: String) async throws -> Outcome {
        let (name, order) = SortOrders.direction(said)
        // A sorting button anywhere on the page (a grid's headers may be below the fold) before a cell in view.
        let sorting = try await session.peek(all: true).elements.filter { ["button", "columnheader", "link"].contains($0.role) }
        if case .one(let e) = ElementChooser.choose(name, in: sorting) { return try await sort(by: e, order) }
        switch try await describedElement(name) {
        case .none: return done("Nothing here sorts by '\(name)' — say 'show numbers' and a number", ok: false)
        case .ambiguous(let options): return try await whichOne(options, say: "'click' and its number")
        case .one(let e): return try await sort(by: e, order)
        }
    }

    /// Presses a column's sort button; with a way said ("descending"), again until the table says it is sorted so
    /// (`aria-sort`), twice at most.
    func sort(by e: PageElement, _ order: String?) async throws -> Outcome {
        var outcome = try await press(e, state: nil, target: .text(e.name))
        guard let order, outcome.ok else { return outcome }
        for _ in 0..<2 {
            guard let now = try await session.peek(all: true).elements.first(where: { $0.selector == e.selector })?.sort else { return outcome }
            if now == order { return done("Sorted by \(describe(e)), \(order)") }
            outcome = try await press(e, state: nil, target: .text(e.name))
            guard outcome.ok else { return outcome }
        }
        return done("Clicked \(describe(e)), but the table is not sorted \(order)", ok: false)
    }
}

/// "Next field", "press tab", "previous field": the focus moves among the page's form fields as Tab and Shift+Tab do.
extension CommandExecutor {
    func moveToField(_ forward: Bool) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "field", direction: forward ? "forward" : "back"))
        try await session.showLabelsIfShown()
        guard r.ok else { return done(forward ? "No field after this one" : "No field before this one", r, ok: false) }
        return done("Moved to \(describe(r))", r)
    }
}

/// "Delete the last word", "borra la última palabra", "lösche das letzte wort": dictation put right — the last word
/// of the field that has the focus goes, as Ctrl+Backspace at its end would take it; "scratch that" takes back what
/// was typed last.
extension CommandExecutor {
    func deleteLastWord() async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "unword", focused: true))
        if r.ok { return done("Deleted '\(r.detail ?? "")' from \(describe(r))", r) }
        switch r.detail {
        case "empty": return done("\(describe(r).capitalizedFirst) is empty", r, ok: false)
        case "not a text field": return done("\(describe(r).capitalizedFirst) is not a text field — click a field first", r, ok: false)
        default: return done("Nothing to delete from — click a field first", r, ok: false)
        }
    }

    /// "Scratch that", "borra lo que escribí", "efface ce que j'ai écrit": the field last typed into gets back what it
    /// held before — unless it changed since, which is said.
    func takeBackTyping() async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "untype"))
        if r.ok { return done("Took '\(r.detail ?? "")' back from \(describe(r))", r) }
        if r.detail == "changed" {
            return done("\(describe(r).capitalizedFirst) changed since — say 'delete the last word' or 'clear it'", r, ok: false)
        }
        return done("Nothing was typed on this page to take back", r, ok: false)
    }
}
