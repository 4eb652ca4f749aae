import PokedexDomain
import PokedexInteractors
import PokedexWords

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
    /// Every game, or the one named.
    case games(name: String?)
    /// Where a Pokémon is found: in one game, by one method, when given; `all`: every row of
    /// the games' own tables, unfolded.
    case `where`(pokemon: String, game: String? = nil, method: String? = nil, all: Bool = false)
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
    /// A Pokémon marked caught in a game (the latest when nil), or unmarked when it is: what
    /// `m` asks in the full screen; it opens no screen.
    case mark(pokemon: String, game: String?)
}

extension Route {
    /// Its place in the breadcrumb before its screen is loaded: what was asked for.
    package func title(_ labels: ScreenLabels) -> String {
        func titled(_ phrase: Phrase, _ name: String) -> String { labels.say(phrase) + labels.colon + name }
        switch self {
        case .list: return "Pokédex"
        case .show(let name, _, _): return name
        case .search(let query, _, _): return titled(.search, query)
        case .type(let name): return labels.type(name)
        case .moves(let pokemon, _, _): return titled(.moves, pokemon)
        case .move(let name, _), .ability(let name), .item(let name), .location(let name, _): return name
        case .where(let pokemon, _, _, _): return titled(.whereFound, pokemon)
        case .stats(let request): return titled(.stats, request.pokemon)
        case .damage: return labels.say(.damage)
        case .nature(let name): return name ?? labels.say(.natures)
        case .games(let name): return name ?? labels.say(.games)
        case .compare(let names): return names.joined(separator: " vs ")
        case .team(let request): return titled(.team, request.names.joined(separator: labels.separator))
        case .sprite(let names, _): return names.joined(separator: labels.separator)
        case .random: return "?"
        case .mark(let pokemon, _): return titled(.caughtIn, pokemon)
        }
    }
}

extension Route {
    /// What the presenter shows for it: each route's screen, asked of that screen's part.
    func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        switch self {
        case .list(let offset, let limit, let filter):
            try await presenter.list(offset: offset, limit: limit, filter: filter)
        case .show(let name, let shiny, let game): try await presenter.entry(name, shiny: shiny, game: game)
        case .search(let query, let limit, let kinds): try await presenter.search(query, limit: limit, kinds: kinds)
        case .type(let name): try await presenter.type(name)
        case .moves(let pokemon, let game, let method):
            try await presenter.learnset(of: pokemon, game: game, method: method)
        case .move(let name, let game): try await presenter.move(name, game: game)
        case .ability(let name): try await presenter.ability(name)
        case .nature(let name): try await presenter.natures(name)
        case .item(let name): try await presenter.item(name)
        case .games(let name): try await presenter.games(name)
        case .where(let pokemon, let game, let method, let all):
            try await presenter.whereFound(pokemon, game: game, method: method, all: all)
        case .location(let name, let game): try await presenter.location(name, game: game)
        case .stats(let request): try await presenter.stats(request)
        case .damage(let request, let rolls): try await presenter.damage(request, rolls: rolls)
        case .sprite(let names, let variant): try await presenter.pictures(of: names, variant: variant)
        case .random(let request): try await presenter.random(request)
        case .compare(let names): try await presenter.compare(names)
        case .team(let request): try await presenter.team(request)
        case .mark(let pokemon, let game): try await presenter.toggleMark(pokemon, game: game)
        }
    }
}
