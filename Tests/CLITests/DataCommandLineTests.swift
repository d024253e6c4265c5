import Foundation
import Storage
import Testing
import TestSupport

@Suite struct DataCommandLineTests {
    static func home() -> URL {
        Scratch.folder("data")
    }

    /// A writer is killed with SIGKILL at random moments, again and again; after each kill the database opens,
    /// passes SQLite's integrity check and holds every row the writer reported committed.
    @Test func killedWritersLoseNothingTheyCommitted() throws {
        let home = Self.home()
        var generator = SystemRandomNumberGenerator()
        var committed = Set<Int>()
        var next = 0
        for round in 0..<14 {
            let child = try ChildProcess(executable: AvanuesProcess.executable, arguments: ["data", "write-test-load", "--from", "\(next)"],
                                         environment: ["XDG_DATA_HOME": home.path])
            // The first rounds die early (while the database and key are being created), later ones mid-stream: once
            // the writer has reported a commit, however slow the machine is today, and a little after.
            if round < 3 {
                usleep(UInt32(Int.random(in: 1_000...60_000, using: &generator)))
            } else {
                try child.waitForOutput(containing: "\n", timeout: 120)
                usleep(UInt32(Int.random(in: 20_000...300_000, using: &generator)))
            }
            child.send(SIGKILL)
            let text = try child.finish(timeout: 120).stdout
            #expect(child.process.terminationReason == .uncaughtSignal, "round \(round): the writer ended before it was killed")
            let reported = text.split(separator: "\n").compactMap { Int($0) }
            committed.formUnion(reported)
            next = (committed.max() ?? -1) + 1

            let store = try BrowserStore(folder: home.appendingPathComponent("avanues"))
            #expect(try store.integrityCheck() == "ok")
            let visits = Set(try store.recentVisits(limit: 1_000_000).map(\.url))
            let bookmarks = Set(try store.bookmarks().map(\.url))
            let missing = committed.filter { i in
                !(0..<3).allSatisfy { visits.contains("https://crash.example/\(i)/\($0)") } || !bookmarks.contains("https://crash.example/b/\(i)")
            }
            #expect(missing.isEmpty, "round \(round): committed rows lost: \(missing.sorted().prefix(10))")
            try store.close()
        }
        print("crash test: \(committed.count) committed iterations over 14 kills")
        #expect(committed.count >= 20, "the writer got far enough to make the test mean something")
    }

    @Test func aDamagedDatabaseIsNamedAndKept() throws {
        let home = Self.home()
        let folder = home.appendingPathComponent("avanues")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("browser.sqlite")
        let junk = Data(repeating: 0x5A, count: 5000)
        try junk.write(to: db)
        let r = try AvanuesProcess.run(["history"], environment: ["XDG_DATA_HOME": home.path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("is not a usable Avanues database") && r.stderr.contains("left exactly as it is"))
        #expect(FileManager.default.contents(atPath: db.path) == junk)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("storage.key").path))
    }

    @Test func bookmarksAndHistoryFromTheCommandLine() throws {
        let env = ["XDG_DATA_HOME": Self.home().path]
        var r = try AvanuesProcess.run(["bookmarks", "add", "https://example.org/a", "--title", "Alpha", "--folder", "Work/Docs"], environment: env)
        #expect(r.status == 0 && r.stdout.contains("Bookmarked 'Alpha' in Work/Docs"))
        r = try AvanuesProcess.run(["bookmarks", "add", "not an address"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("not a web address"))
        r = try AvanuesProcess.run(["bookmarks", "list", "--json"], environment: env)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(list.first?["url"] as? String == "https://example.org/a")
        #expect(list.first?["folder"] as? [String] == ["Work", "Docs"])

        let exported = Scratch.path("export", suffix: ".html")
        r = try AvanuesProcess.run(["bookmarks", "export", exported.path], environment: env)
        #expect(r.status == 0)
        let other = ["XDG_DATA_HOME": Self.home().path]
        r = try AvanuesProcess.run(["bookmarks", "import", exported.path], environment: other)
        #expect(r.status == 0 && r.stdout.contains("Imported 1 bookmark in 2 new folders"))

        // A malformed file names its line and imports nothing, not even the links before the fault.
        let bad = Scratch.path("bad", suffix: ".html")
        try "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF=\"https://ok.example/\">OK</A>\n<DT><A>broken</A>\n</DL>\n"
            .write(to: bad, atomically: true, encoding: .utf8)
        r = try AvanuesProcess.run(["bookmarks", "import", bad.path], environment: other)
        #expect(r.status != 0 && r.stderr.contains("line 4") && r.stderr.contains("nothing was imported"))
        r = try AvanuesProcess.run(["bookmarks", "list", "--json"], environment: other)
        #expect(!r.stdout.contains("ok.example"))

        r = try AvanuesProcess.run(["bookmarks", "remove", "https://example.org/a"], environment: env)
        #expect(r.status == 0)
        r = try AvanuesProcess.run(["bookmarks", "remove", "https://example.org/a"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("no bookmark"))

        r = try AvanuesProcess.run(["history", "--json"], environment: env)
        #expect(r.status == 0 && r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        r = try AvanuesProcess.run(["history", "--clear"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("--yes"))
    }

    /// Part of the history from the command line: a recent time's visits, a site's pages; each needs --yes.
    @Test func partOfTheHistoryIsCleared() throws {
        let data = Self.home()
        let env = ["XDG_DATA_HOME": data.path]
        let store = try BrowserStore(folder: data.appendingPathComponent("avanues"))
        try store.recordVisit("https://old.example/", title: "Old", at: Date().addingTimeInterval(-3 * 86400))
        try store.recordVisit("https://en.wikipedia.org/wiki/Quokka", title: "Quokka")
        try store.recordVisit("https://news.example/", title: "News")
        var r = try AvanuesProcess.run(["history", "--clear", "--since", "hour"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("--yes"))
        r = try AvanuesProcess.run(["history", "--since", "hour"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("add --clear"))
        r = try AvanuesProcess.run(["history", "--clear", "--since", "year", "--yes"], environment: env)
        #expect(r.status != 0 && r.stderr.contains("'hour', 'today', 'week' or 'month'"))
        r = try AvanuesProcess.run(["history", "--clear", "--site", "wikipedia.org", "--yes"], environment: env)
        #expect(r.status == 0 && r.stdout.contains("Forgot 1 page of wikipedia.org"), "\(r.stdout)\(r.stderr)")
        r = try AvanuesProcess.run(["history", "--clear", "--since", "today", "--yes"], environment: env)
        #expect(r.status == 0 && r.stdout.contains("(1 page)"), "\(r.stdout)\(r.stderr)")
        r = try AvanuesProcess.run(["history", "--json"], environment: env)
        #expect(r.stdout.contains("old.example") && !r.stdout.contains("news.example") && !r.stdout.contains("wikipedia"))
    }
}
