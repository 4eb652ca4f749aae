import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

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

    /// Its own options, as given.
    struct Options: CommandOptions {
        var filter = FilterValues()
        var game: String?
        var shiny = false
        var shinyChance: Int?
        var seed: UInt64?
        var forms = false
        var show = false
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) },
        help: "Pick from the game's regional Pokédex; with --move, from those that learn it there.")

    static let shiny = Flag(Options.at { $1(&$0.shiny) }, "--shiny", help: "Always the shiny picture.")

    static let shinyChance = Option(
        Options.at { $1(&$0.shinyChance) },
        "--shiny-chance", placeholder: "<n>", help: "Make one in n picks shiny (the games' 4096, or 128)."
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...1_000_000) }

    static let seed = Option(
        Options.at { $1(&$0.seed) },
        "--seed", placeholder: "<n>", help: "Pick the same Pokémon every time for the same number."
    ) { value, source throws(UsageError) in
        UInt64(try OptionValues.wholeNumber(value, source: source, in: 0...Int.max))
    }

    static let forms = Flag(
        Options.at { $1(&$0.forms) },
        "--forms", help: "Pick among every form (megas, regional forms…), not only each species' default.")
    static let show = Flag(Options.at { $1(&$0.show) }, "--show", help: "Print the picked Pokémon's whole entry.")

    static let options: [OptionSpec] =
        FilterOptions.options(Options.at { $1(&$0.filter) })
        + [game.spec, shiny.spec, shinyChance.spec, seed.spec, forms.spec, show.spec, OptionTable.noSprite]
        + OptionTable.drawing + OptionTable.lookup

    let request: RandomRequest

    /// The picked Pokémon's entry with `--show`, else its picture.
    var drawing: ScreenDrawing? { request.showEntry ? .entry : .pictures }

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        try input.rejectArguments()
        var request = RandomRequest()
        request.filter = try FilterOptions.filter(
            options.filter, game: options.game, gameSource: input.source(of: Self.game), input: input)
        request.shiny = options.shiny
        request.shinyChance = options.shinyChance
        request.seed = options.seed
        request.includeForms = options.forms
        request.showEntry = options.show
        self.request = request
    }

    func run(_ context: CommandContext) async -> ViewState {
        var request = request
        // The picture is fetched only where it is drawn.
        request.fetchesPicture = context.render.pictures.drawsPictures && context.render.format == .text
        return await context.show(.random(request))
    }

    /// `:random --type fire`: the card, its picture drawn as the full screen draws pictures.
    func screenRoute() -> Route? { .random(request) }
}
