/// Which of a Pokémon's pictures: PokeAPI's front sprite by default; shiny, from the back, the
/// female one, or the large official artwork.
package struct SpriteVariant: Sendable, Hashable {
    package var shiny: Bool
    package var back: Bool
    package var female: Bool
    /// The official artwork (front only, no female one).
    package var artwork: Bool

    package init(shiny: Bool = false, back: Bool = false, female: Bool = false, artwork: Bool = false) {
        self.shiny = shiny
        self.back = back
        self.female = female
        self.artwork = artwork
    }

    package static let front = SpriteVariant()
    package static let frontShiny = SpriteVariant(shiny: true)

    /// PokeAPI's key for it in a Pokémon's `sprites`: `front_shiny`, `back_female`, or
    /// `official-artwork.front_default`.
    package var key: String {
        if artwork { return "official-artwork." + (shiny ? "front_shiny" : "front_default") }
        let side = back ? "back" : "front"
        switch (shiny, female) {
        case (false, false): return side + "_default"
        case (true, false): return side + "_shiny"
        case (false, true): return side + "_female"
        case (true, true): return side + "_shiny_female"
        }
    }

    /// Every variant PokeAPI has a key for, in a fixed order (the bundled index's bits).
    package static let all: [SpriteVariant] =
        [false, true].flatMap { back in
            [false, true].flatMap { female in
                [false, true].map { shiny in SpriteVariant(shiny: shiny, back: back, female: female) }
            }
        } + [SpriteVariant(artwork: true), SpriteVariant(shiny: true, artwork: true)]

    /// `shiny back sprite`, `official artwork`: for messages.
    package var description: String {
        if artwork { return shiny ? "shiny official artwork" : "official artwork" }
        var words: [String] = []
        if shiny { words.append("shiny") }
        if female { words.append("female") }
        if back { words.append("back") }
        return (words + ["sprite"]).joined(separator: " ")
    }
}

/// A picture of a Pokémon, as fetched: the PNG file as PokeAPI's host serves it (sent as is
/// to terminals that draw images themselves) and its decoded pixels.
package struct Sprite: Sendable, Hashable {
    let variant: SpriteVariant
    /// Where it comes from (for scripts: `random --json`).
    package let url: String
    package let png: [UInt8]
    package let picture: Picture

    package init(variant: SpriteVariant, url: String, png: [UInt8], picture: Picture) {
        self.variant = variant
        self.url = url
        self.png = png
        self.picture = picture
    }
}

/// Where pictures come from: the cache, else PokeAPI's sprite host.
package protocol SpriteRepository: Sendable {
    /// The picture of `pokemon`; `SpriteError.noImage` when PokeAPI has none of that variant.
    func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite
    /// Where the picture is, without fetching it; nil when PokeAPI has none or it is not known.
    func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String?
}

package enum SpriteError: Error, Sendable, Equatable {
    /// PokeAPI has no such picture (a null URL, or a 404 from the host).
    case noImage
    /// The picture host failed (PokeAPI's pictures are on a host of their own).
    case host(RepositoryError)
    /// The picture could not be had for another reason (its address needs PokeAPI, the run is
    /// offline, it was interrupted); the repository error says why.
    case repository(RepositoryError)
}
