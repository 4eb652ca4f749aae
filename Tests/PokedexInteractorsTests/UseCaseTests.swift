import PokedexDomain
import PokedexInteractors
import PokedexTestSupport
import Testing

/// The use cases that had no test of their own, over the fakes of TestSupport: no file, no
/// network, no rendering.
@Suite struct UseCaseTests {
    private static let garchomp = PokemonSummary(
        id: 445, name: "garchomp", speciesID: 445, speciesName: "garchomp", displayName: "Garchomp",
        types: ["dragon", "ground"], isDefault: true, generation: 4)

    /// Bulbapedia's worked example of the stat formulas ("Stat", Generation III onward): a
    /// level 78 Adamant Garchomp with IVs 24/12/30/16/23/5 and EVs 74/190/91/48/84/23 has
    /// 289/278/193/135/171/171. A source apart from Smogon's calculator, whose cases the
    /// formula's own tests use.
    @Test func statsAreBulbapediasWorkedExample() async throws {
        let pokedex = InMemoryRepository(pokemon: [Self.garchomp]) { summary in
            PokemonDetail(
                summary: summary, genus: "Mach Pokémon", generation: 4, heightDecimetres: 19, weightHectograms: 950,
                abilities: [AbilitySlot(name: "sand-veil", isHidden: false)],
                stats: BaseStats(hp: 108, attack: 130, defense: 95, specialAttack: 80, specialDefense: 85, speed: 102))
        }
        let stats = StatsInteractor(pokedex: pokedex, moves: InMemoryMovesRepository.small())
        var request = StatsRequest(pokemon: "garchomp")
        request.level = 78
        request.nature = "Adamant"
        request.ivs = try StatSpread.parse("24 HP / 12 Atk / 30 Def / 16 SpA / 23 SpD / 5 Spe", range: 0...31)
        request.evs = try StatSpread.parse("74 HP / 190 Atk / 91 Def / 48 SpA / 84 SpD / 23 Spe", range: 0...252)
        let result = try await stats.stats(request)
        #expect(result.nature?.name == "adamant")
        #expect(
            result.values == [
                .hp: 289, .attack: 278, .defense: 193, .specialAttack: 135, .specialDefense: 171, .speed: 171,
            ])
        // A boost changes the battle stat, not the stat.
        request.boosts = try StatSpread.parse("+1 Atk", range: -6...6)
        let boosted = try await stats.stats(request)
        #expect(boosted.values[.attack] == 278 && boosted.boosted[.attack] == 417)
        // A nature no one has is refused with the nearest.
        request.nature = "adamnt"
        await #expect(throws: PokedexError.self) { try await stats.stats(request) }
    }

    @Test func aTypeIsCountedOverTheCatalogAndAnUnknownOneRefused() async throws {
        var pokedex = InMemoryRepository.numbered(6)
        pokedex.pokemon[0] = Self.garchomp
        let types = TypeInteractor(repository: pokedex)
        #expect(try await types.type("normal").pokemonCount == 5)
        let both = try await types.type("dragon ground")
        #expect(both.pokemonCount == 1 && both.partner?.name == "ground" && both.relations.name == "dragon")
        // The same type twice is that type.
        #expect(try await types.type("normal/normal").partner == nil)
        do {
            _ = try await types.type("fyre")
            Issue.record("'fyre' is no type")
        } catch {
            guard case .typeNotFound(_, let suggestions) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(suggestions.contains("fire"))
        }
    }

    /// The fake's types all take double damage from Water: the chart's Water row is all 2.
    @Test func theChartIsEachTypeAttackingEachInTheGamesOrder() async throws {
        let chart = try await ChartInteractor(repository: InMemoryRepository.numbered(1)).chart()
        #expect(chart.types == TypeChart.attackingTypes)
        let water = try #require(chart.types.firstIndex(of: "water"))
        for (index, row) in chart.multipliers.enumerated() {
            #expect(row == Array(repeating: index == water ? 2 : 1, count: 18), "\(chart.types[index])")
        }
    }

    @Test func gamesAreInReleaseOrderAndOneIsFoundByAnyOfItsNames() async throws {
        let games = GamesInteractor(repository: InMemoryMovesRepository.small())
        #expect(try await games.games(nil).games.map(\.name) == ["old-game", "new-game"])
        #expect(try await games.games("New Game").games.map(\.name) == ["new-game"])
        await #expect(throws: PokedexError.self) { try await games.games("no such game") }
    }

    @Test func aMarkIsToggledAndListedInTheGameNamed() async throws {
        let marks = InMemoryMarks()
        let caught = CaughtInteractor(
            pokedex: InMemoryRepository(pokemon: [Self.garchomp]), moves: InMemoryMovesRepository.small(),
            dexes: InMemoryEncountersRepository(), marks: marks)
        let (_, added) = try await caught.toggle("garchomp", game: "new-game")
        #expect(added)
        let rows = try await caught.list(game: "new-game")
        #expect(rows.map(\.mark.species) == ["garchomp"] && rows.first?.game?.name == "new-game")
        #expect(try await caught.list(game: "old-game").isEmpty)
        let (_, addedAgain) = try await caught.toggle("garchomp", game: "new-game")
        #expect(!addedAgain)
        #expect(try await caught.list(game: "new-game").isEmpty)
    }
}
