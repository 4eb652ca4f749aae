import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// Parses `pokedex [command] [arguments] [options]` by the option table. Options may come
/// before or after the command; `--name=value` and `--name value` both work; `--` ends the
/// options.
public enum CommandLineParser {
    public static let defaultListLimit = 20
    public static let defaultSearchLimit = 20
    static var missingCommand: String {
        let names = CommandName.allCases.map(\.rawValue)
        return "missing command (\(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var state = ParseState()
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !isOption(argument) {
                try state.takePositional(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = OptionTable.option(named: name) else {
                throw state.error("unknown option '\(TerminalSafe.text(name, limit: 60))'")
            }
            var value = ""
            if option.takesValue {
                guard let given = inlineValue ?? rest.popFirst() else {
                    throw state.error("option '\(name)' needs a value")
                }
                value = given
            } else if inlineValue != nil {
                throw state.error("option '\(TerminalSafe.text(name, limit: 60))' takes no value")
            }
            do throws(UsageError) {
                try option.apply(&state.options, value, option.name)
            } catch {
                throw state.error(error.message)
            }
            state.given.append(option)
        }
        return try state.finish()
    }

    /// `-x`, `--xyz`; but a lone `-` and negative numbers (`-1`) are arguments.
    private static func isOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first?.isNumber ?? false)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// What the parser has seen so far.
private struct ParseState {
    var command: CommandName?
    var isHelpCommand = false
    var helpTopicGiven = false
    var positionals: [String] = []
    var options = ParsedOptions()
    /// The options given, in order.
    var given: [OptionSpec] = []

    func error(_ message: String) -> UsageError {
        UsageError(message: message, command: command)
    }

    mutating func takePositional(_ argument: String) throws(UsageError) {
        if command == nil, !isHelpCommand {
            if argument == "help" {
                isHelpCommand = true
                return
            }
            guard let name = CommandName(rawValue: argument) else {
                throw UsageError(message: "unknown command '\(TerminalSafe.text(argument, limit: 60))'")
            }
            command = name
            return
        }
        if isHelpCommand, !helpTopicGiven {
            guard let name = CommandName(rawValue: argument) else {
                throw UsageError(message: "no help for '\(TerminalSafe.text(argument, limit: 60))'")
            }
            helpTopicGiven = true
            command = name
            return
        }
        positionals.append(argument)
    }

    func finish() throws(UsageError) -> Invocation {
        func invocation(_ action: Invocation.Action) -> Invocation {
            Invocation(action: action, options: options, given: Set(given.map(\.name)))
        }
        if isHelpCommand || options.help { return invocation(.help(command)) }
        if options.version { return invocation(.version) }
        // No command at all: the interactive Pokédex, where there is a terminal for it.
        let implicit = command == nil
        guard let command = command ?? (positionals.isEmpty ? .browse : nil) else {
            throw UsageError(message: CommandLineParser.missingCommand)
        }
        // Each option goes with the commands the table says.
        if let option = given.first(where: { !$0.commands.contains(command) }) {
            if implicit { throw UsageError(message: CommandLineParser.missingCommand) }
            throw error("\(command.rawValue) does not take \(option.name)")
        }
        if options.network.offline, options.network.refresh {
            throw error("--offline and --refresh cannot be used together")
        }
        switch command {
        case .list:
            try rejectArguments()
            if let game = options.game {
                guard options.filter.move != nil else { throw error("list takes --game only with --move") }
                var scoped = self
                scoped.options.filter.game = game
                return scoped.finishList()
            }
            return finishList()
        case .show:
            return invocation(.run(.show(name: try words(what: "a Pokémon name or number"))))
        case .search:
            return invocation(
                .run(
                    .search(
                        query: try words(what: "a search query"),
                        limit: options.limit ?? CommandLineParser.defaultSearchLimit, kinds: options.kinds)))
        case .type:
            return invocation(.run(.type(name: try words(what: "a type name"))))
        case .team:
            if let file = options.teamFile {
                try rejectArguments()
                return invocation(.team(.file(file)))
            }
            if positionals == ["-"] { return invocation(.team(.standardInput)) }
            let names = positionals.filter { !$0.allSatisfy(\.isWhitespace) }
            guard (1...ShowdownExport.most).contains(names.count) else {
                throw error("team takes one to six Pokémon, --file <path>, or - for stdin")
            }
            return invocation(.run(.team(names: names)))
        case .compare:
            let names = positionals.filter { !$0.allSatisfy(\.isWhitespace) }
            guard names.count >= 2 else { throw error("compare needs two to six Pokémon") }
            guard names.count <= CompareInteractor.most else {
                throw error("compare takes at most \(CompareInteractor.most) Pokémon, not \(names.count)")
            }
            return invocation(.run(.compare(names: names)))
        case .moves:
            return invocation(
                .run(
                    .moves(
                        pokemon: try words(what: "a Pokémon name or number"), game: options.game, method: options.method
                    )))
        case .move:
            return invocation(.run(.move(name: try words(what: "a move name or number"), game: options.game)))
        case .ability:
            return invocation(.run(.ability(name: try words(what: "an ability name or number"))))
        case .nature:
            return invocation(.run(.nature(name: positionals.isEmpty ? nil : try words(what: "a nature name"))))
        case .item:
            return invocation(.run(.item(name: try words(what: "an item name or number"))))
        case .sprite:
            let names = positionals.filter { !$0.allSatisfy(\.isWhitespace) }
            guard !names.isEmpty else { throw error("sprite needs a Pokémon name or number") }
            guard names.count <= 64 else { throw error("sprite takes at most 64 Pokémon, not \(names.count)") }
            if options.variant.artwork, options.variant.back || options.variant.female {
                throw error("--artwork is the front picture only: not with --back or --female")
            }
            return invocation(.run(.sprite(names: names, variant: options.variant)))
        case .random:
            try rejectArguments()
            if options.game != nil, options.filter.move == nil { throw error("random takes --game only with --move") }
            var request = options.random
            request.filter = options.filter
            request.filter.game = options.game
            return invocation(.run(.random(request)))
        case .sync:
            try rejectArguments()
            return invocation(.sync)
        case .browse:
            try rejectArguments()
            return invocation(.browse(implicit: implicit))
        case .completion:
            guard positionals.count == 1, let shell = CompletionScript.Shell(rawValue: positionals[0]) else {
                throw error("completion takes one of: bash, zsh, fish")
            }
            return invocation(.completion(shell))
        case .cache:
            guard positionals.count == 1, let action = CacheAction(rawValue: positionals[0]) else {
                throw error("cache takes one of: info, verify, clear")
            }
            return invocation(.cache(action))
        }
    }

    private func finishList() -> Invocation {
        Invocation(
            action: .run(
                .list(
                    offset: options.offset ?? 0, limit: options.limit ?? CommandLineParser.defaultListLimit,
                    filter: options.filter)),
            options: options, given: Set(given.map(\.name)))
    }

    /// The positional words as one text (`show mr mime` is `mr mime`).
    private func words(what: String) throws(UsageError) -> String {
        let text = positionals.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw error("\(command?.rawValue ?? "command") needs \(what)")
        }
        return text
    }

    private func rejectArguments() throws(UsageError) {
        if let extra = positionals.first {
            throw error(
                "\(command?.rawValue ?? "command") takes no arguments, but got '\(TerminalSafe.text(extra, limit: 60))'"
            )
        }
    }
}
