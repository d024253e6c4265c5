import Foundation
import Grammar
@testable import PocketSphinx
import Speech
import Testing

/// The recognizer starts with the pronunciations its grammars use and loads the whole dictionary when free text
/// needs the language model; what it added itself ("avanues", compounds) survives the swap.
@Suite(.serialized) struct RecognizerDictionaryTests {
    static let recording = URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/goforward.raw")   // "go forward ten meters"

    func recognizer() throws -> PocketSphinxRecognizer {
        let grammar = try CommandGrammar.bundled("en-US")
        let exporter = JSGFExporter(grammar: grammar)
        let model = try SpeechModel.locate(locale: "en-US", directory: nil)
        var config = PocketSphinxRecognizer.Configuration(
            model: model, commandGrammar: { exporter.recognitionGrammar(maxNumber: 300, isKnown: $0) }, wakePhrases: ["hey avanues"])
        config.extraWords = ["avanues": ["AE V AH N UW Z", "AE V AH N Y UW Z"]]
        config.pronunciationVariants = .britishOpenA
        return try PocketSphinxRecognizer(config)
    }

    func decode(_ r: PocketSphinxRecognizer, _ mode: RecognitionMode, _ samples: [Int16]) throws -> String {
        var heard: Result<RecognitionResult, SpeechError>?
        let task = try r.start(mode: mode) { if $0.map(\.isFinal) != .success(false) { heard = $0 } }
        task.append(samples)
        task.endAudio()
        return try #require(try heard?.get().text)
    }

    @Test func freeTextLoadsTheWholeDictionaryAndKeepsTheAddedWords() throws {
        try #require(FileManager.default.fileExists(atPath: Self.recording.path), "install pocketsphinx-testdata")
        let data = try Data(contentsOf: Self.recording)
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let r = try recognizer()
        // Grammar words and what was added are there; a word only free text uses is not, yet.
        #expect(r.knows("forward") && r.knows("avanues") && r.knows("avanues(2)") && r.knows("checkbox"))
        #expect(r.knows("back(2)") && r.knows("tab(2)"))   // the British "a"
        #expect(!r.knows("meters"))
        #expect(try decode(r, .commands, samples).hasPrefix("go forward"))

        let dictated = try decode(r, .dictation, samples)
        #expect(dictated.contains("forward") && dictated.contains("meters"), "dictation heard '\(dictated)'")
        #expect(r.knows("meters") && r.knows("avanues") && r.knows("avanues(2)") && r.knows("checkbox"))
        #expect(r.knows("back(2)") && r.knows("tab(2)"))
        // The grammar search still works after the dictionary was swapped under it.
        #expect(try decode(r, .commands, samples).hasPrefix("go forward"))
    }

    /// Page names: only those whose words the dictionary has (looked up on demand), once each, letters only; names
    /// given while an utterance is heard wait for the next one; the page's words survive the whole dictionary's load.
    @Test func pageNamesAreHeardFromTheNextUtteranceOn() throws {
        try #require(FileManager.default.fileExists(atPath: Self.recording.path), "install pocketsphinx-testdata")
        let samples = try Data(contentsOf: Self.recording).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let r = try recognizer()
        #expect(!r.knows("subscribe"))
        #expect(r.hearablePageNames(["Subscribe", "Accept all!", "subscribe", "Qwxzzy", "", "Terms of use"]) == ["subscribe", "accept all", "terms of use"])
        #expect(r.knows("subscribe"))
        var heard: Result<RecognitionResult, SpeechError>?
        let task = try r.start(mode: .commands) { if $0.map(\.isFinal) != .success(false) { heard = $0 } }
        r.setPageNames(["Subscribe"])
        #expect(!r.hasPageSearch && r.pendingPageNames == ["Subscribe"], "not while an utterance is heard")
        task.append(samples)
        task.endAudio()
        #expect(try heard?.get().text.hasPrefix("go forward") == true)
        _ = try decode(r, .commands, samples)
        #expect(r.hasPageSearch && r.pendingPageNames == nil && r.pagePhrases == ["subscribe"])
        _ = try decode(r, .dictation, samples)   // the whole dictionary, every search rebuilt
        #expect(try decode(r, .commands, samples).hasPrefix("go forward"))
    }

    @Test func variantsAreNumberedAfterTheWordsOwnAlternatives() {
        let entries: [(word: String, phones: String)] = [
            ("last", "L AE S T"), ("last(2)", "L AE S"), ("tab", "T AE B"), ("cat(3)", "K AE T"), ("go", "G OW"),
            ("ant", "AE N T"), ("ant(2)", "AA N T"),
        ]
        let added = PronunciationVariants.britishOpenA.added(to: entries)
        #expect(added.map(\.word) == ["last(3)", "last(4)", "tab(2)", "cat(4)"])
        #expect(added.map(\.phones) == ["L AA S T", "L AA S", "T AA B", "K AA T"])
    }

    @Test func onlyTheAskedEntriesAreReadAlternativesIncluded() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("avanues-test-\(UUID().uuidString).dict")
        defer { try? FileManager.default.removeItem(at: file) }
        try "a AH\na(2) EY\nread R IY D\nread(2) R EH D\nreading R IY D IH NG\nzoom Z UW M # a comment\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let entries = try PronunciationFile(url: file).entries(for: ["read", "zoom", "missing"])
        #expect(entries.map(\.word) == ["read", "read(2)", "zoom"])
        #expect(entries.map(\.phones) == ["R IY D", "R EH D", "Z UW M"])
    }
}
