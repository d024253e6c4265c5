import CommandModel
import PageScripts

/// "Go to the navigation", "ve al pie de página", "va à la barre latérale", "geh zur fußzeile", "साइडबार पर जाओ": a part
/// of the page its landmark marks — the site's navigation, its footer, its header, a sidebar — brought into view (and
/// given the focus when it can take it), as a screen reader's landmarks go there. Said so on a page that marks one, over any reading of the
/// words (the footer was the page's bottom, the header a click on something called so, the navigation not understood,
/// and "va à la navigation" a private tab); on a page that marks none, the reading stays.
enum Landmarks {
    /// Each landmark's words, in the five languages: those of the parts of a page a person goes to.
    static let words = PagePart.words.filter { said[$0.key] != nil }
    /// What the person is told it was.
    static let said = ["navigation": "navigation", "contentinfo": "footer", "banner": "header", "complementary": "sidebar"]
    /// Words of going somewhere, around a landmark's ("jump to", "ve al", "va au", "geh zur", "पर जाओ").
    static let going: Set<String> = [
        "go", "jump", "skip", "scroll", "take", "move", "down", "up", "ve", "ir", "vamos", "salta", "saltar", "llevame", "baja",
        "sube", "al", "va", "aller", "allez", "saute", "passe", "passer", "descends", "monte", "au", "geh", "gehe", "spring",
        "springe", "wechsle", "scrolle", "zur", "zum", "nach", "unten", "oben", "जाओ", "जाएं", "चलो", "ले", "पर", "तक",
    ]

    /// The words without those around a landmark's (going, articles, asking), folded.
    static func plain(_ s: String) -> String { plainWords(s).joined(separator: " ") }

    /// The words without those around a place's name (going, articles, asking), folded, one by one.
    static func plainWords(_ s: String) -> [String] {
        ElementChooser.words(s).filter { !going.contains($0) && !ElementWords.fillers.contains($0) && !ElementChooser.light.contains($0) }
    }

    /// What is said when nothing in the part of the page a description says fits it ("the first link in the footer"
    /// on a page whose footer has none, or that marks none); nil when it says no part.
    static func noneHolding(_ description: String) -> String? {
        guard let (kind, _) = PagePart.within(PagePart.folded(description)) else { return nil }
        let part = ["main": "main content", "article": "article"][kind] ?? said[kind] ?? kind
        return "No \(part) on this page holds '\(description)' — say 'show numbers' and a number"
    }

    static let byWords: [String: String] = {
        var out: [String: String] = [:]
        for (kind, phrases) in words { for p in phrases { out[plain(p)] = kind } }
        return out
    }()

    /// The landmark the words name and nothing else, nil when none.
    static func named(_ said: String) -> String? {
        let rest = plain(said)
        return rest.isEmpty ? nil : byWords[rest]
    }

    /// The landmark a click's fixed target goes to: "main" (`main-content`, the grammar's), the next or previous heading
    /// (`next-heading`, `previous-heading`, and `heading-next`, `heading-previous` as English says it unheard: "heading:next"),
    /// or another (`landmark:…`).
    static func target(_ description: String) -> String? {
        if ElementChooser.skipsToMain(description) { return "main" }
        if description == "next-heading" || description == "heading-next" { return "heading:next" }
        if description == "previous-heading" || description == "heading-previous" { return "heading:previous" }
        return description.hasPrefix("landmark:") ? String(description.dropFirst(9)) : nil
    }
}

extension CommandExecutor {
    /// The click to a landmark the words name, when the page marks one; nil else.
    func landmarkOnThePage(_ said: String) async throws -> Command? {
        guard let kind = Landmarks.named(said),
              (try? await session.act(ActionRequest(op: "landmark", text: kind, value: "peek")))?.detail == "landmark" else { return nil }
        return .click(.text("landmark:" + kind))
    }

    /// "Go to coding techniques", "ve a la sección coding techniques": the click to a part of the page its label names
    /// (a region, a section or landmark labelled so: `landmark:region:…`), when no heading did; nil when none does.
    func regionOnThePage(_ said: String) async throws -> Command? {
        let words = Self.headingWords(said).split(separator: " ").map(String.init).filter { w in
            !ElementChooser.words(w).allSatisfy { ElementChooser.pageWords.contains($0) || Landmarks.going.contains($0) }
        }.joined(separator: " ")
        guard words.count >= 3, (try? await session.act(ActionRequest(op: "region", text: words, value: "peek")))?.detail == "region" else { return nil }
        return .click(.text("landmark:region:" + words))
    }

    func goTo(landmark kind: String) async throws -> Outcome {
        if kind == "main" { return try await mainContent() }
        if kind.hasPrefix("heading:") { return try await goToHeading(next: kind == "heading:next") }
        if kind.hasPrefix("part:") { return try await goTo(usualPart: String(kind.dropFirst(5))) }
        if kind.hasPrefix("region:") {
            let r = try await session.act(ActionRequest(op: "region", text: String(kind.dropFirst(7))))
            guard r.ok, r.detail == "region" else { return done("Nothing on this page is called '\(kind.dropFirst(7))'", r, ok: false) }
            try await session.showLabelsIfShown()
            return done("Went to '\(r.name ?? "")'", r)
        }
        let said = Landmarks.said[kind] ?? kind
        let r = try await session.act(ActionRequest(op: "landmark", text: kind))
        guard r.ok, r.detail == "landmark" else { return done("This page marks no \(said) — say 'scroll down' or a heading's words", r, ok: false) }
        try await session.showLabelsIfShown()
        return done("Went to the \(said)" + (r.name.map { ": '\($0)'" } ?? ""), r)
    }

    /// "Next section", "sección anterior", "titre suivant", "nächster abschnitt", "पिछला सेक्शन": the next heading below
    /// the top of the view, or the previous one above it, brought to the top — the page read part by part.
    func goToHeading(next: Bool) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "section", text: next ? "next" : "previous"))
        guard r.ok, r.detail == "heading" else {
            return done(next ? "No section below this one — say 'scroll down'" : "No section above this one — say 'go to the top'", r, ok: false)
        }
        try await session.showLabelsIfShown()
        return done("Went to the \(next ? "next" : "previous") section: '\(r.name ?? "")'", r)
    }
}
