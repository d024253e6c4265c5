import BrowserCore
import CloudUnderstanding
import CommandModel
import Foundation
import Grammar
import NLU
import Speech
import SpeechCommands

/// What the voice bar shows: the listening state, the words heard (live while speaking), the command understood
/// and what came of it.
public struct VoiceBar: Codable, Equatable, Sendable {
    public var state: ListeningState
    public var transcript = ""
    public var command = ""
    public var result = ""
    /// Whether the last command worked (nil before any).
    public var ok: Bool?

    public init(state: ListeningState) { self.state = state }

    public var stateText: String {
        switch state {
        case .off: "Microphone off"
        case .asleep: "Asleep — say the wake phrase"
        case .listening: "Listening"
        case .hearing: "Hearing…"
        case .working: "Working…"
        }
    }

    /// The feedback line: the command's result, or what is going on.
    public var feedback: String { result }
}

/// One command carried out, typed or spoken: as the window's test interface and the benchmarks report it.
public struct CommandReport: Encodable, Sendable {
    public var event = "command"
    public var via: String
    public var utterance: String
    public var command: Command?
    public var outcome: Outcome
    /// parseMs: words → command; actionMs: command → action done.
    public var timings: [String: Double]
}

/// The voice loop's decisions, shared by the front ends: words (typed or recognized) → command → browser → what
/// the voice bar says. Runs on the main actor; audio work happens in `VoiceInput` on its own queue.
@MainActor
public final class VoiceController {
    public let browser: Browser
    public private(set) var grammar: CommandGrammar
    public private(set) var understanding: CommandUnderstanding
    public private(set) var bar: VoiceBar
    /// The wake phrase as the bar names it.
    public var wakePhrase = "hey avanues"
    /// The help text for the current locale when it is shown, nil when hidden.
    public private(set) var help: String?

    public var onBar: (@MainActor (VoiceBar) -> Void)?
    public var onHelp: (@MainActor (String?) -> Void)?
    /// The person asked for another language ("speak spanish"); the front end switches grammar and recognizer.
    public var onLocaleRequest: (@MainActor (String) -> Void)?
    /// "Adapt to my voice": the window starts reading sentences aloud (nil: this browser cannot).
    public var onVoiceTraining: (@MainActor () async -> Outcome)?
    /// "Forget my voice": whether an adaptation is stored, and dropping it (asked first).
    public var voiceTrainingStored: (@MainActor () -> Bool)?
    public var onForgetVoice: (@MainActor () async -> Outcome)?
    /// Spoken feedback (nil: visual only).
    public var speak: (@MainActor (String) -> Void)?
    /// Listening commands that were typed go to the audio side.
    public var applyListening: (@MainActor (ListeningAction) -> Void)?
    /// Every command carried out.
    public var onReport: (@MainActor (CommandReport) -> Void)?
    /// The opt-in cloud model, asked when nothing on the device understood (nil: off, nothing leaves the device).
    public var cloud: CloudFallback?
    /// History, bookmarks, the tab session and downloads (nil: this window keeps nothing, as with --ephemeral).
    public var memory: BrowserMemory?
    /// A question asked and waiting for "yes" or "no" (clearing history asks first).
    public internal(set) var confirmation: Confirmation?
    /// While a page command runs: told of a question the page asks, so that the command returns it (`untilAsked`).
    var waiting: (id: Int, tell: @MainActor (PageDialog) -> Void)?
    var waits = 0
    /// Messages a page showed while a command ran, said with its outcome (by the command's `waiting` id).
    var pageSaid: [Int: [String]] = [:]

    public enum Confirmation: Equatable, Sendable {
        case forgetVoice
        /// Clearing the history: all of it, or of a recent period or some pages (`Command.history`'s slots).
        case clearHistory(query: String?, period: HistoryPeriod?)
        /// A bookmark, by the name it was asked for (nil: the page's own).
        case removeBookmark(name: String?)
        /// "Did you mean …?": a reading of free phrasing not sure enough to act on without asking.
        case didYouMean(Command)
        /// A page's `confirm`, `prompt` or leave-page question; the page waits for the answer.
        case page(PageDialog)
    }

    /// `model`: the on-device model of free phrasing for the grammar's locale (nil: the grammar alone).
    public init(browser: Browser, grammar: CommandGrammar, model: Understander? = nil, state: ListeningState = .off) {
        self.browser = browser
        self.grammar = grammar
        self.understanding = CommandUnderstanding(grammar: grammar, model: model)
        self.bar = VoiceBar(state: state)
        browser.onDialog = { [weak self] dialog in self?.pageAsked(dialog) }
    }

    public func setGrammar(_ grammar: CommandGrammar, model: Understander? = nil) {
        self.grammar = grammar
        understanding = CommandUnderstanding(grammar: grammar, model: model)
        if help != nil { showHelp(true) }
    }

    func update(_ change: (inout VoiceBar) -> Void) {
        change(&bar)
        onBar?(bar)
    }

    /// Tells the person something on the bar without a command (a load error, a locale without speech models).
    public func notice(_ text: String, ok: Bool = true) {
        update { $0.result = text; $0.ok = ok }
    }

    // MARK: typed

    /// A command typed in the command bar: the same understanding and execution as a spoken one.
    @discardableResult
    public func submit(_ text: String) async -> CommandReport {
        let t0 = ContinuousClock.now
        let understood = understanding.chain.interpret(text)
        var reading = understood.best
        var suggested: Command?, named: Command?
        if understood.declined == nil, confirmation == nil || Self.answer(text) == nil {
            // The name of a thing on the page, said as seen, or what one of its fields holds, before a visit to a place
            // nobody knows or the model's reading; then asking the person comes before asking the cloud: nothing leaves
            // the device for a question.
            named = await browser.onThePage(text, over: reading?.command, readByModel: reading?.source == .nlu || reading?.guessed == true,
                                            alternatives: understood.alternatives.map(\.command), writing: grammar.table.writingAddresses,
                                            numbers: { grammar.numbers.cardinal($0.map(Normalizer.fold)[...]) })
            if named != nil { reading = nil }
            if reading == nil, named == nil, grammar.asksAgain(text) { return await again(text, via: "typed", parseMs: Self.ms(since: t0)) }
            if reading == nil, named == nil { suggested = understanding.chain.suggestion(text)?.command }
            if reading == nil, named == nil, suggested == nil { reading = await askCloud(text) }
        }
        let parseMs = Self.ms(since: t0)
        let command = reading?.command ?? named
        let rest = reading != nil && reading == understood.best ? understood.then.map(\.command) : []
        update { $0.transcript = text; $0.command = command.map(Self.summary) ?? "" }
        return await performSteps(command, then: rest, heard: text, via: "typed", parseMs: parseMs, declined: understood.declined?.command,
                                  suggested: suggested)
    }

    // MARK: spoken

    /// Applies what the audio side reported; returns a report when a command was carried out.
    @discardableResult
    public func handle(_ event: VoicePipeline.Event) async -> CommandReport? {
        switch event {
        case .state(let s):
            update { $0.state = s }
        case .speechStarted:
            update { $0.transcript = "…"; $0.command = "" }
        case .partial(let text):
            update { $0.transcript = text + " …" }
        case .woke:
            update { $0.result = "Awake — say a command"; $0.ok = true }
            speak?("Yes?")
        case .error(let e):
            update { $0.result = e.description; $0.ok = false }
        case .utterance(let heard):
            let text = heard.result.text
            var command = heard.command
            // The pipeline gives no command for words that say not to do one; they are not for the cloud model either.
            let declined = command == nil && !text.isEmpty ? understanding.chain.interpret(text).declined?.command : nil
            var suggested: Command?
            if declined == nil, !text.isEmpty, confirmation == nil || Self.answer(text) == nil {
                if let named = await browser.onThePage(text, over: command, writing: grammar.table.writingAddresses,
                                                       numbers: { grammar.numbers.cardinal($0.map(Normalizer.fold)[...]) }) { command = named }
            }
            if command == nil, declined == nil, grammar.asksAgain(text) { return await again(text, via: "voice", parseMs: heard.decodeMs) }
            if command == nil, declined == nil, !text.isEmpty, confirmation == nil || Self.answer(text) == nil {
                suggested = understanding.chain.suggestion(text)?.command
                if command == nil, suggested == nil { command = await askCloud(text)?.command }
            }
            let rest = command == heard.command ? stepsAfter(command, in: text) : []
            update { $0.transcript = text; $0.command = command.map(Self.summary) ?? "" }
            return await performSteps(command, then: rest, heard: text, via: "voice", parseMs: heard.decodeMs, declined: declined,
                                      suggested: suggested)
        }
        return nil
    }

    /// The cloud model's reading, when the person turned it on; failures are said on the bar, never acted on.
    func askCloud(_ text: String) async -> Reading? {
        guard let cloud, cloud.settings.enabled else { return nil }
        update { $0.result = "Asking the cloud model…"; $0.ok = nil }
        let elements = (try? await browser.activeTab?.session.peek(all: true).elements) ?? []
        let page = CloudFallback.PageSummary(title: browser.activeTab?.engine.title, elements: elements)
        do {
            return try await cloud.understand(text, locale: grammar.locale, page: page)
        } catch {
            update { $0.result = "\(error)"; $0.ok = false }
            return nil
        }
    }

    // MARK: carrying out

    /// A command from a button, a key or the driver: carried out and shown like a spoken one.
    @discardableResult
    public func perform(command: Command, heard: String, via: String) async -> CommandReport {
        update { $0.transcript = heard; $0.command = Self.summary(command) }
        return await perform(command, heard: heard, via: via, parseMs: 0)
    }

    /// `again`: the person asked for the last command once more; `command` is that one (nil: there is none yet).
    func perform(_ command: Command?, heard: String, via: String, parseMs: Double, declined: Command? = nil,
                 suggested: Command? = nil, again: Bool = false) async -> CommandReport {
        let t1 = ContinuousClock.now
        let outcome: Outcome
        let asked = confirmation
        confirmation = nil   // anything but an answer drops the question
        if case .page(let dialog)? = asked, Self.answer(heard) == nil { dialog.answer(false) }   // the page must not wait on
        var notUnderstood = false
        var done = command
        if let asked, let yes = Self.answer(heard) {
            if case .didYouMean(let meant) = asked, yes { done = meant }
            outcome = await confirm(asked, yes)
        } else if let command {
            outcome = await execute(command, typed: via == "typed")
            if outcome.ok, command.isRepeatable { lastRepeatable = command }
        } else if again {
            outcome = Outcome(ok: false, detail: "Nothing to do again yet — say a command first", url: browser.activeTab?.engine.currentURL)
        } else if let declined {
            outcome = Outcome(ok: true, detail: "Not doing it — you said not to: \(Self.summary(declined))",
                              url: browser.activeTab?.engine.currentURL)
        } else if let suggested {
            confirmation = .didYouMean(suggested)
            outcome = Outcome(ok: true, detail: "Did you mean: \(Self.summary(suggested))? Say 'yes' or 'no'",
                              url: browser.activeTab?.engine.currentURL)
        } else if heard.trimmingCharacters(in: .whitespaces).isEmpty {
            outcome = Outcome(ok: false, detail: "Nothing heard — try again", url: browser.activeTab?.engine.currentURL)
        } else {
            notUnderstood = true
            outcome = Outcome(ok: false, detail: "Not understood: \"\(heard)\" — " + (suggestsVoiceTraining(via: via)
                                  ? "having trouble? Say 'learn my voice' and read a few sentences: I will learn how you speak"
                                  : "say 'help' for what you can say"),
                              url: browser.activeTab?.engine.currentURL)
        }
        if via == "voice" { misheard = notUnderstood ? misheard + 1 : 0 }
        let actionMs = Self.ms(since: t1)
        update { $0.result = outcome.detail; $0.ok = outcome.ok }
        speak?(outcome.detail)
        let report = CommandReport(via: via, utterance: heard, command: done, outcome: outcome,
                                   timings: ["parseMs": Self.rounded(parseMs), "actionMs": Self.rounded(actionMs)])
        onReport?(report)
        return report
    }

    /// The last command carried out that "again" repeats.
    public private(set) var lastRepeatable: Command?

    /// "Again": the last command once more, shown and carried out as if said (or, with none yet, why nothing is done).
    func again(_ heard: String, via: String, parseMs: Double) async -> CommandReport {
        update { $0.transcript = heard; $0.command = lastRepeatable.map(Self.summary) ?? "" }
        return await perform(lastRepeatable, heard: heard, via: via, parseMs: parseMs, again: true)
    }

    /// Spoken utterances not understood in a row. The third (once a session) suggests voice training, when the
    /// window has it and nothing is learnt of this voice yet: the person being misheard may not know it can be fixed.
    private var misheard = 0
    private var suggestedTraining = false

    private func suggestsVoiceTraining(via: String) -> Bool {
        guard via == "voice", misheard + 1 >= 3, !suggestedTraining, onVoiceTraining != nil,
              voiceTrainingStored?() == false else { return false }
        suggestedTraining = true
        return true
    }

    /// "yes" or "no" in any of the five languages (nil: neither).
    static func answer(_ text: String) -> Bool? { Answers.read(text) }

    func confirm(_ question: Confirmation, _ yes: Bool) async -> Outcome {
        switch question {
        case .removeBookmark(let name):
            guard yes, let memory else {
                return Outcome(ok: true, detail: "Kept the bookmark", url: browser.activeTab?.engine.currentURL)
            }
            return await memory.bookmark(.remove, name: name)
        case .clearHistory(let query, let period):
            guard yes, let memory else {
                return Outcome(ok: true, detail: "Kept your history", url: browser.activeTab?.engine.currentURL)
            }
            return memory.clearHistory(query: query, period: period)
        case .page(let dialog):
            dialog.answer(yes)
            return Outcome(ok: true, detail: yes ? "Answered yes" : "Answered no", url: browser.activeTab?.engine.currentURL)
        case .didYouMean(let command):
            guard yes else {
                return Outcome(ok: true, detail: "Not doing it — say it another way, or 'help' for what you can say",
                               url: browser.activeTab?.engine.currentURL)
            }
            update { $0.command = Self.summary(command) }
            return await execute(command, typed: false)
        case .forgetVoice:
            guard yes, let onForgetVoice else {
                return Outcome(ok: true, detail: "Kept what was learnt of your voice", url: browser.activeTab?.engine.currentURL)
            }
            return await onForgetVoice()
        }
    }

    func execute(_ command: Command, typed: Bool) async -> Outcome {
        let url = browser.activeTab?.engine.currentURL
        switch command.intent {
        case .bookmark, .history, .download:
            guard let memory else {
                return Outcome(ok: false, detail: "This window keeps no browser data (it was started with --ephemeral)", url: url)
            }
            if case .history(.clear, let query, let period) = command {
                guard let question = memory.clearingQuestion(query: query, period: period) else {
                    return memory.clearHistory(query: query, period: period)
                }
                confirmation = .clearHistory(query: query, period: period)
                return Outcome(ok: true, detail: "\(question) Say 'yes' to clear it, or 'no' to keep it", url: url)
            }
            // A bookmark removed by a misheard command would be gone for good: the browser names it and asks first.
            if case .bookmark(.remove, let name, _) = command, let title = memory.bookmarkToRemove(named: name) {
                confirmation = .removeBookmark(name: name)
                return Outcome(ok: true, detail: "Remove the bookmark '\(title)'? Say 'yes' to remove it, or 'no' to keep it", url: url)
            }
            if let outcome = await memory.execute(command, articles: grammar.table.articles) { return outcome }
        default: break
        }
        switch command {
        case .help:
            showHelp(help == nil)
            return Outcome(ok: true, detail: help == nil ? "Help closed" : "Here is what you can say — say 'help' again to close it", url: url)
        case .listening(let action):
            if typed { applyListening?(action) }
            switch action {
            case .sleep: return Outcome(ok: true, detail: "Going to sleep — say '\(wakePhrase)' to wake me", url: url)
            case .wake: return Outcome(ok: true, detail: "Listening", url: url)
            case .stop: return Outcome(ok: true, detail: "Microphone off — press the microphone button or F9 to talk", url: url)
            }
        case .settings(.open, "voice"?, _):
            guard let onVoiceTraining else { return Outcome(ok: false, detail: "Voice training is not available here; use 'avanues adapt'", url: url) }
            return await onVoiceTraining()
        case .settings(.set, "voice"?, _):
            guard let voiceTrainingStored, onForgetVoice != nil else { return Outcome(ok: false, detail: "Voice training is not available here; use 'avanues adapt --remove'", url: url) }
            guard voiceTrainingStored() else { return Outcome(ok: false, detail: "Nothing learnt of your voice is stored for \(grammar.locale)", url: url) }
            confirmation = .forgetVoice
            return Outcome(ok: true, detail: "Forget what was learnt of your voice and use the standard model again? Say 'yes' or 'no'", url: url)
        case .settings(.set, "locale"?, let value?):
            guard SupportedLocale.all.contains(value) else {
                return Outcome(ok: false, detail: "No commands in '\(value)' yet", url: url)
            }
            onLocaleRequest?(value)
            return Outcome(ok: true, detail: "Language: \(value)", url: url)
        default:
            return await untilAsked { await self.browser.execute(command) }
        }
    }

    public func showHelp(_ show: Bool) {
        help = show ? HelpText(grammar: grammar).render() : nil
        onHelp?(help)
    }

    static func ms(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func rounded(_ ms: Double) -> Double { (ms * 10).rounded() / 10 }
}
