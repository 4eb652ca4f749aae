import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// Parses `pokedex [command] [arguments] [options]` by the option table. Options may come
/// before or after the command; `--name=value` and `--name value` both work; `--` ends the
/// options.
enum CommandLineParser {
    static var missingCommand: String {
        let names = Commands.names
        return "missing command (\(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var state = ParseState()
        // Each command has its options: find it first, then read every option as its own.
        state.named = commandNamed(in: arguments)
        // Its options, built once for every lookup (each command builds its list when asked).
        state.table = state.named.map { $0.options + OptionTable.everywhere } ?? []
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
            let option =
                state.named == nil
                ? OptionTable.option(named: name, in: nil) : state.table.first { $0.allNames.contains(name) }
            if option == nil, !argument.hasPrefix("--"), state.named?.takesDashedWords == true {
                try state.takePositional(argument)
                continue
            }
            guard let option else {
                // The options the command takes, or every one when no command is named.
                if let known = state.named, OptionTable.option(named: name, in: nil) != nil {
                    throw state.error("\(known.name) does not take \(name)")
                }
                let names = (state.named == nil ? OptionTable.all : state.table).flatMap(\.allNames)
                throw state.error(
                    "unknown option '\(TerminalSafe.text(name, limit: 60))'" + UsageError.didYouMean(name, among: names)
                )
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
            // Only a set (--attacker's export block) has lines; nothing has other controls.
            guard option.accepts(value) else {
                throw state.error("\(option.name): '\(TerminalSafe.text(value, limit: 60))' holds a control character")
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

    /// The command the words name, found before any option is read: the first word that is no
    /// option and no option's value (`pokedex --lang ja show eevee`), if it names a command;
    /// after `help`, the command it asks about. An option before it is looked up among every
    /// command's, which agree on whether a name takes a value.
    private static func commandNamed(in arguments: [String]) -> (any PokedexCommand.Type)? {
        var rest = arguments[...]
        var afterHelp = false
        while let argument = rest.popFirst() {
            if argument == "--" { return nil }
            if isOption(argument) {
                let (name, inline) = split(argument)
                if inline == nil, OptionTable.option(named: name, in: nil)?.takesValue == true { _ = rest.popFirst() }
                continue
            }
            if argument == "help", !afterHelp {
                afterHelp = true
                continue
            }
            return Commands.named(argument)
        }
        return nil
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
    var command: (any PokedexCommand.Type)?
    /// The command the words name, whose options are read: known before its word is reached.
    var named: (any PokedexCommand.Type)?
    /// The options `named` takes (every command's `everywhere` ones included).
    var table: [OptionSpec] = []
    var isHelpCommand = false
    var helpTopicGiven = false
    /// `help environment`: the variables read, not a command's help.
    var helpEnvironment = false
    var positionals: [String] = []
    var options = ParsedOptions()
    /// The options given, in order.
    var given: [OptionSpec] = []

    func error(_ message: String) -> UsageError {
        UsageError(message: message, command: command?.name)
    }

    mutating func takePositional(_ argument: String) throws(UsageError) {
        // No name, number or line holds a control character, nor is one empty.
        guard !argument.containsControlCharacter else {
            throw error("'\(TerminalSafe.text(argument, limit: 60))' holds a control character")
        }
        if command != nil, argument.allSatisfy(\.isWhitespace) {
            throw error("an argument is empty")
        }
        if command == nil, !isHelpCommand {
            if argument == "help" {
                isHelpCommand = true
                return
            }
            guard let named = Commands.named(argument) else {
                throw UsageError(
                    message: "unknown command '\(TerminalSafe.text(argument, limit: 60))'"
                        + UsageError.didYouMean(argument, among: Commands.names))
            }
            command = named
            return
        }
        if isHelpCommand, !helpTopicGiven {
            if ["environment", "env"].contains(argument) {
                helpTopicGiven = true
                helpEnvironment = true
                return
            }
            guard let named = Commands.named(argument) else {
                throw UsageError(
                    message: "no help for '\(TerminalSafe.text(argument, limit: 60))'"
                        + UsageError.didYouMean(argument, among: Commands.names + ["environment"]))
            }
            helpTopicGiven = true
            command = named
            return
        }
        positionals.append(argument)
    }

    func finish() throws(UsageError) -> Invocation {
        let given = Set(given.map(\.name))
        if helpEnvironment { return Invocation(action: .helpEnvironment, options: options, given: given) }
        if isHelpCommand || options.help { return Invocation(action: .help(command), options: options, given: given) }
        if options.version { return Invocation(action: .version, options: options, given: given) }
        // No command at all: the interactive Pokédex, where there is a terminal for it.
        let implicit = command == nil
        guard let command = command ?? (positionals.isEmpty ? BrowseCommand.self : nil) else {
            throw UsageError(message: CommandLineParser.missingCommand)
        }
        // Each command says which options it takes.
        if !self.given.isEmpty {
            let taken =
                named.map(ObjectIdentifier.init) == ObjectIdentifier(command)
                ? table : command.options + OptionTable.everywhere
            if let option = self.given.first(where: { !taken.contains($0) }) {
                if implicit { throw UsageError(message: CommandLineParser.missingCommand) }
                throw error("\(command.name) does not take \(option.name)")
            }
        }
        if options.network.offline, options.network.refresh {
            throw error("--offline and --refresh cannot be used together")
        }
        let input = CommandInput(command: command, positionals: positionals, options: options, implicit: implicit)
        return Invocation(action: .run(input), options: options, given: given)
    }
}
