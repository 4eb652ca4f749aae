import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// `pokedex-place-offsets.tsv` read where it lies: every id's number as the file's text says it,
/// read here by splitting the text, and a row that is no row is an error naming its line.
@Suite struct PlaceOffsetsTests {
    /// Each row's numbers by id, read from the text by splitting it: nil for an id the row has
    /// no number for.
    private static func reference(_ text: String) -> [String: [Int?]] {
        var rows: [String: [Int?]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            rows[String(fields[0])] = fields[2].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        }
        return rows
    }

    @Test func everyIdIsReadAsTheTextSaysFromAnyStartOfTheBytes() throws {
        let url = fixturesRoot.appendingPathComponent(PlaceOffsetsIndex.fileName)
        let text = try String(contentsOf: url, encoding: .utf8)
        let rows = Self.reference(text)
        let locations = try #require(rows["location"])
        let areas = try #require(rows["area"])
        let areaLocations = try #require(rows["area-location"])
        #expect(locations.count > 1000 && areas.count > 2000 && areaLocations.count == areas.count)
        // The file's bytes as read, and the same bytes as a slice of larger ones (a `Data` whose
        // indices do not start at 0).
        let padded = Data(("junk\n" + text).utf8)
        for data in [try Data(contentsOf: url), padded[padded.startIndex.advanced(by: 5)...]] {
            let offsets = try PlaceOffsetsIndex.decode(data)
            for (id, start) in locations.enumerated() {
                #expect(offsets.start(of: .location, id: id) == (start == 0 ? nil : start), "location \(id)")
            }
            #expect(offsets.starts(of: .area, ids: Array(areas.indices)) == areas.map { $0 == 0 ? nil : $0 })
            #expect(offsets.start(of: .location, id: locations.count) == nil)
            #expect(offsets.start(of: .area, id: -1) == nil && offsets.start(of: .area, id: .max) == nil)
            // A location's areas: those whose number in the area-location row is the location's.
            for location in [1, 2, 9, 100, 500] {
                let expected = Set(areaLocations.indices.filter { areaLocations[$0] == location })
                #expect(try offsets.areas(of: [location]) == expected, "location \(location)")
            }
            // Several at once, with ids no location has (below 0, past any bit kept).
            let several: Set<Int> = [2, 9, 500, -1, 1 << 20]
            let expected = Set(areaLocations.indices.filter { areaLocations[$0].map(several.contains) ?? false })
            #expect(try offsets.areas(of: several) == expected && !expected.isEmpty)
        }
    }

    @Test(arguments: [
        ("location\t6\n", 1), ("# kind\twidth\toffsets_by_id\nlocation\t0\t000000\n", 2),
        ("location\t6\t000000\narea\t10\t0000000000\n", 2), ("location\tx\t0\n", 1),
        ("location\t6\t000000\tmore\n", 1),
    ])
    func aRowThatIsNoRowIsAnErrorNamingItsLine(text: String, line: Int) {
        #expect {
            _ = try PlaceOffsetsIndex.decode(Data(text.utf8))
        } throws: { error in
            (error as? RepositoryError).map { "\($0)".contains("line \(line) is not a place offsets row") } ?? false
        }
    }
}
