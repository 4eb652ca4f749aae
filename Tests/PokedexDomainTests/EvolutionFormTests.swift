import PokedexDomain
import Testing

/// A species' tree as each of its forms has it: the ways PokeAPI records with the form they
/// start from and the one they give.
@Suite struct EvolutionFormTests {
    static func way(
        _ trigger: String, level: Int? = nil, item: String? = nil, from base: String? = nil, into evolved: String? = nil
    ) -> EvolutionCondition {
        var condition = EvolutionCondition(trigger: trigger)
        condition.minLevel = level
        condition.item = item
        condition.baseForm = base
        condition.evolvedForm = evolved
        return condition
    }

    /// Wooper → Quagsire (level 20); Paldean Wooper → Clodsire (level 20).
    static let wooper = EvolutionNode(
        species: "wooper", speciesID: 194, conditions: [],
        evolvesTo: [
            EvolutionNode(species: "quagsire", speciesID: 195, conditions: [way("level-up", level: 20)], evolvesTo: []),
            EvolutionNode(
                species: "clodsire", speciesID: 980, conditions: [way("level-up", level: 20, from: "wooper-paldea")],
                evolvesTo: []),
        ])

    /// Sandshrew → Sandslash at 22; Alolan Sandshrew → Alolan Sandslash by an Ice Stone.
    static let sandshrew = EvolutionNode(
        species: "sandshrew", speciesID: 27, conditions: [],
        evolvesTo: [
            EvolutionNode(
                species: "sandslash", speciesID: 28,
                conditions: [
                    way("level-up", level: 22),
                    way("use-item", item: "ice-stone", from: "sandshrew-alola", into: "sandslash-alola"),
                ], evolvesTo: [])
        ])

    @Test func eachFormFollowsItsOwnWays() {
        let plain = Self.wooper.line(of: "wooper", speciesID: 194, isDefault: true)
        #expect(plain.evolvesTo.map(\.species) == ["quagsire"])
        let paldean = Self.wooper.line(of: "wooper-paldea", speciesID: 194, isDefault: false)
        #expect(paldean.form == "wooper-paldea")
        #expect(paldean.evolvesTo.map(\.species) == ["clodsire"])
        // Clodsire, the species' default, evolves from Paldean Wooper.
        let clodsire = Self.wooper.line(of: "clodsire", speciesID: 980, isDefault: true)
        #expect(clodsire.form == "wooper-paldea" && clodsire.evolvesTo.map(\.species) == ["clodsire"])
        #expect(clodsire.evolvesTo.first?.conditions.first?.minLevel == 20)
    }

    @Test func aFormsWayIsItsAloneAndTheDefaultsTheRest() {
        let alolan = Self.sandshrew.line(of: "sandslash-alola", speciesID: 28, isDefault: false)
        #expect(alolan.form == "sandshrew-alola")
        #expect(alolan.evolvesTo.first?.form == "sandslash-alola")
        #expect(alolan.evolvesTo.first?.conditions.map(\.item) == ["ice-stone"])
        let plain = Self.sandshrew.line(of: "sandslash", speciesID: 28, isDefault: true)
        #expect(plain.form == nil && plain.evolvesTo.first?.form == nil)
        #expect(plain.evolvesTo.first?.conditions.map(\.minLevel) == [22])
    }

    @Test func aFormNoWayNamesIsItsSpeciesAndOneAloneStandsAlone() {
        let mega = Self.sandshrew.line(of: "sandslash-mega", speciesID: 28, isDefault: false)
        #expect(mega.evolvesTo.first?.conditions.map(\.minLevel) == [22])
        let alone = Self.sandshrew.line(of: "sandslash-alone", speciesID: 28, isDefault: false, alone: true)
        #expect(alone.species == "sandslash" && alone.evolvesTo.isEmpty && alone.conditions.isEmpty)
    }

    @Test func aDefaultNamedByAWayIsTheDefault() {
        let rockruff = EvolutionNode(
            species: "rockruff", speciesID: 744, conditions: [],
            evolvesTo: [
                EvolutionNode(
                    species: "lycanroc", speciesID: 745,
                    conditions: [
                        Self.way("level-up", level: 25, from: "rockruff", into: "lycanroc-midday"),
                        Self.way("level-up", level: 25, from: "rockruff", into: "lycanroc-midnight"),
                        Self.way("level-up", level: 25, from: "rockruff-own-tempo", into: "lycanroc-dusk"),
                    ], evolvesTo: [])
            ])
        let defaults: Set<String> = ["rockruff", "lycanroc-midday"]
        let plain = rockruff.line(of: "rockruff", speciesID: 744, isDefault: true, defaults: defaults)
        #expect(plain.evolvesTo.map(\.form) == [nil, "lycanroc-midnight"])
        let dusk = rockruff.line(of: "lycanroc-dusk", speciesID: 745, isDefault: false, defaults: defaults)
        #expect(dusk.form == "rockruff-own-tempo" && dusk.evolvesTo.map(\.form) == ["lycanroc-dusk"])
    }
}
