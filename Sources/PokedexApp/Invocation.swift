import PokedexPresentation
import PokedexTerminalUI

/// A parsed command line: what to do, and how to write it.
public struct Invocation: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case run(Command)
        /// Help for the whole program (nil) or for one command.
        case help(CommandName?)
        case version
    }

    public var action: Action
    public var format: RenderOptions.Format = .text
    public var color: ColorChoice = .auto
}

/// The subcommands, with their one-line summaries.
public enum CommandName: String, Sendable, CaseIterable {
    case list, show, search

    var summary: String {
        switch self {
        case .list: "List Pokémon in National Dex order."
        case .show: "Show one Pokémon's Pokédex entry."
        case .search: "Search every Pokémon name."
        }
    }
}

/// A command line the program cannot take. Always exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String
    /// Whose `--help` to point at.
    public let command: CommandName?

    /// `pokedex: unknown option '--foo'. See 'pokedex list --help'.`
    public var line: String {
        let help = command.map { "pokedex \($0.rawValue) --help" } ?? "pokedex --help"
        return "pokedex: \(message). See '\(help)'."
    }
}
