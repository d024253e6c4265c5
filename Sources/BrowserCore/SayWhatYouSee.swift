import CommandModel
import Foundation
import PageScripts

/// "Accept all", "add to cart", "sign in": words that are no command but the whole name of one thing to press on the
/// page — people say what they see. Asked only when nothing understood the words, and only an exact name counts
/// (articles aside), so talk is not taken for a click.
extension CommandExecutor {
    /// Roles a person presses by saying their name.
    static let pressableRoles: Set<String> = ["link", "button", "tab", "menuitem", "menuitemcheckbox", "menuitemradio", "option",
                                              "treeitem", "switch", "checkbox", "radio", "summary"]

    /// The click the words make on this page: the one element to press called exactly that (by its number when in
    /// view); nil when none is, or more than one.
    public func pressable(named said: String) async throws -> Command? {
        let words = ElementChooser.plain(said)
        guard !words.isEmpty, words.count <= 8 else { return nil }
        let inView = try await session.scrape().elements.filter { Self.pressableRoles.contains($0.role) }
        if let e = ElementChooser.named(said, in: inView) { return .click(.number(e.number)) }
        let all = try await session.peek(all: true).elements.filter { Self.pressableRoles.contains($0.role) }
        return ElementChooser.named(said, in: all).map { _ in .click(.text(said)) }
    }
}

extension Browser {
    /// The click words no command understood make on the active page, if they name one thing to press there.
    public func pressable(named said: String) async -> Command? {
        guard let tab = activeTab else { return nil }
        return try? await tab.executor.pressable(named: said)
    }

    /// The names of the things to press in view on the active page, in reading order, for a recognizer to hear them
    /// said alone; the numbers on screen stay as they are.
    public func pressableNames() async -> [String] {
        guard let tab = activeTab, let elements = try? await tab.executor.session.peek(all: false).elements else { return [] }
        return elements.filter { CommandExecutor.pressableRoles.contains($0.role) }.map(\.name)
    }
}
