import PageScripts

/// A post's tags: "open the first tag", "click the tag security", "abre la etiqueta seguridad", "ouvre le premier tag",
/// "öffne das erste Schlagwort", "पहला टैग खोलो" — links the scraper marks as tags (`rel="tag"`, to a tag's page), those
/// outside the site's menus, header, footer and sidebars first (a site's menus link topics too).
extension ElementChooser {
    static let tagWords: Set<String> = ["tag", "tags", "topic", "topics", "etiqueta", "etiquetas", "tema", "temas", "etiquette",
                                        "etiquettes", "schlagwort", "schlagworte", "stichwort", "stichworte", "टैग", "टैग्स"]

    /// Whether a description says a tag.
    static func saysATag(_ description: String) -> Bool { plain(description).contains(where: tagWords.contains) }

    /// The tag a description names, by its place among the tags ("the first tag") or by its name ("the tag security");
    /// all of them for the tags alone (asked which). Nil when it says no tag, the page has none, or none fits.
    public static func tag(_ description: String, in elements: [PageElement]) -> Choice? {
        let said = plain(description)
        guard said.contains(where: tagWords.contains) else { return nil }
        let tags = elements.filter { $0.role == "link" && $0.tag == true }
        let own = tags.filter(inContent)
        let pool = own.isEmpty ? tags : own
        guard !pool.isEmpty else { return nil }
        let rest = said.filter { !tagWords.contains($0) }.joined(separator: " ")
        if rest.isEmpty { return pool.count == 1 ? .one(pool[0]) : .ambiguous(pool) }
        let choice = choose(rest, in: pool)
        return choice == .none ? nil : choice
    }
}
