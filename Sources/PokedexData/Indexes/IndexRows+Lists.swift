// A field's lists of numbers (`1,4,25`) and of pairs of numbers (`1:25,4:33`), read where
// they lie in one pass: a Pokédex's entries, learnsets' levels, abilities' holders.

extension IndexRows.Fields {
    /// The numbers of `text` between commas, each of one to nine digits, read in one pass;
    /// empty parts (`1,,2`) hold none. Nil when a part is anything else. (Split into parts
    /// first, then each part read, a list was read twice and an array made for its parts.)
    static func numbers(in text: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var reader = ListReader(text)
        var values: [Int] = []
        // No part is shorter than `1,`: never grown.
        values.reserveCapacity(text.count / 2 + 1)
        while reader.nextPart() {
            guard let value = reader.number(endingAt: ListReader.comma) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The `a:b` pairs of `text` between commas, each number of one to nine digits, read in
    /// one pass; empty parts hold none. Nil when a part is anything else (no colon, two).
    static func pairs<Pair>(in text: UnsafeBufferPointer<UInt8>, _ make: (Int, Int) -> Pair) -> [Pair]? {
        var reader = ListReader(text)
        var pairs: [Pair] = []
        // No part is shorter than `1:1,`: never grown.
        pairs.reserveCapacity(text.count / 4 + 1)
        while reader.nextPart() {
            // A comma before the colon is no digit: refused.
            guard let first = reader.number(endingAt: ListReader.colon), reader.skip(ListReader.colon),
                let second = reader.number(endingAt: ListReader.comma)
            else { return nil }
            pairs.append(make(first, second))
        }
        return pairs
    }

    /// A list's parts read where they lie: numbers, each up to a stop byte.
    private struct ListReader {
        static let comma = UInt8(ascii: ",")
        static let colon = UInt8(ascii: ":")
        let text: UnsafeBufferPointer<UInt8>
        var index = 0

        init(_ text: UnsafeBufferPointer<UInt8>) {
            self.text = text
        }

        /// Past the commas ahead (empty parts); whether a part follows.
        mutating func nextPart() -> Bool {
            while index < text.count, text[index] == Self.comma { index += 1 }
            return index < text.count
        }

        /// The number of one to nine digits here, up to `end` or the text's end (left at it);
        /// nil for any other byte before it, or no digit.
        mutating func number(endingAt end: UInt8) -> Int? {
            var value = 0
            var digits = 0
            while index < text.count, text[index] != end {
                let digit = text[index] &- UInt8(ascii: "0")
                guard digit < 10, digits < 9 else { return nil }
                value = value * 10 + Int(digit)
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }

        /// Past `byte`, when it is here.
        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
