import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import NLU
import Speech
import Storage
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
        /// History, bookmarks, downloads and the tab session (nil: the window keeps nothing).
        public var store: BrowserStore?
        /// Open last time's tabs when started without an address.
        public var restoreSession = true
        /// Where downloads go (nil: no downloads).
        public var downloadDirectory: String?
        /// Called when the welcome panel is dismissed (to remember it).
        public var onOnboarded: (() -> Void)?
        /// "Adapt to my voice" (nil: the window cannot adapt speech recognition).
        public var voiceTraining: VoiceTrainingSetup?
        public init() {}
    }

    /// Makes the voice input for a grammar (recognizer + pipeline), or says why there is none. Runs off the main
    /// thread: loading a speech model takes a while and the window must not wait for it.
    public typealias VoiceFactory = @Sendable (CommandGrammar, _ deliver: @escaping @Sendable ([VoicePipeline.Event]) -> Void) throws -> VoiceInput
    /// Opens the microphone, or throws what is wrong with it.
    public typealias MicrophoneFactory = @Sendable () throws -> AudioSource

    public let browser: Browser
    public let controller: VoiceController
    public let memory: BrowserMemory?
    public private(set) var downloads: Downloads?
    public internal(set) var input: VoiceInput?
    public internal(set) var voiceProblem: String?
    let options: Options
    let makeVoice: VoiceFactory?
    let makeMicrophone: MicrophoneFactory?

    // Widgets.
    let window: Widget
    let back, forward, reload: Widget
    /// Bookmarks the page; the favorites bar below the toolbar holds the favorites' buttons.
    let bookmarkButton, favoritesBar: Widget
    let address: Widget
    let tabStrip: Widget
    /// The tab buttons, inside the strip before the new-tab button.
    let tabList: Widget
    let newTabButton: Widget
    let stack: Widget
    let helpPanel, helpLabel: Widget
    let onboarding, onboardingMic: Widget
    /// Adapting to the person's voice: its panel (made the first time it is needed) and where it goes.
    var training: VoiceTraining?
    var trainingPanel: TrainingPanel?
    var content: Widget?
    /// Whether the browser is speaking aloud (the microphone is held meanwhile).
    var speakingAloud = false
    let stateLabel, transcriptLabel, commandLabel, resultLabel: Widget
    let micButton, talkButton, helpButton: Widget
    let commandEntry: Widget
    let localeChooser: Widget
    /// Every control's accessible name (what a screen reader announces), as set.
    var names: [Widget: String] = [:]
    var engines: [Int: WebKitEngine] = [:]
    var talkKey = TalkKey()
    var microphoneOn = false
    var locale: String
    private var closed = false
    public var onClose: (() -> Void)?

    /// UI work in order: each action waits for the previous one (a click on "new tab" then a typed command).
    private var queue: Task<Void, Never>?
    /// The tab strip's buttons and their boxes, one per tab (BrowserWindow+Tabs).
    var tabButtons: [Widget] = []
    var tabBoxes: [Widget] = []

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
        engineOptions.printFolder = options.downloadDirectory
        browser = Browser(homeURL: options.homeURL) { isPrivate in
            var o = engineOptions
            o.ephemeral = isPrivate || options.dataDirectory == nil
            return WebKitEngine(options: o)
        }
        controller = VoiceController(browser: browser, grammar: grammar, model: try? Understander.bundled(grammar.locale), state: .off)
        controller.wakePhrase = options.wakePhrase
        let browser = self.browser
        let memory = options.store.map { BrowserMemory(store: $0, browser: browser) }
        self.memory = memory
        memory?.notRemembered = Set([Self.startPage?.absoluteString].compactMap { $0 })
        controller.memory = memory

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
        bookmarkButton = gtk_button_new_with_label("☆")!
        favoritesBar = avn_box_new(0, 4)!
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

    private func wire() {
        Signals.on(raw(back), "clicked") { [weak self] in self?.perform(.navigate(.back)) }
        Signals.on(raw(forward), "clicked") { [weak self] in self?.perform(.navigate(.forward)) }
        Signals.on(raw(reload), "clicked") { [weak self] in self?.perform(.navigate(.reload)) }
        Signals.on(raw(bookmarkButton), "clicked") { [weak self] in self?.perform(.bookmark(.add)) }
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

        browser.onTabOpened = { [weak self] tab, _ in self?.tabOpened(tab); self?.memory?.saveSession() }
        browser.onTabClosed = { [weak self] tab in self?.tabClosed(tab); self?.memory?.tabClosed(tab) }
        browser.onActiveTabChanged = { [weak self] tab in self?.showTab(tab); self?.memory?.saveSession() }
        memory?.onProblem = { [weak self] text in self?.controller.notice(text, ok: false) }
        memory?.onBookmarksChanged = { [weak self] in self?.refreshFavorites() }
        refreshFavorites()
        if let folder = options.downloadDirectory {
            let d = Downloads(window: self, folder: folder, store: options.store)
            downloads = d
            memory?.downloads = d
        }
        controller.onBar = { [weak self] bar in self?.render(bar) }
        controller.onHelp = { [weak self] help in self?.renderHelp(help) }
        controller.onLocaleRequest = { [weak self] locale in self?.selectLocale(locale) }
        controller.voiceTrainingStored = { [weak self] in
            guard let self, let setup = self.options.voiceTraining else { return false }
            return setup.stored(self.locale)
        }
        controller.onForgetVoice = { [weak self] in await self?.forgetVoice() ?? Outcome(ok: false, detail: "The window is closing", url: nil) }
        controller.onVoiceTraining = { [weak self] in
            await self?.beginVoiceTraining() ?? Outcome(ok: false, detail: "The window is closing", url: nil)
        }
        controller.applyListening = { [weak self] action in self?.input?.apply(action) }
        controller.onReport = { [weak self] _ in self?.tellPageNames() }
    }

    // MARK: running

    /// Opens the first tab and starts the voice side in the background; returns once the first page is loaded.
    public func start(url: URL?, microphone: Bool, listening: ListeningState) async -> Outcome {
        startVoice(microphone: microphone, listening: listening)   // loads in the background meanwhile
        try? options.store?.markInterruptedDownloads()
        if url == nil, options.restoreSession, let memory, let restored = await memory.restoreSession() {
            controller.notice(restored.detail)
            return restored
        }
        let outcome = await browser.openTab(url)
        if !outcome.ok { controller.notice(outcome.detail, ok: false) }
        tellPageNames()
        return outcome
    }

    var voiceReady: [CheckedContinuation<Void, Never>] = []
    var voiceLoading = false
    var events: AsyncStream<[VoicePipeline.Event]>.Continuation?
    var wantMicrophone = false
    var startState: ListeningState = .listening
    var lastResult = ""
    var releasePending = false

    /// A command, a page or the speech model just came and went: much of what they allocated is free again, but
    /// glibc keeps freed pages in its heaps. Shortly after, when nothing else is going on, they go back to the system.
    func releaseFreeMemorySoon() {
        guard !releasePending else { return }
        releasePending = true
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 300_000_000)
            self?.releasePending = false
            avn_release_free_memory()
        }
    }

    /// Runs UI work after the work before it.
    func enqueue(_ body: @escaping @MainActor () async -> Void) {
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

    func perform(_ command: Command) {
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

    // MARK: voice bar

    func render(_ bar: VoiceBar) {
        if bar.result != lastResult {
            lastResult = bar.result
            releaseFreeMemorySoon()
        }
        // Reading sentences for voice training, the microphone records them rather than taking commands.
        avn_label_set_text(stateLabel, "● " + (training?.phase == .reading && bar.state != .off ? "Recording sentences" : bar.stateText))
        for s in ListeningState.allCases { gtk_widget_remove_css_class(stateLabel, s.rawValue) }
        gtk_widget_add_css_class(stateLabel, bar.state.rawValue)
        avn_label_set_text(transcriptLabel, bar.transcript.isEmpty ? "" : "“\(bar.transcript)”")
        avn_label_set_text(commandLabel, bar.command.isEmpty ? "" : "→ \(bar.command)")
        avn_label_set_text(resultLabel, bar.result)
        gtk_widget_remove_css_class(resultLabel, "failed")
        if bar.ok == false { gtk_widget_add_css_class(resultLabel, "failed") }
        updateMicButton()
    }

    func renderHelp(_ help: String?) {
        if let help {
            let keys = Shortcuts.table.map { "  \($0.keys): \($0.does)" }.joined(separator: "\n")
            avn_label_set_text(helpLabel, help + "\nKeys\n" + keys)
        }
        gtk_widget_set_visible(helpPanel, help == nil ? 0 : 1)
    }

    func dismissOnboarding() {
        guard gtk_widget_get_visible(onboarding) != 0 else { return }
        gtk_widget_set_visible(onboarding, 0)
        options.onOnboarded?()
        gtk_widget_grab_focus(commandEntry)
    }

    /// The action a key stands for, done; true when the key was used.
    /// Key presses the window's key controller has seen (the driver waits for real key events to arrive).
    public private(set) var keysSeen = 0

    func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        keysSeen += 1
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
        case .bookmark: perform(.bookmark(.add))
        case .history: perform(.history(.show))
        case .downloads: perform(.download(.list))
        case .privateTab: perform(.tab(.open, isPrivate: true))
        case .help: perform(.help)
        case .toggleMicrophone: toggleMicrophone()
        case .talk: talk(true)
        case .dismiss:
            if trainingShown { cancelVoiceTraining() } else if gtk_widget_get_visible(onboarding) != 0 { dismissOnboarding() }
            else if controller.help != nil { controller.showHelp(false) }
        }
    }

    // MARK: for the driver

    public func close() {
        guard !closed else { return }
        closed = true
        input?.stop()
        avn_window_close(window)
    }
}
