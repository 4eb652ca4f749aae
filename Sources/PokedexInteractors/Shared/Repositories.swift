import PokedexDomain

/// The sources every use case is built over, as the DependencyContainer chose them (tests:
/// fakes). Each use case says which it reads, in its own `init(_:)`; a screen's presenter
/// builds the use cases it uses, and no more.
package struct Repositories: Sendable {
    /// Pokémon, species, types and the catalog.
    package let pokedex: any PokedexRepository
    /// Moves, learnsets, abilities, items and natures.
    package let moves: any MovesRepository
    /// Pictures.
    let sprites: any SpriteRepository
    /// Encounters, places and regional Pokédexes.
    let encounters: any EncountersRepository
    /// The player's marks; nil when no folder can be named for them.
    let marks: (any MarksRepository)?

    package init(
        pokedex: any PokedexRepository, moves: any MovesRepository, sprites: any SpriteRepository,
        encounters: any EncountersRepository, marks: (any MarksRepository)? = nil
    ) {
        self.pokedex = pokedex
        self.moves = moves
        self.sprites = sprites
        self.encounters = encounters
        self.marks = marks
    }
}
