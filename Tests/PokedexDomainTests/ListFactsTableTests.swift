import PokedexDomain
import Testing

/// The facts table answers as a dictionary of the same insertions (the first of an id kept)
/// would: for ids in order with gaps, out of order, twice, negative and far apart.
@Suite struct ListFactsTableTests {
    private func fact(_ hp: Int) -> ListFacts {
        ListFacts(
            stats: BaseStats(hp: hp, attack: 1, defense: 1, specialAttack: 1, specialDefense: 1, speed: 1),
            heightDecimetres: 1, weightHectograms: 1, isLegendary: false, isMythical: false, isBaby: false,
            isFullyEvolved: false)
    }

    @Test func answersAsADictionaryOfTheFirstOfEachIdWould() {
        var random = SystemRandomNumberGenerator()
        for round in 0..<200 {
            var table = ListFactsTable()
            var expected: [Int: ListFacts] = [:]
            // A run from 1 with a few gaps, forms' ids far after it, then some out of order.
            var ids = (1...Int.random(in: 1...60, using: &random)).filter { _ in
                Int.random(in: 0..<8, using: &random) > 0
            }
            ids += (0..<Int.random(in: 0...5, using: &random)).map {
                10_001 + $0 * Int.random(in: 1...3, using: &random)
            }
            ids += (0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: -3...10_020, using: &random) }
            for (order, id) in ids.enumerated() {
                let value = fact(order)
                table.insert(value, for: id)
                if expected[id] == nil { expected[id] = value }
            }
            #expect(table.ids == expected.keys.sorted(), "round \(round)")
            #expect(table.count == expected.count)
            for id in Array(-4...70) + Array(9_999...10_020) + ids {
                #expect(table[id] == expected[id], "round \(round), id \(id)")
            }
            let wanted = Set(ids.prefix(5) + [0, 99_999])
            let kept = table.keeping(wanted)
            #expect(kept.ids == expected.keys.filter(wanted.contains).sorted())
            #expect(kept.ids.allSatisfy { kept[$0] == expected[$0] })
            #expect(table.ids { $0.stats.hp % 2 == 0 } == expected.filter { $0.value.stats.hp % 2 == 0 }.keys.sorted())
            #expect(ListFactsTable(expected) == table)
        }
        #expect(ListFactsTable()[1] == nil && ListFactsTable().count == 0)
    }
}
