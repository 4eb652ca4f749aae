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

    /// The standard library's own `joined`, reached through a generic sequence.
    static func standard<Strings: Sequence<String>>(_ strings: Strings, _ separator: String) -> String {
        strings.joined(separator: separator)
    }

    /// Random lists of every kind of string (empty, small, past fifteen bytes, other scripts,
    /// combining marks, emoji) joined as the standard library joins them, byte for byte.
    @Test func joinsAsTheStandardLibraryDoes() {
        var random = SeededRandom(seed: 20_261_205)
        let pieces = [
            "", "a", "pikachu", "a-very-long-pokemon-name-past-fifteen", "ピカチュウ", "e\u{301}", "😀", "\u{301}",
            "\t", ", ", "Évoli",
        ]
        for _ in 0..<2000 {
            let strings = (0..<random.below(12)).map { _ in random.pick(pieces) + random.pick(pieces) }
            let separator = random.pick(pieces)
            let joined = strings.joined(separator: separator)
            let expected = Self.standard(strings, separator)
            #expect(Array(joined.utf8) == Array(expected.utf8), "\(strings) \(separator)")
        }
    }
}
