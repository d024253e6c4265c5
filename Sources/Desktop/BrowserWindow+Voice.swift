import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import NLU
import Speech
import VoiceBrowser
import WebKitGTK

/// The voice side of the window: loading the recognizer off the main thread, the microphone and push-to-talk,
/// and switching the language of commands (grammar, model and recognizer together).
extension BrowserWindow {
    func startVoice(microphone: Bool, listening: ListeningState) {
        wantMicrophone = microphone
        startState = listening
        guard let makeVoice else { voiceProblem = "speech is not available"; return }
        let (stream, continuation) = AsyncStream<[VoicePipeline.Event]>.makeStream()
        events?.finish()
        events = continuation
        Task { @MainActor [weak self] in
            for await batch in stream {
                for e in batch { await self?.controller.handle(e) }
            }
        }
        voiceLoading = true
        let grammar = controller.grammar
        let deliver: @Sendable ([VoicePipeline.Event]) -> Void = { continuation.yield($0) }
        let micFactory = makeMicrophone
        Task.detached {
            let made: Result<VoiceInput, Error> = Result { try makeVoice(grammar, deliver) }
            var mic: Result<AudioSource, Error>?
            if microphone, let micFactory { mic = Result { try micFactory() } }
            nonisolated(unsafe) let unsafeMade = made, unsafeMic = mic
            await MainActor.run { [weak self] in self?.voiceMade(unsafeMade, microphone: unsafeMic, grammar: grammar) }
        }
    }

    /// Tells the recognizer the names of the things to press on the page shown, so that "accept all" said alone is
    /// heard (after every command, and once speech is ready).
    func tellPageNames() {
        Task { @MainActor [weak self] in await self?.tellPageNamesNow() }
    }

    func tellPageNamesNow() async {
        guard let input else { return }
        input.setPageNames(await browser.pressableNames())
    }

    func voiceMade(_ made: Result<VoiceInput, Error>, microphone: Result<AudioSource, Error>?, grammar: CommandGrammar) {
        guard grammar.locale == controller.grammar.locale else { return }   // the language changed meanwhile
        voiceLoading = false
        switch made {
        case .success(let input):
            self.input = input
            voiceProblem = nil
            tellPageNames()
            if speakingAloud { input.hold(true) }
            switch microphone {
            case .success(let source)?:
                microphoneOn = true
                input.apply(startState == .asleep ? .sleep : .wake)
                input.start(source)
                setOnboardingMicrophone("Microphone ready: say \"\(startState == .asleep ? options.wakePhrase : "show numbers")\" to begin.")
            case .failure(let error)?:
                controller.notice("No microphone: \(error) — type commands below (Ctrl+K)", ok: false)
                setOnboardingMicrophone("No microphone found (\(error)). You can type every command in the command bar, and connect a microphone later (then press the microphone button).")
            case nil:
                setOnboardingMicrophone("The microphone is off. Press the microphone button (Ctrl+M) to use it, or type commands below.")
            }
            // Voice training began while this recognizer was loading (the language had just switched): it records now.
            if let training, training.phase == .reading { record(training, with: input) }
        case .failure(let error):
            input = nil
            voiceProblem = "\(error)"
            controller.notice("Speech unavailable for \(grammar.locale): \(error) — type commands below", ok: false)
            setOnboardingMicrophone("Speech is not available for \(grammar.locale) (\(error)); type commands in the command bar.")
        }
        updateMicButton()
        releaseFreeMemorySoon()
        let waiting = voiceReady
        voiceReady = []
        waiting.forEach { $0.resume() }
    }

    /// Waits until the speech side is ready (or known to be unavailable).
    public func waitForVoice() async {
        guard voiceLoading else { return }
        await withCheckedContinuation { voiceReady.append($0) }
    }

    func setOnboardingMicrophone(_ text: String) { avn_label_set_text(onboardingMic, text) }

    func updateMicButton() {
        let on = controller.bar.state != .off
        avn_button_set_label(micButton, input == nil ? "Mic: no speech" : on ? "Mic on" : "Mic off")
        gtk_widget_set_sensitive(talkButton, input == nil ? 0 : 1)
    }

    func toggleMicrophone() {
        guard let input else {
            controller.notice(voiceProblem.map { "Speech unavailable: \($0)" } ?? "Speech is still loading…", ok: false)
            return
        }
        if !microphoneOn, let makeMicrophone {
            do {
                input.start(try makeMicrophone())
                microphoneOn = true
                input.apply(.wake)
                controller.notice("Microphone on — say a command")
            } catch {
                controller.notice("No microphone: \(error)", ok: false)
            }
            return
        }
        input.toggleMicrophone()
    }

    func talk(_ pressed: Bool) {
        guard let input else {
            controller.notice(voiceProblem.map { "Speech unavailable: \($0)" } ?? "Speech is still loading…", ok: false)
            return
        }
        let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e6
        let change = pressed ? talkKey.press(atMs: now) : talkKey.release(atMs: now)
        guard let change else { return }
        if change, !microphoneOn, let makeMicrophone {
            do {
                input.start(try makeMicrophone())
                microphoneOn = true
                input.apply(.stop)   // the microphone feeds push-to-talk only, until the person turns it on
            } catch {
                controller.notice("No microphone: \(error)", ok: false)
                talkKey = TalkKey()
                return
            }
        }
        input.pushToTalk(pressed: change)
    }

    /// The browser is saying something aloud (or has stopped): the microphone is held meanwhile, so it does not hear
    /// itself. Push-to-talk still works: pressing the key is the person's own choice to speak over it.
    public func setSpeaking(_ on: Bool) {
        speakingAloud = on
        input?.hold(on)
    }

    // MARK: language

    func selectLocale(_ locale: String) {
        guard let i = SupportedLocale.all.firstIndex(of: locale) else { return }
        avn_drop_down_set_selected(localeChooser, guint(i))   // → switchLocale through the notify handler
    }

    func switchLocale(_ newLocale: String) {
        guard newLocale != locale else { return }
        cancelVoiceTraining()   // its sentences and recordings are the old language's
        let grammar: CommandGrammar
        do { grammar = try CommandGrammar.bundled(newLocale) } catch {
            controller.notice("Cannot switch to \(newLocale): \(error)", ok: false)
            return
        }
        locale = newLocale
        try? options.store?.setSetting("locale", newLocale)   // the next start speaks this language too
        controller.setGrammar(grammar, model: try? Understander.bundled(newLocale))
        input?.stop()
        input = nil
        microphoneOn = false
        controller.notice("Commands in \(grammar.table.displayName) (\(newLocale))")
        startVoice(microphone: wantMicrophone, listening: startState)
    }
}
