import BrowserCore
import CommandModel
import Foundation
import PageScripts
import TestSupport
import Testing

/// "Choose large from the size dropdown", "choose small" with the list focused: typing into a list chooses an option.
@MainActor @Suite struct ChoosingTests {
    static let elements = #"""
        {"url":"https://example.org/form","title":"T","timings":{"scrapeMs":1},"elements":[
         {"number":1,"role":"combobox","name":"Size","selector":"#size","value":"Small","rect":{"x":0,"y":0,"width":10,"height":10}},
         {"number":2,"role":"textbox","name":"Notes","selector":"#notes","rect":{"x":0,"y":20,"width":10,"height":10}}]}
        """#

    func executor() -> (CommandExecutor, FakeEngine) {
        let engine = FakeEngine()
        let session = PageSession(engine: engine)
        engine.results["scan"] = Self.elements
        engine.results["act:type"] = #"{"ok":false,"detail":"not a text field","role":"combobox","name":"Size"}"#
        engine.results["act:select"] = #"{"ok":true,"detail":"Large","role":"combobox","name":"Size","focused":"combobox Size"}"#
        engine.results["act:state"] = #"{"ok":true}"#
        engine.results["labels"] = #"{"shown":2}"#
        return (CommandExecutor(session: session), engine)
    }

    func selects(_ engine: FakeEngine) -> [String] { engine.calls.filter { $0.contains(#""op":"select""#) } }

    @Test func typingIntoAListChoosesTheOption() async {
        let (executor, engine) = executor()
        let outcome = await executor.execute(.type(text: "large", target: .text("size dropdown")))
        #expect(outcome.ok && outcome.detail == "Chose 'Large' in combobox 'Size'")
        #expect(selects(engine).count == 1 && selects(engine)[0].contains(#""value":"large""#) && selects(engine)[0].contains(#""number":1"#))
    }

    @Test func anOptionTheListDoesNotHaveIsSaidSo() async {
        let (executor, engine) = executor()
        engine.results["act:select"] = #"{"ok":false,"detail":"no such option","role":"combobox","name":"Size"}"#
        let outcome = await executor.execute(.type(text: "huge", target: .number(1)))
        #expect(!outcome.ok && outcome.detail == "Combobox 'Size' has no option 'huge'")
    }

    @Test func anOptionNamedAloneIsChosenInTheFocusedList() async {
        let (executor, engine) = executor()
        // Nothing on the page is called "large", no list has that option, nothing has the focus: not found, and nothing
        // chosen.
        engine.results["act:option"] = #"{"ok":false,"detail":"no such option"}"#
        let unfocused = await executor.execute(.click(.text("large")))
        #expect(!unfocused.ok && unfocused.detail.hasPrefix("Nothing called 'large'") && selects(engine).isEmpty)
        // The size list has the focus (after "click size"): its option.
        engine.results["act:state"] = #"{"ok":true,"focused":"combobox Size"}"#
        let focused = await executor.execute(.click(.text("large")))
        #expect(focused.ok && focused.detail == "Chose 'Large' in combobox 'Size'")
        #expect(selects(engine).count == 1 && selects(engine)[0].contains(#""focused":true"#))
        // "Choose the second option": the focused list's second, by its place.
        let second = await executor.execute(.click(.ordinal(2, role: "option")))
        #expect(second.ok && selects(engine).count == 2 && selects(engine)[1].contains(#""value":"2""#), "\(selects(engine))")
        // A focused text field is no list.
        engine.results["act:state"] = #"{"ok":true,"focused":"textbox Notes"}"#
        let field = await executor.execute(.click(.text("large")))
        #expect(!field.ok && selects(engine).count == 2)
    }

    /// "Select large in the size dropdown", "choose the third option from size", "size में large" read as a click on those
    /// words: the option said, in the list named beside it; the list's own name, or a field, is clicked as before.
    @Test func anOptionSaidWithItsListIsChosenThere() async {
        let (executor, engine) = executor()
        let chosen = await executor.execute(.click(.text("large in the size dropdown")))
        #expect(chosen.ok && chosen.detail == "Chose 'Large' in combobox 'Size'")
        #expect(selects(engine).last?.contains(#""value":"large""#) == true && selects(engine).last?.contains(##""selector":"#size""##) == true,
                "\(selects(engine))")
        _ = await executor.execute(.click(.text("the third option from size")))
        #expect(selects(engine).last?.contains(#""value":"3""#) == true)
        _ = await executor.execute(.click(.text("size में large")))
        #expect(selects(engine).count == 3 && selects(engine).last?.contains(#""value":"large""#) == true)
        engine.results["act:click"] = #"{"ok":true,"role":"combobox","name":"Size"}"#
        let list = await executor.execute(.click(.text("the size in the size list")))
        _ = await executor.execute(.click(.text("large in the notes")))
        #expect(list.detail == "Clicked combobox 'Size'" && selects(engine).count == 3, "\(list.detail)")
    }

    /// "Type hello in the notes" read all as text, with no field focused: the words before "in" go into the field named
    /// after it. With a field focused, all of it is typed there.
    @Test func textEndingInAFieldsNameGoesIntoThatField() async {
        let (executor, engine) = executor()
        func types() -> [String] { engine.calls.filter { $0.contains(#""op":"type""#) } }
        var focused = false
        engine.onCall = { call in
            let intoFocus = call.contains(#""focused":true"#)
            engine.results["act:type"] = intoFocus && !focused ? #"{"ok":false,"detail":"no such element"}"#
                : #"{"ok":true,"role":"textbox","name":"Notes"}"#
        }
        let typed = await executor.execute(.type(text: "meet me in the park in the notes", target: nil))
        #expect(typed.ok && typed.detail == "Typed 'meet me in the park' into textbox 'Notes'", "\(typed.detail)")
        #expect(types().last?.contains(#""text":"meet me in the park""#) == true && types().last?.contains(#""number":2"#) == true)
        let nowhere = await executor.execute(.type(text: "meet me in the park", target: nil))
        #expect(!nowhere.ok && nowhere.detail == "Nothing to type into — click a field first")
        focused = true
        _ = await executor.execute(.type(text: "see you in the notes", target: nil))
        #expect(types().last?.contains(#""text":"see you in the notes""#) == true && types().last?.contains(#""focused":true"#) == true)
    }

    /// "Change the notes to hello" and "clear the notes" ask the page to replace what the field holds; "clear it" is the
    /// field with the focus, and with none the reply says to click one.
    @Test func fieldsAreChangedOrClearedInPlace() async {
        let (executor, engine) = executor()
        func types() -> [String] { engine.calls.filter { $0.contains(#""op":"type""#) } }
        engine.results["act:type"] = #"{"ok":true,"role":"textbox","name":"Notes","value":"hello"}"#
        let changed = await executor.execute(.type(text: "hello", target: .text("notes"), replace: true))
        #expect(changed.ok && changed.detail == "Set textbox 'Notes' to 'hello'")
        #expect(types().last?.contains(#""replace":true"#) == true && types().last?.contains(#""number":2"#) == true, "\(types())")
        engine.results["act:type"] = #"{"ok":true,"role":"textbox","name":"Notes","value":""}"#
        let cleared = await executor.execute(.type(text: "", target: .text("notes"), replace: true))
        #expect(cleared.ok && cleared.detail == "Cleared textbox 'Notes'")
        #expect(types().last?.contains(#""text":"""#) == true && types().last?.contains(#""replace":true"#) == true)
        // Typing alone adds to what is there: no replacing asked.
        _ = await executor.execute(.type(text: "more", target: .text("notes")))
        #expect(types().last?.contains("replace") == false)
        engine.results["act:type"] = #"{"ok":false,"detail":"no such element"}"#
        let unfocused = await executor.execute(.type(text: "", target: nil, replace: true))
        #expect(!unfocused.ok && unfocused.detail == "Nothing to clear — click a field first")
        #expect(types().last?.contains(#""focused":true"#) == true)
    }

    @Test func typingIntoASliderMovesItToTheNumber() async {
        let (executor, engine) = executor()
        engine.results["act:type"] = #"{"ok":false,"detail":"not a text field","role":"slider","name":"Temperature"}"#
        engine.results["act:adjust"] = #"{"ok":true,"role":"slider","name":"Temperature","value":"20.0 degrees Celsius"}"#
        let set = await executor.execute(.type(text: "20", target: .number(1)))
        #expect(set.ok && set.detail == "Set slider 'Temperature' to 20.0 degrees Celsius")
        #expect(engine.calls.contains { $0.contains(#""op":"adjust""#) && $0.contains(#""value":"20""#) })
        engine.results["act:adjust"] = #"{"ok":false,"detail":"not a number","role":"slider","name":"Temperature"}"#
        let words = await executor.execute(.type(text: "warm", target: .number(1)))
        #expect(!words.ok && words.detail == "Slider 'Temperature' takes a number — say 'set Temperature to' and one")
    }

    /// "Set the guests to the maximum": as far as the element goes; a number box with no highest says so.
    @Test func asFarAsItGoes() async {
        let (executor, engine) = executor()
        engine.results["act:adjust"] = #"{"ok":false,"detail":"no end","role":"spinbutton","name":"Guests"}"#
        let none = await executor.execute(.type(text: "+max", target: .number(1), replace: true))
        #expect(!none.ok && none.detail == "Spinbutton 'Guests' has no highest value — say 'set Guests to' and a number", "\(none.detail)")
        #expect(engine.calls.contains { $0.contains(#""op":"adjust""#) && $0.contains(#""value":"+max""#) })
        #expect(Command.isRelativeValue("-max") && !Command.isRelativeValue("max") && !Command.isRelativeValue("+maximum"))
    }

    /// "Select large" with no list focused: the one list of the page that has the option (found without choosing it).
    @Test func anOptionNamedAloneIsChosenInTheOneListThatHasIt() async {
        let (executor, engine) = executor()
        engine.results["act:option"] = #"{"ok":true,"role":"combobox","name":"Size","detail":"Large"}"#
        let chosen = await executor.execute(.click(.text("large")))
        #expect(chosen.ok && chosen.detail == "Chose 'Large' in combobox 'Size'", "\(chosen.detail)")
        #expect(selects(engine).count == 1 && selects(engine)[0].contains(#""value":"Large""#), "\(selects(engine))")
    }

    @Test func placesSaidAndCountryNames() {
        let cases: [(String, String?)] = [
            ("i live in germany", "germany"), ("I'm from the Netherlands", "netherlands"), ("vivo en españa", "españa"),
            ("je viens d'allemagne", "allemagne"), ("j'habite en france", "france"), ("ich komme aus der schweiz", "schweiz"),
            ("मैं भारत में रहता हूँ", "भारत"), ("मैं जर्मनी से हूँ", "जर्मनी"), ("i live", nil), ("click spain", nil),
            ("मैं घर जा रहा हूँ", nil),
        ]
        for (said, place) in cases { #expect(CommandExecutor.statedPlace(said) == place, "\(said)") }
        #expect(CountryNames.otherNames(of: "España").first == "spain")
        #expect(CountryNames.otherNames(of: "etats-unis").contains("united states"))
        #expect(CountryNames.otherNames(of: "भारत").contains("india"))
        #expect(CountryNames.otherNames(of: "narnia").isEmpty)
        #expect(SortOrders.otherNames(of: "the cheapest").contains("price low to high"))
        #expect(SortOrders.otherNames(of: "Más caros").contains("high to low"))
        #expect(SortOrders.otherNames(of: "the comments").isEmpty)
    }
}
