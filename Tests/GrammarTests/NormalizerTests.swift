import Grammar
import Testing

@Suite struct NormalizerTests {
    @Test func foldsCaseAccentsAndPunctuation() {
        let words = Normalizer().tokens("Haz CLÍC, en «tres»!").map(\.text)
        #expect(words == ["haz", "clic", "en", "tres"])
    }

    @Test func keepsWhatWasSaidForFreeText() {
        let tokens = Normalizer().tokens("Type Crème Brûlée")
        #expect(tokens.map(\.raw) == ["Type", "Crème", "Brûlée"])
        #expect(tokens.map(\.text) == ["type", "creme", "brulee"])
    }

    @Test func devanagariDigitsAndSpellingVariantsFold() {
        #expect(Normalizer.fold("२३") == "23")
        #expect(Normalizer.fold("पाँच") == Normalizer.fold("पांच"))
        #expect(Normalizer.fold("ज़ूम") == Normalizer.fold("जूम"))
        #expect(Normalizer.fold("अड़तीस") == Normalizer.fold("अडतीस"))
        // vowel signs are letters, not accents
        #expect(Normalizer.fold("तीन") != Normalizer.fold("तन"))
    }

    @Test func hyphensSplitWordsButNotAddresses() {
        #expect(Normalizer().tokens("twenty-three").map(\.text) == ["twenty", "three"])
        #expect(Normalizer().tokens("open my-site.org").map(\.text) == ["open", "my-site.org"])
    }

    @Test func elidedArticlesSplitOff() {
        let n = Normalizer(elisions: ["l", "d", "qu"])
        #expect(n.tokens("ferme l’onglet").map(\.text) == ["ferme", "l", "onglet"])
        #expect(n.tokens("qu'est-ce").map(\.text) == ["qu", "est", "ce"])
        #expect(Normalizer().tokens("what's").map(\.text) == ["what's"])
    }

    /// Words split at a hyphen or an apostrophe are given back joined as they were said.
    @Test func splitWordsAreGivenBackAsSaid() {
        let n = Normalizer(elisions: ["l", "c", "t"])
        #expect(n.tokens("écris je t’aime, c'est l'heure").said == "écris je t’aime, c'est l'heure")
        #expect(n.tokens("L'Équipe").map(\.raw) == ["L", "Équipe"])
        #expect(Normalizer().tokens("my e-mail to Jean-Pierre").said == "my e-mail to Jean-Pierre")
        #expect(Normalizer().tokens("twenty-three").map(\.glue) == [" ", "-"])
        // What a word is does not depend on how it was joined.
        #expect(Normalizer().tokens("e-mail")[1] == Normalizer().tokens("e mail")[1])
    }

    /// Punctuation is kept beside the word it was said with; `said` keeps what is between the words, `written` the
    /// ends too, but not quotation marks, a trailing comma or a sentence's lone full stop.
    @Test func punctuationIsKeptBesideItsWord() {
        let n = Normalizer()
        let tokens = n.tokens("type ¿dónde, (really) estás?")
        #expect(tokens.map(\.text) == ["type", "donde", "really", "estas"])
        #expect(tokens.map(\.lead) == ["", "¿", "(", ""])
        #expect(tokens.map(\.tail) == ["", ",", ")", "?"])
        #expect(tokens.dropFirst().said == "dónde, (really) estás")
        #expect(tokens.dropFirst().written == "¿dónde, (really) estás?")
        #expect(n.tokens("« bonjour tout le monde » !").written == "bonjour tout le monde !")
        #expect(n.tokens("\"running shoes\",").written == "running shoes")
        #expect(n.tokens("see you soon.").written == "see you soon")
        #expect(n.tokens("wait...").written == "wait...")
        #expect(n.tokens("$50 please").written == "$50 please")
        // What a word is does not depend on the punctuation beside it.
        #expect(n.tokens("hello,")[0] == n.tokens("hello")[0])
    }

    @Test func germanSharpS() {
        #expect(Normalizer.fold("dreißig") == "dreissig")
    }
}
