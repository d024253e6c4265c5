import CommandModel
import Grammar

extension Understander {
    /// A click said with a word that leaves an element in one state ("tick the newsletter box", "décoche la case",
    /// "collapse the menu") carries that state (`Lexicon.stateWords`); words of two states, or of none, leave it a plain
    /// click.
    func withState(_ command: Command?, words: [String]) -> Command? {
        guard case .click(let target, nil)? = command else { return command }
        let states = Set(words.compactMap { featurizer.lexicon.stateWords[$0] })
        guard states.count == 1, let state = states.first else { return command }
        return .click(target, state: state)
    }

    func withState(_ r: NLUResult, said: [Token]) -> NLUResult {
        var out = r
        out.command = withState(r.command, words: said.map(\.text))
        return out
    }
}
