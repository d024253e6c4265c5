import BrowserCore
import CommandModel
import Foundation
import PageScripts
import TestSupport
import Testing

/// "Check lettuce", "untick the first one": a click that leaves a box in the state said, on an in-memory engine.
@MainActor @Suite struct ElementStateTests {
    static let elements = #"""
        {"url":"https://example.org/form","title":"T","timings":{"scrapeMs":1},"elements":[
         {"number":1,"role":"link","name":"Home","selector":"#home","rect":{"x":0,"y":0,"width":10,"height":10}},
         {"number":2,"role":"checkbox","name":"Lettuce","selector":"#lettuce","checked":false,"rect":{"x":0,"y":20,"width":10,"height":10}},
         {"number":3,"role":"checkbox","name":"Tomato","selector":"#tomato","checked":true,"rect":{"x":0,"y":40,"width":10,"height":10}},
         {"number":4,"role":"checkbox","name":"All condiments","selector":"#all","checked":false,"mixed":true,"rect":{"x":0,"y":60,"width":10,"height":10}},
         {"number":5,"role":"button","name":"Lettuce recipes","selector":"#recipes","rect":{"x":0,"y":80,"width":10,"height":10}},
         {"number":6,"role":"button","name":"Menu","selector":"#menu","expanded":true,"rect":{"x":0,"y":100,"width":10,"height":10}},
         {"number":7,"role":"treeitem","name":"Projects","selector":"#projects","expanded":false,"rect":{"x":0,"y":120,"width":10,"height":10}}]}
        """#

    func executor(act: String) -> (CommandExecutor, FakeEngine) {
        let engine = FakeEngine()
        let session = PageSession(engine: engine)
        engine.results["scan"] = Self.elements
        engine.results["act"] = act
        engine.results["labels"] = #"{"shown":5}"#
        return (CommandExecutor(session: session), engine)
    }

    func clicks(_ engine: FakeEngine) -> [String] { engine.calls.filter { $0.contains(#""op":"click""#) } }

    @Test func aBoxAlreadyInTheStateSaidIsLeftAlone() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"checkbox","name":"Tomato","checked":false}"#)
        let outcome = await executor.execute(.click(.text("tomato"), state: .checked))
        #expect(outcome.ok && outcome.detail == "Checkbox 'Tomato' is already checked")
        #expect(clicks(engine).isEmpty, "clicking would have unchecked it")
        let plain = await executor.execute(.click(.text("tomato")))
        #expect(plain.detail == "Clicked checkbox 'Tomato' — now unchecked" && clicks(engine).count == 1, "a plain click still toggles")
    }

    @Test func aBoxInTheOtherStateIsClickedAndTheNewStateReported() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"checkbox","name":"Lettuce","checked":true}"#)
        let outcome = await executor.execute(.click(.text("lettuce"), state: .checked))
        #expect(outcome.ok && outcome.detail == "Checked checkbox 'Lettuce'")
        // The checkbox, not the button whose name also says "lettuce".
        #expect(clicks(engine).count == 1 && clicks(engine)[0].contains("#lettuce"))
    }

    /// A box ticked is a checkbox, though "box" alone names a text box: "tick the box" on a form of text boxes and one
    /// checkbox ticks that one, and "marca el cuadro" and "बॉक्स पर टिक करो" alike.
    @Test func aBoxTickedIsTheCheckbox() async {
        for said in ["box", "cuadro", "बॉक्स"] {
            let engine = FakeEngine()
            engine.results["scan"] = #"""
                {"url":"https://example.org/signup","title":"T","timings":{"scrapeMs":1},"elements":[
                 {"number":1,"role":"textbox","name":"Full name","selector":"#name","rect":{"x":0,"y":0,"width":10,"height":10}},
                 {"number":2,"role":"textbox","name":"Email","selector":"#email","rect":{"x":0,"y":20,"width":10,"height":10}},
                 {"number":3,"role":"checkbox","name":"Remember me","selector":"#remember","checked":false,"rect":{"x":0,"y":40,"width":10,"height":10}}]}
                """#
            engine.results["act"] = #"{"ok":true,"role":"checkbox","name":"Remember me","checked":true}"#
            let outcome = await CommandExecutor(session: PageSession(engine: engine)).execute(.click(.text(said), state: .checked))
            #expect(outcome.detail == "Checked checkbox 'Remember me'", "\(said): \(outcome.detail)")
            #expect(clicks(engine).count == 1 && clicks(engine)[0].contains("#remember"))
        }
    }

    @Test func aClickThatDidNotChangeTheStateIsNoSuccess() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"checkbox","name":"Lettuce","checked":false}"#)
        let outcome = await executor.execute(.click(.number(2), state: .checked))
        #expect(!outcome.ok && outcome.detail == "Clicked checkbox 'Lettuce', but it is unchecked")
        #expect(clicks(engine).count == 1, "the same state twice: no second click")
    }

    @Test func aPartlyCheckedBoxIsClickedUntilItIsInTheStateSaid() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"checkbox","name":"All condiments","checked":true}"#)
        // mixed → checked is one click.
        let checked = await executor.execute(.click(.number(4), state: .checked))
        #expect(checked.ok && checked.detail == "Checked checkbox 'All condiments'" && clicks(engine).count == 1)
        // mixed → checked → unchecked would be two; this fake page stays checked, so it stops after the second.
        let unchecked = await executor.execute(.click(.number(4), state: .unchecked))
        #expect(!unchecked.ok && unchecked.detail == "Clicked checkbox 'All condiments', but it is checked")
        #expect(clicks(engine).count == 3, "two more clicks: the second changed nothing, so there is no third")
    }

    @Test func positionsCountOnlyWhatCanBeChecked() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"checkbox","name":"Tomato","checked":false}"#)
        let first = await executor.execute(.click(.ordinal(1, role: nil), state: .unchecked))
        #expect(first.detail == "Checkbox 'Lettuce' is already unchecked", "the page's first element is a link")
        let second = await executor.execute(.click(.ordinal(2, role: nil), state: .unchecked))
        #expect(second.detail == "Unchecked checkbox 'Tomato'" && clicks(engine).count == 1)
    }

    @Test func whatHasNoStateIsNotClicked() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"link","name":"Home"}"#)
        let outcome = await executor.execute(.click(.number(1), state: .checked))
        #expect(!outcome.ok && outcome.detail == "Link 'Home' cannot be checked or unchecked — say 'click 1' to press it")
        let missing = await executor.execute(.click(.text("mustard"), state: .checked))
        #expect(!missing.ok && missing.detail.hasPrefix("Nothing called 'mustard'"))
        #expect(clicks(engine).isEmpty)
    }

    @Test func expandingAndCollapsingLookAtWhatOpens() async {
        let (executor, engine) = executor(act: #"{"ok":true,"role":"treeitem","name":"Projects","expanded":true}"#)
        let open = await executor.execute(.click(.text("menu"), state: .expanded))
        #expect(open.ok && open.detail == "Button 'Menu' is already expanded" && clicks(engine).isEmpty)
        let projects = await executor.execute(.click(.text("projects"), state: .expanded))
        #expect(projects.ok && projects.detail == "Expanded treeitem 'Projects'" && clicks(engine).count == 1)
        // "collapse the second one": the second of what opens and closes, not the page's second element.
        engine.results["act"] = #"{"ok":true,"role":"treeitem","name":"Projects","expanded":false}"#
        let second = await executor.execute(.click(.ordinal(2, role: nil), state: .collapsed))
        #expect(second.detail == "Treeitem 'Projects' is already collapsed", "the scan still says collapsed")
        let box = await executor.execute(.click(.number(2), state: .expanded))
        #expect(!box.ok && box.detail == "Checkbox 'Lettuce' cannot be expanded or collapsed — say 'click 2' to press it")
    }
}
