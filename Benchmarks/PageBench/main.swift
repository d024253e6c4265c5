import BrowserCore
import Foundation
import PageScripts
import WebKitGTK

// Scrape time in the real engine: for each page, the first scrape after load, a repeat (best of 3) and `--all`,
// against a bare walk (`querySelectorAll('*')` + `getBoundingClientRect` on every element) timed the same ways:
// first after a fresh load, and repeated (best of 3). All are wall-clock times of one call through the bridge,
// measured from Swift.
// Usage: PageBench PAGE... (run under a display or xvfb-run). Prints p50/p95 per group and the ratios.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: PageBench [--group NAME] PAGE... [--group NAME PAGE...]\n".utf8))
    exit(2)
}
var groups: [(String, [URL])] = []
for a in arguments {
    if a.hasPrefix("--group=") { groups.append((String(a.dropFirst(8)), [])); continue }
    if groups.isEmpty { groups.append(("pages", [])) }
    groups[groups.count - 1].1.append(URL(fileURLWithPath: a))
}

struct Sample { let cold, warm, all, bare, bareCold: Double }

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
        for (name, pages) in groups {
            var samples: [Sample] = []
            for page in pages {
                // The first query after a load pays for the page's first layout, whatever it is: time the bare walk
                // on a fresh load too, so first scrape and first walk are compared like with like.
                try await engine.load(page)
                let bareCold = try await timed { _ = try await engine.evaluate(bareWalk) }
                try await engine.load(page)
                let cold = try await timed { _ = try await session.scrape() }
                var warm = Double.infinity, all = Double.infinity, bare = Double.infinity
                for _ in 0..<3 {
                    warm = min(warm, try await timed { _ = try await session.scrape() })
                    all = min(all, try await timed { _ = try await session.scrape(all: true) })
                    bare = min(bare, try await timed { _ = try await engine.evaluate(bareWalk) })
                }
                samples.append(Sample(cold: cold, warm: warm, all: all, bare: bare, bareCold: bareCold))
            }
            func line(_ label: String, _ values: [Double]) -> String {
                String(format: "  %-28@ p50 %7.1f ms   p95 %7.1f ms", label as NSString, percentile(values, 0.5), percentile(values, 0.95))
            }
            print("\(name): \(samples.count) pages")
            print(line("scrape, first (viewport)", samples.map(\.cold)))
            print(line("scrape, again (viewport)", samples.map(\.warm)))
            print(line("scrape --all", samples.map(\.all)))
            print(line("bare walk, first", samples.map(\.bareCold)))
            print(line("bare walk, again", samples.map(\.bare)))
            print(String(format: "  ratio first scrape / first bare walk: p50 %.2f  p95 %.2f",
                         percentile(samples.map { $0.cold / $0.bareCold }, 0.5), percentile(samples.map { $0.cold / $0.bareCold }, 0.95)))
            print(String(format: "  ratio repeat scrape / repeat bare walk: p50 %.2f  p95 %.2f",
                         percentile(samples.map { $0.warm / $0.bare }, 0.5), percentile(samples.map { $0.warm / $0.bare }, 0.95)))
            }
    }
}
exit(code)
