import ArgumentParser
import BrowserCore
import CloudUnderstanding
import Desktop
import Foundation
import Grammar
import NLU
import PocketSphinx
import PulseAudio
import Speech
import SpeechCommands
import Storage
import VoiceBrowser
import WebKitGTK

struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the desktop voice browser.",
        discussion: """
            A window with an address bar, tabs, the page and the voice bar. Speak commands ("show numbers", \
            "click 5", "scroll down", "open a new tab", "help"), hold F9 to talk, or type them in the command bar \
            (Ctrl+K). The voice bar shows whether it is listening, what it heard, the command and the result. \
            Saying the name of a button or link alone presses it, even in part ("accept all", "accept cookies"). A page's own dialogs are spoken: \
            a message is said, a question ("Delete the draft?") is answered by saying "yes" or "no".
            Without a display it runs under Xvfb (nothing visible: use --drive and :shot to see it).

            --drive reads lines from standard input and prints one JSON line per result (tests, demos, scripts):
              any words       typed in the command bar
              :wav FILE       a recording played into the voice loop
              :click NAME     a control by its accessible name ("New tab")
              :key KEYS       a shortcut (ctrl+t, f9, alt+Left)
              :x11-keys KEYS  real key presses through the X server
              :address TEXT   the address bar
              :locale CODE    the language switch
              :shot FILE      a PNG of the window
              :state          what the window shows, as JSON (tabs, bar, downloads)
              :heard N        wait until N spoken commands were carried out
              :trained        until voice training ends (reports it still reading after 10 s)
              :loaded         until the active tab's page has loaded
              :wait MS        a pause
              :quit           close

            The language chosen in the window is used at the next start unless --locale says otherwise.
            History, bookmarks, downloads and the open tabs are kept in $XDG_DATA_HOME/avanues (encrypted; see \
            'avanues history --help'); private tabs ("open a private tab") and --ephemeral keep nothing. Say \
            "bookmark this", "show my bookmarks", "open bookmark <name>", "show history", "show history for <words>", \
            "clear history" (asks first), "download 5", "show downloads", "cancel the download".
            Say "learn my voice" (or "adapt to my voice") to read --training-sentences sentences aloud; the window then adapts speech \
            recognition to your voice (as 'avanues adapt --record' does) and uses it at once. Say "cancel" to stop, \
            "forget my voice" to go back to the standard model.

            Examples:
              avanues browse
              avanues browse https://en.wikipedia.org --locale es-ES
              printf 'show numbers\\nclick 3\\n:shot after.png\\n' | avanues browse demo/shop.html --drive
            """
    )

    @Argument(help: "The first page: a URL or a file path (default: the home page, else the start page).")
    var url: String?
    @OptionGroup var locale: LocaleOption
    @OptionGroup var speech: SpeechOptions
    @Option(name: .long, help: "The home page (\"go home\", new tabs).") var home: String?
    @Flag(name: .long, inversion: .prefixedNo, help: "Listen to the default microphone from the start (default: on, off with --drive).")
    var microphone: Bool?
    @Option(name: .long, help: "The listening state to start in: listening, or asleep (waits for the wake phrase).")
    var start = "listening"
    @Flag(name: .long, inversion: .prefixedNo, help: "Show the welcome panel (default: on the first run only).")
    var onboarding: Bool?
    @Option(name: .long, help: ArgumentHelp("A recording to use as the microphone (to try the browser without one).", valueName: "FILE"))
    var audioInput: String?
    @Flag(name: .long, help: "Say results aloud with espeak-ng (the microphone is not listened to meanwhile).") var speak = false
    @Flag(name: .long, help: "Read commands from standard input and print JSON results (see above).") var drive = false
    @Flag(name: .long, help: "A private session: no history, bookmarks changes, tab session, cookies or site data written.")
    var ephemeral = false
    @Flag(name: .long, inversion: .prefixedNo, help: "Open last time's tabs when no address is given (default: on).")
    var restore = true
    @Option(name: .long, help: ArgumentHelp("Where downloads go (default: $XDG_DOWNLOAD_DIR, else ~/Downloads).", valueName: "DIR"))
    var downloads: String?
    @Option(name: .long, help: "Sentences to read when you say \"learn my voice\" (\(SpeakerAdaptation.minimumRecordings) to 40; more adapt better).")
    var trainingSentences = 20

    func validate() throws {
        guard ["asleep", "listening"].contains(start) else { throw ValidationError("--start must be asleep or listening") }
        guard (SpeakerAdaptation.minimumRecordings...SpeakerAdaptation.englishPrompts.count).contains(trainingSentences) else {
            throw ValidationError("--training-sentences must be between \(SpeakerAdaptation.minimumRecordings) and \(SpeakerAdaptation.englishPrompts.count)")
        }
    }

    struct Ready: Encodable {
        var event = "ready"
        let startupMs: Double
        let loadMs: Double
        let ok: Bool
        let detail: String
        let url: String?
    }

    func run() throws {
        let paths = DataPaths()
        // The language chosen in the window last time, unless --locale says otherwise.
        var storeProblem: String?
        var store: BrowserStore?
        if !ephemeral {
            do { store = try paths.openStore() } catch { storeProblem = "Browser data unavailable: \(error)" }
        }
        let grammar = try locale.grammar(fallback: (try? store?.setting("locale")) ?? nil)
        let first = try url.map(PageRunner.url)
        let homeURL = try home.map(PageRunner.url) ?? BrowserWindow.startPage
        let showOnboarding = onboarding ?? !FileManager.default.fileExists(atPath: paths.onboardedMarker)
        // Settle the recognizer's settings now: the factory runs on another thread.
        // A session that keeps nothing writes no audio to learn the voice from either.
        var settled = speech
        if ephemeral { settled.learnVoice = false }
        nonisolated(unsafe) let speechOptions = settled
        let wakePhrase = speech.normalizedWakePhrase
        let makeVoice: BrowserWindow.VoiceFactory = { grammar, deliver in
            let recognizer = try speechOptions.recognizer(grammar: grammar, partialResults: true)
            let understanding = CommandUnderstanding(grammar: grammar, model: try? Understander.bundled(grammar.locale))
            let pipeline = VoicePipeline(recognizer: recognizer, state: .off, wakePhrases: [wakePhrase]) {
                understanding.command(for: $0)
            }
            speechOptions.configure(pipeline, understanding: understanding)
            return VoiceInput(pipeline: pipeline, deliver: deliver)
        }
        if let audioInput, !FileManager.default.fileExists(atPath: audioInput) { throw CLIError("no such file: \(audioInput)") }
        let recording = audioInput.map { URL(fileURLWithPath: $0) }
        let makeMicrophone: BrowserWindow.MicrophoneFactory = { () throws -> AudioSource in
            if let recording { return try FileAudioSource(url: recording) }
            return try MicrophoneSource()
        }
        let listening: ListeningState = start == "asleep" ? .asleep : .listening
        let training = voiceTraining()
        let useMicrophone = microphone ?? !drive, driven = drive, speakAloud = speak, keepNothing = ephemeral
        let restoreTabs = restore
        let downloadFolder = downloads.map { ($0 as NSString).expandingTildeInPath } ?? paths.downloads

        try PageRunner.ensureDisplay()
        let code = MainActor.assumeIsolated {
            MainLoop.run {
                var options = BrowserWindow.Options()
                options.homeURL = homeURL
                options.onboarding = showOnboarding
                options.wakePhrase = wakePhrase
                if !keepNothing {
                    options.dataDirectory = paths.webData
                    options.cacheDirectory = paths.webCache
                }
                options.onOnboarded = { paths.markOnboarded() }
                options.restoreSession = restoreTabs
                options.downloadDirectory = downloadFolder
                options.store = store
                if !keepNothing { options.voiceTraining = training }
                let t0 = DispatchTime.now().uptimeNanoseconds
                let window = BrowserWindow(grammar: grammar, options: options, makeVoice: makeVoice, makeMicrophone: makeMicrophone)
                if let storeProblem { window.controller.notice(storeProblem, ok: false) }
                if speakAloud { window.controller.speak = { [weak window] text in if let window { Speaker.say(text, locale: window.controller.grammar.locale, holding: window) } } }
                do { window.controller.cloud = try CloudStore.configuredFallback() } catch {
                    window.controller.notice("Cloud model: \(error)", ok: false)
                }
                let outcome = await window.start(url: first, microphone: useMicrophone, listening: listening)
                if driven {
                    print(PageRunner.json(Ready(startupMs: (ProcessMemory.sinceStartMs() * 10).rounded() / 10,
                                                loadMs: PageRunner.milliseconds(since: t0), ok: outcome.ok, detail: outcome.detail,
                                                url: outcome.url)))
                    fflush(nil)
                    await WindowDriver(window: window).run()
                    window.close()
                    return 0
                }
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    window.onClose = { done.resume() }
                }
                return 0
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// Where the browser keeps things ($XDG_DATA_HOME/avanues, $XDG_CONFIG_HOME/avanues, $XDG_CACHE_HOME/avanues).
struct DataPaths: Sendable {
    let data: String, config: String, cache: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func base(_ key: String, _ fallback: String) -> String {
            if let v = environment[key], v.hasPrefix("/") { return v }
            return home + "/" + fallback
        }
        data = base("XDG_DATA_HOME", ".local/share") + "/avanues"
        config = base("XDG_CONFIG_HOME", ".config") + "/avanues"
        cache = base("XDG_CACHE_HOME", ".cache") + "/avanues"
        downloads = environment["XDG_DOWNLOAD_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/Downloads"
    }

    var webData: String { data + "/web" }
    /// $XDG_DOWNLOAD_DIR when set, else ~/Downloads.
    var downloads: String

    var webCache: String { cache + "/web" }
    var onboardedMarker: String { config + "/onboarded" }

    func markOnboarded() {
        try? FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        FileManager.default.createFile(atPath: onboardedMarker, contents: Data("1\n".utf8))
    }
}

/// Results said aloud with espeak-ng (when installed, `--speak`), one phrase at a time, the newest wins. While it speaks the window's microphone is held: the browser
/// must not hear itself ("Scrolled down" heard as "scroll down" would scroll again, and again).
@MainActor
enum Speaker {
    static var current: Process?
    static var generation = 0
    static let voices = ["en-US": "en-us", "es-ES": "es", "fr-FR": "fr", "de-DE": "de", "hi-IN": "hi"]

    static func say(_ text: String, locale: String, holding window: BrowserWindow) {
        let path = "/usr/bin/espeak-ng"
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        current?.terminate()
        generation += 1
        let mine = generation
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["-v", voices[locale] ?? "en-us", "-s", "170", text]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        p.terminationHandler = { [weak window] _ in
            // The one that was cut short for a newer one does not let go of the microphone.
            Task { @MainActor in if generation == mine { window?.setSpeaking(false) } }
        }
        window.setSpeaking(true)
        do { try p.run() } catch { window.setSpeaking(false); return }
        current = p
    }
}

extension BrowseCommand {
    /// "Adapt to my voice" in the window: the same sentences, recordings folder and adaptation as `avanues adapt --record`.
    func voiceTraining() -> VoiceTrainingSetup {
        nonisolated(unsafe) let speechOptions = speech
        let modelsFolder = SpeechOptions.modelsFolder(speech.models)
        return VoiceTrainingSetup(
            sentences: { SpeakerAdaptation.prompts(locale: $0) },
            recordingsFolder: { SpeechOptions.storedRecordings(locale: $0) },
            adapt: { locale, recordings, progress in
                let model = try SpeechModel.locate(locale: locale, directory: modelsFolder)
                let target = SpeechOptions.storedAdaptation(locale: locale)
                let summary = try SpeakerAdaptation.estimate(model: model, recordings: recordings.map { .init(audio: $0.audio, text: $0.text) },
                                                             output: target, method: .map,
                                                             noiseSuppression: speechOptions.suppression, progress: progress)
                var text = "Adapted to your voice from \(summary.used) sentences"
                if !summary.ignored.isEmpty { text += " (\(summary.ignored.count) did not match their sentence and were left out)" }
                if (try? speechOptions.adaptationFile(locale: locale))?.path != target.path {
                    text += "; this window was started with another adaptation (--adaptation or AVANUES_SPEECH_ADAPTATION), so yours is used from the next start without it"
                }
                return text
            },
            stored: { FileManager.default.fileExists(atPath: SpeechOptions.storedAdaptation(locale: $0).path) },
            forget: { try SpeechOptions.removeStoredAdaptation(locale: $0) },
            count: trainingSentences)
    }
}

