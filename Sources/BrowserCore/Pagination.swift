import CommandModel
import PageScripts

/// A list in pages (search results, a forum's thread): "go to the last page", "first page", "ve a la última página", "va
/// à la dernière page", "geh zur letzten seite", "आखिरी पेज पर जाओ" press the page's link to its last (first) page —
/// named so ("Last »", "Última", "Letzte Seite"), else its page link of the highest number (page 1's). Said on a page
/// that is in no pages, the words keep the reading they had ("last page": back).
extension ElementChooser {
    /// Words of the first and the last page, in a link's name or said, folded.
    static let firstWords: Set<String> = ["first", "primera", "primer", "primero", "premiere", "premier", "erste", "ersten", "पहला", "पहले", "पहली"]
    static let lastWords: Set<String> = ["last", "ultima", "ultimo", "derniere", "dernier", "letzte", "letzten", "अंतिम", "आखिरी"]
    /// Words for a page of a list.
    static let listPageWords: Set<String> = ["page", "pagina", "seite", "पेज", "पन्ना"]

    /// Whether the words ask for the last (true) or the first (false) page of a list, and nothing else; nil when not.
    public static func paginationSaid(_ said: String) -> Bool? {
        let rest = Landmarks.plainWords(said).filter { !["skip", "salta", "saute"].contains($0) }
        guard rest.count == 2, listPageWords.contains(rest[1]) || listPageWords.contains(rest[0]) else { return nil }
        let end = listPageWords.contains(rest[1]) ? rest[0] : rest[1]
        return lastWords.contains(end) ? true : firstWords.contains(end) ? false : nil
    }

    /// The number of a list's page a link's name gives ("3", "Page 3", "Seite 3"); nil for any other name ("[41]", a
    /// footnote's).
    static func pageNumber(_ name: String) -> Int? {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0.isWhitespace }) else { return nil }
        let w = words(name).filter { !listPageWords.contains($0) }
        guard w.count == 1, let n = Int(w[0]), (1..<10_000).contains(n) else { return nil }
        return n
    }

    /// The links to the last (first) page of the list the page is in: named so ("Last", "Last page", "Última",
    /// "Dernière page"), else the page link of the highest number (of page 1), among `pageLinks`. One of each address
    /// (lists repeat them above and below).
    public static func paginationEnd(last: Bool, in elements: [PageElement]) -> [PageElement] {
        let links = listLinks(elements)
        let saying = last ? lastWords : firstWords
        var found = links.filter { e in
            let w = words(e.name)
            return (1...3).contains(w.count) && w.contains(where: saying.contains) && w.allSatisfy { saying.contains($0) || listPageWords.contains($0) }
        }
        if found.isEmpty {
            // The first is page 1: a list whose lowest link is to page 2 is on its first page.
            let numbered = pageLinks(in: links)
            guard let end = last ? numbered.map(\.1).max() : 1 else { return [] }
            found = numbered.filter { $0.1 == end }.map(\.0)
        }
        var seen = Set<String>()
        return found.filter { e in seen.insert(e.href ?? e.selector).inserted }
    }

    /// The links that may turn a list's pages: neither in running text nor a story's title.
    static func listLinks(_ elements: [PageElement]) -> [PageElement] {
        elements.filter { $0.role == "link" && $0.inText != true && $0.heading != true }
    }

    /// A list's links to its pages by number: rows of two or more links named by a number alone, to different addresses
    /// (not "#"), numbered up from left to right, one of pages 1 to 3 among them — not the counts of replies and likes
    /// beside each comment, all to "#".
    static func pageLinks(in links: [PageElement]) -> [(PageElement, Int)] {
        let numbered = links.compactMap { e -> (PageElement, Int)? in
            guard let n = pageNumber(e.name), let href = e.href, !href.hasSuffix("#"), !href.lowercased().hasPrefix("javascript:") else { return nil }
            return (e, n)
        }.sorted { ($0.0.rect.y, $0.0.rect.x) < ($1.0.rect.y, $1.0.rect.x) }
        var rows: [[(PageElement, Int)]] = []
        for link in numbered {
            if let y = rows.last?.last?.0.rect.y, abs(link.0.rect.y - y) < 4 { rows[rows.count - 1].append(link) } else { rows.append([link]) }
        }
        return rows.filter { row in
            row.count >= 2 && Set(row.compactMap(\.0.href)).count == row.count && zip(row, row.dropFirst()).allSatisfy { $0.1 < $1.1 }
                && row.contains { $0.1 <= 3 }
        }.flatMap { $0 }
    }

    /// The target of a click on the list's first or last page.
    public static let firstPage = "first-page", lastPage = "last-page"
}

extension CommandExecutor {
    /// The click on the link to the list's last (first) page, over any reading, when the words ask for it and the page
    /// is in pages (`ElementChooser.paginationEnd`, `pageLinks`: on its first page, "first page" is said to have no link
    /// to it); the whole page is looked at only when they do.
    func paginationOnThePage(_ said: String) async throws -> Command? {
        guard let last = ElementChooser.paginationSaid(said), case let page = try await session.peek(all: true).elements,
              !ElementChooser.paginationEnd(last: last, in: page).isEmpty
                || !ElementChooser.pageLinks(in: ElementChooser.listLinks(page)).isEmpty
        else { return nil }
        return .click(.text(last ? ElementChooser.lastPage : ElementChooser.firstPage))
    }
}
