import CommandModel
import PageScripts

/// The targets the grammar names itself ("press enter", "print-page", "next-media", "older-posts"): what each asks for,
/// read from the description the grammar gives.
extension ElementChooser {
    /// Whether a description is the Enter key ("press enter", "submit the form": `target=enter` in the grammar).
    public static func saysEnter(_ description: String) -> Bool { words(description) == ["enter"] }

    /// Whether a description asks for the page's sorting ("sort by price": `target=sort` in the grammar).
    public static func saysSort(_ description: String) -> Bool { plain(description) == ["sort"] }

    /// Whether a description asks to move to the next field (true) or the previous one (false), as Tab and Shift+Tab do
    /// ("next field", "press tab": `target=next-field` and `target=previous-field` in the grammar); nil: neither.
    public static func movesToField(_ description: String) -> Bool? {
        description == "next-field" ? true : description == "previous-field" ? false : nil
    }

    /// Whether a description asks to print the page ("print this page": `target=print-page` in the grammar).
    public static func saysPrint(_ description: String) -> Bool { description == "print-page" }

    /// Whether a description asks to stop (false) or start (true) what moves by itself ("stop the slide show":
    /// `target=stop-motion` and `target=start-motion` in the grammar); nil: neither.
    public static func startsMotion(_ description: String) -> Bool? {
        description == "start-motion" ? true : description == "stop-motion" ? false : nil
    }

    /// Whether a description asks for the page's main content ("skip to the main content": `target=main-content`).
    public static func skipsToMain(_ description: String) -> Bool { description == "main-content" }

    /// Whether a description is the element last acted on ("click it", "untick it": `target=it` in the grammar).
    public static func saysIt(_ description: String) -> Bool { description == "it" }

    /// Words that point back at the thing just spoken of ("it", "es", "इसे"): said where a place is expected ("open
    /// it in a new tab"), the element last acted on, not a site.
    public static func pointsBack(_ said: String) -> Bool {
        ["it", "that", "that one", "this one", "es", "das", "ihn", "lo", "la", "los", "las", "eso", "le", "les", "ca", "इसे", "उसे", "इस", "उस"]
            .contains(words(said).joined(separator: " "))
    }

    /// Words that point at what is here ("this", "esto", "ceci", "dies", "यह"): said where a place is expected ("open this
    /// in a new tab"), the element last acted on, or else the page itself. Not words that point back: "close this" is
    /// the tab, not the element acted on.
    public static func pointsHere(_ said: String) -> Bool {
        ["this", "esto", "ceci", "cela", "dies", "dieses", "यह", "ये", "इसको"].contains(words(said).joined(separator: " "))
    }

    /// Whether a description asks to play (true) or pause (false) the page's video or sound ("pause the video":
    /// `target=play-media` and `target=pause-media` in the grammar); nil: neither.
    public static func playsMedia(_ description: String) -> Bool? {
        description == "play-media" ? true : description == "pause-media" ? false : nil
    }

    /// Whether a description asks to play the page's video or sound from its start ("restart the video":
    /// `target=restart-media` in the grammar).
    public static func restartsMedia(_ description: String) -> Bool { description == "restart-media" }
    /// Whether a description turns the page's sound up (true) or down (false), and whether all the way:
    /// `target=volume-up`, `volume-down`, `volume-max`, `volume-min`.
    public static func turnsVolume(_ description: String) -> (up: Bool, allTheWay: Bool)? {
        switch description {
        case "volume-up": (true, false)
        case "volume-down": (false, false)
        case "volume-max": (true, true)
        case "volume-min": (false, true)
        default: nil
        }
    }
    /// The elements a description names by what they do, and what is said when the page has none: what plays next
    /// (`target=next-media` in the grammar), the page's own Edit link (`target=edit-page`), a blog's older or newer posts
    /// (`target=older-posts`, `newer-posts`), its comment box ("write-comment"), a list's first or last page
    /// ("first-page", "last-page"), its way of sharing when the words said one it has none of ("share-by facebook");
    /// nil for other descriptions.
    public static func pressedByName(_ description: String) -> (([PageElement]) -> [PageElement], String)? {
        switch description {
        case "next-media": (nextMediaLinks, "Nothing here plays next")
        case "edit-page": (editLinks, "This page has no Edit link of its own")
        case writeComment: (commentBoxes, "No comment box on this page")
        // Asked only where the page has page links: with none to page 1, the list is on its first page.
        case firstPage, lastPage: ({ paginationEnd(last: description == lastPage, in: $0) },
                                   description == lastPage ? "No link to the last page here" : "This list is on its first page (no link to page 1)")
        case _ where olderPosts(description) != nil:
            ({ postsLinks(older: description == "older-posts", in: $0) }, "No link to \(description == "older-posts" ? "older" : "newer") posts here")
        case _ where description.hasPrefix(PageSharing.target):
            ({ PageSharing.sharing(by: description.dropFirst(PageSharing.target.count).split(separator: " ").map(String.init), in: $0) },
             "Nothing on this page shares by " + PageSharing.spoken(description))
        default: nil
        }
    }
    /// The seconds a description goes through the page's video or audio ("seek-media -10" from the chain), or nil.
    public static func seeksMedia(_ description: String) -> Int? {
        description.hasPrefix("seek-media ") ? Int(description.dropFirst(11)) : nil
    }

    /// Whether a description asks to delete the last word of the field that has the focus ("delete the last word":
    /// `target=delete-word` in the grammar).
    public static func deletesWord(_ description: String) -> Bool { description == "delete-word" }

    /// Whether a description asks to take back what was typed last ("scratch that": `target=undo-typing` in the grammar).
    public static func undoesTyping(_ description: String) -> Bool { description == "undo-typing" }

    /// Whether a description is the Escape key ("press escape": `target=escape` in the grammar).
    public static func saysEscape(_ description: String) -> Bool { words(description) == ["escape"] }
}
