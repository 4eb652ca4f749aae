import PokedexDomain
import PokedexInteractors

/// One picture with its caption: `sprite` and `random` show a row of these.
public struct PictureCard: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let displayName: String
    public let types: [String]
    public let shiny: Bool
    /// PokeAPI's key for the picture: `front_shiny`.
    public let variant: String
    /// Nil when there is no picture to draw (offline without it cached): the caption alone.
    public let sprite: Sprite?
    public let spriteURL: String?

    public init(_ picture: PokemonPicture, displayName: String) {
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

public struct PicturesViewModel: Sendable, Equatable {
    public let cards: [PictureCard]
    /// `random`: one card, whose JSON is the card itself.
    public let isRandom: Bool

    public init(cards: [PictureCard], isRandom: Bool) {
        self.cards = cards
        self.isRandom = isRandom
    }
}
