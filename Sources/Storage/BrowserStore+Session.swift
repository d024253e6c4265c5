import Foundation
import GRDB

/// The tabs to bring back after a restart or a crash.
public struct SavedSession: Codable, Equatable, Sendable {
    public struct Tab: Codable, Equatable, Sendable {
        public let url: String
        public let title: String?
        /// For closed tabs: where the tab was.
        public let position: Int
        public init(url: String, title: String?, position: Int) {
            self.url = url
            self.title = title
            self.position = position
        }
    }
    public var tabs: [Tab]
    public var active: Int
    /// Closed tabs, oldest first, so "reopen closed tab" works after a restart too.
    public var closed: [Tab]

    public init(tabs: [Tab], active: Int, closed: [Tab] = []) {
        self.tabs = tabs
        self.active = active
        self.closed = closed
    }
}

/// A download and how far it got.
public struct DownloadRecord: Codable, Equatable, Sendable {
    public enum State: String, Codable, Sendable { case running, finished, failed, cancelled }
    public let id: Int64
    public let url: String
    public let file: String
    public let state: State
    public let received: Int64
    public let total: Int64?
    public let error: String?
    public let startedAt: Date
    public let finishedAt: Date?
}

extension BrowserStore {
    // MARK: tab session

    /// Replaces the saved session (in one transaction, so a crash keeps either the old one or the new one).
    public func saveSession(_ session: SavedSession) throws {
        try write { db, s in
            try db.execute(sql: "DELETE FROM session_tab")
            try db.execute(sql: "DELETE FROM closed_tab")
            for (i, t) in session.tabs.enumerated() {
                try db.execute(sql: "INSERT INTO session_tab(position, url, title, active) VALUES (?, ?, ?, ?)",
                               arguments: [i, s.seal(t.url), s.seal(t.title), i == session.active])
            }
            for t in session.closed {
                try db.execute(sql: "INSERT INTO closed_tab(url, title, position) VALUES (?, ?, ?)",
                               arguments: [s.seal(t.url), s.seal(t.title), t.position])
            }
        }
    }

    /// The saved session, or nil when there is none.
    public func loadSession() throws -> SavedSession? {
        try read { db, s in
            var active = 0
            var tabs: [SavedSession.Tab] = []
            for r in try Row.fetchAll(db, sql: "SELECT position, url, title, active FROM session_tab ORDER BY position") {
                if r["active"] as Bool { active = tabs.count }
                tabs.append(.init(url: try s.open(r["url"] as Data), title: try s.openIfAny(r["title"] as Data?), position: tabs.count))
            }
            let closed = try Row.fetchAll(db, sql: "SELECT url, title, position FROM closed_tab ORDER BY id").map { r in
                SavedSession.Tab(url: try s.open(r["url"] as Data), title: try s.openIfAny(r["title"] as Data?), position: r["position"])
            }
            return tabs.isEmpty && closed.isEmpty ? nil : SavedSession(tabs: tabs, active: active, closed: closed)
        }
    }

    // MARK: settings

    public func setting(_ key: String) throws -> String? {
        try read { db, s in try s.openIfAny(try Data.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])) }
    }

    public func setSetting(_ key: String, _ value: String?) throws {
        try write { db, s in
            if let value {
                try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [key, s.seal(value)])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }

    // MARK: downloads

    public func addDownload(url: String, file: String, total: Int64?, at date: Date = Date()) throws -> Int64 {
        try write { db, s in
            try db.execute(sql: "INSERT INTO download(url, file, state, total, started_at) VALUES (?, ?, 'running', ?, ?)",
                           arguments: [s.seal(url), s.seal(file), total, date.timeIntervalSince1970])
            return db.lastInsertedRowID
        }
    }

    public func updateDownload(_ id: Int64, state: DownloadRecord.State, received: Int64, total: Int64?, file: String? = nil,
                               error: String? = nil) throws {
        try write { db, s in
            let done: Double? = state == .running ? nil : Date().timeIntervalSince1970
            try db.execute(sql: """
                UPDATE download SET state = ?, received = ?, total = coalesce(?, total), error = ?,
                  finished_at = coalesce(?, finished_at), file = coalesce(?, file) WHERE id = ?
                """, arguments: [state.rawValue, received, total, s.seal(error), done, s.seal(file), id])
        }
    }

    /// Downloads, newest first. One still marked running when the browser starts was cut off by a crash.
    public func downloads(limit: Int = 100) throws -> [DownloadRecord] {
        try read { db, s in
            try Row.fetchAll(db, sql: "SELECT * FROM download ORDER BY started_at DESC, id DESC LIMIT ?", arguments: [limit]).map { r in
                DownloadRecord(
                    id: r["id"], url: try s.open(r["url"] as Data), file: try s.open(r["file"] as Data),
                    state: DownloadRecord.State(rawValue: r["state"]) ?? .failed, received: r["received"], total: r["total"],
                    error: try s.openIfAny(r["error"] as Data?), startedAt: Date(timeIntervalSince1970: r["started_at"]),
                    finishedAt: (r["finished_at"] as Double?).map { Date(timeIntervalSince1970: $0) })
            }
        }
    }

    /// Marks downloads a previous run left running as failed (the process ended under them).
    public func markInterruptedDownloads() throws {
        try write { db, s in
            try db.execute(sql: "UPDATE download SET state = 'failed', error = ?, finished_at = ? WHERE state = 'running'",
                           arguments: [s.seal("Interrupted: the browser closed before it finished"), Date().timeIntervalSince1970])
        }
    }
}
