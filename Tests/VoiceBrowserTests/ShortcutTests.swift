import Testing
import VoiceBrowser

@Suite struct ShortcutTests {
    @Test func keysMapToActions() {
        #expect(Shortcuts.action(key: "t", control: true, shift: false, alt: false) == .newTab)
        #expect(Shortcuts.action(key: "T", control: true, shift: true, alt: false) == .reopenTab)
        #expect(Shortcuts.action(key: "ISO_Left_Tab", control: true, shift: true, alt: false) == .previousTab)
        #expect(Shortcuts.action(key: "3", control: true, shift: false, alt: false) == .switchTab(3))
        #expect(Shortcuts.action(key: "F9", control: false, shift: false, alt: false) == .talk)
        #expect(Shortcuts.action(key: "Left", control: false, shift: false, alt: true) == .back)
        // Ordinary typing goes to the page or the field.
        #expect(Shortcuts.action(key: "t", control: false, shift: false, alt: false) == nil)
        #expect(Shortcuts.action(key: "Left", control: false, shift: false, alt: false) == nil)
        #expect(Shortcuts.action(key: "F9", control: false, shift: true, alt: false) == nil)
    }

    @Test func heldTalkKeyEndsOnReleaseAndATapLatches() {
        var key = TalkKey()
        #expect(key.press(atMs: 0) == true)
        #expect(key.press(atMs: 30) == nil)          // auto-repeat
        #expect(key.release(atMs: 900) == false)     // held: release ends it
        #expect(!key.talking)
        #expect(key.press(atMs: 1000) == true)
        #expect(key.release(atMs: 1100) == nil)      // a tap: stays on
        #expect(key.talking)
        #expect(key.press(atMs: 3000) == false)      // the next tap ends it
        #expect(key.release(atMs: 3050) == nil)
        #expect(!key.talking)
    }
}
