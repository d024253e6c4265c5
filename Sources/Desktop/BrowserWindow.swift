import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import NLU
import Speech
import VoiceBrowser
import WebKitGTK

/// The Linux desktop voice browser: a GTK4 window with an address bar, back/forward/reload, a tab strip, the page,
/// a help panel and the voice bar (listening state, live transcript, the command understood and its result, the
/// mic and talk buttons, a command bar and a language switch). All decisions live in `Browser` and
/// `VoiceController`; this class builds widgets and connects them.
@MainActor
public final class BrowserWindow {
    public struct Options {
        public var homeURL: URL?
        public var width = 1280
        public var height = 860
        /// Show the welcome panel (first run).
        public var onboarding = false
        /// Lets file: pages read same-folder frames (bundled and saved pages).
        public var fileAccess = true
        /// Cookies and site data of ordinary tabs (private tabs keep nothing).
        public var dataDirectory: String?
        public var cacheDirectory: String?
        public var wakePhrase = "hey avanues"
        /// Called when the welcome panel is dismissed (to remember it).
        public var onOnboarded: (() -> Void)?
        public init() {}
    }

    /// Makes the voice input for a grammar (recognizer + pipeline), or says why there is none. Runs off the main
    /// thread: loading a speech model takes a while and the window must not wait for it.
    public typealias VoiceFactory = @Sendable (CommandGrammar, _ deliver: @escaping @Sendable ([VoicePipeline.Event]) -> Void) throws -> VoiceInput
    /// Opens the microphone, or throws what is wrong with it.
    public typealias MicrophoneFactory = @Sendable () throws -> AudioSource

    public let browser: Browser
    public let controller: VoiceController
    public private(set) var input: VoiceInput?
    public private(set) var voiceProblem: String?
    let options: Options
    let makeVoice: VoiceFactory?
    let makeMicrophone: MicrophoneFactory?

    // Widgets.
    let window: Widget
    let back, forward, reload: Widget
    let address: Widget
    let tabStrip: Widget
    /// The tab buttons, inside the strip before the new-tab button.
    let tabList: Widget
    let newTabButton: Widget
    let stack: Widget
    let helpPanel, helpLabel: Widget
    let onboarding, onboardingMic: Widget
    let stateLabel, transcriptLabel, commandLabel, resultLabel: Widget
    let micButton, talkButton, helpButton: Widget
    let commandEntry: Widget
    let localeChooser: Widget
    /// Every control's accessible name (what a screen reader announces), as set.
    private(set) var names: [Widget: String] = [:]
    var engines: [Int: WebKitEngine] = [:]
    private var talkKey = TalkKey()
    private var microphoneOn = false
    private(set) var locale: String
    private var closed = false
    public var onClose: (() -> Void)?

    /// UI work in order: each action waits for the previous one (a click on "new tab" then a typed command).
    private var queue: Task<Void, Never>?

    public init(grammar: CommandGrammar, options: Options, makeVoice: VoiceFactory?, makeMicrophone: MicrophoneFactory?) {
        self.options = options
        self.makeVoice = makeVoice
        self.makeMicrophone = makeMicrophone
        self.locale = grammar.locale
        var engineOptions = WebKitEngine.Options()
        engineOptions.embedded = true
        engineOptions.fileAccessFromFileURLs = options.fileAccess
        engineOptions.dataDirectory = options.dataDirectory
        engineOptions.cacheDirectory = options.cacheDirectory
        var engines: [WebKitEngine] = []
        browser = Browser(homeURL: options.homeURL) { isPrivate in
            var o = engineOptions
            o.ephemeral = isPrivate || options.dataDirectory == nil
            let engine = WebKitEngine(options: o)
            engines.append(engine)
            return engine
        }
        controller = VoiceController(browser: browser, grammar: grammar, model: try? Understander.bundled(grammar.locale), state: .off)
        controller.wakePhrase = options.wakePhrase

        avn_css(Self.css)
        window = avn_window_new_titled("Avanues", Int32(options.width), Int32(options.height))
        let root = avn_box_new(1, 0)!

        // Welcome panel.
        onboarding = avn_box_new(1, 6)!
        gtk_widget_add_css_class(onboarding, "onboarding")
        onboardingMic = gtk_label_new("Checking the microphone…")!

        // Toolbar.
        let toolbar = avn_box_new(0, 6)!
        gtk_widget_add_css_class(toolbar, "toolbar")
        back = gtk_button_new_with_label("◀")!
        forward = gtk_button_new_with_label("▶")!
        reload = gtk_button_new_with_label("⟳")!
        address = gtk_entry_new()!
        tabStrip = avn_box_new(0, 4)!
        tabList = avn_box_new(0, 4)!
        gtk_widget_add_css_class(tabStrip, "tabs")
        newTabButton = gtk_button_new_with_label("+")!

        // Page and help.
        stack = gtk_stack_new()!
        helpPanel = gtk_scrolled_window_new()!
        helpLabel = gtk_label_new("")!

        // Voice bar.
        stateLabel = gtk_label_new("")!
        transcriptLabel = gtk_label_new("")!
        commandLabel = gtk_label_new("")!
        resultLabel = gtk_label_new("")!
        micButton = gtk_button_new_with_label("Mic off")!
        talkButton = gtk_button_new_with_label("Hold to talk (F9)")!
        helpButton = gtk_button_new_with_label("What can I say?")!
        commandEntry = gtk_entry_new()!
        let localeNames = SupportedLocale.all.map { strdup($0) } + [nil]
        localeChooser = localeNames.withUnsafeBufferPointer { avn_drop_down_new(UnsafePointer($0.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: localeNames.count) { $0 })) }!
        localeNames.forEach { free($0) }

        assemble(root: root, toolbar: toolbar, grammar: grammar)
        _ = engines
        wire()
        avn_window_set_child(window, root)
        avn_window_show(window)
        render(controller.bar)
    }

    // MARK: building

    private func name(_ widget: Widget, _ accessible: String, tooltip: String? = nil) {
        avn_accessible_name(widget, accessible, nil)
        names[widget] = accessible
        if let tooltip { gtk_widget_set_tooltip_text(widget, tooltip) }
    }

    private func label(_ widget: Widget, css: String, wrap: Bool = false) {
        avn_label_setup(widget, wrap ? 1 : 0, 0)
        gtk_widget_add_css_class(widget, css)
    }

    private func assemble(root: Widget, toolbar: Widget, grammar: CommandGrammar) {
        // Welcome panel: what this is, the microphone check, what to say first.
        let title = gtk_label_new("Welcome to Avanues — browse the web by voice")!
        label(title, css: "title")
        let first = gtk_label_new("""
            Say "show numbers" to put a number on every link and button, then "click" and a number. \
            Say "scroll down", "go back", "open a new tab", or "help" for everything you can say. \
            Hold F9 (or tap it) to talk at any time; say "\(options.wakePhrase)" to wake the browser when it sleeps. \
            No microphone? Type the same commands in the command bar at the bottom (Ctrl+K).
            """)!
        label(first, css: "body", wrap: true)
        label(onboardingMic, css: "body")
        let start = gtk_button_new_with_label("Start browsing")!
        name(start, "Start browsing", tooltip: "Close this welcome panel (Escape)")
        gtk_widget_set_halign(start, GTK_ALIGN_START)
        Signals.on(raw(start), "clicked") { [weak self] in self?.dismissOnboarding() }
        for w in [title, onboardingMic, first, start] { avn_box_append(onboarding, w) }
        gtk_widget_set_visible(onboarding, options.onboarding ? 1 : 0)
        avn_box_append(root, onboarding)

        name(back, "Back", tooltip: "Back (Alt+Left)")
        name(forward, "Forward", tooltip: "Forward (Alt+Right)")
        name(reload, "Reload", tooltip: "Reload (F5)")
        name(address, "Address", tooltip: "Address or search (Ctrl+L)")
        avn_entry_set_placeholder(address, "Address or search words")
        gtk_widget_set_hexpand(address, 1)
        for w in [back, forward, reload, address] { avn_box_append(toolbar, w) }
        avn_box_append(root, toolbar)

        name(newTabButton, "New tab", tooltip: "New tab (Ctrl+T)")
        avn_box_append(tabStrip, tabList)
        avn_box_append(tabStrip, newTabButton)
        avn_box_append(root, tabStrip)

        let content = avn_box_new(0, 0)!
        gtk_widget_set_hexpand(stack, 1)
        gtk_widget_set_vexpand(stack, 1)
        gtk_widget_set_vexpand(content, 1)
        avn_box_append(content, stack)
        label(helpLabel, css: "help", wrap: true)
        gtk_widget_set_valign(helpLabel, GTK_ALIGN_START)
        avn_scrolled_set_child(helpPanel, helpLabel)
        gtk_widget_set_size_request(helpPanel, 360, -1)
        name(helpPanel, "What you can say")
        gtk_widget_add_css_class(helpPanel, "helppanel")
        gtk_widget_set_visible(helpPanel, 0)
        avn_box_append(content, helpPanel)
        avn_box_append(root, content)

        let bar = avn_box_new(1, 4)!
        gtk_widget_add_css_class(bar, "voicebar")
        let status = avn_box_new(0, 12)!
        label(stateLabel, css: "state")
        label(transcriptLabel, css: "transcript")
        label(commandLabel, css: "command")
        label(resultLabel, css: "result", wrap: true)
        gtk_widget_set_hexpand(resultLabel, 1)
        for w in [stateLabel, transcriptLabel, commandLabel, resultLabel] { avn_box_append(status, w) }
        let controls = avn_box_new(0, 6)!
        name(micButton, "Microphone", tooltip: "Microphone on or off (Ctrl+M)")
        name(talkButton, "Talk", tooltip: "Hold to say a command, or tap to start and tap again to stop (F9)")
        name(commandEntry, "Command", tooltip: "Type a command, as you would say it (Ctrl+K)")
        avn_entry_set_placeholder(commandEntry, "Type a command: show numbers, click 3, scroll down…")
        gtk_widget_set_hexpand(commandEntry, 1)
        name(localeChooser, "Language", tooltip: "The language of commands")
        name(helpButton, "Help", tooltip: "What you can say (F1)")
        for w in [micButton, talkButton, commandEntry, localeChooser, helpButton] { avn_box_append(controls, w) }
        avn_box_append(bar, status)
        avn_box_append(bar, controls)
        avn_box_append(root, bar)
        if let i = SupportedLocale.all.firstIndex(of: grammar.locale) { avn_drop_down_set_selected(localeChooser, guint(i)) }
    }

    private func wire() {
        Signals.on(raw(back), "clicked") { [weak self] in self?.perform(.navigate(.back)) }
        Signals.on(raw(forward), "clicked") { [weak self] in self?.perform(.navigate(.forward)) }
        Signals.on(raw(reload), "clicked") { [weak self] in self?.perform(.navigate(.reload)) }
        Signals.on(raw(address), "activate") { [weak self] in self?.addressActivated() }
        Signals.on(raw(newTabButton), "clicked") { [weak self] in self?.perform(.tab(.open)) }
        Signals.on(raw(commandEntry), "activate") { [weak self] in self?.commandActivated() }
        Signals.on(raw(micButton), "clicked") { [weak self] in self?.toggleMicrophone() }
        Signals.on(raw(helpButton), "clicked") { [weak self] in self?.perform(.help) }
        Signals.onNotify(raw(localeChooser), "selected") { [weak self] in
            guard let self else { return }
            let i = Int(avn_drop_down_get_selected(self.localeChooser))
            if SupportedLocale.all.indices.contains(i) { self.switchLocale(SupportedLocale.all[i]) }
        }
        Signals.onBool(raw(window), "close-request") { [weak self] in
            self?.closed = true
            self?.input?.stop()
            self?.onClose?()
            return false
        }
        // The talk button: press and release, like the key.
        connectPress(talkButton, PressHandler { [weak self] down in self?.talk(down) })
        Signals.on(raw(talkButton), "activate") { [weak self] in self?.talk(true); self?.talk(false) }
        connectKeys(window, KeyHandler(
            pressed: { [weak self] keyval, state in self?.keyPressed(keyval, state) ?? false },
            released: { [weak self] keyval, _ in self?.keyReleased(keyval) }))

        browser.onTabOpened = { [weak self] tab, _ in self?.tabOpened(tab) }
        browser.onTabClosed = { [weak self] tab in self?.tabClosed(tab) }
        browser.onActiveTabChanged = { [weak self] tab in self?.showTab(tab) }
        controller.onBar = { [weak self] bar in self?.render(bar) }
        controller.onHelp = { [weak self] help in self?.renderHelp(help) }
        controller.onLocaleRequest = { [weak self] locale in self?.selectLocale(locale) }
        controller.applyListening = { [weak self] action in self?.input?.apply(action) }
    }

    // MARK: running

    /// Opens the first tab and starts the voice side in the background; returns once the first page is loaded.
    public func start(url: URL?, microphone: Bool, listening: ListeningState) async -> Outcome {
        startVoice(microphone: microphone, listening: listening)   // loads in the background meanwhile
        let outcome = await browser.openTab(url)
        if !outcome.ok { controller.notice(outcome.detail, ok: false) }
        return outcome
    }

    private var voiceReady: [CheckedContinuation<Void, Never>] = []
    private var voiceLoading = false
    private var events: AsyncStream<[VoicePipeline.Event]>.Continuation?
    private var wantMicrophone = false
    private var startState: ListeningState = .listening

    private func startVoice(microphone: Bool, listening: ListeningState) {
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

    private func voiceMade(_ made: Result<VoiceInput, Error>, microphone: Result<AudioSource, Error>?, grammar: CommandGrammar) {
        guard grammar.locale == controller.grammar.locale else { return }   // the language changed meanwhile
        voiceLoading = false
        switch made {
        case .success(let input):
            self.input = input
            voiceProblem = nil
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
        case .failure(let error):
            input = nil
            voiceProblem = "\(error)"
            controller.notice("Speech unavailable for \(grammar.locale): \(error) — type commands below", ok: false)
            setOnboardingMicrophone("Speech is not available for \(grammar.locale) (\(error)); type commands in the command bar.")
        }
        updateMicButton()
        let waiting = voiceReady
        voiceReady = []
        waiting.forEach { $0.resume() }
    }

    /// Waits until the speech side is ready (or known to be unavailable).
    public func waitForVoice() async {
        guard voiceLoading else { return }
        await withCheckedContinuation { voiceReady.append($0) }
    }

    private func setOnboardingMicrophone(_ text: String) { avn_label_set_text(onboardingMic, text) }

    /// Runs UI work after the work before it.
    private func enqueue(_ body: @escaping @MainActor () async -> Void) {
        let previous = queue
        queue = Task { @MainActor in
            await previous?.value
            await body()
        }
    }

    /// Waits for every queued action.
    public func idle() async {
        while let q = queue {
            await q.value
            if queue == q { break }
        }
    }

    private func perform(_ command: Command) {
        enqueue { [weak self] in
            guard let self else { return }
            self.controller.notice("…")
            _ = await self.controller.perform(command: command, heard: "", via: "control")
        }
    }

    func commandActivated() {
        let typed = text(avn_editable_get_text(commandEntry)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return }
        avn_editable_set_text(commandEntry, "")
        enqueue { [weak self] in _ = await self?.controller.submit(typed) }
    }

    func addressActivated() {
        let typed = text(avn_editable_get_text(address))
        enqueue { [weak self] in
            guard let self else { return }
            let outcome = await self.browser.go(to: typed)
            self.controller.notice(outcome.detail, ok: outcome.ok)
            self.refreshToolbar()
            if let view = self.activeEngine?.widget { gtk_widget_grab_focus(view) }
        }
    }

    // MARK: tabs

    private var activeEngine: WebKitEngine? { browser.activeTab.flatMap { engines[$0.id] } }

    private func tabOpened(_ tab: Tab) {
        guard let engine = tab.engine as? WebKitEngine else { return }
        engines[tab.id] = engine
        engine.onChange = { [weak self] in self?.refreshToolbar(); self?.rebuildTabStrip() }
        engine.onNewWindow = { [weak self] url in
            self?.enqueue { [weak self] in
                guard let self else { return }
                let o = await self.browser.openTab(url)
                self.controller.notice(o.detail, ok: o.ok)
            }
        }
        gtk_widget_set_hexpand(engine.widget, 1)
        gtk_widget_set_vexpand(engine.widget, 1)
        avn_stack_add(stack, engine.widget)
        rebuildTabStrip()
    }

    private func tabClosed(_ tab: Tab) {
        guard let engine = engines.removeValue(forKey: tab.id) else { return }
        engine.onChange = nil
        avn_stack_remove(stack, engine.widget)
        rebuildTabStrip()
    }

    private func showTab(_ tab: Tab) {
        if let engine = engines[tab.id] { avn_stack_show(stack, engine.widget) }
        rebuildTabStrip()
        refreshToolbar()
    }

    var tabButtons: [Widget] = []
    private var tabBoxes: [Widget] = []

    /// The tab strip follows the tabs. When only titles or the active tab changed, the buttons are updated in
    /// place (keyboard focus on a tab button stays where it is); otherwise they are built again.
    private func rebuildTabStrip() {
        let tabs = browser.tabs
        if tabs.count != tabButtons.count {
            while let child = gtk_widget_get_first_child(tabList) {
                var c = gtk_widget_get_first_child(child)
                while let w = c { names[w] = nil; c = gtk_widget_get_next_sibling(w) }
                avn_box_remove(tabList, child)
            }
            tabButtons = []
            tabBoxes = []
            for i in tabs.indices {
                let box = avn_box_new(0, 0)!
                let select = gtk_button_new_with_label("")!
                let close = gtk_button_new_with_label("×")!
                let number = i + 1
                name(close, "Close tab \(number)", tooltip: "Close this tab (Ctrl+W)")
                Signals.on(raw(select), "clicked") { [weak self] in self?.perform(.tab(.switch, index: number)) }
                Signals.on(raw(close), "clicked") { [weak self] in self?.perform(.tab(.close, index: number)) }
                avn_box_append(box, select)
                avn_box_append(box, close)
                avn_box_append(tabList, box)
                tabButtons.append(select)
                tabBoxes.append(box)
            }
        }
        for (i, tab) in tabs.enumerated() {
            let title = String(((tab.isPrivate ? "Private: " : "") + tab.label).prefix(28))
            avn_button_set_label(tabButtons[i], "\(i + 1)  \(title)")
            name(tabButtons[i], "Tab \(i + 1): \(tab.label)\(tab.isPrivate ? " (private)" : "")", tooltip: tab.engine.currentURL)
            gtk_widget_remove_css_class(tabBoxes[i], "active-tab")
            gtk_widget_remove_css_class(tabBoxes[i], "tab")
            gtk_widget_add_css_class(tabBoxes[i], i == browser.activeIndex ? "active-tab" : "tab")
        }
    }

    private func refreshToolbar() {
        guard let engine = activeEngine else { return }
        if gtk_widget_has_focus(address) == 0 || (engine.currentURL ?? "") != text(avn_editable_get_text(address)) {
            if gtk_widget_has_focus(address) == 0 { avn_editable_set_text(address, engine.currentURL ?? "") }
        }
        gtk_widget_set_sensitive(back, engine.canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(forward, engine.canGoForward ? 1 : 0)
        let title = engine.title.flatMap { $0.isEmpty ? nil : $0 }
        gtk_window_set_title(raw(window).assumingMemoryBound(to: GtkWindow.self), (title.map { "\($0) — " } ?? "") + "Avanues")
    }

    // MARK: voice bar

    private func render(_ bar: VoiceBar) {
        avn_label_set_text(stateLabel, "● " + bar.stateText)
        for s in ListeningState.allCases { gtk_widget_remove_css_class(stateLabel, s.rawValue) }
        gtk_widget_add_css_class(stateLabel, bar.state.rawValue)
        avn_label_set_text(transcriptLabel, bar.transcript.isEmpty ? "" : "“\(bar.transcript)”")
        avn_label_set_text(commandLabel, bar.command.isEmpty ? "" : "→ \(bar.command)")
        avn_label_set_text(resultLabel, bar.result)
        gtk_widget_remove_css_class(resultLabel, "failed")
        if bar.ok == false { gtk_widget_add_css_class(resultLabel, "failed") }
        updateMicButton()
    }

    private func renderHelp(_ help: String?) {
        if let help {
            let keys = Shortcuts.table.map { "  \($0.keys): \($0.does)" }.joined(separator: "\n")
            avn_label_set_text(helpLabel, help + "\nKeys\n" + keys)
        }
        gtk_widget_set_visible(helpPanel, help == nil ? 0 : 1)
    }

    private func updateMicButton() {
        let on = controller.bar.state != .off
        avn_button_set_label(micButton, input == nil ? "Mic: no speech" : on ? "Mic on" : "Mic off")
        gtk_widget_set_sensitive(talkButton, input == nil ? 0 : 1)
    }

    // MARK: actions

    private func toggleMicrophone() {
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

    private func talk(_ pressed: Bool) {
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

    private func dismissOnboarding() {
        guard gtk_widget_get_visible(onboarding) != 0 else { return }
        gtk_widget_set_visible(onboarding, 0)
        options.onOnboarded?()
        gtk_widget_grab_focus(commandEntry)
    }

    /// The action a key stands for, done; true when the key was used.
    func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        let key = text(gdk_keyval_name(keyval))
        guard let action = Shortcuts.action(key: key, control: state & GDK_CONTROL_MASK.rawValue != 0,
                                            shift: state & GDK_SHIFT_MASK.rawValue != 0, alt: state & GDK_ALT_MASK.rawValue != 0)
        else { return false }
        do_(action)
        return true
    }

    func keyReleased(_ keyval: UInt32) {
        let key = text(gdk_keyval_name(keyval)).lowercased()
        if key == "f9" || key == "space" { talk(false) }
    }

    func do_(_ action: WindowAction) {
        switch action {
        case .focusAddress: gtk_widget_grab_focus(address)
        case .focusCommandBar: gtk_widget_grab_focus(commandEntry)
        case .newTab: perform(.tab(.open))
        case .closeTab: perform(.tab(.close))
        case .nextTab: perform(.tab(.next))
        case .previousTab: perform(.tab(.previous))
        case .reopenTab: perform(.tab(.reopen))
        case .switchTab(let n): perform(.tab(.switch, index: n))
        case .back: perform(.navigate(.back))
        case .forward: perform(.navigate(.forward))
        case .reload: perform(.navigate(.reload))
        case .help: perform(.help)
        case .toggleMicrophone: toggleMicrophone()
        case .talk: talk(true)
        case .dismiss:
            if gtk_widget_get_visible(onboarding) != 0 { dismissOnboarding() } else if controller.help != nil { controller.showHelp(false) }
        }
    }

    // MARK: language

    private func selectLocale(_ locale: String) {
        guard let i = SupportedLocale.all.firstIndex(of: locale) else { return }
        avn_drop_down_set_selected(localeChooser, guint(i))   // → switchLocale through the notify handler
    }

    private func switchLocale(_ newLocale: String) {
        guard newLocale != locale else { return }
        let grammar: CommandGrammar
        do { grammar = try CommandGrammar.bundled(newLocale) } catch {
            controller.notice("Cannot switch to \(newLocale): \(error)", ok: false)
            return
        }
        locale = newLocale
        controller.setGrammar(grammar, model: try? Understander.bundled(newLocale))
        input?.stop()
        input = nil
        microphoneOn = false
        controller.notice("Commands in \(grammar.table.displayName) (\(newLocale))")
        startVoice(microphone: wantMicrophone, listening: startState)
    }

    // MARK: for the driver

    public func close() {
        guard !closed else { return }
        closed = true
        input?.stop()
        avn_window_close(window)
    }
}

extension BrowserWindow {
    /// The bundled start page (what new tabs show when no home page is set).
    public nonisolated static var startPage: URL? { Bundle.module.url(forResource: "start", withExtension: "html", subdirectory: "Resources") }

    static let css = """
        .toolbar { padding: 4px 6px; }
        .tabs { padding: 2px 6px; }
        .active-tab button { font-weight: bold; }
        .active-tab { border-bottom: 3px solid #2563eb; }
        .voicebar { padding: 6px 8px; background: #1f2937; color: #f9fafb; }
        .state, .transcript, .command, .result { color: #f9fafb; }
        .helppanel { background: #ffffff; border-left: 1px solid #d1d5db; }
        .state { font-weight: bold; padding: 2px 8px; border-radius: 10px; background: #374151; }
        .state.listening { background: #15803d; }
        .state.hearing { background: #b45309; }
        .state.working { background: #1d4ed8; }
        .state.asleep { background: #4b5563; }
        .transcript { font-style: italic; }
        .command { color: #93c5fd; }
        .result.failed { color: #fca5a5; }
        .onboarding { padding: 12px 16px; background: #eef2ff; }
        .onboarding .title { font-size: 1.3em; font-weight: bold; }
        .help { padding: 8px 12px; font-family: monospace; }
        """
}
