import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// A parsed command line: what to do, and how to write it.
struct Invocation: Sendable {
    enum Action: Sendable {
        /// A command, its arguments and options read but not yet checked: the environment may
        /// still fill in options.
        case run(CommandInput)
        /// Help for the whole program (nil) or for one command.
        case help((any PokedexCommand.Type)?)
        /// `pokedex help environment`.
        case helpEnvironment
        case version
    }

    var action: Action
    var options = ParsedOptions()
    /// The options given on the command line, by name: the environment fills in the others.
    var given: Set<String> = []

    var format: RenderOptions.Format { options.format }
    var color: ColorChoice { options.color }
    var network: NetworkOptions { options.network }

    /// The options with what the environment sets filled in where the command line said
    /// nothing (`POKEDEX_LANG` for `--lang`); a bad value is a usage error naming the variable.
    /// `places`: where a variable the config file set comes from, to name in a complaint.
    func resolvingEnvironment(
        _ environment: [String: String], places: [String: String] = [:]
    ) throws(UsageError) -> Invocation {
        var resolved = self
        let options: [OptionSpec]
        switch action {
        case .run(let input): options = input.command.options + OptionTable.everywhere
        case .help, .helpEnvironment, .version: options = []
        }
        for option in options {
            guard let variable = option.environment, let value = environment[variable], !value.isEmpty else { continue }
            guard !given.contains(option.name), !option.environmentYieldsTo.contains(where: given.contains) else {
                continue
            }
            let source = places[variable] ?? variable
            if option.takesValue {
                try option.apply(&resolved.options, value, source)
            } else if ["1", "true", "yes", "on"].contains(value.lowercased()) {
                try option.apply(&resolved.options, "", source)
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

/// The values of every option, as given: the shared ones in fields of their own (what the
/// program decides before any command runs), each command's own in a value of the command's
/// own type, as its declarations parsed them.
struct ParsedOptions: Sendable {
    var format: RenderOptions.Format = .text
    var color: ColorChoice = .auto
    var imageProtocol: ImageProtocolChoice = .auto
    /// `--no-sprite`: entries without their picture.
    var noSprite = false
    var noPager = false
    /// `--no-mouse`: the full screen leaves clicks and the wheel to the terminal.
    var noMouse = false
    var network = NetworkOptions()
    var help = false
    package var version = false
    /// The command's own options, of its own type (`ListCommand.Options`).
    var command: (any CommandOptions)?
    /// Where each came from: the flag, or the environment variable (`POKEDEX_GAME`).
    var sources: [String: String] = [:]

    init() {}
}

/// Where `team` reads a Pokémon Showdown export from.
enum TeamSource: Sendable, Equatable {
    case file(String)
    case standardInput
}

enum CacheAction: String, Sendable, Equatable, CaseIterable {
    case info, verify, clear
}

/// Where data may come from, as the flags say (the environment fills in the rest).
struct NetworkOptions: Sendable, Equatable {
    var apiURL: String?
    /// Where PokeAPI's pictures are (`--sprite-url`).
    var spriteURL: String?
    var offline = false
    var refresh = false
    /// Seconds a cache entry stays fresh.
    var maxAge: Double?
    /// Seconds one request may take, retries included.
    var timeout: Double?
    /// Requests in flight at once.
    var concurrency: Int?
    /// `--lang`.
    var language: Language?

    init() {}
}

/// A command line the program cannot take. Always exit code 2.
package struct UsageError: Error, Sendable, Equatable {
    let message: String
    /// Whose `--help` to point at, by name.
    let command: String?

    init(message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `unknown option '--foo'. See 'pokedex list --help'.`: the sentence the view writes
    /// after `pokedex: `.
    var sentence: String {
        let help = command.map { "pokedex \($0) --help" } ?? "pokedex --help"
        return "\(message). See '\(help)'."
    }

    /// `pokedex: unknown option '--foo'. See 'pokedex list --help'.`
    var line: String { ErrorViewModel.prefix + sentence }

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
