import Foundation
import CommandModel
import PageScripts

/// A blog's pages of posts: "older posts", "show me newer posts", "entradas anteriores", "articles plus anciens", "ältere
/// Beiträge", "पुरानी पोस्ट दिखाओ" (`target=older-posts`, `newer-posts` in the grammar) press the page's link to its
/// older (newer) posts — "Older posts", "« Older Entries", "Entradas anteriores", "Ältere Beiträge" — else its link to
/// the next (previous) page, as "next page" does.
extension ElementChooser {
    /// Words saying older or newer in a link's name, folded.
    static let olderWords: Set<String> = ["older", "earlier", "anteriores", "antiguas", "antiguos", "anciens", "anciennes", "precedents",
                                          "precedentes", "altere", "alteren", "पुरानी", "पुराने", "पुराना"]
    static let newerWords: Set<String> = ["newer", "recent", "recientes", "nuevas", "nuevos", "siguientes", "recents", "recentes",
                                          "suivants", "suivantes", "neuere", "neueren", "neuer", "नई", "नए", "नवीनतम"]

    /// Whether a description asks for older (true) or newer (false) posts, or neither (nil).
    public static func olderPosts(_ description: String) -> Bool? {
        description == "older-posts" ? true : description == "newer-posts" ? false : nil
    }

    /// The links to the older (newer) posts: named so in a few words, not a heading (a story's title) nor in a sidebar
    /// (its "Recent Posts"); else those to the next (previous) page. One of each address (pages repeat their links above
    /// and below the list).
    public static func postsLinks(older: Bool, in elements: [PageElement]) -> [PageElement] {
        let pressable = elements.filter { e in
            (e.role == "link" || e.role == "button") && e.heading != true && e.inHeading != true && !e.isWithin("complementary")
        }
        let saying = older ? olderWords : newerWords
        var found = pressable.filter { e in
            let w = words(e.name)
            return w.count <= 4 && w.contains(where: saying.contains)
        }
        if found.isEmpty, let page = pageTurning(next: older, in: elements) { found = [page] }
        var seen = Set<String>()
        return found.filter { e in seen.insert(e.href ?? e.selector).inserted }
    }

    /// The link or button to the next (previous) page: the first whose name begins with a word for it ("Next", "Next
    /// story →", "« Older Entries", "Weiter", "अगला") or ends a name of three words or fewer with one ("Page suivante"),
    /// else one named by an arrow alone ("»", "›"), outside the sidebars: "Newer Entries »" is no next page when "« Older
    /// Entries" is there. "More" is one only with the list's name ("More results", "More posts", "Load more"): not "Read
    /// more", "Learn more", a title ending "… and more", nor "More" alone (a menu's, a share bar's).
    static func pageTurning(next: Bool, in elements: [PageElement]) -> PageElement? {
        let said = next ? CommandExecutor.nextWords : CommandExecutor.previousWords
        let turning = Set(said.flatMap { words($0) }).subtracting(["more"])
        let arrows = said.filter { words($0).isEmpty }
        let pressable = elements.filter { ($0.role == "link" || $0.role == "button") && $0.popup == nil && $0.expanded == nil }
        if let named = pressable.first(where: { e in
            let w = words(e.name)
            guard let first = w.first, let last = w.last else { return false }
            return turning.contains(first) || w.count <= 3 && turning.contains(last)
                || next && moreOfTheList.contains(w)
        }) { return named }
        return pressable.first { e in
            let name = e.name.trimmingCharacters(in: .whitespaces)
            return arrows.contains(name) && !e.isWithin("complementary")
        }
    }

    /// Names of a list's link or button to more of it.
    static let moreOfTheList: Set<[String]> = [["more", "results"], ["more", "posts"], ["more", "stories"], ["more", "articles"],
                                              ["more", "entries"], ["load", "more"], ["show", "more", "results"], ["mas", "resultados"],
                                              ["plus", "de", "resultats"], ["weitere", "ergebnisse"], ["mehr", "ergebnisse"]]
}
