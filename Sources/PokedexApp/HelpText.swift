import PokedexData
import PokedexTerminalUI

/// The words of `pokedex --help` and `pokedex <command> --help`, made from the command and
/// option tables.
enum HelpText {
    static let version = "pokedex 0.1.0"
    static let overview = "A Pokédex for the terminal: the whole National Dex, offline."

    /// Help text is wrapped to this many columns.
    static let width = 88
    /// Where descriptions start, after the name column.
    static let column = 26

    static func text(for command: (any PokedexCommand.Type)?) -> String {
        guard let command else { return program }
        let info = command.info
        var text = "OVERVIEW: \(info.summary)\n\n"
        text += "USAGE: " + info.usage.joined(separator: "\n       ") + "\n\n"
        if !info.arguments.isEmpty {
            text += "ARGUMENTS:\n" + info.arguments.map { row($0.name, $0.help) }.joined() + "\n"
        }
        text += options(for: command)
        for note in info.notes { text += wrap(note, indent: 0) + "\n\n" }
        text += "EXAMPLES:\n" + info.examples.map { "  \($0)\n" }.joined() + "\n"
        return text
    }

    /// `pokedex --version`: the program's, and the bundled data's sources, each at its snapshot.
    static func version(sources: [SourcesIndex.Source]) -> String {
        guard !sources.isEmpty else { return version + "\n" }
        return version + "\n" + "data: " + sources.map(\.line).joined(separator: ", ") + "\n"
    }

    /// `pokedex help environment`: every variable pokedex reads, what it does, its default.
    static var environment: String {
        "ENVIRONMENT:\n" + ReferenceText.environment.map { row($0.name, $0.help) }.joined()
            + "\n" + wrap("An option on the command line wins over its variable.", indent: 0) + "\n\n"
    }

    static var program: String {
        var text = "OVERVIEW: \(overview)\n\nUSAGE: pokedex <command> [<arguments>] [<options>]\n\nCOMMANDS:\n"
        for command in Commands.all {
            text += row(command.info.label ?? command.name, command.info.summary)
        }
        text += "\n" + options(for: nil)
        text += "EXAMPLES:\n" + Commands.examples.map { "  \($0)\n" }.joined()
        text += "\n  See 'pokedex help <command>' for detailed help, and 'pokedex help environment' for the\n"
        text += "  environment variables pokedex reads.\n\n"
        return text
    }

    /// The OPTIONS and DATA OPTIONS sections for `command` (nil: the program).
    private static func options(for command: (any PokedexCommand.Type)?) -> String {
        let general =
            OptionTable.listed(for: command, in: .command) + OptionTable.listed(for: command, in: .output)
            + OptionTable.listed(for: command, in: .program)
        let data = OptionTable.listed(for: command, in: .data)
        var text = ""
        if !general.isEmpty { text += "OPTIONS:\n" + general.map { line($0, command) }.joined() + "\n" }
        if !data.isEmpty { text += "DATA OPTIONS:\n" + data.map { line($0, command) }.joined() + "\n" }
        return text
    }

    private static func line(_ option: OptionSpec, _ command: (any PokedexCommand.Type)?) -> String {
        var help = option.help
        if let value = option.defaultValue { help += " (default: \(value))" }
        if let variable = option.environment { help += " [$\(variable)]" }
        return row(option.label, help)
    }

    /// `  --limit <n>             How many to show.`, the description wrapped in its column.
    private static func row(_ name: String, _ help: String) -> String {
        let head = "  " + name
        let lead = head.count < column ? head + TextWidth.spaces(column - head.count) : head + "\n"
        let body = wrap(help, indent: column)
        let firstLine = head.count < column ? String(body.dropFirst(column)) : body
        return lead + firstLine + "\n"
    }

    /// `text` in lines of at most `width` columns, each indented by `indent` spaces.
    static func wrap(_ text: String, indent: Int) -> String {
        let margin = TextWidth.spaces(indent)
        return TextWidth.wrap(text, to: width - indent).map { margin + $0 }.joined(separator: "\n")
    }
}
