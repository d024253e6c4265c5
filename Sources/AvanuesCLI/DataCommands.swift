import ArgumentParser
import CommandModel
import Foundation
import Storage

extension DataPaths {
    /// The browser's store: `browser.sqlite` and its key under the data folder.
    func openStore() throws -> BrowserStore {
        do { return try BrowserStore(folder: URL(fileURLWithPath: data)) } catch let e as StoreError { throw CLIError(e.description) }
    }
}

func printJSON<T: Encodable>(_ value: T) throws {
    let e = JSONEncoder()
    e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    e.dateEncodingStrategy = .iso8601
    print(String(decoding: try e.encode(value), as: UTF8.self))
}

func dayAndTime(_ d: Date) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.dateFormat = "yyyy-MM-dd HH:mm"
    return f.string(from: d)
}

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Pages you visited (not in private tabs), newest first; search them by words.",
        discussion: """
            History lives in $XDG_DATA_HOME/avanues/browser.sqlite (default ~/.local/share/avanues), addresses and \
            titles encrypted with the key beside it (storage.key, mode 600). A search word matches words that begin \
            with it, in the address or the title; every word must match.

            Examples:
              avanues history
              avanues history --search wikipedia --json
              avanues history --clear --yes
              avanues history --clear --since hour --yes
              avanues history --clear --site wikipedia.org --yes
            """)

    @Option(name: .long, help: "Words to look for in addresses and titles.") var search: String?
    @Option(name: .long, help: "At most this many entries.") var limit = 50
    @Flag(name: .long, help: "Print one JSON array.") var json = false
    @Flag(name: .long, help: "Forget all history, or with --since or --site part of it (needs --yes).") var clear = false
    @Option(name: .long, help: "With --clear: only the visits of the last hour, today, the last 7 days (week) or 4 weeks (month).")
    var since: HistoryPeriod?
    @Option(name: .long, help: "With --clear: only the pages of this site (its host, and addresses under it).") var site: String?
    @Flag(name: .long, help: "Confirm --clear.") var yes = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if clear && !yes {
            throw ValidationError(since == nil && site == nil ? "--clear forgets every visit; add --yes to confirm"
                                                              : "--clear forgets those visits for good; add --yes to confirm")
        }
        if clear && search != nil { throw ValidationError("--clear forgets all history; it takes no --search") }
        if !clear && (since != nil || site != nil) { throw ValidationError("--since and --site say what --clear forgets; add --clear") }
        if since != nil && site != nil { throw ValidationError("--clear takes --since or --site, not both") }
        if let site, site.allSatisfy({ $0 == "." || $0.isWhitespace }) { throw ValidationError("--site needs a host, such as wikipedia.org") }
    }

    func run() throws {
        let store = try DataPaths().openStore()
        if clear {
            if let since {
                let start = since.start(before: Date())
                let n = try store.forgetVisits(since: start)
                print("Cleared the visits since \(dayAndTime(start)) (\(n) page\(n == 1 ? "" : "s")).")
            } else if let site {
                let n = try store.forgetSite(site)
                print("Forgot \(n) page\(n == 1 ? "" : "s") of \(site).")
            } else {
                try store.clearHistory()
                print("History cleared.")
            }
            return
        }
        let entries = try search.map { try store.searchHistory($0, limit: limit) } ?? store.recentVisits(limit: limit)
        if json { return try printJSON(entries) }
        if entries.isEmpty {
            print(search == nil ? "No history yet." : "Nothing in history matches '\(search!)'.")
            return
        }
        for e in entries { print("\(dayAndTime(e.visitedAt))  \(e.title ?? "(no title)")  \(e.url)") }
    }
}

struct BookmarksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmarks",
        abstract: "Your bookmarks and favorites bar: add, list, remove, import and export.",
        discussion: """
            Import and export use the Netscape bookmark file (HTML) every browser reads and writes. An import is \
            all or nothing: a malformed file is reported with its line number and nothing is added.

            Examples:
              avanues bookmarks add https://www.wikipedia.org --title Wikipedia --folder Reference/Encyclopedias
              avanues bookmarks list --json
              avanues bookmarks import ~/bookmarks.html
              avanues bookmarks export ~/avanues-bookmarks.html
            """,
        subcommands: [Add.self, List.self, Remove.self, Import.self, Export.self])

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Bookmark an address (once per folder).")
        @Argument(help: "The address.") var url: String
        @Option(name: .long, help: "Its title.") var title: String?
        @Option(name: .long, help: "Folder path, '/' between levels (created as needed).") var folder: String?
        @Flag(name: .long, help: "Put it on the favorites bar.") var favorite = false

        func validate() throws {
            guard let u = URL(string: url), let scheme = u.scheme?.lowercased(), ["http", "https", "file", "ftp"].contains(scheme)
            else { throw ValidationError("'\(url)' is not a web address (http, https, ftp or file)") }
        }

        func run() throws {
            let path = folder?.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } ?? []
            let b = try DataPaths().openStore().addBookmark(url: url, title: title, folder: path, favorite: favorite)
            print("Bookmarked '\(b.title ?? b.url)'\(b.folder.isEmpty ? "" : " in \(b.folder.joined(separator: "/"))").")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every bookmark, favorites bar first.")
        @Flag(name: .long, help: "Print one JSON array.") var json = false
        func run() throws {
            let all = try DataPaths().openStore().bookmarks()
            if json { return try printJSON(all) }
            if all.isEmpty { print("No bookmarks yet."); return }
            for (i, b) in all.enumerated() {
                let place = b.folder.isEmpty ? "" : "[\(b.folder.joined(separator: "/"))] "
                print("\(i + 1). \(place)\(b.title ?? "(no title)")  \(b.url)")
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every bookmark of an address.")
        @Argument(help: "The address.") var url: String
        func run() throws {
            let n = try DataPaths().openStore().removeBookmark(url: url)
            guard n > 0 else { throw CLIError("no bookmark of \(url)") }
            print("Removed \(n) bookmark\(n == 1 ? "" : "s").")
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add the bookmarks of a Netscape bookmark file (all or nothing).")
        @Argument(help: "The file (HTML) another browser exported.") var file: String
        @Option(name: .long, help: "Put them in this folder ('/' between levels).") var folder: String?
        func run() throws {
            let text: String
            do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("cannot read \(file)") }
                text = String(decoding: data, as: UTF8.self)
            }
            let parsed: NetscapeBookmarks.Result
            do { parsed = try NetscapeBookmarks.parse(text) } catch let e as NetscapeBookmarks.ParseError {
                throw CLIError("\(file) \(e.description); nothing was imported")
            }
            let path = folder?.split(separator: "/").map(String.init) ?? []
            let r = try DataPaths().openStore().importBookmarks(parsed.nodes, into: path)
            var line = "Imported \(r.added) bookmark\(r.added == 1 ? "" : "s")"
            if r.folders > 0 { line += " in \(r.folders) new folder\(r.folders == 1 ? "" : "s")" }
            if r.skipped > 0 { line += "; \(r.skipped) already there" }
            if parsed.unsupported > 0 { line += "; \(parsed.unsupported) left out (not web addresses)" }
            print(line + ".")
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write every bookmark to a Netscape bookmark file ('-' for standard output).")
        @Argument(help: "The file to write.") var file: String
        func run() throws {
            let store = try DataPaths().openStore()
            let text = NetscapeBookmarks.export(try store.bookmarkTree())
            if file == "-" { print(text, terminator: ""); return }
            do { try text.write(toFile: file, atomically: true, encoding: .utf8) } catch {
                throw CLIError("cannot write \(file): \(error.localizedDescription)")
            }
            print("Exported \(try store.bookmarks().count) bookmarks to \(file).")
        }
    }
}

struct DataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data",
        abstract: "The browser's data files: where they are, check them, change the encryption key.",
        subcommands: [Info.self, RotateKey.self, Writer.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Where the data is and whether the database is sound.")
        func run() throws {
            let paths = DataPaths()
            let store = try paths.openStore()
            print("Database: \(store.databaseURL.path)")
            print("Key:      \(store.keys.location)")
            print("Visits:   \(try store.visitCount()); bookmarks: \(try store.bookmarks().count)")
            print("Check:    \(try store.integrityCheck())")
        }
    }

    struct RotateKey: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rotate-key", abstract: "Encrypt everything again under a new key (a running browser follows it).")
        func run() throws {
            try DataPaths().openStore().rotateKey()
            print("Every stored value is sealed with a new key; the old key no longer opens them.")
        }
    }

    /// Writes numbered visits and bookmarks and says each one once it is committed: the crash-safety tests kill it
    /// at random moments and then check that everything it reported is there.
    struct Writer: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "write-test-load", abstract: "Test load for crash-safety checks.", shouldDisplay: false)
        @Option(name: .long) var from = 0
        @Option(name: .long) var count = 1_000_000
        func run() throws {
            let store = try DataPaths().openStore()
            for i in from..<(from + count) {
                try store.recordVisits((0..<3).map { Visit(url: "https://crash.example/\(i)/\($0)", title: "Crash \(i) \($0)") })
                try store.addBookmark(url: "https://crash.example/b/\(i)", title: "Bookmark \(i)", folder: ["Crash", "\(i % 7)"])
                FileHandle.standardOutput.write(Data("\(i)\n".utf8))   // unbuffered: said only once committed
            }
        }
    }
}

extension HistoryPeriod: ExpressibleByArgument {}
