import Foundation
import Testing
import TestSupport
import WebKitGTK

/// The desktop window, driven through `avanues browse --drive` under Xvfb: typed commands (the command bar),
/// recordings (the voice loop), controls by their accessible names and keys. Every check reads what the window
/// shows — the voice bar's labels, the tab strip's buttons, the address bar — not only what the core decided.
@Suite(.serialized) struct BrowseWindowTests {
    static let one = AvanuesProcess.fixtures.appendingPathComponent("window/one.html").path
    static let two = "window/two.html"
    static func page(_ name: String) -> String { AvanuesProcess.fixtures.appendingPathComponent("pages/\(name).html").path }

    struct Session {
        let lines: [[String: Any]]
        let stderr: String
        let home: URL

        func of(_ event: String) -> [[String: Any]] { lines.filter { $0["event"] as? String == event } }
        var commands: [[String: Any]] { of("command") }
        var states: [[String: Any]] { of("state").filter { $0["bar"] != nil } }

        /// The outcome detail of each command, in order.
        var details: [String] { commands.map { (($0["outcome"] as? [String: Any])?["detail"] as? String) ?? "" } }
        var oks: [Bool] { commands.map { (($0["outcome"] as? [String: Any])?["ok"] as? Bool) ?? false } }
    }

    /// Runs the window on `page` with `script` on its standard input; data, configuration and cache in a fresh
    /// folder unless `home` is given (to run it twice on the same data).
    /// `ownDisplay`: the window gets an X server of its own. Real key presses go to whichever window has the X focus,
    /// and with no window manager a window of a test running alongside takes the focus when it opens.
    func drive(_ script: [String], page: String? = one, extra: [String] = ["--no-onboarding"], home: URL? = nil,
               ownDisplay: Bool = false) throws -> Session {
        let folder = home ?? Scratch.path("window")
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                   "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                   "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        let display = ownDisplay ? try PrivateDisplay() : nil
        let run = try AvanuesProcess.run(["browse", "--drive"] + extra + (page.map { [$0] } ?? []),
                                         stdin: script.joined(separator: "\n") + "\n", environment: env.merging(display?.environment ?? [:]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.objects()
        let ready = try #require(lines.first)
        #expect(ready["event"] as? String == "ready" && ready["ok"] as? Bool == true, "\(ready)")
        for problem in lines where problem["event"] as? String == "error" { Issue.record("driver error: \(problem)") }
        return Session(lines: lines, stderr: run.stderr, home: folder)
    }

    static func shown(_ state: [String: Any]) -> [String: String] { state["shown"] as? [String: String] ?? [:] }
    static func tabs(_ state: [String: Any]) -> [[String: Any]] { state["tabs"] as? [[String: Any]] ?? [] }
    static func activeTab(_ state: [String: Any]) -> Int? { tabs(state).firstIndex { $0["active"] as? Bool == true }.map { $0 + 1 } }

    @Test func typedCommandsChangeThePageAndTheFeedbackLineSaysSo() throws {
        let shot = Scratch.path("window-numbers", suffix: ".png").path
        let s = try drive([
            "show numbers", ":state",
            "click 2", ":state",
            "click 42", ":state",
            ":address \(Self.one)",
            "click 1", ":state",
            "go back", ":state",
            "scroll down",
            "sing me a song", ":state",
            ":shot \(shot)",
        ])
        #expect(s.details.count == 7)
        #expect(s.details[0].hasPrefix("Showing") && s.oks[0])
        #expect(s.details[1] == "Clicked button 'Sign in'")
        #expect(s.details[2] == "No element 42 on this page — say 'show numbers'" && !s.oks[2])
        #expect(s.of("address").first?["ok"] as? Bool == true)
        #expect(s.details[4] == "Went back")
        #expect(s.details[5] == "Scrolled down")
        #expect(s.details[6].hasPrefix("Not understood") && !s.oks[6])
        let states = s.states
        try #require(states.count == 6)
        // The voice bar shows each result, the words and the command understood.
        #expect(Self.shown(states[0])["result"] == s.details[0])
        #expect(states[0]["labels"] as? Bool == true)
        #expect(Self.shown(states[1])["result"] == "Clicked button 'Sign in'")
        #expect(Self.shown(states[1])["transcript"] == "“click 2”")
        #expect(Self.shown(states[1])["command"] == "→ click 2")
        #expect(Self.shown(states[2])["result"] == "No element 42 on this page — say 'show numbers'")
        // A link followed: the address bar and the tab strip follow the page; going back returns.
        #expect((states[3]["address"] as? String ?? "").hasSuffix(Self.two))
        #expect((Self.tabs(states[3]).first?["button"] as? String ?? "").contains("Page two"))
        #expect((states[4]["address"] as? String ?? "").hasSuffix("window/one.html"))
        #expect(Self.shown(states[5])["result"]?.hasPrefix("Not understood") == true)
        let screenshot = try #require(s.of("screenshot").first)
        #expect(screenshot["ok"] as? Bool == true)
        #expect((screenshot["colours"] as? Int ?? 0) > 40, "a window with a page, numbers and a voice bar is not blank")
        #expect(FileManager.default.fileExists(atPath: shot))
        // Without a GPU, the page above was drawn and shown without loading a GL driver (and LLVM) into the app.
        if !RenderingSetup.hasRenderNode() {
            #expect((states[0]["memory"] as? [String: Any])?["glDriverLoaded"] as? Bool == false)
        }
        // Nor a second HTTP and TLS stack: the opt-in cloud model's requests go through WebKit's own libsoup.
        #expect((states[0]["memory"] as? [String: Any])?["curlLoaded"] as? Bool == false)
    }

    @Test func tabsByVoiceByHandAndByKeys() throws {
        let s = try drive([
            "open a new tab", ":state",
            ":click New tab", ":state",
            "switch to tab one", ":state",
            "next tab", ":state",
            "close this tab", ":state",
            "reopen the closed tab", ":state",
            ":click Close tab 3", ":state",
            ":key ctrl+t", ":key ctrl+1", ":state",
            ":key ctrl+w", ":key ctrl+shift+t", ":state",
            "switch to tab 9",
            "show numbers", "click 3", ":state",
            "close this tab", "close this tab", "close this tab", ":wait 1500", ":state",
            "open a new tab", "open a new tab", "close the other tabs", ":state",
            "open a new tab", "close all tabs", ":wait 500", ":state",
            // Several pages back and forward at once, through WebKit's back-forward list.
            ":address \(Self.page("basics"))", ":address \(Self.page("labels"))", ":address \(AvanuesProcess.fixtures.appendingPathComponent(Self.two).path)",
            "go back two pages", ":state", "go forward two pages", ":state",
            // A link of the page in a new tab; a button is no link; a name two links to one place share is that place.
            ":address \(Self.one)", "open link 1 in a new tab", ":state",
            "switch to tab one", "open link 2 in a new tab", "open the page two link in a new tab", ":state",
            // The element last acted on ("it"): found, then opened in a new tab.
            "switch to tab one", "find the page two link", "open it in a new tab",
        ])
        let st = s.states
        try #require(st.count == 17)
        let counts = st.map { Self.tabs($0).count }
        #expect(counts == [2, 3, 3, 3, 2, 3, 2, 3, 3, 4, 1, 1, 1, 1, 1, 2, 3])
        let active = st.map { Self.activeTab($0) ?? 0 }
        #expect(Array(active.prefix(8)) == [2, 3, 1, 2, 2, 2, 2, 1])
        // Reopened where it was, with its page.
        #expect(Self.tabs(st[5])[1]["active"] as? Bool == true)
        // The strip's buttons carry the numbers people say.
        #expect((Self.tabs(st[1])[2]["button"] as? String ?? "").hasPrefix("3"))
        #expect(s.details.contains("No tab 9 — there are 3 tabs"))
        // A link that opens a new window opens a tab with its page.
        let last = st[9]
        #expect(Self.tabs(last).contains { ($0["url"] as? String ?? "").hasSuffix(Self.two) })
        // A closed tab lets go of its page: its web process ends (eight tabs were opened, one is left).
        #expect(Self.tabs(st[10]).count == 1)
        let memory = try #require(st[10]["memory"] as? [String: Any])
        #expect(memory["webProcesses"] as? Int == 1, "\(memory)")
        // The other tabs, then all of them: a fresh one is left.
        #expect(Self.tabs(st[11]).count == 1 && Self.tabs(st[12]).count == 1)
        #expect(s.details.contains("Closed the 2 other tabs"), "\(s.details)")
        #expect(s.details.contains("Closed all 2 tabs — here is a new one"), "\(s.details)")
        #expect((st[13]["address"] as? String ?? "").hasSuffix("pages/basics.html"), "\(st[13]["address"] ?? "")")
        #expect((st[14]["address"] as? String ?? "").hasSuffix(Self.two), "\(st[14]["address"] ?? "")")
        #expect(s.details.contains("Went back 2 pages") && s.details.contains("Went forward 2 pages"), "\(s.details)")
        #expect(Self.activeTab(st[15]) == 2 && (st[15]["address"] as? String ?? "").hasSuffix(Self.two), "\(st[15]["address"] ?? "")")
        #expect(s.details.contains("Opened 'Go to page two' in a new tab (2 open)"), "\(s.details)")
        #expect(s.details.contains("Button 'Sign in' is not a link to a page — say 'click 2' to press it"), "\(s.details)")
        #expect(s.details.filter { $0.hasPrefix("Opened 'Go to page two' in a new tab") }.count == 3, "\(s.details)")
        #expect(s.details.contains("Found link 'Go to page two' — say 'click it' to press it"), "\(s.details)")
        #expect(!s.details.contains { $0.hasPrefix("Which one?") }, "\(s.details)")
    }

    /// Tabs closed as soon as their page is asked for: the page's view emits its last changes after the tab has
    /// let go of it, and those must not reach the freed tab (ten rounds crashed the window every time when they did).
    /// A page's confirm, prompt and alert, by voice: the question is said, "yes" or "no" answers it and the page goes
    /// on; a message is said with the click's outcome. Before, the first alert froze the window.
    @Test func pageDialogsAreAskedAndAnsweredByVoice() throws {
        let s = try drive(["click delete", "no", ":wait 300", ":state", "click delete", "yes", ":wait 300", ":state",
                           "click rename", "yes", ":wait 300", ":state", "click save", ":state"], page: Self.page("dialogs"))
        #expect(s.details == ["The page asks 'Delete the draft?' — say 'yes' or 'no'", "Answered no",
                              "The page asks 'Delete the draft?' — say 'yes' or 'no'", "Answered yes",
                              "The page asks 'New name?' — say 'yes' for 'Untitled', or 'no'", "Answered yes",
                              "The page says 'Saved' — Clicked button 'Save'"], "\(s.details)")
        let titles = s.states.map { (Self.tabs($0).first?["title"] as? String) ?? "" }
        #expect(titles == ["kept", "deleted", "renamed Untitled", "saved"], "\(titles)")
        // Once answered, the click's own outcome follows on the bar.
        #expect(Self.shown(s.states[1])["result"] == "Clicked button 'Delete'", "\(Self.shown(s.states[1]))")
    }

    /// The page's Print button, and "print this page": saved as a PDF in the downloads folder, named after the page's
    /// title, no dialog.
    @Test func aPagesPrintIsSavedAsPDF() throws {
        let downloads = Scratch.path("window-print")
        defer { try? FileManager.default.removeItem(at: downloads) }
        let s = try drive(["click print", ":wait 2000", "click print", ":wait 2000", "print this page", ":wait 2000", ":state"], page: Self.page("dialogs"),
                          extra: ["--no-onboarding", "--downloads", downloads.path])
        let first = downloads.appendingPathComponent("Drafts.pdf")
        let asked = downloads.appendingPathComponent("printed (2).pdf")
        #expect(s.details.first == "The page asked to print — saving it as PDF: \(first.path) — Clicked button 'Print'", "\(s.details)")
        #expect(s.details.last == "Saving the page as PDF: \(asked.path)", "\(s.details)")
        for file in [first, downloads.appendingPathComponent("printed.pdf"), asked] {
            let data = (try? Data(contentsOf: file)) ?? Data()
            #expect(data.prefix(5) == Data("%PDF-".utf8) && data.count > 1000, "\(file.lastPathComponent): \(data.count) bytes")
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []).sorted() == ["Drafts.pdf", "printed (2).pdf", "printed.pdf"])
    }

    @Test func tabsClosedWhileTheirPageLoads() throws {
        let rounds = Array(repeating: ["open a new tab", ":address \(AvanuesProcess.fixtures.appendingPathComponent(Self.two).path)", "close tab"], count: 10)
        let s = try drive(rounds.flatMap { $0 } + [":state"])
        #expect(s.details.filter { $0.hasPrefix("Closed ") }.count == 10)
        #expect(Self.tabs(try #require(s.states.last)).count == 1)
    }

    @Test func helpLanguageAndFirstRun() throws {
        let home = Scratch.path("window-firstrun")
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try drive([
            ":state",
            "help", ":state",
            ":locale es-ES", ":state",
            "desplazar hacia abajo", "ayuda", ":state",
            "habla inglés",
            ":key Escape", ":state",
        ], extra: [], home: home)
        let st = first.states
        try #require(st.count == 5)
        #expect(st[0]["onboarding"] as? Bool == true, "the first run shows the welcome panel")
        #expect(st[1]["help"] as? Bool == true)
        #expect((st[1]["helpText"] as? String ?? "").contains("en-US"))
        #expect(st[2]["locale"] as? String == "es-ES")
        #expect((st[2]["helpText"] as? String ?? "").contains("es-ES"), "help follows the language")
        // No Spanish speech models here: said plainly, and typing still works.
        #expect((st[2]["speech"] as? String ?? "ready").contains("es-ES"), "\(st[2]["speech"] ?? "")")
        #expect(first.details.contains("Scrolled down"))
        #expect(st[3]["help"] as? Bool == false, "'ayuda' closes the help it opened")
        #expect(st[4]["locale"] as? String == "en-US", "'habla inglés' switches back")
        #expect(st[4]["onboarding"] as? Bool == false, "Escape closes the welcome panel")
        // Every control has an accessible name.
        for state in st {
            for control in state["controls"] as? [[String: Any]] ?? [] {
                #expect(!(control["name"] as? String ?? "").isEmpty, "unnamed \(control)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("config/avanues/onboarded").path))
        let second = try drive([":state"], extra: [], home: home)
        #expect(second.states.first?["onboarding"] as? Bool == false, "the welcome panel shows once")
    }

    @Test func spokenCommandsThroughTheVoiceLoop() throws {
        let files = try ["show numbers", "open a new tab", "close tab", "go back"].map { try SpokenAudio.command($0) }
        let s = try drive([
            "show numbers", "click 1",
            ":wav \(files[0].path)", ":state",
            ":wav \(files[1].path)", ":state",
            ":wav \(files[2].path)",
            ":wav \(files[3].path)", ":state",
        ])
        let voice = s.commands.filter { $0["via"] as? String == "voice" }
        #expect(voice.count == 4, "\(s.lines.filter { $0["event"] as? String == "utterance" })")
        let st = s.states
        try #require(st.count == 3)
        #expect(Self.shown(st[0])["result"]?.hasPrefix("Showing") == true)
        #expect(Self.shown(st[0])["transcript"] == "“show numbers”")
        #expect(Self.tabs(st[1]).count == 2)
        #expect(Self.tabs(st[2]).count == 1)
        #expect((st[2]["address"] as? String ?? "").hasSuffix("window/one.html"), "went back from page two")
        #expect(Self.shown(st[2])["result"] == "Went back")
        // The loop went through its states and came back to listening.
        let states = s.of("state").compactMap { $0["state"] as? String }
        #expect(states.contains("hearing") && states.contains("working") && states.last == "listening")
    }

    /// The name of a thing on the page said alone ("subscribe"), spoken: the recognizer hears the page's names, and
    /// the button is pressed. Without them the command grammar heard it as "and on".
    @Test func aNameOnThePageIsHeardSaidAlone() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/dialog.html").path
        let said = try SpokenAudio.command("subscribe")
        let s = try drive([":wav \(said.path)", ":state"], page: page)
        let voice = s.commands.filter { $0["via"] as? String == "voice" }
        #expect(voice.count == 1 && Self.shown(s.states[0])["result"] == "Clicked button 'Subscribe'", "\(s.lines.filter { $0["event"] as? String == "utterance" }) \(s.states.map(Self.shown))")
    }

    @Test func keyboardOnlyThroughTheXServer() throws {
        // Real key events: X server → GTK → the window's key controller, wherever the focus is.
        let s = try drive([
            ":x11-keys ctrl+t ctrl+t", ":state",
            ":x11-keys ctrl+w ctrl+1", ":state",
            ":x11-keys ctrl+k", ":state",
            ":x11-keys F1", ":state",
            ":x11-keys Escape", ":state",
        ], ownDisplay: true)
        let st = s.states
        try #require(st.count == 5)
        #expect(st.map { Self.tabs($0).count } == [3, 2, 2, 2, 2])
        #expect(Self.activeTab(st[1]) == 1)
        #expect(st[2]["focus"] as? String == "Command", "Ctrl+K puts the focus in the command bar")
        #expect(st[3]["help"] as? Bool == true)
        #expect(st[4]["help"] as? Bool == false)
    }

    @Test func theMicrophoneLoopHearsAndActsWhileTheWindowRuns() throws {
        // A recording stands in for the microphone: read on the microphone thread, decoded while it streams,
        // carried out on the window's main loop without any line from the driver.
        let said = try SpokenAudio.file("window-microphone", [
            SpokenAudio.pause(ms: 500), try SpokenAudio.speech("show numbers"), SpokenAudio.pause(ms: 900),
            try SpokenAudio.speech("open a new tab"), SpokenAudio.pause(ms: 900),
        ])
        let s = try drive([":heard 2", ":state"], extra: ["--no-onboarding", "--microphone", "--audio-input", said.path])
        let state = try #require(s.states.last)
        #expect(Self.tabs(state).count == 2, "\(Self.shown(state))")
        #expect(Self.shown(state)["result"]?.hasPrefix("Opened a new tab") == true)
        #expect(Self.shown(state)["transcript"] == "“open a new tab”")
        #expect(s.commands.filter { $0["via"] as? String == "voice" }.count == 2)
    }
}

/// What the window asks of GTK and WebKit when the machine has no GPU.
struct RenderingSetupTests {
    @Test func withoutAGPUNothingOpensGLAndThePersonsChoicesStand() {
        let none = RenderingSetup.variables(environment: [:], hasGPU: false)
        #expect(none["GDK_DEBUG"] == "gl-disable")
        #expect(none["WEBKIT_DISABLE_DMABUF_RENDERER"] == "1")
        #expect(none["WEBKIT_WEB_RENDER_DEVICE_FILE"] != nil)
        #expect(RenderingSetup.variables(environment: [:], hasGPU: true).isEmpty)
        #expect(RenderingSetup.variables(environment: ["AVANUES_RENDERING": "gl"], hasGPU: false).isEmpty)
        let mine = RenderingSetup.variables(environment: ["GDK_DEBUG": "interactive"], hasGPU: false)
        #expect(mine["GDK_DEBUG"] == nil && mine.count == 2)
    }

    @Test func aRenderNodeIsAGPU() throws {
        let folder = Scratch.path("dri")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!RenderingSetup.hasRenderNode(devices: folder.path))
        FileManager.default.createFile(atPath: folder.appendingPathComponent("card0").path, contents: nil)
        #expect(!RenderingSetup.hasRenderNode(devices: folder.path))
        FileManager.default.createFile(atPath: folder.appendingPathComponent("renderD128").path, contents: nil)
        #expect(RenderingSetup.hasRenderNode(devices: folder.path))
        #expect(!RenderingSetup.hasRenderNode(devices: folder.appendingPathComponent("missing").path))
    }
}
