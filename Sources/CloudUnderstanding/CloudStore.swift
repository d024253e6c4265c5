import Foundation

/// Where the cloud settings and the API key live, in the configuration folder (`$XDG_CONFIG_HOME/avanues`): `cloud.json` (consent, provider, base URL,
/// model) and `cloud-key` (the key alone, readable by its owner only). The key is never
/// written anywhere else and never printed.
public struct CloudStore: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    var settingsFile: URL { folder.appendingPathComponent("cloud.json") }
    var keyFile: URL { folder.appendingPathComponent("cloud-key") }

    public struct StoreError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The settings; off when none were saved.
    public func settings() throws -> CloudFallback.Settings {
        guard FileManager.default.fileExists(atPath: settingsFile.path) else { return CloudFallback.Settings() }
        do { return try JSONDecoder().decode(CloudFallback.Settings.self, from: Data(contentsOf: settingsFile)) } catch {
            throw StoreError(description: "\(settingsFile.path) is not valid: \(error.localizedDescription)")
        }
    }

    public func save(_ settings: CloudFallback.Settings) throws {
        try makeFolder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(settings).write(to: settingsFile, options: .atomic)
    }

    /// The key, when there is one and only its owner can read it.
    public func key() throws -> String? {
        let path = keyFile.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        guard mode & 0o077 == 0 else {
            throw StoreError(description: "\(path) can be read by other users (mode \(String(mode, radix: 8))); run: chmod 600 \(path)")
        }
        let key = try String(contentsOf: keyFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? nil : key
    }

    /// Writes the key readable by its owner only (created with mode 0600, never wider, even for a moment).
    public func saveKey(_ key: String) throws {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else { throw StoreError(description: "the key is empty") }
        try makeFolder()
        let temporary = folder.appendingPathComponent(".cloud-key-\(getpid())")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL, 0o600)
        guard fd >= 0 else { throw StoreError(description: "cannot write \(temporary.path): \(String(cString: strerror(errno)))") }
        let bytes = Array((trimmed + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)
        close(fd)
        guard written == bytes.count, rename(temporary.path, keyFile.path) == 0 else {
            unlink(temporary.path)
            throw StoreError(description: "cannot write \(keyFile.path)")
        }
    }

    public func removeKey() throws {
        if FileManager.default.fileExists(atPath: keyFile.path) { try FileManager.default.removeItem(at: keyFile) }
    }

    func makeFolder() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The fallback as configured, sending through the platform's HTTP client; nil when the person has not turned it on.
    public func fallback(send: @escaping HTTPRequest.Send) throws -> CloudFallback? {
        let s = try settings()
        guard s.enabled else { return nil }
        guard let key = try key() else { throw StoreError(description: "the cloud model is on but has no key: avanues cloud set-key") }
        return CloudFallback(settings: s, key: key, send: send)
    }
}
