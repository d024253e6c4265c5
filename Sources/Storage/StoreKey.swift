import Crypto
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The secret that seals the browser's data. It lives in a file of its own beside the database (mode 0600 in a
/// 0700 folder) — never inside it — so a copy of the database alone reveals no address, title or search term.
/// On Apple platforms the same 32 bytes would live in the Keychain; the file is the Linux home for them.
public struct StoreKey: @unchecked Sendable {  // immutable: the key never changes once made
    static let header = "avanues-storage-key v1"
    let master: SymmetricKey

    init(master: SymmetricKey) { self.master = master }

    public static func random() -> StoreKey { StoreKey(master: SymmetricKey(size: .bits256)) }

    /// Reads a key file, checking that nobody else can read it.
    public static func read(from url: URL) throws -> StoreKey {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw StoreError.keyFile(url.path, "cannot be read (\(error.localizedDescription))")
        }
        var st = stat()
        if stat(url.path, &st) == 0, st.st_mode & 0o077 != 0 {
            throw StoreError.keyFile(url.path, "can be read by other users (mode \(String(st.st_mode & 0o777, radix: 8))) — run 'chmod 600 \(url.path)'")
        }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard lines.count >= 2, lines[0] == header, let bytes = Data(base64Encoded: lines[1]), bytes.count == 32 else {
            throw StoreError.keyFile(url.path, "is not an Avanues storage key")
        }
        return StoreKey(master: SymmetricKey(data: bytes))
    }

    /// Writes the key to a new file with mode 0600, refusing to replace one that exists. The bytes go to a
    /// temporary file first, flushed, then linked into place: a crash never leaves a half-written key.
    public func write(to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let text = Self.header + "\n" + master.withUnsafeBytes { Data($0) }.base64EncodedString() + "\n"
        let temporary = url.path + ".tmp-\(getpid())"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw StoreError.keyFile(url.path, "cannot be created (\(String(cString: strerror(errno))))") }
        let bytes = Array(text.utf8)
        let written = Foundation.write(fd, bytes, bytes.count) == bytes.count && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        close(fd)
        defer { unlink(temporary) }
        guard written else { throw StoreError.keyFile(url.path, "cannot be written (\(reason))") }
        guard link(temporary, url.path) == 0 else {
            throw StoreError.keyFile(url.path, "cannot be created (\(String(cString: strerror(errno))))")
        }
        syncFolder(of: url)
    }
}

extension StoreKey {
    /// The 32 bytes, for a key keeper that stores them itself (the Keychain).
    public var rawBytes: Data { master.withUnsafeBytes { Data($0) } }

    public init(rawBytes: Data) throws {
        guard rawBytes.count == 32 else { throw StoreError.badInput("a storage key is 32 bytes, not \(rawBytes.count)") }
        self.init(master: SymmetricKey(data: rawBytes))
    }
}

/// Where the master key is kept, outside the database: a file beside it on Linux (`KeyFile`), the Keychain on Apple
/// platforms. A rotation stages the new key first and commits it only once every row was sealed again.
public protocol KeyKeeper: Sendable {
    /// Where the key is, to name it in messages.
    var location: String { get }
    /// The key, or nil when none was ever made.
    func load() throws -> StoreKey?
    /// Keeps a first key (never replacing one).
    func create(_ key: StoreKey) throws
    func stage(_ key: StoreKey) throws
    func staged() -> StoreKey?
    /// The staged key replaces the current one.
    func commitStaged() throws
    func dropStaged()
}

/// The key in a file (mode 600, in a folder of mode 700); a rotation's new key waits in `<file>.new`.
public struct KeyFile: KeyKeeper {
    public let url: URL
    public init(url: URL) { self.url = url }
    var pending: URL { url.appendingPathExtension("new") }

    public var location: String { url.path }

    public func load() throws -> StoreKey? {
        FileManager.default.fileExists(atPath: url.path) ? try StoreKey.read(from: url) : nil
    }

    public func create(_ key: StoreKey) throws { try key.write(to: url) }

    public func stage(_ key: StoreKey) throws {
        dropStaged()
        try key.write(to: pending)
    }

    public func staged() -> StoreKey? { try? StoreKey.read(from: pending) }

    public func commitStaged() throws {
        guard rename(pending.path, url.path) == 0 else {
            throw StoreError.keyFile(url.path, "cannot be replaced (\(String(cString: strerror(errno))))")
        }
        syncFolder(of: url)
    }

    public func dropStaged() { unlink(pending.path) }
}

/// Flushes a folder's entries, so a file just created or renamed in it survives a power cut.
func syncFolder(of url: URL) {
    let dir = open(url.deletingLastPathComponent().path, O_RDONLY)
    if dir >= 0 { fsync(dir); close(dir) }
}

/// Sealing and blind indexing derived from one `StoreKey`: AES-GCM for every private field, and keyed hashes
/// (HMAC-SHA256, truncated) for looking things up without storing them — the same word always gives the same
/// number, which cannot be turned back into the word without the key.
struct Sealer: @unchecked Sendable {  // immutable keys
    let sealKey: SymmetricKey
    let indexKey: SymmetricKey
    /// HMAC keyed once; each hash copies it (a value) instead of keying it again.
    let keyedMAC: HMAC<SHA256>

    init(_ key: StoreKey) {
        sealKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: key.master, info: Data("avanues storage seal v1".utf8), outputByteCount: 32)
        indexKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: key.master, info: Data("avanues storage index v1".utf8), outputByteCount: 32)
        keyedMAC = HMAC<SHA256>(key: indexKey)
    }

    func seal(_ text: String) -> Data {
        // A fresh random nonce per field; `combined` is nonce + ciphertext + tag.
        (try! AES.GCM.seal(Data(text.utf8), using: sealKey)).combined!
    }

    func seal(_ text: String?) -> Data? { text.map { seal($0) } }

    func open(_ data: Data) throws -> String {
        do {
            let plain = try AES.GCM.open(AES.GCM.SealedBox(combined: data), using: sealKey)
            return String(decoding: plain, as: UTF8.self)
        } catch {
            throw StoreError.cannotDecrypt
        }
    }

    func openIfAny(_ data: Data?) throws -> String? { try data.map { try open($0) } }

    /// A keyed 64-bit hash, stored as an integer: identifies an address (unique).
    func hash(_ text: String) -> Int64 { Int64(bitPattern: mac(text, bytes: 8)) }

    /// A keyed 31-bit hash for the search index: four bytes on disk. Two words sharing one only add a candidate
    /// that the check on the decrypted text then drops.
    func termHash(_ text: String) -> Int64 { Int64(mac(text, bytes: 4) & 0x7FFF_FFFF) }

    private func mac(_ text: String, bytes: Int) -> UInt64 {
        var h = keyedMAC
        var t = text
        t.withUTF8 { h.update(data: UnsafeRawBufferPointer($0)) }
        return h.finalize().withUnsafeBytes { raw in
            var v: UInt64 = 0
            for i in 0..<bytes { v = v << 8 | UInt64(raw[i]) }
            return v
        }
    }

    /// What the database keeps to tell whether a key is the one its rows were sealed with.
    var check: Data {
        Data(HMAC<SHA256>.authenticationCode(for: Data("avanues key check".utf8), using: indexKey))
    }
}
