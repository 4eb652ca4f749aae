import PokedexData
import PokedexDomain
import Testing

/// French names as French sets them, whatever PokeAPI wrote.
@Suite struct TypesettingTests {
    @Test func frenchPunctuationTakesANarrowNoBreakSpace() {
        #expect(Typesetting.typeset("Légendes : Z-A", in: .fr) == "Légendes\u{202F}: Z-A")
        #expect(Typesetting.typeset("Épée: L’île", in: .fr) == "Épée\u{202F}: L’île")
        #expect(Typesetting.typeset("Quoi ?", in: .fr) == "Quoi\u{202F}?")
    }

    @Test func aColonInsideAWordAndEnglishInsideFrenchAreLeft() {
        #expect(Typesetting.typeset("Type:0", in: .fr) == "Type:0")
        #expect(Typesetting.typeset("Let’s Go, Pikachu!", in: .fr) == "Let’s Go, Pikachu\u{202F}!")
        #expect(Typesetting.typeset("Let’s Go!", in: .fr) == "Let’s Go!")
        #expect(Typesetting.typeset("Légendes : Z-A", in: .de) == "Légendes : Z-A", "only French")
    }

    @Test func typesettingTwiceIsTypesettingOnce() {
        let once = Typesetting.typeset("Légendes : Arceus", in: .fr)
        #expect(Typesetting.typeset(once, in: .fr) == once)
    }
}
