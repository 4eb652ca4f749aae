import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// A parsed command line: what to do, and how to write it.
public struct Invocation: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case run(Command)
        case sync
        case cache(CacheAction)
        case completion(CompletionScript.Shell)
        /// The interactive Pokédex; `implicit` when no command was given at all.
        case browse(implicit: Bool)
        /// Help for the whole program (nil) or for one command.
        case help(CommandName?)
        case version
    }

    public var action: Action
    public var format: RenderOptions.Format = .text
    public var color: ColorChoice = .auto
    public var network = NetworkOptions()
}

extension Invocation.Action {
    /// Whether the action reads Pokédex data (and so may go to PokeAPI).
    var usesData: Bool {
        switch self {
        case .run, .sync, .browse: true
        case .cache, .help, .version, .completion: false
        }
    }
}

public enum CacheAction: String, Sendable, Equatable, CaseIterable {
    case info, clear, verify
}

/// Where data may come from, as the flags say (the environment fills in the rest).
public struct NetworkOptions: Sendable, Equatable {
    public var apiURL: String?
    public var offline = false
    public var refresh = false
    /// Seconds a cache entry stays fresh.
    public var maxAge: Double?
    /// Seconds one request may take, retries included.
    public var timeout: Double?
    /// Requests in flight at once.
    public var concurrency: Int?
    /// `--lang`.
    public var language: Language?

    public init() {}
}

/// The subcommands, with their one-line summaries.
public enum CommandName: String, Sendable, CaseIterable {
    case list, show, search, type, browse, sync, cache, completion

    var summary: String {
        switch self {
        case .list: "List Pokémon in National Dex order."
        case .show: "Show one Pokémon's Pokédex entry."
        case .search: "Search every Pokémon name."
        case .type: "Show a type's matchups and how many Pokémon have it."
        case .browse: "Browse the Pokédex full-screen, or one command per line from a pipe."
        case .sync: "Download all of PokeAPI's Pokédex data into the cache."
        case .completion: "Print a shell completion script (bash, zsh or fish)."
        case .cache: "Show where the cache is and what it holds, check it, or clear it."
        }
    }
}

/// A command line the program cannot take. Always exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String
    /// Whose `--help` to point at.
    public let command: CommandName?

    public init(message: String, command: CommandName?) {
        self.message = message
        self.command = command
    }

    /// `pokedex: unknown option '--foo'. See 'pokedex list --help'.`
    public var line: String {
        let help = command.map { "pokedex \($0.rawValue) --help" } ?? "pokedex --help"
        return "pokedex: \(message). See '\(help)'."
    }
}
