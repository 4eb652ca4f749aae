import FoundationEssentials
import PokedexDomain

/// `pokedex-species-games.tsv`: for each species in a regional Pokédex, the games (version
/// groups) of the Pokédexes that have it, each once, in the order of the first Pokédex to name
/// it: `# species_id  version_groups`, in id order. What `show` and `where` list as the games
/// a Pokémon is in, read as one line found by halving: finding the species in every
/// Pokédex's entries (`DexIndex.versionGroups(containing:in:)`, 60 KB of them) was 109 000
/// instructions of `show bulbasaur`, 4.5% of it.
package enum SpeciesGamesIndex {
    package static let fileName = "pokedex-species-games.tsv"
    static let header = "# species_id\tversion_groups"

    package static func encode(_ dexes: [RegionalDex]) -> String {
        var games: [Int: [String]] = [:]
        for dex in dexes.sorted(by: { $0.id < $1.id }) {
            for entry in dex.entries {
                games[entry.speciesID, default: []].append(contentsOf: dex.versionGroups)
            }
        }
        var text = header + "\n"
        for species in games.keys.sorted() {
            text += IndexRows.line([String(species), unique(games[species] ?? []).joined(separator: ",")])
        }
        return text
    }

    /// The games of the Pokédexes that have `speciesID`; none when no line is the species'.
    static func versionGroups(of speciesID: Int, in data: Data) throws(RepositoryError) -> [String] {
        try table.first(data, id: speciesID) ?? []
    }

    /// `names` each once, where it first stands.
    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private static let table = IndexRows.Table<[String]>(file: fileName, fieldCount: 2, rowKind: "a species' games row")
    {
        fields in
        fields.number(0) == nil ? nil : fields.list(1)
    }
}
