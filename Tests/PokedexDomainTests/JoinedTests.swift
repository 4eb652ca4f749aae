import PokedexDomain
import Testing

/// PokedexDomain's own `[String].joined`, which every module's array-of-strings calls reach.
@Suite struct JoinedTests {
    @Test(arguments: [
        ([String](), ", ", ""),
        (["pikachu"], ", ", "pikachu"),
        (["fire", "water", "grass"], ", ", "fire, water, grass"),
        (["ピカチュウ", "Évoli", ""], " · ", "ピカチュウ · Évoli · "),
        (["a", "b"], "", "ab"),
    ])
    func joinsWithTheSeparatorBetween(strings: [String], separator: String, expected: String) {
        #expect(strings.joined(separator: separator) == expected)
    }

    @Test func theSeparatorIsNothingUnlessGiven() {
        #expect(["no", "space"].joined() == "nospace")
    }
}
