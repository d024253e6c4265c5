/// What executing a command did, as `avanues run` reports it and the voice bar shows it.
public struct Outcome: Codable, Equatable, Sendable {
    public let ok: Bool
    public let detail: String
    public let url: String?
    public let focused: String?
    public let value: String?

    public init(ok: Bool, detail: String, url: String?, focused: String? = nil, value: String? = nil) {
        self.ok = ok
        self.detail = detail
        self.url = url
        self.focused = focused
        self.value = value
    }
}
