import CommandModel
import Grammar

/// Commands said one after the other ("type iphone in the search box and press enter", "scroll down and then go
/// back"): carried out in turn, the next only when the one before went well and asked nothing of the person.
extension VoiceController {
    /// Each command after the first gets its own report (`onReport`); the bar ends with every outcome, and the last
    /// report is returned.
    func performSteps(_ first: Command?, then rest: [Command], heard: String, via: String, parseMs: Double,
                      declined: Command? = nil, suggested: Command? = nil) async -> CommandReport {
        var report = await perform(first, heard: heard, via: via, parseMs: parseMs, declined: declined, suggested: suggested)
        guard let first, !rest.isEmpty else { return report }
        var said = [report.outcome.detail]
        for next in rest {
            guard report.outcome.ok, confirmation == nil else { break }
            update { $0.command = Self.summary(next) }
            report = await perform(next, heard: heard, via: via, parseMs: 0)
            said.append(report.outcome.detail)
        }
        let all = said.joined(separator: " · ")
        update { $0.command = ([first] + rest).map(Self.summary).joined(separator: ", then "); $0.result = all }
        return report
    }

    /// The commands said after `command` in `text`, when the chain read it as several ("… and press enter").
    func stepsAfter(_ command: Command?, in text: String) -> [Command] {
        guard let command, understanding.chain.saysSeveral(text) else { return [] }
        let read = understanding.chain.interpret(text)
        return read.best?.command == command ? read.then.map(\.command) : []
    }
}
