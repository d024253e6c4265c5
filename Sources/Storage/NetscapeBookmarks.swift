import Foundation

/// The Netscape bookmark file (`<!DOCTYPE NETSCAPE-Bookmark-file-1>`), which every desktop browser imports and
/// exports: nested `<DL>` lists of `<DT><H3>` folders and `<DT><A HREF>` links.
public enum NetscapeBookmarks {
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Addresses a bookmark file may bring in; others (javascript:, data:, place: queries) are left out.
    static let schemes: Set<String> = ["http", "https", "ftp", "file"]

    public struct Result: Equatable, Sendable {
        public var nodes: [BookmarkNode]
        /// Links left out because their address is not a web address (bookmarklets, browser-internal queries).
        public var unsupported: Int
    }

    /// Reads a whole file. Any structural fault is an error naming its line; nothing is returned partially.
    public static func parse(_ text: String) throws -> Result {
        var scanner = Scanner(Array(text.unicodeScalars))
        guard let first = scanner.nextTag(), first.name == "!doctype",
              first.raw.uppercased().contains("NETSCAPE-BOOKMARK-FILE-1") else {
            throw ParseError(line: 1, message: "not a Netscape bookmark file (it must begin with <!DOCTYPE NETSCAPE-Bookmark-file-1>)")
        }
        struct Open { var node: BookmarkNode; let line: Int }
        var stack: [Open] = [Open(node: .folder("", []), line: 1)]
        enum Root { case notOpened, open, closed }
        var root = Root.notOpened
        var pendingFolder: BookmarkNode?
        var unsupported = 0
        func appendToTop(_ n: BookmarkNode) { stack[stack.count - 1].node.children.append(n) }

        while let tag = scanner.nextTag() {
            switch tag.name {
            case "dl":
                if let folder = pendingFolder {
                    stack.append(Open(node: folder, line: tag.line))
                    pendingFolder = nil
                } else if root == .notOpened {
                    root = .open
                    stack[0] = Open(node: stack[0].node, line: tag.line)
                } else {
                    stack.append(Open(node: .folder("", []), line: tag.line))   // an unnamed list: its links join the parent
                }
            case "/dl":
                if let folder = pendingFolder { appendToTop(folder); pendingFolder = nil }   // a folder without a list
                if stack.count > 1 {
                    let done = stack.removeLast()
                    if done.node.title.isEmpty && !done.node.isFavoritesBar {
                        for c in done.node.children { appendToTop(c) }
                    } else {
                        appendToTop(done.node)
                    }
                } else if root == .open {
                    root = .closed
                } else {
                    throw ParseError(line: tag.line, message: "</DL> without a <DL> to close")
                }
            case "h3":
                if let folder = pendingFolder { appendToTop(folder) }
                let title = try scanner.text(until: "/h3", openedAt: tag.line, tagName: "H3")
                let toolbar = tag.attributes["personal_toolbar_folder"]?.lowercased() == "true"
                pendingFolder = .folder(decode(title).trimmingCharacters(in: .whitespacesAndNewlines), favoritesBar: toolbar,
                                        addedAt: date(tag.attributes["add_date"]), [])
            case "a":
                if let folder = pendingFolder { appendToTop(folder); pendingFolder = nil }
                guard let href = tag.attributes["href"].map(decode), !href.isEmpty else {
                    throw ParseError(line: tag.line, message: "a link (<A>) without an HREF address")
                }
                let title = decode(try scanner.text(until: "/a", openedAt: tag.line, tagName: "A"))
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                let scheme = href.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
                guard href.contains(":"), schemes.contains(scheme) else { unsupported += 1; continue }
                appendToTop(.link(title.isEmpty ? href : title, href, addedAt: date(tag.attributes["add_date"])))
            default:
                continue   // DT, DD, P, HR, META, TITLE, H1 and anything else carry nothing to keep
            }
        }
        if stack.count > 1 {
            throw ParseError(line: stack[stack.count - 1].line, message: "the <DL> list opened here is never closed with </DL>")
        }
        switch root {
        case .notOpened: throw ParseError(line: scanner.line, message: "no <DL> bookmark list in the file")
        case .open: throw ParseError(line: stack[0].line, message: "the <DL> list opened here is never closed with </DL>")
        case .closed: if let folder = pendingFolder { appendToTop(folder) }
        }
        return Result(nodes: stack[0].node.children, unsupported: unsupported)
    }

    /// Writes a tree in the form other browsers read.
    public static func export(_ nodes: [BookmarkNode]) -> String {
        var out = """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <!-- This is an automatically generated file.
                 It will be read and overwritten.
                 DO NOT EDIT! -->
            <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
            <TITLE>Bookmarks</TITLE>
            <H1>Bookmarks</H1>
            <DL><p>

            """
        func stamp(_ d: Date?) -> String { d.map { " ADD_DATE=\"\(Int($0.timeIntervalSince1970))\"" } ?? "" }
        func write(_ nodes: [BookmarkNode], _ depth: Int) {
            let pad = String(repeating: "    ", count: depth)
            for n in nodes {
                if let url = n.url {
                    out += "\(pad)<DT><A HREF=\"\(escape(url))\"\(stamp(n.addedAt))>\(escape(n.title))</A>\n"
                } else {
                    let bar = n.isFavoritesBar ? " PERSONAL_TOOLBAR_FOLDER=\"true\"" : ""
                    out += "\(pad)<DT><H3\(stamp(n.addedAt))\(bar)>\(escape(n.title))</H3>\n\(pad)<DL><p>\n"
                    write(n.children, depth + 1)
                    out += "\(pad)</DL><p>\n"
                }
            }
        }
        write(nodes, 1)
        return out + "</DL><p>\n"
    }

    // MARK: pieces

    static func date(_ text: String?) -> Date? {
        guard let text, let v = Double(text.trimmingCharacters(in: .whitespaces)), v > 0 else { return nil }
        // Seconds normally; some writers use milliseconds or microseconds.
        let seconds = v > 1e14 ? v / 1e6 : v > 1e11 ? v / 1e3 : v
        return Date(timeIntervalSince1970: seconds)
    }

    static func escape(_ s: String) -> String { HTMLText.escape(s) }

    static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]

    static func decode(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semi) <= 10 {
                let entity = String(after[..<semi])
                var replacement: String?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    replacement = named[entity.lowercased()]
                }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }

    /// Tags and the text between them, with line numbers.
    struct Scanner {
        struct Tag { let name: String; let attributes: [String: String]; let line: Int; let raw: String }
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1

        init(_ s: [Unicode.Scalar]) { self.s = s }

        mutating func advance() {
            if s[i] == "\n" { line += 1 }
            i += 1
        }

        /// The next tag (comments skipped), or nil at the end.
        mutating func nextTag() -> Tag? {
            while i < s.count {
                guard s[i] == "<" else { advance(); continue }
                if i + 3 < s.count, s[i + 1] == "!", s[i + 2] == "-", s[i + 3] == "-" {
                    while i < s.count, !(s[i] == ">" && i >= 2 && s[i - 1] == "-" && s[i - 2] == "-") { advance() }
                    if i < s.count { advance() }
                    continue
                }
                let startLine = line
                advance()
                var raw = String.UnicodeScalarView()
                var quote: Unicode.Scalar?
                while i < s.count {
                    let c = s[i]
                    if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ">" { break }
                    raw.append(c)
                    advance()
                }
                if i < s.count { advance() }
                return Self.tag(String(raw), line: startLine)
            }
            return nil
        }

        /// Text up to the closing tag `close`, which must come before any other structural tag.
        mutating func text(until close: String, openedAt line: Int, tagName: String) throws -> String {
            var out = String.UnicodeScalarView()
            while i < s.count {
                if s[i] == "<" {
                    if let tag = nextTag() {
                        if tag.name == close { return String(out) }
                        if ["dl", "/dl", "dt", "h3", "a"].contains(tag.name) {
                            throw ParseError(line: line, message: "<\(tagName)> opened here is not closed with </\(tagName)>")
                        }
                        continue   // inline markup in a title
                    }
                }
                out.append(s[i])
                advance()
            }
            throw ParseError(line: line, message: "<\(tagName)> opened here is not closed with </\(tagName)>")
        }

        static func tag(_ raw: String, line: Int) -> Tag {
            let scalars = Array(raw.unicodeScalars)
            var j = 0
            func skipSpace() { while j < scalars.count, scalars[j].properties.isWhitespace { j += 1 } }
            func word() -> String {
                var w = String.UnicodeScalarView()
                while j < scalars.count, !scalars[j].properties.isWhitespace, scalars[j] != "=", scalars[j] != ">" {
                    w.append(scalars[j]); j += 1
                }
                return String(w)
            }
            let name = word().lowercased()
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                guard j < scalars.count else { break }
                let key = word().lowercased()
                if key.isEmpty { j += 1; continue }
                skipSpace()
                var value = ""
                if j < scalars.count, scalars[j] == "=" {
                    j += 1
                    skipSpace()
                    if j < scalars.count, scalars[j] == "\"" || scalars[j] == "'" {
                        let q = scalars[j]
                        j += 1
                        var v = String.UnicodeScalarView()
                        while j < scalars.count, scalars[j] != q { v.append(scalars[j]); j += 1 }
                        j += 1
                        value = String(v)
                    } else {
                        value = word()
                    }
                }
                attributes[key] = value
            }
            return Tag(name: name, attributes: attributes, line: line, raw: raw)
        }
    }
}
