/// The words of `pokedex --help` and `pokedex <command> --help`.
enum HelpText {
    static let version = "pokedex 0.1.0"

    static func text(for command: CommandName?) -> String {
        switch command {
        case nil: program
        case .list: list
        case .show: show
        case .search: search
        case .type: type
        case .browse: browse
        case .sync: sync
        case .cache: cache
        case .completion: completion
        }
    }

    private static let outputOptions = """
          --json                  Print JSON (schema in the README).
          --lang <code>           Names and genus in en, ja, ja-hrkt, fr, de, es, it, ko,
                                  zh-hans or zh-hant. (default: en)
          --jsonl                 Print one compact JSON object per line.
          --color <when>          auto, always or never. (default: auto)
          -h, --help              Show help information.
        """

    private static let dataOptions = """
          --offline               Never connect; use the cache and the bundled data.
          --refresh               Ask PokeAPI first, skipping the cache and the bundled data.
          --api-url <url>         PokeAPI's base URL. (default: https://pokeapi.co/api/v2)
          --max-age <duration>    How long cached answers stay fresh: 90s, 15m, 12h, 7d. (default: 7d)
          --timeout <seconds>     How long one request may take, retries included. (default: 10)
          --concurrency <n>       Requests in flight at once, 1 to 64. (default: 8)
        """

    static let program = """
        OVERVIEW: A Pokédex for the terminal: the whole National Dex, offline.

        USAGE: pokedex <command> [<arguments>] [<options>]

        COMMANDS:
          list                    \(CommandName.list.summary)
          show                    \(CommandName.show.summary)
          search                  \(CommandName.search.summary)
          type                    \(CommandName.type.summary)
          browse                  \(CommandName.browse.summary)
          sync                    \(CommandName.sync.summary)
          cache info|verify|clear \(CommandName.cache.summary)
          completion <shell>      \(CommandName.completion.summary)

        OPTIONS:
        \(outputOptions)
          --version               Show the version.

        DATA OPTIONS:
        \(dataOptions)

        EXAMPLES:
          pokedex list --limit 20
          pokedex show bulbasaur
          pokedex search char --json

          See 'pokedex help <command>' for detailed help.

        """

    static let list = """
        OVERVIEW: \(CommandName.list.summary)

        USAGE: pokedex list [--type <type> ...] [--generation <g>] [--limit <n>] [--offset <n>] [<options>]

        OPTIONS:
          --limit <n>             How many Pokémon to show. (default: \(CommandLineParser.defaultListLimit))
          --offset <n>            How many to skip from the start. (default: 0)
          --type <type>           Only Pokémon of this type; repeat it for all of several types.
          --generation <g>        Only the species a generation introduced: 1, i,
                                  generation-i or kanto.
        \(outputOptions)
        \(dataOptions)

        When stdout is not a terminal, rows are tab-separated (id, name, types) with no header.

        EXAMPLES:
          pokedex list --limit 20
          pokedex list --offset 151 --limit 100 --jsonl
          pokedex list --type fire --generation kanto

        """

    static let show = """
        OVERVIEW: \(CommandName.show.summary)

        USAGE: pokedex show <name-or-number> [<options>]

        ARGUMENTS:
          <name-or-number>        A name in any case or spelling (Mr. Mime, mr-mime,
                                  nidoran f), or a number (25, #25, 025).

        OPTIONS:
        \(outputOptions)
        \(dataOptions)

        The Pokédex entry (flavour text) comes from PokeAPI or the cache; without either,
        everything else is shown and a note on stderr says the entry needs a connection.

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
        \(dataOptions)

        Results are ranked: exact, then prefix, then substring, then close misspellings.

        EXAMPLES:
          pokedex search char
          pokedex search pikachuu --limit 3 --json

        """

    static let type = """
        OVERVIEW: \(CommandName.type.summary)

        USAGE: pokedex type <name> [<options>]

        ARGUMENTS:
          <name>                  A type: normal, fire, water, electric, grass, ice, fighting,
                                  poison, ground, flying, psychic, bug, rock, ghost, dragon,
                                  dark, steel, fairy or stellar.

        OPTIONS:
        \(outputOptions)
        \(dataOptions)

        EXAMPLES:
          pokedex type fire
          pokedex type dragon --json

        """

    static let browse = """
        OVERVIEW: \(CommandName.browse.summary)

        USAGE: pokedex browse [<options>]
               pokedex            (on a terminal)

        On a terminal: ↑/↓ or j/k move, PgUp/PgDn or ←/→ page, g/G go to the ends, digits
        jump to that number, Enter opens, ←/→ in an entry choose an evolution or form to open,
        Backspace, Esc, h or b go back, / searches as you type, t filters by type, ? shows
        the keys, q or Ctrl-C quits.

        From a pipe, one command per line: list, next, prev, show <name>, open <n or name>,
        search <query>, back, stack, help, quit.

        OPTIONS:
        \(outputOptions)
        \(dataOptions)

        EXAMPLES:
          pokedex
          printf 'show eevee\\nopen sylveon\\nback\\nstack\\n' | pokedex browse

        """

    static let sync = """
        OVERVIEW: \(CommandName.sync.summary)

        USAGE: pokedex sync [--concurrency <n>] [<options>]

        Fetches every pokemon, pokemon-species, type, evolution-chain and generation into the
        cache, so that everything, Pokédex entries included, works offline afterwards. Entries
        still fresh are skipped, so an interrupted sync picks up where it stopped. Ctrl-C stops
        it at once and leaves no partial file.

        OPTIONS:
          --concurrency <n>       Requests in flight at once, 1 to 64. (default: 8)
          --api-url <url>         PokeAPI's base URL. (default: https://pokeapi.co/api/v2)
          --max-age <duration>    Entries younger than this are skipped. (default: 7d)
          --timeout <seconds>     How long one request may take, retries included. (default: 10)
          --json                  Print the summary as JSON.
          -h, --help              Show help information.

        EXAMPLES:
          pokedex sync
          pokedex sync --concurrency 16 --max-age 1d

        """

    static let completion = """
        OVERVIEW: \(CommandName.completion.summary)

        USAGE: pokedex completion bash|zsh|fish

        The script completes commands, options and their values, and every Pokémon name.

        OPTIONS:
          -h, --help              Show help information.

        EXAMPLES:
          source <(pokedex completion bash)
          pokedex completion fish > ~/.config/fish/completions/pokedex.fish

        """

    static let cache = """
        OVERVIEW: \(CommandName.cache.summary)

        USAGE: pokedex cache info|verify|clear [<options>]

        info: where the cache is, its entries and bytes, the oldest and newest.
        verify: parse every entry; remove broken ones and temporary files left by a killed
        process, and list them. clear: remove every entry.

        The cache is $POKEDEX_CACHE_DIR, else $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex.

        OPTIONS:
          --json                  Print JSON.
          -h, --help              Show help information.

        EXAMPLES:
          pokedex cache info
          pokedex cache verify --json

        """
}
