import ArgumentParser
import Grammar

struct GrammarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grammar",
        abstract: "Print the locale's commands as a JSGF grammar for the speech recognizer.",
        discussion: """
        Every phrasing the locale's grammar matches, free text as up to eight words of its vocabulary. On-device \
        recognition (transcribe, listen, browse) decodes against a narrower one made from it: without the free text \
        (a second pass with the language model hears that), without the idioms made of everyday words, and without \
        words the speech model's dictionary lacks.
        """
    )

    @OptionGroup var locale: LocaleOption

    func run() throws { print(JSGFExporter(grammar: try locale.grammar()).grammar(), terminator: "") }
}
