import ArgumentParser

/// The `avanues` command: a voice-first browser and the tools around it.
public struct Avanues: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "avanues",
        abstract: "A voice-first web browser.",
        discussion: """
            Commands work in en-US, es-ES, fr-FR, de-DE and hi-IN. Every command that takes --json prints \
            exactly one JSON document per result on standard output; logs go to standard error.
            """,
        subcommands: [ParseCommand.self, ScrapeCommand.self, RunCommand.self, GrammarCommand.self, HelpCommandsCommand.self, TranscribeCommand.self, ListenCommand.self, AdaptCommand.self, VADCommand.self, BrowseCommand.self, NLUCommand.self, CloudCommand.self, HistoryCommand.self, BookmarksCommand.self, DataCommand.self]
    )

    public init() {}
}
