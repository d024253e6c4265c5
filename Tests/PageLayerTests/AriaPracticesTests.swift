import Foundation
import TestSupport
import Testing

/// The 76 WAI-ARIA Authoring Practices examples in ../shared/corpora: every widget pattern is found and named,
/// and widgets are operable by voice.
@Suite struct AriaPracticesTests {
    static var patterns: URL? {
        AvanuesProcess.corpora?.appendingPathComponent("aria-practices/content/patterns")
    }

    static var examples: [String] {
        guard let root = patterns, let dirs = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
        return dirs.sorted().flatMap { dir -> [String] in
            let folder = root.appendingPathComponent("\(dir)/examples")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasSuffix(".html") }.sorted().map { folder.appendingPathComponent($0).path }
        }
    }

    /// The role each pattern's examples must expose (patterns not listed: any named element will do).
    static let widgetRole: [String: String] = [
        "accordion": "button", "breadcrumb": "link", "button": "button", "carousel": "button", "checkbox": "checkbox",
        "combobox": "combobox", "disclosure": "button", "link": "link", "menu-button": "button", "menubar": "menuitem",
        "radio": "radio", "slider": "slider", "slider-multithumb": "slider", "spinbutton": "spinbutton",
        "switch": "switch", "tabs": "tab", "toolbar": "button", "treegrid": "gridcell", "treeview": "treeitem",
    ]

    static let corpusPresent = patterns != nil

    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"))
    func everyExampleHasItsWidgetsFoundAndNamed() throws {
        let pages = Self.examples
        #expect(pages.count == 76)
        let r = try AvanuesProcess.run(["scrape", "--all", "--json"] + pages)
        try #require(r.status == 0, "\(r.stderr)")
        let docs = try r.objects()
        #expect(docs.count == pages.count)
        var elements = 0, named = 0
        for doc in docs {
            let url = doc["url"] as? String ?? ""
            let list = doc["elements"] as? [[String: Any]] ?? []
            #expect(!list.isEmpty, "\(url) has nothing to act on")
            let pattern = url.components(separatedBy: "/patterns/").last?.components(separatedBy: "/").first ?? ""
            if let role = Self.widgetRole[pattern] {
                #expect(list.contains { $0["role"] as? String == role }, "\(url): no \(role)")
            }
            for e in list where e["role"] as? String != "scrollable" {
                elements += 1
                if !((e["name"] as? String) ?? "").isEmpty { named += 1 }
            }
        }
        #expect(Double(named) / Double(max(elements, 1)) >= 0.98, "\(named) of \(elements) named")
    }

    struct Operation: CustomTestStringConvertible, Sendable {
        let page: String
        let say: String
        let element: String
        let state: String
        let value: Bool
        var testDescription: String { "\(page): \(say)" }
    }

    static let operations = [
        Operation(page: "menu-button/examples/menu-button-actions.html", say: "click actions", element: "Actions", state: "expanded", value: true),
        Operation(page: "menu-button/examples/menu-button-links.html", say: "click quick links", element: "WAI-ARIA Quick Links", state: "expanded", value: true),
        Operation(page: "tabs/examples/tabs-automatic.html", say: "click carl andersen", element: "Carl Andersen", state: "selected", value: true),
        Operation(page: "checkbox/examples/checkbox.html", say: "click lettuce", element: "Lettuce", state: "checked", value: true),
        Operation(page: "checkbox/examples/checkbox.html", say: "click tomato", element: "Tomato", state: "checked", value: false),
        Operation(page: "switch/examples/switch.html", say: "click notifications", element: "Notifications", state: "checked", value: true),
        Operation(page: "switch/examples/switch-button.html", say: "click living room lights", element: "Living Room Lights", state: "checked", value: true),
        Operation(page: "radio/examples/radio.html", say: "click deep dish", element: "Deep dish", state: "checked", value: true),
        Operation(page: "accordion/examples/accordion.html", say: "click billing address", element: "Billing Address", state: "expanded", value: true),
        Operation(page: "combobox/examples/combobox-select-only.html", say: "click favorite fruit", element: "Favorite Fruit", state: "expanded", value: true),
        Operation(page: "treeview/examples/treeview-1a.html", say: "click projects", element: "Projects", state: "expanded", value: true),
        // A tree of links: the click follows the link, the arrow key opens it.
        Operation(page: "treeview/examples/treeview-navigation.html", say: "expand about", element: "About", state: "expanded", value: true),
        Operation(page: "menubar/examples/menubar-navigation.html", say: "click about", element: "About", state: "expanded", value: true),
        Operation(page: "menubar/examples/menubar-editor.html", say: "open the font menu", element: "Font", state: "expanded", value: true),
        Operation(page: "listbox/examples/listbox-scrollable.html", say: "click plutonium", element: "Plutonium", state: "selected", value: true),
    ]

    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"), arguments: operations)
    func widgetsAreOperableByVoice(_ op: Operation) throws {
        let root = try #require(Self.patterns)
        // A window that opens for another test would take the focus, and the page's blur closes some widgets (the
        // select-only combobox) between the click and the scrape: this page gets an X server of its own.
        let display = try PrivateDisplay()
        let r = try AvanuesProcess.run(["run", root.appendingPathComponent(op.page).path, "--json", "--say", op.say, "--scrape"],
                                       environment: display.environment)
        let docs = try r.objects(atLeast: 2)
        let outcome = docs[0]["outcome"] as? [String: Any] ?? [:]
        #expect(outcome["ok"] as? Bool == true, "\(outcome)")
        let elements = docs[1]["elements"] as? [[String: Any]] ?? []
        let element = try #require(elements.first { $0["name"] as? String == op.element }, "\(op.element) not on the page after")
        #expect(element[op.state] as? Bool == op.value, "\(op.element).\(op.state) = \(element[op.state] ?? "nil")")
    }

    /// What `avanues run` said of each utterance on an example page, and the page's elements after them.
    func said(_ says: [String], locale: String, on page: String) throws -> (details: [String], after: [[String: Any]]) {
        let root = try #require(Self.patterns)
        let r = try AvanuesProcess.run(["run", root.appendingPathComponent(page).path, "--locale", locale, "--json", "--scrape"]
                                       + says.map { "--say=\($0)" })
        try #require(r.status == 0, "\(r.stderr)")
        let docs = try r.objects()
        try #require(docs.count == says.count + 1)
        return (docs.prefix(says.count).map { ($0["outcome"] as? [String: Any])?["detail"] as? String ?? "" },
                docs[says.count]["elements"] as? [[String: Any]] ?? [])
    }

    /// "Check" and "uncheck" leave a box in the state said, in five languages, on the checkbox examples: Tomato starts
    /// checked, so checking it again must not click it (a click would uncheck it); "the first one" is the first box,
    /// not the page's first button; a partly checked box ("All condiments") takes the clicks it needs.
    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"), arguments: [
        ("en-US", ["check the tomato box", "tick lettuce", "untick the first one", "uncheck tomato"]),
        ("es-ES", ["marca la casilla tomato", "marca la casilla lettuce", "desmarca la primera casilla", "desmarca tomato"]),
        ("fr-FR", ["coche la case tomato", "coche la case lettuce", "décoche la première case", "décoche tomato"]),
        ("de-DE", ["kreuz das kästchen tomato an", "kreuz das kästchen lettuce an", "entferne den haken bei lettuce", "entferne den haken bei tomato"]),
        ("hi-IN", ["tomato चेकबॉक्स पर टिक करो", "lettuce चेकबॉक्स पर टिक करो", "lettuce से टिक हटाओ", "tomato को अनचेक करो"]),
    ])
    func boxesAreLeftInTheStateSaid(locale: String, says: [String]) throws {
        let (details, after) = try said(says, locale: locale, on: "checkbox/examples/checkbox.html")
        #expect(details == ["Checkbox 'Tomato' is already checked", "Checked checkbox 'Lettuce'", "Unchecked checkbox 'Lettuce'",
                            "Unchecked checkbox 'Tomato'"], "\(locale)")
        let boxes = after.filter { $0["role"] as? String == "checkbox" }
        #expect(boxes.map { $0["checked"] as? Bool } == [false, false, false, false], "\(locale): \(boxes)")
    }

    /// A tree grid's rows open and close by the name of their first cell, in five languages (the arrow keys the grid
    /// listens for); the messages under a closed row leave the page.
    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"), arguments: [
        ("en-US", "collapse treegrids are awesome"), ("es-ES", "pliega treegrids are awesome"), ("fr-FR", "replie treegrids are awesome"),
        ("de-DE", "klapp treegrids are awesome zu"), ("hi-IN", "treegrids are awesome collapse करो"),
    ])
    func treeGridRowsOpenAndClose(locale: String, collapse: String) throws {
        let says = [collapse] + (locale == "en-US" ? ["expand treegrids are awesome"] : [])
        let (details, elements) = try said(says, locale: locale, on: "treegrid/examples/treegrid-1.html")
        #expect(details == ["Collapsed gridcell 'Treegrids are awesome'", "Expanded gridcell 'Treegrids are awesome'"].prefix(says.count).map { $0 },
                "\(locale): \(details)")
        let replies = elements.compactMap { $0["name"] as? String }.filter { $0.hasPrefix("re: ") }
        let open = elements.first { $0["name"] as? String == "Treegrids are awesome" }?["expanded"] as? Bool
        #expect(open == (says.count == 2) && replies.count == (says.count == 2 ? 3 : 0), "\(locale): \(String(describing: open)), \(replies)")
    }

    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"))
    func aPartlyCheckedBoxTakesTheClicksItNeeds() throws {
        let root = try #require(Self.patterns)
        let r = try AvanuesProcess.run(["run", root.appendingPathComponent("checkbox/examples/checkbox-mixed.html").path, "--json",
                                        "--say=uncheck all condiments", "--say=uncheck all condiments", "--scrape"])
        try #require(r.status == 0, "\(r.stderr)")
        let docs = try r.objects()
        try #require(docs.count == 3)
        let details = docs.prefix(2).map { ($0["outcome"] as? [String: Any])?["detail"] as? String ?? "" }
        #expect(details == ["Unchecked checkbox 'All condiments'", "Checkbox 'All condiments' is already unchecked"])
        let boxes = (docs[2]["elements"] as? [[String: Any]] ?? []).filter { $0["role"] as? String == "checkbox" }
        #expect(boxes.count == 5 && boxes.allSatisfy { $0["checked"] as? Bool == false && $0["mixed"] == nil }, "\(boxes)")
    }

    /// "Expand" and "collapse" leave a tree item or an accordion section in the state said: an open tree item is pressed
    /// on its own words (its middle is one of its children, which a click there toggled instead). "Open billing address",
    /// a place no site is known by, opens the section of that name.
    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"))
    func sectionsAndTreeItemsAreExpandedAndCollapsedAsSaid() throws {
        let root = try #require(Self.patterns)
        let tree = try AvanuesProcess.run(["run", root.appendingPathComponent("treeview/examples/treeview-1a.html").path, "--json",
                                           "--say=expand projects", "--say=expand projects", "--say=collapse projects", "--say=click projects",
                                           "--scrape"])
        try #require(tree.status == 0, "\(tree.stderr)")
        let docs = try tree.objects()
        try #require(docs.count == 5)
        #expect(docs.prefix(4).map { ($0["outcome"] as? [String: Any])?["detail"] as? String ?? "" } == [
            "Expanded treeitem 'Projects'", "Treeitem 'Projects' is already expanded", "Collapsed treeitem 'Projects'",
            "Clicked treeitem 'Projects'"])
        let projects = (docs[4]["elements"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "Projects" }
        #expect(projects?["expanded"] as? Bool == true, "a plain click on the closed item opened it: \(projects ?? [:])")
        for (locale, say) in [("es-ES", "despliega billing address"), ("fr-FR", "déplie billing address"), ("de-DE", "klapp billing address auf"),
                              ("hi-IN", "billing address को expand करो"), ("en-US", "collapse personal information"),
                              ("en-US", "open billing address")] {
            let r = try AvanuesProcess.run(["run", root.appendingPathComponent("accordion/examples/accordion.html").path, "--json",
                                            "--locale", locale, "--say=\(say)"])
            try #require(r.status == 0, "\(r.stderr)")
            let detail = (try r.objects().first?["outcome"] as? [String: Any])?["detail"] as? String
            #expect(detail == (say.hasPrefix("collapse") ? "Collapsed button 'Personal Information'" : "Expanded button 'Billing Address'"), "\(say)")
        }
    }

    /// The landmarks example's parts, as the scraper reports them for each element (`landmarks`): the header's buttons,
    /// the navigation's links, the main content's tabs, the sidebars' links; "the second link in the navigation" and
    /// "the second tab in the main content" are counted there.
    @Test(.enabled(if: corpusPresent, "../shared/corpora/aria-practices is absent: skipped"))
    func elementsKnowThePartOfThePageTheyAreIn() throws {
        let page = try #require(Self.patterns).appendingPathComponent("landmarks/examples/navigation.html").path
        let scraped = try AvanuesProcess.run(["scrape", "--all", "--json", page])
        try #require(scraped.status == 0, "\(scraped.stderr)")
        let elements = try scraped.objects().first?["elements"] as? [[String: Any]] ?? []
        func part(_ name: String) -> String? { elements.first { $0["name"] as? String == name }?["landmarks"] as? String }
        #expect(part("Show Landmarks") == "banner" && part("Principles") == "navigation" && part("ARIA Techniques") == "main"
                && part("WCAG Specification") == "complementary", "\(elements.map { ($0["name"] ?? "", $0["landmarks"] ?? "") })")
        let r = try AvanuesProcess.run(["run", page, "--json", "--say=click the second tab in the main content",
                                        "--say=click the second link in the navigation"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(try r.objects().map { ($0["outcome"] as? [String: Any])?["detail"] as? String ?? "" }
                == ["Clicked tab 'ARIA Techniques'", "Clicked link 'HTML'"])
    }
}
