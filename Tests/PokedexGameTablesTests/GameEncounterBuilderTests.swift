import PokedexData
import PokedexDomain
import Testing

@testable import PokedexGameTables

/// The games' slots as sightings, and sightings filed under PokeAPI's places, Pokémon and terms.
@Suite struct GameEncounterBuilderTests {
    static let slot = PaldeaArea.Slot(
        species: 280, form: 0, gender: 255, minLevel: 5, maxLevel: 8, absentTimes: 2, weathers: 15)

    @Test func scarletVioletSightingsKnowTheirGameBorderTimesAndWeathers() {
        let sightings = GameSightings.paldea([
            PaldeaArea(location: 82, crossFrom: 6, slots: [Self.slot]),
            PaldeaArea(location: 38, crossFrom: 38, slots: [Self.slot]),
            PaldeaArea(
                location: 140, crossFrom: 0,
                slots: [
                    PaldeaArea.Slot(
                        species: 280, form: 0, gender: 255, minLevel: 13, maxLevel: 16, absentTimes: 0, weathers: 255)
                ]),
            PaldeaArea(location: 174, crossFrom: 0, slots: [Self.slot]),
        ])
        #expect(sightings.map(\.qualifier) == [.from(6), .none, .none, .none])
        #expect(sightings[0].versions == ["scarlet", "violet"])
        #expect(sightings[2].versions == ["the-teal-mask-scarlet", "the-teal-mask-violet"])
        #expect(sightings[3].versions == ["the-indigo-disk-scarlet", "the-indigo-disk-violet"])
        #expect(
            sightings[0].conditions
                == ["not-night", "weather-normal", "weather-overcast", "weather-raining", "weather-thunderstorm"])
        // Every time and every weather: no condition.
        #expect(sightings[2].conditions.isEmpty)
    }

    @Test func arceusOutbreaksOverTheWholeAreaAreTheAreas() {
        let slot = HisuiArea.Slot(species: 280, form: 0, alpha: 1, minLevel: 31, maxLevel: 34, gender: 2, perfectIVs: 3)
        let sightings = GameSightings.hisui([
            HisuiArea(locations: [5, 9], kind: .standard, slots: [slot]),
            HisuiArea(locations: [5, 1, 2, 3, 4, 6], kind: .massiveOutbreak, slots: [slot]),
        ])
        #expect(sightings.map(\.qualifier) == [.within([9]), .none])
        #expect(sightings.map(\.method) == ["overworld", "massive-mass-outbreak"])
        #expect(sightings.map(\.conditions) == [["alpha"], ["alpha"]])
    }

    /// A list of five lines in English and Japanese.
    static let list = GamePlaceNames.GameList(names: [
        .en: ["", "South Province (Area One)", "Los Platos", "Reveler’s Road", "Nowhere New"],
        .ja: ["", "南１番エリア", "プラトタウン", "まつりのあとの道", "どこでもない"],
    ])

    static let places = [
        Place(
            kind: .location, id: 828, name: "paldea-south-province-area-one", locationID: nil, region: "paldea",
            names: [.en: "South Province (Area One)"]),
        Place(
            kind: .location, id: 816, name: "los-platos", locationID: nil, region: "paldea", names: [.en: "Los Platos"]),
        Place(kind: .area, id: 900, name: "los-platos-area", locationID: 816, region: nil, names: [.en: "Los Platos"]),
        Place(
            kind: .location, id: 1073, name: "revelers-road", locationID: nil, region: "paldea",
            names: [.en: "Reveler's Road"]),
    ]

    static let terms =
        [
            EncounterTerm(kind: .version, id: 40, name: "scarlet", displayName: "Scarlet"),
            EncounterTerm(kind: .version, id: 41, name: "violet", displayName: "Violet"),
            EncounterTerm(kind: .method, id: 38, name: "overworld", displayName: "Overworld"),
        ]
        + GameSightings.weatherConditions.enumerated().map { index, name in
            EncounterTerm(kind: .condition, id: 247 + index, name: name, displayName: name, group: "weather")
        }

    static func builder(pokemon: @escaping (Int, Int) -> Int? = { species, _ in species }) -> GameEncounterBuilder {
        GameEncounterBuilder(
            places: places, areas: [], terms: terms, lists: [GameSightings.paldeaList: list], pokemon: pokemon)
    }

    static func sighting(
        _ location: Int, _ qualifier: Sighting.Qualifier = .none, weathers: [String] = [], species: Int = 280
    ) -> Sighting {
        Sighting(
            versions: ["scarlet", "violet"], list: GameSightings.paldeaList, region: "paldea", location: location,
            qualifier: qualifier, method: "overworld", species: species, form: 0, minLevel: 5, maxLevel: 8,
            conditions: weathers)
    }

    @Test func placesTheGamesNameAsPokeAPIDoesArePokeAPIs() throws {
        let output = try Self.builder().adding([
            Self.sighting(1), Self.sighting(2, .from(1)), Self.sighting(2), Self.sighting(3),
        ])
        let added = output.places.filter { !Self.places.contains($0) }
        // Los Platos' own area is PokeAPI's; South Province (Area One) and Reveler's Road get one
        // each, Los Platos one more for what wanders in.
        #expect(added.allSatisfy { $0.kind == .area })
        let byName = Dictionary(uniqueKeysWithValues: output.places.map { ($0.name, $0) })
        let crossing = try #require(byName["los-platos-from-south-province-area-one"])
        #expect(crossing.locationID == 816)
        #expect(crossing.names[.en] == "Los Platos (from South Province (Area One))")
        #expect(crossing.names[.ja] == "プラトタウン（南１番エリアから）")
        #expect(byName["paldea-south-province-area-one-area"]?.names[.ja] == "南１番エリア")
        #expect(byName["revelers-road-area"]?.locationID == 1073)
        let plain = try #require(output.areas.first { $0.areaID == 900 })
        #expect(plain.groups.map(\.versionID) == [40, 41])
        #expect(
            plain.groups.first?.details == [
                EncounterDetail(methodID: 38, minLevel: 5, maxLevel: 8, chance: 0, conditionIDs: [])
            ])
    }

    @Test func aPlacePokeAPILacksIsAddedWithTheGamesNames() throws {
        let output = try Self.builder().adding([Self.sighting(4)])
        let location = try #require(output.places.first { $0.kind == .location && $0.names[.en] == "Nowhere New" })
        #expect(location.id == 1074)
        #expect(location.name == "nowhere-new")
        #expect(location.region == "paldea")
        #expect(location.names[.ja] == "どこでもない")
        #expect(location.names[.jaHrkt] == "どこでもない")
        #expect(output.addedLocations == 1)
        #expect(output.addedAreas == 1)
    }

    @Test func slotsThatDifferOnlyInWeatherAreOneLine() throws {
        let output = try Self.builder().adding([
            Self.sighting(1, weathers: ["weather-normal", "weather-overcast"]),
            Self.sighting(1, weathers: ["weather-fog"]),
            // The place has rain too: Ralts is not met in it.
            Self.sighting(1, weathers: ["weather-raining"], species: 25),
        ])
        let details = try #require(output.areas.first?.groups.first { $0.pokemonID == 280 }?.details)
        #expect(details.map(\.conditionIDs) == [[247, 248, 251]])
    }

    /// A slot met in every weather its place has is met in any weather there: no condition.
    @Test func aSlotInEveryWeatherOfItsPlaceHasNoWeather() throws {
        let output = try Self.builder().adding([
            Self.sighting(1, weathers: ["weather-normal", "weather-overcast"]),
            Self.sighting(1, weathers: ["weather-normal"], species: 25),
        ])
        let groups = try #require(output.areas.first?.groups)
        #expect(groups.first { $0.pokemonID == 280 }?.details.map(\.conditionIDs) == [[]])
        #expect(groups.first { $0.pokemonID == 25 }?.details.map(\.conditionIDs) == [[247]])
    }

    @Test func aFormThatMapsToNoPokemonStopsTheRunNamingIt() {
        #expect(throws: GameEncounterBuilder.UnmappedForms.self) {
            try Self.builder(pokemon: { _, form in form == 0 ? 1 : nil }).adding([
                Sighting(
                    versions: ["scarlet"], list: GameSightings.paldeaList, region: "paldea", location: 1,
                    method: "overworld", species: 670, form: 3, minLevel: 1, maxLevel: 2)
            ])
        }
    }

    @Test func gameFormsMapToPokeAPIsVarieties() {
        let varieties = [
            80: [80, 10071, 10165], 670: [670, 10061, 10271], 201: [201], 774: [774, 10130],
            128: [128, 10250, 10251, 10252],
        ]
        let looks = [670: 5, 201: 28]
        func pokemon(_ species: Int, _ form: Int) -> Int? {
            GameForms.pokemon(species: species, form: form, varieties: varieties, formCounts: looks)
        }
        #expect(pokemon(80, 2) == 10165)  // Galarian Slowbro, after Mega
        #expect(pokemon(670, 3) == 670)  // a blue Floette is Floette
        #expect(pokemon(670, 5) == 10061)  // Eternal Floette
        #expect(pokemon(201, 27) == 201)  // Unown's letters
        #expect(pokemon(774, 31) == 774)  // Minior, any colour
        #expect(pokemon(128, 3) == 10252)  // Paldean Tauros, Aqua Breed
        #expect(pokemon(80, 3) == nil)
        #expect(pokemon(999, 0) == nil)
    }
}
