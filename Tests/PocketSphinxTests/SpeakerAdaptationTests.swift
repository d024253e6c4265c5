import Foundation
import Testing
@testable import PocketSphinx
@testable import Speech

/// The pieces of speaker adaptation that need no recordings: the model's mixture weights expanded for the tools,
/// the transform file checked before the decoder gets it, and what the aligner reports read right.
@Suite struct SpeakerAdaptationTests {
    static let english = SpeechModel.systemEnglish.appendingPathComponent("en-us")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: english.appendingPathComponent("sendump").path)))
    func mixtureWeightsAreExpandedAndNormalized() throws {
        let table = try MixtureWeights.readSendump(Self.english.appendingPathComponent("sendump"))
        // The stock English model: 5126 senones, three streams, 128 Gaussians per codebook.
        #expect(table.senones == 5126 && table.streams == 3 && table.densities == 128)
        for row in stride(from: 0, to: table.senones * table.streams, by: 997) {
            let w = table.weights[row * table.densities..<(row + 1) * table.densities]
            #expect(abs(w.reduce(0, +) - 1) < 1e-4)
            #expect(w.allSatisfy { $0 > 0 && $0 <= 1 })
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-mixw-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try MixtureWeights.write(table, to: out)
        let data = try Data(contentsOf: out)
        let header = String(decoding: data.prefix(32), as: UTF8.self)
        #expect(header.hasPrefix("s3\nversion 1.0\n"))
        let end = try #require(data.range(of: Data("endhdr\n".utf8)))
        #expect(end.upperBound % 4 == 0)  // the numbers start on a 4-byte boundary
        #expect(data.count == end.upperBound + 4 * 5 + 4 * table.weights.count)
    }

    @Test func aBrokenSendumpIsAClearError() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-sendump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bad) }
        try Data([8, 0, 0, 0, 65, 66, 67]).write(to: bad)
        #expect(throws: SpeechError.self) { try MixtureWeights.readSendump(bad) }
    }

    func transform(streams: [Int]) -> String {
        var lines = ["1", "\(streams.count)"]
        for n in streams {
            lines.append("\(n)")
            for i in 0..<n { lines.append((0..<n).map { $0 == i ? "1.0" : "0.0" }.joined(separator: " ")) }
            lines.append([String](repeating: "0.5", count: n).joined(separator: " "))
            lines.append([String](repeating: "1.0", count: n).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func transformFilesAreChecked() throws {
        #expect(try MLLRTransform(text: transform(streams: [13, 13, 13]), name: "t").streamWidths == [13, 13, 13])
        let good = transform(streams: [13, 13, 13])
        // Cut short, a value that is not a number, two classes: each refused.
        #expect(throws: SpeechError.self) { try MLLRTransform(text: String(good.dropLast(40)), name: "t") }
        #expect(throws: SpeechError.self) { try MLLRTransform(text: good.replacingOccurrences(of: "0.5", with: "nan"), name: "t") }
        #expect(throws: SpeechError.self) { try MLLRTransform(text: "2" + good.dropFirst(), name: "t") }
        #expect(throws: SpeechError.self) { try MLLRTransform(text: good + "1.0\n", name: "t") }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: english.appendingPathComponent("means").path)))
    func anAdaptedModelMustHaveTheStockModelsShape() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-adapted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in AdaptedModel.modelFiles {
            try FileManager.default.copyItem(at: Self.english.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        #expect(try AdaptedModel(folder: folder, base: Self.english) == .model(folder))
        // Means of another size: made from another model.
        try Data(repeating: 0, count: 1000).write(to: folder.appendingPathComponent("means"))
        #expect(throws: SpeechError.self) { try AdaptedModel(folder: folder, base: Self.english) }
        // A transform beside it is what the folder holds then (adapting with mllr writes only that).
        try transform(streams: [13, 13, 13]).write(to: folder.appendingPathComponent("mllr"), atomically: true, encoding: .utf8)
        #expect(try AdaptedModel(folder: folder, base: Self.english) == .transform(folder.appendingPathComponent("mllr")))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("mllr"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("sendump"))
        #expect(throws: SpeechError.self) { try AdaptedModel(folder: folder, base: Self.english) }
    }

    @Test func theAlignersReportIsRead() {
        let log = """
            utt>     1                       u001  312    0   128 22
            ERROR: "backward.c", line 421: Failed to align audio to trancript: final state of the search is not reached
            ERROR: "baum_welch.c", line 324: u002 ignored
            utt>     2                       u002  369    0   192 49
            overall> stats 12432 (-0) -1.818859e+02 -2.261205e+06
            """
        let r = SpeakerAdaptation.BaumWelchLog(log)
        #expect(r.ignored == ["u002"])
        #expect(r.frames == 12432)
        #expect(abs(r.likelihoodPerFrame + 181.8859) < 1e-6)
    }

    /// The recognizer hears "checkbox" as "check" + "box" (the dictionary lacks it); its own readings, learnt from
    /// (`VoiceLearning`), must align the same way rather than fail the whole adaptation.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: english.appendingPathComponent("means").path)))
    func aCompoundWordIsAlignedAsItsTwoWords() throws {
        let model = try SpeechModel.locate(locale: "en-US", directory: nil)
        var texts = [["click", "the", "third", "checkbox"], ["zzqxv"]]
        let (entries, known) = try SpeakerAdaptation.pronunciations(Set(texts.joined()), model: model, texts: &texts)
        #expect(texts == [["click", "the", "third", "check", "box"], ["zzqxv"]])
        #expect(known.isSuperset(of: ["check", "box", "click"]) && !known.contains("zzqxv") && !known.contains("checkbox"))
        #expect(entries.contains { $0.word == "box" } && entries.contains { $0.word == "check" })
    }

    @Test func transcriptsAreSplitIntoDictionaryWords() {
        #expect(SpeakerAdaptation.words("The cat's  hat, on 3 mats!") == ["the", "cat's", "hat", "on", "3", "mats"])
        #expect(PocketSphinxRecognizer.baseWord("read(2)") == "read")
    }
}
