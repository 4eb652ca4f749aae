import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex progress`: how much of each Pokédex the player has marked, or Pokémon HOME's boxes.
struct ProgressCommand: PokedexCommand {
    static let name = "progress"
    var drawing: ScreenDrawing? { .progress }
    static let info = CommandInfo(
        summary: "Show how much of each Pokédex you have caught, or where each Pokémon goes in HOME's boxes.",
        usage: ["pokedex progress [--game <game>] [--pokedex <dex>] [--boxes] [<options>]"],
        notes: [
            "With --game, each of the game's Pokédexes (Paldea, Kitakami and Blueberry for Scarlet/Violet), or every "
                + "species for a game with none; with --pokedex, that one (the marks of --game, when given, else of its "
                + "games); with neither, every species, caught in any game. A species counts when any "
                + "form of it is marked; Shiny counts those with a shiny mark.",
            "--boxes: Pokémon HOME's order, 30 a box, every species in national order with its forms after it (not "
                + "those only taken in battle); each slot says whether you have it, shiny or not, or it is empty.",
        ],
        examples: [
            "pokedex progress --game sv", "pokedex progress --pokedex kitakami --json", "pokedex progress --boxes",
        ])

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
        var pokedex: String?
        var boxes = false
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "Count the marks of this game against its Pokédexes.")
    static let pokedex = Option(
        Options.at { $1(&$0.pokedex) },
        "--pokedex", placeholder: "<dex>", help: "Count against this regional Pokédex: paldea, kitakami, galar…",
        completions: ListFilter.pokedexes,
        parse: OptionValues.name
    )
    static let boxes = Flag(
        Options.at { $1(&$0.boxes) }, "--boxes",
        help: "Draw Pokémon HOME's boxes: which box and slot each Pokémon goes in.")

    static let options: [OptionSpec] = [game.spec, pokedex.spec, boxes.spec] + OptionTable.lookup

    let game: String?
    let dex: String?
    let drawsBoxes: Bool

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        try input.rejectArguments()
        game = options.game
        dex = options.pokedex
        drawsBoxes = options.boxes
        if drawsBoxes, dex != nil { throw input.error("--boxes counts by game, not by --pokedex") }
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        guard let caught = context.container.caught else { return Presenter.present(.marks(.noFolder)) }
        do throws(PokedexError) {
            if drawsBoxes {
                let (game, slots) = try await caught.boxes(game: game)
                return .content(
                    ProgressViewModel.boxes(game: game?.displayName, slots: slots.map(ProgressViewModel.Slot.init)))
            }
            let (game, dexes) = try await caught.progress(game: game, pokedex: dex)
            return .content(ProgressViewModel.dexes(game: game?.displayName, dexes: dexes))
        } catch {
            return Presenter.present(error, language: context.settings.language)
        }
    }
}
