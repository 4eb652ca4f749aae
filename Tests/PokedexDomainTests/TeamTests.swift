import PokedexDomain
import Testing

@Suite struct ShowdownExportTests {
    /// An export's lines split on its scalars are the lines Swift's characters split it into:
    /// every kind of line break, CR LF, a combining mark or a joiner beside a break, at the
    /// ends and doubled, over random texts of a small alphabet.
    @Test func linesSplitOnScalarsAreTheLinesOfCharacters() {
        let pieces = [
            "a", "é", "e\u{301}", "\u{200D}", "\u{301}", " ", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}",
            "\u{2028}", "\u{2029}", "\t", "👍🏽", "\u{1F1EB}\u{1F1F7}",
        ]
        var random = SeededRandom(seed: 0x5EED_0F_11E5)
        for _ in 0..<2000 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let characters = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(
                ShowdownExport.lines(of: text).map(String.init) == characters.map(String.init),
                "\(Array(text.unicodeScalars))")
        }
    }

    /// A line's colon found on its bytes is the one its characters find: not one a combining
    /// mark or a prepended mark joins to another character.
    @Test func aColonOnTheBytesIsTheColonOfTheCharacters() {
        let pieces = [":", "a", " ", "\u{301}", "\u{600}", "é", ":\u{301}", "\u{200D}"]
        var random = SeededRandom(seed: 0xC0_1017)
        for _ in 0..<2000 {
            let text = (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(ShowdownExport.colon(in: text) == text.firstIndex(of: ":"), "\(Array(text.unicodeScalars))")
        }
    }

    static let export = """
        Chompy (Garchomp) (M) @ Choice Scarf   \r
        Ability: Rough Skin\r
        Level: 50\r
        Shiny: Yes\r
        Tera Type: Steel\r
        EVs: 252 Atk / 4 SpD / 252 Spe\r
        Jolly Nature\r
        - Earthquake\r
        - Outrage  \r
        \r
        \r
        Rotom-Wash @ Leftovers
        Ability: Levitate
        IVs: 0 Atk
        - Hydro Pump

        Ferrothorn (F)

        Meowstic-F (F) @ Light Clay
        """

    @Test func readsNicknamesGendersItemsAndEveryLine() throws {
        let members = try ShowdownExport.parse(Self.export)
        #expect(members.count == 4)
        #expect(members[0].nickname == "Chompy")
        #expect(members[0].species == "Garchomp")
        #expect(members[0].gender == "M")
        #expect(members[0].item == "Choice Scarf")
        #expect(members[0].ability == "Rough Skin")
        #expect(members[0].level == 50)
        #expect(members[0].shiny)
        #expect(members[0].teraType == "Steel")
        #expect(members[0].nature == "Jolly")
        #expect(members[0].moves == ["Earthquake", "Outrage"])
        #expect(members[1].species == "Rotom-Wash" && members[1].nickname == nil && members[1].item == "Leftovers")
        #expect(members[2].species == "Ferrothorn" && members[2].gender == "F" && members[2].item == nil)
        #expect(members[3].species == "Meowstic-F" && members[3].gender == "F")
    }

    /// The item is what follows the last ` @ ` (overlapping ones too, as Showdown reads it): a
    /// nickname may hold one, an at sign without spaces is part of a name, and a bare ` @` at
    /// the end holds none.
    @Test(
        arguments: [
            ("Bob @ Home (Garchomp) @ Choice Scarf", "Garchomp", "Choice Scarf"),
            ("Garchomp  @  Choice Scarf", "Garchomp", "Choice Scarf"),
            ("Garchomp @ Choice @Scarf", "Garchomp", "Choice @Scarf"),
            ("Gar@chomp", "Gar@chomp", nil),
            ("Garchomp @", "Garchomp", nil),
            ("Pokémon Ü @ Life Orb", "Pokémon Ü", "Life Orb"),
            // Overlapping marks: the last, as Showdown's own `lastIndexOf` finds it.
            ("Garchomp @ @ Leftovers", "Garchomp @", "Leftovers"),
        ] as [(String, String, String?)])
    func theItemFollowsTheLastAtSign(line: String, species: String, item: String?) throws {
        let member = try ShowdownExport.parse(line)[0]
        #expect(member.species == species)
        #expect(member.item == item)
    }

    @Test func aSpeciesAloneIsAMember() throws {
        #expect(try ShowdownExport.parse("Pikachu").map(\.species) == ["Pikachu"])
        #expect(try ShowdownExport.parse("\n\nPikachu\n\n\nRaichu\n").map(\.species) == ["Pikachu", "Raichu"])
    }

    @Test(arguments: [
        ("Pikachu\nThis is not a line", "line 2: 'This is not a line' is not part of a Showdown export"),
        ("Pikachu\nLevel: high", "line 2: the level must be a number, not 'high'"),
        ("Pikachu\nColour: Yellow", "line 2: 'Colour: Yellow' is not part of a Showdown export"),
        ("- Thunderbolt", "line 1: '- Thunderbolt' does not start a member"),
        ("Ability: Static", "line 1: 'Ability: Static' does not start a member"),
        ("   \n\n", "the team is empty"),
        ("A\n\nB\n\nC\n\nD\n\nE\n\nF\n\nG", "a team has at most 6 members, not 7"),
    ])
    func anythingElseIsAnErrorNamingTheLine(text: String, message: String) {
        #expect {
            try ShowdownExport.parse(text)
        } throws: { error in
            (error as? ShowdownExport.ParseError)?.message.hasPrefix(message) ?? false
        }
    }
}

@Suite struct TeamAnalysisTests {
    /// A small type chart: only what these tests use.
    static let chart: [String: TypeRelations] = [
        "ground": TypeRelations(
            name: "ground", doubleDamageFrom: ["water", "grass", "ice"], halfDamageFrom: ["poison", "rock"],
            noDamageFrom: ["electric"], doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        "steel": TypeRelations(
            name: "steel", doubleDamageFrom: ["fire", "fighting", "ground"],
            halfDamageFrom: ["normal", "grass", "ice", "flying", "psychic", "bug", "rock", "dragon", "steel", "fairy"],
            noDamageFrom: ["poison"], doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        "water": TypeRelations(
            name: "water", doubleDamageFrom: ["electric", "grass"], halfDamageFrom: ["fire", "water", "ice", "steel"],
            noDamageFrom: [], doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        "flying": TypeRelations(
            name: "flying", doubleDamageFrom: ["electric", "ice", "rock"],
            halfDamageFrom: ["grass", "fighting", "bug"],
            noDamageFrom: ["ground"], doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        "normal": TypeRelations(
            name: "normal", doubleDamageFrom: ["fighting"], halfDamageFrom: [], noDamageFrom: ["ghost"],
            doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        "grass": TypeRelations(
            name: "grass", doubleDamageFrom: ["fire", "ice", "poison", "flying", "bug"],
            halfDamageFrom: ["water", "electric", "grass", "ground"], noDamageFrom: [], doubleDamageTo: [],
            halfDamageTo: [], noDamageTo: []),
        "fighting": TypeRelations(
            name: "fighting", doubleDamageFrom: ["flying", "psychic", "fairy"],
            halfDamageFrom: ["bug", "rock", "dark"],
            noDamageFrom: [], doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
    ]

    func member(_ types: [String], ability: String? = nil, moves: [Move] = []) -> TeamMember {
        TeamMember(
            spec: TeamMemberSpec(species: "x"),
            pokemon: PokemonSummary(
                id: 1, name: "x", speciesID: 1, speciesName: "x", displayName: "X", types: types, isDefault: true),
            types: types, ability: ability.map { Term(kind: .ability, id: 1, name: $0, displayName: $0) }, item: nil,
            nature: nil, moves: moves)
    }

    func move(_ name: String, _ type: String, _ damageClass: String = "special") -> Move {
        Move(
            id: 1, name: name, displayName: name, type: type, damageClass: damageClass, power: 90, accuracy: 100,
            pp: 10, priority: 0, target: "selected-pokemon", generation: 1, effectChance: nil)
    }

    @Test(
        arguments: [
            ("levitate", "ground", ["steel"], 0.0), ("earth-eater", "ground", ["steel"], 0),
            ("flash-fire", "fire", ["steel"], 0), ("well-baked-body", "fire", ["steel"], 0),
            ("water-absorb", "water", ["ground"], 0), ("storm-drain", "water", ["ground"], 0),
            ("dry-skin", "water", ["ground"], 0), ("volt-absorb", "electric", ["water"], 0),
            ("lightning-rod", "electric", ["water"], 0), ("motor-drive", "electric", ["water"], 0),
            ("sap-sipper", "grass", ["water"], 0), ("thick-fat", "fire", ["steel"], 1),
            ("thick-fat", "ice", ["ground"], 1),
            ("heatproof", "fire", ["steel"], 1), ("water-bubble", "fire", ["steel"], 1),
            ("purifying-salt", "ghost", ["normal"], 0),
            ("dry-skin", "fire", ["steel"], 2.5), ("fluffy", "fire", ["steel"], 4),
            ("wonder-guard", "water", ["steel"], 0),
            ("wonder-guard", "fire", ["steel"], 2),
        ] as [(String, String, [String], Double)])
    func abilitiesChangeWhatATypeDoes(ability: String, attacking: String, types: [String], expected: Double) {
        #expect(
            TeamAnalysis.defense(of: member(types, ability: ability), against: attacking, chart: Self.chart) == expected
        )
    }

    /// A chart that names a type in two of a defender's lists (no damage and double; double
    /// and half) is read by a report as `TypeChart` reads it: no damage first, then double.
    @Test func aReportReadsATypeInTwoListsAsTheChartDoes() {
        let odd = TypeRelations(
            name: "odd", doubleDamageFrom: ["fire", "water"], halfDamageFrom: ["water", "grass"],
            noDamageFrom: ["fire"], doubleDamageTo: [], halfDamageTo: [], noDamageTo: [])
        let chart = ["odd": odd]
        let report = TeamAnalysis.report([member(["odd"]), member(["odd", "unknown"])], chart: chart)
        for row in report.defense {
            let expected = TypeChart.multiplier(of: row.attackingType, against: [odd])
            #expect(row.multipliers == [expected, expected], "\(row.attackingType)")
        }
        let multipliers = Dictionary(uniqueKeysWithValues: report.defense.map { ($0.attackingType, $0.multipliers[0]) })
        #expect(multipliers["fire"] == 0 && multipliers["water"] == 2 && multipliers["grass"] == 0.5)
    }

    /// Types whose names are longer than eight bytes, of eight, or outside ASCII are placed as
    /// the others are: a report weighs them as `TypeChart` does, name by name.
    @Test func typesOfAnyNameAreWeighedAsTheChartWeighsThem() {
        func relations(_ name: String, double: [String], half: [String], none: [String]) -> TypeRelations {
            TypeRelations(
                name: name, doubleDamageFrom: double, halfDamageFrom: half, noDamageFrom: none, doubleDamageTo: [],
                halfDamageTo: [], noDamageTo: [])
        }
        let chart = [
            "verylongtype": relations("verylongtype", double: ["fire", "ninebytes"], half: ["water"], none: ["ghost"]),
            "ninebytes": relations("ninebytes", double: ["verylongtype", "ice", "water"], half: ["fire"], none: []),
            "eightbyt": relations("eightbyt", double: ["grass"], half: ["ninebytes", "ice"], none: ["fire"]),
            "épée": relations("épée", double: ["steel", "eightbyt"], half: ["grass"], none: ["normal"]),
            "fire": relations("fire", double: ["water", "verylongtype"], half: ["fire", "grass"], none: []),
        ]
        let team = [
            member(["verylongtype"]), member(["ninebytes", "verylongtype"]), member(["eightbyt"]),
            member(["épée", "fire"]), member(["fire", "ninebytes"]),
        ]
        let report = TeamAnalysis.report(team, chart: chart)
        for row in report.defense {
            let expected = team.map {
                TypeChart.multiplier(of: row.attackingType, against: $0.types.compactMap { chart[$0] })
            }
            #expect(row.multipliers == expected, "\(row.attackingType)")
        }
        #expect(
            report.defense.contains { $0.multipliers.contains(0) }
                && report.defense.contains { $0.multipliers.contains(4) })
    }

    @Test func specialMovesFollowTheirOwnRules() {
        #expect(TeamAnalysis.hit(move("freeze-dry", "ice"), on: ["water"], chart: Self.chart) == 2)
        #expect(TeamAnalysis.hit(move("ice-beam", "ice"), on: ["water"], chart: Self.chart) == 0.5)
        #expect(TeamAnalysis.hit(move("flying-press", "fighting", "physical"), on: ["grass"], chart: Self.chart) == 2)
        #expect(TeamAnalysis.hit(move("flying-press", "fighting", "physical"), on: ["normal"], chart: Self.chart) == 2)
        #expect(TeamAnalysis.hit(move("thousand-arrows", "ground", "physical"), on: ["flying"], chart: Self.chart) == 1)
        #expect(TeamAnalysis.hit(move("earthquake", "ground", "physical"), on: ["flying"], chart: Self.chart) == 0)
    }

    @Test func aTypeThreeAreWeakToAndNoneResistsIsFlagged() {
        let team = [member(["ground"]), member(["ground"]), member(["ground"], ability: "water-absorb")]
        let report = TeamAnalysis.report(team, chart: Self.chart)
        let grass = report.defense.first { $0.attackingType == "grass" }
        #expect(grass?.weak == 3)
        #expect(grass?.isFlagged == true)
        let water = report.defense.first { $0.attackingType == "water" }
        #expect(water?.weak == 2 && water?.immune == 1 && water?.isFlagged == false)
        // Status moves hit nothing; no damaging move, every type flagged.
        let passive = TeamAnalysis.report(
            [member(["normal"], moves: [move("toxic", "poison", "status")])], chart: Self.chart)
        #expect(passive.offense.allSatisfy { $0.isFlagged })
    }
}
