import ArgumentParser
import Grammar

struct LocaleOption: ParsableArguments {
    @Option(name: .customLong("locale"), help: "en-US, es-ES, fr-FR, de-DE or hi-IN (or just en, es, fr, de, hi; default en-US).")
    var given: String?

    /// The locale asked for, else en-US.
    var locale: String { given ?? "en-US" }

    func grammar(fallback: String? = nil) throws -> CommandGrammar {
        do {
            return try CommandGrammar.bundled(given ?? fallback ?? "en-US")
        } catch let e as UnsupportedLocale {
            throw CLIError(e.description)
        }
    }
}
