import Foundation
import TestSupport
import Testing

/// Number badges: one per element in view, never covering each other, next to their element under zoom,
/// RTL and an offset `html`.
@Suite struct LabelTests {
    struct Box { let x, y, w, h: Double }

    static func box(_ o: [String: Any]) -> Box {
        let r = o["rect"] as? [String: Double] ?? [:]
        return Box(x: (r["x"] ?? o["x"] as? Double) ?? 0, y: (r["y"] ?? o["y"] as? Double) ?? 0,
                   w: (r["width"] ?? o["width"] as? Double) ?? 0, h: (r["height"] ?? o["height"] as? Double) ?? 0)
    }

    /// Elements and badges after running `says` on a fixture.
    static func labels(_ name: String, _ says: [String] = ["show numbers"]) throws -> (elements: [[String: Any]], badges: [[String: Any]]) {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/\(name)").path
        let r = try AvanuesProcess.run(["run", page, "--json", "--scrape", "--badges"] + says.flatMap { ["--say", $0] })
        let lines = r.stdout.split(separator: "\n")
        try #require(r.status == 0 && lines.count >= says.count + 2, "\(r.stderr)")
        let scraped = try #require(JSONSerialization.jsonObject(with: Data(lines[says.count].utf8)) as? [String: Any])
        let badges = try #require(JSONSerialization.jsonObject(with: Data(lines[says.count + 1].utf8)) as? [[String: Any]])
        return (scraped["elements"] as? [[String: Any]] ?? [], badges)
    }

    static func overlaps(_ a: Box, _ b: Box) -> Bool {
        a.x < b.x + b.w - 0.5 && a.x + a.w > b.x + 0.5 && a.y < b.y + b.h - 0.5 && a.y + a.h > b.y + 0.5
    }

    /// Each badge sits at its element: its box touches or comes within `slack` px of the element's box.
    static func checkPlacement(_ elements: [[String: Any]], _ badges: [[String: Any]], slack: Double = 24) {
        for badge in badges {
            guard let n = Int(badge["text"] as? String ?? ""), let e = elements.first(where: { $0["number"] as? Int == n }) else {
                Issue.record("badge \(badge) has no element")
                continue
            }
            let b = box(badge), r = box(e)
            let dx = max(r.x - (b.x + b.w), b.x - (r.x + r.w), 0)
            let dy = max(r.y - (b.y + b.h), b.y - (r.y + r.h), 0)
            #expect(dx <= slack && dy <= slack, "badge \(n) at \(b) is far from its element \(r)")
        }
    }

    @Test func denseBadgesNeverCoverEachOther() throws {
        let (elements, badges) = try Self.labels("labels.html")
        #expect(badges.count == elements.count)
        let boxes = badges.map(Self.box)
        for i in boxes.indices {
            for j in boxes.indices where j > i { #expect(!Self.overlaps(boxes[i], boxes[j]), "badges \(i + 1) and \(j + 1) overlap") }
        }
        Self.checkPlacement(elements, badges, slack: 60)
    }

    @Test func rightToLeftBadgesSitAtTheStartOfTheElement() throws {
        let (elements, badges) = try Self.labels("labels.html")
        let link = try #require(elements.first { $0["name"] as? String == "رابط أول" })
        let badge = try #require(badges.first { $0["text"] as? String == "\(link["number"]!)" })
        let l = Self.box(link), b = Self.box(badge)
        #expect(b.x + b.w > l.x + l.w - 4, "RTL badge \(b) should be at the right edge of \(l)")
    }

    @Test func offsetHtmlAndZoomKeepBadgesOnTheirElements() throws {
        let (elements, badges) = try Self.labels("hostile.html")
        Self.checkPlacement(elements, badges)
        let zoomed = try Self.labels("basics.html", ["show numbers", "zoom in", "zoom in"])
        #expect(zoomed.badges.count > 5)
        Self.checkPlacement(zoomed.elements, zoomed.badges)
    }
}
