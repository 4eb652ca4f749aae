import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// The stats index read in one pass over each line's bytes, held to a reading of the same file
/// by splitting its lines and fields as strings, and to the lines it must turn down.
@Suite struct StatsIndexTests {
    @Test func everyRowIsWhatSplittingItsLineReads() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(StatsIndex.fileName))
        let facts = try StatsIndex.decode(data)
        var rows = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(fields.count == 10, "\(line)")
            let numbers = fields.prefix(9).compactMap { Int($0) }
            try #require(numbers.count == 9, "\(line)")
            let row = try #require(facts[numbers[0]], "\(line)")
            let stats = row.stats
            #expect(
                [
                    stats.hp, stats.attack, stats.defense, stats.specialAttack, stats.specialDefense, stats.speed,
                    row.heightDecimetres, row.weightHectograms,
                ] == Array(numbers.dropFirst()), "\(line)")
            let flags = fields[9]
            #expect(
                [row.isLegendary, row.isMythical, row.isBaby, row.isFullyEvolved]
                    == ["L", "M", "B", "F"].map { flags.contains($0) }, "\(line)")
            rows += 1
        }
        #expect(facts.count == rows && rows > 1300)
    }

    static let good = "1\t45\t49\t49\t65\t65\t45\t7\t69\t"

    @Test(arguments: [
        "1\t45\t49\t49\t65\t65\t45\t7\t69",  // nine fields
        "1\t45\t49\t49\t65\t65\t45\t7\t69\tL\t",  // eleven
        "1\t45\t49\t49\t65\t65\t4x\t7\t69\t",  // a letter in a number
        "1\t45\t49\t49\t65\t65\t-5\t7\t69\t",  // a sign
        "1\t45\t49\t49\t65\t65\t4/\t7\t69\t",  // the byte below the digits
        "1\t45\t49\t49\t65\t65\t4:\t7\t69\t",  // the byte above them
        "1\t45\t49\t49\t65\t65\t45\t7\t",  // eight numbers and nothing after
        "1\t45\t49\t49\t\t65\t45\t7\t69\t",  // an empty number
        "1\t45\t49\t49\t65\t65\t45\t7\t1234567890\t",  // ten digits
        "\t45\t49\t49\t65\t65\t45\t7\t69\t",  // no id
    ])
    func aLineThatIsNotARowIsReportedByItsNumber(line: String) {
        let data = Data("# header\n\(Self.good)\n\(line)\n".utf8)
        #expect(throws: RepositoryError.malformed(resource: StatsIndex.fileName, reason: "line 3 is not a stats row")) {
            try StatsIndex.decode(data)
        }
        // A line of a Pokémon asked for, or with no id, is read, and turned down.
        #expect(throws: RepositoryError.self) { try StatsIndex.decode(data, ids: [1]) }
    }

    /// An id's first row is kept, whether its second follows it or comes after others, and
    /// rows out of order are all read.
    @Test func anIdsFirstRowIsKept() throws {
        let rows = [
            "5\t1\t1\t1\t1\t1\t1\t1\t1\t", "5\t2\t2\t2\t2\t2\t2\t2\t2\t", "3\t3\t3\t3\t3\t3\t3\t3\t3\t",
            "5\t4\t4\t4\t4\t4\t4\t4\t4\t", "3\t5\t5\t5\t5\t5\t5\t5\t5\t", "9\t6\t6\t6\t6\t6\t6\t6\t6\t",
        ]
        let facts = try StatsIndex.decode(Data(rows.joined(separator: "\n").utf8))
        #expect(facts.ids == [3, 5, 9] && facts.ids.map { facts[$0]?.stats.hp } == [3, 1, 6])
    }

    @Test func flagsAndTheLargestNumbersAreRead() throws {
        let data = Data("2\t1\t2\t3\t4\t5\t6\t999999999\t0\tFBML\n3\t1\t1\t1\t1\t1\t1\t1\t1\tM\n".utf8)
        let facts = try StatsIndex.decode(data)
        let two = try #require(facts[2])
        #expect(two.isLegendary && two.isMythical && two.isBaby && two.isFullyEvolved)
        #expect(two.heightDecimetres == 999_999_999 && two.weightHectograms == 0 && two.stats.speed == 6)
        let three = try #require(facts[3])
        #expect(three.isMythical && !three.isLegendary && !three.isBaby && !three.isFullyEvolved)
        #expect(try StatsIndex.decode(data, ids: [3]).ids == [3])
        // Another Pokémon's line is passed over at its id, unread.
        let withABadLine = Data("9\tx\n".utf8) + data
        #expect(try StatsIndex.decode(withABadLine, ids: [3]).ids == [3])
        #expect(throws: RepositoryError.self) { try StatsIndex.decode(withABadLine) }
    }

    /// A few ids are found by halving the file: the same rows as every line read, for random
    /// sets of the bundle's ids, ids it lacks among them (which send it back to every line);
    /// and on a file out of order, with an id twice, with an empty line or without a last line
    /// break, still what reading every line finds.
    @Test func aFewIdsFoundByHalvingAreWhatReadingEveryLineFinds() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(StatsIndex.fileName))
        let all = try StatsIndex.decode(data)
        let known = all.ids
        var random = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var ids = Set(
                (0..<Int.random(in: 1...32, using: &random)).compactMap { _ in known.randomElement(using: &random) })
            // The bundle's file is in id order: its own ids are found by halving, not by every line.
            #expect(StatsIndex.halved(data, ids: ids)?.ids == ids.sorted(), "\(ids.sorted())")
            if Bool.random(using: &random) { ids.insert([0, 99_999, -1].randomElement(using: &random) ?? 0) }
            let found = try StatsIndex.decode(data, ids: ids)
            #expect(found == all.keeping(ids), "\(ids.sorted())")
        }
        let rows = (1...40).map { "\($0)\t\($0)\t1\t1\t1\t1\t1\t1\t1\t" }
        var shuffled = rows
        shuffled.shuffle(using: &random)
        let twice = rows[..<20] + ["20\t99\t1\t1\t1\t1\t1\t1\t1\t"] + rows[20...]
        let empty = rows[..<10] + [""] + rows[10...]
        for (lines, end) in [(shuffled, "\n"), (Array(twice), "\n"), (Array(empty), "\n"), (rows, "")] {
            let file = Data(("# header\n" + lines.joined(separator: "\n") + end).utf8)
            for id in 1...40 {
                #expect(try StatsIndex.decode(file, ids: [id])[id]?.stats.hp == id, "\(id) of \(lines.count)")
            }
        }
    }
}
