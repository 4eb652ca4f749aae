import Testing

@testable import PokedexDomain

/// The abilities that change what a type does to their holder, as the games have them (and
/// Smogon's damage calculator): each one's effect on every attacking type, and no other
/// ability's.
@Suite struct AbilityDefenseTests {
    /// Each ability's effect, written from the games' rules rather than read back from the table.
    static let rules: [(ability: String, immune: String?, factors: [String: Double])] = [
        ("levitate", "ground", [:]), ("earth-eater", "ground", [:]),
        ("flash-fire", "fire", [:]), ("well-baked-body", "fire", [:]),
        ("water-absorb", "water", [:]), ("storm-drain", "water", [:]), ("dry-skin", "water", ["fire": 1.25]),
        ("volt-absorb", "electric", [:]), ("lightning-rod", "electric", [:]), ("motor-drive", "electric", [:]),
        ("sap-sipper", "grass", [:]),
        ("thick-fat", nil, ["fire": 0.5, "ice": 0.5]), ("heatproof", nil, ["fire": 0.5]),
        ("water-bubble", nil, ["fire": 0.5]), ("purifying-salt", nil, ["ghost": 0.5]), ("fluffy", nil, ["fire": 2]),
    ]

    @Test func eachAbilityScalesOrCancelsItsTypesAndNoOther() {
        for rule in Self.rules {
            #expect(AbilityDefense.changesDefense(rule.ability), "\(rule.ability)")
            for attacking in TypeChart.attackingTypes {
                let expected = rule.immune == attacking ? 0 : 2 * (rule.factors[attacking] ?? 1)
                #expect(
                    AbilityDefense.multiplier(2, attacking: attacking, ability: rule.ability) == expected,
                    "\(rule.ability) against \(attacking)")
            }
            var effects: [BattleEffect] = rule.immune.map { [.immune($0)] } ?? []
            effects += rule.factors.sorted { $0.key < $1.key }.map { .typeDamageTaken($0.key, factor: $0.value) }
            #expect(BattleEffects.ofAbility(rule.ability) == effects, "\(rule.ability)")
        }
    }

    @Test func filterSolidRockAndPrismArmorSoftenOnlySuperEffectiveHits() {
        for ability in ["filter", "solid-rock", "prism-armor"] {
            #expect(AbilityDefense.changesDefense(ability))
            #expect(AbilityDefense.multiplier(4, attacking: "fire", ability: ability) == 3)
            #expect(AbilityDefense.multiplier(2, attacking: "water", ability: ability) == 1.5)
            #expect(AbilityDefense.multiplier(1, attacking: "water", ability: ability) == 1)
            #expect(AbilityDefense.multiplier(0.5, attacking: "grass", ability: ability) == 0.5)
            #expect(BattleEffects.ofAbility(ability) == [.superEffectiveSoftened])
        }
    }

    @Test func wonderGuardLetsOnlySuperEffectiveHitsThroughAndTeraShellHalvesAtFullHP() {
        #expect(AbilityDefense.multiplier(2, attacking: "fire", ability: "wonder-guard") == 2)
        #expect(AbilityDefense.multiplier(1, attacking: "water", ability: "wonder-guard") == 0)
        #expect(AbilityDefense.multiplier(0.5, attacking: "bug", ability: "wonder-guard") == 0)
        #expect(AbilityDefense.multiplier(4, attacking: "fire", ability: "tera-shell") == 0.5)
        #expect(AbilityDefense.multiplier(0.25, attacking: "grass", ability: "tera-shell") == 0.25)
        #expect(AbilityDefense.multiplier(0, attacking: "ground", ability: "tera-shell") == 0)
        #expect(BattleEffects.ofAbility("wonder-guard") == [.onlySuperEffectiveHits])
        #expect(BattleEffects.ofAbility("tera-shell") == [.notVeryEffectiveAtFullHP])
    }

    /// Abilities that sound like they might (Flower Veil, Water Veil, Heat-named ones) and names
    /// near the table's: none changes what a type does.
    @Test func otherAbilitiesChangeNothing() {
        for ability in [
            "overgrow", "chlorophyll", "water-veil", "flower-veil", "levitat", "levitate-", "Levitate", "",
            "thick", "fluffy ", "filters", "tera-shell-", "wonder", "heat-proof", "storm-drains",
        ] {
            #expect(!AbilityDefense.changesDefense(ability), "\(ability)")
            #expect(AbilityDefense.multiplier(2, attacking: "fire", ability: ability) == 2, "\(ability)")
            #expect(AbilityDefense.immunity(of: ability) == nil, "\(ability)")
            #expect(BattleEffects.ofAbility(ability).isEmpty, "\(ability)")
        }
    }
}
