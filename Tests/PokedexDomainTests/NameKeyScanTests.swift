import Testing

@testable import PokedexDomain

/// The word-at-a-time scan of keys' text against splitting the text as strings: every key's
/// line, bytes, scalars and scalars outside ASCII, wherever its separators fall in a word.
@Suite struct NameKeyScanTests {
    /// Newlines counted sixteen bytes at a time are those a byte at a time counts: from every
    /// start in short random texts, and in texts of newlines alone longer than a lane counts
    /// before it is widened (255 vectors: 4 080 bytes).
    @Test func newlinesCountedByVectorsAreTheNewlinesThere() {
        var random = SeededRandom(seed: 0x0A0A_0A0A)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x09, 0x61, 0x0B, 0x8A, 0xFF, 0x00]
        for _ in 0..<300 {
            let bytes = (0..<random.below(70)).map { _ in alphabet[random.below(alphabet.count)] }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    #expect(
                        NameKeys.newlines(in: UnsafeBufferPointer(rebasing: buffer[start...]))
                            == bytes[start...].count { $0 == 0x0A })
                }
            }
        }
        for count in [4079, 4080, 4081, 4096, 8161, 10_000] {
            let all = [UInt8](repeating: 0x0A, count: count)
            #expect(all.withUnsafeBufferPointer(NameKeys.newlines) == count)
            var mixed = all
            for index in stride(from: 0, to: count, by: 3) { mixed[index] = 0x61 }
            #expect(mixed.withUnsafeBufferPointer(NameKeys.newlines) == mixed.count { $0 == 0x0A })
        }
    }

    @Test func eachKeyIsReportedWithItsLineBytesAndScalars() {
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { random.below(bound) }
        // One, two, three and four bytes a scalar.
        let letters = Array("abz09-ñéßポケ한火😀")
        for round in 0..<200 {
            let lines = (0..<(1 + next(30))).map { _ in
                (0..<(1 + next(4))).map { _ in String((0..<next(12)).map { _ in letters[next(letters.count)] }) }
            }
            // A last line without its newline now and then.
            var text = lines.map { $0.joined(separator: "\t") }.joined(separator: "\n")
            if round.isMultiple(of: 3) { text += "\n" }
            let bytes = Array(text.utf8)
            var expected: [[Int]] = []
            var offset = 0
            for (line, keys) in lines.enumerated() {
                for (index, key) in keys.enumerated() {
                    let length = key.utf8.count
                    // A key is reported at its separator: the unended line's last has none.
                    let ended = line < lines.count - 1 || round.isMultiple(of: 3) || index < keys.count - 1
                    if length > 0, ended {
                        let wide = key.unicodeScalars.filter { !$0.isASCII }.count
                        expected.append([line, offset, offset + length, key.unicodeScalars.count, wide])
                    }
                    offset += length + 1
                }
            }
            var found: [[Int]] = []
            var ends: [Int] = []
            bytes.withUnsafeBufferPointer { all in
                NameKeys.forEachKeyCounted(in: all) { line, start, end, scalars, wide in
                    found.append([line, start, end, scalars, wide])
                } endOfLine: {
                    ends.append($0)
                }
            }
            #expect(found == expected, "\(text.debugDescription)")
            #expect(ends == Array(0..<(round.isMultiple(of: 3) ? lines.count : lines.count - 1)))
        }
    }
}

/// Keys read where they lie answer as copied keys do, and keep the memory they read alive.
@Suite struct NameKeysBorrowingTests {
    /// Memory of its own, freed when it goes, as a file's mapping is unmapped.
    private final class Owner: Sendable {
        nonisolated(unsafe) let bytes: UnsafeMutableRawBufferPointer

        init(_ text: String) {
            bytes = .allocate(byteCount: text.utf8.count, alignment: 8)
            bytes.copyBytes(from: text.utf8)
        }

        deinit { bytes.deallocate() }
    }

    @Test func borrowedKeysAnswerAsCopiedKeysAndKeepTheirOwner() {
        let text = "bulbasaur\tbulbizarre\tフシギダネ\nivysaur\therbizarre\nmr-mime\tm-mime\tバリヤード\n"
        let copied = NameKeys(lines: Array(text.utf8))
        weak var released: Owner?
        var borrowed: NameKeys = {
            let owner = Owner(text)
            released = owner
            return NameKeys(unsafeBorrowing: UnsafeRawBufferPointer(owner.bytes), owner: owner)
        }()
        #expect(released != nil, "the keys keep their owner")
        #expect(borrowed.count == 3)
        #expect(borrowed.lines == copied.lines)
        for query in ["bulb", "bizarre", "ivysuar", "フシギ", "mrmime", "mr mime", "m-mime", "xyz"] {
            #expect(
                borrowed.search(query, limit: 10).map(\.position) == copied.search(query, limit: 10).map(\.position))
            #expect(borrowed.positions(of: query) == copied.positions(of: query))
            #expect(borrowed.suggestions(for: query) == copied.suggestions(for: query))
        }
        var both: NameKeys? = NameKeys(concatenating: [borrowed, copied])
        #expect(both?.positions(of: "ivysaur") == [1, 4])
        borrowed = copied
        #expect(released != nil, "keys made of them keep them too")
        both = nil
        #expect(released == nil, "let go with the last keys")
    }

    /// Lines without their last newline are copied, and their owner not kept.
    @Test func linesWithoutTheirLastNewlineAreCopied() {
        weak var released: Owner?
        let keys: NameKeys = {
            let owner = Owner("bulbasaur\nivysaur")
            released = owner
            return NameKeys(unsafeBorrowing: UnsafeRawBufferPointer(owner.bytes), owner: owner)
        }()
        #expect(released == nil)
        #expect(keys.count == 2)
        #expect(keys.positions(of: "ivysaur") == [1])
    }

    @Test func noLinesAreNoKeys() {
        let owner = Owner("")
        #expect(NameKeys(unsafeBorrowing: UnsafeRawBufferPointer(owner.bytes), owner: owner).count == 0)
    }
}
