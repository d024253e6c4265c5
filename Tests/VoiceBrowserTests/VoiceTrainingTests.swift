import BrowserCore
import CommandModel
import Foundation
import Grammar
import Speech
import Testing
import TestSupport
import VoiceBrowser

/// Voice training in the window, apart from the window: what each thing the microphone heard does.
@MainActor
@Suite struct VoiceTrainingTests {
    let sentences = ["the quick brown fox", "she sells bread", "a cold wind blew"]

    func sentence(ms: Int) -> VoiceInput.Recorded {
        VoiceInput.Recorded(samples: [Int16](repeating: 100, count: SpeechAudio.samples(milliseconds: ms)), speechMs: ms,
                            heard: nil, command: nil, confidence: 0)
    }

    func said(_ text: String, _ command: Command?, confidence: Double) -> VoiceInput.Recorded {
        VoiceInput.Recorded(samples: [], speechMs: 700, heard: text, command: command, confidence: confidence)
    }

    @Test func eachSentenceReadIsKeptInOrderUntilAllAreRead() throws {
        let folder = Scratch.folder("training-\(UUID().uuidString)").appendingPathComponent("recordings.partial")
        let t = VoiceTraining(locale: "en-US", sentences: sentences, folder: folder)
        #expect(t.current == sentences[0] && t.phase == .reading)
        #expect(try t.take(sentence(ms: 1500)) == .kept)
        // A cough is not the sentence: the same one is still up, and says why.
        #expect(try t.take(sentence(ms: 300)) == .tooShort)
        #expect(t.current == sentences[1] && t.detail.contains("too short"))
        // Short utterances that are not "cancel" change nothing (commands are not acted on while reading).
        #expect(try t.take(said("scroll down", .scroll(.down, amount: nil), confidence: 0.99)) == .ignored)
        #expect(try t.take(said("no", nil, confidence: 0.2)) == .ignored)   // not sure enough to stop
        #expect(try t.take(sentence(ms: 2000)) == .kept)
        #expect(t.detail.isEmpty && t.current == sentences[2])
        #expect(try t.take(sentence(ms: 1800)) == .kept)
        #expect(t.phase == .adapting && t.current == nil && !t.isOver)
        #expect(t.recordings.map(\.text) == sentences)
        #expect(t.recordings.map(\.audio.lastPathComponent) == ["01.wav", "02.wav", "03.wav"])
        let second = try WAVFile.load(t.recordings[1].audio)
        #expect(second.sampleRate == SpeechAudio.sampleRate && second.mono.count == SpeechAudio.samples(milliseconds: 2000))
        // Nothing more is taken while adapting; the outcome ends it.
        #expect(try t.take(sentence(ms: 1500)) == .ignored)
        t.finished(.success("Adapted to your voice from 3 sentences"))
        #expect(t.phase == .finished && t.isOver && t.detail == "Adapted to your voice from 3 sentences")
    }

    @Test(arguments: [("cancel", nil as Command?), ("no", nil), ("stop listening", .listening(.stop)), ("go to sleep", .listening(.sleep))])
    func sayingStopEndsIt(text: String, command: Command?) throws {
        let t = VoiceTraining(locale: "en-US", sentences: sentences, folder: Scratch.folder("training-\(UUID().uuidString)"))
        #expect(try t.take(sentence(ms: 1500)) == .kept)
        #expect(try t.take(said(text, command, confidence: 0.8)) == .cancel)
        #expect(t.phase == .cancelled && t.isOver && t.detail.contains("nothing changed"))
        #expect(try t.take(sentence(ms: 1500)) == .ignored)
    }

    @Test func aFailedAdaptationSaysWhy() {
        struct Broken: Error, CustomStringConvertible { var description: String { "only 0 of 3 recordings match their text" } }
        let t = VoiceTraining(locale: "en-US", sentences: sentences, folder: Scratch.folder("training-\(UUID().uuidString)"))
        t.finished(.failure(Broken()))
        #expect(t.phase == .failed && t.detail == "Adapting to your voice failed: only 0 of 3 recordings match their text")
    }

    /// "Forget my voice" asks first, only when something is stored, and only "yes" forgets.
    @Test func forgettingTheVoiceAsksFirst() async throws {
        let engine = FakeEngine(url: "about:blank")
        let browser = Browser(homeURL: nil) { _ in engine }
        await browser.openTab(URL(string: "https://example.org/"))
        let controller = VoiceController(browser: browser, grammar: try CommandGrammar.bundled("en-US"), state: .listening)
        #expect(await controller.submit("forget my voice").outcome.detail.hasPrefix("Voice training is not available"))
        var stored = false, forgotten = 0
        controller.voiceTrainingStored = { stored }
        controller.onForgetVoice = { forgotten += 1; stored = false; return Outcome(ok: true, detail: "Forgot", url: nil) }
        #expect(await controller.submit("forget my voice").outcome.detail == "Nothing learnt of your voice is stored for en-US")
        #expect(controller.confirmation == nil)
        stored = true
        #expect(await controller.submit("reset voice recognition").outcome.detail.hasPrefix("Forget what was learnt of your voice"))
        #expect(await controller.submit("no").outcome.detail == "Kept what was learnt of your voice")
        #expect(forgotten == 0 && stored)
        _ = await controller.submit("forget my voice")
        // Anything but an answer drops the question.
        _ = await controller.submit("scroll down")
        #expect(controller.confirmation == nil)
        _ = await controller.submit("forget my voice")
        #expect(await controller.submit("yes").outcome.detail == "Forgot")
        #expect(forgotten == 1 && !stored)
    }

    /// Misheard three times in a row, the person is told voice training exists (once, and only when it can help).
    @Test func beingMisheardSuggestsVoiceTraining() async throws {
        let engine = FakeEngine(url: "about:blank")
        let browser = Browser(homeURL: nil) { _ in engine }
        await browser.openTab(URL(string: "https://example.org/"))
        var stored = false
        func controller() throws -> VoiceController {
            let c = VoiceController(browser: browser, grammar: try CommandGrammar.bundled("en-US"), state: .listening)
            c.voiceTrainingStored = { stored }
            c.onVoiceTraining = { Outcome(ok: true, detail: "training", url: nil) }
            return c
        }
        func say(_ text: String, _ command: Command? = nil, to c: VoiceController) async -> String {
            let event = VoicePipeline.Event.utterance(.init(result: RecognitionResult(alternatives: [Transcription(text: text, confidence: 0.9)], isFinal: true),
                                                           command: command, confidence: 0.9))
            return await c.handle(event)?.outcome.detail ?? ""
        }
        let c = try controller()
        for _ in 0..<2 { #expect(await say("the aisle", to: c).hasSuffix("say 'help' for what you can say")) }
        // A command understood in between starts the count again.
        _ = await say("help", .help, to: c)
        _ = await say("the aisle", to: c)
        _ = await say("the aisle", to: c)
        #expect(await say("the aisle", to: c).contains("Say 'learn my voice'"))
        // Once a session.
        #expect(await say("the aisle", to: c).hasSuffix("say 'help' for what you can say"))
        // Typed words that are not understood do not count.
        let d = try controller()
        for _ in 0..<4 { #expect(!(await d.submit("sing me a song").outcome.detail.contains("learn my voice"))) }
        // A voice already learnt is not offered training.
        stored = true
        for _ in 0..<4 { #expect(!(await say("the aisle", to: d).contains("learn my voice"))) }
    }
}

