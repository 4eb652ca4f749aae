import PokedexDomain
import PokedexInteractors

/// Every use case a screen asks, one of each, all there: the presenter's one set.
package struct Interactors: Sendable {
    package let list: ListInteractor
    package let detail: DetailInteractor
    package let search: SearchInteractor
    package let type: TypeInteractor
    package let moves: MovesInteractor
    package let compare: CompareInteractor
    package let team: TeamInteractor
    package let pictures: SpriteInteractor
    package let places: WhereInteractor
    package let stats: StatsInteractor
    package let damage: DamageInteractor
    package let games: GamesInteractor
    /// The player's marks; nil when no folder can be named for them.
    package let caught: CaughtInteractor?

    /// Each use case over these sources.
    package init(
        pokedex: any PokedexRepository, moves: any MovesRepository, sprites: any SpriteRepository,
        encounters: any EncountersRepository, marks: (any MarksRepository)? = nil
    ) {
        list = ListInteractor(repository: pokedex, moves: moves, dexes: encounters, marks: marks)
        detail = DetailInteractor(repository: pokedex, sprites: sprites)
        search = SearchInteractor(repository: pokedex, moves: moves, list: list)
        type = TypeInteractor(repository: pokedex)
        self.moves = MovesInteractor(pokedex: pokedex, repository: moves)
        compare = CompareInteractor(repository: pokedex)
        team = TeamInteractor(pokedex: pokedex, repository: moves)
        pictures = SpriteInteractor(pokedex: pokedex, sprites: sprites, moves: moves, dexes: encounters)
        places = WhereInteractor(pokedex: pokedex, moves: moves, encounters: encounters)
        stats = StatsInteractor(pokedex: pokedex, moves: moves)
        damage = DamageInteractor(pokedex: pokedex, repository: moves)
        games = GamesInteractor(repository: moves)
        caught = marks.map { CaughtInteractor(pokedex: pokedex, moves: moves, dexes: encounters, marks: $0) }
    }
}
