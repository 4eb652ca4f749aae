/// The sizes nothing the program reads may exceed, in one place: what the network accepts is
/// what the cache may hold, so a cache file larger than that was not written by pokedex and is
/// not read.
package enum Limits {
    /// The largest answer accepted from PokeAPI, and the largest cache entry read.
    package static let bodyBytes = 8_000_000
}
