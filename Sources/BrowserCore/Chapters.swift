import CommandModel
import Foundation
import PageScripts

/// "Open chapter 3", "ve al capítulo tres", "ouvre le chapitre 3", "öffne Kapitel 3", "अध्याय 3 खोलो", "the third
/// chapter": a book's or a course's contents name their chapters by number ("3. Embracing Risk", "Chapter 3: Risk",
/// "Kapitel 3 – Risiko"), most without the word said.
extension ElementChooser {
    static let chapterWords: Set<String> = ["chapter", "chapters", "capitulo", "chapitre", "kapitel", "अध्याय", "lesson", "leccion",
                                            "lecon", "lektion", "पाठ"]

    /// The number of the chapter the words say, and nothing else: "chapter 3", "capítulo tres", "the third chapter",
    /// "le premier chapitre"; nil else.
    static func chapterNumber(_ said: String) -> Int? {
        let words = plain(said)
        guard words.count <= 2, words.contains(where: chapterWords.contains) else { return nil }
        let rest = words.filter { !chapterWords.contains($0) }
        if rest.count == 1, let n = Int(ElementWords.numerals[rest[0]] ?? rest[0]), n > 0 { return n }
        let wanted = read(said)
        guard wanted.words.count == 1, chapterWords.contains(wanted.words[0]) else { return nil }
        switch wanted.position {
        case .first?: return 1
        case .nth(let k)?: return k
        default: return nil
        }
    }

    /// Whether a name begins with a chapter's number and a stop ("3. Embracing Risk", "3: Risk", "3 – Risk"), or with a
    /// word for chapter and the number ("Chapter 3", "Capítulo 3: …"); "3 reasons to stay" is no chapter.
    static func isChapter(_ n: Int, named name: String) -> Bool {
        var rest = Substring(name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            .drop { $0.isWhitespace }
        var worded = false
        if let word = chapterWords.first(where: { rest.hasPrefix($0 + " ") }) {
            rest = rest.dropFirst(word.count).drop { $0.isWhitespace }
            worded = true
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let k = Int(digits), k == n else { return false }
        let after = rest.dropFirst(digits.count)
        if worded { return after.first.map { !$0.isNumber } ?? true }
        return after.drop { $0.isWhitespace }.first.map { ".:)–—-".contains($0) } ?? false
    }

    /// The first link or button named as the chapter the words say; nil when they say none, or no such is on the page.
    public static func chapter(_ said: String, in elements: [PageElement]) -> PageElement? {
        guard let n = chapterNumber(said) else { return nil }
        return elements.first { ($0.role == "link" || $0.role == "button") && isChapter(n, named: $0.name) }
    }
}

extension CommandExecutor {
    /// The click on a chapter, a tag, or who wrote the page, that a reading or another of the chain's names as a place or
    /// a thing ("open chapter 3": a visit; "abre el capítulo tres": the model's click on number 3, "लेखक का पेज खोलो":
    /// its history, each with the grammar's visit beside it), when the page numbers one so, tags itself or links its
    /// author; nil else.
    /// Over no reading or the model's, a chapter is also looked for in the words themselves ("va au chapitre 3", which
    /// the model reads as label 3, and "va au troisième chapitre", as the third tab, with no other reading beside them).
    func chapterTagOrAuthorOnThePage(_ said: String, _ reading: Command?, readByModel: Bool, alternatives: [Command]) async throws -> Command? {
        var places = ([reading].compactMap { $0 } + alternatives).compactMap { c -> String? in
            switch c {
            case .navigate(.open, let place?, nil, _): place
            case .click(.text(let thing), _): thing
            default: nil
            }
        }
        // With no reading, or a visit to no place, the words themselves ("the author's name").
        switch reading {
        case nil, .navigate(.open, nil, nil, _)?: places.append(ElementChooser.words(said).filter { !ElementChooser.light.contains($0) }.joined(separator: " "))
        default: break
        }
        // The words' runs of two or three, longest first: "chapitre 3" in "va au chapitre 3", "तीसरा अध्याय" before "खोलो".
        let words = reading == nil || readByModel ? ElementChooser.spokenWords(said) : []
        let runs = stride(from: min(3, words.count), through: 2, by: -1).flatMap { n in
            (0...(words.count - n)).map { words[$0..<($0 + n)].joined(separator: " ") }
        }
        // The whole page, scraped only when the words say one of these.
        let whole = WholePage(session)
        if let place = (places + runs).first(where: { ElementChooser.chapterNumber($0) != nil }),
           ElementChooser.chapter(place, in: try await whole.elements()) != nil { return .click(.text(place)) }
        if let place = places.first(where: ElementChooser.saysATag), case let page = try await whole.elements(),
           ElementChooser.named(place, in: page) == nil, ElementChooser.tag(place, in: page) != nil { return .click(.text(place)) }
        if let place = places.first(where: ElementChooser.namesTheAuthor),
           ElementChooser.authorLinks(in: try await whole.elements()) != nil { return .click(.text(place)) }
        return nil
    }
}
