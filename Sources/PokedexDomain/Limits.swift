/// The sizes nothing the program reads may exceed, in one place: what the network accepts is
/// what the cache may hold, so a cache file larger than that was not written by pokedex and is
/// not read.
package enum Limits {
    /// The largest answer accepted from PokeAPI, and the largest cache entry read.
    package static let bodyBytes = 8_000_000
}

extension Limits {
    /// The longest name of a Pokémon looked for, in characters: the longest any language gives
    /// one, a form's words included, is under 40; a longer one names nothing and is not matched
    /// word by word or letter by letter (which would take time that grows with its square).
    package static let nameLength = 80

    /// The longest damage line read, in characters: the calculator's longest (every modifier
    /// on both sides, its result after) is under 400; a longer one is refused before its words
    /// are matched span by span.
    static let damageLineLength = 1_000
}
