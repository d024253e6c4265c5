import CommandModel

/// One recognizer hypothesis: the words and how sure the recognizer was (0…1).
public struct Hypothesis: Hashable, Sendable {
    public let text: String
    public let confidence: Double

    public init(_ text: String, confidence: Double = 1) {
        self.text = text
        self.confidence = confidence
    }
}

/// Which stage of understanding produced a command (DESIGN.md: grammar → site profile → NLU → cloud).
public enum Source: String, Codable, Sendable { case grammar, profile, nlu, cloud }

/// A command with the confidence it deserves and where it came from.
public struct Reading: Hashable, Sendable {
    public let command: Command
    public let confidence: Double
    public let source: Source
    /// The hypothesis it was read from.
    public let heard: String
    /// Read by one of the grammar's guesses (`guess` rules): not acted on when the model reads another command.
    public var guessed = false
    /// Read by a rule whose own words say "not" ("no veo los números" — I can't see the numbers — shows them): a
    /// negation in the words is the command's, not one against it.
    public var negationSaid = false

    public init(command: Command, confidence: Double, source: Source, heard: String) {
        self.command = command
        self.confidence = confidence
        self.source = source
        self.heard = heard
    }
}

/// What an utterance means: the best reading (nil when nothing is trustworthy) and ranked alternatives.
public struct Interpretation: Sendable {
    public let utterance: String
    public let locale: String
    public let best: Reading?
    public let alternatives: [Reading]
    /// A command the utterance names but says not to do ("don't close this tab"): not carried out, and not for a
    /// later stage (the cloud model) to guess at either.
    public let declined: Reading?
    /// Commands said after the best one, to carry out in order once it went well ("type iphone in the search box and
    /// press enter": pressing Enter).
    public let then: [Reading]

    public init(utterance: String, locale: String, best: Reading?, alternatives: [Reading], declined: Reading? = nil, then: [Reading] = []) {
        self.utterance = utterance
        self.locale = locale
        self.best = best
        self.alternatives = alternatives
        self.declined = declined
        self.then = then
    }
}
