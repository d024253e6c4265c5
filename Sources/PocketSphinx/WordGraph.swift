/// A grammar as a graph of words: states joined by arcs that each say one word, and arcs that say nothing (null
/// arcs). sphinxbase compiles a JSGF grammar into such a graph by writing out every rule where it is used, so a rule
/// used in twenty places (a number, "the", a role word) is twenty copies, and alternatives that begin alike ("click
/// the first link", "click the second button") each have their own path. The decoder's work grows with the graph:
/// per frame it keeps a history for every state and every phone, and it runs a hidden Markov model for every arc
/// that is alive. `reduced()` makes a graph that says the same sentences with a third of the states for English.
///
/// Only unweighted graphs are made smaller: a sentence then scores the same on any path that says it, so the decoder
/// hears the same sentences from either graph. (Not always with the same scores: a word's first and last sounds are
/// heard in the context of the words that may stand next to it, and a shared state has more neighbours.)
public struct WordGraph: Sendable, Equatable {
    public struct Arc: Sendable, Hashable {
        public let word: Int32
        public let to: Int
        public init(word: Int32, to: Int) { self.word = word; self.to = to }
    }

    public var start: Int
    public var finals: Set<Int>
    /// Word arcs leaving each state.
    public var arcs: [[Arc]]
    /// Null arcs leaving each state.
    public var nulls: [[Int]]

    public var stateCount: Int { arcs.count }
    public var arcCount: Int { arcs.reduce(0) { $0 + $1.count } }

    public init(stateCount: Int, start: Int, finals: Set<Int>) {
        self.start = start
        self.finals = finals
        arcs = Array(repeating: [], count: stateCount)
        nulls = Array(repeating: [], count: stateCount)
    }

    public mutating func add(from: Int, to: Int, word: Int32?) {
        if let word { arcs[from].append(Arc(word: word, to: to)) } else { nulls[from].append(to) }
    }

    /// Whether the graph says these words, start to end.
    public func accepts(_ words: [Int32]) -> Bool {
        var current = closure(of: [start])
        for word in words {
            var next = Set<Int>()
            for s in current { for arc in arcs[s] where arc.word == word { next.insert(arc.to) } }
            if next.isEmpty { return false }
            current = closure(of: next)
        }
        return !current.isDisjoint(with: finals)
    }

    /// A smaller graph that says the same sentences: states from which the same sentences end are one state, then
    /// states to which the same sentences lead are one state. Arcs are never added (making the graph deterministic
    /// first would give the fewest states, but more than twice the arcs for German), null arcs stay. Nil for a graph
    /// with a loop (states are compared from the ends back), which none of the command grammars has.
    public func reduced() -> WordGraph? {
        guard let endsFirst = childrenFirst() else { return nil }
        let (ends, endCount) = classes(in: endsFirst) { s, classOf in
            Likeness(edge: finals.contains(s), arcs: arcs[s].compactMap { a in classOf[a.to].map { Arc(word: a.word, to: $0) } },
                     nulls: nulls[s].compactMap { classOf[$0] })
        }
        // A state that leads nowhere and ends nothing is left out, with the arcs into it.
        guard let first = ends[start] else { return WordGraph(stateCount: 1, start: 0, finals: []) }
        var byEnds = WordGraph(stateCount: endCount, start: first, finals: Set(finals.compactMap { ends[$0] }))
        for s in 0..<stateCount {
            guard let from = ends[s] else { continue }
            for a in arcs[s] { if let to = ends[a.to] { byEnds.arcs[from].append(Arc(word: a.word, to: to)) } }
            for t in nulls[s] { if let to = ends[t] { byEnds.nulls[from].append(to) } }
        }
        return byEnds.mergedByBeginnings()
    }

    /// States reached by the same sentences as one (taken parents first).
    private func mergedByBeginnings() -> WordGraph {
        var into = Array(repeating: [Arc](), count: stateCount), nullsInto = Array(repeating: [Int](), count: stateCount)
        for s in 0..<stateCount {
            for a in arcs[s] { into[a.to].append(Arc(word: a.word, to: s)) }
            for t in nulls[s] { nullsInto[t].append(s) }
        }
        let (begins, count) = classes(in: (childrenFirst() ?? []).reversed()) { s, classOf in
            Likeness(edge: s == start, arcs: into[s].compactMap { a in classOf[a.to].map { Arc(word: a.word, to: $0) } },
                     nulls: nullsInto[s].compactMap { classOf[$0] })
        }
        var graph = WordGraph(stateCount: count, start: begins[start]!, finals: Set(finals.compactMap { begins[$0] }))
        var arcSets = Array(repeating: Set<Arc>(), count: count), nullSets = Array(repeating: Set<Int>(), count: count)
        for s in 0..<stateCount {
            guard let from = begins[s] else { continue }
            for a in arcs[s] { if let to = begins[a.to] { arcSets[from].insert(Arc(word: a.word, to: to)) } }
            for t in nulls[s] { if let to = begins[t], to != from { nullSets[from].insert(to) } }
        }
        graph.arcs = arcSets.map { $0.sorted { ($0.word, $0.to) < ($1.word, $1.to) } }
        graph.nulls = nullSets.map { $0.sorted() }
        return graph
    }

    /// What makes two states one: whether each is the start (or a final state), and its arcs and null arcs to or
    /// from states already made one.
    private struct Likeness: Hashable {
        let edge: Bool
        let arcs: Set<Arc>
        let nulls: Set<Int>
        init(edge: Bool, arcs: [Arc], nulls: [Int]) { self.edge = edge; self.arcs = Set(arcs); self.nulls = Set(nulls) }
        var empty: Bool { !edge && arcs.isEmpty && nulls.isEmpty }
    }

    /// Each state's class, states taken in `order` (each after those its likeness names); a state alike in nothing
    /// (no edge, no arcs) has none.
    private func classes(in order: [Int], _ likeness: (Int, [Int?]) -> Likeness) -> ([Int?], Int) {
        var classOf = [Int?](repeating: nil, count: stateCount)
        var known: [Likeness: Int] = [:]
        for s in order {
            let l = likeness(s, classOf)
            if l.empty { continue }
            if let c = known[l] { classOf[s] = c } else { classOf[s] = known.count; known[l] = known.count }
        }
        return (classOf, known.count)
    }

    /// The states reached from these by null arcs, these included.
    func closure(of states: Set<Int>) -> Set<Int> {
        var seen = states
        var stack = Array(states)
        while let s = stack.popLast() {
            for t in nulls[s] where seen.insert(t).inserted { stack.append(t) }
        }
        return seen
    }

    /// The states reachable from the start, each after every state it leads to by a word or a null arc; nil when
    /// the graph has a loop.
    func childrenFirst() -> [Int]? {
        enum Mark { case new, open, done }
        var mark = Array(repeating: Mark.new, count: stateCount)
        var order: [Int] = []
        var stack: [(state: Int, next: Int)] = [(start, 0)]
        mark[start] = .open
        while let (s, next) = stack.last {
            if next < arcs[s].count + nulls[s].count {
                stack[stack.count - 1].next += 1
                let t = next < arcs[s].count ? arcs[s][next].to : nulls[s][next - arcs[s].count]
                switch mark[t] {
                case .open: return nil
                case .done: continue
                case .new: mark[t] = .open; stack.append((t, 0))
                }
            } else {
                mark[s] = .done
                order.append(s)
                stack.removeLast()
            }
        }
        return order
    }
}
