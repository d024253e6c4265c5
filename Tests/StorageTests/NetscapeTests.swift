import Foundation
import Testing
@testable import Storage

func fixture(_ name: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try String(contentsOf: url, encoding: .utf8)
}

func links(_ nodes: [BookmarkNode], _ path: [String] = []) -> [(path: [String], title: String, url: String)] {
    nodes.flatMap { n in n.url.map { [(path, n.title, $0)] } ?? links(n.children, path + [n.title]) }
}

@Suite struct NetscapeTests {
    @Test func readsAChromiumStyleFile() throws {
        let r = try NetscapeBookmarks.parse(try fixture("chromium-style.html"))
        let l = links(r.nodes)
        #expect(l.map(\.title) == ["Wikipedia", "Weather in Zürich", "Recipes <best>"])
        #expect(l.map(\.path) == [["Bookmarks bar"], ["Bookmarks bar", "News & Weather"], ["Other bookmarks"]])
        #expect(l[1].url == "https://example.org/weather?city=Z%C3%BCrich&units=metric")
        #expect(r.nodes.first?.isFavoritesBar == true)
        #expect(r.nodes.first?.children.first?.addedAt == Date(timeIntervalSince1970: 1_700_000_100))
        #expect(r.unsupported == 1, "the javascript: bookmarklet is left out")
    }

    @Test func readsAFirefoxStyleFile() throws {
        let r = try NetscapeBookmarks.parse(try fixture("firefox-style.html"))
        let l = links(r.nodes)
        #expect(l.map(\.title) == ["MDN Web Docs", "A long read", "OpenStreetMap"])
        #expect(r.unsupported == 1, "place: queries are not addresses")
        #expect(r.nodes.contains { $0.title == "Reading" && $0.children.contains { $0.title == "Empty folder" && $0.isFolder } })
        #expect(r.nodes.last?.isFavoritesBar == true)
    }

    @Test func readsLowerCaseUnquotedLegacyFiles() throws {
        let r = try NetscapeBookmarks.parse(try fixture("legacy-style.html"))
        let l = links(r.nodes)
        #expect(l.map(\.title) == ["Course page", "हिन्दी पृष्ठ — A", "Files"])
        #expect(l.map(\.path) == [["Links"], [], []])
        #expect(r.nodes[0].children[0].addedAt == Date(timeIntervalSince1970: 1_600_000_001), "milliseconds")
        #expect(r.nodes[1].addedAt == Date(timeIntervalSince1970: 1_600_000_002), "microseconds")
    }

    @Test func exportThenImportGivesTheSameTree() throws {
        let tree: [BookmarkNode] = [
            .folder("Favorites bar", favoritesBar: true, [.link("Bar link", "https://bar.example/?a=1&b=\"2\"")]),
            .link("Top <level> & co", "https://top.example/", addedAt: Date(timeIntervalSince1970: 1_700_000_000)),
            .folder("Nested", [.folder("Deeper", [.link("Deep", "https://deep.example/ü")]), .folder("Empty", [])]),
        ]
        let text = NetscapeBookmarks.export(tree)
        #expect(text.hasPrefix("<!DOCTYPE NETSCAPE-Bookmark-file-1>"))
        #expect(try NetscapeBookmarks.parse(text).nodes == tree)
    }

    @Test(arguments: [
        ("<html><body>hello</body></html>", 1, "not a Netscape bookmark file"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n  <DT><A ADD_DATE=\"1\">No address</A>\n</DL>", 3, "without an HREF"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Folder</H3>\n<DL><p>\n<DT><A HREF=\"https://x.example/\">X</A>\n</DL>\n", 2, "never closed"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF=\"https://x.example/\">X\n<DT><A HREF=\"https://y.example/\">Y</A>\n</DL>", 3, "not closed with </A>"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n</DL>\n</DL>\n", 4, "without a <DL>"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n", 3, "no <DL>"),
    ])
    func malformedFilesNameTheLine(_ text: String, _ line: Int, _ message: String) {
        #expect {
            try NetscapeBookmarks.parse(text)
        } throws: { e in
            guard let e = e as? NetscapeBookmarks.ParseError else { return false }
            return e.line == line && e.message.contains(message)
        }
    }

    @Test func importMergesAndNeverDuplicates() throws {
        let store = try BrowserStore(folder: tempFolder())
        try store.addBookmark(url: "https://www.wikipedia.org/", title: "Mine", favorite: true)
        let r = try NetscapeBookmarks.parse(try fixture("chromium-style.html"))
        let first = try store.importBookmarks(r.nodes)
        #expect(first == ImportSummary(added: 2, skipped: 1, folders: 2))
        let again = try store.importBookmarks(r.nodes)
        #expect(again.added == 0 && again.skipped == 3 && again.folders == 0)
        let all = try store.bookmarks()
        #expect(all.count == 3)
        #expect(all.first { $0.url.contains("weather") }?.folder == ["Favorites bar", "News & Weather"])
        // Export and read back: the same links in the same places.
        let back = try NetscapeBookmarks.parse(NetscapeBookmarks.export(try store.bookmarkTree()))
        #expect(links(back.nodes).map(\.url) == all.map(\.url))
        #expect(back.nodes.first?.isFavoritesBar == true)
    }
}
