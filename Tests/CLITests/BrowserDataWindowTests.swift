import Foundation
import Storage
import Testing
import TestSupport

/// The window's memory, driven like a person would: bookmarks, history and the tab session across restarts and a
/// SIGKILL; private tabs that leave nothing on disk; downloads that finish, fail clearly and cancel.
extension BrowseWindowTests {
    static let twoPath = AvanuesProcess.fixtures.appendingPathComponent("window/two.html").path

    static func url(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    static func state(_ s: Session) throws -> [String: Any] { try #require(s.states.last) }

    @Test func bookmarksHistoryAndTabsSurviveARestart() throws {
        let first = try drive([
            "bookmark this",
            ":address \(Self.twoPath)",
            "show my bookmarks", ":state",
            "click 1",
            "open a new tab", ":address \(Self.twoPath)",
            "close tab",
            "show history for two",
            "clear history", "no",
            ":state",
        ])
        #expect(first.details == [
            "Bookmarked 'Page one'", "1 bookmark — say 'click' and a number to open one", "Clicked link 'Page one'",
            "Opened a new tab (2 open)", "Closed 'two.html' (1 open)", "1 page in history for 'two'",
            "Clear all history? Say 'yes' to clear it, or 'no' to keep it", "Kept your history",
        ].enumerated().map { i, d in i == 4 ? first.details[4] : d })
        #expect(first.details[4].hasPrefix("Closed "))
        #expect(Self.tabs(first.states[0]).first?["url"] as? String == "file:///avanues-browser/Bookmarks", "the list is a page in the tab")
        #expect(first.states[0]["address"] as? String == "Avanues: Bookmarks")
        // The tab now shows the history list; the session keeps the page it showed before.
        #expect(Self.tabs(try Self.state(first)).map { $0["url"] as? String } == ["file:///avanues-browser/History:%20two"])

        // The history the command line sees: both pages, newest first, with their titles.
        let env = ["XDG_DATA_HOME": first.home.appendingPathComponent("data").path]
        let history = try AvanuesProcess.run(["history", "--json"], environment: env)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["url"] as? String }) == [Self.url(Self.one), Self.url(Self.twoPath)])
        #expect(entries.first { $0["url"] as? String == Self.url(Self.one) }?["title"] as? String == "Page one")

        // Started again without an address: the tab of last time, its closed tab, the bookmark.
        let second = try drive([
            ":state", "reopen closed tab", ":state",
            "open bookmark page one", ":loaded",
            "clear history", "yes", "show history",
        ], page: nil, home: first.home)
        let ready = try #require(second.lines.first)
        #expect(ready["detail"] as? String == "Restored 1 tab from last time")
        #expect(Self.tabs(second.states[0]).map { $0["url"] as? String } == [Self.url(Self.one)])
        #expect(second.details.first?.hasPrefix("Reopened ") == true)
        #expect(Self.tabs(second.states[1]).map { $0["url"] as? String } == [Self.url(Self.one), Self.url(Self.twoPath)])
        #expect(Array(second.details.dropFirst()) == [
            "Opened the bookmark 'Page one'", "Clear all history? Say 'yes' to clear it, or 'no' to keep it", "History cleared",
            "No history yet",
        ])
    }

    @Test func theFavoritesBarAndTheDataKeys() throws {
        let home = Scratch.path("window-fav")
        let env = ["XDG_DATA_HOME": home.appendingPathComponent("data").path]
        let add = try AvanuesProcess.run(["bookmarks", "add", Self.url(Self.twoPath), "--title", "Page two", "--favorite"], environment: env)
        #expect(add.status == 0, "\(add.stderr)")
        let s = try drive([
            ":state", ":click Favorite: Page two", ":state",
            ":key ctrl+d", ":key ctrl+h", ":key ctrl+shift+n", ":state",
            "close tab", ":address \(Self.one)", "add this page to the favorites bar", ":state",
        ], home: home)
        let names = (s.states[0]["controls"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("Favorite: Page two") && names.contains("Bookmark this page"))
        #expect(Self.tabs(s.states[1]).first?["url"] as? String == Self.url(Self.twoPath), "the favorite opened")
        #expect(s.details.contains("Bookmarked 'Page two'"))
        #expect(s.details.contains("1 page in history") || s.details.contains("2 pages in history"))
        #expect(Self.tabs(s.states[2]).last?["private"] as? Bool == true, "Ctrl+Shift+N opens a private tab")
        let after = (s.states[3]["controls"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(after.contains("Favorite: Page one") && after.contains("Favorite: Page two"), "said by voice, shown on the bar")
    }

    /// Runs the window until it has shown its state once, then sends it `signal` (SIGKILL unless said).
    @discardableResult
    func driveAndKill(_ script: [String], page: String, home: URL, signal: Int32 = SIGKILL, display: Bool = true) throws -> AvanuesProcess.Run {
        var environment = [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "GTK_A11Y": "none",
        ]
        if !display { environment["DISPLAY"] = ""; environment["WAYLAND_DISPLAY"] = "" }
        let child = try ChildProcess(
            executable: AvanuesProcess.executable, arguments: ["browse", "--drive", "--no-onboarding", page],
            environment: environment,
            stdin: (script + [":state", ":wait 60000"]).joined(separator: "\n").appending("\n"))
        try #require(try child.waitForOutput(containing: "\"event\":\"state\"", timeout: AvanuesProcess.timeout), "\(child.stderr)")
        child.send(signal)
        // Ended by the signal, with its outputs closed: nothing it leaves behind holds them open.
        let run = try child.finish(timeout: 30)
        #expect(child.process.terminationReason == .uncaughtSignal && run.status == signal)
        return run
    }

    @Test func tabsComeBackAfterTheWindowIsKilled() throws {
        let home = Scratch.path("window-kill")
        try driveAndKill(["open a new tab", ":address \(Self.twoPath)", ":locale fr-FR"], page: Self.one, home: home)
        let after = try drive([":state"], page: nil, home: home)
        #expect(after.lines.first?["detail"] as? String == "Restored 2 tabs from last time")
        let tabs = Self.tabs(try Self.state(after))
        #expect(tabs.map { $0["url"] as? String } == [Self.url(Self.one), Self.url(Self.twoPath)])
        #expect(tabs.last?["active"] as? Bool == true)
        #expect(try Self.state(after)["locale"] as? String == "fr-FR", "the language chosen last time")
    }

    /// A crash (here a SIGSEGV sent from outside, as a bad memory access would raise it) is said on standard error
    /// with a stack, ends the window at once with the signal, and leaves nothing holding its outputs open; the
    /// tabs of the session come back.
    @Test func aCrashIsReportedAndEndsAtOnce() throws {
        let home = Scratch.path("window-crash")
        // No core file from the window (the limit passes to the processes this one starts).
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        let run = try driveAndKill(["open a new tab", ":address \(Self.twoPath)"], page: Self.one, home: home, signal: SIGSEGV)
        #expect(run.stderr.contains("avanues: crashed with SIGSEGV (bad memory access). Stack:"), "\(run.stderr.suffix(2000))")
        #expect(run.stderr.contains("libc.so"), "the stack names the libraries it runs through")
        let after = try drive([":state"], page: nil, home: home)
        #expect(after.lines.first?["detail"] as? String == "Restored 2 tabs from last time")
    }

    /// Without a display the window starts an X server of its own and stays the process that is signalled: a crash
    /// is reported and ends it, and nothing it started holds its outputs open (it used to run again under xvfb-run,
    /// whose shell took the signal and left the window running).
    @Test func withoutADisplayTheWindowIsStillTheProcessThatEnds() throws {
        let home = Scratch.path("window-nodisplay")
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        let run = try driveAndKill([":locale en-US"], page: Self.one, home: home, signal: SIGSEGV, display: false)
        #expect(run.stderr.contains("avanues: crashed with SIGSEGV (bad memory access). Stack:"), "\(run.stderr.suffix(2000))")
    }

    /// Every file under `folder` that contains `text`.
    static func files(in folder: URL, containing text: String) -> [String] {
        let needle = Data(text.utf8)
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            if let data = try? Data(contentsOf: url), data.range(of: needle) != nil { found.append(url.path) }
        }
        return found
    }

    @Test func privateTabsLeaveNothingOnDisk() throws {
        let site = try LocalServer(script: "site-server.py")
        let downloads = Scratch.path("dl")
        let privateMark = "private-okapi-\(UUID().uuidString.prefix(8))", ordinaryMark = "ordinary-quokka-\(UUID().uuidString.prefix(8))"
        let s = try drive([
            "open a private tab", ":address \(site.base)/page?mark=\(privateMark)", ":wait 1200",
            "show numbers", "download 1", ":wait 1500",
            "close tab", ":wait 800", ":state",
        ], page: "\(site.base)/page?mark=\(ordinaryMark)", extra: ["--no-onboarding", "--downloads", downloads.path])
        #expect(s.details.contains("Downloading 'Report file' to \(downloads.path)"))
        #expect(FileManager.default.fileExists(atPath: downloads.appendingPathComponent("report.bin").path), "the file asked for is saved")
        // The private page's cookie, localStorage, IndexedDB, cache, address: nowhere under the data, config or cache.
        #expect(Self.files(in: s.home, containing: privateMark).isEmpty)
        // The same scan finds what an ordinary tab keeps (so it would find a leak).
        #expect(!Self.files(in: s.home, containing: ordinaryMark).isEmpty)
        let store = try BrowserStore(folder: s.home.appendingPathComponent("data/avanues"))
        #expect(try store.searchHistory("okapi").isEmpty && !store.searchHistory("quokka").isEmpty)
        #expect(try store.downloads().isEmpty, "a private tab's download is not listed")
        #expect(try store.loadSession()?.tabs.map(\.url) == ["\(site.base)/page?mark=\(ordinaryMark)"])
    }

    @Test func downloadsFinishCancelAndFailClearly() throws {
        let site = try LocalServer(script: "site-server.py")
        let downloads = Scratch.path("dl")
        let page = "\(site.base)/page?mark=files"
        let s = try drive([
            "show numbers", "download 1", ":wait 1500", ":state",
            "download 2", ":wait 700", "cancel the download", ":wait 500", ":state",
            "click 1", ":wait 1500", ":state",
            "show downloads",
        ], page: page, extra: ["--no-onboarding", "--downloads", downloads.path])
        let done = try #require((s.states[0]["downloads"] as? [[String: Any]])?.first)
        #expect(done["state"] as? String == "finished" && done["received"] as? Int == 200_000)
        #expect((try? FileManager.default.attributesOfItem(atPath: downloads.appendingPathComponent("report.bin").path)[.size] as? Int) == 200_000)
        let both = try #require(s.states[1]["downloads"] as? [[String: Any]])
        #expect(both.count == 2 && both[1]["state"] as? String == "cancelled")
        #expect(s.details.contains("Cancelled the download of archive.bin"))
        // A link to an attachment downloads when clicked; the name is not reused.
        let three = try #require(s.states[2]["downloads"] as? [[String: Any]])
        #expect(three.count == 3 && three[2]["file"] as? String == downloads.appendingPathComponent("report (2).bin").path)
        #expect(three[2]["state"] as? String == "finished")
        #expect(s.details.last == "3 downloads")

        // "Save this image": the image in view, by its address (it bookmarked the page).
        let pictures = Scratch.path("dl-image")
        let image = try drive(["save this image", ":wait 1500"], page: page, extra: ["--no-onboarding", "--downloads", pictures.path])
        #expect(image.details.first == "Downloading 'Grey square' to \(pictures.path)")
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("pixel.png").path), "\(image.details)")

        // A button called so is no link to a file: it is pressed, and the page starts the download.
        let pressed = try drive(["download the app", ":wait 1500", ":state"], page: page,
                                extra: ["--no-onboarding", "--downloads", Scratch.path("dl-app").path])
        #expect(pressed.details.first == "Clicked button 'Download the app'")
        let app = try #require((pressed.states.last?["downloads"] as? [[String: Any]])?.first)
        #expect(app["state"] as? String == "finished" && app["received"] as? Int == 1000)

        // A file where the folder should be: said before anything starts.
        let blocker = Scratch.path("not-a-folder")
        _ = FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8))
        let blocked = try drive(["show numbers", "download 1"], page: page, extra: ["--no-onboarding", "--downloads", blocker.path])
        #expect(blocked.details.last == "The download folder \(blocker.path) is a file, not a folder")
        #expect(blocked.oks.last == false)
    }

    /// A download bigger than the free space of a small RAM disk (needs root to mount one; skipped otherwise).
    @Test func aFullDiskIsSaidPlainly() throws {
        let mount = Scratch.path("small-disk")
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        guard try Spawned.run("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mount.path]) == 0 else {
            print("skipped: cannot mount a small disk here (not root)")
            return
        }
        defer { _ = try? Spawned.run("/bin/umount", [mount.path]) }
        let site = try LocalServer(script: "site-server.py")
        let s = try drive(["show numbers", "download 1", ":wait 1500", ":state", "download 3", ":wait 2500", ":state"],
                          page: "\(site.base)/page?mark=big&size=2000000", extra: ["--no-onboarding", "--downloads", mount.path])
        // The size is known: refused before a byte is written.
        let item = try #require((s.states[0]["downloads"] as? [[String: Any]])?.first)
        #expect(item["state"] as? String == "failed")
        #expect((item["error"] as? String)?.hasPrefix("The disk is full") == true)
        #expect((Self.shown(s.states[0])["result"])?.hasPrefix("The disk is full") == true, "the voice bar says so")
        // The size is not known: the disk fills up on the way, and that is what is said; the partial file is removed.
        let unsized = try #require((s.states[1]["downloads"] as? [[String: Any]])?.last)
        #expect(unsized["state"] as? String == "failed")
        #expect((unsized["error"] as? String)?.hasPrefix("The disk is full") == true, "\(unsized)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: mount.path)) == [])
    }
}
