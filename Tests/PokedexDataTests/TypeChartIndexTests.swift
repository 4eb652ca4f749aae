import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// A few types' rows of the bundled chart, read alone, are the whole chart's rows of them; a
/// name that is only the start of one, or none, finds nothing.
@Suite struct TypeChartIndexTests {
    @Test func aFewTypesRowsAreTheWholeChartsRowsOfThem() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(TypeChartIndex.fileName))
        let whole = try TypeChartIndex.decode(data)
        #expect(whole.count >= 18)
        for first in whole.keys {
            #expect(try TypeChartIndex.decode(data, types: [first]) == [first: whole[first]])
            for second in whole.keys where second > first {
                #expect(
                    try TypeChartIndex.decode(data, types: [first, second])
                        == [first: whole[first], second: whole[second]])
            }
        }
        #expect(try TypeChartIndex.decode(data, types: ["fir", "fire-", "shade", "Fire", ""]).isEmpty)
        #expect(try TypeChartIndex.decode(data, types: []).isEmpty)
        // Held to the file's own line for fire, split as text.
        let line = try #require(
            String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("fire\t") })
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let fire = try #require(try TypeChartIndex.decode(data, types: ["fire"])["fire"])
        #expect(fire.doubleDamageFrom == fields[1].split(separator: ",").map(String.init))
        #expect(fire.noDamageTo == fields[6].split(separator: ",").map(String.init))
    }
}
