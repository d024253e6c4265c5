import Foundation
import ArgumentParser
import CloudUnderstanding
import Grammar
import NLU

struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show the command an utterance means.",
        discussion: """
            Prints the best command, its confidence, the stage that understood it ("source": grammar for the \
            canonical phrasings, nlu for free phrasing understood by the on-device model) and ranked alternatives. \
            An utterance that matches nothing prints "command": null; so does one that says not to do the \
            command it names ("don't close this tab"), with that command under "declined". A command the window would ask \
            about ("did you mean …?": a reading not sure enough to act on, or a search of the web for a question asked \
            of the world) is under "suggested". Commands said one after the other ("type hello in the search box and \
            press enter", "scroll down and then go back") print the first as "command" and the others, in order, under \
            "then". With TEXT "-", reads one utterance per line from standard input and \
            prints one result per line.

            Examples:
              avanues parse --json click five
              avanues parse --locale es-ES "haz clic en tres"
              printf 'scroll down\\ngo back\\n' | avanues parse --json -
            """
    )

    @OptionGroup var locale: LocaleOption
    @Flag(name: .long, help: "Print JSON (one document per utterance).") var json = false
    @Flag(name: .long, inversion: .prefixedNo, help: "After the grammar, let the on-device model read free phrasing.")
    var nlu = true
    @Flag(name: .long, help: "When nothing on the device understood, ask the cloud model (only if turned on: avanues cloud).")
    var cloud = false
    @Argument(help: "The utterance (words are joined with spaces), or - to read lines from standard input.")
    var text: [String]

    func run() throws {
        let grammar = try locale.grammar()
        let chain = UnderstandingChain(grammar: grammar, model: nlu ? try? Understander.bundled(grammar.locale) : nil)
        if text == ["-"] {
            while let line = readLine() {
                let utterance = line.trimmingCharacters(in: .whitespaces)
                if utterance.isEmpty { continue }
                print(render(report(utterance, chain: chain)))
            }
            return
        }
        let utterance = text.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !utterance.isEmpty else { throw CLIError("empty utterance: say something to parse") }
        print(render(report(utterance, chain: chain)))
    }

    func understand(_ utterance: String, chain: UnderstandingChain) -> Interpretation {
        let local = chain.interpret(utterance)
        guard cloud, local.best == nil, local.declined == nil else { return local }
        switch CloudAsk.reading(utterance, locale: chain.grammar.locale, page: .init(title: nil, elements: [])) {
        case .success(let reading?):
            return Interpretation(utterance: local.utterance, locale: local.locale, best: reading, alternatives: local.alternatives)
        case .success(nil):
            return local
        case .failure(let error):
            FileHandle.standardError.write(Data("cloud: \(error)\n".utf8))
            return local
        }
    }

    /// What the words mean; when nothing, what the window would ask about ("did you mean …?").
    func report(_ utterance: String, chain: UnderstandingChain) -> ParseReport {
        let read = understand(utterance, chain: chain)
        return ParseReport(read, suggested: read.best == nil && read.declined == nil ? chain.suggestion(utterance) : nil)
    }

    func render(_ report: ParseReport) -> String { json ? report.json : report.text }
}
