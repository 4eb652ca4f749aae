import PokedexData
import PokedexDomain

/// Where answers come from, shared by every command that reads the Pokédex; and the
/// environment the program reads besides its options' variables.
extension OptionTable {
    static let offline = OptionSpec(
        names: ["--offline"], help: "Never connect; use the cache and the bundled data.", group: .data,
        environment: "POKEDEX_OFFLINE", environmentYieldsTo: ["--refresh"]
    ) { options, _, _ in options.network.offline = true }

    static let refresh = OptionSpec(
        names: ["--refresh"], help: "Ask PokeAPI first, skipping the cache and the bundled data.", group: .data
    ) { options, _, _ in options.network.refresh = true }

    static let apiURL = OptionSpec(
        names: ["--api-url"], placeholder: "<url>", help: "PokeAPI's base URL.",
        defaultValue: DataSettings.defaultAPI, group: .data, environment: "POKEDEX_API_URL"
    ) { options, value, source throws(UsageError) in
        options.network.apiURL = try OptionValues.apiURL(value, source: source)
    }

    static let spriteURL = OptionSpec(
        names: ["--sprite-url"], placeholder: "<url>", help: "Where PokeAPI's pictures are.",
        defaultValue: SpriteIndex.defaultHost, group: .data,
        environment: "POKEDEX_SPRITE_URL"
    ) { options, value, source throws(UsageError) in
        options.network.spriteURL = try OptionValues.apiURL(value, source: source)
    }

    static let maxAge = OptionSpec(
        names: ["--max-age"], placeholder: "<duration>",
        help: "How long cached answers stay fresh: 90s, 15m, 12h, 7d.", defaultValue: "7d", group: .data,
        environment: "POKEDEX_MAX_AGE"
    ) { options, value, source throws(UsageError) in
        options.network.maxAge = try OptionValues.duration(value, source: source)
    }

    static let timeout = OptionSpec(
        names: ["--timeout"], placeholder: "<seconds>",
        help: "How long a command waits on a network that does not answer.",
        defaultValue: "10", group: .data, environment: "POKEDEX_TIMEOUT"
    ) { options, value, source throws(UsageError) in
        options.network.timeout = try OptionValues.seconds(value, source: source)
    }

    static let concurrency = OptionSpec(
        names: ["--concurrency"], placeholder: "<n>", help: "Requests in flight at once, 1 to 64.",
        defaultValue: String(DataSettings.defaultConcurrency), group: .data,
        environment: "POKEDEX_CONCURRENCY"
    ) { options, value, source throws(UsageError) in
        options.network.concurrency = try OptionValues.wholeNumber(value, source: source, in: 1...64)
    }

    /// The variables read besides the options' own.
    static let environmentOnly: [EnvironmentSpec] = [
        EnvironmentSpec(name: "POKEDEX_CACHE_DIR", help: "The cache folder."),
        EnvironmentSpec(
            name: "XDG_CACHE_HOME", help: "Without POKEDEX_CACHE_DIR, the cache is $XDG_CACHE_HOME/pokedex."),
        EnvironmentSpec(
            name: "HOME",
            help: "Without either, the cache is ~/.cache/pokedex; without POKEDEX_DATA_DIR or XDG_DATA_HOME, your "
                + "marks are in ~/.local/share/pokedex."),
        EnvironmentSpec(name: "POKEDEX_DATA_DIR", help: "The folder of your own data: your marks (caught.tsv)."),
        EnvironmentSpec(
            name: "XDG_DATA_HOME", help: "Without POKEDEX_DATA_DIR, your marks are in $XDG_DATA_HOME/pokedex."),
        EnvironmentSpec(
            name: "XDG_CONFIG_HOME",
            help:
                "Your settings are in $XDG_CONFIG_HOME/pokedex/config, else ~/.config/pokedex/config (pokedex config)."),
        EnvironmentSpec(
            name: "POKEDEX_FIXTURES",
            help:
                "The bundled data to read instead of the installed data: a folder, or a pack (a name ending in .pack)."),
        EnvironmentSpec(
            name: "POKEDEX_PAGER",
            help: "The pager a long answer goes through on a terminal; cat or empty for none. Else PAGER."),
        EnvironmentSpec(
            name: "PAGER", help: "Without POKEDEX_PAGER, the pager; without either, less -FRX where less is."),
        EnvironmentSpec(name: "PATH", help: "Where less is looked for."),
        EnvironmentSpec(name: "NO_COLOR", help: "Set and not empty: no colours, unless --color always."),
        EnvironmentSpec(name: "TERM", help: "dumb: no colours, unless --color always."),
        EnvironmentSpec(name: "COLUMNS", help: "The width to fit text to; else the terminal's width; else 80."),
        EnvironmentSpec(name: "COLORTERM", help: "truecolor or 24bit: pictures in 24-bit colour, else in 256."),
        EnvironmentSpec(
            name: "KITTY_WINDOW_ID", help: "Set (or TERM=xterm-kitty): pictures through kitty's graphics protocol."),
        EnvironmentSpec(name: "TERM_PROGRAM", help: "iTerm.app or WezTerm: pictures as iTerm2 inline images."),
    ]
}

/// An environment variable that no option stands for.
struct EnvironmentSpec: Sendable {
    let name: String
    let help: String
}
