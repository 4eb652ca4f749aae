import PokedexDomain
import Testing

@testable import PokedexData

/// A Pokédex's entries read in one pass, held to reading them as parts, each a pair of numbers.
@Suite struct DexEntriesTests {
    /// What splitting the field at its commas and reading each part as `number:species` gives.
    static func asParts(_ bytes: UnsafeBufferPointer<UInt8>) -> [RegionalDex.Entry]? {
        var entries: [RegionalDex.Entry] = []
        for pair in IndexRows.Fields(line: bytes, ranges: [0..<bytes.count]).parts(0) {
            guard let (number, species) = LearnsetIndex.pairOfNumbers(pair) else { return nil }
            entries.append(RegionalDex.Entry(number: number, speciesID: species))
        }
        return entries
    }

    @Test func entriesReadInOnePassAreThoseOfTheParts() {
        var random = SeededRandom(seed: 2_026_120_5)
        // Near-misses as well as entries: empty parts, colons missing or doubled, ten digits.
        let pieces = [
            "1", "25", "0", "999999999", "1234567890", ":", ",", ",,", "a", " ", "-1", "1:1", "10:906", "3:",
            ":7", "1:2:3",
        ]
        var texts = ["", ",", "1:1", "1:1,", ",1:1", "1:1,,2:2", "001:002", "1:999999999", "1:1234567890"]
        for _ in 0..<3000 {
            texts.append((0..<random.below(8)).map { _ in random.pick(pieces) }.joined())
            texts.append(
                (0..<random.below(40)).map { _ in "\(random.below(1200)):\(random.below(1100))" }.joined(
                    separator: ","))
        }
        var valid = 0
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let expected = Self.asParts(buffer)
                if expected != nil { valid += 1 }
                #expect(DexIndex.entries(buffer) == expected, "\(text)")
            }
        }
        // Both kinds were met: the check is not only of refusals.
        #expect(valid > 3000 && valid < texts.count)
    }
}
