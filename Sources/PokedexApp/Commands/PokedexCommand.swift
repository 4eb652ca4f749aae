import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// A subcommand, declared in one file: its name and help, the options it takes, how it reads
/// its arguments, and what it runs. `Commands.all` lists them; the parser, help, completions,
/// the man page and the docs' tables read that list.
protocol PokedexCommand: Sendable {
    /// The word that runs it: `show`.
    static var name: String { get }
    /// Its help, man page entry and completions.
    static var info: CommandInfo { get }
    /// The options it takes: its own, declared beside it, and the groups it shares
    /// (`OptionTable`); `--help` and `--version` come with every one.
    static var options: [OptionSpec] { get }
    /// Its positional arguments and options, checked.
    init(_ input: CommandInput) throws(UsageError)
    /// What it shows.
    func run(_ context: CommandContext) async throws(UsageError) -> ViewState
    /// Whether a word with one dash that is no option is one of its arguments (`nature +spe
    /// -spa`, where `-spa` lowers Sp. Atk); false for every other command.
    static var takesDashedWords: Bool { get }
    /// The screen it shows in the full screen and line mode (`:moves garchomp`); nil for a
    /// command that shows none there (browse, sync, cache, completion).
    func screenRoute() throws(UsageError) -> Route?
    /// The view of the screen it shows, handed to the renderer so that it need not ask the
    /// runtime for it (`ScreenDrawing`); nil for one that shows none (browse, config, completion).
    /// The command's, not its type's: `random --show` shows an entry, `random` a picture.
    var drawing: ScreenDrawing? { get }
}

extension PokedexCommand {
    static var takesDashedWords: Bool { false }
    func screenRoute() throws(UsageError) -> Route? { nil }
    var drawing: ScreenDrawing? { nil }
}

/// What a command reads from its command line: the words after its name and every option's
/// value (the environment's where the command line said nothing).
struct CommandInput: Sendable {
    let command: any PokedexCommand.Type
    let positionals: [String]
    let options: ParsedOptions
    /// No command was named at all (`pokedex` alone).
    var implicit = false

    func error(_ message: String) -> UsageError {
        UsageError(message: message, command: command.name)
    }

    /// The positional words as one text (`show mr mime` is `mr mime`).
    func words(what: String) throws(UsageError) -> String {
        let text = positionals.joined(separator: " ")
        // A printable ASCII letter settles it without Unicode's tables, which a start-up
        // would otherwise load for this alone.
        let blank = !text.utf8.contains { $0 > 0x20 && $0 < 0x7F } && text.allSatisfy(\.isWhitespace)
        guard !blank else { throw error("\(command.name) needs \(what)") }
        return text
    }

    /// The one word naming one of `Choice`'s cases (`cache clear`, `completion zsh`); a word
    /// that names none is an error with the nearest choice.
    func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let expected = "one of: " + choices.joined(separator: ", ")
        guard positionals.count == 1 else { throw error("\(command.name) takes \(expected)") }
        guard let choice = Choice(rawValue: positionals[0]) else {
            throw UsageError.invalid(
                command.name, takes: expected, not: positionals[0], choices: choices, command: command.name)
        }
        return choice
    }

    /// One argument each, blank ones dropped: `compare a "mr mime"`.
    var names: [String] { positionals.filter { !$0.allSatisfy(\.isWhitespace) } }

    func rejectArguments() throws(UsageError) {
        if let extra = positionals.first {
            throw error("\(command.name) takes no arguments, but got '\(TerminalSafe.text(extra, limit: 60))'")
        }
    }
}

/// The registry of commands, in the order the program's help lists them.
enum Commands {
    static let all: [any PokedexCommand.Type] = [
        ListCommand.self, ShowCommand.self, SearchCommand.self, TypeCommand.self, ChartCommand.self,
        CompareCommand.self,
        TeamCommand.self, MovesCommand.self, MoveCommand.self, AbilityCommand.self, NatureCommand.self,
        ItemCommand.self, GamesCommand.self, WhereCommand.self, LocationCommand.self, StatsCommand.self,
        DamageCommand.self,
        SpriteCommand.self,
        RandomCommand.self, CaughtCommand.self, ProgressCommand.self,
        BrowseCommand.self, SyncCommand.self,
        CacheCommand.self, ConfigCommand.self, CompletionCommand.self,
    ]

    static var names: [String] { all.map { $0.name } }

    /// The command called `name`.
    static func named(_ name: String) -> (any PokedexCommand.Type)? {
        all.first { $0.name == name }
    }

    static let examples = ["pokedex list --limit 20", "pokedex show bulbasaur", "pokedex search char --json"]
}

/// What a shell may complete as a command's argument.
enum ArgumentCompletion: Sendable, Equatable {
    case none
    case pokemonNames
    /// The names of every move, ability, item or nature.
    case terms(TermKind)
    /// The names of every location (`kanto-route-1`, `viridian-forest`).
    case locations
    case words([String])
}

/// One command's help: its help, its man page entry and its completions come from here.
struct CommandInfo: Sendable {
    let summary: String
    /// `cache info|verify|clear`: the command as the program's help lists it.
    var label: String?
    /// What follows `USAGE: `; more than one line for more than one form.
    let usage: [String]
    var arguments: [(name: String, help: String)] = []
    /// Paragraphs after the options.
    var notes: [String] = []
    let examples: [String]
    var completion: ArgumentCompletion = .none
}

extension PokedexCommand {
    /// Whether it takes `option`: its own, and `--help` and `--version`.
    static func takes(_ option: OptionSpec) -> Bool {
        options.contains(option) || OptionTable.everywhere.contains(option)
    }

    /// Whether it reads Pokédex data, and so may go to PokeAPI.
    static var readsData: Bool { options.contains(OptionTable.apiURL) }
}

/// A command that shows one screen: the screen its route asks for.
protocol RouteCommand: PokedexCommand {
    var route: Route { get }
}

extension RouteCommand {
    func run(_ context: CommandContext) async -> ViewState {
        await context.show(route)
    }

    func screenRoute() throws(UsageError) -> Route? { route }
}
