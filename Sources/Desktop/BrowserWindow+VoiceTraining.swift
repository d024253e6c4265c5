import BrowserCore
import CWebKitGTK
import Foundation
import Speech
import VoiceBrowser

/// "Adapt to my voice" in the window: a panel shows one sentence at a time, the microphone records each one read
/// aloud, and once all are read the adaptation is estimated in the background and the recognizer reloaded with it.
/// Until then recognition is unchanged; cancelling (by voice, Escape or the button) changes nothing.
extension BrowserWindow {
    func beginVoiceTraining() async -> Outcome {
        await waitForVoice()
        let url = browser.activeTab?.engine.currentURL
        func fail(_ detail: String) -> Outcome { Outcome(ok: false, detail: detail, url: url) }
        guard let setup = options.voiceTraining else {
            return fail(options.dataDirectory == nil ? "A private session keeps nothing, so it cannot adapt to your voice; adapt in an ordinary window"
                                                     : "Voice training is not available in this window")
        }
        if let training, !training.isOver { return fail("Voice training is already under way") }
        guard let sentences = setup.sentences(locale) else {
            return fail("No sentences to read in \(locale) yet; adapt from your own recordings with 'avanues adapt --recordings DIR'")
        }
        guard let input else { return fail("Speech unavailable: \(voiceProblem ?? "no recognizer")") }
        var microphoneNote = ""
        if !microphoneOn, let makeMicrophone {
            do {
                input.start(try makeMicrophone())
                microphoneOn = true
            } catch {
                microphoneNote = " The microphone is off (\(error)): connect one and press the microphone button."
            }
        }
        let folder = Self.partialFolder(setup.recordingsFolder(locale))
        try? FileManager.default.removeItem(at: folder)
        let training = VoiceTraining(locale: locale, sentences: Array(sentences.prefix(setup.count)), folder: folder)
        training.detail = microphoneNote.trimmingCharacters(in: .whitespaces)
        self.training = training
        record(training, with: input)
        controller.showHelp(false)
        renderTraining()
        return Outcome(ok: true, detail: "Read \(training.sentences.count) sentences aloud, one at a time — say 'stop listening' or 'cancel' to stop.\(microphoneNote) Sentence 1: \(training.sentences[0])", url: url)
    }

    /// Sentences heard by `input` go to the training. Called again when the recognizer is replaced while reading (the
    /// language switched just before, its recognizer still loading): the new one records, or "cancel" would be a command.
    func record(_ training: VoiceTraining, with input: VoiceInput) {
        if input.state != .listening { input.apply(.wake) }   // asked for while asleep: "cancel" is heard while reading
        input.beginRecording { [weak self] recorded in
            Task { @MainActor in self?.trainingHeard(recorded, in: training) }
        }
    }

    /// "Forget my voice", once confirmed: the stored adaptation and its recordings go, and the recognizer is reloaded
    /// with the standard model. A recognizer still loading reads the adaptation's files on another thread: the files
    /// go once it has, not under it.
    func forgetVoice() async -> Outcome {
        await waitForVoice()
        let url = browser.activeTab?.engine.currentURL
        guard let setup = options.voiceTraining else { return Outcome(ok: false, detail: "Voice training is not available in this window", url: url) }
        if let training, training.phase == .adapting {
            return Outcome(ok: false, detail: "Adapting to your voice is under way; say it again once it is done", url: url)
        }
        cancelVoiceTraining()
        do { try setup.forget(locale) } catch {
            return Outcome(ok: false, detail: "Could not forget your voice: \(error)", url: url)
        }
        reloadVoice()
        return Outcome(ok: true, detail: "Forgot what was learnt of your voice; the standard model listens again", url: url)
    }

    /// A new recognizer (the factory reads the stored adaptation, or finds none), listening as before.
    func reloadVoice() {
        let listenAgain = microphoneOn || wantMicrophone
        input?.stop()
        input = nil
        microphoneOn = false
        startVoice(microphone: listenAgain, listening: .listening)
    }

    /// Recordings in progress go beside the kept ones, which they replace only once the adaptation succeeded.
    static func partialFolder(_ folder: URL) -> URL { folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".partial") }

    func trainingHeard(_ recorded: VoiceInput.Recorded, in training: VoiceTraining) {
        guard training === self.training, training.phase == .reading else { return }
        do {
            switch try training.take(recorded) {
            case .cancel: return trainingCancelled(training)
            case .tooShort: break
            case .ignored: return
            case .kept: if training.phase == .adapting { adapt(training) }
            }
        } catch {
            training.finished(.failure(error))
            try? FileManager.default.removeItem(at: training.folder)
            input?.endRecording()
            controller.notice(training.detail, ok: false)
        }
        renderTraining()
    }

    /// Whether the panel shows: while reading and adapting, and after a failure until dismissed.
    var trainingShown: Bool { training.map { $0.phase != .cancelled && $0.phase != .finished } ?? false }

    func cancelVoiceTraining() {
        guard let training else { return }
        if training.phase == .failed { self.training = nil; return renderTraining() }   // dismissed
        if training.phase == .adapting {
            return controller.notice("Adapting to your voice cannot be stopped now; it takes a few seconds more", ok: false)
        }
        guard training.phase == .reading else { return }
        training.cancel()
        trainingCancelled(training)
    }

    /// The recordings so far go.
    private func trainingCancelled(_ training: VoiceTraining) {
        try? FileManager.default.removeItem(at: training.folder)
        input?.endRecording()
        controller.notice(training.detail)
        renderTraining()
    }

    private func adapt(_ training: VoiceTraining) {
        input?.endRecording()
        guard let setup = options.voiceTraining else { return }
        training.detail = "Adapting to your voice…"
        controller.notice("All \(training.sentences.count) sentences read — adapting to your voice (this takes a little while)")
        let locale = training.locale, recordings = training.recordings
        let progress: @Sendable (String) -> Void = { [weak self] step in
            Task { @MainActor in
                guard let self, training === self.training, training.phase == .adapting else { return }
                training.detail = "Adapting to your voice: \(step)…"
                self.renderTraining()
            }
        }
        Task.detached {
            let outcome = Result { try setup.adapt(locale, recordings, progress) }
            nonisolated(unsafe) let unsafeOutcome = outcome
            await MainActor.run { [weak self] in self?.adapted(unsafeOutcome, training: training, setup: setup) }
        }
    }

    private func adapted(_ outcome: Result<String, Error>, training: VoiceTraining, setup: VoiceTrainingSetup) {
        training.finished(outcome)
        guard case .success = outcome else {
            try? FileManager.default.removeItem(at: training.folder)   // the person's voice is not left behind
            controller.notice(training.detail, ok: false)
            return renderTraining()
        }
        // The recordings are kept (adapting again needs no new reading), in place of the last ones.
        let kept = setup.recordingsFolder(training.locale)
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.moveItem(at: training.folder, to: kept)
        controller.notice(training.detail)
        renderTraining()
        guard training.locale == locale else { return }
        reloadVoice()   // the factory finds the stored adaptation
    }

    func renderTraining() {
        guard let training else {
            if let panel = trainingPanel { gtk_widget_set_visible(panel.box, 0) }
            return
        }
        let panel = trainingPanel ?? makeTrainingPanel()
        gtk_widget_set_visible(panel.box, trainingShown ? 1 : 0)
        if let sentence = training.current {
            avn_label_set_text(panel.sentence, "“\(sentence)”")
            let line = "Sentence \(training.index + 1) of \(training.sentences.count)"
            avn_label_set_text(panel.progress, training.detail.isEmpty ? line : "\(line) — \(training.detail)")
        } else {
            avn_label_set_text(panel.sentence, "")
            avn_label_set_text(panel.progress, training.detail)
        }
        // The bar (and, with --speak, the voice) gives the sentence too: a person who cannot see the panel hears what
        // to read, and the microphone is held while it is said.
        if training.phase == .reading, let sentence = training.current, training.index > 0 || !training.detail.isEmpty {
            let line = "Sentence \(training.index + 1) of \(training.sentences.count)"
            controller.notice(training.detail.isEmpty ? "\(line): \(sentence)" : "\(line): \(training.detail)", ok: training.detail.isEmpty)
        }
    }
}

extension BrowserWindow {
    func trainingReport() -> TrainingState? {
        guard let training else { return nil }
        return TrainingState(phase: training.phase.rawValue, index: min(training.index + 1, training.sentences.count),
                             count: training.sentences.count, sentence: training.current, detail: training.detail,
                             shown: trainingPanel.map { gtk_widget_get_visible($0.box) != 0 } ?? false)
    }
}

/// The voice training panel: the sentence to read, how far along, and a button to stop. Made the first time it is
/// needed (most sessions never train).
struct TrainingPanel {
    let box, sentence, progress: Widget
}

extension BrowserWindow {
    func makeTrainingPanel() -> TrainingPanel {
        let panel = TrainingPanel(box: avn_box_new(1, 10)!, sentence: gtk_label_new("")!, progress: gtk_label_new("")!)
        let title = gtk_label_new("Adapting to your voice")!
        label(title, css: "title")
        let hint = gtk_label_new("Read the sentence aloud as you usually speak, then pause. Say \"stop listening\" or \"cancel\", or press Escape, to stop.")!
        label(hint, css: "hint", wrap: true)
        label(panel.sentence, css: "sentence", wrap: true)
        label(panel.progress, css: "progress", wrap: true)
        let stop = gtk_button_new_with_label("Stop voice training")!
        name(stop, "Stop voice training", tooltip: "Stop without changing anything (Escape)")
        Signals.on(raw(stop), "clicked") { [weak self] in self?.cancelVoiceTraining() }
        for w in [title, hint, panel.sentence, panel.progress, stop] { avn_box_append(panel.box, w) }
        gtk_widget_set_size_request(panel.box, 360, -1)
        name(panel.box, "Voice training")
        gtk_widget_add_css_class(panel.box, "training")
        if let content { avn_box_append(content, panel.box) }
        trainingPanel = panel
        return panel
    }
}
