import CPocketSphinx
import Foundation
import Speech

/// The words the decoder holds: the grammars' (looked up in the model's dictionary as they are asked for, compounds
/// made of two words it has), and the whole dictionary once the language model is needed for free text.
extension PocketSphinxRecognizer {
    /// A word the dictionary has, or a compound of two words it has ("checkbox" = "check" + "box"), which is
    /// then added with the two pronunciations joined.
    func canHear(_ word: String) -> Bool {
        if knows(word) { return true }
        for (a, b) in Self.compoundParts(word) {
            guard let pa = ps_lookup_word(decoder, a) else { continue }
            defer { Foundation.free(pa) }
            guard let pb = ps_lookup_word(decoder, b) else { continue }
            defer { Foundation.free(pb) }
            let phones = String(cString: pa) + " " + String(cString: pb)
            return add(word, phones)
        }
        return false
    }

    @discardableResult
    func add(_ word: String, _ phones: String, update: Bool = false) -> Bool {
        guard ps_add_word(decoder, word, phones, update ? 1 : 0) >= 0 else { return false }
        addedWords.append((word, phones))
        return true
    }

    /// Adds the dictionary's pronunciations of the words the decoder does not hold yet.
    func lookUp(_ words: Set<String>) {
        guard let dictionaryFile else { return }
        let missing = words.subtracting(lookedUp).filter { !knows($0) }
        lookedUp.formUnion(missing)
        guard !missing.isEmpty, let entries = try? dictionaryFile.entries(for: missing) else { return }
        for e in entries { _ = ps_add_word(decoder, e.word, e.phones, 0) }
        for v in configuration.pronunciationVariants?.added(to: entries) ?? [] { add(v.word, v.phones) }
    }

    /// The words the configuration's grammars ask about, with the parts a compound could be made of.
    static func wordsAsked(by configuration: Configuration) -> Set<String> {
        var asked = Set<String>()
        _ = configuration.commandGrammar { asked.insert($0); return true }
        for phrase in configuration.wakePhrases { asked.formUnion(phrase.split(separator: " ").map(String.init)) }
        return withParts(asked)
    }

    /// The words and, for each that could be a compound (`canHear`), its possible first and second parts.
    static func withParts(_ words: Set<String>) -> Set<String> {
        words.union(words.flatMap { compoundParts($0).flatMap { [$0.0, $0.1] } })
    }

    /// Every way to cut a word in two parts of at least two letters ("checkbox": … "check" + "box" …); none for
    /// words under five letters or with other characters. A compound is heard as the first cut whose parts are words.
    static func compoundParts(_ word: String) -> [(String, String)] {
        let chars = Array(word)
        guard chars.count >= 5, chars.allSatisfy({ $0.isLetter }) else { return [] }
        return (2...(chars.count - 2)).map { (String(chars[..<$0]), String(chars[$0...])) }
    }

    /// Loads the whole dictionary (for the language model), with the words this recognizer added: the load
    /// rebuilds every search at once, and a grammar word missing from the new dictionary would break its search.
    func loadWholeDictionary() throws(SpeechError) {
        guard let file = dictionaryFile else { return }
        let whole: URL
        do { whole = try file.copy(adding: addedWords) } catch {
            throw .engineUnavailable("cannot read the dictionary \(file.url.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: whole) }
        guard ps_load_dict(decoder, whole.path, nil, nil) == 0 else {
            throw .engineUnavailable("PocketSphinx could not load the dictionary \(file.url.path)")
        }
        dictionaryFile = nil
    }

    func loadLanguageModelIfNeeded() throws(SpeechError) {
        guard !loadedLanguageModel else { return }
        try loadWholeDictionary()
        guard let lm = configuration.model.languageModel, ps_set_lm_file(decoder, Self.freeText, lm.path) == 0 else {
            throw .engineUnavailable("no language model for free text")
        }
        loadedLanguageModel = true
    }
}
