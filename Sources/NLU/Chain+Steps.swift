import CommandModel
import Grammar

/// Commands said one after the other, joined by the locale's `then` words: "type iphone in the search box and press
/// enter", "scroll down and then go back", "cierra esta pestaña y abre una nueva", "ferme cet onglet et ouvre-en un
/// nouveau", "schließ den tab und geh zurück", "नीचे जाओ और फिर वापस जाओ".
extension UnderstandingChain {
    /// A reading the grammar is sure of: by a rule (no guess), at the grammar's confidence.
    static func sure(_ reading: Reading?) -> Bool {
        guard let reading else { return false }
        return reading.source == .grammar && !reading.guessed && reading.confidence >= grammarSure
    }

    /// The commands in order, the first as the best reading and the others as `then`, when the words before a joining
    /// word read surely as one command (nothing declined in them) and the words after it as one or more; nil
    /// otherwise. Only for words the grammar does not read surely as one command whole ("search for salt and pepper"
    /// is one search), so a name with "and" in it stays whole.
    func steps(_ hypotheses: [Hypothesis]) -> Interpretation? {
        guard let first = hypotheses.first else { return nil }
        let tokens = grammar.normalizer.tokens(first.text), words = tokens.map(\.text)
        guard words.count >= 3 else { return nil }
        for k in 1..<(words.count - 1) {
            guard let joiner = joiner(at: k, in: words), k + joiner.count < words.count else { continue }
            let head = settle(understand([Hypothesis(tokens[..<k].said, confidence: first.confidence)]))
            // A search or a field found first ("busca el botón de entrar y haz clic", "find the search bar and type …")
            // names what the next command acts on: that is one command, read as such elsewhere.
            guard let one = head.best, Self.sure(one), head.declined == nil, one.command.intent != .search else { continue }
            if case .click(_, .focused) = one.command { continue }
            let tail = interpret([Hypothesis(tokens[(k + joiner.count)...].said, confidence: first.confidence)], reasons: true)
            guard let next = tail.best, Self.sure(next), tail.declined == nil else { continue }
            if let both = Self.joined(one.command, next.command) {
                let reading = Reading(command: both, confidence: min(one.confidence, next.confidence), source: .grammar, heard: first.text)
                return Interpretation(utterance: first.text, locale: head.locale, best: reading, alternatives: [], then: tail.then)
            }
            return Interpretation(utterance: first.text, locale: head.locale, best: one, alternatives: [], then: [next] + tail.then)
        }
        return nil
    }

    /// Words that start with a joining word ("and press enter", "y luego pulsa intro", "und dann drück enter", "और फिर
    /// एंटर दबाओ": the rest of a sentence the listener ended at a pause): the rest, when it reads surely as a command;
    /// nil otherwise.
    func afterJoiner(_ hypotheses: [Hypothesis]) -> Interpretation? {
        guard let first = hypotheses.first else { return nil }
        let tokens = grammar.normalizer.tokens(first.text), words = tokens.map(\.text)
        guard let joiner = joiner(at: 0, in: words), joiner.count < words.count else { return nil }
        let rest = interpret([Hypothesis(tokens[joiner.count...].said, confidence: first.confidence)], reasons: true)
        return Self.sure(rest.best) ? rest : nil
    }

    /// The longest joining word at `k` ("and then" before "and"), if one is there.
    func joiner(at k: Int, in words: [String]) -> [String]? {
        grammar.table.sequence.first { words[k...].starts(with: $0) }
    }

    /// Whether the words have a joining word between others: only then may they say several commands (what the window
    /// asks before reading a heard sentence again for the commands after the first).
    public func saysSeveral(_ text: String) -> Bool {
        let words = grammar.normalizer.tokens(text).map(\.text)
        return words.count >= 3 && (1..<(words.count - 1)).contains { joiner(at: $0, in: words) != nil }
    }

    /// Two commands that say one: a thing chosen, then words typed with no field named, is typing into that thing
    /// ("select the email field and type ana"); a new tab, then a place gone to, is that place in a new tab ("open a
    /// new tab and go to youtube"). Nil for others.
    static func joined(_ one: Command, _ next: Command) -> Command? {
        switch (one, next) {
        case (.click(let target, nil), .type(let text, nil, let replace)):
            return .type(text: text, target: target, replace: replace)
        case (.tab(.open, nil, let isPrivate, nil, nil, nil), .navigate(.open, let destination, let url, nil)):
            return .tab(.open, isPrivate: isPrivate, destination: destination, url: url)
        default:
            return nil
        }
    }
}
