import Foundation
import PokedexDomain

/// The generated index beside the fixtures (`pokedex-index.tsv`): one line per Pokémon with what
/// list, search and name resolution need, so that they read one small file instead of 1351.
///
///     # id  name  species_id  species  display_name  is_default  types
///     1     bulbasaur  1  bulbasaur  Bulbasaur  1  grass,poison
public enum CatalogIndex {
    public static let fileName = "pokedex-index.tsv"
    static let header = "# id\tname\tspecies_id\tspecies\tdisplay_name\tis_default\ttypes"

    public static func encode(_ pokemon: [PokemonSummary]) -> String {
        var text = header + "\n"
        for p in pokemon.sorted(by: { $0.id < $1.id }) {
            let fields = [
                String(p.id), p.name, String(p.speciesID), p.speciesName,
                clean(p.displayName), p.isDefault ? "1" : "0", p.types.joined(separator: ","),
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    public static func decode(_ data: Data) throws(RepositoryError) -> [PokemonSummary] {
        var pokemon: [PokemonSummary] = []
        pokemon.reserveCapacity(1400)
        for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
            if line.first == UInt8(ascii: "#") { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 7, let id = Int(fields[0]), let speciesID = Int(fields[2]) else {
                throw .malformed(resource: fileName, reason: "line \(number + 1) is not an index row")
            }
            pokemon.append(PokemonSummary(
                id: id, name: fields[1], speciesID: speciesID, speciesName: fields[3],
                displayName: fields[4], types: fields[6].split(separator: ",").map(String.init),
                isDefault: fields[5] == "1"
            ))
        }
        return pokemon
    }

    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
