import FoundationEssentials
import PokedexDomain

/// The generated index beside the fixtures (`pokedex-index.tsv`): one line per Pokémon with what
/// list, search and name resolution need, so that they read one small file instead of 1351.
///
///     # id  name  species_id  species  display_name  is_default  types  generation
///     1     bulbasaur  1  bulbasaur  Bulbasaur  1  grass,poison  1
public enum CatalogIndex {
    public static let fileName = "pokedex-index.tsv"
    static let header = "# id\tname\tspecies_id\tspecies\tdisplay_name\tis_default\ttypes\tgeneration"

    public static func encode(_ pokemon: [PokemonSummary]) -> String {
        var text = header + "\n"
        for p in pokemon.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(p.id), p.name, String(p.speciesID), p.speciesName,
                p.displayName, p.isDefault ? "1" : "0", p.types.joined(separator: ","), String(p.generation),
            ])
        }
        return text
    }

    /// Parses the index; it is read by nearly every command.
    public static func decode(_ data: Data) throws(RepositoryError) -> [PokemonSummary] {
        try IndexRows.parse(data, fieldCount: 8, file: fileName, rowKind: "an index row", reserving: 1400) { fields in
            guard let id = fields.number(0), let speciesID = fields.number(2), let generation = fields.number(7) else {
                return nil
            }
            let name = fields.string(1)
            let sameAsName = fields.bytes(3).elementsEqual(fields.bytes(1))
            return PokemonSummary(
                id: id, name: name, speciesID: speciesID, speciesName: sameAsName ? name : fields.string(3),
                displayName: fields.string(4), types: fields.list(6), isDefault: fields.string(5) == "1",
                generation: generation)
        }
    }
}
