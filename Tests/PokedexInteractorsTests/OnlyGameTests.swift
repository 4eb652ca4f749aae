import PokedexDomain
import Testing

@testable import PokedexInteractors

/// The one game a `where`'s groups are all of (whose ways it shows, and whose versions it
/// names when it is met in one of two), found group by group: held to the set of every
/// group's game, on random areas of versions of two games and of a version of none.
/// Red/Blue and Scarlet/Violet, with their versions.
private let twoGames = GameCatalog([
    VersionGroup(id: 1, name: "red-blue", order: 1, generation: 1, versions: ["red", "blue"], displayName: "Red/Blue"),
    VersionGroup(
        id: 25, name: "scarlet-violet", order: 25, generation: 9, versions: ["scarlet", "violet"],
        displayName: "Scarlet/Violet"),
])

@Suite struct OnlyGameTests {
    @Test func theOnlyGameIsTheOneOfTheSetOfEveryGroupsGame() {
        let terms = [(1, "red"), (2, "blue"), (3, "scarlet"), (4, "violet"), (5, "unknown")].map {
            EncounterTerm(kind: .version, id: $0.0, name: $0.1, displayName: $0.1.capitalized)
        }
        let games = twoGames
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

/// Versions looked up by their ids, held to a dictionary by id made plainly from the same terms
/// (the first of an id counts): random versions, with ids repeated, out of order, negative and
/// past the ids found by position, and names of no game.
@Suite struct EncounterVersionsTests {
    @Test func eachVersionsTermGameAndOrderAreThoseOfTheFirstTermOfItsID() {
        let games = twoGames
        let names = ["red", "blue", "scarlet", "violet", "unknown"]
        func game(of version: String) -> VersionGroup? { games.all.first { $0.versions.contains(version) } }
        var random = SeededRandom(seed: 1205)
        for _ in 0..<200 {
            let terms = (0..<random.below(30)).map { _ in
                let id = random.pick([
                    random.below(60), random.below(60), -1 - random.below(3), 70_000 + random.below(3),
                ])
                let kind = random.pick([EncounterTerm.Kind.version, .version, .method])
                let name = random.pick(names)
                return EncounterTerm(kind: kind, id: id, name: name, displayName: name.capitalized)
            }
            var first: [Int: EncounterTerm] = [:]
            for term in terms where term.kind == .version && first[term.id] == nil {
                first[term.id] = term
            }
            let versions = EncounterVersions(terms: terms, games: games)
            let scarletViolet = games.group(named: "scarlet-violet")
            for id in -3..<70_003 where id < 62 || id >= 70_000 {
                let term = first[id]
                let group = term.flatMap { game(of: $0.name) }
                #expect(versions.term(id)?.name == term?.name)
                #expect(versions.term(id)?.displayName == term?.displayName)
                #expect(versions.group(of: id)?.name == group?.name)
                #expect(versions.sortKey(id) == (term == nil ? Int.max : (group?.order ?? 999) * 1000 + id))
                #expect(versions.belongs(id, to: scarletViolet) == (group?.name == "scarlet-violet"))
                #expect(versions.belongs(id, to: nil))
            }
            let named = Set(first.values.compactMap { game(of: $0.name)?.name })
            for game in ["red-blue", "scarlet-violet", "x-y"] {
                #expect(versions.groupNamed(game)?.name == (named.contains(game) ? game : nil))
            }
        }
    }
}
