import Foundation
import GRDB

/// A saved page and where it is filed.
public struct Bookmark: Codable, Equatable, Sendable {
    public let id: Int64
    public let url: String
    public let title: String?
    /// Folder names from the top down; the favorites bar is `["Favorites bar"]`.
    public let folder: [String]
    public let favorite: Bool
    public let addedAt: Date

    private enum CodingKeys: String, CodingKey { case id, url, title, folder, favorite, addedAt = "added_at" }
}

/// A bookmark tree as files exchange it: folders (with children) and links.
public struct BookmarkNode: Equatable, Sendable {
    public var title: String
    /// nil for a folder.
    public var url: String?
    public var addedAt: Date?
    public var isFavoritesBar: Bool
    public var children: [BookmarkNode]

    public static func link(_ title: String, _ url: String, addedAt: Date? = nil) -> BookmarkNode {
        BookmarkNode(title: title, url: url, addedAt: addedAt, isFavoritesBar: false, children: [])
    }

    public static func folder(_ title: String, favoritesBar: Bool = false, addedAt: Date? = nil, _ children: [BookmarkNode]) -> BookmarkNode {
        BookmarkNode(title: title, url: nil, addedAt: addedAt, isFavoritesBar: favoritesBar, children: children)
    }

    public var isFolder: Bool { url == nil }
    /// Links in this subtree.
    public var linkCount: Int { isFolder ? children.reduce(0) { $0 + $1.linkCount } : 1 }
}

public struct ImportSummary: Codable, Equatable, Sendable {
    public let added: Int
    public let skipped: Int
    public let folders: Int
}

extension BrowserStore {
    public static let favoritesBarName = "Favorites bar"

    /// Files `url` in `folder` (created as needed; `favorite` puts it on the favorites bar). The same address in the
    /// same folder is not filed twice: its title is updated instead.
    @discardableResult
    public func addBookmark(url: String, title: String? = nil, folder: [String] = [], favorite: Bool = false,
                            at date: Date = Date()) throws -> Bookmark {
        let url = url.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !url.isEmpty else { throw StoreError.badInput("A bookmark needs an address") }
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        let id: Int64 = try write { db, s in
            var parent: Int64? = favorite ? try Self.favoritesFolder(db, s) : nil
            for name in folder where !name.isEmpty { parent = try Self.folder(named: name, in: parent, db, s, at: date) }
            return try Self.file(url: url, title: title, in: parent, db, s, at: date).id
        }
        guard let b = try bookmarks().first(where: { $0.id == id }) else { throw StoreError.database("bookmark vanished") }
        return b
    }

    /// Every bookmark in tree order (folders depth first, each in its own order).
    public func bookmarks() throws -> [Bookmark] {
        func flatten(_ nodes: [StoredNode], _ path: [String], _ favorite: Bool) -> [Bookmark] {
            nodes.flatMap { n -> [Bookmark] in
                if let url = n.url {
                    return [Bookmark(id: n.id, url: url, title: n.title, folder: path, favorite: favorite, addedAt: n.addedAt)]
                }
                return flatten(n.children, path + [n.title ?? ""], favorite || n.isFavorites)
            }
        }
        return flatten(try storedTree(), [], false)
    }

    /// Removes every bookmark of `url`; returns how many there were.
    @discardableResult
    public func removeBookmark(url: String) throws -> Int {
        try write { db, s in
            try db.execute(sql: "DELETE FROM bookmark WHERE url_key = ?", arguments: [s.hash("u:" + url)])
            return db.changesCount
        }
    }

    /// Bookmarks whose title or address has words beginning with each word of `name`; exact titles first.
    public func findBookmarks(named name: String) throws -> [Bookmark] {
        let words = Terms.words(name)
        guard !words.isEmpty else { return [] }
        let folded = Terms.fold(name).trimmingCharacters(in: .whitespaces)
        return try bookmarks()
            .filter { Terms.matches(words, url: $0.url, title: $0.title) }
            .sorted { a, b in
                let ea = Terms.fold(a.title ?? "") == folded, eb = Terms.fold(b.title ?? "") == folded
                return ea != eb ? ea : (a.title ?? a.url).count < (b.title ?? b.url).count
            }
    }

    public func isBookmarked(_ url: String) throws -> Bool {
        try read { db, s in try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM bookmark WHERE url_key = ?)", arguments: [s.hash("u:" + url)]) ?? false }
    }

    /// The whole tree, for export.
    public func bookmarkTree() throws -> [BookmarkNode] {
        func convert(_ n: StoredNode) -> BookmarkNode {
            BookmarkNode(title: n.title ?? "", url: n.url, addedAt: n.addedAt, isFavoritesBar: n.isFavorites,
                         children: n.children.map(convert))
        }
        return try storedTree().map(convert)
    }

    /// Adds a tree in one transaction: everything or, on any error, nothing. The favorites bar of the file joins
    /// ours; folders join folders of the same name; an address already in a folder is skipped.
    @discardableResult
    public func importBookmarks(_ nodes: [BookmarkNode], into folder: [String] = []) throws -> ImportSummary {
        try write { db, s in
            var added = 0, skipped = 0, folders = 0
            func add(_ nodes: [BookmarkNode], to parent: Int64?) throws {
                for n in nodes {
                    if let url = n.url {
                        if try Self.file(url: url, title: n.title, in: parent, db, s, at: n.addedAt ?? Date()).isNew { added += 1 } else { skipped += 1 }
                    } else {
                        let id = n.isFavoritesBar ? try Self.favoritesFolder(db, s)
                            : try Self.folder(named: n.title, in: parent, db, s, at: n.addedAt ?? Date(), created: &folders)
                        try add(n.children, to: id)
                    }
                }
            }
            var root: Int64?
            for name in folder where !name.isEmpty { root = try Self.folder(named: name, in: root, db, s, at: Date(), created: &folders) }
            try add(nodes, to: root)
            return ImportSummary(added: added, skipped: skipped, folders: folders)
        }
    }

    // MARK: internals

    struct StoredNode {
        let id: Int64
        let title: String?
        let url: String?
        let addedAt: Date
        let isFavorites: Bool
        var children: [StoredNode]
    }

    func storedTree() throws -> [StoredNode] {
        try read { db, s in
            struct Item { let position: Int; var node: StoredNode; let parent: Int64? }
            var items: [Item] = []
            for r in try Row.fetchAll(db, sql: "SELECT id, parent_id, name, position, added_at, role FROM folder") {
                items.append(Item(position: r["position"], node: StoredNode(
                    id: r["id"], title: try s.open(r["name"] as Data), url: nil, addedAt: Date(timeIntervalSince1970: r["added_at"]),
                    isFavorites: (r["role"] as String?) == "favorites", children: []), parent: r["parent_id"]))
            }
            var links: [Item] = []
            for r in try Row.fetchAll(db, sql: "SELECT id, folder_id, url, title, position, added_at FROM bookmark") {
                links.append(Item(position: r["position"], node: StoredNode(
                    id: r["id"], title: try s.openIfAny(r["title"] as Data?), url: try s.open(r["url"] as Data),
                    addedAt: Date(timeIntervalSince1970: r["added_at"]), isFavorites: false, children: []), parent: r["folder_id"]))
            }
            let byParent = Dictionary(grouping: items + links, by: { $0.parent })
            func build(_ parent: Int64?) -> [StoredNode] {
                (byParent[parent] ?? [])
                    .sorted { ($0.node.isFavorites ? 0 : 1, $0.position, $0.node.id) < ($1.node.isFavorites ? 0 : 1, $1.position, $1.node.id) }
                    .map { item in
                        var n = item.node
                        if n.url == nil { n.children = build(n.id) }
                        return n
                    }
            }
            return build(nil)
        }
    }

    static func nextPosition(in parent: Int64?, _ db: Database) throws -> Int {
        let a = try Int.fetchOne(db, sql: "SELECT max(position) FROM folder WHERE parent_id IS ?", arguments: [parent]) ?? -1
        let b = try Int.fetchOne(db, sql: "SELECT max(position) FROM bookmark WHERE folder_id IS ?", arguments: [parent]) ?? -1
        return max(a, b) + 1
    }

    static func favoritesFolder(_ db: Database, _ s: Sealer) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM folder WHERE role = 'favorites'") { return id }
        try db.execute(sql: "INSERT INTO folder(parent_id, name, position, added_at, role) VALUES (NULL, ?, ?, ?, 'favorites')",
                       arguments: [s.seal(favoritesBarName), try nextPosition(in: nil, db), Date().timeIntervalSince1970])
        return db.lastInsertedRowID
    }

    static func folder(named name: String, in parent: Int64?, _ db: Database, _ s: Sealer, at date: Date) throws -> Int64 {
        var created = 0
        return try folder(named: name, in: parent, db, s, at: date, created: &created)
    }

    static func folder(named name: String, in parent: Int64?, _ db: Database, _ s: Sealer, at date: Date,
                       created: inout Int) throws -> Int64 {
        for r in try Row.fetchAll(db, sql: "SELECT id, name, role FROM folder WHERE parent_id IS ?", arguments: [parent]) {
            if (r["role"] as String?) == nil, try s.open(r["name"] as Data) == name { return r["id"] }
        }
        try db.execute(sql: "INSERT INTO folder(parent_id, name, position, added_at) VALUES (?, ?, ?, ?)",
                       arguments: [parent, s.seal(name), try nextPosition(in: parent, db), date.timeIntervalSince1970])
        created += 1
        return db.lastInsertedRowID
    }

    static func file(url: String, title: String?, in parent: Int64?, _ db: Database, _ s: Sealer, at date: Date) throws -> (id: Int64, isNew: Bool) {
        let key = s.hash("u:" + url)
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM bookmark WHERE url_key = ? AND folder_id IS ?", arguments: [key, parent]) {
            if let title { try db.execute(sql: "UPDATE bookmark SET title = ? WHERE id = ?", arguments: [s.seal(title), id]) }
            return (id, false)
        }
        try db.execute(sql: "INSERT INTO bookmark(folder_id, url, url_key, title, position, added_at) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [parent, s.seal(url), key, s.seal(title), try nextPosition(in: parent, db), date.timeIntervalSince1970])
        return (db.lastInsertedRowID, true)
    }
}
