import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The browser's memory: history, bookmarks and the favorites bar, downloads, the tab session and settings, in one
/// SQLite file (WAL: one writer, readers alongside) whose private fields are sealed with a key kept beside it.
///
/// Every change is one transaction, flushed before it returns (`synchronous = FULL`), so a crash — even SIGKILL —
/// loses nothing that was reported saved. A file that is not ours is never written to.
public final class BrowserStore: Sendable {
    public static let databaseName = "browser.sqlite"
    public static let keyName = "storage.key"

    public let databaseURL: URL
    /// Where the key is kept.
    public let keys: any KeyKeeper
    let pool: DatabasePool
    private let sealerBox: LockedBox<Sealer>
    var sealer: Sealer { sealerBox.value }

    /// Opens (or creates) the store in `folder`: `browser.sqlite` and its key file `storage.key`.
    public convenience init(folder: URL) throws {
        try self.init(databaseURL: folder.appendingPathComponent(Self.databaseName),
                      keys: KeyFile(url: folder.appendingPathComponent(Self.keyName)))
    }

    public init(databaseURL: URL, keys: any KeyKeeper) throws {
        self.databaseURL = databaseURL
        self.keys = keys
        let fm = FileManager.default
        try fm.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true,
                               attributes: [.posixPermissions: 0o700])
        let path = databaseURL.path
        try Self.checkHeader(path)

        let sealer: Sealer
        do {
            // Everything is checked before anything may write: whose file, which version, which key. (Opening a
            // pool already writes — it makes sure the WAL exists — so the checks use a plain connection.)
            let probe = try DatabaseQueue(path: path)
            let check = try probe.read { db in try Self.inspect(db, path: path) }
            try probe.close()
            let key = try Self.loadKey(keys, databasePath: path, storedCheck: check)
            sealer = Sealer(key)
            if let check, sealer.check != check { throw StoreError.wrongKey(path) }

            var config = Configuration()
            config.busyMode = .timeout(10)
            config.prepareDatabase { db in try db.execute(sql: "PRAGMA secure_delete = ON") }
            pool = try DatabasePool(path: path, configuration: config)
            // Every commit reaches the disk before it returns (the pool's default, NORMAL, survives a crashed
            // process but not a lost power supply).
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            try Schema.migrator.migrate(pool)
            try pool.write { db in
                if try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'key_check'") == nil {
                    try db.execute(sql: "INSERT INTO meta(key, value) VALUES ('key_check', ?)", arguments: [sealer.check])
                }
            }
        } catch let e as DatabaseError {
            throw e.resultCode == .SQLITE_NOTADB || e.resultCode == .SQLITE_CORRUPT
                ? StoreError.notADatabase(path, e.message ?? "\(e.resultCode)") : StoreError.database(e.message ?? "\(e)")
        }
        sealerBox = LockedBox(sealer)
        chmod(path, 0o600)
    }

    // MARK: opening safely

    /// Reads the file's first bytes before SQLite touches it: an existing file must be SQLite, and unless it is
    /// empty it must carry our application id. Anything else is refused without a single byte written.
    static func checkHeader(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.notADatabase(path, "it cannot be read") }
        let head = handle.readData(ofLength: 100)
        try? handle.close()
        if head.isEmpty { return }
        guard head.count == 100, head.prefix(16) == Data("SQLite format 3\0".utf8) else {
            throw StoreError.notADatabase(path, "it is not an SQLite file")
        }
        func int(_ at: Int) -> UInt32 { head[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let application = Int32(bitPattern: int(68)), pages = int(28)
        // A database with no pages beyond the first has no tables yet: one whose creation was cut short.
        if application != Schema.applicationID && pages > 1 { throw StoreError.foreignDatabase(path) }
    }

    /// The checks that need SQL (the header may be stale while changes wait in the WAL). Returns the stored key check.
    static func inspect(_ db: Database, path: String) throws -> Data? {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Schema.applicationID {
            if tables.isEmpty { return nil }
            throw StoreError.foreignDatabase(path)
        }
        let applied = tables.contains("grdb_migrations") ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
        let unknown = applied.filter { !Schema.migrations.contains($0) }
        if !unknown.isEmpty { throw StoreError.newerSchema(path, unknown) }
        return tables.contains("meta") ? try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'key_check'") : nil
    }

    /// The key for this database, creating one only for a database that has none yet. A rotation that was
    /// interrupted is finished or undone here, whichever the database says happened.
    static func loadKey(_ keys: any KeyKeeper, databasePath: String, storedCheck: Data?) throws -> StoreKey {
        if let next = keys.staged() {
            if let check = storedCheck, Sealer(next).check == check { try keys.commitStaged() } else { keys.dropStaged() }
        }
        if let key = try keys.load() { return key }
        if storedCheck != nil { throw StoreError.keyMissing(keys.location, databasePath) }
        let key = StoreKey.random()
        try keys.create(key)
        return key
    }

    /// Folds the WAL into the database file.
    public func checkpoint() throws {
        _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }

    /// Folds the WAL into the file and closes every connection; the store cannot be used afterwards.
    public func close() throws {
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try pool.close()
    }

    /// Checks the database file page by page.
    public func integrityCheck() throws -> String {
        try pool.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "no answer" }
    }

    /// Seals everything again under a fresh key. The new key is staged first (`storage.key.new`), the rows are
    /// re-sealed in one transaction, then the new key takes the old one's place; a crash anywhere in between leaves
    /// a key that opens the data (see `loadKey`).
    public func rotateKey() throws {
        let nextKey = StoreKey.random()
        try keys.stage(nextKey)
        let old = sealer, new = Sealer(nextKey)
        do {
            try pool.write { db in
                func reseal(_ table: String, _ columns: [String], id: String = "id") throws {
                    let rows = try Row.fetchAll(db, sql: "SELECT \(id), \(columns.joined(separator: ", ")) FROM \(table)")
                    let set = columns.map { "\($0) = ?" }.joined(separator: ", ")
                    let update = try db.makeStatement(sql: "UPDATE \(table) SET \(set) WHERE \(id) = ?")
                    for row in rows {
                        var values: [DatabaseValueConvertible?] = []
                        for c in columns { values.append(try new.seal(old.openIfAny(row[c] as Data?))) }
                        values.append(row[id] as Int64)
                        try update.execute(arguments: StatementArguments(values))
                    }
                }
                try reseal("page", ["url", "title"])
                try reseal("folder", ["name"])
                try reseal("bookmark", ["url", "title"])
                try reseal("download", ["url", "file", "error"])
                try reseal("session_tab", ["url", "title"], id: "position")
                try reseal("closed_tab", ["url", "title"])
                try reseal("setting", ["value"], id: "rowid")
                // Keyed hashes change with the key: recompute them (every row is sealed with the new key by now).
                for row in try Row.fetchAll(db, sql: "SELECT id, url FROM page") {
                    let url = try new.open(row["url"] as Data)
                    try db.execute(sql: "UPDATE page SET url_key = ? WHERE id = ?", arguments: [new.hash("u:" + url), row["id"] as Int64])
                }
                for row in try Row.fetchAll(db, sql: "SELECT id, url FROM bookmark") {
                    let url = try new.open(row["url"] as Data)
                    try db.execute(sql: "UPDATE bookmark SET url_key = ? WHERE id = ?", arguments: [new.hash("u:" + url), row["id"] as Int64])
                }
                try db.execute(sql: "DELETE FROM term")
                let insert = try db.makeStatement(sql: "INSERT OR IGNORE INTO term(term, page_id) SELECT value, ? FROM json_each(?)")
                for row in try Row.fetchAll(db, sql: "SELECT id, url, title FROM page") {
                    let url = try new.open(row["url"] as Data), title = try new.openIfAny(row["title"] as Data?)
                    try insert.execute(arguments: [row["id"] as Int64, Self.hashList(Terms.indexKeys(url: url, title: title), new)])
                }
                try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'key_check'", arguments: [new.check])
            }
        } catch {
            keys.dropStaged()
            throw error
        }
        try keys.commitStaged()
        sealerBox.value = new
        // Old ciphertext may linger in the WAL until it is checkpointed: fold it into the file now.
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }

    /// The sealer for the key this database was sealed with: ours, or — when another process (`avanues data
    /// rotate-key` while the window runs) rotated it — the new one from the key keeper.
    private func currentSealer(_ db: Database) throws -> Sealer {
        let s = sealer
        let check = try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'key_check'")
        guard check != s.check else { return s }
        guard let key = try? keys.load(), Sealer(key).check == check else { throw StoreError.wrongKey(databaseURL.path) }
        let fresh = Sealer(key)
        sealerBox.value = fresh
        return fresh
    }

    func write<T>(_ body: @escaping (Database, Sealer) throws -> T) throws -> T {
        do {
            return try pool.write { db in try body(db, try self.currentSealer(db)) }
        } catch let e as DatabaseError {
            throw StoreError.database(e.message ?? "\(e)")
        }
    }

    func read<T>(_ body: @escaping (Database, Sealer) throws -> T) throws -> T {
        do {
            // Keyed hashes change with the key too, so a search must know the current one before it starts.
            return try pool.read { db in try body(db, try self.currentSealer(db)) }
        } catch let e as DatabaseError {
            throw StoreError.database(e.message ?? "\(e)")
        }
    }
}

/// A value shared across threads behind a lock.
final class LockedBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
