import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// A row found by a field's value: the places the key's first bytes stand are searched, not
/// every line read. Held to reading the file line by line, field by field, as text.
@Suite struct IndexRowSearchTests {
    /// Each line whose field is the key (or starts with it, not `whole`), read as text: their
    /// byte offsets.
    static func naiveStarts(of key: String, field: Int, whole: Bool, in text: String) -> [Int] {
        var offset = 0
        var starts: [Int] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            guard !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > field else { continue }
            if whole ? fields[field] == key : fields[field].hasPrefix(key) { starts.append(offset) }
        }
        return starts
    }

    /// Random tables over a few short words, so that a key stands often in other fields, in
    /// longer words, across a tab and in comments: the search finds the lines reading finds.
    @Test func aFieldsValueIsFoundWhereReadingLineByLineFindsIt() {
        var random = SeededRandom(seed: 0x5EA2C4)
        let words = ["ab", "aba", "ba", "b-a", "ab-b", "a", "bab", "abab", "1", "12", "2"]
        var checked = 0
        for _ in 0..<300 {
            var lines: [String] = []
            for _ in 0..<(1 + random.below(12)) {
                switch random.below(10) {
                case 0: lines.append("# " + random.pick(words) + "\t" + random.pick(words))
                case 1: lines.append("")
                default:
                    lines.append((0..<(1 + random.below(4))).map { _ in random.pick(words) }.joined(separator: "\t"))
                }
            }
            let text = lines.joined(separator: "\n") + (random.below(2) == 0 ? "\n" : "")
            let data = Data(text.utf8)
            for _ in 0..<6 {
                let key = random.pick(words + ["abb", "b\ta", "ba\n", "b", "-"])
                let field = random.below(4)
                let whole = random.below(3) > 0
                let expected =
                    key.contains("\t") || key.contains("\n")
                    ? [] : Self.naiveStarts(of: key, field: field, whole: whole, in: text)
                let bytes = Array(key.utf8)
                let found = IndexRows.lineStarts(whereField: field, is: bytes, wholeField: whole, in: data)
                let context = "\(key.debugDescription) in field \(field) (whole: \(whole)) of \(text.debugDescription)"
                #expect(found == expected, "\(context)")
                let first = IndexRows.lineStarts(
                    whereField: field, is: bytes, wholeField: whole, in: data, firstOnly: true)
                #expect(first == Array(expected.prefix(1)), "\(context)")
                checked += 1
            }
        }
        #expect(checked == 1_800)
    }

    /// A table's first row of a value: the one reading every row finds, for a value of any
    /// length, in any field, or none.
    @Test func aTablesFirstRowIsTheOneEveryRowShows() throws {
        let table = IndexRows.Table<[String]>(file: "test.tsv", fieldCount: 3, rowKind: "a test row") { fields in
            (0..<3).map { fields.string($0) }
        }
        let text = "# id\tname\tkind\n1\tab\tba\n2\tba\tab\n12\tabab\tab\n21\tab\tx\n3\tb-a\tb-a"
        let data = Data(text.utf8)
        let all = try table.decode(data)
        for field in 0..<3 {
            for key in ["1", "2", "12", "21", "3", "ab", "ba", "abab", "b-a", "x", "a", "4", "#"] {
                #expect(
                    try table.first(data, field: field, is: key) == all.first { $0[field] == key },
                    "\(key) in field \(field)")
            }
        }
    }

    /// A row found by its id by halving a file in id order is the first row of that id, or
    /// none, for every id around those held; comments and empty lines amid the rows too.
    @Test func aRowFoundByIdIsTheFirstOfThatId() throws {
        let table = IndexRows.Table<[String]>(file: "test.tsv", fieldCount: 2, rowKind: "a test row") { fields in
            [fields.string(0), fields.string(1)]
        }
        // In id order; then with comments and empty lines amid the rows, which mislead halving.
        let texts = [
            "# id\tname\n1\ta\n1\tb\n4\tc\n9\td\n9\te\n12\tf\n100\tg",
            "# h\n1\ta\n3\tb\n# note\n29\tc\n30\td\n",
            "1\ta\n2\tb\n3\tc\n" + String(repeating: "\n", count: 12) + "40\td\n# end\n",
        ]
        for text in texts {
            let data = Data(text.utf8)
            let all = try table.decode(data)
            for id in -1...101 {
                #expect(
                    try table.first(data, id: id) == all.first { $0[0] == String(id) },
                    "\(id) in \(text.debugDescription)")
            }
        }
    }

    /// A line that does not read, found by the search, is named as a reading of the file names
    /// it; one before the row found is not read.
    @Test func aMalformedLineFoundIsNamedByItsNumber() throws {
        let table = IndexRows.Table<String>(file: "test.tsv", fieldCount: 2, rowKind: "a test row") {
            $0.string(1)
        }
        let data = Data("1\tab\n2\tcd\textra\n3\tef\n".utf8)
        #expect(try table.first(data, field: 0, is: "1") == "ab")
        #expect(throws: RepositoryError.malformed(resource: "test.tsv", reason: "line 2 is not a test row")) {
            try table.first(data, field: 1, is: "cd")
        }
        #expect(try table.first(data, field: 1, is: "ef") == "ef")
    }

    /// The bundled rows a Showdown form name may mean (a name, and those that start with its
    /// species' words) are those the whole reading holds, in its order.
    @Test func theRowsANameOrItsSpeciesStartAreTheWholeReadingsRows() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        let all = try CatalogIndex.decode(data)
        var withForms = 0
        for row in all where row.id % 7 == 0 || row.id > 10_000 {
            let words = row.name.split(separator: "-")
            let prefixes = (1..<max(words.count, 2)).map { words[..<$0].joined(separator: "-") + "-" }
            let expected = all.filter { candidate in
                candidate.name == row.name || prefixes.contains { candidate.name.hasPrefix($0) }
            }
            #expect(try CatalogIndex.rows(data, name: row.name, namePrefixes: prefixes) == expected, "\(row.name)")
            if expected.count > 1 { withForms += 1 }
        }
        #expect(withForms > 100)
    }
}

/// Ids held as bits answer as the set they were made from: at words' edges, beyond the bits'
/// limit, below zero, and for the empty set.
@Suite struct IDBitsTests {
    @Test(arguments: [
        Set<Int>(), [0], [63, 64], [1, 25, 10_277], [-1, 7], [IDBits.bitLimit - 1, IDBits.bitLimit, Int.max],
        Set(stride(from: 3, to: 2000, by: 7)),
    ])
    func bitsAnswerAsTheSetTheyWereMadeFrom(ids: Set<Int>) {
        let bits = IDBits(ids)
        let probes = Array(-3...2100) + [IDBits.bitLimit - 1, IDBits.bitLimit, IDBits.bitLimit + 1, Int.max, Int.min]
        for probe in probes { #expect(bits.contains(probe) == ids.contains(probe), "\(probe) of \(ids.count) ids") }
    }

    /// Two runs of bytes are the same exactly when their arrays are, and ordered as their
    /// arrays are: empty, of other lengths (a prefix first), differing at the first byte, the
    /// last, or none; and a list holds an item exactly when its comma-separated parts do.
    @Test func bytesAreTheSameWhenTheirArraysAre() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let first = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                UInt8.random(in: 97...99, using: &generator)
            }
            var second =
                Bool.random(using: &generator)
                ? first
                : (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    UInt8.random(in: 97...99, using: &generator)
                }
            if !second.isEmpty, Bool.random(using: &generator) {
                second[Int.random(in: 0..<second.count, using: &generator)] ^= 1
            }
            let same = first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { IndexRows.same(one, $0) }
            }
            #expect(same == (first == second), "\(first) \(second)")
            let order = first.withUnsafeBufferPointer { one in
                second.withUnsafeBufferPointer { IndexRows.order(one, $0) }
            }
            let expected = first == second ? 0 : first.lexicographicallyPrecedes(second) ? -1 : 1
            #expect(order == expected, "\(first) \(second)")
            // The item among the list's parts, or not (another part in its place).
            let other = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                UInt8.random(in: 97...99, using: &generator)
            }
            let list = first + [44] + (Bool.random(using: &generator) ? second : other) + [44, 98]
            let holds = list.withUnsafeBufferPointer { IndexRows.lists($0[...], second) }
            let parts = list.split(separator: 44, omittingEmptySubsequences: false).map(Array.init)
            #expect(holds == parts.contains(second), "\(list) \(second)")
        }
    }
}
