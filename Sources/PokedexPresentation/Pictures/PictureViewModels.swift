import PokedexDomain
import PokedexInteractors

/// One picture with its caption: `sprite` and `random` show a row of these.
package struct PictureCard: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    package let types: [String]
    package let shiny: Bool
    /// PokeAPI's key for the picture: `front_shiny`.
    package let variant: String
    /// Nil when there is no picture to draw (offline without it cached): the caption alone.
    package let sprite: Sprite?
    package let spriteURL: String?

    package init(_ picture: PokemonPicture, displayName: String) {
        id = picture.pokemon.id
        name = picture.pokemon.name
        self.displayName = displayName
        types = picture.pokemon.types
        shiny = picture.variant.shiny
        variant = picture.variant.key
        sprite = picture.sprite
        spriteURL = picture.url
    }
}

package struct PicturesViewModel: Sendable, Equatable {
    package let cards: [PictureCard]
    /// `random`: one card, whose JSON is the card itself.
    package let isRandom: Bool
    /// Why each picture that could not be had is missing: one line each, for stderr.
    package let missing: [String]

    package init(cards: [PictureCard], isRandom: Bool, missing: [String] = []) {
        self.cards = cards
        self.isRandom = isRandom
        self.missing = missing
    }
}
