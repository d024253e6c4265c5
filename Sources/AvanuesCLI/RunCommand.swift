import ArgumentParser
import BrowserCore
import CommandModel
import Foundation
import CloudUnderstanding
import Grammar
import NLU

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Load a page, number it, and carry out spoken commands on it.",
        discussion: """
            Each --say is understood in the locale and executed in order; after each, one result is printed (one for \
            each of several commands said one after the other, "type shoes in the find box and press enter"; the next \
            only when the one before went well): \
            the command (null when not understood), the outcome {ok, detail, url, focused?, value?} and timings. \
            Words that name one thing to press on the page, whole or nearly ("accept all", "accept cookies", \
            "log me out"), press it when no command understood them, when they were only a visit to a place no one \
            knows ("load more"), or when the model read them otherwise but they are nearly a whole name ("sign up"); "my email is …" \
            sets the field of the page so named. With nobody to ask, a page's own dialogs are answered at once — a message closed, a question \
            (confirm, prompt) declined, printing not done — and the outcome says so.

            Example:
              avanues run page.html --say "show numbers" --say "click 3" --say "scroll down" --json
            """
    )

    @Argument(help: "The page: a URL or a file path.") var url: String
    @Option(name: .long, help: "An utterance to carry out (repeat for several, run in order).") var say: [String] = []
    @OptionGroup var locale: LocaleOption
    @Option(name: .long, help: "Write a PNG of the window after the last command.") var screenshot: String?
    @Flag(name: .long, help: "Print JSON (one document per utterance).") var json = false
    @Flag(name: .long, help: "When nothing on the device understood, ask the cloud model with a summary of the page (only if turned on).")
    var cloud = false
    @Flag(name: .long, help: "After the commands, print what is on the page (as `scrape --all --json`).") var scrape = false
    @Flag(name: .long, help: "After the commands, print the number badges drawn, with their boxes, as JSON.") var badges = false

    struct Report: Encodable {
        let utterance: String
        let command: Command?
        let outcome: Outcome
        let timings: [String: Double]

        enum Key: String, CodingKey { case utterance, command, outcome, timings }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(utterance, forKey: .utterance)
            try c.encode(command, forKey: .command)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(timings, forKey: .timings)
        }
    }

    func validate() throws {
        if say.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { throw CLIError("empty --say") }
    }

    func run() throws {
        let grammar = try locale.grammar()
        let chain = UnderstandingChain(grammar: grammar, model: try? Understander.bundled(grammar.locale))
        let page = try PageRunner.url(url)
        let code = try PageRunner.run(fileAccess: page.isFileURL) { engine, session in
            let start = DispatchTime.now().uptimeNanoseconds
            try await engine.load(page)
            try await session.showLabels(true)
            let loadMs = PageRunner.milliseconds(since: start)
            let executor = CommandExecutor(session: session, homeURL: page)
            // Nobody to ask here: a page's dialog is answered at once, and said with the outcome of what opened it.
            let opened = Opened()
            engine.onDialog = { dialog in
                dialog.answerAlone()
                opened.dialogs.append(dialog)
            }
            var last: Command?   // what "again" does once more
            for utterance in say {
                let t0 = DispatchTime.now().uptimeNanoseconds
                let understood = chain.interpret(utterance)
                var reading = understood.best
                // The name of a thing on the page, said as seen ("accept all", "log me out"), or what one of its fields
                // holds ("my email is …"), before a visit to a place nobody knows or the model's reading.
                var named: Command?
                if understood.declined == nil {
                    // A page that does not answer (busy with its own scripts) reads nothing; the command says why.
                    named = (try? await executor.onThePage(utterance, over: reading?.command, readByModel: reading?.source == .nlu || reading?.guessed == true,
                                                           alternatives: understood.alternatives.map(\.command), writing: grammar.table.writingAddresses,
                                                           numbers: { grammar.numbers.cardinal($0.map(Normalizer.fold)[...]) })) ?? nil
                    if named != nil { reading = nil }
                }
                let again = reading == nil && named == nil && understood.declined == nil && grammar.asksAgain(utterance)
                if again { named = last }
                if reading == nil, named == nil, understood.declined == nil, cloud, !again {
                    let summary = CloudFallback.PageSummary(title: engine.title, elements: try await session.peek(all: true).elements)
                    do {
                        guard let fallback = try CloudStore.configuredFallback() else { throw CloudFallback.Failure.notEnabled }
                        reading = try await fallback.understand(utterance, locale: grammar.locale, page: summary)
                    } catch {
                        FileHandle.standardError.write(Data("cloud: \(error)\n".utf8))
                    }
                }
                let parseMs = PageRunner.milliseconds(since: t0)
                let t1 = DispatchTime.now().uptimeNanoseconds
                var outcome: Outcome
                if let command = reading?.command ?? named {
                    outcome = await executor.execute(command)
                    if outcome.ok, command.isRepeatable { last = command }
                } else if again {
                    outcome = Outcome(ok: false, detail: "Nothing to do again yet — say a command first", url: engine.currentURL)
                } else if let declined = understood.declined {
                    outcome = Outcome(ok: true, detail: "Not doing it — you said not to: \(declined.command.json)", url: engine.currentURL)
                } else {
                    outcome = Outcome(ok: false, detail: "Not understood: \"\(utterance)\" — say 'help'", url: engine.currentURL)
                }
                // What a command's page dialogs were answered with is said with its outcome.
                @MainActor func tell(_ command: Command?, _ outcome: inout Outcome, parseMs: Double, since t1: UInt64) {
                    if !opened.dialogs.isEmpty {
                        let told = opened.dialogs.map(\.answeredAlone).joined(separator: " — ")
                        outcome = Outcome(ok: outcome.ok, detail: outcome.detail + " — " + told, url: outcome.url, focused: outcome.focused, value: outcome.value)
                        opened.dialogs = []
                    }
                    let report = Report(utterance: utterance, command: command, outcome: outcome,
                                        timings: ["loadMs": loadMs, "parseMs": parseMs, "actionMs": PageRunner.milliseconds(since: t1)])
                    if json {
                        print(PageRunner.json(report))
                    } else {
                        print("\"\(utterance)\" → \(outcome.ok ? "" : "✗ ")\(outcome.detail)")
                    }
                }
                tell(reading?.command ?? named, &outcome, parseMs: parseMs, since: t1)
                // Commands said after it ("… and press enter"): each in turn, with its own result, while all go well.
                if let reading, reading == understood.best {
                    for next in understood.then.map(\.command) where outcome.ok {
                        let t2 = DispatchTime.now().uptimeNanoseconds
                        outcome = await executor.execute(next)
                        if outcome.ok, next.isRepeatable { last = next }
                        tell(next, &outcome, parseMs: 0, since: t2)
                    }
                }
            }
            if scrape { print(PageRunner.json(try await session.scrape(all: true))) }
            if badges { print(PageRunner.json(try await session.badges())) }
            if let screenshot { try await engine.snapshot(to: screenshot) }
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// The dialogs pages opened during one command.
@MainActor private final class Opened { var dialogs: [PageDialog] = [] }
