import Foundation
import Grammar
import NLU
import TestSupport
import Testing

/// Runs the built `avanues` executable as a person or a script would.
@Suite struct CommandLineTests {
    static func run(_ arguments: [String], stdin: String? = nil) throws -> AvanuesProcess.Run {
        try AvanuesProcess.run(arguments, stdin: stdin)
    }

    static func object(_ line: some StringProtocol) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func parseJSONHasTheContractShape() throws {
        let r = try Self.run(["parse", "--json", "--locale", "es-ES", "haz", "clic", "en", "tres"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        try #require(lines.count == 1)
        let json = try Self.object(lines[0])
        #expect(Set(json.keys) == ["utterance", "locale", "command", "confidence", "source", "alternatives"])
        #expect(json["utterance"] as? String == "haz clic en tres")
        #expect(json["locale"] as? String == "es-ES")
        #expect(json["source"] as? String == "grammar")
        let command = try #require(json["command"] as? [String: Any])
        #expect(command["intent"] as? String == "click")
        #expect((command["target"] as? [String: Any])?["number"] as? Int == 3)
        #expect(json["alternatives"] is [Any])
    }

    @Test func unmatchedUtterancePrintsNullCommand() throws {
        let r = try Self.run(["parse", "--json", "I like turtles"])
        #expect(r.status == 0)
        let json = try Self.object(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["command"] is NSNull)
        #expect(json["confidence"] as? Double == 0)
        #expect(json["suggested"] == nil, "nothing to ask about")
        // A question of the world: nothing done, a search offered.
        let asked = try Self.run(["parse", "--json", "how tall is mount everest"])
        let offered = try Self.object(asked.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(offered["command"] is NSNull)
        let suggested = try #require((offered["suggested"] as? [String: Any])?["command"] as? [String: Any])
        #expect(suggested["intent"] as? String == "search" && suggested["query"] as? String == "how tall is mount everest")
        #expect(try Self.run(["parse", "how tall is mount everest"]).stdout.contains("not understood; did you mean {"))
    }

    @Test func aCommandTheWordsSayNotToDoIsDeclinedNotCarriedOut() throws {
        let r = try Self.run(["parse", "--json", "--locale", "de-DE", "schließ den tab nicht"])
        #expect(r.status == 0)
        let json = try Self.object(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["command"] is NSNull)
        let declined = try #require(json["declined"] as? [String: Any])
        #expect((declined["command"] as? [String: Any])?["action"] as? String == "close")
        let text = try Self.run(["parse", "don't close this tab"])
        #expect(text.stdout.contains("not carried out: it says not to {\"action\":\"close\",\"intent\":\"tab\"}"))
    }

    /// Commands said one after the other: the first is `command`, the others `then`, in order (absent for one command).
    @Test func commandsSaidAfterTheFirstAreListedThen() throws {
        let r = try Self.run(["parse", "--json", "type hello in the search box and press enter"])
        let json = try Self.object(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect((json["command"] as? [String: Any])?["intent"] as? String == "type")
        let then = try #require(json["then"] as? [[String: Any]])
        #expect(then.count == 1 && (then[0]["command"] as? [String: Any])?["intent"] as? String == "click" && then[0]["source"] as? String == "grammar")
        let one = try Self.object(try Self.run(["parse", "--json", "scroll down"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(one["then"] == nil)
        #expect(try Self.run(["parse", "scroll down and then go back"]).stdout.contains("\n  then {\"action\":\"back\",\"intent\":\"navigate\"}"))
    }

    @Test func dashReadsOneUtterancePerLine() throws {
        let r = try Self.run(["parse", "--json", "-"], stdin: "scroll down\n\ngo back\nnonsense words here\n")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        try #require(lines.count == 3)
        let intents = try lines.map { (try Self.object($0)["command"] as? [String: Any])?["intent"] as? String }
        #expect(intents == ["scroll", "navigate", nil])
    }

    @Test func nluAnalyzeReadsWithTheShippedModelOrOneFromAFolder() throws {
        // A held-out phrasing whose reading is not the classifier's first label (which one moves with each retraining).
        var found: (locale: String, text: String, result: NLUResult)?
        for locale in SupportedLocale.all where found == nil {
            let u = try Understander.bundled(locale), corpus = try Corpus.bundled(locale)
            found = corpus.examples(.test, normalizer: u.grammar.normalizer).lazy
                .map { (locale, $0.text, u.analyze($0.text)) }.first { $0.2.command != nil && $0.2.ranked.first?.label != $0.2.label }
        }
        let (locale, text, expected) = try #require(found)
        let r = try Self.run(["nlu", "analyze", "--locale", locale, text])
        #expect(r.status == 0)
        let json = try Self.object(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(json["label"] as? String == expected.label)
        #expect(json["entities"] as? [String: String] == expected.entities)
        let ranked = (json["ranked"] as? [[String: String]])?.compactMap { $0["label"] }
        #expect(ranked == expected.ranked.map(\.label), "the classifier's own order")
        #expect(ranked?.first != expected.label)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-models-\(getpid())").path
        let missing = try Self.run(["nlu", "analyze", "--models", empty, "--locale", "fr", "clique sur cinq"])
        #expect(missing.status != 0 && missing.stderr.contains("no model at \(empty)/fr-FR.nlumodel"), "\(missing.stderr)")
    }

    @Test func unknownLocaleIsAOneLineError() throws {
        let r = try Self.run(["parse", "--locale", "xx-YY", "click five"])
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        try #require(lines.count == 1)
        #expect(r.stderr.contains("xx-YY"))
    }

    @Test func emptyUtteranceIsAnError() throws {
        let r = try Self.run(["parse", "   "])
        #expect(r.status != 0)
        #expect(r.stderr.contains("empty"))
    }

    @Test func grammarAndHelpCommandsPrintForEveryLocale() throws {
        for locale in ["en-US", "es-ES", "fr-FR", "de-DE", "hi-IN"] {
            let g = try Self.run(["grammar", "--locale", locale])
            #expect(g.status == 0)
            #expect(g.stdout.hasPrefix("#JSGF V1.0"))
            let h = try Self.run(["help-commands", "--locale", locale])
            #expect(h.status == 0)
            #expect(h.stdout.split(separator: "\n").count > 40)
        }
        let es = try Self.run(["help-commands", "--locale", "es"])
        #expect(es.stdout.contains("haz clic <número>"))
    }
}
