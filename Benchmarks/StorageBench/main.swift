import Foundation
import Storage

// History at scale: 100,000 visits inserted in batches, then searched. Prints one JSON object.
// Usage: StorageBench [visits] [batch]
let args = CommandLine.arguments
let total = args.count > 1 ? Int(args[1]) ?? 100_000 : 100_000
let batch = args.count > 2 ? Int(args[2]) ?? 1_000 : 1_000

let words = """
    running shoes weather recipes news wikipedia travel music football garden python swift linux browser voice
    history science health money market train flight hotel museum library school university bicycle mountain river
    coffee bread cheese camera phone laptop keyboard guitar piano movie series podcast jobs housing rent energy solar
    climate election city council festival concert theatre painting poetry novel chemistry biology physics algebra
    """.split(whereSeparator: \.isWhitespace).map(String.init)
let hosts = (0..<400).map { "site\($0).\(["com", "org", "net", "de", "es", "fr", "in"][$0 % 7])" }
var rng = SystemRandomNumberGenerator()
@MainActor func pick() -> String { words[Int.random(in: 0..<words.count, using: &rng)] }

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-storage-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let store = try BrowserStore(folder: folder)
let start = Date(timeIntervalSince1970: 1_800_000_000)

var sizeAt10k: Int64 = 0
@MainActor func fileSize() -> Int64 {
    ["", "-wal"].reduce(Int64(0)) { sum, s in
        sum + ((try? FileManager.default.attributesOfItem(atPath: store.databaseURL.path + s)[.size] as? NSNumber)?.int64Value ?? 0)
    }
}

var inserted = 0
let t0 = DispatchTime.now().uptimeNanoseconds
while inserted < total {
    let n = min(batch, total - inserted)
    let visits = (0..<n).map { k -> Visit in
        let i = inserted + k
        let path = "\(pick())-\(pick())/\(i)"
        return Visit(url: "https://www.\(hosts[i % hosts.count])/\(path)?ref=\(pick())",
                     title: "\(pick().capitalized) \(pick()) and \(pick()) — \(hosts[i % hosts.count])",
                     at: start.addingTimeInterval(Double(i)))
    }
    try store.recordVisits(visits)
    inserted += n
    if inserted == 10_000 {
        try store.checkpoint()
        sizeAt10k = fileSize()
    }
}
let insertSeconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9

var latencies: [Double] = []
var hits = 0
for q in 0..<300 {
    let query: String
    switch q % 3 {
    case 0: query = pick()
    case 1: query = "\(pick()) \(pick())"
    default: query = String(pick().prefix(4))
    }
    let s = DispatchTime.now().uptimeNanoseconds
    hits += try store.searchHistory(query, limit: 20).count
    latencies.append(Double(DispatchTime.now().uptimeNanoseconds - s) / 1e6)
}
latencies.sort()
@MainActor func pct(_ p: Double) -> Double { latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))] }
// Forgetting part of it: one site's pages (1 of 400 hosts), then the last hour's visits (one a second).
func timed(_ body: () throws -> Int) rethrows -> (ms: Double, pages: Int) {
    let s = DispatchTime.now().uptimeNanoseconds
    let n = try body()
    return ((Double(DispatchTime.now().uptimeNanoseconds - s) / 1e4).rounded() / 100, n)
}
try store.close()
let finalSize = fileSize()
let reopened = try BrowserStore(folder: folder)
let lastVisit = start.addingTimeInterval(Double(total - 1))
let site = try timed { try reopened.forgetSite(hosts[7]) }
let hour = try timed { try reopened.forgetVisits(since: lastVisit.addingTimeInterval(-3599)) }
try reopened.close()
let result: [String: Any] = [
    "visits": total, "batch": batch,
    "insert_visits_per_second": Int(Double(total) / insertSeconds),
    "search_ms_p50": (pct(0.5) * 100).rounded() / 100, "search_ms_p95": (pct(0.95) * 100).rounded() / 100,
    "search_ms_max": (latencies.last! * 100).rounded() / 100, "mean_hits": hits / latencies.count,
    "bytes_for_first_10k_visits": sizeAt10k, "bytes_per_10k_visits_at_100k": finalSize * 10_000 / Int64(total),
    "forget_site_ms": site.ms, "forget_site_pages": site.pages, "forget_last_hour_ms": hour.ms, "forget_last_hour_pages": hour.pages,
]
print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
