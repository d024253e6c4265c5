import Foundation
import Grammar

// Grammar matching throughput: utterances parsed per second on one thread, locales mixed, plus per-utterance
// latency percentiles and grammar load times. Input: a folder of <locale>.jsonl case files ({"say": …} per line).

let arguments = CommandLine.arguments.dropFirst()
let folder = arguments.first(where: { !$0.hasPrefix("--") }) ?? "Tests/CLITests/Cases"
let showSlowest = arguments.contains("--slowest")
var corpus: [(CommandGrammar, String)] = []
var loadTimes: [String] = []
for locale in SupportedLocale.all {
    let start = DispatchTime.now()
    let grammar = try CommandGrammar.bundled(locale)
    let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    loadTimes.append("\(locale) \(String(format: "%.1f", ms)) ms")
    let path = "\(folder)/\(locale).jsonl"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(1)
    }
    for line in text.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        if let say = object?["say"] as? String { corpus.append((grammar, say)) }
    }
}
// Interleave locales so the run is mixed, as a multilingual household would be.
var generator = SystemRandomNumberGenerator()
corpus.shuffle(using: &generator)

var sink = 0
for (g, u) in corpus { sink &+= g.interpret(u).alternatives.count }  // warm-up

var latencies: [Double] = []
let budget: UInt64 = 3_000_000_000
let start = DispatchTime.now().uptimeNanoseconds
var parsed = 0
while DispatchTime.now().uptimeNanoseconds - start < budget {
    for (g, u) in corpus {
        let t0 = DispatchTime.now().uptimeNanoseconds
        sink &+= g.interpret(u).best == nil ? 0 : 1
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1000)
        parsed += 1
    }
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
latencies.sort()
let sorted = latencies
func pct(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
print("grammar matching: \(corpus.count) distinct utterances in 5 locales, \(parsed) parses in \(String(format: "%.2f", seconds)) s")
print(String(format: "throughput: %.0f utterances/s (single thread)", Double(parsed) / seconds))
print(String(format: "latency per utterance: p50 %.1f µs, p95 %.1f µs, p99 %.1f µs", pct(0.5), pct(0.95), pct(0.99)))
print("grammar load: " + loadTimes.joined(separator: ", "))
if showSlowest {
    var each: [(Double, String)] = []
    for (g, u) in corpus {
        let t0 = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<50 { sink &+= g.interpret(u).alternatives.count }
        each.append((Double(DispatchTime.now().uptimeNanoseconds - t0) / 50_000, "\(g.locale) \(u)"))
    }
    for (us, u) in each.sorted(by: { $0.0 > $1.0 }).prefix(15) { print(String(format: "%8.1f µs  ", us) + u) }
}
if sink == -1 { print(sink) }
