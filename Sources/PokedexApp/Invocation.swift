import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// A parsed command line: what to do, and how to write it.
package struct Invocation: Sendable {
    enum Action: Sendable {
        /// A command, its arguments and options read but not yet checked: the environment may
        /// still fill in options.
        case run(CommandInput)
        /// Help for the whole program (nil) or for one command.
        case help((any PokedexCommand.Type)?)
        case version
    }

    var action: Action
    package var options = ParsedOptions()
    /// The options given on the command line, by name: the environment fills in the others.
    var given: Set<String> = []

    package var format: RenderOptions.Format { options.format }
    package var color: ColorChoice { options.color }
    package var network: NetworkOptions { options.network }

    /// The options with what the environment sets filled in where the command line said
    /// nothing (`POKEDEX_LANG` for `--lang`); a bad value is a usage error naming the variable.
    package func resolvingEnvironment(_ environment: [String: String]) throws(UsageError) -> Invocation {
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
package struct ParsedOptions: Sendable, Equatable {
    package var format: RenderOptions.Format = .text
    package var color: ColorChoice = .auto
    package var limit: Int?
    package var offset: Int?
    package var filter = ListFilter()
    /// `--game`, as typed: resolved against the games when the command runs.
    package var game: String?
    /// Whether `game` came from `POKEDEX_GAME` rather than the command line.
    package var gameFromEnvironment = false
    /// `--method` as typed; `moves` reads it as a learn method, `where` as an encounter method.
    package var method: String?
    /// Where `--method` came from, for its errors.
    package var methodSource = "--method"
    package var kinds: Set<TermKind> = []
    /// `stats`: the level, nature, and the spreads as parsed.
    package var level: Int?
    package var nature: String?
    package var evs: StatSpread?
    package var ivs: StatSpread?
    package var boosts: StatSpread?
    /// `team --file`.
    package var teamFile: String?
    /// `damage`: the field, the sets as typed (export blocks, or places in `--team`) and the move.
    package var damage = DamageRequest()
    /// `damage --team`: the export `--attacker` and `--defender` count places in.
    package var damageTeam: String?
    /// `team --vs`: Pokémon to race.
    package var versus: [String] = []
    /// `damage --rolls`: the sixteen rolls of each hit.
    package var rolls = false
    /// `sprite --shiny --back --female --artwork`; `random --shiny`.
    package var variant = SpriteVariant()
    /// `random`'s own options.
    package var random = RandomRequest()
    package var imageProtocol: ImageProtocolChoice = .auto
    /// `--no-sprite`: entries without their picture.
    package var noSprite = false
    /// `--no-mouse`: the full screen leaves clicks and the wheel to the terminal.
    package var noMouse = false
    /// `sync --sprites`.
    package var syncSprites = false
    package var network = NetworkOptions()
    package var help = false
    package var version = false

    package init() {}
}

/// Where `team` reads a Pokémon Showdown export from.
package enum TeamSource: Sendable, Equatable {
    case file(String)
    case standardInput
}

package enum CacheAction: String, Sendable, Equatable, CaseIterable {
    case info, verify, clear
}

/// Where data may come from, as the flags say (the environment fills in the rest).
package struct NetworkOptions: Sendable, Equatable {
    package var apiURL: String?
    /// Where PokeAPI's pictures are (`--sprite-url`).
    package var spriteURL: String?
    package var offline = false
    package var refresh = false
    /// Seconds a cache entry stays fresh.
    package var maxAge: Double?
    /// Seconds one request may take, retries included.
    package var timeout: Double?
    /// Requests in flight at once.
    package var concurrency: Int?
    /// `--lang`.
    package var language: Language?

    package init() {}
}

/// A command line the program cannot take. Always exit code 2.
package struct UsageError: Error, Sendable, Equatable {
    package let message: String
    /// Whose `--help` to point at, by name.
    package let command: String?

    package init(message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `unknown option '--foo'. See 'pokedex list --help'.`: the sentence the view writes
    /// after `pokedex: `.
    package var sentence: String {
        let help = command.map { "pokedex \($0) --help" } ?? "pokedex --help"
        return "\(message). See '\(help)'."
    }

    /// `pokedex: unknown option '--foo'. See 'pokedex list --help'.`
    package var line: String { ErrorViewModel.prefix + sentence }

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
        Nearest.suggestion(Nearest.words(to: typed, among: choices))
    }
}
