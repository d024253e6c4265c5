import CommandModel
import Foundation
import Speech
import Testing
import TestSupport
import VoiceBrowser

/// The microphone side of the voice loop: while the browser speaks aloud it must not hear itself.
@Suite struct VoiceInputTests {
    /// Reads every utterance that reached it as "scroll down".
    final class EchoRecognizer: SpeechRecognizer {
        let locale = "en-US"
        let maxTaskDurationMs: Int? = nil
        final class Task: RecognitionTask {
            let handler: (Result<RecognitionResult, SpeechError>) -> Void
            var heard = 0
            init(_ handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) { self.handler = handler }
            func append(_ samples: [Int16]) { heard += samples.count }
            func endAudio() {
                handler(heard > 0 ? .success(RecognitionResult(alternatives: [Transcription(text: "scroll down", confidence: 0.95)], isFinal: true))
                                  : .failure(.noSpeech))
            }
            func cancel() {}
        }
        private(set) var tasks: [Task] = []
        func start(mode: RecognitionMode, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) throws(SpeechError) -> RecognitionTask {
            let t = Task(handler)
            tasks.append(t)
            return t
        }
    }

    func input(recognizer: EchoRecognizer = EchoRecognizer()) -> VoiceInput {
        let pipeline = VoicePipeline(recognizer: recognizer, state: .listening) { _ in (.scroll(.down, amount: nil), 0.95) }
        return VoiceInput(pipeline: pipeline, deliver: { _ in })
    }

    func utterances(_ events: [VoicePipeline.Event]) -> Int { events.filter { if case .utterance = $0 { true } else { false } }.count }

    @Test func whatItHearsWhileSpeakingIsNotListenedTo() async throws {
        let said = try SpokenAudio.speech("scrolled down")
        let audio = Resampler.toInt16(SpokenAudio.pause(ms: 500) + said + SpokenAudio.pause(ms: 1200))
        let recognizer = EchoRecognizer()
        let voice = input(recognizer: recognizer)
        #expect(utterances(try await voice.play(BufferAudioSource(samples: audio))) == 1, "heard when not held")
        voice.hold(true)
        #expect(utterances(try await voice.play(BufferAudioSource(samples: audio))) == 0, "heard itself")
        // Let go: after the echo tail (here inside the leading pause) it listens again.
        voice.hold(false)
        #expect(utterances(try await voice.play(BufferAudioSource(samples: audio))) == 1)
        // The talk key listens over it: the utterance it opens hears the audio.
        voice.hold(true)
        voice.pushToTalk(pressed: true)
        _ = try await voice.play(BufferAudioSource(samples: audio))
        #expect((recognizer.tasks.last?.heard ?? 0) >= said.count, "the talk key's utterance heard \(recognizer.tasks.last?.heard ?? 0) samples")
    }
}
