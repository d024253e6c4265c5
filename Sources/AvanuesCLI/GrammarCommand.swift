import ArgumentParser
import Grammar

struct GrammarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grammar",
        abstract: "Print the locale's commands as a JSGF grammar for the speech recognizer."
    )

    @OptionGroup var locale: LocaleOption

    func run() throws { print(JSGFExporter(grammar: try locale.grammar()).grammar(), terminator: "") }
}
