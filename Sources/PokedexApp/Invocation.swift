import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// A parsed command line: what to do, and how to write it.
public struct Invocation: Sendable {
    enum Action: Sendable {
        /// A command, its arguments and options read but not yet checked: the environment may
        /// still fill in options.
        case run(CommandInput)
        /// Help for the whole program (nil) or for one command.
        case help((any PokedexCommand.Type)?)
        case version
    }

    var action: Action
    public var options = ParsedOptions()
    /// The options given on the command line, by name: the environment fills in the others.
    var given: Set<String> = []

    public var format: RenderOptions.Format { options.format }
    public var color: ColorChoice { options.color }
    public var network: NetworkOptions { options.network }

    /// The options with what the environment sets filled in where the command line said
    /// nothing (`POKEDEX_LANG` for `--lang`); a bad value is a usage error naming the variable.
    public func resolvingEnvironment(_ environment: [String: String]) throws(UsageError) -> Invocation {
        var resolved = self
        for option in OptionTable.options {
            guard let variable = option.environment, let value = environment[variable], !value.isEmpty else { continue }
            guard !given.contains(option.name), !option.environmentYieldsTo.contains(where: given.contains) else {
                continue
            }
            if option.takesValue {
                try option.apply(&resolved.options, value, variable)
            } else if ["1", "true", "yes", "on"].contains(value.lowercased()) {
                try option.apply(&resolved.options, "", variable)
            }
        }
        if case .run(let input) = resolved.action {
            resolved.action = .run(
                CommandInput(
                    command: input.command, positionals: input.positionals, options: resolved.options,
                    implicit: input.implicit))
        }
        return resolved
    }

    /// The command to run, checked against its options as resolved.
    func command() throws(UsageError) -> (any PokedexCommand)? {
        guard case .run(let input) = action else { return nil }
        return try input.command.init(input)
    }
}

/// The values of every option, as given (defaults where not).
public struct ParsedOptions: Sendable, Equatable {
    public var format: RenderOptions.Format = .text
    public var color: ColorChoice = .auto
    public var limit: Int?
    public var offset: Int?
    public var filter = ListFilter()
    /// `--game`, as typed: resolved against the games when the command runs.
    public var game: String?
    public var method: LearnMethod?
    public var kinds: Set<TermKind> = []
    /// `team --file`.
    public var teamFile: String?
    /// `sprite --shiny --back --female --artwork`; `random --shiny`.
    public var variant = SpriteVariant()
    /// `random`'s own options.
    public var random = RandomRequest()
    public var imageProtocol: ImageProtocolChoice = .auto
    /// `--no-sprite`: entries without their picture.
    public var noSprite = false
    /// `sync --sprites`.
    public var syncSprites = false
    public var network = NetworkOptions()
    public var help = false
    public var version = false

    public init() {}
}

/// Where `team` reads a Pokémon Showdown export from.
public enum TeamSource: Sendable, Equatable {
    case file(String)
    case standardInput
}

public enum CacheAction: String, Sendable, Equatable, CaseIterable {
    case info, verify, clear
}

/// Where data may come from, as the flags say (the environment fills in the rest).
public struct NetworkOptions: Sendable, Equatable {
    public var apiURL: String?
    /// Where PokeAPI's pictures are (`--sprite-url`).
    public var spriteURL: String?
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

/// A command line the program cannot take. Always exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String
    /// Whose `--help` to point at, by name.
    public let command: String?

    public init(message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `unknown option '--foo'. See 'pokedex list --help'.`: the sentence the view writes
    /// after `pokedex: `.
    public var sentence: String {
        let help = command.map { "pokedex \($0) --help" } ?? "pokedex --help"
        return "\(message). See '\(help)'."
    }

    /// `pokedex: unknown option '--foo'. See 'pokedex list --help'.`
    public var line: String { ErrorViewModel.prefix + sentence }

    /// `--sort takes id, name, hp…, not 'spd' (did you mean 'speed'?)`: the one wording of a
    /// value an option or a variable cannot take. `source` names the option or the variable;
    /// `choices`, where there are few enough to name, give the did-you-mean.
    static func invalid(
        _ source: String, takes expected: String, not value: String, choices: [String] = [],
        command: String? = nil
    ) -> UsageError {
        var message = "\(source) takes \(expected), not '\(TerminalSafe.text(value, limit: 60))'"
        message += didYouMean(value, among: choices)
        return UsageError(message: message, command: command)
    }

    /// ` (did you mean 'show'?)`, or nothing when no choice is near.
    static func didYouMean(_ typed: String, among choices: [String]) -> String {
        let near = Nearest.words(to: typed, among: choices)
        guard !near.isEmpty else { return "" }
        return " (did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?)"
    }
}
