import ArgumentParser
import Foundation
import PageScripts

struct ScrapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrape",
        abstract: "List what can be clicked or typed into on a page, numbered as the labels show them.",
        discussion: """
            Loads each page in the web engine (under Xvfb when there is no display) and prints its interactive \
            elements in reading order: number, role, accessible name, a CSS selector and the box in CSS pixels \
            relative to the viewport. Without --all only what is in the viewport and not covered is listed. \
            URL may be http(s)://, file:// or a path; several URLs print one JSON document each, one per line. \
            With --offline nothing is fetched from the network: a saved page is read as it is on disk, its remote \
            images, scripts and styles fail at once (as they would with no connection, but without waiting for one).
            """
    )

    @Argument(help: "The page(s): a URL or a file path.") var urls: [String]
    @Flag(name: .long, help: "List elements of the whole page, not only the viewport.") var all = false
    @Flag(name: .long, help: "Print JSON.") var json = false
    @Flag(name: .long, help: "Also list what was left out and why (hidden, disabled, no size, covered).") var explain = false
    @Option(name: .long, help: "Milliseconds to wait after the page loads, for content it adds later (default 0).")
    var settle = 0
    @Flag(name: .long, help: "Fetch nothing from the network (http, https, WebSocket): only local files load.") var offline = false

    func validate() throws {
        if settle < 0 || settle > 60_000 { throw CLIError("--settle must be 0 to 60000 milliseconds") }
    }

    struct Report: Encodable {
        let url: String
        let title: String
        let elements: [PageElement]
        let timings: [String: Double]
        let excluded: [ScrapeResult.Exclusion]?
    }

    func run() throws {
        let pages = try urls.map(PageRunner.url)
        if offline, let remote = pages.first(where: { !$0.isFileURL }) {
            throw CLIError("--offline reads local pages only; \(remote.absoluteString) is on the network")
        }
        let code = try PageRunner.run(fileAccess: pages.contains(where: \.isFileURL), offline: offline) { engine, session in
            for page in pages {
                let start = DispatchTime.now().uptimeNanoseconds
                try await engine.load(page)
                let loadMs = PageRunner.milliseconds(since: start)
                if settle > 0 { try await Task.sleep(nanoseconds: UInt64(settle) * 1_000_000) }
                let result = explain ? try await session.peek(all: all, explain: true) : try await session.scrape(all: all)
                let report = Report(url: result.url, title: result.title, elements: result.elements,
                                    timings: ["loadMs": loadMs, "scrapeMs": result.timings.scrapeMs], excluded: result.excluded)
                if json {
                    print(PageRunner.json(report))
                } else {
                    print("\(report.title) — \(report.url)")
                    for e in report.elements {
                        print(String(format: "%4d  %-12@ %@", e.number, e.role as NSString, e.name as NSString))
                    }
                    for x in report.excluded ?? [] { print("   -  \(x.reason): \(x.selector)") }
                    print("\(report.elements.count) elements, scraped in \(result.timings.scrapeMs) ms")
                }
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
