extension PhraseTable {
    /// Text to type with the e-mail addresses in it written as addresses: "john dot smith at example dot com" →
    /// "john.smith@example.com", "juan arroba correo punto es" → "juan@correo.es"; and text that is one spoken web
    /// address and nothing else ("example dot com") → "example.com". Only a run of words shaped like an address
    /// changes — words joined by the locale's words for "." (`dot`), with one word for "@" (`at`) followed by a ".",
    /// ending in a known ending ("com", "org", "es") — so "meet me at the park" and "the point is" stay as said.
    public func writingAddresses(in text: String) -> String {
        // The punctuation the text ends with is not the address's ("… at example dot com."), and an address alone is
        // typed without it (a recognizer ends every sentence with a full stop).
        let core = Normalizer.trimmingWrittenEnds(text)
        guard let range = text.range(of: core), !core.isEmpty else { return text }
        let words = core.split(separator: " ").map(String.init)
        for needsAt in [false, true] where words.count >= 3 {
            if let whole = address(words[...], needsAt: needsAt), whole.end == words.count { return whole.written }
        }
        return String(text[..<range.lowerBound]) + writingAddresses(inWords: core) + String(text[range.upperBound...])
    }

    private func writingAddresses(inWords text: String) -> String {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, !ats.isEmpty else { return text }
        var out: [String] = []
        var i = 0
        while i < words.count {
            if let found = address(words[i...], needsAt: true) {
                out.append(found.written)
                i = found.end
            } else {
                out.append(words[i])
                i += 1
            }
        }
        return out.joined(separator: " ")
    }

    /// The endings of addresses people say: the last part of an address must be one ("the point is" is no address).
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "info", "io", "co", "uk", "us", "de", "es", "fr", "in", "it", "eu", "ch", "at",
        "nl", "be", "ca", "au", "mx", "ar", "br", "ie", "pt", "app", "dev", "me", "tv", "biz",
    ]

    /// The address spoken from the start of `words`, and the index after it: parts joined by "." and at most one
    /// "@", at least one "." after the "@" (or anywhere, without one), and a last part that ends addresses.
    private func address(_ words: ArraySlice<String>, needsAt: Bool) -> (written: String, end: Int)? {
        // A part may end with the sentence's punctuation ("com,"), and then the address ends there.
        func split(_ w: String) -> (core: String, trail: String) {
            let core = Normalizer.trimmingWrittenEnds(w)
            return w.hasPrefix(core) ? (core, String(w.dropFirst(core.count))) : (w, "")
        }
        func part(_ w: String) -> Bool {
            let f = Normalizer.fold(w)
            return !dots.contains(f) && !ats.contains(f) && !w.isEmpty
                && w.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }
        guard let first = words.first, part(first) else { return nil }
        var written = first.lowercased(), k = words.startIndex + 1
        var at = false, dotsAfterAt = 0, dotsInAll = 0, best: (String, Int)?
        while k + 1 < words.endIndex, case let (next, trail) = split(words[k + 1]), part(next) {
            let joiner = Normalizer.fold(words[k])
            if dots.contains(joiner) {
                written += "." + next.lowercased()
                dotsInAll += 1
                if at { dotsAfterAt += 1 }
            } else if ats.contains(joiner), !at {
                written += "@" + next.lowercased()
                at = true
            } else {
                break
            }
            k += 2
            let complete = needsAt ? at && dotsAfterAt > 0 : !at && dotsInAll > 0
            if complete, Self.topLevelDomains.contains(next.lowercased()) { best = (written + trail, k) }
            if !trail.isEmpty { break }
        }
        return best
    }
}
