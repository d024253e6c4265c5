import ArgumentParser
import Foundation
import CommandModel
import Grammar
import NLU

struct NLUCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nlu",
        abstract: "The on-device model of free phrasing: train it, evaluate it, ask it.",
        discussion: """
            The corpus is Sources/NLU/Resources/corpus/<locale>.nlu (templates of how people say each command, and \
            slot values); every fourth template and every third slot value are held out for evaluation.

            Examples:
              avanues nlu train --output Sources/NLU/Resources/models
              avanues nlu eval --locale hi-IN
              avanues nlu analyze "find the search bar and type running shoes"
            """,
        subcommands: [Train.self, Eval.self, Analyze.self, Export.self]
    )

    struct Locales: ParsableArguments {
        @Option(name: .long, help: "A locale (en-US, es-ES, fr-FR, de-DE, hi-IN), or all.") var locale = "all"

        func resolved() throws -> [String] {
            if locale == "all" { return SupportedLocale.all }
            guard let l = SupportedLocale.resolve(locale) else { throw CLIError("unknown locale '\(locale)'") }
            return [l]
        }
    }

    struct Train: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Train the models from the corpus (training split only).")
        @OptionGroup var locales: Locales
        @Option(name: .long, help: ArgumentHelp("Where to write <locale>.nlumodel.", valueName: "DIR")) var output: String
        @Flag(name: .long, help: "For choosing how to train: leave the test split out altogether and split the training split again (train and eval alike).")
        var development = false

        func run() throws {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for locale in try locales.resolved() {
                let start = ContinuousClock.now
                var corpus = try Corpus.bundled(locale)
                corpus.development = development
                let grammar = try CommandGrammar.bundled(locale)
                let model = NLUModel.train(corpus, grammar: grammar)
                let data = model.encoded()
                let path = output + "/\(locale).nlumodel"
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
                let train = corpus.examples(.train, normalizer: grammar.normalizer).count
                print("\(locale): \(train) training utterances, \(model.labels.count) labels, temperature \(model.temperature), \(data.count / 1024) KiB → \(path) (\(start.duration(to: .now)))")
            }
        }
    }

    /// The model for a locale from a folder (`--models`), or the shipped one; with its size in bytes.
    static func understander(_ locale: String, models: String?) throws -> (Understander, bytes: Int) {
        guard let models else { return (try Understander.bundled(locale), Understander.bundledSize(locale)) }
        let grammar = try CommandGrammar.bundled(locale)
        let file = models + "/\(grammar.locale).nlumodel"
        guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("no model at \(file)") }
        return (Understander(model: try NLUModel(data: data), grammar: grammar), data.count)
    }

    struct Eval: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Accuracy on the held-out split: per intent and locale, confusions, entities, calibration, speed.",
            discussion: """
                Also the chain (the grammar, then the model) on the same utterances: how often it acts and is right, \
                and, where it acts on nothing, how often the window would ask back ("did you mean …?", a reading from \
                \(Understander.askThreshold) up to the threshold that every word explains) and how often rightly.
                """)
        @OptionGroup var locales: Locales
        @Option(name: .long, help: ArgumentHelp("Models from this folder instead of the shipped ones.", valueName: "DIR"))
        var models: String?
        @Flag(name: .long, help: "One JSON document per locale.") var json = false
        @Flag(name: .long, help: "List every mistake: the model's (✗), the chain's wrong actions (⚠) and the commands it left undone (·).") var mistakes = false
        @Flag(name: .long, help: "For choosing how to train: leave the test split out altogether and split the training split again (train and eval alike).")
        var development = false

        func run() throws {
            var all: [Evaluation] = []
            for locale in try locales.resolved() {
                var corpus = try Corpus.bundled(locale)
                corpus.development = development
                let (understander, bytes) = try NLUCommand.understander(locale, models: models)
                if understander.model.digest != corpus.digest {
                    FileHandle.standardError.write(Data("warning: the \(locale) model was trained on another version of the corpus — run avanues nlu train\n".utf8))
                }
                var e = Evaluation.run(understander, corpus: corpus, modelBytes: bytes)
                if !mistakes && json { e.mistakes = []; e.chainMistakes = []; e.chainUnanswered = [] }
                all.append(e)
                if json { print(PageRunner.json(e)); continue }
                print(render(e))
            }
            if !json && all.count > 1 {
                let total = all.reduce(0) { $0 + $1.modelBytes }
                print("all locales: models \(total / 1024) KiB in total; intent accuracy " +
                      all.map { "\($0.locale) \(percent($0.intentAccuracy))" }.joined(separator: ", "))
            }
        }

        func percent(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }

        func render(_ e: Evaluation) -> String {
            var out = "== \(e.locale): \(e.examples) held-out utterances\n"
            out += "intent accuracy \(percent(e.intentAccuracy)); entities exact \(percent(e.entityExactMatch)) of \(e.entityExamples); "
            out += "whole command \(percent(e.commandAccuracy))\n"
            out += "calibration error \(String(format: "%.3f", e.calibrationError)); at threshold \(e.threshold): answers \(percent(e.coverage)), "
            out += "right when answering \(percent(e.accuracyAnswered))\n"
            out += "through the chain (grammar, then model): right \(percent(e.chainAccuracy)); answers \(percent(e.chainCoverage)), "
            out += "right when answering \(percent(e.chainAccuracyAnswered)); asks back (\"did you mean …?\") "
            out += "\(percent(e.chainAsked)), right when asking \(percent(e.chainAskedRight))\n"
            out += "latency p50 \(String(format: "%.3f", e.latencyP50Ms)) ms, p95 \(String(format: "%.3f", e.latencyP95Ms)) ms; model \(e.modelBytes / 1024) KiB\n"
            out += "threshold → answered / right when answering: " + e.sweep.map {
                String(format: "%.2f→%.0f%%/%.0f%%", $0[0], $0[1] * 100, $0[2] * 100)
            }.joined(separator: "  ") + "\n"
            out += "per intent:\n"
            var byIntent: [String: (Int, Int)] = [:]
            for s in e.perLabel {
                let intent = String(s.label.split(separator: " ").first ?? "")
                byIntent[intent, default: (0, 0)].0 += s.count
                byIntent[intent, default: (0, 0)].1 += s.correct
            }
            for (intent, (n, c)) in byIntent.sorted(by: { $0.key < $1.key }) {
                out += "  \(intent.padding(toLength: 10, withPad: " ", startingAt: 0)) \(percent(Double(c) / Double(max(n, 1)))) of \(n)\n"
            }
            let confusions = e.confusion.flatMap { gold, row in row.filter { $0.key != gold }.map { (gold, $0.key, $0.value) } }
                .sorted { $0.2 != $1.2 ? $0.2 > $1.2 : ($0.0, $0.1) < ($1.0, $1.1) }   // ties by name: runs diff cleanly
            out += confusions.isEmpty ? "confusions: none\n" : "confusions (expected → chosen):\n"
            for (gold, chosen, n) in confusions.prefix(12) { out += "  \(n) × \(gold) → \(chosen)\n" }
            if mistakes {
                for m in e.mistakes { out += "  ✗ \(m)\n" }
                for m in e.chainMistakes { out += "  ⚠ \(m)\n" }
                for m in e.chainUnanswered { out += "  · \(m)\n" }
            }
            return out
        }
    }

    struct Analyze: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What the model makes of a phrase (label, confidence, entities, command, unexplained words).",
            discussion: """
                `unexplained`: words outside the entities that no command of the training data is said with. \
                `onlyFreeText`: nothing outside the free text says which command it is (a sentence taken whole for \
                text to type or an element). The chain does not act on a reading with \(Understander.unexplainedLimit) \
                or more unexplained words (one, for a click on an element named without a kind of element, such as \
                "fix the kitchen tap", and for clearing the history, removing a bookmark or closing a tab), nor on \
                one that leaves out a number in a command without words of its own ("zoom to 150 percent"), nor on \
                one that is only free text, nor on one under confidence \
                \(Understander.defaultThreshold); from \(Understander.askThreshold), a reading every word explains is \
                asked about in the window ("did you mean …?").
                """)
        @OptionGroup var locale: LocaleOption
        @Option(name: .long, help: ArgumentHelp("The model from this folder instead of the shipped one.", valueName: "DIR"))
        var models: String?
        @Argument(help: "The phrase.") var words: [String]

        func run() throws {
            let (u, _) = try NLUCommand.understander(locale.locale, models: models)
            let r = u.analyze(words.joined(separator: " "))
            struct Out: Encodable {
                let label: String; let confidence: Double; let entities: [String: String]; let command: Command?
                let ranked: [[String: String]]
                let unexplained: [String]
                let onlyFreeText: Bool
            }
            print(PageRunner.json(Out(label: r.label, confidence: ParseReport.rounded(r.confidence), entities: r.entities,
                                      command: r.command,
                                      ranked: r.ranked.map { ["label": $0.label, "p": String(format: "%.3f", $0.probability)] },
                                      unexplained: r.unexplainedWords, onlyFreeText: r.onlyFreeText)))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The corpus's utterances of a split as JSON lines (for comparing with other models).")
        @OptionGroup var locales: Locales
        @Option(name: .long, help: "train or test.") var split: String = "test"
        @Flag(name: .long, help: "With --split train: everything the trainer sees (phrase-table samples and content swaps too).")
        var asTrained = false

        func run() throws {
            guard let s = Corpus.Split(rawValue: split) else { throw CLIError("--split must be train or test") }
            struct Line: Encodable { let locale: String; let text: String; let label: String; let entities: [String: String] }
            for locale in try locales.resolved() {
                let grammar = try CommandGrammar.bundled(locale)
                let corpus = try Corpus.bundled(locale)
                let examples = s == .train && asTrained ? NLUModel.trainingExamples(corpus, grammar: grammar)
                    : corpus.examples(s, normalizer: grammar.normalizer)
                for e in examples {
                    print(PageRunner.json(Line(locale: locale, text: e.text, label: e.label, entities: e.entities)))
                }
            }
        }
    }
}
