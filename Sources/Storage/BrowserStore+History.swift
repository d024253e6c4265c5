import Foundation
import GRDB

/// One page in history: its address, its title and when it was last (or, in a visit list, then) visited.
public struct HistoryEntry: Codable, Equatable, Sendable {
    public let url: String
    public let title: String?
    public let visitedAt: Date
    public let visitCount: Int

    private enum CodingKeys: String, CodingKey { case url, title, visitedAt = "visited_at", visitCount = "visit_count" }
}

/// A visit to record.
public struct Visit: Sendable {
    public let url: String
    public let title: String?
    public let at: Date
    public init(url: String, title: String? = nil, at: Date = Date()) {
        self.url = url
        self.title = title
        self.at = at
    }
}

extension BrowserStore {
    /// Records one visit (a page load in a tab that is not private).
    public func recordVisit(_ url: String, title: String? = nil, at date: Date = Date()) throws {
        try recordVisits([Visit(url: url, title: title, at: date)])
    }

    /// Records visits in one transaction: all of them or, on error, none.
    public func recordVisits(_ visits: [Visit]) throws {
        guard !visits.isEmpty else { return }
        try write { db, s in
            let find = try db.cachedStatement(sql: "SELECT id, title FROM page WHERE url_key = ?")
            let insertPage = try db.cachedStatement(
                sql: "INSERT INTO page(url_key, url, title, visit_count, last_visit) VALUES (?, ?, ?, 1, ?)")
            let bump = try db.cachedStatement(
                sql: "UPDATE page SET visit_count = visit_count + 1, last_visit = max(last_visit, ?) WHERE id = ?")
            let insertVisit = try db.cachedStatement(sql: "INSERT INTO visit(page_id, at) VALUES (?, ?)")
            // One statement per page for all its index keys (a JSON array of hashes).
            let insertTerms = try db.cachedStatement(sql: "INSERT OR IGNORE INTO term(term, page_id) SELECT value, ? FROM json_each(?)")
            for v in visits {
                let at = v.at.timeIntervalSince1970
                let title = v.title.flatMap { $0.isEmpty ? nil : $0 }
                let key = s.hash("u:" + v.url)
                let pageID: Int64
                if let row = try Row.fetchOne(find, arguments: [key]) {
                    pageID = row["id"]
                    try bump.execute(arguments: [at, pageID])
                    if let title, try s.openIfAny(row["title"] as Data?) != title {
                        try Self.setTitle(db, s, pageID: pageID, url: v.url, old: try s.openIfAny(row["title"] as Data?), new: title)
                    }
                } else {
                    try insertPage.execute(arguments: [key, s.seal(v.url), s.seal(title), at])
                    pageID = db.lastInsertedRowID
                    try insertTerms.execute(arguments: [pageID, Self.hashList(Terms.indexKeys(url: v.url, title: title), s)])
                }
                try insertVisit.execute(arguments: [pageID, at])
            }
        }
    }

    /// A page's title arrived after its visit was recorded.
    public func updateTitle(of url: String, to title: String) throws {
        guard !title.isEmpty else { return }
        try write { db, s in
            guard let row = try Row.fetchOne(db, sql: "SELECT id, title FROM page WHERE url_key = ?", arguments: [s.hash("u:" + url)])
            else { return }
            let old = try s.openIfAny(row["title"] as Data?)
            if old != title { try Self.setTitle(db, s, pageID: row["id"], url: url, old: old, new: title) }
        }
    }

    static func hashList(_ keys: Set<String>, _ s: Sealer) -> String {
        "[" + keys.map { String(s.termHash($0)) }.joined(separator: ",") + "]"
    }

    static func setTitle(_ db: Database, _ s: Sealer, pageID: Int64, url: String, old: String?, new: String) throws {
        try db.execute(sql: "UPDATE page SET title = ? WHERE id = ?", arguments: [s.seal(new), pageID])
        let before = Terms.indexKeys(url: url, title: old), after = Terms.indexKeys(url: url, title: new)
        for k in before.subtracting(after) {
            try db.execute(sql: "DELETE FROM term WHERE term = ? AND page_id = ?", arguments: [s.termHash(k), pageID])
        }
        for k in after.subtracting(before) {
            try db.execute(sql: "INSERT OR IGNORE INTO term(term, page_id) VALUES (?, ?)", arguments: [s.termHash(k), pageID])
        }
    }

    /// The most recent visits, newest first.
    public func recentVisits(limit: Int = 50) throws -> [HistoryEntry] {
        try read { db, s in
            try Row.fetchAll(db, sql: """
                SELECT p.url, p.title, v.at, p.visit_count FROM visit v JOIN page p ON p.id = v.page_id
                ORDER BY v.at DESC, v.id DESC LIMIT ?
                """, arguments: [limit]).map { try Self.entry($0, s) }
        }
    }

    /// A row with `url`, `title` (sealed), `at` and `visit_count`, opened.
    static func entry(_ row: Row, _ s: Sealer) throws -> HistoryEntry {
        HistoryEntry(url: try s.open(row["url"] as Data), title: try s.openIfAny(row["title"] as Data?),
                     visitedAt: Date(timeIntervalSince1970: row["at"]), visitCount: row["visit_count"])
    }

    /// Pages whose address or title has words beginning with every word of `query`, most recently visited first.
    /// The blind index narrows the search; each candidate is then decrypted and checked.
    public func searchHistory(_ query: String, limit: Int = 50) throws -> [HistoryEntry] {
        let words = Array(Set(Terms.words(query)))
        guard !words.isEmpty else { return try recentPages(limit: limit) }
        return try read { db, s in
            let lists = words.map { w in Terms.queryKeys(w).map { String(s.termHash($0)) }.joined(separator: ", ") }
            // The rarest word decides the plan: few candidates are fetched and sorted; many are met walking pages
            // from the most recent, which stops as soon as `limit` of them are confirmed.
            var counts: [Int] = []
            for list in lists {
                counts.append(try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM term WHERE term IN (\(list)) LIMIT 5001)") ?? 0)
            }
            guard let rarest = counts.indices.min(by: { counts[$0] < counts[$1] }), counts[rarest] > 0 else { return [] }
            let others = lists.indices.filter { $0 != rarest }
                .map { "p.id IN (SELECT page_id FROM term WHERE term IN (\(lists[$0])))" }
            let filter = others.isEmpty ? "" : " AND " + others.joined(separator: " AND ")
            let walk = counts[rarest] > 5000 ? " INDEXED BY page_last_visit" : ""
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT p.url, p.title, p.last_visit AS at, p.visit_count FROM page p\(walk)
                WHERE p.id IN (SELECT page_id FROM term WHERE term IN (\(lists[rarest])))\(filter)
                ORDER BY p.last_visit DESC
                """)
            var out: [HistoryEntry] = []
            while out.count < limit, let row = try cursor.next() {
                let e = try Self.entry(row, s)
                if Terms.matches(words, url: e.url, title: e.title) { out.append(e) }
            }
            return out
        }
    }

    /// Pages, most recently visited first.
    public func recentPages(limit: Int = 50) throws -> [HistoryEntry] {
        try read { db, s in
            try Row.fetchAll(db, sql: "SELECT url, title, last_visit AS at, visit_count FROM page ORDER BY last_visit DESC LIMIT ?",
                             arguments: [limit]).map { try Self.entry($0, s) }
        }
    }

    public func visitCount() throws -> Int {
        try read { db, _ in try Int.fetchOne(db, sql: "SELECT count(*) FROM visit") ?? 0 }
    }

    /// Forgets all history (visits, pages and their index) and folds the change into the file so no trace of the
    /// old rows stays in the WAL.
    public func clearHistory() throws {
        try write { db, _ in
            try db.execute(sql: "DELETE FROM term")
            try db.execute(sql: "DELETE FROM visit")
            try db.execute(sql: "DELETE FROM page")
        }
        foldDeletions()
    }
}
