/// The locales that have a phrase table. Accepts "es-ES", "es_es", "ES" and the bare language "es".
public enum SupportedLocale {
    public static let all = ["en-US", "es-ES", "fr-FR", "de-DE", "hi-IN"]

    public static func resolve(_ name: String) -> String? {
        let key = name.replacingOccurrences(of: "_", with: "-").lowercased()
        return all.first { $0.lowercased() == key || $0.prefix(2).lowercased() == key }
    }
}

public struct UnsupportedLocale: Error, CustomStringConvertible {
    public let name: String
    public var description: String {
        "unknown locale '\(name)'; supported: \(SupportedLocale.all.joined(separator: ", "))"
    }
}
