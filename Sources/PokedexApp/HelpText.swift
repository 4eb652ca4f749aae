/// The words of `pokedex --help` and `pokedex <command> --help`.
enum HelpText {
    static let version = "pokedex 0.1.0"

    static func text(for command: CommandName?) -> String {
        switch command {
        case nil: program
        case .list: list
        case .show: show
        case .search: search
        }
    }

    private static let outputOptions = """
          --json                  Print JSON (schema in the README).
          --jsonl                 Print one compact JSON object per line.
          --color <when>          auto, always or never. (default: auto)
          -h, --help              Show help information.
        """

    static let program = """
        OVERVIEW: A Pokédex for the terminal: the whole National Dex, offline.

        USAGE: pokedex <command> [<arguments>] [<options>]

        COMMANDS:
          list                    \(CommandName.list.summary)
          show                    \(CommandName.show.summary)
          search                  \(CommandName.search.summary)

        OPTIONS:
        \(outputOptions)
          --version               Show the version.

        EXAMPLES:
          pokedex list --limit 20
          pokedex show bulbasaur
          pokedex search char --json

          See 'pokedex help <command>' for detailed help.

        """

    static let list = """
        OVERVIEW: \(CommandName.list.summary)

        USAGE: pokedex list [--limit <n>] [--offset <n>] [<options>]

        OPTIONS:
          --limit <n>             How many Pokémon to show. (default: \(CommandLineParser.defaultListLimit))
          --offset <n>            How many to skip from the start. (default: 0)
        \(outputOptions)

        When stdout is not a terminal, rows are tab-separated (id, name, types) with no header.

        EXAMPLES:
          pokedex list --limit 20
          pokedex list --offset 151 --limit 100 --jsonl

        """

    static let show = """
        OVERVIEW: \(CommandName.show.summary)

        USAGE: pokedex show <name-or-number> [<options>]

        ARGUMENTS:
          <name-or-number>        A name in any case or spelling (Mr. Mime, mr-mime,
                                  nidoran f), or a number (25, #25, 025).

        OPTIONS:
        \(outputOptions)

        EXAMPLES:
          pokedex show bulbasaur
          pokedex show "Mr. Mime" --json

        """

    static let search = """
        OVERVIEW: \(CommandName.search.summary)

        USAGE: pokedex search <query> [--limit <n>] [<options>]

        ARGUMENTS:
          <query>                 Part of a name; close misspellings match too.

        OPTIONS:
          --limit <n>             How many results to show. (default: \(CommandLineParser.defaultSearchLimit))
        \(outputOptions)

        Results are ranked: exact, then prefix, then substring, then close misspellings.

        EXAMPLES:
          pokedex search char
          pokedex search pikachuu --limit 3 --json

        """
}
