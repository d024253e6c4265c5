import Foundation

/// A pronunciation dictionary in the Sphinx text format (`word PH O N E S`, alternatives as `word(2)`), read for
/// the entries of some words only.
struct PronunciationFile {
    let url: URL

    /// The entries, alternatives included, of the given words, in the file's order.
    func entries(for words: Set<String>) throws -> [(word: String, phones: String)] {
        var out: [(String, String)] = []
        try Self.withMappedBytes(of: url) { bytes in
            var start = 0
            let n = bytes.count
            while start < n {
                var end = start
                while end < n && bytes[end] != 10 { end += 1 }
                // The head word: up to the first space or tab, without a "(2)" suffix.
                var headEnd = start
                while headEnd < end && bytes[headEnd] != 32 && bytes[headEnd] != 9 { headEnd += 1 }
                var baseEnd = headEnd
                if baseEnd > start, bytes[baseEnd - 1] == 41, let open = (start..<baseEnd).last(where: { bytes[$0] == 40 }), open > start {
                    baseEnd = open
                }
                if headEnd > start {
                    let base = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<baseEnd]), as: UTF8.self)
                    if words.contains(base) {
                        let head = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<headEnd]), as: UTF8.self)
                        var phones = String(decoding: UnsafeBufferPointer(rebasing: bytes[headEnd..<end]), as: UTF8.self)
                        if let hash = phones.firstIndex(of: "#") { phones = String(phones[..<hash]) }
                        phones = phones.trimmingCharacters(in: .whitespacesAndNewlines)
                        if !phones.isEmpty { out.append((head, phones)) }
                    }
                }
                start = end + 1
            }
        }
        return out
    }

    /// The file's bytes, mapped rather than read: a 3 MB read through malloc would raise its threshold for
    /// mapping large blocks, and the model's own large allocations would then stay in the heap after being freed.
    static func withMappedBytes(of url: URL, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        let fd = open(url.path, O_RDONLY)
        guard fd >= 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        let size = Int(info.st_size)
        guard size > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { munmap(base, size) }
        body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size))
    }

    /// A temporary dictionary file holding these entries.
    static func temporary(_ entries: [(word: String, phones: String)]) throws -> URL {
        try temporary(Data(entries.map { "\($0.word) \($0.phones)\n" }.joined().utf8))
    }

    /// A temporary copy of the whole file with more entries at its end.
    func copy(adding more: [(word: String, phones: String)]) throws -> URL {
        var data = try Data(contentsOf: url)
        if let last = data.last, last != 10 { data.append(10) }
        data.append(contentsOf: more.map { "\($0.word) \($0.phones)\n" }.joined().utf8)
        return try Self.temporary(data)
    }

    private static func temporary(_ data: Data) throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("avanues-dict-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).dict")
        try data.write(to: file)
        return file
    }
}
