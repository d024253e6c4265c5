/// An utterance's BIO tags, one per word ("B-query", "I-query", "O"), as the span rules read and write them.
extension Array where Element == String {
    /// Where the span of `slot` that starts at `start` ends (exclusive): after the "I-" tags that follow it.
    func spanEnd(from start: Int, slot: String) -> Int {
        var end = start + 1
        while end < count, self[end] == "I-" + slot { end += 1 }
        return end
    }

    /// Where the span of `slot` that holds the word before `end` starts: back over its "I-" tags to its "B-" tag.
    func spanStart(before end: Int, slot: String) -> Int {
        var start = end - 1
        while start > 0, self[start] == "I-" + slot { start -= 1 }
        return start
    }

    /// Tags the words of `range` as one span of `slot`.
    mutating func mark(_ range: Range<Int>, as slot: String) {
        for k in range { self[k] = (k == range.lowerBound ? "B-" : "I-") + slot }
    }
}
