import PokedexDomain
import Testing

@testable import PokedexInteractors

/// A list's regional Pokédexes, looked up by species id in an array (and apart, past it): the
/// same answers as a table keyed by id, and rows put in the Pokédexes' order.
@Suite struct RegionalListTests {
    @Test func entriesAreWhatATableByIDHolds() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var list = RegionalList()
            var table: [Int: (number: Int, dex: Int, order: Int)] = [:]
            var order = 0
            for dex in 0..<3 {
                list.names.append("dex-\(dex)")
                for number in 1...Int.random(in: 1...300, using: &generator) {
                    // Mostly National Dex ids, some far past them or below zero, some repeated.
                    let species =
                        Bool.random(using: &generator)
                        ? Int.random(in: 1...1025, using: &generator)
                        : [-5, 0, 4095, 4096, 10_000, 1 << 40].randomElement(using: &generator) ?? 1
                    let added = list.add(species: species, number: number, dex: dex)
                    #expect(added == (table[species] == nil))
                    if table[species] == nil {
                        table[species] = (number, dex, order)
                        order += 1
                    }
                }
            }
            for species in Array(table.keys) + [-1, 2, 1026, 5000, Int.max] {
                let entry = list.entry(of: species)
                let expected = table[species]
                #expect(entry?.number == expected?.number && entry?.dex == expected?.dex)
                #expect(entry?.order == expected?.order)
            }
            #expect(list.speciesIDs.count == table.count)
            #expect(list.speciesIDs.map { table[$0]?.order } == Array(0..<table.count))
        }
    }

    @Test func rowsComeInTheListsOrderAndTheOthersAfterInTheirs() {
        var list = RegionalList()
        list.names = ["paldea"]
        for (number, species) in [906, 909, 25, 10_000].enumerated() {
            _ = list.add(species: species, number: number + 1, dex: 0)
        }
        func row(_ id: Int) -> PokemonSummary {
            PokemonSummary(
                id: id, name: "p\(id)", speciesID: id, speciesName: "p\(id)", displayName: "P\(id)", types: [],
                isDefault: true)
        }
        #expect(list.inOrder([25, 1, 909, 10_000, 906, 4].map(row)).map(\.id) == [906, 909, 25, 10_000, 1, 4])
    }
}
