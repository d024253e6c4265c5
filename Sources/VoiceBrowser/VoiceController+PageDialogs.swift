import BrowserCore

/// A page's dialogs, by voice: a message (`alert`) is closed and said; a question (`confirm`, `prompt`, leaving a page
/// with unsaved changes) is asked, and the person's next "yes" or "no" answers it — anything else is a no, so the page
/// never waits on a question nobody is answering. The command that made the page ask returns the question at once (the
/// page, and with it the command, waits for the answer) and its own outcome is shown and said when it finishes.
extension VoiceController {
    func pageAsked(_ dialog: PageDialog) {
        if dialog.kind == .alert || dialog.kind == .print {
            dialog.answer(true)
            if let waiting { pageSaid[waiting.id, default: []].append(dialog.spoken); return }   // said with the command's outcome
            update { $0.result = dialog.spoken; $0.ok = true }
            speak?(dialog.spoken)
            return
        }
        if case .page(let earlier)? = confirmation { earlier.answer(false) }
        confirmation = .page(dialog)
        if let waiting {
            waiting.tell(dialog)
        } else {
            update { $0.result = dialog.spoken; $0.ok = true }
            speak?(dialog.spoken)
        }
    }

    /// Runs a page command; a question the page asks meanwhile is its outcome for now.
    func untilAsked(_ work: @escaping @MainActor () async -> Outcome) async -> Outcome {
        waits += 1
        let id = waits
        return await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            var returned = false
            waiting = (id, { [weak self] dialog in
                guard !returned else { return }
                returned = true
                continuation.resume(returning: Outcome(ok: true, detail: dialog.spoken, url: self?.browser.activeTab?.engine.currentURL))
            })
            Task { @MainActor [weak self] in
                var outcome = await work()
                guard let self else {
                    if !returned { continuation.resume(returning: outcome) }
                    return
                }
                if self.waiting?.id == id { self.waiting = nil }
                if let said = self.pageSaid.removeValue(forKey: id) {
                    outcome = Outcome(ok: outcome.ok, detail: (said + [outcome.detail]).joined(separator: " — "), url: outcome.url,
                                      focused: outcome.focused, value: outcome.value)
                }
                guard returned else {
                    returned = true
                    return continuation.resume(returning: outcome)
                }
                // The question was the command's outcome; now the page went on, what the command did.
                self.update { $0.result = outcome.detail; $0.ok = outcome.ok }
                self.speak?(outcome.detail)
            }
        }
    }
}
