import PokedexDomain

/// A screen a person asked for: from the command line (`pokedex show eevee`), a line of line
/// mode, or a key in the full-screen Pokédex. The presenter loads what it shows.
public enum Route: Sendable, Hashable {
    case list(offset: Int, limit: Int, filter: ListFilter = ListFilter())
    case show(name: String)
    case search(query: String, limit: Int)
    case type(name: String)
}
