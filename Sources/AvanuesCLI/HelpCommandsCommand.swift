import ArgumentParser
import Grammar

struct HelpCommandsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "help-commands",
        abstract: "Print what can be said in a locale, grouped by what it does."
    )

    @OptionGroup var locale: LocaleOption

    func run() throws { print(HelpText(grammar: try locale.grammar()).render(), terminator: "") }
}
