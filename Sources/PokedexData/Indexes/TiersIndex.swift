import FoundationEssentials
import PokedexDomain

/// `pokedex-tiers.tsv`: Smogon's tiers of each Pokémon in the Scarlet/Violet formats, from
/// Pokémon Showdown's `formats-data` (singles, doubles, National Dex; empty where it has none).
/// Read only by what asks for a tier (`list --tier`, `team --format`). `restricted` is 1 for
/// Showdown's Restricted Legendary Pokémon.
///
///     # id  singles  doubles  natdex  restricted
///     983  OU  DOU  OU
///     1007  Uber  DUber  Uber  1
package enum TiersIndex {
    package static let fileName = "pokedex-tiers.tsv"
    static let header = "# id\tsingles\tdoubles\tnatdex\trestricted"

    package static func encode(_ tiers: [Int: SmogonTiers]) -> String {
        var text = header + "\n"
        for id in tiers.keys.sorted() {
            guard let row = tiers[id] else { continue }
            text += IndexRows.line([
                String(id), row.singles ?? "", row.doubles ?? "", row.nationalDex ?? "", row.restricted ? "1" : "",
            ])
        }
        return text
    }

    static func decode(_ data: Data) throws(RepositoryError) -> [Int: SmogonTiers] {
        Dictionary(try table.decode(data), uniquingKeysWith: { first, _ in first })
    }

    /// The tiers of the one Pokémon `id`: its line alone read (`show`).
    static func row(_ data: Data, id: Int) throws(RepositoryError) -> SmogonTiers? {
        try table.first(data, id: id)?.1
    }

    private static let table = IndexRows.Table<(Int, SmogonTiers)>(
        file: fileName, fieldCount: 5, rowKind: "a tiers row"
    ) { fields in
        guard let id = fields.number(0) else { return nil }
        func tier(_ field: Int) -> String? { fields.isEmpty(field) ? nil : fields.string(field) }
        return (
            id,
            SmogonTiers(
                singles: tier(1), doubles: tier(2), nationalDex: tier(3), restricted: fields.bytes(4).first == 0x31)
        )
    }
}
