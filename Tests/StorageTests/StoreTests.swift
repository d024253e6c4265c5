import Foundation
import GRDB
import Testing
import TestSupport
@testable import Storage

func tempFolder(_ name: String = #function) -> URL {
    Scratch.folder("store-\(name.filter(\.isLetter))")
}

/// Every byte of the database, its WAL and shared-memory files.
func rawBytes(_ folder: URL) -> Data {
    var all = Data()
    for suffix in ["", "-wal", "-shm"] {
        if let d = FileManager.default.contents(atPath: folder.appendingPathComponent(BrowserStore.databaseName).path + suffix) {
            all.append(d)
        }
    }
    return all
}

func contains(_ data: Data, _ text: String) -> Bool {
    data.range(of: Data(text.utf8)) != nil
}

@Suite struct HistoryTests {
    @Test func recordsAndSearchesByWholeWordsAndPrefixes() throws {
        let store = try BrowserStore(folder: tempFolder())
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        try store.recordVisits([
            Visit(url: "https://en.wikipedia.org/wiki/Running_shoe", title: "Running shoe - Wikipedia", at: t0),
            Visit(url: "https://example.com/shoes?q=trail", title: "Trail shoes for sale", at: t0 + 10),
            Visit(url: "https://es.example.org/café", title: "Café con leche", at: t0 + 20),
            Visit(url: "https://en.wikipedia.org/wiki/Running_shoe", title: "Running shoe - Wikipedia", at: t0 + 30),
        ])
        #expect(try store.visitCount() == 4)
        #expect(try store.searchHistory("wikipedia").map(\.url) == ["https://en.wikipedia.org/wiki/Running_shoe"])
        #expect(try store.searchHistory("wikipedia").first?.visitCount == 2)
        #expect(try store.searchHistory("wiki").count == 1, "a prefix finds the word")
        #expect(try store.searchHistory("RUNNING Wikipedia").count == 1)
        #expect(try store.searchHistory("running trail").isEmpty, "every word must match")
        #expect(try Set(store.searchHistory("shoe").map(\.url)).count == 2, "'shoe' is a word and begins 'shoes'")
        #expect(try store.searchHistory("wik").isEmpty, "under four letters a word must be whole")
        #expect(try store.searchHistory("en").count == 1)
        #expect(try store.searchHistory("cafe").map(\.title) == ["Café con leche"], "accents fold")
        #expect(try store.searchHistory("hoe").isEmpty, "matches begin words; they are not substrings")
        #expect(try store.recentVisits(limit: 2).map(\.visitedAt) == [t0 + 30, t0 + 20])
        #expect(try store.searchHistory("").first?.url == "https://en.wikipedia.org/wiki/Running_shoe", "no words: recent pages")
    }

    @Test func aTitleArrivingLaterIsSearchable() throws {
        let store = try BrowserStore(folder: tempFolder())
        try store.recordVisit("https://example.com/a", title: nil)
        #expect(try store.searchHistory("quokka").isEmpty)
        try store.updateTitle(of: "https://example.com/a", to: "Quokka facts")
        #expect(try store.searchHistory("quokka").map(\.url) == ["https://example.com/a"])
        try store.updateTitle(of: "https://example.com/a", to: "Wombat facts")
        #expect(try store.searchHistory("quokka").isEmpty, "the old title's words leave the index")
        #expect(try store.searchHistory("wombat").count == 1)
    }

    /// A recent time's visits go; a page visited before too keeps its earlier visits, their count and the last one.
    @Test func forgettingTheVisitsOfARecentTime() throws {
        let store = try BrowserStore(folder: tempFolder())
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        try store.recordVisit("https://old.example/", title: "Old garden", at: now.addingTimeInterval(-7200))
        try store.recordVisit("https://both.example/", title: "Both times", at: now.addingTimeInterval(-7200))
        try store.recordVisit("https://both.example/", title: "Both times", at: now.addingTimeInterval(-600))
        try store.recordVisit("https://new.example/", title: "New quokka", at: now.addingTimeInterval(-60))
        #expect(try store.forgetVisits(since: now.addingTimeInterval(-3600)) == 2)
        #expect(try store.visitCount() == 2)
        #expect(try store.searchHistory("quokka").isEmpty, "a page visited only then leaves the index")
        let both = try #require(try store.searchHistory("both").first)
        #expect(both.visitCount == 1 && both.visitedAt == now.addingTimeInterval(-7200))
        #expect(try store.recentPages().map(\.url) == ["https://both.example/", "https://old.example/"]
                || store.recentPages().map(\.url) == ["https://old.example/", "https://both.example/"])
        #expect(try store.forgetVisits(since: now) == 0)
        // Many pages at once (their index entries are deleted another way): none is found after, a new one is.
        try store.recordVisits((0..<1200).map { Visit(url: "https://many.example/\($0)", title: "Wombat \($0)", at: now.addingTimeInterval(Double($0))) })
        func indexEntries() throws -> Int { try store.read { db, _ in try Int.fetchOne(db, sql: "SELECT count(*) FROM term") ?? 0 } }
        let before = try indexEntries()
        #expect(try store.forgetVisits(since: now) == 1200)
        #expect(try store.searchHistory("wombat").isEmpty && store.searchHistory("many").isEmpty)
        #expect(try indexEntries() < before && store.read { db, _ in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM term WHERE page_id NOT IN (SELECT id FROM page)") } == 0, "no entry is left over")
        try store.recordVisit("https://many.example/again", title: "Wombat again", at: now)
        #expect(try store.searchHistory("wombat").map(\.url) == ["https://many.example/again"])
    }

    /// A site's pages go — its host, "www." aside, and addresses under it — and no other site's that only looks alike.
    @Test func forgettingASiteAndPagesByTheirWords() throws {
        let store = try BrowserStore(folder: tempFolder())
        for url in ["https://www.wikipedia.org/", "https://en.wikipedia.org/wiki/Quokka", "https://notwikipedia.org/",
                    "https://wikipedia.org.example.com/", "https://example.com/wikipedia-org"] {
            try store.recordVisit(url, title: nil)
        }
        #expect(try store.forgetSite("wikipedia.org") == 2)
        #expect(Set(try store.recentPages().map(\.url)) == ["https://notwikipedia.org/", "https://wikipedia.org.example.com/",
                                                             "https://example.com/wikipedia-org"])
        #expect(try store.forgetSite("www.example.com") == 2, "www. aside, with the hosts under it")
        #expect(try store.read { db, _ in try Int.fetchOne(db, sql: "SELECT count(*) FROM term WHERE page_id NOT IN (SELECT id FROM page)") } == 0)
        #expect(try store.forgetPages(matching: "  ") == 0, "no words forget nothing")
        #expect(try store.forgetPages(matching: "notwikipedia") == 1)
        #expect(try store.recentPages().isEmpty)
    }

    @Test func clearingHistoryForgetsEverythingButBookmarks() throws {
        let folder = tempFolder()
        let store = try BrowserStore(folder: folder)
        try store.recordVisit("https://clear-me.example/page", title: "Clear me")
        try store.addBookmark(url: "https://keep.example/", title: "Keep")
        try store.clearHistory()
        #expect(try store.visitCount() == 0)
        #expect(try store.searchHistory("clear").isEmpty)
        #expect(try store.bookmarks().count == 1)
    }
}

@Suite struct EncryptionTests {
    @Test func addressesTitlesAndSearchTermsAreNotInTheFiles() throws {
        let folder = tempFolder()
        let store = try BrowserStore(folder: folder)
        try store.recordVisit("https://zebra-unicorn.example/secret-path?q=marmalade+quokka", title: "Marmalade Quokka")
        try store.addBookmark(url: "https://bookmarked-okapi.example/", title: "Okapi sightings", folder: ["Hidden narwhal"])
        try store.saveSession(SavedSession(tabs: [.init(url: "https://tab-axolotl.example/", title: "Axolotl", position: 0)], active: 0))
        try store.setSetting("home", "https://home-pangolin.example/")
        _ = try store.searchHistory("marmalade")
        let bytes = rawBytes(folder)
        #expect(bytes.count > 10_000)
        for secret in ["zebra", "unicorn", "secret-path", "marmalade", "Marmalade", "quokka", "Quokka", "okapi", "Okapi",
                       "narwhal", "axolotl", "pangolin"] {
            #expect(!contains(bytes, secret), "'\(secret)' is readable in the database files")
        }
        // The same check catches plaintext: a value stored without sealing is found.
        try store.pool.write { db in try db.execute(sql: "INSERT INTO meta(key, value) VALUES ('probe', ?)", arguments: [Data("zebra".utf8)]) }
        #expect(contains(rawBytes(folder), "zebra"))
    }

    @Test func theKeyFileIsPrivateAndOutsideTheDatabase() throws {
        let folder = tempFolder()
        _ = try BrowserStore(folder: folder)
        let attrs = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("storage.key").path)
        #expect((attrs[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let key = try String(contentsOf: folder.appendingPathComponent("storage.key"), encoding: .utf8)
        let secret = key.split(separator: "\n")[1]
        #expect(!contains(rawBytes(folder), String(secret)))
    }

    @Test func aKeyOthersCanReadIsRefused() throws {
        let folder = tempFolder()
        _ = try BrowserStore(folder: folder)
        chmod(folder.appendingPathComponent("storage.key").path, 0o644)
        #expect(throws: StoreError.self) { try BrowserStore(folder: folder) }
    }

    @Test func theWrongKeyOrNoKeyChangesNothing() throws {
        let folder = tempFolder()
        do {
            let store = try BrowserStore(folder: folder)
            try store.recordVisit("https://example.com/", title: "Example")
            try store.close()
        }
        let keyURL = folder.appendingPathComponent("storage.key")
        let dbPath = folder.appendingPathComponent(BrowserStore.databaseName).path
        let before = FileManager.default.contents(atPath: dbPath)
        try FileManager.default.removeItem(at: keyURL)
        #expect {
            try BrowserStore(folder: folder)
        } throws: { e in
            guard case StoreError.keyMissing = e else { return false }
            return true
        }
        #expect(!FileManager.default.fileExists(atPath: keyURL.path), "no new key replaces a lost one")
        try StoreKey.random().write(to: keyURL)
        #expect {
            try BrowserStore(folder: folder)
        } throws: { e in
            guard case StoreError.wrongKey = e else { return false }
            return true
        }
        let after = FileManager.default.contents(atPath: dbPath)
        #expect(after == before)
    }

    @Test func rotatingTheKeyKeepsEverythingReadable() throws {
        let folder = tempFolder()
        let keyURL = folder.appendingPathComponent("storage.key")
        let store = try BrowserStore(folder: folder)
        try store.recordVisit("https://rotate.example/one", title: "Rotation one")
        try store.addBookmark(url: "https://rotate.example/b", title: "Rotated bookmark", folder: ["F"])
        try store.saveSession(SavedSession(tabs: [.init(url: "https://rotate.example/tab", title: nil, position: 0)], active: 0))
        let oldKey = try String(contentsOf: keyURL, encoding: .utf8)
        try store.rotateKey()
        #expect(try String(contentsOf: keyURL, encoding: .utf8) != oldKey)
        #expect(try store.searchHistory("rotation").map(\.url) == ["https://rotate.example/one"])
        #expect(try store.bookmarks().map(\.folder) == [["F"]])
        #expect(try store.isBookmarked("https://rotate.example/b"))
        let reopened = try BrowserStore(folder: folder)
        #expect(try reopened.searchHistory("rotation").count == 1)
        #expect(try reopened.loadSession()?.tabs.first?.url == "https://rotate.example/tab")
        // The old key no longer opens the data.
        try FileManager.default.removeItem(at: keyURL)
        let fd = open(keyURL.path, O_WRONLY | O_CREAT, 0o600)
        _ = oldKey.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        #expect(throws: StoreError.self) { try BrowserStore(folder: folder) }
    }

    @Test func anotherProcessRotatingTheKeyDoesNotStopThisOne() throws {
        let folder = tempFolder()
        let window = try BrowserStore(folder: folder)
        try window.recordVisit("https://shared.example/", title: "Shared page")
        let cli = try BrowserStore(folder: folder)
        try cli.rotateKey()
        #expect(try window.searchHistory("shared").count == 1, "reads follow the new key")
        try window.recordVisit("https://after.example/", title: "After rotation")
        #expect(try cli.searchHistory("after").count == 1, "writes use the new key")
    }

    @Test func anInterruptedRotationLeavesAKeyThatOpensTheData() throws {
        let folder = tempFolder()
        do { try BrowserStore(folder: folder).recordVisit("https://half.example/", title: "Half way") }
        // Crashed after writing the new key, before the rows were re-sealed: the old key still rules.
        try StoreKey.random().write(to: folder.appendingPathComponent("storage.key.new"))
        let store = try BrowserStore(folder: folder)
        #expect(try store.searchHistory("half").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("storage.key.new").path))

        // Crashed after the rows were sealed again, before the new key replaced the old: the new key is adopted.
        let key = folder.appendingPathComponent("storage.key"), staged = folder.appendingPathComponent("storage.key.new")
        let old = try Data(contentsOf: key)
        try store.rotateKey()
        try store.close()
        try FileManager.default.moveItem(at: key, to: staged)
        try old.write(to: key)
        chmod(key.path, 0o600)
        let adopted = try BrowserStore(folder: folder)
        #expect(try adopted.searchHistory("half").count == 1)
        #expect(try Data(contentsOf: key) != old)
        #expect(!FileManager.default.fileExists(atPath: staged.path))
    }
}

@Suite struct OpeningTests {
    @Test func aCorruptFileIsReportedAndKept() throws {
        let folder = tempFolder()
        let db = folder.appendingPathComponent(BrowserStore.databaseName)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: db)
        #expect {
            try BrowserStore(folder: folder)
        } throws: { e in
            guard case StoreError.notADatabase = e else { return false }
            return "\(e)".contains("left exactly as it is")
        }
        #expect(FileManager.default.contents(atPath: db.path) == garbage)
        #expect(!FileManager.default.fileExists(atPath: db.path + "-wal"))

        // A damaged header that still claims to be SQLite.
        var damaged = Data("SQLite format 3\0".utf8)
        damaged.append(garbage)
        try damaged.write(to: db)
        #expect(throws: StoreError.self) { try BrowserStore(folder: folder) }
        #expect(FileManager.default.contents(atPath: db.path) == damaged)
    }

    @Test func anotherProgramsDatabaseIsLeftAlone() throws {
        let folder = tempFolder()
        let path = folder.appendingPathComponent(BrowserStore.databaseName).path
        do {
            let q = try DatabaseQueue(path: path)
            try q.write { db in
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
                try db.execute(sql: "INSERT INTO notes(body) VALUES ('mine')")
            }
            try q.close()
        }
        let before = FileManager.default.contents(atPath: path)
        #expect {
            try BrowserStore(folder: folder)
        } throws: { e in
            guard case StoreError.foreignDatabase = e else { return false }
            return true
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aDatabaseFromANewerVersionIsNotTouched() throws {
        let folder = tempFolder()
        do {
            let store = try BrowserStore(folder: folder)
            try store.pool.write { db in try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v99-future')") }
        }
        #expect {
            try BrowserStore(folder: folder)
        } throws: { e in
            guard case StoreError.newerSchema(_, let steps) = e else { return false }
            return steps == ["v99-future"]
        }
    }

    /// Databases left by every earlier schema version open, keep their rows and gain the later tables.
    @Test(arguments: Schema.migrations.indices.dropLast())
    func migratesFromEarlierSchema(_ last: Int) throws {
        let folder = tempFolder("migrate\(last)")
        let key = StoreKey.random()
        try key.write(to: folder.appendingPathComponent("storage.key"))
        let s = Sealer(key)
        let queue = try DatabaseQueue(path: folder.appendingPathComponent(BrowserStore.databaseName).path)
        try Schema.migrator.migrate(queue, upTo: Schema.migrations[last])
        try queue.write { db in
            // Rows as that version wrote them.
            try db.execute(sql: "INSERT INTO meta(key, value) VALUES ('key_check', ?)", arguments: [s.check])
            try db.execute(sql: "INSERT INTO page(id, url_key, url, title, visit_count, last_visit) VALUES (1, ?, ?, ?, 1, 1800000000)",
                           arguments: [s.hash("u:https://old.example/page"), s.seal("https://old.example/page"), s.seal("Old page")])
            try db.execute(sql: "INSERT INTO visit(page_id, at) VALUES (1, 1800000000)")
            for k in Terms.indexKeys(url: "https://old.example/page", title: "Old page") {
                try db.execute(sql: "INSERT INTO term(term, page_id) VALUES (?, 1)", arguments: [s.termHash(k)])
            }
            try db.execute(sql: "INSERT INTO bookmark(folder_id, url, url_key, title, position, added_at) VALUES (NULL, ?, ?, ?, 0, 1800000000)",
                           arguments: [s.seal("https://old.example/b"), s.hash("u:https://old.example/b"), s.seal("Old bookmark")])
            if last >= 1 {
                try db.execute(sql: "INSERT INTO download(url, file, state, received, started_at) VALUES (?, ?, 'finished', 10, 1800000000)",
                               arguments: [s.seal("https://old.example/f.zip"), s.seal("/tmp/f.zip")])
            }
        }
        try queue.close()
        let store = try BrowserStore(folder: folder)
        #expect(try store.searchHistory("old page").map(\.title) == ["Old page"])
        #expect(try store.bookmarks().map(\.title) == ["Old bookmark"])
        #expect(try store.downloads().count == (last >= 1 ? 1 : 0))
        try store.saveSession(SavedSession(tabs: [.init(url: "https://new.example/", title: nil, position: 0)], active: 0))
        #expect(try store.loadSession()?.tabs.count == 1)
        let applied = try store.pool.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(applied == Set(Schema.migrations))
    }
}

@Suite struct BookmarkStoreTests {
    @Test func filesBookmarksInFoldersAndTheFavoritesBar() throws {
        let store = try BrowserStore(folder: tempFolder())
        try store.addBookmark(url: "https://a.example/", title: "Alpha")
        try store.addBookmark(url: "https://b.example/", title: "Beta", folder: ["Work", "Reading"])
        try store.addBookmark(url: "https://c.example/", title: "Gamma", favorite: true)
        try store.addBookmark(url: "https://a.example/", title: "Alpha renamed")
        let all = try store.bookmarks()
        #expect(all.map(\.title) == ["Gamma", "Alpha renamed", "Beta"], "favorites bar first, then the tree in order")
        #expect(all.map(\.folder) == [["Favorites bar"], [], ["Work", "Reading"]])
        #expect(all.map(\.favorite) == [true, false, false])
        #expect(try store.findBookmarks(named: "beta").map(\.url) == ["https://b.example/"])
        #expect(try store.findBookmarks(named: "alpha ren").count == 1)
        #expect(try store.removeBookmark(url: "https://a.example/") == 1)
        #expect(try store.removeBookmark(url: "https://nowhere.example/") == 0)
        #expect(try store.bookmarks().count == 2)
        #expect(throws: StoreError.self) { try store.addBookmark(url: "  ") }
    }

    @Test func sessionsSettingsAndDownloadsRoundTrip() throws {
        let store = try BrowserStore(folder: tempFolder())
        #expect(try store.loadSession() == nil)
        let session = SavedSession(
            tabs: [.init(url: "https://one.example/", title: "One", position: 0), .init(url: "https://two.example/", title: nil, position: 1)],
            active: 1, closed: [.init(url: "https://gone.example/", title: "Gone", position: 2)])
        try store.saveSession(session)
        #expect(try store.loadSession() == session)
        try store.setSetting("locale", "es-ES")
        #expect(try store.setting("locale") == "es-ES")
        try store.setSetting("locale", nil)
        #expect(try store.setting("locale") == nil)
        let id = try store.addDownload(url: "https://dl.example/file.zip", file: "/tmp/file.zip", total: 100)
        try store.updateDownload(id, state: .running, received: 50, total: 100)
        #expect(try store.downloads().first?.received == 50)
        try store.markInterruptedDownloads()
        let d = try #require(try store.downloads().first)
        #expect(d.state == .failed && d.error?.contains("Interrupted") == true)
    }
}
