import Foundation
import GRDB

/// Forgetting part of the history: the visits of a recent time ("clear the last hour of history") or every page of a
/// site ("forget this site"). What is deleted is overwritten (`secure_delete`) and folded out of the WAL, as
/// `clearHistory` does for all of it.
extension BrowserStore {
    /// Forgets every visit from `date` on. A page visited only then goes, with its search index; one visited before
    /// too keeps its earlier visits, their count and the last of them. Returns how many pages lost visits.
    @discardableResult
    public func forgetVisits(since date: Date) throws -> Int {
        let cut = date.timeIntervalSince1970
        let pages = try write { db, s -> Int in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM page WHERE last_visit >= ?", arguments: [cut])
            guard !ids.isEmpty else { return 0 }
            let list = ids.map(String.init).joined(separator: ",")
            try db.execute(sql: "DELETE FROM visit WHERE page_id IN (\(list)) AND at >= ?", arguments: [cut])
            let gone = try Int64.fetchAll(db, sql: """
                SELECT id FROM page WHERE id IN (\(list)) AND NOT EXISTS (SELECT 1 FROM visit WHERE visit.page_id = page.id)
                """)
            try Self.deletePages(gone, db, s)
            try db.execute(sql: """
                UPDATE page SET visit_count = (SELECT count(*) FROM visit WHERE visit.page_id = page.id),
                    last_visit = (SELECT max(at) FROM visit WHERE visit.page_id = page.id)
                WHERE id IN (\(list))
                """)
            return ids.count
        }
        foldDeletions()
        return pages
    }

    /// Forgets every page of a site — its host ("www." aside) or any address under it ("wikipedia.org" takes
    /// "en.wikipedia.org" too) — with all its visits. Returns how many pages went.
    @discardableResult
    public func forgetSite(_ host: String) throws -> Int {
        let site = Self.bareHost(Terms.fold(host))
        let words = Array(Set(Terms.words(site)))
        guard !site.isEmpty, !words.isEmpty else { return 0 }
        let pages = try write { db, s -> Int in
            // The blind index narrows to pages with every word of the host; each is then opened and its host checked.
            let filter = words.map { "id IN (SELECT page_id FROM term WHERE term = \(s.termHash("w:" + $0)))" }.joined(separator: " AND ")
            var ids: [Int64] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, url FROM page WHERE \(filter)") {
                let url = try s.open(row["url"] as Data)
                guard let h = URL(string: url)?.host.map({ Self.bareHost($0.lowercased()) }) else { continue }
                if h == site || h.hasSuffix("." + site) { ids.append(row["id"]) }
            }
            try Self.deletePages(ids, db, s)
            return ids.count
        }
        foldDeletions()
        return pages
    }

    /// A host without its "www." ("www.example.org" → "example.org"): the site as forgetting it names it.
    public static func bareHost(_ host: String) -> String { host.hasPrefix("www.") ? String(host.dropFirst(4)) : host }

    /// Up to this many pages, their index entries are deleted by key (StorageBench: a site's 250 pages 255 → 120 ms at
    /// 100,000 visits); beyond, by walking the index (3,591 pages 285 → 262 ms).
    static let pagesDeletedByKey = 1000

    /// Deletes pages with their visits and index entries. For a few pages, the entries are found by the keys their
    /// address and title make (the index is keyed by term first); for many, walking the whole index is quicker.
    static func deletePages(_ ids: [Int64], _ db: Database, _ s: Sealer) throws {
        guard !ids.isEmpty else { return }
        let list = ids.map(String.init).joined(separator: ",")
        if ids.count > Self.pagesDeletedByKey {
            try db.execute(sql: "DELETE FROM term WHERE page_id IN (\(list))")
        } else {
            let drop = try db.cachedStatement(sql: "DELETE FROM term WHERE term = ? AND page_id = ?")
            for row in try Row.fetchAll(db, sql: "SELECT id, url, title FROM page WHERE id IN (\(list))") {
                let id: Int64 = row["id"]
                for key in Terms.indexKeys(url: try s.open(row["url"] as Data), title: try s.openIfAny(row["title"] as Data?)) {
                    try drop.execute(arguments: [s.termHash(key), id])
                }
            }
        }
        try db.execute(sql: "DELETE FROM visit WHERE page_id IN (\(list))")
        try db.execute(sql: "DELETE FROM page WHERE id IN (\(list))")
    }

    /// Folds deleted rows out of the write-ahead log, so no trace of them stays beside the database.
    func foldDeletions() {
        _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }
}

extension BrowserStore {
    /// Forgets the pages "show history for …" lists for `query` (every one, not the first fifty), with their visits.
    /// Returns how many went.
    @discardableResult
    public func forgetPages(matching query: String) throws -> Int {
        guard !Terms.words(query).isEmpty else { return 0 }   // no words would list every page
        let urls = try searchHistory(query, limit: .max).map(\.url)
        guard !urls.isEmpty else { return 0 }
        try write { db, s in
            let keys = urls.map { String(s.hash("u:" + $0)) }.joined(separator: ",")
            try Self.deletePages(try Int64.fetchAll(db, sql: "SELECT id FROM page WHERE url_key IN (\(keys))"), db, s)
        }
        foldDeletions()
        return urls.count
    }
}
