import CommandModel
import Foundation

/// The command grammar of one locale: reads recognizer hypotheses into commands.
///
/// Matching is deterministic and allocation-light: hypotheses are folded into words, fillers trimmed, and the
/// rule graph walked once per hypothesis (see `Matcher`).
public final class CommandGrammar: Sendable {
    public let table: PhraseTable
    public let numbers: any NumberWords
    let graph: RuleGraph
    public let sites: SiteDirectory
    public let normalizer: Normalizer
    /// The idioms whose own words hold one of the locale's negations (by index into `table.rules`): found once here,
    /// not for each reading.
    let sayingNot: Set<Int>

    /// Below this confidence nothing is returned as the best command: asking again beats a wrong guess.
    public static let minimumConfidence = 0.5
    static let maxAlternatives = 5

    public init(source: String, file: String, sites: SiteDirectory = .bundled) throws {
        let table = try PhraseTableParser.parse(source, file: file)
        self.table = table
        self.sites = sites
        self.normalizer = Normalizer(elisions: table.elisions)
        self.numbers = NumberLanguage.words(for: table.language, table: table.numbers)
        self.sayingNot = Set(table.rules.indices.filter { Self.saysNot(table.rules[$0], table) })
        do {
            self.graph = try RuleGraph(table: table) { rule, slots in
                do {
                    _ = try CommandAssembler.command(rule, captures: slots.map { CommandAssembler.sample($0, $1) })
                } catch {
                    throw GrammarFileError(file: file, line: rule.line, column: 1, message: "rule makes no valid command: \(error)")
                }
            }
        } catch let e as GrammarFileError where e.file.isEmpty {
            throw GrammarFileError(file: file, line: e.line, column: e.column, message: e.message)
        }
    }

    /// The bundled grammar of a locale ("en-US", or "en"); loaded once per process.
    public static func bundled(_ locale: String) throws -> CommandGrammar {
        guard let name = SupportedLocale.resolve(locale) else { throw UnsupportedLocale(name: locale) }
        return try cache.grammar(name) {
            guard let url = Bundle.module.url(forResource: "locales", withExtension: nil)?
                .appendingPathComponent("\(name).grammar")
            else { throw UnsupportedLocale(name: locale) }
            return try CommandGrammar(source: String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        }
    }

    public var locale: String { table.locale }

    public func interpret(_ utterance: String) -> Interpretation { interpret([Hypothesis(utterance)]) }

    /// Reads every hypothesis, merges readings of the same command (keeping the most confident), and ranks them.
    public func interpret(_ hypotheses: [Hypothesis]) -> Interpretation {
        let matcher = Matcher(graph: graph, table: table, numbers: numbers, sites: sites)
        var scored: [(candidate: Candidate, confidence: Double, heard: String)] = []
        for hypothesis in hypotheses {
            let confidence = min(max(hypothesis.confidence, 0), 1)
            let kept = normalizer.tokens(hypothesis.text).filter { !table.noise.contains($0.text) }
            let edges = table.trimming(table.fillers, from: kept[...])
            let words = Array(edges)
            var found = matcher.candidates(words).compactMap(resolvingValues)
            // A filler may have been the point ("type please"), or end text to type: try again with the edges kept,
            // when a filler was trimmed and either nothing was found or the fillers were all at the end.
            if words.count < kept.count, found.isEmpty || edges.startIndex == kept.startIndex {
                let whole = matcher.candidates(kept).compactMap(resolvingValues)
                found = found.isEmpty ? whole : keepingTypedEnd(found, whole, end: kept[edges.endIndex...])
            }
            if found.isEmpty, let request = AbilityRequest.command(kept) {
                found = matcher.candidates(Array(table.trimming(table.fillers, from: request[...]))).compactMap(resolvingValues)
            }
            for candidate in mostSpecific(found) {
                scored.append((candidate, confidence * candidate.factor, hypothesis.text))
            }
        }
        scored.sort {
            $0.confidence != $1.confidence ? $0.confidence > $1.confidence : Candidate.ranks($0.candidate, before: $1.candidate)
        }
        var readings: [Reading] = []
        for entry in scored where readings.count <= Self.maxAlternatives {
            guard case let assembled? = try? CommandAssembler.command(table.rules[entry.candidate.rule], captures: entry.candidate.captures),
                case let command = aboutThePageOrTheListener(namingPlainly(searchingThePage(searchingASite(finishingTypedText(assembled, heard: entry.heard))))), !readings.contains(where: { $0.command == command })
            else { continue }
            var reading = Reading(command: command, confidence: entry.confidence, source: .grammar, heard: entry.heard)
            reading.guessed = table.rules[entry.candidate.rule].guess
            reading.negationSaid = sayingNot.contains(entry.candidate.rule)
            readings.append(reading)
        }
        let utterance = hypotheses.first?.text ?? ""
        guard let first = readings.first, first.confidence >= Self.minimumConfidence else {
            return Interpretation(utterance: utterance, locale: locale, best: nil, alternatives: readings)
        }
        return Interpretation(utterance: utterance, locale: locale, best: first, alternatives: Array(readings.dropFirst()))
    }

    /// A description that is a position and a kind of element alone ("quinto botón", "fünften menü", "दूसरा बटन"), as
    /// folded words: that position among that kind; nil when it is no such description.
    public func placeAndKind(_ words: [String]) -> Target? {
        guard words.count >= 2, let n = numbers.ordinal([words[0]]), let role = table.roles[Array(words.dropFirst())] else { return nil }
        return .ordinal(n, role: role)
    }

    /// Whether the words, fillers and noise aside, ask for the last command once more ("do that again", "otra vez").
    public func asksAgain(_ utterance: String) -> Bool {
        let kept = normalizer.tokens(utterance).filter { !table.noise.contains($0.text) }
        // A filler may be the phrase's own word (German "noch mal").
        return table.again.contains(kept.map(\.text)) || table.again.contains(table.trimming(table.fillers, from: kept[...]).map(\.text))
    }

    /// Whether a rule is an idiom whose own words hold one of the locale's negations.
    static func saysNot(_ rule: PhraseTable.Rule, _ table: PhraseTable) -> Bool {
        guard rule.idiom, !table.negations.isEmpty else { return false }
        let words = table.words(of: rule.pattern)
        return table.negations.contains { $0.phrases.contains { !$0.isEmpty && $0.allSatisfy(words.contains) } }
    }

    /// Per intent, only the readings that leave the fewest words to free text: "type hello in 5" is text "hello"
    /// into 5, not the text "hello in 5"; "click five" is number 5, not an element described as "five".
    func mostSpecific(_ candidates: [Candidate]) -> [Candidate] {
        var fewest: [Intent: Int] = [:]
        for c in candidates { fewest[table.rules[c.rule].intent] = min(fewest[table.rules[c.rule].intent] ?? .max, c.freeWords) }
        return candidates.filter { $0.freeWords == fewest[table.rules[$0.rule].intent] }
    }

    /// Replaces a value phrase ("dark mode") by the value it names for the setting in play, or drops the candidate
    /// when the phrase names no value of that setting ("switch to dark mode" is not a language).
    func resolvingValues(_ c: Candidate) -> Candidate? {
        guard let i = c.captures.firstIndex(where: { $0.type == .value }), case .text(let phrase) = c.captures[i].reading
        else { return c }
        let rule = table.rules[c.rule]
        let setting = rule.fixed.first(where: { $0.key == "setting" })?.value
            ?? c.captures.first(where: { $0.type == .setting }).flatMap { if case .text(let s) = $0.reading { s } else { nil } }
        let words = phrase.split(separator: " ").map(String.init)
        guard let setting, let value = table.values[words]?[setting] else { return nil }
        var captures = c.captures
        captures[i] = .init(name: captures[i].name, type: .value, reading: .text(value))
        return Candidate(rule: c.rule, captures: captures, factor: c.factor, freeWords: c.freeWords)
    }

    /// Text to type is kept as said: a filler that ends it is one of its words ("type see you right now"), unless
    /// something else ends the utterance ("type hello in the search box now").
    func keepingTypedEnd(_ found: [Candidate], _ whole: [Candidate], end: ArraySlice<Token>) -> [Candidate] {
        let end = (end.first?.glue ?? " ") + end.said
        let typed = mostSpecific(whole.filter { table.rules[$0.rule].intent == .type })
        let endsText = typed.contains { c in
            c.captures.contains {
                if $0.name == "text", case .text(let text) = $0.reading {
                    (" " + Normalizer.trimmingWrittenEnds(text)).hasSuffix(end)
                } else { false }
            }
        }
        return endsText ? found.filter { table.rules[$0.rule].intent != .type } + typed : found
    }
}

/// Grammars already loaded, by locale.
final class GrammarCache: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: [String: CommandGrammar] = [:]

    func grammar(_ name: String, load: () throws -> CommandGrammar) throws -> CommandGrammar {
        lock.lock()
        defer { lock.unlock() }
        if let g = loaded[name] { return g }
        let g = try load()
        loaded[name] = g
        return g
    }
}

let cache = GrammarCache()

extension CommandGrammar {
    /// A web search whose query ends with a word like "on" and a known site ("chercher des chats sur youtube", read
    /// by a rule without a site) searches that site; a web search engine is no site to search (`searched(on:)`).
    func searchingASite(_ command: Command) -> Command {
        guard case .search(let query, .web, let site) = command else { return command }
        if let site { return .search(query: query, scope: .web, site: Self.searched(on: site)) }
        guard let found = siteAtTheEnd(of: normalizer.tokens(query)[...]) else { return command }
        return .search(query: found.query.said, scope: .web, site: found.site)
    }

    /// "Háblame de esta página", "parle-moi de cette page", "tell me about this page": a search of the web for the page
    /// itself (articles and `website` words alone) is the page read aloud; one for the listener alone ("tell me about
    /// yourself", "तुम्हारे बारे में बताओ": `addressing` and `listener` words) asks the browser what it does.
    public func aboutThePageOrTheListener(_ command: Command) -> Command {
        guard case .search(let query, .web, nil) = command else { return command }
        let words = normalizer.tokens(query).map(\.text).filter { !table.articles.contains($0) }
        guard !words.isEmpty else { return command }
        if table.websites.contains(words) { return .read(.start) }
        return words.allSatisfy({ table.addressing.contains($0) || table.listeners.contains($0) }) ? .help : command
    }

    /// A search of the page looks for what was said, without the words that say where to look at either end
    /// ("does it say opening hours anywhere here", "steht hier irgendwo wetter morgen"), nor those that say a word
    /// follows ("search this page for the word delivery"): `somewhere` and `word` in the tables.
    public func searchingThePage(_ command: Command) -> Command {
        guard case .search(let query, .page, let site) = command, !table.somewhere.isEmpty || !table.wordsFor.isEmpty else { return command }
        let tokens = normalizer.tokens(query)[...]
        let kept = table.trimming(table.somewhere + table.wordsFor, from: tokens)
        return kept.count == tokens.count ? command : .search(query: kept.said, scope: .page, site: site)
    }

    /// Bookmark names and element descriptions without the words that say a name follows ("ve al marcador que se
    /// llama mi blog" opens "mi blog"): `called` in the tables, before the name, or after it where verbs come last.
    public func namingPlainly(_ command: Command) -> Command {
        guard !table.called.isEmpty else { return command }
        func plain(_ said: String) -> String {
            let tokens = normalizer.tokens(said)[...]
            var kept = tokens
            while let p = table.called.first(where: { p in
                p.count < kept.count && (table.verbsLast ? kept.suffix(p.count) : kept.prefix(p.count)).map(\.text) == p
            }) {
                kept = table.verbsLast ? kept.dropLast(p.count) : kept.dropFirst(p.count)
            }
            return kept.count == tokens.count ? said : kept.said
        }
        func plain(_ target: Target?) -> Target? { if case .text(let said)? = target { .text(plain(said)) } else { target } }
        switch command {
        case .bookmark(let action, let name?, let favorite): return .bookmark(action, name: plain(name), favorite: favorite)
        case .click(let target, let state): return plain(target).map { .click($0, state: state) } ?? command
        case .type(let text, let target, let replace): return .type(text: text, target: plain(target), replace: replace)
        case .tab(let action, let index, let isPrivate, let target, let destination, let url):
            return .tab(action, index: index, isPrivate: isPrivate, target: plain(target), destination: destination, url: url)
        default: return command
        }
    }

    /// The known site a search's words end with, after a word like "on" and before any politeness ("cats on youtube
    /// please"): the words before it, and the site to search (`searched(on:)`).
    public func siteAtTheEnd(of tokens: ArraySlice<Token>) -> (query: ArraySlice<Token>, site: String?)? {
        guard tokens.count >= 3,
              let i = tokens.indices.dropFirst().last(where: { table.particles.contains(tokens[$0].text) }),
              i + 1 < tokens.endIndex else { return nil }
        var site = tokens[(i + 1)...]
        while let last = site.last, site.count > 1, table.polite.contains([last.text]) { site = site.dropLast() }
        guard let url = sites.resolve(site, table: table).url else { return nil }
        return (tokens[..<i], Self.searched(on: url))
    }

    /// A place as said ("the guardian", "example dot com") and its address, when it is a known site or an address.
    public func place(_ said: String) -> (destination: String, url: String?) { sites.resolve(normalizer.tokens(said)[...], table: table) }

    /// A place said without its address (as a cloud model names one: "wikipedia") with the address the site directory
    /// knows for it; anything else as it is.
    public func resolvingPlace(_ command: Command) -> Command {
        func url(_ said: String) -> String? { place(said).url }
        switch command {
        case .navigate(.open, let destination?, nil, let count):
            return .navigate(.open, destination: destination, url: url(destination), count: count)
        case .tab(.open, let index, let isPrivate, nil, let destination?, nil):
            return .tab(.open, index: index, isPrivate: isPrivate, destination: destination, url: url(destination))
        default: return command
        }
    }

    /// The site a search goes to: none for a web search engine ("google cats", "google पर … search करो"), which is
    /// the web search the person chose.
    public static func searched(on site: String) -> String? { SiteDirectory.webSearchEngines.contains(site) ? nil : site }

    /// The command with its text to type finished against what was heard: its spoken addresses written out ("type
    /// john at example dot com" types "john@example.com") and the request's own question mark left out
    /// (`PhraseTable.typedText`).
    func finishingTypedText(_ command: Command, heard: String) -> Command {
        guard case .type(let text, let target, let replace) = command, !text.isEmpty else { return command }
        let written = table.typedText(table.writingAddresses(in: table.withoutWordsNamingText(text)), in: normalizer.tokens(heard))
        return .type(text: written, target: target, replace: replace)
    }
}
