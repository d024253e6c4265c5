import CPocketSphinx
import Foundation
import Speech

/// The names of things on the page, heard as said ("accept all", "subscribe"): a small grammar of its own, set for
/// each page, through which a doubtful command utterance is decoded again. Its reading is scored against the phone
/// loop like the command grammar's, so a name only wins when it explains the audio better than any command did.
extension PocketSphinxRecognizer {
    static let pageNames = "page"
    /// Names kept at most (the first ones: the page's top, in reading order).
    static let pageNameLimit = 150
    /// Score units per frame a name's path may fall behind the phone loop for confidence 0.5 (commands: 9.5).
    static let pageNameMidpoint = 0.0

    /// Sets the names of things on the page (`SpeechRecognizer.setPageNames`), on the queue that decodes; while an
    /// utterance is being heard, from the next one on (the decoder's searches are not changed in the middle of one).
    public func setPageNames(_ names: [String]) {
        guard running?.isOpen != true else { pendingPageNames = names; return }
        pendingPageNames = nil
        let phrases = hearablePageNames(names)
        guard phrases != pagePhrases else { return }
        pagePhrases = phrases
        hasPageSearch = !phrases.isEmpty && ps_set_jsgf_string(decoder, Self.pageNames, Self.pageGrammar(phrases)) == 0
    }

    /// The JSGF alternatives of the names whose words the dictionary has: lower case, letters and apostrophes only,
    /// one to six words.
    func hearablePageNames(_ names: [String]) -> [String] {
        var out: [String] = [], seen = Set<String>()
        let candidates = names.compactMap { name -> [String]? in
            let words = name.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "'") }).map(String.init)
            return (1...6).contains(words.count) ? words : nil
        }
        lookUp(Set(candidates.flatMap { $0 }))
        for words in candidates where out.count < Self.pageNameLimit {
            let phrase = words.joined(separator: " ")
            guard !seen.contains(phrase), words.allSatisfy(canHear) else { continue }
            seen.insert(phrase)
            out.append(phrase)
        }
        return out
    }

    /// The page grammar: one of the names.
    static func pageGrammar(_ phrases: [String]) -> String {
        "#JSGF V1.0;\ngrammar page;\npublic <name> = " + phrases.joined(separator: " | ") + ";\n"
    }
}
