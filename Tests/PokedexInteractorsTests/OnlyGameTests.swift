import PokedexDomain
import Testing

@testable import PokedexInteractors

/// The one game a `where`'s groups are all of (whose ways it shows, and whose versions it
/// names when it is met in one of two), found group by group: held to the set of every
/// group's game, on random areas of versions of two games and of a version of none.
@Suite struct OnlyGameTests {
    @Test func theOnlyGameIsTheOneOfTheSetOfEveryGroupsGame() {
        let terms = [(1, "red"), (2, "blue"), (3, "scarlet"), (4, "violet"), (5, "unknown")].map {
            EncounterTerm(kind: .version, id: $0.0, name: $0.1, displayName: $0.1.capitalized)
        }
        let games = GameCatalog([
            VersionGroup(
                id: 1, name: "red-blue", order: 1, generation: 1, versions: ["red", "blue"], displayName: "Red/Blue"),
            VersionGroup(
                id: 25, name: "scarlet-violet", order: 25, generation: 9, versions: ["scarlet", "violet"],
                displayName: "Scarlet/Violet"),
        ])
        let versions = EncounterVersions(terms: terms, games: games)
        var random = SeededRandom(seed: 906)
        var found = 0
        for _ in 0..<2000 {
            // Often of one game's versions, so that one game is common enough to be tried.
            let pool = random.pick([[1, 2], [3, 4], [3, 5], [1, 2, 3, 4, 5], [5]])
            let areas = (0..<random.below(5)).map { area in
                WhereResult.Area(
                    areaID: area,
                    groups: (0..<random.below(4)).map { _ in
                        EncounterGroup(pokemonID: 25, versionID: random.pick(pool), maxChance: 0, details: [])
                    })
            }
            let every = Set(areas.flatMap { $0.groups.compactMap { versions.group(of: $0.versionID)?.name } })
            let expected = every.count == 1 ? every.first : nil
            if expected != nil { found += 1 }
            #expect(versions.onlyGame(of: areas.map(\.groups)) == expected, "\(areas)")
        }
        #expect(found > 200)
    }
}
