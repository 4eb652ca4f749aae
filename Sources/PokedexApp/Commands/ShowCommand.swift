import PokedexPresentation
import PokedexTerminalUI

/// `pokedex show`: one Pokémon's Pokédex entry.
struct ShowCommand: RouteCommand {
    static let name = "show"
    var drawing: ScreenDrawing? { .entry }
    static let info = CommandInfo(
        summary: "Show one Pokémon's Pokédex entry.",
        usage: ["pokedex show <name-or-number> [<options>]"],
        arguments: [
            (
                "<name-or-number>",
                "A name in any case, spelling or Unicode form (Mr. Mime, mr-mime, nidoran f, ＰＩＫＡＣＨＵ), "
                    + "in any of ten languages, or a number (25, #25, 025)."
            )
        ],
        notes: [
            "The Pokédex entry (flavour text) comes from PokeAPI or the cache; without either, everything "
                + "else is shown, and a note on stderr says the entry needs a connection unless the run is "
                + "offline."
        ],
        examples: ["pokedex show bulbasaur", "pokedex show \"Mr. Mime\" --json"],
        completion: .pokemonNames)

    static let options: [OptionSpec] = [OptionTable.noSprite] + OptionTable.drawing + OptionTable.lookup

    let name: String

    init(_ input: CommandInput) throws(UsageError) {
        name = try input.words(what: "a Pokémon name or number")
    }

    var route: Route { .show(name: name) }
}
