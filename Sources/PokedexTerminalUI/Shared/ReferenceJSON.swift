import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes of `moves`, `move`, `ability`, `nature` and `item`.
enum MoveJSON {}
