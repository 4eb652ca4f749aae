/// The reference parts of the man page and docs/GUIDE.md, made from the command, option and
/// exit-code tables. Tests check that the committed `pokedex.1` and docs/GUIDE.md hold exactly
/// this text (`RECORD_SNAPSHOTS=1` rewrites them).
package enum ReferenceText {
    // MARK: - The man page

    /// `Sources/pokedex/pokedex.1`, whole.
    static func manPage() -> String {
        var page = """
            .TH POKEDEX 1 "2026-11-22" "\(HelpText.version)" "User Commands"
            .SH NAME
            pokedex \\- \(roff("a Pokédex for the terminal, with the whole National Dex offline"))
            .SH SYNOPSIS

            """
        let synopses = Commands.all.flatMap { $0.info.usage.prefix(1) }
        page += synopses.map { ".B " + roff($0) }.joined(separator: "\n.br\n") + "\n"
        page += """
            .SH DESCRIPTION
            .B pokedex
            \(roff(description))
            .SH COMMANDS

            """
        for command in Commands.all {
            let info = command.info
            page += ".TP\n.B \(roff(info.label ?? command.name))\n\(roff(info.summary))\n"
            for note in info.notes { page += ".IP\n\(roff(note))\n" }
            // Its own options, described for it.
            for option in command.options where !OptionTable.shared.contains(where: { $0.isSame(as: option) }) {
                page += ".IP \"\(roff(option.label))\"\n\(roff(manHelp(option, shared: false)))\n"
            }
        }
        page += ".SH OPTIONS\n"
        for option in OptionTable.shared {
            page += ".TP\n.B \(roff(option.label))\n\(roff(manHelp(option, shared: true)))\n"
        }
        page += ".SH ENVIRONMENT\n"
        for option in environmentOptions {
            guard let variable = option.environment else { continue }
            page += ".TP\n.B \(variable)\n\(roff(environmentHelp(option)))\n"
        }
        for variable in OptionTable.environmentOnly {
            page += ".TP\n.B \(variable.name)\n\(roff(variable.help))\n"
        }
        page += """
            .SH FILES
            .TP
            .I PREFIX/share/pokedex/Fixtures.pack
            The bundled data, its files in one (a Fixtures folder there is read when there is no pack).
            .TP
            .I PREFIX/lib/pokedex/pokedex-http
            The HTTP helper, started on first use of the network and ended with pokedex.
            .TP
            .I ~/.cache/pokedex/v1
            \(roff("The cache: one JSON file per API path, written atomically."))
            .SH EXIT STATUS

            """
        for code in ExitCode.all {
            page += ".TP\n.B \(code.rawValue)\n\(roff(code.meaning.replacingBackquotes))\n"
        }
        page += ".SH EXAMPLES\n.nf\n"
        page += examples.map(roff).joined(separator: "\n") + "\n.fi\n"
        page += ".SH SEE ALSO\nPokeAPI, https://pokeapi.co\n"
        return page
    }

    static let description =
        "answers from the whole National Dex (1025 species, 1351 Pokémon with their forms) bundled with the program, "
        + "so every command works with no network. What the bundled data leaves out (the text of Pokédex entries, "
        + "Pokémon newer than the data) comes from PokeAPI through a disk cache; pokedex sync fetches everything for "
        + "offline use. On a terminal, output is aligned and coloured. When standard output is not a terminal, list "
        + "and search print tab-separated rows (id, name, types) with no header. --json prints JSON; diagnostics "
        + "always go to standard error."

    static let examples = [
        "pokedex list --limit 20", "pokedex show bulbasaur", "pokedex show \"Mr. Mime\" --json | jq .stats",
        "pokedex list --type fire --generation kanto", "pokedex search pika --lang ja",
        "pokedex sync && pokedex show pikachu --offline",
    ]

    /// An option's help with its default, and for a shared one the commands that take it.
    private static func manHelp(_ option: OptionSpec, shared: Bool) -> String {
        var text = option.help
        if let value = option.defaultValue { text += " Default: \(value)." }
        if let variable = option.environment { text += " Environment: \(variable)." }
        return shared ? text + " " + takenBy(option) : text
    }

    /// Each variable once, with the first option that reads it.
    private static var environmentOptions: [OptionSpec] {
        var seen: [OptionSpec] = []
        for option in OptionTable.all where option.environment != nil {
            if !seen.contains(where: { $0.environment == option.environment }) { seen.append(option) }
        }
        return seen
    }

    private static func environmentHelp(_ option: OptionSpec) -> String {
        // A variable several commands' declarations read: what they share.
        let readers = OptionTable.all.filter { $0.environment == option.environment }
        if readers.count > 1 {
            let commands = readers.flatMap(\.commands)
            return "Sets \(option.name) when the command line does not, for each command that takes it: "
                + commands.joined(separator: ", ") + "."
        }
        return option.takesValue
            ? "Sets \(option.name) when the command line does not: \(option.help)"
            : "1, true, yes or on: \(option.name) (\(option.help))"
    }

    /// `Taken by list and search.` / `Taken by every command.`
    private static func takenBy(_ option: OptionSpec) -> String {
        let names = option.commands
        if names.count == Commands.all.count { return "Taken by every command." }
        return "Taken by " + (names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " : "")
            + (names.last ?? "") + "."
    }

    /// Text as roff shows it: `-` as a minus, any other character beyond ASCII by its code
    /// point, a backslash escaped, a line never starting a request.
    static func roff(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "-": out += "\\-"
            case "\\": out += "\\e"
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
    }

    // MARK: - The guide (docs/GUIDE.md)

    /// The guide's options table.
    static func readmeOptions() -> String {
        var text = "| option | what it does | default | environment | commands |\n| --- | --- | --- | --- | --- |\n"
        for option in OptionTable.all {
            let defaults = option.defaultValue.map { "`\($0)`" } ?? ""
            let names = option.names.map { "`\($0)\(option.placeholder.map { " " + $0 } ?? "")`" }
            let commands = option.commands.count == Commands.all.count ? "all" : option.commands.joined(separator: ", ")
            text +=
                "| \(names.joined(separator: ", ")) | \(option.help) | \(defaults) | "
                + "\(option.environment.map { "`\($0)`" } ?? "") | \(commands) |\n"
        }
        return text
    }

    /// The guide's table of environment variables.
    static func readmeEnvironment() -> String {
        "| variable | meaning |\n| --- | --- |\n" + environment.map { "| `\($0.name)` | \($0.help) |\n" }.joined()
    }

    /// Every variable pokedex reads, with what it does and its default: the options' own,
    /// each once, then those no option stands for (`pokedex help environment`, the guide).
    static var environment: [(name: String, help: String)] {
        environmentOptions.compactMap { option in
            guard let variable = option.environment else { return nil }
            let fallback = option.defaultValue.map { " Default: \($0)." } ?? ""
            return (variable, environmentHelp(option) + fallback)
        } + OptionTable.environmentOnly.map { ($0.name, $0.help) }
    }

    /// The guide's table of exit codes.
    static func readmeExitCodes() -> String {
        "| code | meaning |\n| --- | --- |\n" + ExitCode.all.map { "| \($0.rawValue) | \($0.meaning) |\n" }.joined()
    }

    /// The guide's table of what `:` opens: each command whose first example (one that names
    /// no file) the `:` line reads as a screen, so the guide cannot name one that does not work.
    static func screenCommands() -> String {
        var text = "| `:` line | opens |\n| --- | --- |\n"
        for example in screenExamples() {
            text += "| `:\(example.line.replacing("|", with: "\\|"))` | \(example.summary) |\n"
        }
        let without = Commands.all.map { $0.name }.filter { name in !screenExamples().contains { $0.command == name } }
        return text + "\n" + without.map { "`\($0)`" }.joined(separator: ", ") + " show no screen of their own.\n"
    }

    /// For each command that opens a screen, the first of its help's examples that `:` takes
    /// (one that reads no file): the line, without `pokedex `.
    package static func screenExamples() -> [(command: String, line: String, summary: String)] {
        Commands.all.compactMap { command in
            let lines = command.info.examples.map { String($0.dropFirst("pokedex ".count)) }
                .filter { !$0.contains("--file") && !$0.contains("--team") }
            guard let line = lines.first(where: { if case .screen = ScreenCommand.route($0) { true } else { false } })
            else { return nil }
            return (command.name, line, command.info.summary)
        }
    }

    /// Replaces each block between `<!-- generated: NAME -->` and `<!-- end: NAME -->` in
    /// `readme` with the table of that name.
    static func updatingReadme(_ readme: String) -> String {
        var text = readme
        for (name, table) in [
            ("options", readmeOptions()), ("environment", readmeEnvironment()), ("exit-codes", readmeExitCodes()),
            ("screen-commands", screenCommands()),
        ] {
            let begin = "<!-- generated: \(name) -->\n"
            let end = "<!-- end: \(name) -->"
            guard let start = text.firstRange(of: begin), let stop = text[start.upperBound...].firstRange(of: end)
            else { continue }
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: table)
        }
        return text
    }
}

extension String {
    /// `code` as plain words, for the man page.
    fileprivate var replacingBackquotes: String { String(filter { $0 != "`" }) }
}
