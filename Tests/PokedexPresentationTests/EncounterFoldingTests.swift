import PokedexDomain
import PokedexWords
import Testing

@testable import PokedexPresentation

/// The games' own tables read as a player reads them: a line per place and level band.
@Suite struct EncounterFoldingTests {
    static func line(
        _ area: String, _ levels: ClosedRange<Int>, location: String? = nil, qualifier: String? = nil,
        method: String = "overworld", conditions: [String] = []
    ) -> EncounterLine {
        var line = EncounterLine(
            place: area, area: area.lowercased(), pokemon: nil, method: method, methodDisplayName: "Overworld",
            minLevel: levels.lowerBound, maxLevel: levels.upperBound, chance: 0, conditions: conditions,
            conditionDisplayNames: conditions)
        line.location = location ?? area
        line.qualifier = qualifier
        return line
    }

    @Test func crossingsWeathersAndLevelsThatMeetFoldIntoTheirPlace() {
        let folded = Presenter.folded(
            [
                Self.line("Casseroya Lake", 50...56, conditions: ["weather-normal", "weather-overcast"]),
                Self.line(
                    "Casseroya Lake (from West Province)", 51...54, location: "Casseroya Lake",
                    qualifier: "from West Province",
                    conditions: [
                        "weather-raining", "weather-thunderstorm", "weather-fog", "weather-snowing",
                        "weather-snowstorm", "weather-sandstorm",
                    ]),
                Self.line(
                    "Casseroya Lake (from Glaseado Mountain)", 40...44, location: "Casseroya Lake",
                    qualifier: "from Glaseado Mountain", conditions: ["not-night"]),
                Self.line("Casseroya Lake", 26...29, conditions: ["not-night", "not-dusk"]),
                Self.line("Casseroya Lake", 30...33, conditions: ["not-dusk"]),
            ], language: .en)
        // 26–29 and 30–33 meet: one band; 40–44, the story's next, and 50–56, the post-game's, apart.
        #expect(folded.map(\.minLevel) == [26, 40, 50])
        #expect(folded.map(\.maxLevel) == [33, 44, 56])
        // Met at any time one of its slots is; in any weather, as its slots together are.
        #expect(folded[0].conditions == ["not-dusk"])
        #expect(folded[1].conditions == ["not-night"])
        #expect(folded[2].conditions.isEmpty)
        #expect(folded[1].crossings == ["Glaseado Mountain"] && !folded[1].inPlace)
        #expect(folded[2].crossings == ["West Province"] && folded[2].inPlace)
        #expect(folded.allSatisfy { $0.place == "Casseroya Lake" })
    }

    @Test func anAlphaBesideAPlainSlotOfTheSameLevelsIsSometimesAnAlpha() {
        let folded = Presenter.folded(
            [
                Self.line("Crimson Mirelands", 35...38, method: "space-time-distortion"),
                Self.line("Crimson Mirelands", 35...38, method: "space-time-distortion", conditions: ["alpha"]),
                Self.line("Crimson Mirelands", 60...63, method: "space-time-distortion", conditions: ["alpha"]),
                Self.line(
                    "Crimson Mirelands (Holm of Trials)", 16...19, location: "Crimson Mirelands",
                    qualifier: "Holm of Trials"),
            ], language: .en)
        #expect(folded.map(\.conditions) == [[], ["alpha-sometimes"], ["alpha"]])
        #expect(folded.first?.parts == ["Holm of Trials"])
        #expect(folded.map(\.method) == ["overworld", "space-time-distortion", "space-time-distortion"])
    }

    @Test func aCrossingIsReadInTheReadersLanguage() {
        let folded = Presenter.folded(
            [
                Self.line(
                    "テーブルシティ（南１番エリアから）", 5...8, location: "テーブルシティ", qualifier: "南１番エリアから")
            ], language: .ja)
        #expect(folded.first?.crossings == ["南１番エリア"])
    }

    @Test func waysAreSaidOncePerKindWithTheirPlacesLevelsAndVersions() {
        let section = EncounterSection(
            versions: ["scarlet"], versionDisplayNames: ["Scarlet"],
            lines: [
                Self.line("Area Zero", 57...60), Self.line("Asado Desert", 45...45, method: "static"),
                Self.line("Paldea", 35...35, method: "tera-raid", conditions: ["tera-raid-3-star"]),
                Self.line("Paldea", 75...75, method: "tera-raid", conditions: ["tera-raid-5-star"]),
            ])
        let ways = Presenter.ways(of: [section], versions: ["scarlet", "violet"], from: nil)
        #expect(ways.map(\.kind) == [.wild, .once, .raid])
        #expect(ways[2].stars == 3...5)
        #expect(ways.allSatisfy { $0.versions == ["scarlet"] })
        #expect(ways[0].places == ["Area Zero"])
    }
}

/// Versions share a section's lines only when their entries are the same: the same areas,
/// Pokémon and slots, in order.
@Suite struct SameEncountersTests {
    static func entry(area: Int, version: Int, pokemon: Int = 25, minLevel: Int = 3) -> EncounterEntry {
        EncounterEntry(
            areaID: area, area: "area-\(area)", place: "Area \(area)", pokemon: nil,
            group: EncounterGroup(
                pokemonID: pokemon, versionID: version, maxChance: 5,
                details: [EncounterDetail(methodID: 1, minLevel: minLevel, maxLevel: 5, chance: 5, conditionIDs: [])]))
    }

    @Test func onlyTheSameAreasPokemonAndSlotsAreTheSame() {
        let entries = [
            Self.entry(area: 1, version: 1), Self.entry(area: 1, version: 2), Self.entry(area: 2, version: 3),
            Self.entry(area: 1, version: 4, pokemon: 26), Self.entry(area: 1, version: 5, minLevel: 4),
        ]
        #expect(Presenter.sameEncounters([0], [1], in: entries))
        #expect(!Presenter.sameEncounters([0], [2], in: entries), "another area")
        #expect(!Presenter.sameEncounters([0], [3], in: entries), "another Pokémon")
        #expect(!Presenter.sameEncounters([0], [4], in: entries), "other levels")
        #expect(!Presenter.sameEncounters([0], [0, 1], in: entries), "more entries")
        #expect(Presenter.sameEncounters([0, 2], [1, 2], in: entries))
        #expect(!Presenter.sameEncounters([0, 2], [2, 1], in: entries), "another order")
    }
}

/// A term named twice (a damaged or edited file) is its last row's, by id and by name alike,
/// as the table of terms by id had it.
@Suite struct EncounterNamesTests {
    @Test func anIdsLastRowIsItsNameEverywhere() {
        let terms = [
            EncounterTerm(kind: .version, id: 1, name: "red", displayName: "Red"),
            EncounterTerm(kind: .version, id: 2, name: "blue", displayName: "Blue"),
            EncounterTerm(kind: .version, id: 1, name: "red", displayName: "Crimson"),
            EncounterTerm(kind: .method, id: 1, name: "walk", displayName: "Walking"),
            EncounterTerm(kind: .condition, id: 300, name: "time-night", displayName: "At night"),
        ]
        let names = EncounterNames(terms: terms, language: .en)
        #expect(names.version(1).displayName == "Crimson")
        #expect(names.versionName("red") == "Crimson")
        #expect(names.versionName("blue") == "Blue")
        #expect(names.versionName("gold") == "Gold")
        #expect(names.condition(300).name == "time-night")
        #expect(names.condition(299).name == "condition-299")
        #expect(names.method(2).name == "method-2")
        #expect(names.method(-1).name == "method--1")
        // A name read in place is the term's, of its own kind only (the version 1 is no method).
        #expect(names.conditionName(300) == "time-night" && names.conditionName(299) == "condition-299")
        #expect(names.methodName(1) == "walk" && names.methodName(2) == "method-2")
        #expect(names.conditionName(1) == "condition-1")
    }
}

/// A set of conditions looked up by one number stands for that list alone.
@Suite struct PackedConditionsTests {
    @Test func eachShortListIsANumberOfItsOwn() {
        var random = SeededRandom(seed: 20_261_204)
        var seen: [Int: [Int]] = [:]
        let small = [0, 1, 2, 7, 300, 32_767]
        for _ in 0..<5000 {
            let ids = (0..<(1 + random.below(4))).map { _ in
                random.below(3) == 0 ? random.pick(small) : random.below(400)
            }
            guard let key = LineNames.packed(ids) else {
                Issue.record("no number for \(ids)")
                continue
            }
            #expect(seen[key, default: ids] == ids, "\(ids) and \(seen[key] ?? [])")
            seen[key] = ids
        }
        #expect(LineNames.packed([1, 2, 3, 4, 5]) == nil)
        #expect(LineNames.packed([32_768]) == nil)
        #expect(LineNames.packed([-1]) == nil)
        #expect(LineNames.packed([0]) != LineNames.packed([0, 0]))
    }
}
