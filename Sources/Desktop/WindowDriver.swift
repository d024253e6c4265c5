import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import Speech
import VoiceBrowser

/// Drives the window from standard input, one line at a time, for tests, the demo and benchmarks. Lines:
///
///     any words              typed in the command bar and carried out (same path as speaking)
///     :wav PATH              a recording played into the voice loop as if from the microphone
///     :click NAME            a control activated by its accessible name ("New tab", "Close tab 2", "Back")
///     :key KEYS              a key as the window receives it ("ctrl+t", "f9", "alt+Left", "Escape")
///     :x11-keys KEYS…        real key presses through the X server (xdotool), focus on this window
///     :address TEXT          typed in the address bar and entered
///     :locale CODE           the language switch set to CODE
///     :shot PATH             the whole window saved as PNG (with how many distinct colours it has)
///     :state                 what the window shows, as JSON
///     :loaded                until the active tab's page has finished loading
///     :wait MS               a pause
///     :heard N               waits (up to a minute) until N spoken commands have been carried out since the start
///     :trained               waits until voice training ends (up to five minutes adapting, ten seconds reading)
///     :quit                  closes the window
///
/// Each result is one JSON line on standard output.
@MainActor
public final class WindowDriver {
    let window: BrowserWindow
    private var reports: [CommandReport] = []
    private var spoken = 0

    public init(window: BrowserWindow) {
        self.window = window
        let windows = window.controller.onReport
        window.controller.onReport = { [weak self] report in
            windows?(report)
            self?.reports.append(report)
            if report.via == "voice" { self?.spoken += 1 }
        }
    }

    /// Reads lines until end of input or `:quit`.
    public func run() async {
        let (lines, continuation) = AsyncStream<String>.makeStream()
        // Reads the file descriptor, not C's stdin: a thread blocked in readLine holds stdin's lock, and fflush(nil)
        // (after each result) waits for every stream's lock — the window would hang until the next line came in.
        let reader = Thread {
            var pending = Data()
            while true {
                let chunk = FileHandle.standardInput.availableData
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    continuation.yield(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending = Data(pending[(newline + 1)...])
                }
                if chunk.isEmpty { break }
            }
            if !pending.isEmpty { continuation.yield(String(decoding: pending, as: UTF8.self)) }
            continuation.finish()
        }
        reader.start()
        for await line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed == ":quit" { break }
            await handle(trimmed)
            fflush(nil)
        }
    }

    func emit(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self))
    }

    struct Problem: Encodable { var event = "error"; let line: String; let error: String }
    struct Done: Encodable { let event: String; let detail: String; var ok = true }
    struct Shot: Encodable { var event = "screenshot"; let path: String; let ok: Bool; let colours: Int }

    func flushReports() async {
        await window.idle()
        for r in reports { emit(r) }
        reports.removeAll()
    }

    public func handle(_ line: String) async {
        guard line.hasPrefix(":") else {
            window.typeCommand(line)
            await flushReports()
            return
        }
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = parts[0], argument = parts.count > 1 ? parts[1] : ""
        switch verb {
        case ":wav":
            await window.waitForVoice()
            do {
                for e in try await window.play(URL(fileURLWithPath: argument)) {
                    emit(VoiceEventReport(e))
                    await window.controller.handle(e)
                    for r in reports { emit(r) }
                    reports.removeAll()
                }
            } catch {
                emit(Problem(line: line, error: "\(error)"))
            }
        case ":click":
            guard window.activate(named: argument) else {
                return emit(Problem(line: line, error: "no control named '\(argument)'"))
            }
            // An activated button shows itself pressed for a moment before it reports the click.
            try? await Task.sleep(nanoseconds: 350_000_000)
            await flushReports()
        case ":key":
            guard window.press(keys: argument) else { return emit(Problem(line: line, error: "unknown key '\(argument)'")) }
            await flushReports()
        case ":x11-keys":
            let before = window.keysSeen, count = argument.split(separator: " ").count
            if let problem = await X11Keys.press(argument) { return emit(Problem(line: line, error: problem)) }
            // Until every key press has come through the X server and the main loop (a busy machine is slow), then
            // until what they started is done.
            for _ in 0..<150 where window.keysSeen < before + count { try? await Task.sleep(nanoseconds: 20_000_000) }
            await window.idle()
            try? await Task.sleep(nanoseconds: 100_000_000)
            await flushReports()
        case ":address":
            window.typeAddress(argument)
            await window.idle()
            emit(Done(event: "address", detail: window.controller.bar.result, ok: window.controller.bar.ok ?? true))
        case ":locale":
            window.chooseLocale(argument)
            await window.waitForVoice()
            emit(Done(event: "locale", detail: window.controller.grammar.locale))
        case ":shot":
            await window.idle()
            try? await Task.sleep(nanoseconds: 150_000_000)   // let GTK lay out and paint what changed
            var colours = window.saveScreenshot(to: argument)
            // A page view in the middle of painting (a tab just opened, a panel just shown) may give no picture yet.
            for _ in 0..<5 where colours == nil {
                try? await Task.sleep(nanoseconds: 200_000_000)
                await window.idle()
                colours = window.saveScreenshot(to: argument)
            }
            emit(Shot(path: argument, ok: colours != nil, colours: colours ?? 0))
        case ":state":
            await window.idle()
            // A change of listening state reaches the bar through the voice loop's own queue, which `idle` does not
            // wait for: on a busy machine the report could otherwise show the state before it.
            for _ in 0..<100 where window.input.map({ $0.state != window.controller.bar.state }) ?? false {
                try? await Task.sleep(nanoseconds: 20_000_000)
            }
            emit(window.stateReport())
        case ":heard":
            let wanted = Int(argument) ?? 1
            for _ in 0..<600 where spoken < wanted { try? await Task.sleep(nanoseconds: 100_000_000) }
            await flushReports()
            if spoken < wanted { emit(Problem(line: line, error: "heard \(spoken) spoken commands, not \(wanted)")) }
        case ":trained":
            // An adaptation under way is waited for (up to five minutes). A training still reading its sentences gets
            // no more audio from the driver once `:wav` has played, only the recordings already handed over: after
            // ten seconds it is reported as it stands (a sentence or a "cancel" not taken), not waited on.
            for tick in 0..<3000 {
                guard let training = window.training, !training.isOver else { break }
                if training.phase == .reading && tick >= 100 { break }
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
            await window.waitForVoice()
            await flushReports()
            emit(window.trainingReport() ?? TrainingState(phase: "none", index: 0, count: 0, detail: "", shown: false))
        case ":loaded":
            // Until the page of the active tab has finished loading (at most 10 s), so what it records is recorded.
            await window.idle()
            for _ in 0..<500 where window.activeEngine?.isLoading == true { try? await Task.sleep(nanoseconds: 20_000_000) }
            if window.activeEngine?.isLoading == true { emit(Problem(line: line, error: "the page is still loading after 10 s")) }
        case ":wait":
            try? await Task.sleep(nanoseconds: UInt64(max(0, Int(argument) ?? 0)) * 1_000_000)
        default:
            emit(Problem(line: line, error: "unknown directive \(verb)"))
        }
    }
}

/// A voice-loop event as a JSON line (the same names as `avanues listen --json`).
struct VoiceEventReport: Encodable {
    var event: String
    var state: String?
    var text: String?
    var error: String?

    init(_ e: VoicePipeline.Event) {
        switch e {
        case .state(let s): event = "state"; state = s.rawValue
        case .speechStarted: event = "speech"
        case .partial(let t): event = "partial"; text = t
        case .woke: event = "wake"
        case .utterance(let h): event = "utterance"; text = h.result.text
        case .error(let err): event = "error"; error = err.description
        }
    }
}

/// What the window shows, read back from its widgets.
public struct WindowState: Encodable {
    public var event = "state"
    public struct Shown: Encodable { var state, transcript, command, result: String }
    public struct TabInfo: Encodable { var title: String; var url: String?; var active: Bool; var `private`: Bool; var button: String }
    public struct Control: Encodable { var kind: String; var name: String? }
    public struct Memory: Encodable {
        /// Resident set of this (the app's UI) process; its proportional share (shared library pages divided among
        /// the processes that map them); pages only it uses; the WebKit processes it started (resident, sandbox
        /// launchers included).
        var rssKiB: Int
        var pssKiB: Int
        var privateKiB: Int
        var webProcessesKiB: Int
        /// How many WebKit web processes are running for it (one per open tab; a closed tab's goes away).
        var webProcesses: Int
        /// Whether an OpenGL driver (Mesa's `*_dri.so`, with LLVM for software rendering) is loaded in this process.
        var glDriverLoaded: Bool
        /// Whether libcurl (Foundation's URLSession client, with OpenSSL and GnuTLS) is loaded in this process; the
        /// app sends its few requests of its own (the opt-in cloud model) through libsoup, which WebKit loads anyway.
        var curlLoaded: Bool
    }
    var bar: VoiceBar
    var shown: Shown
    var tabs: [TabInfo]
    var address: String
    var help: Bool
    var helpText: String?
    var onboarding: Bool
    var locale: String
    var speech: String
    var labels: Bool
    var focus: String?
    var controls: [Control]
    var memory: Memory
    var downloads: [Downloads.Item]
    var training: TrainingState?
}

/// Voice training as the window shows it.
public struct TrainingState: Encodable {
    public var event = "training"
    var phase: String
    /// The sentence being read (1-based) and how many there are.
    var index: Int
    var count: Int
    var sentence: String?
    var detail: String
    /// Whether the panel is on screen.
    var shown: Bool
}

extension BrowserWindow {
    func typeCommand(_ words: String) {
        avn_editable_set_text(commandEntry, words)
        commandActivated()   // what Enter in the command bar does
    }

    func typeAddress(_ words: String) {
        avn_editable_set_text(address, words)
        addressActivated()
    }

    func chooseLocale(_ code: String) {
        guard let i = SupportedLocale.all.firstIndex(of: code) else { return }
        avn_drop_down_set_selected(localeChooser, guint(i))
    }

    func activate(named name: String) -> Bool {
        guard let widget = names.first(where: { $0.value.lowercased() == name.lowercased() && gtk_widget_get_mapped($0.key) != 0 })?.key
                ?? names.first(where: { $0.value.lowercased() == name.lowercased() })?.key else { return false }
        gtk_widget_activate(widget)
        return true
    }

    func press(keys: String) -> Bool {
        var parts = keys.split(separator: "+").map(String.init)
        guard let key = parts.popLast() else { return false }
        var state: UInt32 = 0
        for m in parts {
            switch m.lowercased() {
            case "ctrl", "control": state |= GDK_CONTROL_MASK.rawValue
            case "shift": state |= GDK_SHIFT_MASK.rawValue
            case "alt": state |= GDK_ALT_MASK.rawValue
            default: return false
            }
        }
        let name = key.count > 1 && key.first!.isLowercase && key.lowercased().hasPrefix("f") && Int(key.dropFirst()) != nil ? key.uppercased() : key
        let keyval = gdk_keyval_from_name(name)
        guard keyval != 0, keyval != 0xffffff else { return false }
        _ = keyPressed(keyval, state)
        keyReleased(keyval)
        return true
    }

    public func play(_ url: URL) async throws -> [VoicePipeline.Event] {
        guard let input else { throw SpeechError.engineUnavailable(voiceProblem ?? "speech is not ready") }
        // The recording stands in for the microphone: a microphone that is off is turned on for it.
        if input.state == .off { input.apply(.wake) }
        // The page's names as they are now (the window tells them after each command, a moment later).
        await tellPageNamesNow()
        let source = try FileAudioSource(url: url)
        return try await input.play(source)
    }

    /// Writes the window as PNG; returns how many distinct colours it has (nil when it could not be drawn).
    public func saveScreenshot(to path: String) -> Int? {
        let colours = Int(avn_widget_save_png(window, path))
        return colours < 0 ? nil : colours
    }

    func stateReport() -> WindowState {
        var controls: [WindowState.Control] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_visible(w) != 0 else { return }
            let kind = avn_is_button(w) != 0 ? "button" : avn_is_entry(w) != 0 ? "entry" : avn_is_drop_down(w) != 0 ? "dropdown" : nil
            if let kind {
                controls.append(.init(kind: kind, name: names[w]))
                if kind != "dropdown" { return }   // a button's label and an entry's text are parts of it
            }
            if kind == "dropdown" { return }
            if gtk_widget_get_parent(w) != nil, engines.values.contains(where: { $0.widget == w }) { return }
            var child = gtk_widget_get_first_child(w)
            while let c = child { walk(c); child = gtk_widget_get_next_sibling(c) }
        }
        walk(window)
        let children = ProcessMemory.descendants()
        let focused = avn_window_focus(window)
        let focusName = focused.flatMap { f -> String? in
            if let n = names[f] { return n }
            var p = gtk_widget_get_parent(f)
            while let q = p { if let n = names[q] { return n }; p = gtk_widget_get_parent(q) }
            return engines.values.contains(where: { $0.widget == f }) ? "page" : nil
        }
        return WindowState(
            bar: controller.bar,
            shown: .init(state: text(avn_label_get_text(stateLabel)), transcript: text(avn_label_get_text(transcriptLabel)),
                         command: text(avn_label_get_text(commandLabel)), result: text(avn_label_get_text(resultLabel))),
            tabs: browser.tabs.enumerated().map { i, t in
                .init(title: t.label, url: t.url, active: i == browser.activeIndex, private: t.isPrivate,
                      button: i < tabButtons.count ? text(avn_button_get_label(tabButtons[i])) : "")
            },
            address: text(avn_editable_get_text(address)),
            help: gtk_widget_get_visible(helpPanel) != 0,
            helpText: controller.help.map { String($0.prefix(while: { $0 != "\n" })) },
            onboarding: gtk_widget_get_visible(onboarding) != 0,
            locale: locale,
            speech: input != nil ? "ready" : (voiceProblem ?? "loading"),
            labels: browser.activeTab?.session.labelsShown ?? false,
            focus: focusName,
            controls: controls,
            memory: .init(rssKiB: ProcessMemory.residentKiB(), pssKiB: ProcessMemory.rollup("Pss"),
                          privateKiB: ProcessMemory.rollup("Private_Clean") + ProcessMemory.rollup("Private_Dirty"),
                          webProcessesKiB: children.residentKiB, webProcesses: children.webProcesses,
                          glDriverLoaded: ProcessMemory.mapsGLDriver(), curlLoaded: ProcessMemory.maps(library: "libcurl")),
            downloads: downloads?.items ?? [],
            training: trainingReport())
    }
}
