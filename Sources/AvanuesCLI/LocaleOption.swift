import ArgumentParser
import Grammar

struct LocaleOption: ParsableArguments {
    @Option(name: .long, help: "en-US, es-ES, fr-FR, de-DE or hi-IN (or just en, es, fr, de, hi).")
    var locale = "en-US"

    func grammar() throws -> CommandGrammar {
        do {
            return try CommandGrammar.bundled(locale)
        } catch let e as UnsupportedLocale {
            throw CLIError(e.description)
        }
    }
}
