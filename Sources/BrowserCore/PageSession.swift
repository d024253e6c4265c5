import Foundation
import PageScripts

/// One page's conversation with the injected scripts: typed calls, checked replies, checked events.
@MainActor
public final class PageSession {
    public let engine: any PageEngine
    public let scripts: PageScripts
    let envelope: BridgeEnvelope
    /// Called for each event that passed every check.
    public var onEvent: (@MainActor (PageEvent) -> Void)?
    /// Bodies that were dropped, with why (kept for diagnostics; newest last, at most 100).
    public private(set) var rejected: [String] = []
    /// Whether the person asked for numbers; kept here so they come back on the next page.
    public private(set) var labelsShown = false

    public init(engine: any PageEngine, scripts: PageScripts = PageScripts()) {
        self.engine = engine
        self.scripts = scripts
        self.envelope = BridgeEnvelope(secret: scripts.secret)
        engine.install(userScript: scripts.userScript)
        engine.onMessage = { [weak self] body in self?.receive(body) }
    }

    /// Who may answer: the document shown (not a load that has not committed, which `currentURL` names already).
    var expectedOrigin: String? { engine.documentURL.map(BridgeEnvelope.origin) }

    func call<P: Encodable, T: Decodable>(_ method: String, _ params: P, as type: T.Type) async throws -> T {
        let body = try await engine.evaluate(scripts.call(method, params))
        return try envelope.open(body, method: method, as: type, expectedOrigin: expectedOrigin)
    }

    struct ScanParams: Encodable {
        let all: Bool
        var peek = false
        var explain = false
    }
    struct LabelParams: Encodable { let show: Bool }
    struct NoParams: Encodable {}

    /// Interactive elements, numbered in reading order; only those in the viewport unless `all`.
    public func scrape(all: Bool = false) async throws -> ScrapeResult {
        try await call("scan", ScanParams(all: all), as: ScrapeResult.self)
    }

    /// The page's elements without changing the numbers on screen; element numbers in the result are only an order.
    public func peek(all: Bool = true, explain: Bool = false) async throws -> ScrapeResult {
        try await call("scan", ScanParams(all: all, peek: true, explain: explain), as: ScrapeResult.self)
    }

    /// Shows or hides the numbered badges; returns how many are drawn.
    @discardableResult
    public func showLabels(_ show: Bool) async throws -> Int {
        labelsShown = show
        return try await call("labels", LabelParams(show: show), as: LabelsResult.self).shown
    }

    public func badges() async throws -> [Badge] { try await call("badges", NoParams(), as: [Badge].self) }

    public func act(_ request: ActionRequest) async throws -> ActionResult {
        try await call("act", request, as: ActionResult.self)
    }

    struct ChangedEvent: Decodable { let count: Int; let url: String }

    func receive(_ body: String) {
        do {
            switch envelope.method(of: body) {
            case "changed":
                let e = try envelope.open(body, method: "changed", as: ChangedEvent.self, expectedOrigin: expectedOrigin)
                onEvent?(.changed(count: e.count, url: e.url))
            case let other:
                throw BridgeEnvelope.Rejection.malformed("unexpected message '\(other ?? "?")'")
            }
        } catch {
            rejected.append("\(error)")
            if rejected.count > 100 { rejected.removeFirst() }
        }
    }
}

/// The whole page, scraped once and only when first asked for: a look-up that may need it several times, or never.
@MainActor final class WholePage {
    private let session: PageSession
    private var scraped: [PageElement]?

    init(_ session: PageSession) { self.session = session }

    func elements() async throws -> [PageElement] {
        if let scraped { return scraped }
        let elements = try await session.peek(all: true).elements
        scraped = elements
        return elements
    }
}
