/// Moves whose type is the holder's: by its item, its form or its Tera type.
package enum HeldMoveType {
    /// The type `move` has when this Pokémon uses it; nil when it keeps its own.
    package static func type(
        of move: String, holder pokemon: String, types: [String], item: String?, teraType: String?
    ) -> String? {
        let item = item ?? ""
        switch move {
        case "judgment": return BattleItems.plates[item]
        case "multi-attack": return BattleItems.memoryType(item)
        case "techno-blast": return BattleItems.drives[item]
        case "revelation-dance":
            if let teraType, teraType != "stellar" { return teraType }
            return types.first
        case "aura-wheel": return pokemon == "morpeko-hangry" ? "dark" : nil
        case "raging-bull":
            return form(
                pokemon,
                [
                    "tauros-paldea-aqua": "water", "tauros-paldea-blaze": "fire", "tauros-paldea-combat": "fighting",
                ]) ?? "normal"
        case "ivy-cudgel":
            return form(
                pokemon,
                [
                    "ogerpon-wellspring": "water", "ogerpon-hearthflame": "fire", "ogerpon-cornerstone": "rock",
                ]) ?? "grass"
        case "tera-blast": return teraType
        default: return nil
        }
    }

    private static func form(_ pokemon: String, _ forms: [String: String]) -> String? {
        forms.first { pokemon.hasPrefix($0.key) }?.value
    }
}
