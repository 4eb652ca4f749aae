import PokedexBrowse
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex browse` (and `pokedex` alone on a terminal): the full-screen Pokédex, or line mode from a pipe.
struct BrowseCommand: PokedexCommand {
    static let name = "browse"
    static let info = CommandInfo(
        summary: "Browse the Pokédex full-screen, or one command per line from a pipe.",
        usage: ["pokedex browse [<options>]", "pokedex            (on a terminal)"],
        notes: [
            KeyMap.helpSentence,
            "From a pipe, one command per line: " + KeyMap.lineCommandList + ".",
        ],
        examples: ["pokedex", "printf 'show eevee\\nopen sylveon\\nback\\nstack\\n' | pokedex browse"])

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "The game of every entry's moves and places, this session.")

    static let options: [OptionSpec] =
        [OptionTable.lang, OptionTable.color, OptionTable.noSprite, OptionTable.noMouse, game.spec]
        + OptionTable.drawing + OptionTable.reading

    /// No command was named: outside a terminal that is a usage error, not line mode.
    let implicit: Bool
    /// The game an entry's moves are for.
    let game: String?
    /// Whether clicks and the wheel are the terminal's, not the Pokédex's.
    let noMouse: Bool

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        try input.rejectArguments()
        implicit = input.implicit
        game = options.game
        noMouse = input.options.noMouse
    }

    func run(_ context: CommandContext) async throws(UsageError) -> ViewState {
        let container = context.container
        if context.stdinIsTerminal, context.stdoutIsTerminal,
            let state = await FullScreenBrowser(
                presenter: container.presenter, style: context.render.style, pictures: context.render.pictures,
                game: game, mouse: !noMouse, labels: context.render.labels,
                commandRoute: { [labels = context.render.labels] in ScreenCommand.route($0, inView: $1, labels: labels)
                }
            ).run()
        {
            return state
        }
        if implicit { throw UsageError(message: CommandLineParser.missingCommand) }
        let output = context.output
        return await LineBrowser(
            presenter: container.presenter, width: context.width, game: game,
            commandRoute: { [labels = context.render.labels] in ScreenCommand.route($0, inView: $1, labels: labels) },
            outputClosed: { StandardStreams.outputClosed }
        ) {
            output.write(RenderedOutput(stdout: $0))
        }.run(InputLines())
    }
}
