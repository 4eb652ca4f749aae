import PokedexDomain
import PokedexInteractors

/// A screen a person asked for: from the command line (`pokedex show eevee`), a line of line
/// mode, or a key in the full-screen Pokédex. The presenter loads what it shows.
package enum Route: Sendable, Hashable {
    case list(offset: Int, limit: Int, filter: ListFilter = ListFilter())
    /// One Pokémon's entry; `shiny` picks the shiny picture where one is drawn; `game` (a
    /// version group) the game where it is met, when not its latest.
    case show(name: String, shiny: Bool = false, game: String? = nil)
    case search(query: String, limit: Int, kinds: Set<TermKind> = [])
    case type(name: String)
    /// A Pokémon's learnset in one game (nil: the latest it learns anything in).
    case moves(pokemon: String, game: String? = nil, method: LearnMethod? = nil)
    /// A move, and who learns it (in one game, with how, when `game` is given).
    case move(name: String, game: String? = nil)
    case ability(name: String)
    /// One nature, or all of them.
    case nature(name: String?)
    case item(name: String)
    /// Where a Pokémon is found: in one game, by one method, when given.
    case `where`(pokemon: String, game: String? = nil, method: String? = nil)
    /// Who lives in a location (any of its names, or an area's), in one game when given.
    case location(name: String, game: String? = nil)
    /// A Pokémon's stats at a level, with a nature, EVs, IVs and boosts.
    case stats(StatsRequest)
    /// A move's damage to one Pokémon; `rolls` shows each hit's sixteen rolls.
    case damage(DamageRequest, rolls: Bool = false)
    /// Pictures of the Pokémon named, side by side.
    case sprite(names: [String], variant: SpriteVariant)
    /// A Pokémon picked at random, with its picture (or its entry).
    case random(RandomRequest)
    /// Two to six Pokémon side by side.
    case compare(names: [String])
    /// A team: one member per name, or a Pokémon Showdown export's text.
    case team(TeamRequest)
}
