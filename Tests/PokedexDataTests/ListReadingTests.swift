import PokedexDomain
import Testing

@testable import PokedexData

/// A field's lists of numbers (`1,4,25`) and of pairs (`1:25,4:33`: a Pokédex's entries, a
/// learnset's levels), read in one pass, held to reading them as text: split at commas, empty
/// parts left out, each part one number (or two about one colon) of one to nine digits.
@Suite struct ListReadingTests {
    static func number(_ text: Substring) -> Int? {
        guard (1...9).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    static func numbers(_ text: String) -> [Int]? {
        var values: [Int] = []
        for part in text.split(separator: ",") {
            guard let value = number(part) else { return nil }
            values.append(value)
        }
        return values
    }

    static func pairs(_ text: String) -> [RegionalDex.Entry]? {
        var entries: [RegionalDex.Entry] = []
        for part in text.split(separator: ",") {
            let halves = part.split(separator: ":", omittingEmptySubsequences: false)
            guard halves.count == 2, let first = number(halves[0]), let second = number(halves[1]) else { return nil }
            entries.append(RegionalDex.Entry(number: first, speciesID: second))
        }
        return entries
    }

    @Test func listsReadInOnePassAreThoseOfTheText() {
        var random = SeededRandom(seed: 2_026_120_5)
        // Near-misses as well as lists: empty parts, colons missing or doubled, ten digits.
        let pieces = [
            "1", "25", "0", "999999999", "1234567890", ":", ",", ",,", "a", " ", "-1", "1:1", "10:906", "3:",
            ":7", "1:2:3", "٣",
        ]
        var texts = ["", ",", "1:1", "1:1,", ",1:1", "1:1,,2:2", "001:002", "1:999999999", "1:1234567890", "7,"]
        for _ in 0..<3000 {
            texts.append((0..<random.below(8)).map { _ in random.pick(pieces) }.joined())
            texts.append(
                (0..<random.below(40)).map { _ in "\(random.below(1200)):\(random.below(1100))" }.joined(
                    separator: ","))
            texts.append((0..<random.below(40)).map { _ in "\(random.below(2000))" }.joined(separator: ","))
        }
        var (validPairs, validNumbers) = (0, 0)
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let pairs = Self.pairs(text)
                let numbers = Self.numbers(text)
                if pairs != nil { validPairs += 1 }
                if numbers != nil { validNumbers += 1 }
                #expect(IndexRows.Fields.pairs(in: buffer, RegionalDex.Entry.init) == pairs, "\(text)")
                #expect(IndexRows.Fields.numbers(in: buffer) == numbers, "\(text)")
            }
        }
        // Each kind was met both read and refused: the check is not only of refusals.
        #expect(validPairs > 3000 && validPairs < texts.count)
        #expect(validNumbers > 3000 && validNumbers < texts.count)
    }
}
