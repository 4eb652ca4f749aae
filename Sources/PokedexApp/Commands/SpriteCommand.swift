import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex sprite`: pictures of Pokémon, side by side.
struct SpriteCommand: RouteCommand {
    static let name = "sprite"
    var drawing: ScreenDrawing? { .pictures }
    static let info = CommandInfo(
        summary: "Draw Pokémon: their sprites side by side, shiny, from the back, or the official artwork.",
        usage: ["pokedex sprite <pokemon> [<pokemon> …] [--shiny] [--back] [--female] [--artwork] [<options>]"],
        arguments: [("<pokemon>", "Names or numbers, one argument each (quote names with spaces).")],
        notes: [
            "Pictures come from PokeAPI's sprite host and are cached; --image-protocol says how they are "
                + "drawn: half blocks in 24-bit colour (COLORTERM=truecolor) or the nearest of 256, or the "
                + "picture itself in kitty (kitty's graphics protocol) and iTerm2 or WezTerm (inline images). "
                + "With colour off, or piped, only the names are printed.",
            "A picture that cannot be had (PokeAPI has none, or it could not be fetched) is left out and named on "
                + "stderr; only when none can be drawn does the command fail (exit code 1, or 4 when unreachable).",
        ],
        examples: [
            "pokedex sprite pikachu", "pokedex sprite bulbasaur charmander squirtle --shiny",
            "pokedex sprite mew --artwork --image-protocol kitty",
        ],
        completion: .pokemonNames)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var shiny = false
        var back = false
        var female = false
        var artwork = false
    }

    static let shiny = Flag(Options.at { $1(&$0.shiny) }, "--shiny", help: "The shiny pictures.")
    static let back = Flag(Options.at { $1(&$0.back) }, "--back", help: "The pictures from the back.")
    static let female = Flag(Options.at { $1(&$0.female) }, "--female", help: "The female pictures, where they differ.")
    static let artwork = Flag(
        Options.at { $1(&$0.artwork) }, "--artwork", help: "The large official artwork instead of the sprites.")

    static let options: [OptionSpec] =
        [shiny.spec, back.spec, female.spec, artwork.spec] + OptionTable.drawing + OptionTable.lookup

    let names: [String]
    let variant: SpriteVariant

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        names = input.names
        variant = SpriteVariant(
            shiny: options.shiny, back: options.back, female: options.female,
            artwork: options.artwork)
        guard !names.isEmpty else { throw input.error("sprite needs a Pokémon name or number") }
        guard names.count <= 64 else { throw input.error("sprite takes at most 64 Pokémon, not \(names.count)") }
        if variant.artwork, variant.back || variant.female {
            throw input.error("--artwork is the front picture only: not with --back or --female")
        }
    }

    var route: Route { .sprite(names: names, variant: variant) }
}
