import CommandModel
import Foundation
import Testing

@Suite struct CommandModelTests {
    @Test(arguments: [
        Command.click(.number(5)), .click(.text("login button")), .click(.ordinal(3, role: "link")),
        .type(text: "hi", target: .number(2)), .scroll(.down, amount: .little), .navigate(.back),
        .navigate(.open, destination: "wikipedia", url: "https://www.wikipedia.org"), .search(query: "x", scope: .page),
        .tab(.switch, index: 3), .tab(.open, isPrivate: true), .bookmark(.add, name: "n"), .history(.clear),
        .read(.faster), .zoom(.reset), .labels(.hide), .listening(.wake), .settings(.set, setting: "a", value: "b"),
        .help, .download(.start, target: .number(1)), .navigate(.back, count: 3), .navigate(.forward, count: 2),
        .search(query: "cats", scope: .web, site: "https://www.youtube.com"), .tab(.closeAll), .tab(.closeOthers),
        .tab(.open, target: .number(12)), .tab(.open, isPrivate: true, target: .ordinal(3, role: "link")),
        .zoom(.set, level: 150), .zoom(.set, level: 25), .zoom(.set, level: 500),
        .tab(.open, destination: "youtube", url: "https://www.youtube.com"), .tab(.open, isPrivate: true, destination: "cats"),
        .click(.text("lettuce"), state: .checked), .click(.ordinal(1, role: nil), state: .unchecked), .click(.number(3), state: .collapsed),
        .tab(.switch, target: .text("youtube")), .type(text: "lyon", target: .text("city field"), replace: true), .type(text: "", target: nil, replace: true),
        .history(.clear, period: .hour), .history(.clear, query: Command.thisSite), .history(.clear, query: "wikipedia"), .tab(.closeAll, isPrivate: true),
    ])
    func jsonRoundTrip(command: Command) throws {
        #expect(try Command(json: command.json) == command)
    }

    @Test func jsonShapeIsFlat() {
        #expect(Command.click(.number(5)).json == #"{"intent":"click","target":{"number":5}}"#)
        #expect(Command.tab(.open, isPrivate: true).json == #"{"action":"open","intent":"tab","private":true}"#)
        #expect(Command.tab(.open, target: .number(12)).json == #"{"action":"open","intent":"tab","target":{"number":12}}"#)
        #expect(Command.navigate(.back, count: 2).json == #"{"action":"back","count":2,"intent":"navigate"}"#)
        #expect(Command.click(.number(7), state: .unchecked).json == #"{"intent":"click","state":"unchecked","target":{"number":7}}"#)
        #expect(Command.type(text: "", target: .text("search box"), replace: true).json
                == #"{"intent":"type","replace":true,"target":{"text":"search box"},"text":""}"#)
        // Not replacing is typing at the end: one spelling.
        #expect((try? Command(json: #"{"intent":"type","text":"a","replace":false}"#)) == .type(text: "a", target: nil))
        #expect(Command.zoom(.set, level: 150).json == #"{"direction":"set","intent":"zoom","level":150}"#)
        #expect(Command.history(.clear, period: .today).json == #"{"action":"clear","intent":"history","period":"today"}"#)
        // 100 percent is the normal size.
        #expect((try? Command(json: #"{"intent":"zoom","direction":"set","level":100}"#)) == .zoom(.reset))
        // One page back is "back": one spelling for one command.
        #expect((try? Command(json: #"{"intent":"navigate","action":"back","count":1}"#)) == .navigate(.back))
    }

    @Test(arguments: [
        #"{"intent":"click"}"#, #"{"intent":"fly"}"#, #"{"intent":"click","target":{"number":5},"extra":1}"#,
        #"{"intent":"scroll","direction":"sideways"}"#, #"{"intent":"click","target":{"number":-1}}"#,
        #"{"intent":"click","target":{"number":5,"text":"x"}}"#, #"{"intent":"navigate","action":"back","url":"x"}"#,
        #"{"intent":"tab","action":"switch"}"#, #"{"intent":"search","query":"  "}"#,
        #"{"intent":"click","target":{"number":5},"state":"yes"}"#, #"{"intent":"click","target":{"number":5},"state":true}"#,
        #"{"intent":"type","text":"a","state":"checked"}"#,
        // Only a field being replaced may be left empty.
        #"{"intent":"type","text":""}"#, #"{"intent":"type","text":" ","replace":false}"#, #"{"intent":"type","text":"a","replace":"yes"}"#,
        #"{"intent":"settings","action":"set","setting":"a"}"#, #"{"intent":"help","action":"x"}"#,
        #"{"intent":"navigate","action":"reload","count":2}"#, #"{"intent":"navigate","action":"back","count":0}"#,
        #"{"intent":"navigate","action":"back","count":101}"#, #"{"intent":"navigate","action":"back","count":"two"}"#,
        #"{"intent":"search","query":"x","scope":"page","site":"https://a.example"}"#,
        #"{"intent":"search","query":"x","site":"youtube"}"#, #"{"intent":"tab","action":"close-everything"}"#,
        #"{"intent":"tab","action":"switch","index":2,"target":{"number":3}}"#, #"{"intent":"tab","action":"switch","target":{"number":3}}"#,
        #"{"intent":"tab","action":"switch","index":2,"target":{"text":"youtube"}}"#, #"{"intent":"tab","action":"next","target":{"text":"youtube"}}"#, #"{"intent":"tab","action":"open","target":12}"#,
        #"{"intent":"zoom","direction":"set"}"#, #"{"intent":"zoom","direction":"in","level":150}"#,
        #"{"intent":"zoom","direction":"set","level":10}"#, #"{"intent":"zoom","direction":"set","level":501}"#,
        #"{"intent":"tab","action":"close","destination":"youtube"}"#, #"{"intent":"tab","action":"switch","index":2,"url":"https://a.example"}"#,
        #"{"intent":"tab","action":"open","target":{"number":3},"destination":"youtube"}"#,
        // A period is for clearing only, and not with pages as well; "this site" is not a search of the history.
        #"{"intent":"history","action":"show","period":"today"}"#, #"{"intent":"history","action":"clear","period":"year"}"#,
        #"{"intent":"history","action":"clear","period":"hour","query":"wikipedia"}"#, #"{"intent":"history","action":"show","query":"this-site"}"#,
    ])
    func strictDecodingRejects(json: String) {
        #expect(throws: (any Error).self) { try Command(json: json) }
    }

    /// A range set into a pair of sliders is written and read back the same way, the lower number first; other text is
    /// no range.
    @Test func rangeValues() {
        #expect(Command.rangeText(300, 100) == "100–300")
        #expect(Command.rangeText(0.5, 2) == "0.5–2")
        #expect(Command.rangeValue("100–300")! == (100, 300))
        #expect(Command.rangeValue(Command.rangeText(7, 3))! == (3, 7))
        for text in ["100", "100-300", "–300", "a–b", "1–2–3", "+2"] { #expect(Command.rangeValue(text) == nil, "\(text)") }
    }

    /// A part of the page said as the place of something, in five languages, and the words that say it; words that
    /// name a part without putting anything in it are no place.
    @Test func partsOfThePageSaidAsPlaces() {
        func within(_ said: String) -> String? {
            let words = PagePart.folded(said)
            return PagePart.within(words).map { "\($0.kind): " + words[$0.range].joined(separator: " ") }
        }
        #expect(within("first link in the article") == "article: in the article")
        #expect(within("the second button on this sidebar") == "complementary: on this sidebar")
        #expect(within("primer enlace dentro del pie de página") == "contentinfo: dentro del pie de pagina")
        #expect(within("le dernier lien à l'intérieur de l'en-tête") == "banner: a l interieur de l en tete")
        #expect(within("ersten Link in der Navigationsleiste") == "navigation: in der navigationsleiste")
        #expect(within("den dritten Link im Hauptinhalt") == "main: im hauptinhalt")
        #expect(within("फ़ुटर में पहला लिंक") == "contentinfo: फुटर में")
        #expect(within("आर्टिकल के अंदर दूसरा लिंक") == "article: आर्टिकल के अंदर")
        #expect(within("le deuxième lien du menu") == "navigation: du menu")
        for said in ["the article about rivers", "footer", "the login button", "open the navigation menu", "der erste Artikel"] {
            #expect(within(said) == nil, "\(said)")
        }
    }

    /// A thing said with the heading of the part of the page it is in, in five languages: the thing's words, the part's
    /// and the heading's own; the page itself, or a list as such, is no heading.
    @Test func thingsSaidUnderAHeading() {
        func ways(_ said: String) -> [String] {
            let words = PagePart.folded(said)
            return PagePart.underHeadings(words).map {
                words[$0.thing].joined(separator: " ") + " | " + words[$0.part].joined(separator: " ") + " | " + $0.heading.joined(separator: " ")
            }
        }
        #expect(ways("third link in most read") == ["third link | in most read | most read"])
        #expect(ways("the first story under Features & Analysis") == ["the first story | under features analysis | features analysis"])
        #expect(ways("primer enlace de lo más leído") == ["primer enlace | de lo mas leido | mas leido"])
        #expect(ways("den dritten Link unter Meistgelesen") == ["den dritten link | unter meistgelesen | meistgelesen"])
        #expect(ways("सबसे ज़्यादा पढ़े गए में दूसरा लिंक") == ["दूसरा लिंक | सबसे ज्यादा पढे गए में | सबसे ज्यादा पढे गए"])
        for said in ["second link on this page", "the second link in the list", "login button", "el primer enlace de la página"] {
            #expect(ways(said).isEmpty, "\(said): \(ways(said))")
        }
    }
}
