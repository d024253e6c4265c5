import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Grammar
import VoiceBrowser
import WebKitGTK

/// Building the widgets: where everything is, and what each control is called.
extension BrowserWindow {
    // MARK: building

    func name(_ widget: Widget, _ accessible: String, tooltip: String? = nil) {
        avn_accessible_name(widget, accessible, nil)
        names[widget] = accessible
        if let tooltip { gtk_widget_set_tooltip_text(widget, tooltip) }
    }

    func label(_ widget: Widget, css: String, wrap: Bool = false) {
        avn_label_setup(widget, wrap ? 1 : 0, 0)
        gtk_widget_add_css_class(widget, css)
    }

    /// The favorites bar: a button per favorite (from the store), hidden when there are none.
    func refreshFavorites() {
        while let child = gtk_widget_get_first_child(favoritesBar) {
            names[child] = nil
            avn_box_remove(favoritesBar, child)
        }
        let favorites = ((try? memory?.store.bookmarks()) ?? []).filter(\.favorite)
        for b in favorites.prefix(24) {
            let title = b.title ?? b.url
            let button = gtk_button_new_with_label(String(title.prefix(24)))!
            name(button, "Favorite: \(title)", tooltip: b.url)
            Signals.on(raw(button), "clicked") { [weak self] in self?.perform(.navigate(.open, destination: title, url: b.url)) }
            avn_box_append(favoritesBar, button)
        }
        gtk_widget_set_visible(favoritesBar, favorites.isEmpty ? 0 : 1)
    }

    func assemble(root: Widget, toolbar: Widget, grammar: CommandGrammar) {
        // Welcome panel: what this is, the microphone check, what to say first.
        let title = gtk_label_new("Welcome to Avanues — browse the web by voice")!
        label(title, css: "title")
        let first = gtk_label_new("""
            Say "show numbers" to put a number on every link and button, then "click" and a number. \
            Say "scroll down", "go back", "open a new tab", or "help" for everything you can say. \
            Hold F9 (or tap it) to talk at any time; say "\(options.wakePhrase)" to wake the browser when it sleeps. \
            If it mishears you, say "learn my voice" and read a few sentences aloud: it learns your voice and microphone. \
            No microphone? Type the same commands in the command bar at the bottom (Ctrl+K).
            """)!
        label(first, css: "body", wrap: true)
        label(onboardingMic, css: "body")
        let start = gtk_button_new_with_label("Start browsing")!
        name(start, "Start browsing", tooltip: "Close this welcome panel (Escape)")
        gtk_widget_set_halign(start, GTK_ALIGN_START)
        Signals.on(raw(start), "clicked") { [weak self] in self?.dismissOnboarding() }
        for w in [title, onboardingMic, first, start] { avn_box_append(onboarding, w) }
        gtk_widget_set_visible(onboarding, options.onboarding ? 1 : 0)
        avn_box_append(root, onboarding)

        name(back, "Back", tooltip: "Back (Alt+Left)")
        name(forward, "Forward", tooltip: "Forward (Alt+Right)")
        name(reload, "Reload", tooltip: "Reload (F5)")
        name(address, "Address", tooltip: "Address or search (Ctrl+L)")
        avn_entry_set_placeholder(address, "Address or search words")
        gtk_widget_set_hexpand(address, 1)
        name(bookmarkButton, "Bookmark this page", tooltip: "Bookmark this page (Ctrl+D)")
        for w in [back, forward, reload, address, bookmarkButton] { avn_box_append(toolbar, w) }
        avn_box_append(root, toolbar)
        gtk_widget_add_css_class(favoritesBar, "favorites")
        gtk_widget_set_visible(favoritesBar, 0)
        avn_box_append(root, favoritesBar)

        name(newTabButton, "New tab", tooltip: "New tab (Ctrl+T)")
        avn_box_append(tabStrip, tabList)
        avn_box_append(tabStrip, newTabButton)
        avn_box_append(root, tabStrip)

        let content = avn_box_new(0, 0)!
        gtk_widget_set_hexpand(stack, 1)
        gtk_widget_set_vexpand(stack, 1)
        gtk_widget_set_vexpand(content, 1)
        avn_box_append(content, stack)
        label(helpLabel, css: "help", wrap: true)
        gtk_widget_set_valign(helpLabel, GTK_ALIGN_START)
        avn_scrolled_set_child(helpPanel, helpLabel)
        gtk_widget_set_size_request(helpPanel, 360, -1)
        name(helpPanel, "What you can say")
        gtk_widget_add_css_class(helpPanel, "helppanel")
        gtk_widget_set_visible(helpPanel, 0)
        avn_box_append(content, helpPanel)
        self.content = content
        avn_box_append(root, content)

        let bar = avn_box_new(1, 4)!
        gtk_widget_add_css_class(bar, "voicebar")
        let status = avn_box_new(0, 12)!
        label(stateLabel, css: "state")
        label(transcriptLabel, css: "transcript")
        label(commandLabel, css: "command")
        label(resultLabel, css: "result", wrap: true)
        gtk_widget_set_hexpand(resultLabel, 1)
        for w in [stateLabel, transcriptLabel, commandLabel, resultLabel] { avn_box_append(status, w) }
        let controls = avn_box_new(0, 6)!
        name(micButton, "Microphone", tooltip: "Microphone on or off (Ctrl+M)")
        name(talkButton, "Talk", tooltip: "Hold to say a command, or tap to start and tap again to stop (F9)")
        name(commandEntry, "Command", tooltip: "Type a command, as you would say it (Ctrl+K)")
        avn_entry_set_placeholder(commandEntry, "Type a command: show numbers, click 3, scroll down…")
        gtk_widget_set_hexpand(commandEntry, 1)
        name(localeChooser, "Language", tooltip: "The language of commands")
        name(helpButton, "Help", tooltip: "What you can say (F1)")
        for w in [micButton, talkButton, commandEntry, localeChooser, helpButton] { avn_box_append(controls, w) }
        avn_box_append(bar, status)
        avn_box_append(bar, controls)
        avn_box_append(root, bar)
        if let i = SupportedLocale.all.firstIndex(of: grammar.locale) { avn_drop_down_set_selected(localeChooser, guint(i)) }
    }
}

extension BrowserWindow {
    /// The bundled start page (what new tabs show when no home page is set).
    public nonisolated static var startPage: URL? { Bundle.module.url(forResource: "start", withExtension: "html", subdirectory: "Resources") }

    static let css = """
        .toolbar { padding: 4px 6px; }
        .tabs { padding: 2px 6px; }
        .favorites { padding: 0 6px 2px 6px; }
        .active-tab button { font-weight: bold; }
        .active-tab { border-bottom: 3px solid #2563eb; }
        .voicebar { padding: 6px 8px; background: #1f2937; color: #f9fafb; }
        .state, .transcript, .command, .result { color: #f9fafb; }
        .helppanel { background: #ffffff; border-left: 1px solid #d1d5db; }
        .state { font-weight: bold; padding: 2px 8px; border-radius: 10px; background: #374151; }
        .state.listening { background: #15803d; }
        .state.hearing { background: #b45309; }
        .state.working { background: #1d4ed8; }
        .state.asleep { background: #4b5563; }
        .transcript { font-style: italic; }
        .command { color: #93c5fd; }
        .result.failed { color: #fca5a5; }
        .onboarding { padding: 12px 16px; background: #eef2ff; }
        .onboarding .title { font-size: 1.3em; font-weight: bold; }
        .help { padding: 8px 12px; font-family: monospace; }
        .training { padding: 16px; background: #fefce8; border-left: 1px solid #d1d5db; }
        .training .title { font-size: 1.3em; font-weight: bold; }
        .training .sentence { font-size: 1.6em; padding: 12px 0; }
        .training .progress { color: #374151; }
        """
}
