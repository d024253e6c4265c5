/// What the scraper reports for one element (DESIGN.md, `avanues scrape`).
public struct PageElement: Codable, Hashable, Sendable {
    public struct Rect: Codable, Hashable, Sendable {
        public let x, y, width, height: Double
    }

    public let number: Int
    public let role: String
    public let name: String
    public let selector: String
    /// In CSS pixels, relative to the top frame's viewport.
    public let rect: Rect
    public let href: String?
    /// State, where the element has it: checkbox/radio/switch/toggle, disclosure, field value.
    public let checked: Bool?
    /// A checkbox partly checked (`aria-checked="mixed"`, an indeterminate input): `checked` is then false.
    public let mixed: Bool?
    public let expanded: Bool?
    /// What pressing it opens (`aria-haspopup`): "menu" (also for "true"), "listbox", "tree", "grid" or "dialog".
    public let popup: String?
    /// The way the table is sorted by the column it heads or is in the header of (`aria-sort`): "ascending" or "descending".
    public let sort: String?
    public let selected: Bool?
    public let value: String?
    /// Inside an open dialog (`role="dialog"`, `alertdialog`, `<dialog>`): what "close the dialog" looks among.
    public let dialog: Bool?
    /// A radio button's group: its radiogroup's name or its fieldset's legend ("set the crust to thin"); another
    /// element's named part of the page: a labelled section, region, dialog, group, toolbar, form or aside ("Mute" in
    /// "Video": "mute the video").
    public let group: String?
    /// A link that is a heading or holds one, as search results are ("open the first result").
    public let heading: Bool?
    /// A link that is a small part of a heading's text: a tool beside it (a wiki's "[edit]", "About sharing" in "Share
    /// this story"), no result.
    public let inHeading: Bool?
    /// A link to who wrote the page: marked so (`rel="author"`), in its byline, or to an author's page.
    public let author: Bool?
    /// A link in running text: a paragraph, list item, quote or caption that says more than the link ("the first link
    /// in the article" is the text's first, not its share bar's "Facebook").
    public let inText: Bool?
    /// A link that is one of the page's tags (`rel="tag"`, to a tag's or topic's page: "/tag/rivers").
    public let tag: Bool?
    /// What a button sends when pressed: "form", or "search" for a search form's ("submit the form" with no field
    /// focused presses the one a form has).
    public let submits: String?
    /// The kinds of landmark it is inside, innermost first ("navigation article main"): "navigation", "contentinfo"
    /// (the page's footer), "banner" (its header), "complementary" (a sidebar), "main", "article", "search".
    public let landmarks: String?
    /// The headings it comes under, innermost first: the nearest before it in the document, then the nearest before
    /// that of a higher level, and so on ("Most read" over a list's links; "John Nkengasong", "Opinión").
    public let sections: [String]?
    /// The colour a person sees it in, by a plain name (its background where that stands out, else its text's where
    /// that is a colour): "red", "orange", "brown", "yellow", "green", "blue", "purple", "pink", "black", "white", "grey".
    public let colour: String?

    /// Whether it is inside a landmark of this kind ("the first link in the footer").
    public func isWithin(_ kind: String) -> Bool { landmarks?.split(separator: " ").contains { $0 == kind } ?? false }
}

public struct ScrapeResult: Codable, Sendable {
    public struct Timings: Codable, Sendable { public let scrapeMs: Double }
    /// An element that could be acted on but was left out, and why (hidden, disabled, no size, covered).
    public struct Exclusion: Codable, Sendable {
        public let selector: String
        public let reason: String
    }
    public let url: String
    public let title: String
    public let elements: [PageElement]
    public let timings: Timings
    public let excluded: [Exclusion]?
}

/// What an action did, as the page reports it.
public struct ActionResult: Codable, Sendable {
    public let ok: Bool
    public let detail: String?
    public let role: String?
    public let name: String?
    public let url: String?
    public let focused: String?
    public let value: String?
    public let checked: Bool?
    public let mixed: Bool?
    public let expanded: Bool?
    public let href: String?
    public let scrolled: String?
    public let scrollTop: Double?
    /// For `scroll`: whether anything moved (false: already at that end).
    public let moved: Bool?
    /// For `last`: where the element last acted on is (as the scan's selectors say).
    public let selector: String?
    /// For `tucked`: links and buttons under a closed expander in view, by name, with the expander's selector.
    public let tucked: [Tucked]?
    /// For `click`: the named part of the page the element is in, when other elements have its name ("Like" in
    /// "Giovanni's Pizza").
    public let part: String?

    public struct Tucked: Codable, Sendable {
        public let name: String
        public let expander: String
    }
}

/// A request to the page's action script.
public struct ActionRequest: Codable, Sendable {
    public var op: String
    public var number: Int?
    public var selector: String?
    public var focused: Bool?
    /// The element last acted on ("click it"), if the page still has it.
    public var last: Bool?
    public var text: String?
    public var value: String?
    public var direction: String?
    public var amount: String?
    /// For a scroll: how many times its distance (nil: once).
    public var times: Int?
    /// For typing: what the field holds is replaced (nil: the text goes at its end).
    public var replace: Bool?

    public init(op: String, number: Int? = nil, selector: String? = nil, focused: Bool? = nil, last: Bool? = nil,
                text: String? = nil, value: String? = nil, direction: String? = nil, amount: String? = nil, times: Int? = nil,
                replace: Bool? = nil) {
        self.op = op
        self.number = number
        self.selector = selector
        self.focused = focused
        self.last = last
        self.text = text
        self.value = value
        self.direction = direction
        self.amount = amount
        self.times = times
        self.replace = replace
    }
}

public struct LabelsResult: Codable, Sendable { public let shown: Int }

public struct Badge: Codable, Sendable {
    public let text: String
    public let x, y, width, height: Double
}

/// Events the page posts on its own.
public enum PageEvent: Equatable, Sendable {
    /// The page changed and was relabelled; `count` elements are numbered now.
    case changed(count: Int, url: String)
}
