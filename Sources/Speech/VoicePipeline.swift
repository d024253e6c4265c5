import CommandModel
import Foundation

/// Audio → voice activity → recognizer → command, with the listening states.
///
/// Feed it audio as it arrives (any chunk size). When speech starts it opens a recognition task in the mode the
/// listening state needs (wake phrase while asleep, commands while awake) and replays the pre-roll the detector
/// kept; when speech ends the task's final result goes to `understand`, and the listening state follows the
/// command ("go to sleep", "stop listening"). Everything it does is reported as `Event`s with stream times.
public final class VoicePipeline {
    public enum Event: Sendable, Equatable {
        case state(ListeningState)
        case speechStarted(ms: Int)
        case partial(String)
        /// The wake phrase was heard in the utterance that ended at `ms`.
        case woke(ms: Int)
        /// A command utterance: what was heard, the command it made (nil: not understood), where the utterance was,
        /// and when the detector decided it had ended (`endDetectedMs`, stream time).
        case utterance(Heard)
        case error(SpeechError)
    }

    public struct Heard: Sendable, Equatable {
        public var result: RecognitionResult
        public var command: Command?
        public var confidence: Double
        public var startMs: Int
        public var endMs: Int
        public var endDetectedMs: Int
        /// Wall-clock milliseconds from the end being detected to the command being ready.
        public var decodeMs: Double

        public init(result: RecognitionResult, command: Command?, confidence: Double, startMs: Int = 0, endMs: Int = 0,
                    endDetectedMs: Int = 0, decodeMs: Double = 0) {
            self.result = result
            self.command = command
            self.confidence = confidence
            self.startMs = startMs
            self.endMs = endMs
            self.endDetectedMs = endDetectedMs
            self.decodeMs = decodeMs
        }
    }

    public let recognizer: SpeechRecognizer
    public private(set) var listening: ListeningController
    public var vadConfiguration: VoiceActivityDetector.Configuration
    /// Turns a final result into a command and its confidence.
    public let understand: (RecognitionResult) -> (Command?, Double)
    /// Asleep, a result wakes the loop only when it says one of these (lowercased, words separated by spaces).
    public var wakePhrases: [String]
    /// Judges the reading so far when the speaker pauses in a command utterance (nil: every utterance ends after
    /// the detector's usual hangover).
    public var endOfCommand: ((String) -> EndOfCommand)?
    public var endpointing = Endpointing()

    /// How long a pause ends a command utterance, by what was said before it.
    public struct Endpointing: Sendable, Equatable {
        /// When the pause is judged.
        public var judgeAfterMs = 100
        /// A whole command ("click five"): it is over. Off (nil) by default: ending 50 ms sooner cost 8 of 420
        /// commands on the synthesized test set (the decoder hears less of the silence after the last word).
        public var completeMs: Int? = nil
        /// The start of one ("click", "search for"): the rest is probably coming, however slowly it is said.
        public var incompleteMs = 700
        /// While waiting for the rest, judge again this often (nil: judge once).
        public var rejudgeEveryMs: Int? = 100
        public init() {}
    }

    private var vad: VoiceActivityDetector
    private var recentAudio: [Int16] = []
    private var recentStart = 0
    private var task: RecognitionTask?
    private var taskMode: RecognitionMode?
    private var taskStartSample = 0
    private var final: Result<RecognitionResult, SpeechError>?
    private var events: [Event] = []

    public init(recognizer: SpeechRecognizer, state: ListeningState = .listening,
                vad: VoiceActivityDetector.Configuration = .init(), wakePhrases: [String] = ["hey avanues"],
                understand: @escaping (RecognitionResult) -> (Command?, Double)) {
        self.recognizer = recognizer
        self.wakePhrases = wakePhrases
        self.listening = ListeningController(state: state)
        self.vadConfiguration = vad
        self.vad = VoiceActivityDetector(configuration: vad)
        self.understand = understand
    }

    public var state: ListeningState { listening.state }

    /// Feeds audio; returns what happened.
    public func feed(_ samples: [Int16]) -> [Event] {
        events.removeAll()
        guard endOfCommand != nil, !pushToTalkActive else {
            feedPiece(samples)
            return events
        }
        // In frames, so the pause can be judged at the moment it reaches `judgeAfterMs`.
        var i = 0
        while i < samples.count {
            let end = min(samples.count, i + VoiceActivityDetector.frameSamples)
            feedPiece(Array(samples[i..<end]))
            judgePause()
            i = end
        }
        return events
    }

    private static let debug = ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil

    private func judgePause() {
        guard let endOfCommand, vad.isInSpeech, let task, taskMode == .commands, !pushToTalkActive else { return }
        let silence = vad.trailingSilenceMs
        let usual = vad.configuration.hangoverMs
        // Judged when the pause reaches `judgeAfterMs`; while it is kept open for the rest of a command, judged
        // again every `rejudgeEveryMs`: the live best path lags behind the audio, and one that has caught up with
        // the whole command ends the wait.
        let waiting = vad.hangoverMs == endpointing.incompleteMs && silence > endpointing.judgeAfterMs
        let due = silence == endpointing.judgeAfterMs
            || (waiting && endpointing.rejudgeEveryMs.map { (silence - endpointing.judgeAfterMs) % $0 == 0 } == true)
        guard due, let text = task.currentText, !text.isEmpty else { return }
        let verdict = endOfCommand(text)
        if Self.debug {
            let at = SpeechAudio.milliseconds(samples: vad.position)
            FileHandle.standardError.write(Data("pause of \(silence) ms at \(at) ms: \"\(text)\" -> \(verdict)\n".utf8))
        }
        switch verdict {
        case .complete: vad.hangoverMs = endpointing.completeMs ?? usual
        case .incomplete: vad.hangoverMs = endpointing.incompleteMs
        case .unsure: vad.hangoverMs = usual
        }
    }

    private func feedPiece(_ samples: [Int16]) {
        let before = vad.position
        // Keep the last second so a task that starts late can hear the pre-roll.
        recentAudio.append(contentsOf: samples)
        let keep = SpeechAudio.sampleRate
        if recentAudio.count > keep * 2 {
            let drop = recentAudio.count - keep
            recentAudio.removeFirst(drop)
            recentStart += drop
        }
        let vadEvents = vad.process(samples)
        if pushToTalkActive {
            // The key decides where the utterance starts and ends, not the detector.
            appendToTask(from: fedToTask, to: vad.position)
            return
        }
        // Audio up to the first event goes to an open task before events are handled, in order.
        var cursor = before
        for e in vadEvents {
            switch e {
            case .started(let s):
                hearBetween(to: s)
                openTask(at: s)
                // The utterance starts before the frames that told the detector so (its pre-roll): feed from there.
                cursor = s
            case .ended(_, let end):
                appendToTask(from: cursor, to: end)
                cursor = end
                closeTask(end: end)
            case .discarded:
                cancelTask()
            }
        }
        appendToTask(from: cursor, to: vad.position)
        // Held back by the pre-roll and the detector's decision: the frames that start an utterance are the task's.
        let held = SpeechAudio.samples(milliseconds: vad.configuration.preRollMs + 200)
        if task == nil { hearBetween(to: vad.position - held) }
    }

    /// Hands the recognizer the audio no task heard (the pauses), once.
    private func hearBetween(to end: Int) {
        let lo = max(heardBetween, recentStart), hi = min(end, recentStart + recentAudio.count)
        heardBetween = max(heardBetween, end)
        guard lo < hi else { return }
        recognizer.hearBetweenUtterances(Array(recentAudio[(lo - recentStart)..<(hi - recentStart)]))
    }
    private var heardBetween = 0

    /// The end of the stream: an open utterance is finished.
    public func finish() -> [Event] {
        events.removeAll()
        for e in vad.finish() {
            if case .ended(_, let end) = e { appendToTask(from: taskStartSample, to: end, onlyNew: true); closeTask(end: end) }
            if case .discarded = e { cancelTask() }
        }
        cancelTask()
        hearBetween(to: vad.position)
        return events
    }

    /// Push-to-talk: pressing opens a command utterance whatever the state (asleep or off too); releasing ends it
    /// and the command is carried out; the state then returns to what it was.
    public func pushToTalk(pressed: Bool) -> [Event] {
        events.removeAll()
        if pressed {
            guard !pushToTalkActive else { return events }
            cancelTask()
            transition(.pushToTalkPressed)
            pushToTalkActive = true
            openTask(at: vad.position, mode: .commands)
        } else {
            guard pushToTalkActive else { return events }
            pushToTalkActive = false
            transition(.pushToTalkReleased)
            closeTask(end: vad.position)
        }
        return events
    }

    private var pushToTalkActive = false

    /// A listening command that came another way (typed): sleep, wake or stop, whatever the state; an utterance in
    /// progress is dropped.
    public func apply(_ action: ListeningAction) -> [Event] {
        events.removeAll()
        cancelTask()
        pushToTalkActive = false
        transition(.commanded(action))
        return events
    }

    public func toggleMicrophone() -> [Event] {
        events.removeAll()
        transition(.microphoneToggled)
        return events
    }

    // MARK: -

    private var fedToTask = 0

    private func openTask(at start: Int, mode forced: RecognitionMode? = nil) {
        cancelTask()
        guard let mode = forced ?? listening.state.mode else { return }
        final = nil
        do {
            task = try recognizer.start(mode: mode) { [weak self] outcome in
                guard let self else { return }
                if case .success(let r) = outcome, !r.isFinal {
                    if mode == .commands { self.events.append(.partial(r.text)) }
                    return
                }
                self.final = outcome
            }
        } catch {
            events.append(.error(error))
            return
        }
        taskMode = mode
        taskStartSample = start
        fedToTask = start
        if mode == .commands {
            if !pushToTalkActive { transition(.speechStarted) }
            events.append(.speechStarted(ms: SpeechAudio.milliseconds(samples: start)))
        }
    }

    private func appendToTask(from: Int, to: Int, onlyNew: Bool = false) {
        guard let task else { return }
        let lo = max(from, fedToTask, recentStart), hi = min(to, recentStart + recentAudio.count)
        guard lo < hi else { return }
        task.append(Array(recentAudio[(lo - recentStart)..<(hi - recentStart)]))
        fedToTask = hi
        heardBetween = max(heardBetween, hi)
    }

    private func cancelTask() {
        task?.cancel()
        task = nil
        taskMode = nil
    }

    private func closeTask(end: Int) {
        guard let task, let mode = taskMode else { return }
        let clock = ContinuousClock.now
        task.endAudio()
        self.task = nil
        taskMode = nil
        let endMs = SpeechAudio.milliseconds(samples: end)
        switch final {
        case .success(let result)?:
            if mode == .wakePhrase {
                guard saysWakePhrase(result) else { break }
                transition(.wakePhraseHeard)
                events.append(.woke(ms: endMs))
                return
            }
            if !listening.isPushToTalk { transition(.speechEnded) }
            if isWakePhrase(result) {
                // Awake already: the wake phrase is heard as itself (the recognizer may listen for it among the
                // commands), and answered as in the asleep state rather than as a command not understood.
                events.append(.woke(ms: endMs))
                transition(.recognized(nil))
                return
            }
            let (command, confidence) = understand(result)
            let elapsed = ContinuousClock.now - clock
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            events.append(.utterance(Heard(result: result, command: command, confidence: confidence,
                                           startMs: SpeechAudio.milliseconds(samples: taskStartSample), endMs: endMs,
                                           endDetectedMs: SpeechAudio.milliseconds(samples: vad.position), decodeMs: ms)))
            transition(.recognized(command))
            if command != nil { transition(.done) }
        case .failure(let e)?:
            if mode == .commands {
                transition(.speechEnded)
                if e != .noSpeech { events.append(.error(e)) }
                transition(.recognized(nil))
            }
        case nil:
            if mode == .commands { transition(.speechEnded); transition(.recognized(nil)) }
        }
        final = nil
    }

    func saysWakePhrase(_ result: RecognitionResult) -> Bool {
        result.alternatives.contains { t in
            let heard = " " + Self.words(t.text) + " "
            return wakePhrases.contains { heard.contains(" " + $0.lowercased() + " ") }
        }
    }

    /// Whether the best reading is a wake phrase and nothing else.
    func isWakePhrase(_ result: RecognitionResult) -> Bool {
        guard let best = result.alternatives.first else { return false }
        let heard = Self.words(best.text)
        return wakePhrases.contains { $0.lowercased() == heard }
    }

    /// Lowercased words separated by single spaces, punctuation gone.
    static func words(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    private func transition(_ event: ListeningController.Event) {
        let before = listening.state
        listening.handle(event)
        if listening.state != before { events.append(.state(listening.state)) }
    }
}
