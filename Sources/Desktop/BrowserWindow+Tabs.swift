import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import VoiceBrowser
import WebKitGTK

/// The tab strip and the page stack follow the browser's tabs.
extension BrowserWindow {
    // MARK: tabs

    var activeEngine: WebKitEngine? { browser.activeTab.flatMap { engines[$0.id] } }

    func tabOpened(_ tab: Tab) {
        guard let engine = tab.engine as? WebKitEngine else { return }
        engines[tab.id] = engine
        downloads?.watch(engine)
        engine.onChange = { [weak self, weak tab] in
            self?.refreshToolbar()
            self?.rebuildTabStrip()
            if let tab, !engine.isLoading { self?.memory?.pageChanged(tab) }
        }
        engine.onNewWindow = { [weak self] url in
            self?.enqueue { [weak self] in
                guard let self else { return }
                let o = await self.browser.openTab(url)
                self.controller.notice(o.detail, ok: o.ok)
            }
        }
        gtk_widget_set_hexpand(engine.widget, 1)
        gtk_widget_set_vexpand(engine.widget, 1)
        avn_stack_add(stack, engine.widget)
        rebuildTabStrip()
    }

    func tabClosed(_ tab: Tab) {
        guard let engine = engines.removeValue(forKey: tab.id) else { return }
        engine.onChange = nil
        avn_stack_remove(stack, engine.widget)
        rebuildTabStrip()
    }

    func showTab(_ tab: Tab) {
        if let engine = engines[tab.id] { avn_stack_show(stack, engine.widget) }
        rebuildTabStrip()
        refreshToolbar()
    }


    /// The tab strip follows the tabs. When only titles or the active tab changed, the buttons are updated in
    /// place (keyboard focus on a tab button stays where it is); otherwise they are built again.
    func rebuildTabStrip() {
        let tabs = browser.tabs
        if tabs.count != tabButtons.count {
            while let child = gtk_widget_get_first_child(tabList) {
                var c = gtk_widget_get_first_child(child)
                while let w = c { names[w] = nil; c = gtk_widget_get_next_sibling(w) }
                avn_box_remove(tabList, child)
            }
            tabButtons = []
            tabBoxes = []
            for i in tabs.indices {
                let box = avn_box_new(0, 0)!
                let select = gtk_button_new_with_label("")!
                let close = gtk_button_new_with_label("×")!
                let number = i + 1
                name(close, "Close tab \(number)", tooltip: "Close this tab (Ctrl+W)")
                Signals.on(raw(select), "clicked") { [weak self] in self?.perform(.tab(.switch, index: number)) }
                Signals.on(raw(close), "clicked") { [weak self] in self?.perform(.tab(.close, index: number)) }
                avn_box_append(box, select)
                avn_box_append(box, close)
                avn_box_append(tabList, box)
                tabButtons.append(select)
                tabBoxes.append(box)
            }
        }
        for (i, tab) in tabs.enumerated() {
            let title = String(((tab.isPrivate ? "Private: " : "") + tab.label).prefix(28))
            avn_button_set_label(tabButtons[i], "\(i + 1)  \(title)")
            name(tabButtons[i], "Tab \(i + 1): \(tab.label)\(tab.isPrivate ? " (private)" : "")", tooltip: tab.engine.currentURL)
            gtk_widget_remove_css_class(tabBoxes[i], "active-tab")
            gtk_widget_remove_css_class(tabBoxes[i], "tab")
            gtk_widget_add_css_class(tabBoxes[i], i == browser.activeIndex ? "active-tab" : "tab")
        }
    }

    func refreshToolbar() {
        guard let engine = activeEngine else { return }
        // The browser's own list pages show their name, not their made-up address.
        let url = engine.currentURL ?? ""
        let shown = BrowserMemory.internalTitle(of: url).map { "Avanues: \($0)" } ?? url
        if gtk_widget_has_focus(address) == 0 { avn_editable_set_text(address, shown) }
        gtk_widget_set_sensitive(back, engine.canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(forward, engine.canGoForward ? 1 : 0)
        let title = engine.title.flatMap { $0.isEmpty ? nil : $0 }
        gtk_window_set_title(raw(window).assumingMemoryBound(to: GtkWindow.self), (title.map { "\($0) — " } ?? "") + "Avanues")
    }
}
