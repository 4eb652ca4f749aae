import PokedexDomain
import PokedexInteractors
import Testing

/// A team's sets checked against a game's rules, through the bundled facts: each kind of problem
/// is one warning naming the member and the line, and six real tournament sets give none.
@Suite struct TeamLegalityTests {
    let interactor = TeamInteractor(pokedex: offlineRepository(), repository: offlineMovesRepository())

    func warnings(_ export: String, game: String? = "sv") async throws -> [String] {
        var request = TeamRequest(export: export)
        request.game = game
        return try await interactor.team(request).warnings
    }

    @Test func eachKindOfProblemIsAWarningNamingTheLine() async throws {
        let export = """
            Chompy (Garchomp) @ Choice Scarff
            Ability: Levitate
            Level: 101
            Tera Type: Fyre
            EVs: 252 Atk / 4 SpD / 300 Spe
            IVs: 32 SpA
            Jolly Nature
            - Earthquake
            - Outrage
            - Thunderbolt
            - Earthquake
            - Fire Fang

            Ferrothorn @ Leftovers
            Ability: Iron Barbs
            - Power Whip
            """
        #expect(
            try await warnings(export) == [
                "Chompy (Garchomp), line 1: no item named 'Choice Scarff'",
                "Chompy (Garchomp), line 3: the level must be 1 to 100, not 101",
                "Chompy (Garchomp), line 5: 300 EVs in Spe, more than 252",
                "Chompy (Garchomp), line 5: the EVs add up to 556, more than 510",
                "Chompy (Garchomp), line 6: 32 IVs in SpA, more than 31",
                "Chompy (Garchomp), line 4: 'Fyre' is not a Tera type",
                "Chompy (Garchomp), line 2: Garchomp cannot have Levitate",
                "Chompy (Garchomp), line 12: 5 moves; a Pokémon knows at most 4",
                "Chompy (Garchomp), line 11: Earthquake is there twice",
                "Chompy (Garchomp), line 10: Garchomp cannot learn Thunderbolt in Scarlet/Violet",
                "Ferrothorn, line 14: Ferrothorn is not in Scarlet/Violet",
            ])
    }

    @Test func movesComeThroughPreEvolutionsAndTheirEggMoves() async throws {
        // Garchomp learns none of these itself in Scarlet/Violet: they are Gible's egg moves.
        let export = "Garchomp\nAbility: Rough Skin\n- Double-Edge\n- Metal Claw\n- Thrash\n- Twister\n"
        #expect(try await warnings(export).isEmpty)
        // Raichu has Fake Out only as Pichu's egg move, two stages back.
        let raichu = try await warnings("Raichu\nAbility: Static\n- Fake Out\n", game: "sv")
        #expect(raichu.isEmpty)
        // Another game's rules: Garchomp is not in Sword/Shield's learnsets the same way.
        let older = try await warnings("Garchomp\nAbility: Rough Skin\n- Scale Shot\n", game: "sun-moon")
        #expect(older == ["Garchomp, line 3: Garchomp cannot learn Scale Shot in Sun/Moon"])
    }

    @Test func sixRealTournamentSetsKeepTheRules() async throws {
        let export = """
            Flutter Mane @ Booster Energy
            Ability: Protosynthesis
            Level: 50
            Tera Type: Fairy
            EVs: 4 HP / 252 SpA / 252 Spe
            Timid Nature
            IVs: 0 Atk
            - Moonblast
            - Shadow Ball
            - Dazzling Gleam
            - Protect

            Iron Hands @ Assault Vest
            Ability: Quark Drive
            Level: 50
            Tera Type: Grass
            EVs: 252 HP / 252 Atk / 4 SpD
            Adamant Nature
            - Fake Out
            - Drain Punch
            - Wild Charge
            - Heavy Slam

            Landorus-Therian @ Choice Scarf
            Ability: Intimidate
            Level: 50
            Tera Type: Steel
            EVs: 4 HP / 252 Atk / 252 Spe
            Jolly Nature
            - Stomping Tantrum
            - Rock Slide
            - U-turn
            - Stone Edge

            Amoonguss @ Rocky Helmet
            Ability: Regenerator
            Level: 50
            Tera Type: Water
            EVs: 252 HP / 156 Def / 100 SpD
            Relaxed Nature
            IVs: 0 Atk / 0 Spe
            - Spore
            - Rage Powder
            - Pollen Puff
            - Protect

            Chien-Pao @ Focus Sash
            Ability: Sword of Ruin
            Level: 50
            Tera Type: Ghost
            EVs: 4 HP / 252 Atk / 252 Spe
            Jolly Nature
            - Icicle Crash
            - Sucker Punch
            - Sacred Sword
            - Protect

            Urshifu-Rapid-Strike @ Mystic Water
            Ability: Unseen Fist
            Level: 50
            Tera Type: Water
            EVs: 4 HP / 252 Atk / 252 Spe
            Jolly Nature
            - Surging Strikes
            - Close Combat
            - U-turn
            - Aqua Jet
            """
        #expect(try await warnings(export, game: nil).isEmpty)
        var request = TeamRequest(export: export)
        request.versus = ["dragapult"]
        let report = try await interactor.team(request)
        #expect(report.legality == TeamReport.Legality(game: "Scarlet/Violet", problems: 0, gameName: "scarlet-violet"))
        // At the team's level, 50: Dragapult's 142 base Speed with 252 EVs, with and without Timid/Jolly.
        #expect(report.opponents.map { [$0.fastest, $0.neutral] } == [[213, 194]])
        // Tera Water Amoonguss defends as Water alone.
        let grass = try #require(report.defense.first { $0.attackingType == "grass" })
        #expect(grass.teraMultipliers[3] == 2)
    }
}
