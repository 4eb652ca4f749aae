import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// Parses `pokedex [command] [arguments] [options]`. Options may come before or after the
/// command; `--name=value` and `--name value` both work; `--` ends the options.
public enum CommandLineParser {
    public static let defaultListLimit = 20
    public static let defaultSearchLimit = 10
    static let missingCommand = "missing command (list, show, search, type, browse, sync, cache or completion)"

    /// Options that take a value.
    static let valued: Set<String> = [
        "--color", "--colour", "--limit", "--offset", "--api-url", "--max-age", "--timeout", "--concurrency",
        "--type", "--generation", "--lang",
    ]

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
            if inlineValue != nil, !valued.contains(name) {
                throw state.error("option '\(TerminalSafe.text(name, limit: 60))' takes no value")
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw state.error("option '\(name)' needs a value") }
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
                    throw state.error("--color takes auto, always or never, not '\(TerminalSafe.text(raw, limit: 60))'")
                }
                state.color = choice
            case "--limit": state.limit = try wholeNumber(try value(), option: name, in: 1...Int.max, state: state)
            case "--offset": state.offset = try wholeNumber(try value(), option: name, in: 0...Int.max, state: state)
            case "--concurrency":
                state.network.concurrency = try wholeNumber(try value(), option: name, in: 1...64, state: state)
            case "--api-url": state.network.apiURL = try OptionValues.apiURL(try value(), source: name)
            case "--max-age": state.network.maxAge = try OptionValues.duration(try value(), source: name)
            case "--timeout": state.network.timeout = try OptionValues.seconds(try value(), source: name)
            case "--type": state.filter.types.append(try OptionValues.typeName(try value(), source: name))
            case "--generation":
                let raw = try value()
                guard let generation = ListFilter.parseGeneration(raw) else {
                    throw state.error(
                        "--generation takes 1 to 9, i to ix, generation-i or a region such as kanto, not '\(TerminalSafe.text(raw, limit: 60))'"
                    )
                }
                state.filter.generation = generation
            case "--lang": state.network.language = try OptionValues.language(try value(), source: name)
            case "--offline": state.network.offline = true
            case "--refresh": state.network.refresh = true
            default:
                throw state.error("unknown option '\(TerminalSafe.text(name, limit: 60))'")
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

    private static func wholeNumber(
        _ text: String, option: String, in range: ClosedRange<Int>, state: ParseState
    ) throws(UsageError) -> Int {
        let what =
            range.upperBound == Int.max
            ? "a whole number, \(range.lowerBound) or more"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), range.contains(number) else {
            throw state.error("\(option) takes \(what), not '\(TerminalSafe.text(text, limit: 60))'")
        }
        return number
    }
}

/// What the parser has seen so far.
private struct ParseState {
    var command: CommandName?
    var isHelpCommand = false
    var helpTopicGiven = false
    var positionals: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    var format: RenderOptions.Format = .text
    var color: ColorChoice = .auto
    var limit: Int?
    var offset: Int?
    var filter = ListFilter()
    var network = NetworkOptions()

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
                throw UsageError(message: "unknown command '\(TerminalSafe.text(argument, limit: 60))'", command: nil)
            }
            command = name
            return
        }
        if isHelpCommand, !helpTopicGiven {
            guard let name = CommandName(rawValue: argument) else {
                throw UsageError(message: "no help for '\(TerminalSafe.text(argument, limit: 60))'", command: nil)
            }
            helpTopicGiven = true
            command = name
            return
        }
        positionals.append(argument)
    }

    func finish() throws(UsageError) -> Invocation {
        func invocation(_ action: Invocation.Action) -> Invocation {
            Invocation(action: action, format: format, color: color, network: network)
        }
        if isHelpCommand || wantsHelp { return invocation(.help(command)) }
        if wantsVersion { return invocation(.version) }
        guard let command else {
            // No command at all: the interactive Pokédex, where there is a terminal for it.
            if positionals.isEmpty, filter.isEmpty, limit == nil, offset == nil {
                return invocation(.browse(implicit: true))
            }
            throw UsageError(message: CommandLineParser.missingCommand, command: nil)
        }
        if command != .list, !filter.isEmpty {
            throw error("\(command.rawValue) does not take \(filter.types.isEmpty ? "--generation" : "--type")")
        }
        if network.offline, network.refresh {
            throw error("--offline and --refresh cannot be used together")
        }
        switch command {
        case .list:
            try rejectArguments()
            return invocation(
                .run(
                    .list(
                        offset: offset ?? 0, limit: limit ?? CommandLineParser.defaultListLimit, filter: filter)))
        case .show:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            return invocation(.run(.show(name: try words(what: "a Pokémon name or number"))))
        case .search:
            try reject(offset, "--offset")
            return invocation(
                .run(
                    .search(
                        query: try words(what: "a search query"), limit: limit ?? CommandLineParser.defaultSearchLimit))
            )
        case .type:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            return invocation(.run(.type(name: try words(what: "a type name"))))
        case .sync:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            try rejectArguments()
            if network.offline { throw error("sync cannot run --offline") }
            return invocation(.sync)
        case .browse:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            try rejectArguments()
            return invocation(.browse(implicit: false))
        case .completion:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            guard positionals.count == 1, let shell = CompletionScript.Shell(rawValue: positionals[0]) else {
                throw error("completion takes one of: bash, zsh, fish")
            }
            return invocation(.completion(shell))
        case .cache:
            try reject(limit, "--limit")
            try reject(offset, "--offset")
            guard positionals.count == 1, let action = CacheAction(rawValue: positionals[0]) else {
                throw error("cache takes one of: info, verify, clear")
            }
            return invocation(.cache(action))
        }
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

    private func reject(_ value: Int?, _ option: String) throws(UsageError) {
        if value != nil, let command {
            throw error("\(command.rawValue) does not take \(option)")
        }
    }
}
