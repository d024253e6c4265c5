import BrowserCore
import Foundation
import PageScripts
import WebKitGTK

// Scrape time in the real engine: for each page, the first scrape after load, a repeat (best of 3) and `--all`,
// against a bare walk (`querySelectorAll('*')` + `getBoundingClientRect` on every element) timed the same ways.
// All are wall-clock times of one call through the bridge, measured from Swift.
//
// "First" is measured twice, on fresh loads each time:
// - at load: the call is sent the moment the engine reports the load finished. It then waits for whatever the web
//   process still has to do for the page (its first layout and frame, which on a 10,000-element page is tens of
//   milliseconds), so it is noisy; the bare walk at load pays the same wait.
// - shown: the call is sent 300 ms after the load finished, when the page is on screen (what a person sees before
//   saying "show numbers"; `make eval-scraper` reads pages at the same moment). This is the scraper's own cost on a
//   page it has never measured: nothing measured, named or numbered yet.
// Usage: PageBench [--group=NAME] [--repeat=N] PAGE... (under a display or xvfb-run). --repeat loads each page of
// the group N times (a single page's p50 is otherwise one draw). Prints p50/p95 per group and the ratios.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: PageBench [--group NAME] PAGE... [--group NAME PAGE...]\n".utf8))
    exit(2)
}
struct Group { var name: String; var repeats = 1; var pages: [URL] = [] }
var groups: [Group] = []
for a in arguments {
    if a.hasPrefix("--group=") { groups.append(Group(name: String(a.dropFirst(8)))); continue }
    if groups.isEmpty { groups.append(Group(name: "pages")) }
    if a.hasPrefix("--repeat=") {
        guard let n = Int(a.dropFirst(9)), n > 0 else {
            FileHandle.standardError.write(Data("PageBench: --repeat takes a positive number\n".utf8))
            exit(2)
        }
        groups[groups.count - 1].repeats = n
        continue
    }
    groups[groups.count - 1].pages.append(URL(fileURLWithPath: a))
}

struct Sample { let cold, shown, warm, all, bare, bareCold, bareShown: Double }
let shownAfter: UInt64 = 300_000_000

@Sendable func percentile(_ values: [Double], _ p: Double) -> Double {
    let s = values.sorted()
    return s.isEmpty ? 0 : s[min(s.count - 1, Int(Double(s.count - 1) * p + 0.5))]
}

/// Wall-clock milliseconds of one bridge call, as the browser experiences it.
@MainActor func timed(_ body: () async throws -> Void) async throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let bareWalk = """
    (() => { const t = performance.now(); let n = 0;
      for (const el of document.querySelectorAll('*')) { const r = el.getBoundingClientRect(); n += r.width > 0 ? 1 : 0; }
      return String(performance.now() - t); })()
    """

var options = WebKitEngine.Options()
options.fileAccessFromFileURLs = true
let code = MainActor.assumeIsolated {
    PageHost.run(options: options) { engine, session in
        for group in groups {
            var samples: [Sample] = []
            for page in group.pages.flatMap({ Array(repeating: $0, count: group.repeats) }) {
                // Every "first" is on a fresh load, the bare walk's too, so scrape and walk are compared like with like.
                try await engine.load(page)
                let bareCold = try await timed { _ = try await engine.evaluate(bareWalk) }
                try await engine.load(page)
                let cold = try await timed { _ = try await session.scrape() }
                try await engine.load(page)
                try await Task.sleep(nanoseconds: shownAfter)
                let bareShown = try await timed { _ = try await engine.evaluate(bareWalk) }
                try await engine.load(page)
                try await Task.sleep(nanoseconds: shownAfter)
                let shown = try await timed { _ = try await session.scrape() }
                var warm = Double.infinity, all = Double.infinity, bare = Double.infinity
                for _ in 0..<3 {
                    warm = min(warm, try await timed { _ = try await session.scrape() })
                    all = min(all, try await timed { _ = try await session.scrape(all: true) })
                    bare = min(bare, try await timed { _ = try await engine.evaluate(bareWalk) })
                }
                samples.append(Sample(cold: cold, shown: shown, warm: warm, all: all, bare: bare, bareCold: bareCold, bareShown: bareShown))
            }
            func line(_ label: String, _ values: [Double]) -> String {
                String(format: "  %-28@ p50 %7.1f ms   p95 %7.1f ms", label as NSString, percentile(values, 0.5), percentile(values, 0.95))
            }
            func ratio(_ label: String, _ values: [Double]) -> String {
                String(format: "  ratio %@: p50 %.2f  p95 %.2f", label as NSString, percentile(values, 0.5), percentile(values, 0.95))
            }
            print("\(group.name): \(group.pages.count) pages" + (group.repeats > 1 ? ", each loaded \(group.repeats) times" : ""))
            print(line("scrape, first, shown", samples.map(\.shown)))
            print(line("scrape, first, at load", samples.map(\.cold)))
            print(line("scrape, again (viewport)", samples.map(\.warm)))
            print(line("scrape --all", samples.map(\.all)))
            print(line("bare walk, first, shown", samples.map(\.bareShown)))
            print(line("bare walk, first, at load", samples.map(\.bareCold)))
            print(line("bare walk, again", samples.map(\.bare)))
            print(ratio("first scrape / first bare walk, shown", samples.map { $0.shown / $0.bareShown }))
            print(ratio("first scrape / first bare walk, at load", samples.map { $0.cold / $0.bareCold }))
            print(ratio("repeat scrape / repeat bare walk", samples.map { $0.warm / $0.bare }))
        }
    }
}
exit(code)
