import CommandModel
import Grammar

extension Understander {
    /// A click said with a word that leaves a box checked or unchecked ("tick the newsletter box", "décoche la case")
    /// carries that state (`Lexicon.checking`); words of both states, or of none, leave it a plain click.
    func checking(_ command: Command?, words: [String]) -> Command? {
        guard case .click(let target, nil)? = command else { return command }
        let states = Set(words.compactMap { featurizer.lexicon.checking[$0] })
        guard states.count == 1, let state = states.first else { return command }
        return .click(target, checked: state)
    }

    func checking(_ r: NLUResult, said: [Token]) -> NLUResult {
        var out = r
        out.command = checking(r.command, words: said.map(\.text))
        return out
    }
}
