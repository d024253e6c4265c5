import Testing
@testable import Speech

/// An engine that accepts 1 s per task, and speech that runs across those limits.
@Suite struct ContinuousSessionTests {
    struct Script {
        var audio: [Int16] = []
        var spoken: [String] = []
        /// Utterance bounds in samples, as the voice activity detector would report them.
        var utterances: [Range<Int>] = []

        mutating func pause(_ ms: Int) { audio += [Int16](repeating: 0, count: SpeechAudio.samples(milliseconds: ms)) }

        mutating func utterance(_ words: [(id: Int, ms: Int)], gapMs: Int = 50) {
            let start = audio.count
            for (n, w) in words.enumerated() {
                if n > 0 { pause(gapMs) }
                audio += [Int16](repeating: Int16(w.id * 1000), count: SpeechAudio.samples(milliseconds: w.ms))
                spoken.append("w\(w.id)")
            }
            utterances.append(start..<audio.count)
        }
    }

    /// Feeds the audio in 20 ms chunks, telling the session where utterances start and end.
    func run(_ script: Script, limitMs: Int, chunkMs: Int = 20) throws -> (words: [String], restarts: Int) {
        let engine = FakeRecognizer(maxTaskDurationMs: limitMs)
        var finals: [ContinuousSession.Final] = []
        let session = ContinuousSession(recognizer: engine, mode: .commands, restartMarginMs: 300) { finals.append($0) }
        let chunk = SpeechAudio.samples(milliseconds: chunkMs)
        var i = 0
        while i < script.audio.count {
            let end = min(script.audio.count, i + chunk)
            for u in script.utterances where u.lowerBound >= i && u.lowerBound < end { session.speechStarted() }
            try session.append(Array(script.audio[i..<end]))
            for u in script.utterances where u.upperBound > i && u.upperBound <= end { session.speechEnded() }
            i = end
        }
        session.finish()
        let words = finals.sorted { $0.streamOffsetMs < $1.streamOffsetMs }.flatMap { $0.result.text.split(separator: " ").map(String.init) }
        return (words, session.restarts)
    }

    @Test func wordsAcrossTheSeamAreHeardOnce() throws {
        var s = Script()
        s.pause(300)
        // Utterances of several words; the 1 s task limit falls in the middle of words again and again.
        s.utterance([(1, 250), (2, 300), (3, 200)])
        s.pause(120)
        s.utterance([(4, 400), (5, 350)])
        s.pause(90)
        s.utterance([(6, 300), (7, 300), (8, 250)])
        s.pause(400)
        s.utterance([(9, 500)])
        s.pause(200)
        let result = try run(s, limitMs: 1000)
        #expect(result.restarts >= 3)
        #expect(result.words == s.spoken)
    }

    @Test func longSilencesRestartQuietly() throws {
        var s = Script()
        for id in 1...6 {
            s.pause(700)
            s.utterance([(id, 300)])
        }
        s.pause(500)
        let result = try run(s, limitMs: 1500)
        #expect(result.restarts >= 3)
        #expect(result.words == s.spoken)
    }

    @Test func theFakeEngineReallyLosesAudioPastItsLimit() {
        // The check above means something only if the engine drops audio: one task given everything loses words.
        var s = Script()
        s.pause(300)
        s.utterance([(1, 400), (2, 400), (3, 400)])
        s.pause(200)
        let engine = FakeRecognizer(maxTaskDurationMs: 1000)
        var text = ""
        let task = try! engine.start(mode: .commands) { if case .success(let r) = $0 { text = r.text } }
        task.append(s.audio)
        task.endAudio()
        #expect(text == "w1")
    }

    @Test func unlimitedEnginesAreNeverRestarted() throws {
        var s = Script()
        s.utterance([(1, 300), (2, 300)])
        s.pause(3000)
        let engine = FakeRecognizer()
        var finals = 0
        let session = ContinuousSession(recognizer: engine, mode: .commands) { _ in finals += 1 }
        try session.append(s.audio)
        session.finish()
        #expect(session.restarts == 0 && engine.tasks.count == 1 && finals == 1)
    }
}
