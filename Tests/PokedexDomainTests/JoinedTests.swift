import PokedexDomain
import Testing

/// PokedexDomain's own `joined` of strings, of a slice of them and of substrings, which every
/// module's calls on those reach.
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

    @Test func aSliceJoinsItsOwnStringsOnly() {
        let words = ["mr", "mime", "galar"]
        #expect(words[..<2].joined(separator: "-") == "mr-mime")
        #expect(words[1...].joined(separator: " ") == "mime galar")
        #expect(words[1..<1].joined(separator: "-") == "")
        #expect(words[2...].joined() == "galar")
    }

    @Test func substringsJoinAsTheirText() {
        let words = "252 Atk / 4 SpD".split(separator: " ")
        #expect(words.joined(separator: "_") == "252_Atk_/_4_SpD")
        #expect("a,,b".split(separator: ",", omittingEmptySubsequences: false).joined(separator: ";") == "a;;b")
        #expect([Substring]().joined(separator: ", ") == "")
    }
}
