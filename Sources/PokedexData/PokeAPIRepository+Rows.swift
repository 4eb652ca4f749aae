import PokedexDomain

// Rows made where the bundled index has none: from PokeAPI's list, or a Pokémon's own body.
extension PokeAPIRepository {
    /// The bundled rows, then any Pokémon the list index adds (known by name only, for now).
    static func merge(_ bundled: [PokemonSummary], with list: ResourceListDTO) -> [PokemonSummary] {
        var known = Set(bundled.map(\.id))
        var merged = bundled
        for entry in list.results {
            guard let id = entry.id, let name = entry.name, !known.contains(id) else { continue }
            known.insert(id)
            merged.append(
                PokemonSummary(
                    id: id, name: name, speciesID: 0, speciesName: "", displayName: DisplayName.titleCase(name),
                    types: [], isDefault: id < 10000))
        }
        return merged
    }

    /// A row from the Pokémon's own resource; the species' English name is not at hand, so a
    /// bundled display name is kept and a new one made from the species' API name.
    static func summary(from pokemon: PokemonDTO, keeping row: PokemonSummary) -> PokemonSummary {
        let speciesName = pokemon.species.name
        let displayName =
            row.needsDetails
            ? DisplayName.forPokemon(
                name: pokemon.name, speciesName: speciesName,
                speciesDisplayName: DisplayName.titleCase(speciesName), isDefault: pokemon.isDefault)
            : row.displayName
        return PokemonSummary(
            id: pokemon.id, name: pokemon.name, speciesID: pokemon.species.id ?? row.speciesID,
            speciesName: speciesName, displayName: displayName,
            types: PokemonMapper.distinctTypes(pokemon), isDefault: pokemon.isDefault,
            generation: row.generation)
    }
}
