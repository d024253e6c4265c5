import Foundation

/// Records one spoken sentence at a time from a stream (reading prompts aloud for speaker adaptation): waits for
/// speech, and ends the recording after a pause long enough to be the end of a sentence rather than a breath.
public struct UtteranceRecorder {
    public var vad: VoiceActivityDetector.Configuration
    /// Shorter utterances (a cough, "um") are not taken as the sentence.
    public var minimumMs: Int
    /// Silence kept after the speech (the detector's pre-roll already keeps some before it): the aligner that learns
    /// from the recording wants the sentence's last sound whole.
    public var paddingMs: Int

    public init(pauseMs: Int = 900, minimumMs: Int = 800, paddingMs: Int = 200) {
        var c = VoiceActivityDetector.Configuration()
        c.hangoverMs = pauseMs
        c.maxSpeechMs = 30_000
        vad = c
        self.minimumMs = minimumMs
        self.paddingMs = paddingMs
    }

    /// The next utterance in `source`, or nil when the source ends first. `timeoutMs` of audio without one is an
    /// error (nothing heard: a muted or wrong microphone).
    public func next(from source: AudioSource, timeoutMs: Int = 20_000) throws(SpeechError) -> [Int16]? {
        var detector = VoiceActivityDetector(configuration: vad)
        var audio: [Int16] = []
        let chunk = SpeechAudio.samples(milliseconds: 20)
        let padding = SpeechAudio.samples(milliseconds: paddingMs)
        var speaking = false
        while let samples = try source.read(maxSamples: chunk) {
            audio += samples
            for event in detector.process(samples) {
                switch event {
                case .started: speaking = true
                case .discarded: speaking = false
                case .ended(let start, let end):
                    speaking = false
                    guard (end - start) >= SpeechAudio.samples(milliseconds: minimumMs) else { continue }
                    return Array(audio[max(0, start)..<min(audio.count, end + padding)])
                }
            }
            if !speaking && audio.count > SpeechAudio.samples(milliseconds: timeoutMs) { throw .noSpeech }
        }
        for case .ended(let start, let end) in detector.finish() where (end - start) >= SpeechAudio.samples(milliseconds: minimumMs) {
            return Array(audio[max(0, start)..<min(audio.count, end)])
        }
        return nil
    }
}
