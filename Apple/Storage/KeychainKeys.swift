import Foundation
import Security
import Storage

/// The storage key in the Keychain (this device only, available after the first unlock): the Apple home of the 32
/// bytes that `KeyFile` keeps in a file on Linux. A rotation stages the new key under a second account.
public struct KeychainKeys: KeyKeeper {
    public let service: String
    public init(service: String = "app.avanues.storage") { self.service = service }

    public var location: String { "Keychain item \(service)" }

    private func query(_ account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
         kSecAttrAccount as String: account]
    }

    private func read(_ account: String) throws -> StoreKey? {
        var q = query(account)
        q[kSecReturnData as String] = true
        q[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(q as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else {
            throw StoreError.keyFile(location, "cannot be read (OSStatus \(status))")
        }
        return try StoreKey(rawBytes: data)
    }

    private func add(_ key: StoreKey, _ account: String) throws {
        var q = query(account)
        q[kSecValueData as String] = key.rawBytes
        q[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(q as CFDictionary, nil)
        guard status == errSecSuccess else { throw StoreError.keyFile(location, "cannot be stored (OSStatus \(status))") }
    }

    public func load() throws -> StoreKey? { try read("master") }

    public func create(_ key: StoreKey) throws { try add(key, "master") }

    public func stage(_ key: StoreKey) throws {
        dropStaged()
        try add(key, "master.new")
    }

    public func staged() -> StoreKey? { try? read("master.new") }

    public func commitStaged() throws {
        guard let next = staged() else { return }
        let status = SecItemUpdate(query("master") as CFDictionary, [kSecValueData as String: next.rawBytes] as CFDictionary)
        guard status == errSecSuccess else { throw StoreError.keyFile(location, "cannot be replaced (OSStatus \(status))") }
        dropStaged()
    }

    public func dropStaged() { SecItemDelete(query("master.new") as CFDictionary) }
}
