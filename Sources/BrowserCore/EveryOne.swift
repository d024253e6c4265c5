import Foundation
import CommandModel
import PageScripts

/// "Expand all", "collapse all folders", "open all the questions", "despliega todo", "replie tout", "alle aufklappen",
/// "सब खोलो", "untick all": every thing of the page with that kind of state, in view or not, put in the state said, those
/// so already left alone. A tree opens level by level: the folders that opening one shows are opened in turn.
extension CommandExecutor {
    /// Words that say every one of them.
    nonisolated static let everyWords: Set<String> = ["all", "every", "everything", "todo", "todos", "todas", "tout", "tous", "toutes",
                                                      "alle", "alles", "सब", "सभी", "सारे", "सारी", "सबको"]

    /// What a description that says all of them names besides ("all folders": "folders"; "all", "all of them": ""), or
    /// nil when it does not say all.
    nonisolated static func allOf(_ description: String) -> String? {
        let words = ElementChooser.words(description)
        guard let first = words.first, everyWords.contains(first) else { return nil }
        let ofThem: Set<String> = ["of", "them", "one", "ones", "de", "ellos", "ellas", "les", "die", "der", "को"]
        return words.dropFirst().filter { !ofThem.contains($0) && !ElementWords.fillers.contains($0) }.joined(separator: " ")
    }

    /// Whether a thing of the page is called so itself ("uncheck all condiments": the box "All condiments"): its name is
    /// the words, or begins with them.
    func namedAsSaid(_ description: String) async throws -> Bool {
        func plain(_ s: String) -> [String] { ElementChooser.words(s).filter { !ElementWords.fillers.contains($0) } }
        let said = plain(description)
        return try await session.scrape(all: true).elements.contains { plain($0.name).starts(with: said) }
    }

    /// Every one of `kind` (everything with that kind of state when empty) put in the state `wanted`.
    func setEveryOne(_ kind: String, to wanted: ElementState) async throws -> Outcome {
        func hasState(_ e: PageElement) -> Bool { Self.state(of: e, like: wanted) != nil }
        var changed: [String] = [], tried: Set<String> = [], found = 0, names: [String] = []
        // Opened, a tree's folder shows folders of its own: up to four levels.
        for _ in 0..<(wanted == .expanded ? 4 : 1) {
            let pool = try await everyOne(wanted.checks == nil ? kind : ElementWords.ticked(kind), hasState)
            if pool.count > found { found = pool.count; names = pool.map(\.name) }
            // Closed from the deepest up, each is still shown when its turn comes.
            let notYet = pool.filter { (Self.state(of: $0, like: wanted) != wanted || $0.mixed == true) && !tried.contains($0.selector) }
            guard !notYet.isEmpty else { break }
            for e in wanted == .collapsed || wanted == .unchecked ? notYet.reversed() : notYet {
                tried.insert(e.selector)
                let pressed = try await press(e, state: wanted, target: .text(e.name))
                if pressed.ok { changed.append(e.name) }
            }
        }
        guard found > 0 else {
            return done("Nothing here can be \(Self.kind(wanted))" + (kind.isEmpty ? "" : " called '\(kind)'"), ok: false)
        }
        func listed(_ names: [String]) -> String { names.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 5 ? ", …" : "") }
        guard !changed.isEmpty else { return done("All \(found) are already \(Self.said(wanted, role: "")): \(listed(names))") }
        let changedInOrder = wanted == .collapsed || wanted == .unchecked ? changed.reversed() : changed
        return done("\(Self.done(wanted, role: "")) \(changed.count): \(listed(changedInOrder))")
    }

    /// Words for things of any kind ("expand all sections", "all the items").
    nonisolated static let anyKind: Set<String> = ["section", "sections", "item", "items", "entry", "entries", "part", "parts", "thing",
                                                   "things", "seccion", "secciones", "elemento", "elementos", "partie", "parties", "element",
                                                   "elements", "abschnitt", "abschnitte", "eintrage", "teile", "हिस्से"]
    /// Words for the answers under a page's questions ("show all answers": the questions opened).
    nonisolated static let answers: Set<String> = ["answer", "answers", "respuesta", "respuestas", "reponse", "reponses", "antwort",
                                                   "antworten", "जवाब", "उत्तर"]

    /// Words as said, then without a plural's ending ("boxes": "box"; "carpetas": "carpeta").
    nonisolated static func asSaidOrSingular(_ w: String) -> [String] {
        (w.hasSuffix("es") ? [w, String(w.dropLast(2))] : [w]) + (w.hasSuffix("s") ? [String(w.dropLast())] : [])
    }

    /// The page's things of `kind` that have the state (in view or not), in the page's order; not its menus, of which one
    /// is open at a time.
    private func everyOne(_ kind: String, _ hasState: @escaping (PageElement) -> Bool) async throws -> [PageElement] {
        let words = ElementChooser.words(kind)
        let own = try await session.scrape(all: true).elements.filter { hasState($0) && $0.popup == nil }
        if words.allSatisfy(Self.anyKind.contains) { return own }
        // "All the questions", "all answers": the things whose names ask.
        if words.allSatisfy({ ElementWords.questions.contains($0) || Self.answers.contains($0) }) { return own.filter(ElementChooser.asks) }
        // Kinds of element, in the plural too ("all the folders", "all the boxes", "todas las casillas"); a folder is a tree's item.
        let roles = words.compactMap { w in Self.asSaidOrSingular(w).lazy.compactMap { ElementWords.roles[$0] }.first }
        if !roles.isEmpty, roles.count == words.count {
            let wanted = Set(roles.map { $0 == "folder" ? "treeitem" : $0 })
            return own.filter { wanted.contains($0.role) }
        }
        // Said in the plural ("carpetas", "dossiers"): the one, as a description names it.
        for said in Self.asSaidOrSingular(kind) {
            switch try await describedElement(said, preferring: hasState) {
            case .one(let e) where hasState(e): return [e]
            case .ambiguous(let options) where options.contains(where: hasState): return options.filter(hasState)
            default: continue
            }
        }
        return []
    }

    /// "Open all the questions", "close all folders", "show all answers", "सब खोलो", "alle ordner schließen": words that
    /// say all of the page's things with a verb of opening, showing, closing or hiding, read as nothing or as a visit,
    /// as the click that opens or closes every one.
    func everyOneSaid(_ said: String, _ reading: Command?) -> Command? {
        let words = ElementChooser.words(said)
        guard words.contains(where: Self.everyWords.contains), !words.contains(where: ElementChooser.pressing.contains) else { return nil }
        switch reading {
        case nil, .navigate(.open, _, nil, _)?: break
        default: return nil
        }
        let wanted: ElementState
        if words.contains(where: ElementChooser.opening.contains) { wanted = .expanded }
        else if words.contains(where: { ElementChooser.hiding.contains($0) || Self.closing.contains($0) }) { wanted = .collapsed }
        else { return nil }
        let verbs = ElementChooser.opening.union(ElementChooser.hiding).union(Self.closing).union(Self.everyWords)
        let kind = words.filter { !verbs.contains($0) && !ElementChooser.light.contains($0) && !ElementWords.fillers.contains($0) }
        return .click(.text((["all"] + kind).joined(separator: " ")), state: wanted)
    }
}
