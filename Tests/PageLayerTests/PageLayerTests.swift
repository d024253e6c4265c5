import Foundation
import TestSupport
import Testing

/// The page layer in the real engine (WebKitGTK under Xvfb), through `avanues scrape` and `avanues run`.
@Suite struct PageLayerTests {
    static func page(_ name: String) -> String { AvanuesProcess.fixtures.appendingPathComponent("pages/\(name)").path }

    static func scrape(_ name: String, all: Bool = true) throws -> [[String: Any]] {
        let r = try AvanuesProcess.run(["scrape", "--json"] + (all ? ["--all"] : []) + [page(name)])
        try #require(r.status == 0, "scrape failed: \(r.stderr)")
        return try #require(try r.objects().first?["elements"] as? [[String: Any]])
    }

    /// Runs utterances; returns the per-utterance reports and, last, the page as scraped afterwards.
    static func run(_ name: String, _ says: [String], extra: [String] = []) throws -> (reports: [[String: Any]], after: [[String: Any]]) {
        let r = try AvanuesProcess.run(["run", page(name), "--json", "--scrape"] + says.flatMap { ["--say", $0] } + extra)
        let objects = try r.objects(atLeast: says.count + 1)
        let after = try #require(objects[says.count]["elements"] as? [[String: Any]])
        return (Array(objects.prefix(says.count)), after)
    }

    static func names(_ elements: [[String: Any]]) -> [String] { elements.compactMap { $0["name"] as? String } }
    static func element(_ elements: [[String: Any]], named name: String) -> [String: Any]? {
        elements.first { $0["name"] as? String == name }
    }
    static func outcome(_ report: [String: Any]) -> [String: Any] { report["outcome"] as? [String: Any] ?? [:] }

    @Test func findsNamesAndSkipsWhatCannotBeActedOn() throws {
        let elements = try Self.scrape("basics.html")
        let names = Self.names(elements)
        for expected in ["Home", "Open menu", "Read the docs", "Search the site", "Go", "I agree", "Size", "Notes",
                         "Custom widget", "Click this div", "Fancy option", "Company logo", "More options", "Editor",
                         "Bottom link"] {
            #expect(names.contains(expected), "missing \(expected) in \(names)")
        }
        for hidden in ["Disabled button", "Hidden button", "Transparent button", "Aria hidden button", "Covered button",
                       "Inside details"] {
            #expect(!names.contains(hidden), "\(hidden) must not be listed")
        }
        #expect(Self.element(elements, named: "Search the site")?["role"] as? String == "searchbox")
        #expect(Self.element(elements, named: "Click this div")?["role"] as? String == "clickable")
        #expect(Self.element(elements, named: "Fancy option")?["role"] as? String == "checkbox")
        #expect(Self.element(elements, named: "Read the docs")?["href"] as? String == "https://example.org/docs")
        #expect(elements.contains { $0["role"] as? String == "scrollable" })
        // numbers run 1…n in reading order: rows top to bottom, left to right within a row
        let numbers = elements.compactMap { $0["number"] as? Int }
        #expect(numbers == Array(1...elements.count))
        let row = ["Search the site", "Go", "I agree", "Size", "Notes"].compactMap { Self.element(elements, named: $0)?["number"] as? Int }
        #expect(row == row.sorted() && row.count == 5 && row.last! - row.first! == 4, "one row in order: \(row)")
    }

    @Test func viewportOnlyUnlessAll() throws {
        let visible = try Self.scrape("basics.html", all: false)
        #expect(!Self.names(visible).contains("Bottom link"))
        #expect(Self.names(visible).contains("Home"))
    }

    @Test func numbersAreStableWhileThePageDoesNotChange() throws {
        let r = try AvanuesProcess.run(["scrape", "--json", Self.page("basics.html"), Self.page("basics.html")])
        let docs = try r.objects(atLeast: 2)
        let a = (docs[0]["elements"] as? [[String: Any]])?.map { "\($0["number"]!) \($0["name"]!)" }
        let b = (docs[1]["elements"] as? [[String: Any]])?.map { "\($0["number"]!) \($0["name"]!)" }
        #expect(a == b)
    }

    @Test func clickTypeCheckAndSubmitLikeAPerson() throws {
        let (reports, after) = try Self.run("basics.html", [
            "click 5", "type running shoes", "click 6", "click i agree", "click the fancy option", "click 11",
            "type hello in 9", "click more options",
        ])
        for report in reports { #expect(Self.outcome(report)["ok"] as? Bool == true, "\(report)") }
        #expect(Self.outcome(reports[1])["value"] as? String == "running shoes")
        #expect(Self.element(after, named: "Search the site")?["value"] as? String == "running shoes")
        #expect(Self.element(after, named: "I agree")?["checked"] as? Bool == true)
        #expect(Self.element(after, named: "Fancy option")?["checked"] as? Bool == true)
        #expect(Self.element(after, named: "Notes")?["value"] as? String == "hello")
        #expect(Self.element(after, named: "More options")?["expanded"] as? Bool == true)
        #expect(Self.names(after).contains("Inside details"))
    }

    @Test func clearErrorsForWhatIsNotThere() throws {
        let (reports, _) = try Self.run("basics.html", ["click 99", "type words", "click the purple elephant", "blah blah"])
        #expect(Self.outcome(reports[0])["detail"] as? String == "No element 99 on this page — say 'show numbers'")
        #expect(Self.outcome(reports[1])["ok"] as? Bool == false)
        #expect(Self.outcome(reports[2])["ok"] as? Bool == false)
        #expect(reports[3]["command"] is NSNull)
    }

    @Test func shadowRootsAndSameOriginFrames() throws {
        let elements = try Self.scrape("shadow-frames.html")
        let email = try #require(Self.element(elements, named: "Email address"))
        #expect(email["selector"] as? String == "#card >>> #email")
        #expect((Self.element(elements, named: "Framed button")?["selector"] as? String)?.contains("|>") == true)
        #expect(!Self.names(elements).contains("Secret button"))  // closed shadow root
        #expect(!Self.names(elements).contains("Sandboxed button"))  // opaque origin
        let (reports, after) = try Self.run("shadow-frames.html", ["click 1", "type me@example.org", "click subscribe", "click framed button"])
        for report in reports { #expect(Self.outcome(report)["ok"] as? Bool == true, "\(report)") }
        #expect(Self.element(after, named: "Email address")?["value"] as? String == "me@example.org")
        #expect(Self.names(after).contains("Framed clicked"))
    }

    @Test func hostilePageCannotBreakOrSpoofTheBridge() throws {
        let elements = try Self.scrape("hostile.html")
        #expect(Self.names(elements) == ["Alpha", "Beta", "Gamma link", "bridge hidden"])
        for e in elements {
            let rect = try #require(e["rect"] as? [String: Double])
            #expect(rect["width"]! > 0 && rect["height"]! > 0)
        }
        let r = try AvanuesProcess.run(["run", Self.page("hostile.html"), "--json", "--say", "click alpha", "--scrape", "--badges"])
        let lines = r.stdout.split(separator: "\n").map { Data($0.utf8) }
        try #require(lines.count == 3, "\(r.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
        let page = try #require(JSONSerialization.jsonObject(with: lines[1]) as? [String: Any])
        #expect(Self.outcome(report)["ok"] as? Bool == true)
        #expect(Self.names(page["elements"] as? [[String: Any]] ?? []).contains("alpha clicked"))
        let badges = try #require(JSONSerialization.jsonObject(with: lines[2]) as? [[String: Any]])
        #expect(badges.count == 4, "page CSS must not hide the badges")
    }

    @Test func pageChangesAreFollowed() throws {
        let (reports, after) = try Self.run("mutations.html", ["click add a button", "click add a button", "click remove the doomed button", "click reveal"])
        for report in reports { #expect(Self.outcome(report)["ok"] as? Bool == true, "\(report)") }
        let names = Self.names(after)
        #expect(names.contains("Added 1") && names.contains("Added 2"))
        #expect(!names.contains("Doomed"))
        #expect(names.contains("Revealed later"))
        // Selectors follow the change: with "Doomed" gone, the button after it is the third of its parent.
        let plain = try #require(Self.element(after, named: "Plain"))
        #expect((plain["selector"] as? String)?.hasSuffix("body:nth-of-type(1) > button:nth-of-type(3)") == true, "\(plain)")
    }

    /// An overlay that a class change positions over the page covers what is under it from the next scrape on.
    @Test func anOverlayThatOpensCoversThePage() throws {
        let before = Self.names(try Self.scrape("overlay.html", all: false))
        #expect(before.contains("Open overlay") && before.contains("Under the overlay"), "\(before)")
        let (reports, after) = try Self.run("overlay.html", ["click open overlay"])
        #expect(Self.outcome(reports[0])["ok"] as? Bool == true, "\(reports)")
        #expect(Self.names(after) == ["Close overlay"], "\(Self.names(after))")
    }

    /// A box that paints nothing laid over the page (an advert's or a player's empty container, lazy loading's
    /// one-pixel placeholder stretched over a link) hides nothing: what is seen through it is numbered and pressed. A
    /// banner with a background, and a picture that is drawn, still cover what is under them.
    @Test func boxesThatPaintNothingHideNothing() throws {
        let names = Self.names(try Self.scrape("see-through.html", all: false))
        #expect(names == ["First story", "Second story", "Third story"], "\(names)")
        let (reports, _) = try Self.run("see-through.html", ["click third story"])
        #expect((Self.outcome(reports[0])["url"] as? String)?.hasSuffix("#third") == true, "\(reports)")
    }

    @Test func imageMapAreasAreNumberedOnTheirImage() throws {
        let elements = try Self.scrape("image-map.html")
        let north = try #require(Self.element(elements, named: "North region"))
        let south = try #require(Self.element(elements, named: "South region"))
        #expect(north["role"] as? String == "link")
        let n = try #require(north["rect"] as? [String: Double]), s = try #require(south["rect"] as? [String: Double])
        #expect(n["width"] == 150 && n["height"] == 100)
        #expect(s["width"] == 80 && s["height"] == 80 && s["x"]! > n["x"]! + 150)
        let (reports, _) = try Self.run("image-map.html", ["click north region", "click south region"])
        #expect(Self.outcome(reports[0])["ok"] as? Bool == true, "\(reports[0])")
        #expect((Self.outcome(reports[1])["url"] as? String)?.hasSuffix("#south") == true, "\(reports[1])")
    }

    @Test func linksAroundImagesTakeTheImagesBox() throws {
        let found = try AvanuesProcess.run(["scrape", "--json", "--all", "--explain", "--settle=200", Self.page("image-links.html")])
        let doc = try #require(try found.objects().first)
        let elements = try #require(doc["elements"] as? [[String: Any]])
        func box(_ selector: String) throws -> [String: Double] {
            let e = try #require(elements.first { ($0["selector"] as? String) == selector }, "\(selector) in \(elements)")
            return try #require(e["rect"] as? [String: Double])
        }
        let wide = try box("#wide"), avatar = try box("#avatar"), logo = try box("#logo")
        #expect(wide["height"]! >= 230, "a block image inside a link: \(wide)")
        #expect(avatar["width"]! >= 48 && avatar["height"]! >= 48, "the image, not only its line: \(avatar)")
        #expect(logo["width"]! >= 120 && logo["height"]! >= 30, "\(logo)")
        #expect(Self.element(elements, named: "Profile of the author") != nil, "the title names an image link: \(Self.names(elements))")
        #expect(Self.element(elements, named: "Company logo") != nil, "the alt text names an image link: \(Self.names(elements))")
        // A picture that did not load: an icon-sized box where the picture sits, after the text before it.
        let broken = try box("#broken")
        #expect(broken["width"] == 16 && broken["height"] == 16, "\(broken)")
        #expect(broken["x"]! > 40 && broken["y"]! > logo["y"]! + logo["height"]!, "\(broken) after \(logo)")
        #expect(!elements.contains { ($0["selector"] as? String) == "#unrendered" })
        let skipped = try #require(doc["excluded"] as? [[String: Any]], "\(doc.keys)")
        #expect(skipped.contains { ($0["selector"] as? String) == "#unrendered" && ($0["reason"] as? String) == "no size" }, "\(skipped)")
        // …and its number follows the link.
        let number = try #require(elements.first { ($0["selector"] as? String) == "#broken" }?["number"] as? Int)
        let (reports, _) = try Self.run("image-links.html", ["click \(number)"])
        #expect((Self.outcome(reports[0])["url"] as? String)?.hasSuffix("#broken-target") == true, "\(reports[0])")
    }

    @Test func offlineFetchesNothing() throws {
        let log = Scratch.path("offline-requests")
        let site = try LocalServer(script: "site-server.py", arguments: [log.path])
        let page = Scratch.path("offline.html")
        defer { for f in [page, log] { try? FileManager.default.removeItem(at: f) } }
        try Data(#"<!doctype html><p><a id="pic" href="/next"><img src="\#(site.base)/pixel.png"></a>"#.utf8).write(to: page)
        func hits() -> Int { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count }
        func box(_ extra: [String]) throws -> [String: Double] {
            let r = try AvanuesProcess.run(["scrape", "--json", "--all"] + extra + [page.path])
            try #require(r.status == 0, "\(r.stderr)")
            let elements = try #require(try r.objects().first?["elements"] as? [[String: Any]])
            let link = try #require(elements.first { $0["selector"] as? String == "#pic" }, "\(elements)")
            return try #require(link["rect"] as? [String: Double])
        }
        let online = try box([])
        #expect(hits() == 1 && online["width"] == 40 && online["height"]! >= 30, "\(online)")
        // Offline: the picture is never asked for; its link is still there, as a picture that did not load.
        let offline = try box(["--offline"])
        #expect(hits() == 1, "nothing reached the server")
        #expect(offline["width"] == 16 && offline["height"] == 16, "\(offline)")
        let remote = try AvanuesProcess.run(["scrape", "--offline", site.base + "/page"])
        #expect(remote.status != 0 && remote.stderr.contains("--offline reads local pages only"), "\(remote.stderr)")
    }

    @Test func unreachablePagesAreAOneLineError() throws {
        for url in ["http://127.0.0.1:1/", Self.page("no-such-page.html")] {
            let r = try AvanuesProcess.run(["scrape", "--json", url])
            #expect(r.status != 0, "\(url) must fail")
            #expect(r.stdout.isEmpty)
            let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
            #expect(errors.count == 1, "\(r.stderr)")
        }
    }

    @Test func tenThousandElements() throws {
        let r = try AvanuesProcess.run(["scrape", "--json", "--all", Self.page("big.html")])
        let doc = try #require(try r.objects().first)
        let elements = try #require(doc["elements"] as? [[String: Any]])
        #expect(elements.count == 10000)
        #expect(Set(Self.names(elements)).count == 10000)
        let visible = try Self.scrape("big.html", all: false)
        #expect(visible.count > 100 && visible.count < 2000)
    }

    /// "scroll down four times" goes four times as far as "scroll down"; "scroll up twice" comes back two of them.
    @Test func scrollingSeveralTimes() throws {
        // How far the page is scrolled: the first element's place above the view.
        func scrolled(_ elements: [[String: Any]]) throws -> Double {
            let first = try #require(Self.element(elements, named: "Link 0")?["rect"] as? [String: Any])
            return -(try #require(first["y"] as? Double))
        }
        let once = try scrolled(try Self.run("big.html", ["scroll down"]).after)
        let more = try Self.run("big.html", ["scroll down four times", "scroll up twice", "scroll down two pages", "scroll up two pages"])
        #expect(more.reports.map { Self.outcome($0)["detail"] as? String }
                == ["Scrolled down 4 times", "Scrolled up 2 times", "Scrolled down 2 pages", "Scrolled up 2 pages"])
        let twice = try scrolled(more.after)
        #expect(once > 100 && abs(twice - 2 * once) <= 2, "one scroll went \(once) px; four down and two up went \(twice) px")
    }

    /// A scroll that moves nothing says where the page is ("Already at the top of the page"), not that it scrolled.
    @Test func scrollingPastAnEndSaysSo() throws {
        let r = try Self.run("big.html", ["scroll up", "scroll down", "scroll to the bottom", "scroll down", "scroll left", "scroll to the top"])
        #expect(r.reports.map { Self.outcome($0)["detail"] as? String }
                == ["Already at the top of the page", "Scrolled down", "Scrolled to the bottom", "Already at the bottom of the page",
                    "Already at the left edge of the page", "Scrolled to the top"])
    }
}

