import PokedexDomain

/// Turns PokeAPI DTOs into entities. The one place that knows both.
public enum PokemonMapper {
    public static func detail(
        summary: PokemonSummary, pokemon: PokemonDTO, species: SpeciesDTO
    ) throws(RepositoryError) -> PokemonDetail {
        var values: [String: Int] = [:]
        for stat in pokemon.stats { values[stat.stat.name] = stat.baseStat }
        func stat(_ name: String) throws(RepositoryError) -> Int {
            guard let value = values[name] else {
                throw .malformed(resource: "pokemon/\(pokemon.id)", reason: "missing base stat \(name)")
            }
            return value
        }
        guard let generation = species.generation.id else {
            throw .malformed(resource: "pokemon-species/\(species.id)", reason: "generation link has no id")
        }
        let entry = species.latestFlavorText(in: "en").map {
            PokedexEntry(text: PokedexEntry.clean($0.flavorText), version: $0.version?.name ?? "")
        }
        return PokemonDetail(
            summary: summary,
            genus: species.genus(in: "en") ?? "",
            generation: generation,
            heightDecimetres: pokemon.height,
            weightHectograms: pokemon.weight,
            abilities: pokemon.abilities.sorted { $0.slot < $1.slot }
                .map { Ability(name: $0.ability.name, isHidden: $0.isHidden) },
            stats: BaseStats(
                hp: try stat("hp"), attack: try stat("attack"), defense: try stat("defense"),
                specialAttack: try stat("special-attack"), specialDefense: try stat("special-defense"),
                speed: try stat("speed")
            ),
            entry: entry
        )
    }

    /// The catalog row of a Pokémon, given its species.
    public static func summary(pokemon: PokemonDTO, species: SpeciesDTO) -> PokemonSummary {
        let speciesDisplayName = species.name(in: "en") ?? DisplayName.titleCase(species.name)
        return PokemonSummary(
            id: pokemon.id,
            name: pokemon.name,
            speciesID: species.id,
            speciesName: species.name,
            displayName: DisplayName.forPokemon(
                name: pokemon.name, speciesName: species.name,
                speciesDisplayName: speciesDisplayName, isDefault: pokemon.isDefault
            ),
            types: pokemon.types.sorted { $0.slot < $1.slot }.map(\.type.name),
            isDefault: pokemon.isDefault,
            generation: species.generation.id ?? 0
        )
    }
}
