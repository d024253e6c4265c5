import GRDB

/// The database's shape, one migration per step of its history. Migrations are append-only: a released one is
/// never edited, and each names tables and columns itself (no record types), so it means the same thing forever.
enum Schema {
    /// "AVNU" in the SQLite header's application_id: how a file is known to be ours.
    static let applicationID: Int32 = 0x4156_4E55

    static let migrations = ["v1-history-bookmarks", "v2-downloads", "v3-sessions-settings"]

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration(migrations[0]) { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL)")
            // One row per address ever visited; url and title sealed, url_key a keyed hash for lookups.
            try db.execute(sql: """
                CREATE TABLE page (
                  id INTEGER PRIMARY KEY,
                  url_key INTEGER NOT NULL UNIQUE,
                  url BLOB NOT NULL,
                  title BLOB,
                  visit_count INTEGER NOT NULL DEFAULT 0,
                  last_visit REAL NOT NULL)
                """)
            try db.execute(sql: "CREATE INDEX page_last_visit ON page(last_visit)")
            try db.execute(sql: """
                CREATE TABLE visit (
                  id INTEGER PRIMARY KEY,
                  page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
                  at REAL NOT NULL)
                """)
            try db.execute(sql: "CREATE INDEX visit_page ON visit(page_id)")
            // The blind search index: keyed hashes of words and word prefixes → pages.
            try db.execute(sql: """
                CREATE TABLE term (term INTEGER NOT NULL, page_id INTEGER NOT NULL, PRIMARY KEY (term, page_id))
                WITHOUT ROWID
                """)
            try db.execute(sql: """
                CREATE TABLE folder (
                  id INTEGER PRIMARY KEY,
                  parent_id INTEGER REFERENCES folder(id) ON DELETE CASCADE,
                  name BLOB NOT NULL,
                  position INTEGER NOT NULL,
                  added_at REAL NOT NULL,
                  role TEXT)
                """)
            try db.execute(sql: """
                CREATE TABLE bookmark (
                  id INTEGER PRIMARY KEY,
                  folder_id INTEGER REFERENCES folder(id) ON DELETE CASCADE,
                  url BLOB NOT NULL,
                  url_key INTEGER NOT NULL,
                  title BLOB,
                  position INTEGER NOT NULL,
                  added_at REAL NOT NULL)
                """)
            try db.execute(sql: "CREATE INDEX bookmark_url ON bookmark(url_key)")
            try db.execute(sql: "CREATE INDEX bookmark_folder ON bookmark(folder_id, position)")
        }
        m.registerMigration(migrations[1]) { db in
            try db.execute(sql: """
                CREATE TABLE download (
                  id INTEGER PRIMARY KEY,
                  url BLOB NOT NULL,
                  file BLOB NOT NULL,
                  state TEXT NOT NULL,
                  received INTEGER NOT NULL DEFAULT 0,
                  total INTEGER,
                  error BLOB,
                  started_at REAL NOT NULL,
                  finished_at REAL)
                """)
        }
        m.registerMigration(migrations[2]) { db in
            try db.execute(sql: """
                CREATE TABLE session_tab (
                  position INTEGER PRIMARY KEY,
                  url BLOB NOT NULL,
                  title BLOB,
                  active BOOLEAN NOT NULL DEFAULT 0)
                """)
            try db.execute(sql: """
                CREATE TABLE closed_tab (id INTEGER PRIMARY KEY, url BLOB NOT NULL, title BLOB, position INTEGER NOT NULL)
                """)
            try db.execute(sql: "CREATE TABLE setting (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL)")
        }
        return m
    }
}
