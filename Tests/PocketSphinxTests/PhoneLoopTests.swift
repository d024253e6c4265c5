import Foundation
@testable import PocketSphinx
import Speech
import Testing
import TestSupport

/// The phone loop's own decoder: the context-independent part of the acoustic model scores exactly as the whole
/// model does, and the dither both decoders hear is repeatable.
@Suite struct PhoneLoopTests {
    static let model = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us/en-us")
    static let phoneModel = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us/en-us-phone.lm.bin")
    static let recording = URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/goforward.raw")   // "go forward ten meters"

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-phone-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func readsTheModelsPhonesAsPocketSphinxsOwnConverterDoes() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("mdef.txt")
        let status = try Spawned.run("/usr/bin/pocketsphinx_mdef_convert", ["-text", Self.model.appendingPathComponent("mdef").path, text.path])
        try #require(status == 0)

        let binary = try PhoneLoopModel.definition(of: Self.model.appendingPathComponent("mdef"))
        #expect(try PhoneLoopModel.definition(of: text) == binary)
        #expect(binary.phones.count == 42 && binary.ciSenones == 126)
        #expect(binary.phones.first { $0.name == "AA" } == .init(name: "AA", filler: false, tmat: 2, senones: [6, 7, 8]))
        #expect(binary.phones.filter(\.filler).map(\.name) == ["+NSN+", "+SPN+", "SIL"])
        // The reduced definition reads back as the same phones.
        let reduced = folder.appendingPathComponent("reduced.mdef")
        try PhoneLoopModel.textDefinition(binary).write(to: reduced, atomically: true, encoding: .utf8)
        #expect(try PhoneLoopModel.definition(of: reduced) == binary)
    }

    @Test func theReducedWeightsAreTheWholeModelsFirstSenones() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sendump = Self.model.appendingPathComponent("sendump")
        let whole = try MixtureWeights.readSendump(sendump)
        let file = folder.appendingPathComponent("sendump")
        try PhoneLoopModel.ciSendump(sendump, senones: 126).write(to: file)
        let reduced = try MixtureWeights.readSendump(file)
        #expect(reduced.senones == 126 && reduced.streams == whole.streams && reduced.densities == whole.densities)
        let n = 126 * whole.streams * whole.densities   // senone-major: the first 126 senones
        #expect(reduced.weights == Array(whole.weights[0..<n]))
    }

    @Test func aModelWithoutACompactWeightFileIsNotReduced() throws {
        let folder = try scratch(), model = try scratch()
        defer { [folder, model].forEach { try? FileManager.default.removeItem(at: $0) } }
        try FileManager.default.createSymbolicLink(at: model.appendingPathComponent("mdef"),
                                                   withDestinationURL: Self.model.appendingPathComponent("mdef"))
        #expect(try !PhoneLoopModel.write(from: model, into: folder))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func thePhoneLoopScoresTheSameWithTheReducedModel() throws {
        try #require(FileManager.default.fileExists(atPath: Self.recording.path), "install pocketsphinx-testdata")
        let data = try Data(contentsOf: Self.recording)
        var dither = Dither()
        let samples = dither.apply(data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) })
        let reduced = try PhoneLoopDecoder(acousticModel: Self.model, phoneLanguageModel: Self.phoneModel, arguments: [])
        let whole = try PhoneLoopDecoder(acousticModel: Self.model, phoneLanguageModel: Self.phoneModel, arguments: [], reduce: false)
        #expect(reduced.reducedModel && !whole.reducedModel)
        // Both decode on their own threads at once, as beside the grammar's decoder.
        let a = reduced.decodeWhole(samples), b = whole.decodeWhole(samples)
        let fromReduced = try #require(a.wait()), fromWhole = try #require(b.wait())
        #expect(fromReduced.score == fromWhole.score)
        #expect(fromReduced.path == fromWhole.path)
        #expect(fromReduced.path.filter { !$0.isFiller }.count >= 10, "\(fromReduced.path.map(\.word))")

        // Live: the audio in 100 ms pieces as it arrives, then the end.
        reduced.start()
        stride(from: 0, to: samples.count, by: 1600).forEach { reduced.process(Array(samples[$0..<min(samples.count, $0 + 1600)])) }
        let live = try #require(reduced.finish().wait())
        #expect(live.path.filter { !$0.isFiller }.count >= 10, "\(live.path.map(\.word))")
        // Nothing open: finishing again reads nothing.
        #expect(reduced.finish().wait() == nil)
    }

    @Test func theDitherRaisesAboutOneSampleInFourByOneStepRepeatably() {
        let zeros = [Int16](repeating: 0, count: 40_000)
        var d = Dither()
        let first = d.apply(zeros)
        #expect(first.allSatisfy { $0 == 0 || $0 == 1 })
        let raised = first.filter { $0 == 1 }.count
        #expect(raised > 9_400 && raised < 10_600, "\(raised) of 40000 raised")
        var again = Dither()
        #expect(again.apply(zeros) == first)
        #expect(d.apply(zeros) != first)   // the generator runs on
        var top = Dither()
        #expect(top.apply([Int16](repeating: .max, count: 100)).allSatisfy { $0 == .max })
    }
}
