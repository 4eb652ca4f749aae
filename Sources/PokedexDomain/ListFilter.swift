/// Which Pokémon a list shows: all of them, or those of every given type and/or of one
/// generation (the species it introduced, default forms only).
public struct ListFilter: Sendable, Hashable {
    public var types: [String] = []
    public var generation: Int?

    public init(types: [String] = [], generation: Int? = nil) {
        self.types = types
        self.generation = generation
    }

    public var isEmpty: Bool { types.isEmpty && generation == nil }

    public func matches(_ pokemon: PokemonSummary) -> Bool {
        if let generation, !(pokemon.isDefault && pokemon.generation == generation) { return false }
        return types.allSatisfy(pokemon.types.contains)
    }

    /// The main region of each generation, in order: `kanto` is generation 1.
    public static let regions = ["kanto", "johto", "hoenn", "sinnoh", "unova", "kalos", "alola", "galar", "paldea"]

    /// `1`, `i`, `I`, `generation-i`, `gen1`, `kanto` → 1; nil for anything else.
    public static func parseGeneration(_ text: String) -> Int? {
        let key = NameKey.make(text)
        let numerals = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        if let index = regions.firstIndex(of: key) { return index + 1 }
        var rest = Substring(key)
        for prefix in ["generation-", "generation", "gen-", "gen"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        if let number = Int(rest), (1...9).contains(number) { return number }
        if let index = numerals.firstIndex(of: String(rest)) { return index + 1 }
        return nil
    }
}
