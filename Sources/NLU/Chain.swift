import CommandModel
import Grammar

/// Understanding in stages, each answering only above its own confidence: the grammar (canonical phrasings), then
/// the on-device model (free phrasing). Site profiles and the opt-in cloud model take their places in this chain
/// when they land. `Reading.source` says which stage answered.
public struct UnderstandingChain: Sendable {
    public let grammar: CommandGrammar
    public let model: Understander?
    let negation: NegationCheck

    public init(grammar: CommandGrammar, model: Understander?) {
        self.grammar = grammar
        self.model = model
        negation = NegationCheck(grammar: grammar, lexicon: model?.featurizer.lexicon)
    }

    /// The grammar and the shipped model for a locale; without a model (none shipped for it), the grammar alone.
    public static func bundled(_ locale: String) throws -> UnderstandingChain {
        let grammar = try CommandGrammar.bundled(locale)
        var model = try? Understander.bundled(grammar.locale)
        model?.threshold = Understander.defaultThreshold
        return UnderstandingChain(grammar: grammar, model: model)
    }

    public func interpret(_ utterance: String) -> Interpretation { interpret([Hypothesis(utterance)]) }

    /// Grammar readings below this are its catch-alls (an unknown destination for "go to …", free text after
    /// "type"); a surer reading by the model replaces them.
    public static let grammarSure = 0.9

    /// A visit to a place nobody knows is not made when the model reads the words as another command from here up.
    static let anotherCommand = 0.5

    /// The grammar over every hypothesis first; when it finds nothing trustworthy, or only a catch-all, the model
    /// reads the best hypothesis. A command the words say not to do is declined, whichever stage read it.
    /// Words of the locale written in Latin letters ("naya tab kholo") are read in its script first.
    public func interpret(_ hypotheses: [Hypothesis]) -> Interpretation {
        guard let written = inLocaleScript(hypotheses) else { return interpret(hypotheses, reasons: true) }
        return saidBack(interpret(written.hypotheses, reasons: true), as: hypotheses.first?.text ?? "", written.spellings, first: written.first)
    }

    /// `reasons`: whether a command with a reason after it is looked for (not when the reason itself is read).
    func interpret(_ hypotheses: [Hypothesis], reasons: Bool) -> Interpretation {
        if reasons, let rest = afterJoiner(hypotheses) { return rest }
        var read = corrected(hypotheses) ?? understand(hypotheses)
        // Several commands one after the other, where the whole is none the grammar is sure of.
        if reasons, !Self.sure(read.best), let steps = steps(hypotheses) { return steps }
        if read.best == nil, let last = lastClause(of: hypotheses) { read = last }
        let settled = settle(read)
        // Read as nothing, told of as done, or declined: perhaps for a reason given after the command.
        if reasons, settled.best == nil, let said = commandBeforeReason(hypotheses) { return settle(said) }
        return settled
    }

    /// What a reading comes to: a position and a kind said as a name is that place; a time no `period` says forgets
    /// no pages; typing stops before another request; telling of a thing does nothing; a negation declines it.
    func settle(_ reading: Interpretation) -> Interpretation {
        var read = reading
        if let best = read.best, let placed = placeAndKind(best.command) {
            var r = Reading(command: placed, confidence: best.confidence, source: best.source, heard: best.heard)
            r.guessed = best.guessed
            r.negationSaid = best.negationSaid
            read = Interpretation(utterance: read.utterance, locale: read.locale, best: r, alternatives: read.alternatives)
        }
        // The history cleared "for the last two hours", "of the past 3 days": a time no `period` says is no words of pages
        // to forget (a time word, a unit of time, or a number among other words).
        if let model, let best = read.best, case .history(.clear, let query?, nil) = best.command, query != Command.thisSite,
           case let words = model.words(of: query), model.saysATime(words) || words.contains(where: grammar.table.durations.contains)
            || words.count >= 2 && words.contains(where: model.featurizer.isNumber) {
            read = Interpretation(utterance: read.utterance, locale: read.locale, best: nil, alternatives: [best] + read.alternatives)
        }
        // Text to type that goes on past "and" into another command is typed without it ("escribe hola | y pulsa
        // intro"); the grammar read it all as text, with less trust.
        if let best = read.best, best.source == .grammar, case .type(let text, let target, let replace) = best.command,
           let head = model?.textBeforeAnotherRequest(text) {
            let typed = Reading(command: .type(text: head, target: target, replace: replace), confidence: best.confidence, source: best.source, heard: best.heard)
            read = Interpretation(utterance: read.utterance, locale: read.locale, best: typed, alternatives: [best] + read.alternatives)
        }
        // Telling of having done it ("j'ai cliqué sur le lien"), or of what someone does ("मेरा भाई बहुत तेज़ टाइप करता
        // है"), is no asking for it: nothing is done.
        if let best = read.best, tellsOf(best) {
            return Interpretation(utterance: read.utterance, locale: read.locale, best: nil, alternatives: [best] + read.alternatives)
        }
        guard let best = read.best, !best.negationSaid, negation.refuses(best.command, heard: best.heard) else { return read }
        return Interpretation(utterance: read.utterance, locale: read.locale, best: nil, alternatives: [], declined: best)
    }

    /// A description that is a position and a kind of element alone ("दूसरा बटन खोलो", "पांचवां ड्रॉपडाउन खोल दो": the
    /// grammar's "… खोलो" takes what comes before as a name) is that position among that kind, as the model reads it
    /// and the page's chooser finds it; nil when it is no such description.
    func placeAndKind(_ command: Command) -> Command? {
        guard case .click(.text(let description), let state) = command,
              let place = grammar.placeAndKind(grammar.normalizer.tokens(description).map { Normalizer.fold($0.text) }) else { return nil }
        return .click(place, state: state)
    }

    /// Whether the words tell of having done it, or of what someone does, rather than ask for it.
    func tellsOf(_ reading: Reading) -> Bool {
        model?.tellsItWasDone(reading.heard, reading.command) == true || model?.tellsAHabit(reading.heard) == true
    }

    /// A command with its reason after it ("close this tab i don't need it", "schließ diesen tab ich brauche ihn nicht",
    /// "यह टैब बंद करो मुझे इसकी ज़रूरत नहीं"), where all of it read as nothing or was declined for the reason's "not":
    /// the command, when the grammar reads the words before the first word that opens a reason surely as one (the
    /// model's reading of a part is no sure thing: "open the window it's hot in here"), and the words from there on
    /// read as none. Never a search or words to type ("search for why it is slow"). What is heard is the command
    /// alone, so a "not" inside it still declines it ("don't close this tab i need it").
    func commandBeforeReason(_ hypotheses: [Hypothesis]) -> Interpretation? {
        guard let first = hypotheses.first, !grammar.table.reasons.isEmpty else { return nil }
        let tokens = grammar.normalizer.tokens(first.text), words = tokens.map(\.text)
        for k in 1..<max(1, words.count - 1) where grammar.table.reasons.contains(where: { words[k...].starts(with: $0) }) {
            let head = tokens[..<k].said
            let read = understand([Hypothesis(head, confidence: first.confidence)])
            guard let best = read.best, best.source == .grammar, !best.guessed, ![.search, .type].contains(best.command.intent),
                  case let reason = interpret([Hypothesis(tokens[k...].said)], reasons: false), reason.best == nil else { continue }
            return Interpretation(utterance: first.text, locale: read.locale, best: best, alternatives: read.alternatives)
        }
        return nil
    }

    /// For words nothing understood well enough to act on: the model's reading worth asking the person about ("did
    /// you mean …?"), or else a search of the web for a question asked of the world; unless the words say not to do
    /// it. Ask only when `interpret` found nothing to do or decline.
    public func suggestion(_ utterance: String) -> Reading? {
        if let written = inLocaleScript([Hypothesis(utterance)]) {
            return suggestion(written.hypotheses[0].text).map { saidBack($0, written.spellings, first: written.first) }
        }
        guard let s = model?.suggestion(utterance) ?? model?.worldQuestion(utterance),
              !negation.refuses(s.command, heard: utterance) else { return nil }
        return s
    }

    /// Typing into a field found first, over the grammar's reading of all the words (kept as an alternative).
    static func typing(_ text: String, into field: String, replace: Bool?, over byGrammar: Interpretation, confidence: Double) -> Interpretation {
        let best = byGrammar.best!
        let typed = Reading(command: .type(text: text, target: .text(field), replace: replace), confidence: confidence, source: .grammar,
                            heard: best.heard)
        return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: typed, alternatives: [best] + byGrammar.alternatives)
    }

    /// The element a command finds: one gone to ("सर्च बॉक्स ढूंढो"), or a search for a kind of element ("ईमेल फ़ील्ड
    /// खोजो": the field, not the web).
    static func fieldFound(_ command: Command?, _ table: PhraseTable, _ model: Understander) -> String? {
        switch command {
        case .click(.text(let field), .focused)?: field
        case .search(let query, _, nil)? where table.holdsRole(model.words(of: query)): query
        default: nil
        }
    }

    /// A command said again after a correction ("click five no wait click six", "scroll down, no, up", "haz clic en
    /// cinco, perdón, en seis" — not: "i mean go back", with nothing before it): the one after the last correction,
    /// when what comes before it is a command too and what follows is read surely, not guessed. It is what was heard.
    func corrected(_ hypotheses: [Hypothesis]) -> Interpretation? {
        guard let first = hypotheses.first, !grammar.table.corrections.isEmpty else { return nil }
        let tokens = grammar.normalizer.tokens(first.text), words = tokens.map(\.text)
        guard let at = grammar.table.corrections.flatMap({ words.ranges(of: $0) }).max(by: {
            ($0.lowerBound, $0.count) < ($1.lowerBound, $1.count)
        }), at.lowerBound > 0, at.upperBound < words.count else { return nil }
        let before = tokens[..<at.lowerBound], after = tokens[at.upperBound...]
        guard let meant = understand([Hypothesis(before.said)]).best else { return nil }
        let again = understand([Hypothesis(after.said, confidence: first.confidence)])
        if let best = again.best, !best.guessed {
            return Interpretation(utterance: first.text, locale: again.locale, best: best, alternatives: again.alternatives)
        }
        // Only the part that was wrong, said again ("haz clic en cinco, perdón, en seis", "go to bbc no wait cnn", "पाँच
        // पर क्लिक करो, नहीं, छह पर"): it takes the place of as many words at the end of the command (at its start, for
        // a language that says the verb last), or one fewer or more; the first that reads surely as the same kind of
        // command, and another one, is what was meant. Not in a search or words to type: "search for cats no dogs" may
        // well be what is looked for.
        guard ![.search, .type].contains(meant.command.intent) else { return nil }
        var sizes = [after.count]
        for d in 1...2 { sizes += [after.count - d, after.count + d] }
        for n in sizes where n >= 1 && n < before.count {
            for replaced in [before.dropLast(n).said + " " + after.said, after.said + " " + before.dropFirst(n).said] {
                let read = understand([Hypothesis(replaced, confidence: first.confidence)])
                guard let best = read.best, !best.guessed, best.command.intent == meant.command.intent,
                      best.command != meant.command else { continue }
                return Interpretation(utterance: first.text, locale: read.locale, best: best, alternatives: read.alternatives)
            }
        }
        return nil
    }

    /// Clauses before a command that are no command themselves ("this is taking forever, stop loading", "ugh, this
    /// page, go back") are talk around it: when the whole says nothing, the last clause is read alone. Only where the
    /// words mark clauses (typed text, recognizers that punctuate); every earlier clause must read as nothing.
    func lastClause(of hypotheses: [Hypothesis]) -> Interpretation? {
        guard let first = hypotheses.first else { return nil }
        let clauses = first.text.split(whereSeparator: { ",;!?¿¡।—".contains($0) })
            .map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        guard clauses.count >= 2, let last = clauses.last,
              clauses.dropLast().allSatisfy({ understand([Hypothesis($0)]).best == nil }) else { return nil }
        let alone = understand([Hypothesis(last, confidence: first.confidence)])
        guard let best = alone.best, !best.guessed else { return nil }
        var whole = Reading(command: best.command, confidence: best.confidence, source: best.source, heard: first.text)
        whole.negationSaid = best.negationSaid
        return Interpretation(utterance: first.text, locale: alone.locale, best: whole, alternatives: alone.alternatives)
    }

    func understand(_ hypotheses: [Hypothesis]) -> Interpretation {
        var byGrammar = grammar.interpret(hypotheses)
        // A guessed tab name made of other commands' words ("open the private tab", "ouvre l'onglet 18") is no name,
        // nor is a slider turned up or down, or a guessed switch turned off or on, that is the browser's own ("increase
        // the zoom", "baja la velocidad", "all tabs बंद कर दो") the page's: the grammar has read nothing, the model reads it.
        if let model, let best = byGrammar.best,
           best.guessed && Self.namesNothing(best, model) || Self.turnedThing(best).map(model.namesTheBrowsersOwn) == true {
            byGrammar = Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: nil,
                                       alternatives: [best] + byGrammar.alternatives)
        }
        // A search said first, then another command ("search for cats and click the first result"): the search, of
        // what was said before "and" (one command is done at a time; the rest is no query). A kind of element named
        // before "and" is found to act on instead ("busca el icono de búsqueda y escribe madrid"): the model reads that.
        if let model, let best = byGrammar.best, case .search(let query, let scope, let site) = best.command,
           let head = model.textBeforeAnotherRequest(query, of: "search"), !grammar.table.holdsRole(model.words(of: head)) {
            let searched = Reading(command: .search(query: head, scope: scope, site: site), confidence: best.confidence, source: .grammar,
                                   heard: best.heard)
            return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: searched,
                                  alternatives: [best] + byGrammar.alternatives)
        }
        // Finding a kind of element, then typing ("busca el icono de búsqueda y escribe madrid", "cherche le champ nom
        // et écris dupont"): the typing, into that element.
        if let model, let best = byGrammar.best, case .search(let query, _, _) = best.command,
           let head = model.textBeforeAnotherRequest(query, of: "search"), grammar.table.holdsRole(model.words(of: head)),
           let tail = model.textAfterJoiner(query), case .type(let text, nil, let replace)? = grammar.interpret(tail).best?.command {
            return Self.typing(text, into: model.withoutLeadingArticles(head), replace: replace, over: byGrammar, confidence: best.confidence)
        }
        // Where verbs come last, the same said the other way round ("सर्च बॉक्स ढूंढो और जूते लिखो": find the search box
        // and type shoes), which the grammar read as typing all of it: typing the rest into the field found.
        if let model, grammar.table.verbsLast, let best = byGrammar.best, case .type(let text, nil, let replace) = best.command,
           let head = model.textBeforeJoiner(text), let tail = model.textAfterJoiner(text),
           let field = Self.fieldFound(grammar.interpret(head).best?.command, grammar.table, model) {
            return Self.typing(tail, into: field, replace: replace, over: byGrammar, confidence: max(best.confidence, Self.grammarSure))
        }
        let grammarConfidence = byGrammar.best?.confidence ?? 0
        guard grammarConfidence < Self.grammarSure, let model, let first = hypotheses.first else { return byGrammar }
        // A way through a video or a song ("go back ten seconds"): the player's, by the seconds said.
        if let seconds = model.seeking(model.words(of: first.text)) {
            let seek = Reading(command: .click(.text("seek-media \(seconds)")), confidence: first.confidence, source: .nlu, heard: first.text)
            return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: seek,
                                  alternatives: [byGrammar.best].compactMap { $0 } + byGrammar.alternatives)
        }
        if let reading = model.reading(first.text) {
            let scaled = Reading(command: reading.command, confidence: reading.confidence * first.confidence, source: .nlu, heard: first.text)
            // A visit to a place nobody knows is the model's weakest reading: it does not replace the grammar's reading
            // of another command ("switch on notifications" is a switch, not a site called "notifications").
            // Nor is one of the listener's ("geh in dein zimmer") made at all.
            let weakVisit = byGrammar.best.map { !Self.visits($0.command) } == true && Self.visitsUnknownPlace(scaled.command)
                || Self.visitsListenersPlace(scaled.command, model)
            // Nor does a reading that leaves out the name of a thing turned up or down ("sube la temperatura" as
            // scrolling up), nor a web search for a guessed element's name with words before it ("was ist in meinem
            // warenkorb": no search for "meinem warenkorb").
            let leavesOutTheName = byGrammar.best.map {
                $0.command.turnsUpOrDown && !model.readsAnotherIntent(first.text, than: $0.command, from: Self.anotherCommand)
                    || $0.guessed && Self.searches(scaled.command, forTheNameOf: $0.command)
            } == true
            if scaled.confidence >= model.threshold, scaled.confidence > grammarConfidence, scaled.command != byGrammar.best?.command,
               !weakVisit, !leavesOutTheName {
                return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: scaled,
                                      alternatives: ([byGrammar.best].compactMap { $0 } + byGrammar.alternatives))
            }
        }
        // A visit to a place no site directory knows is not made — the grammar's reading stays an alternative — when a
        // word of its name says another command and no going anywhere ("हिस्ट्री की लिस्ट खोलो", "geh zu meinem
        // lesezeichen steuern", "bring up the numbers"), when it goes on past "and" with a request of its own ("go to
        // the fridge and get me a drink"), when it is the listener's ("open your heart"), when it is an invitation to
        // do something ("vamos a ver": let's see), or when the model reads the
        // words as another command ("show me the previous page": go back?) — whatever the model read, when its reading
        // did not take over.
        guard let best = byGrammar.best else { return byGrammar }
        // A guess ("apaga los números": a switch called so?) is not made when the model, unsure, reads another command
        // — the person is asked about that one instead.
        if best.guessed, model.readsAnotherIntent(first.text, than: best.command, from: Self.anotherCommand),
           !Self.searches(model.analyze(first.text).command ?? best.command, forTheNameOf: best.command) {
            // Unless another guess as sure, of a command the model does read, is there ("open the peter müller tab": a
            // tab by its name, as the model reads a tab in it, rather than a click).
            let rest = byGrammar.alternatives
            if let agreed = rest.firstIndex(where: { $0.guessed && $0.confidence >= best.confidence && !Self.namesNothing($0, model)
                && !model.readsAnotherIntent(first.text, than: $0.command, from: Self.anotherCommand) }) {
                var others = rest
                let chosen = others.remove(at: agreed)
                return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: chosen, alternatives: [best] + others)
            }
            return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: nil,
                                  alternatives: [best] + byGrammar.alternatives)
        }
        guard case .navigate(.open, let place, nil, _) = best.command else { return byGrammar }
        let otherCommand = place.map {
            model.namesAnotherCommand($0) || model.joinsAnotherRequest($0) || model.endsWithATime($0) || model.belongsToTheListener($0)
                || model.invitesAlong(model.words(of: best.heard), to: $0) || model.isAnErrand($0)
        } == true
            || first.text == best.heard && model.suggestion(first.text, from: Self.anotherCommand).map { !Self.visits($0.command) } == true
        guard otherCommand else { return byGrammar }
        return Interpretation(utterance: byGrammar.utterance, locale: byGrammar.locale, best: nil,
                              alternatives: [best] + byGrammar.alternatives)
    }

    /// A web search whose query ends with the name of the element a click is of, and has more words.
    static func searches(_ command: Command, forTheNameOf click: Command) -> Bool {
        guard case .search(let query, .web, nil) = command, case .click(.text(let name), _) = click else { return false }
        return query.count > name.count && query.hasSuffix(" " + name)
    }

    /// The name of what a reading turns up or down, or (guessed) on or off.
    static func turnedThing(_ r: Reading) -> String? {
        switch r.command {
        case .type(_, .text(let t)?, _) where r.command.turnsUpOrDown: t
        case .click(.text(let t), let state?) where r.guessed && state.checks != nil: t
        default: nil
        }
    }

    /// A tab switched to by a name that holds nothing but other commands' words, numbers and ordinals.
    static func namesNothing(_ r: Reading, _ model: Understander) -> Bool {
        if case .tab(.switch, _, _, .text(let name)?, _, _) = r.command { return model.namesOnlyCommandWords(name) }
        return false
    }

    /// A visit to a place no site directory knows (no address).
    static func visitsUnknownPlace(_ command: Command) -> Bool {
        if case .navigate(.open, _, nil, _) = command { true } else { false }
    }

    /// A visit to a place no site directory knows that is the listener's ("your heart").
    static func visitsListenersPlace(_ command: Command, _ model: Understander) -> Bool {
        if case .navigate(.open, let place?, nil, _) = command { model.belongsToTheListener(place) } else { false }
    }

    /// A visit to a place, known or not.
    static func visits(_ command: Command) -> Bool {
        if case .navigate(.open, _, _, _) = command { true } else { false }
    }
}
