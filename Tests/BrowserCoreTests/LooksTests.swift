import BrowserCore
import Foundation
import PageScripts
import Testing

/// Things said by the colour they are seen in, or their size, in five languages.
struct LooksTests {
    static func element(_ n: Int, _ role: String, _ name: String, y: Double, colour: String? = nil) -> PageElement {
        let told = colour.map { ##""colour":"\##($0)","## } ?? ""
        let json = ##"{"number":\##(n),"role":"\##(role)","name":"\##(name)","selector":"#e\##(n)",\##(told)"rect":{"x":10,"y":\##(y),"width":80,"height":20}}"##
        return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
    }

    static let page = [
        element(1, "button", "Subscribe", y: 10, colour: "red"), element(2, "button", "Log in", y: 10),
        element(3, "link", "Pricing", y: 40, colour: "blue"), element(4, "button", "Buy now", y: 300, colour: "green"),
        element(5, "button", "Delete account", y: 600, colour: "red"), element(6, "link", "Black Friday deals", y: 640, colour: "blue"),
    ]

    func chosen(_ description: String, in page: [PageElement] = Self.page) -> String {
        switch ElementChooser.choose(description, in: page) {
        case .one(let e): "\(e.number)"
        case .ambiguous(let options): "ambiguous " + options.map { "\($0.number)" }.joined(separator: ",")
        case .none: "none"
        }
    }

    /// "The red button at the top" is the top one of the red buttons; "the green button", "el botón verde", "le bouton
    /// vert", "den grünen Knopf", "हरा बटन" the one green button; "the red one" asks which of two; a colour the page shows
    /// nothing of is read without it, and a name holding a colour word is still that name.
    @Test func thingsSaidByTheirColour() {
        let cases: [(String, String)] = [
            ("the red button at the top", "1"), ("the red button at the bottom", "5"), ("the green button", "4"),
            ("el botón verde", "4"), ("le bouton vert", "4"), ("den grünen Knopf", "4"), ("हरा बटन", "4"),
            ("the red one", "ambiguous 1,5"), ("el rojo de abajo", "5"), ("die rote Taste oben", "1"), ("la rouge en bas", "5"),
            ("the blue pricing link", "3"), ("black friday deals", "6"),
            // No yellow on the page: the words without it, as before.
            ("the yellow log in button", "2"),
        ]
        for (description, expected) in cases { #expect(chosen(description) == expected, "\(description)") }
        // A page that tells no colours: role and place decide.
        let plain = Self.page.map { Self.element($0.number, $0.role, $0.name, y: $0.rect.y) }
        #expect(chosen("the red button at the top", in: plain) == "1")
    }

    static func sized(_ n: Int, _ role: String, _ name: String, width: Double, height: Double) -> PageElement {
        let json = ##"{"number":\##(n),"role":"\##(role)","name":"\##(name)","selector":"#e\##(n)","rect":{"x":10,"y":\##(n * 50),"width":\##(width),"height":\##(height)}}"##
        return try! JSONDecoder().decode(PageElement.self, from: Data(json.utf8))
    }

    /// "The big button", "el botón grande", "der kleine Link": the one of the kind clearly the biggest (a third of the
    /// next, said small); two of much the same size are asked about; a name with the word ("Large", a size to choose)
    /// is that name, and a size alone names nothing by its size (a dropdown's option "Large" is no element).
    @Test func thingsSaidByTheirSize() {
        let page = [Self.sized(1, "button", "Download", width: 240, height: 60), Self.sized(2, "button", "Cancel", width: 80, height: 30),
                    Self.sized(3, "link", "Help", width: 80, height: 18), Self.sized(4, "link", "About us", width: 90, height: 18)]
        let cases: [(String, String)] = [("the big button", "1"), ("el botón grande", "1"), ("le gros bouton", "1"), ("den großen Knopf", "1"),
                                         ("बड़ा बटन", "1"), ("the small button", "2"), ("the big link", "ambiguous 3,4")]
        for (description, expected) in cases { #expect(chosen(description, in: page) == expected, "\(description)") }
        let sizes = [Self.sized(1, "button", "Small", width: 60, height: 30), Self.sized(2, "button", "Large", width: 60, height: 30),
                     Self.sized(3, "button", "Add to cart", width: 200, height: 50)]
        #expect(chosen("large", in: sizes) == "2")
        #expect(chosen("the large one", in: sizes) == "2")
        #expect(chosen("large", in: Array(sizes.suffix(1))) == "none")
    }
}
