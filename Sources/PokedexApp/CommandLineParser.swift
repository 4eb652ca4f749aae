import PokedexPresentation
import PokedexTerminalUI

/// Parses `pokedex [command] [arguments] [options]`. Options may come before or after the
/// command; `--name=value` and `--name value` both work; `--` ends the options.
public enum CommandLineParser {
    public static let defaultListLimit = 20
    public static let defaultSearchLimit = 10

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var state = ParseState()
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !isOption(argument) {
                try state.takePositional(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value", command: state.command)
                }
                return next
            }
            switch name {
            case "-h", "--help": state.wantsHelp = true
            case "--version": state.wantsVersion = true
            case "--json": state.format = .json
            case "--jsonl": state.format = .jsonLines
            case "--color", "--colour":
                let raw = try value()
                guard let choice = ColorChoice(rawValue: raw) else {
                    throw UsageError(message: "--color takes auto, always or never, not '\(raw)'", command: state.command)
                }
                state.color = choice
            case "--limit": state.limit = try positiveNumber(try value(), option: name, minimum: 1, command: state.command)
            case "--offset": state.offset = try positiveNumber(try value(), option: name, minimum: 0, command: state.command)
            default:
                throw UsageError(message: "unknown option '\(TerminalSafe.text(name, limit: 60))'", command: state.command)
            }
            if inlineValue != nil, !["--color", "--colour", "--limit", "--offset"].contains(name) {
                throw UsageError(message: "option '\(name)' takes no value", command: state.command)
            }
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

    private static func positiveNumber(
        _ text: String, option: String, minimum: Int, command: CommandName?
    ) throws(UsageError) -> Int {
        let what = minimum == 0 ? "a whole number, 0 or more" : "a whole number, 1 or more"
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number >= minimum else {
            throw UsageError(message: "\(option) takes \(what), not '\(TerminalSafe.text(text, limit: 60))'", command: command)
        }
        return number
    }
}

/// What the parser has seen so far.
private struct ParseState {
    var command: CommandName?
    var helpTopic: String?
    var isHelpCommand = false
    var positionals: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    var format: RenderOptions.Format = .text
    var color: ColorChoice = .auto
    var limit: Int?
    var offset: Int?

    mutating func takePositional(_ argument: String) throws(UsageError) {
        if command == nil, !isHelpCommand {
            if argument == "help" { isHelpCommand = true; return }
            guard let name = CommandName(rawValue: argument) else {
                throw UsageError(message: "unknown command '\(TerminalSafe.text(argument, limit: 60))'", command: nil)
            }
            command = name
            return
        }
        if isHelpCommand, helpTopic == nil {
            guard let name = CommandName(rawValue: argument) else {
                throw UsageError(message: "no help for '\(TerminalSafe.text(argument, limit: 60))'", command: nil)
            }
            helpTopic = argument
            command = name
            return
        }
        positionals.append(argument)
    }

    func finish() throws(UsageError) -> Invocation {
        func invocation(_ action: Invocation.Action) -> Invocation {
            Invocation(action: action, format: format, color: color)
        }
        if isHelpCommand || wantsHelp { return invocation(.help(command)) }
        if wantsVersion { return invocation(.version) }
        guard let command else {
            throw UsageError(message: "missing command (list, show or search)", command: nil)
        }
        switch command {
        case .list:
            if let extra = positionals.first {
                throw UsageError(message: "list takes no arguments, but got '\(TerminalSafe.text(extra, limit: 60))'", command: command)
            }
            return invocation(.run(.list(
                offset: offset ?? 0, limit: limit ?? CommandLineParser.defaultListLimit)))
        case .show:
            try reject(limit, "--limit", for: command)
            try reject(offset, "--offset", for: command)
            return invocation(.run(.show(name: try words(what: "a Pokémon name or number"))))
        case .search:
            try reject(offset, "--offset", for: command)
            return invocation(.run(.search(
                query: try words(what: "a search query"), limit: limit ?? CommandLineParser.defaultSearchLimit)))
        }
    }

    /// The positional words as one text (`show mr mime` is `mr mime`).
    private func words(what: String) throws(UsageError) -> String {
        let text = positionals.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw UsageError(message: "\(command?.rawValue ?? "command") needs \(what)", command: command)
        }
        return text
    }

    private func reject(_ value: Int?, _ option: String, for command: CommandName) throws(UsageError) {
        if value != nil {
            throw UsageError(message: "\(command.rawValue) does not take \(option)", command: command)
        }
    }
}
