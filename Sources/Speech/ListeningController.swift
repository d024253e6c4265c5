import CommandModel

/// What the voice bar shows, and what the recognizer listens for.
public enum ListeningState: String, Sendable, Codable, CaseIterable {
    /// The microphone is off; only push-to-talk (or the mic button) listens.
    case off
    /// Only the wake phrase is listened for.
    case asleep
    /// Waiting for a command.
    case listening
    /// Someone is speaking.
    case hearing
    /// An utterance ended; it is being recognized and carried out.
    case working

    /// The recognizer mode this state needs, or nil when nothing should be recognized.
    public var mode: RecognitionMode? {
        switch self {
        case .off: nil
        case .asleep: .wakePhrase
        case .listening, .hearing, .working: .commands
        }
    }
}

/// The listening states and how voice, push-to-talk and the mic button move between them. Pure logic: the voice
/// loop feeds it events and asks it what to listen for.
public struct ListeningController: Sendable, Equatable {
    public enum Event: Sendable, Equatable {
        case wakePhraseHeard
        case speechStarted
        case speechEnded
        /// The utterance made this command (nil: nothing understood).
        case recognized(Command?)
        /// The command was carried out (or failed); back to waiting.
        case done
        case pushToTalkPressed
        case pushToTalkReleased
        /// The microphone button: off ↔ listening.
        case microphoneToggled
        /// A listening command that did not come by voice (typed in the command bar): applies in any state.
        case commanded(ListeningAction)
    }

    public private(set) var state: ListeningState
    /// Where push-to-talk returns to.
    private var beforePushToTalk: ListeningState?
    /// Whether the current utterance came through push-to-talk.
    public var isPushToTalk: Bool { beforePushToTalk != nil }

    public init(state: ListeningState = .asleep) { self.state = state }

    /// Applies an event; returns the new state.
    @discardableResult
    public mutating func handle(_ event: Event) -> ListeningState {
        switch (event, state) {
        case (.commanded(let action), _):
            beforePushToTalk = nil
            pendingResume = nil
            switch action {
            case .sleep: state = .asleep
            case .stop: state = .off
            case .wake: state = .listening
            }
        case (.microphoneToggled, .off):
            state = .listening
        case (.microphoneToggled, _):
            state = .off
            beforePushToTalk = nil
        case (.pushToTalkPressed, _):
            if beforePushToTalk == nil { beforePushToTalk = state == .hearing || state == .working ? .listening : state }
            state = .hearing
        case (.pushToTalkReleased, .hearing) where beforePushToTalk != nil:
            state = .working
        case (.wakePhraseHeard, .asleep):
            state = .listening
        case (.speechStarted, .listening):
            state = .hearing
        case (.speechEnded, .hearing) where beforePushToTalk == nil:
            state = .working
        case (.recognized(let command), .working), (.recognized(let command), .hearing):
            let resume = beforePushToTalk ?? .listening
            beforePushToTalk = nil
            if case .listening(let action)? = command {
                switch action {
                case .sleep: state = .asleep
                case .stop: state = .off
                case .wake: state = .listening
                }
            } else {
                state = command == nil ? resume : .working
                if command != nil { pendingResume = resume }
            }
        case (.done, .working):
            state = pendingResume ?? .listening
            pendingResume = nil
        default:
            break   // events that do not apply in this state change nothing
        }
        return state
    }

    private var pendingResume: ListeningState?
}
