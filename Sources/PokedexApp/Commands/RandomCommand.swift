import PokedexDomain
import PokedexInteractors
import PokedexPresentation

/// `pokedex random`: a Pokémon picked at random, with its picture.
struct RandomCommand: PokedexCommand {
    static let name = "random"
    static let info = CommandInfo(
        summary: "Draw a Pokémon picked at random: the line for a shell's start-up file.",
        usage: [
            "pokedex random [--generation <g>] [--type <type> ...] [--shiny] [--shiny-chance <n>] [--seed <n>] "
                + "[--forms] [--show] [<options>]"
        ],
        notes: [
            "Picks among each species' default form (with --forms, every form) that the list filters let "
                + "through. With a synced cache (pokedex sync --sprites) it draws offline; without a picture at "
                + "hand it prints the name line alone.",
            "--json prints {id, name, display_name, types, shiny, variant, sprite_url}.",
        ],
        examples: [
            "pokedex random --shiny-chance 128", "pokedex random --generation kanto --type fire",
            "pokedex random --seed 7 --json",
        ])

    static let options: [OptionSpec] =
        [
            OptionTable.type, OptionTable.generation, OptionTable.ability, OptionTable.move, OptionTable.eggGroup,
            OptionTable.condition, OptionTable.legendary, OptionTable.mythical, OptionTable.baby,
            OptionTable.fullyEvolved,
            OptionTable.game, OptionTable.shiny, OptionTable.shinyChance, OptionTable.seed, OptionTable.forms,
            OptionTable.show, OptionTable.noSprite,
        ] + OptionTable.drawing + OptionTable.lookup

    let request: RandomRequest

    init(_ input: CommandInput) throws(UsageError) {
        try input.rejectArguments()
        var request = input.options.random
        request.filter = input.options.filter
        // A game from POKEDEX_GAME scopes a move; only one typed picks from that game's Pokédex.
        if let game = input.options.game, request.filter.move != nil || !input.options.gameFromEnvironment {
            request.filter.game = game
        }
        self.request = request
    }

    func run(_ context: CommandContext) async -> ViewState {
        var request = request
        // The picture is fetched only where it is drawn.
        request.fetchesPicture = context.render.pictures.drawsPictures && context.render.format == .text
        return await context.show(.random(request))
    }
}
