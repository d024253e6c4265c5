/// What can go wrong with the browser's data, each said so a person knows what happened and that nothing of theirs
/// was thrown away.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case notADatabase(String, String)
    case foreignDatabase(String)
    case newerSchema(String, [String])
    case keyFile(String, String)
    case keyMissing(String, String)
    case wrongKey(String)
    case cannotDecrypt
    case database(String)
    case badInput(String)

    public var description: String {
        switch self {
        case .notADatabase(let path, let reason):
            "\(path) is not a usable Avanues database (\(reason)). It was left exactly as it is; move it aside to start afresh."
        case .foreignDatabase(let path):
            "\(path) is an SQLite database of another program, not of Avanues. It was left exactly as it is."
        case .newerSchema(let path, let unknown):
            "\(path) was written by a newer Avanues (schema steps \(unknown.joined(separator: ", "))). It was left as it is; update Avanues to open it."
        case .keyFile(let path, let reason): "The storage key \(path) \(reason)."
        case .keyMissing(let key, let db):
            "The storage key \(key) is missing, so the data in \(db) cannot be read. Restore the key file; nothing was changed."
        case .wrongKey(let path):
            "The storage key does not open \(path) (it belongs to other data). Nothing was changed."
        case .cannotDecrypt: "A stored value could not be decrypted (the key changed or the file was tampered with)."
        case .database(let message): "Database error: \(message)"
        case .badInput(let message): message
        }
    }
}
