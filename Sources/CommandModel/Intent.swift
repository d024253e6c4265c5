/// The intents of the command model, spelled as in JSON.
public enum Intent: String, Codable, CaseIterable, Sendable {
    case click, type, scroll, navigate, search, tab, bookmark, history, read, zoom, labels, listening, settings, help,
        download
}
