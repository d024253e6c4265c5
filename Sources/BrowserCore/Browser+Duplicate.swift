import CommandModel
import Foundation

/// The page shown, again in a new tab: "duplicate this tab", "open this page in a new tab", "duplica esta pestaña",
/// "इस टैब को डुप्लीकेट करो".
extension Browser {
    /// Opens the active tab's page in a new tab right after it (a private tab's copy is private too, and so is the copy
    /// asked for as private). A tab that shows nothing yet has nothing to copy: a new tab is opened, and the person told.
    public func duplicateTab(isPrivate: Bool = false) async -> Outcome {
        guard let tab = activeTab else { return await openTab(isPrivate: isPrivate) }
        let privately = isPrivate || tab.isPrivate
        let kind = privately ? "private tab" : "tab"
        guard let address = tab.url.flatMap(URL.init(string:)), address.scheme != "about" else {
            let opened = await openTab(isPrivate: privately)
            return Outcome(ok: opened.ok, detail: "This tab shows no page to copy — opened a new \(kind) (\(tabs.count) open)", url: opened.url)
        }
        let title = tab.label
        let opened = await openTab(address, isPrivate: privately)
        guard opened.ok else { return opened }
        return Outcome(ok: true, detail: "Opened '\(title)' again in a new \(kind) (\(tabs.count) open)", url: opened.url)
    }

    /// "Open it in a new tab", "open this in a new tab": the element last acted on on this page, when it is a link;
    /// with nothing acted on yet, the page itself (what the person looks at).
    func openLastActedOrThisPage(isPrivate: Bool) async -> Outcome {
        await loadPending()
        if let tab = activeTab, (try? await tab.executor.lastActed()) == nil { return await duplicateTab(isPrivate: isPrivate) }
        return await openLink(.text("it"), isPrivate: isPrivate)
    }
}
