import Foundation

/// One HTTP request to a cloud model, in a form any platform's client can send. The core does not send it itself:
/// each platform hands `CloudFallback` its own client (libsoup on Linux, which the web engine already loads;
/// `URLSession` on Apple systems), so the Linux app does not load a second HTTP and TLS stack for an opt-in feature.
public struct HTTPRequest: Sendable, Equatable {
    /// Sends a request and returns the reply's body and HTTP status.
    public typealias Send = @Sendable (HTTPRequest) async throws -> (Data, Int)

    public var url: URL
    public var method: String
    /// Header names in lower case.
    public var headers: [String: String]
    public var body: Data
    /// Seconds before the client gives up.
    public var timeout: Double

    public init(url: URL, method: String, headers: [String: String], body: Data, timeout: Double) {
        self.url = url
        self.method = method
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
        self.timeout = timeout
    }

    public func value(forHeader name: String) -> String? { headers[name.lowercased()] }
}

#if canImport(Darwin)
extension HTTPRequest {
    /// The Apple systems' client.
    public static let urlSession: Send = { request in
        var r = URLRequest(url: request.url)
        r.httpMethod = request.method
        r.timeoutInterval = request.timeout
        for (name, value) in request.headers { r.setValue(value, forHTTPHeaderField: name) }
        r.httpBody = request.body
        let (data, response) = try await URLSession.shared.data(for: r)
        return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
    }
}
#endif
