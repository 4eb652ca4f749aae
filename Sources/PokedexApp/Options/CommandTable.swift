import PokedexDomain

/// The subcommands.
public enum CommandName: String, Sendable, CaseIterable {
    case list, show, search, type, browse, sync, cache, completion

    var info: CommandInfo { CommandTable.info(self) }
    var summary: String { info.summary }
}

/// What a shell may complete as a command's argument.
enum ArgumentCompletion: Sendable, Equatable {
    case none
    case pokemonNames
    case words([String])
}

/// One command, declared once: its help, its man page entry and its completions come from here,
/// its options from `OptionTable`.
struct CommandInfo: Sendable {
    let summary: String
    /// `cache info|verify|clear`: the command as the program's help lists it.
    var label: String?
    /// What follows `USAGE: `; more than one line for more than one form.
    let usage: [String]
    var arguments: [(name: String, help: String)] = []
    /// Paragraphs after the options.
    var notes: [String] = []
    let examples: [String]
    var completion: ArgumentCompletion = .none
}

enum CommandTable {
    static let examples = ["pokedex list --limit 20", "pokedex show bulbasaur", "pokedex search char --json"]

    static func info(_ command: CommandName) -> CommandInfo {
        switch command {
        case .list:
            CommandInfo(
                summary: "List Pokémon in National Dex order.",
                usage: ["pokedex list [--type <type> ...] [--generation <g>] [--limit <n>] [--offset <n>] [<options>]"],
                notes: ["When stdout is not a terminal, rows are tab-separated (id, name, types) with no header."],
                examples: [
                    "pokedex list --limit 20", "pokedex list --offset 151 --limit 100 --jsonl",
                    "pokedex list --type fire --generation kanto",
                ])
        case .show:
            CommandInfo(
                summary: "Show one Pokémon's Pokédex entry.",
                usage: ["pokedex show <name-or-number> [<options>]"],
                arguments: [
                    (
                        "<name-or-number>",
                        "A name in any case, spelling or Unicode form (Mr. Mime, mr-mime, nidoran f, ＰＩＫＡＣＨＵ), "
                            + "in any of ten languages, or a number (25, #25, 025)."
                    )
                ],
                notes: [
                    "The Pokédex entry (flavour text) comes from PokeAPI or the cache; without either, everything "
                        + "else is shown, and a note on stderr says the entry needs a connection unless the run is "
                        + "offline."
                ],
                examples: ["pokedex show bulbasaur", "pokedex show \"Mr. Mime\" --json"],
                completion: .pokemonNames)
        case .search:
            CommandInfo(
                summary: "Search every Pokémon name.",
                usage: ["pokedex search <query> [--limit <n>] [<options>]"],
                arguments: [("<query>", "Part of a name; close misspellings match too.")],
                notes: ["Results are ranked: exact, then prefix, then substring, then close misspellings."],
                examples: ["pokedex search char", "pokedex search pikachuu --limit 3 --json"])
        case .type:
            CommandInfo(
                summary: "Show a type's matchups and how many Pokémon have it.",
                usage: ["pokedex type <name> [<options>]"],
                arguments: [("<name>", "A type: " + TypeChart.knownTypes.joined(separator: ", ") + ".")],
                examples: ["pokedex type fire", "pokedex type dragon --json"],
                completion: .words(TypeChart.knownTypes))
        case .browse:
            CommandInfo(
                summary: "Browse the Pokédex full-screen, or one command per line from a pipe.",
                usage: ["pokedex browse [<options>]", "pokedex            (on a terminal)"],
                notes: [
                    "On a terminal: ↑/↓ or j/k move, PgUp/PgDn or ←/→ page, g/G go to the ends, digits jump to that "
                        + "number, Enter opens, ←/→ in an entry choose an evolution or form to open, Backspace, Esc, h "
                        + "or b go back, / searches as you type, t filters by type, ? shows the keys, q or Ctrl-C quits.",
                    "From a pipe, one command per line: list, next, prev, show <name>, open <n or name>, "
                        + "search <query>, back, stack, help, quit.",
                ],
                examples: ["pokedex", "printf 'show eevee\\nopen sylveon\\nback\\nstack\\n' | pokedex browse"])
        case .sync:
            CommandInfo(
                summary: "Download all of PokeAPI's Pokédex data into the cache.",
                usage: ["pokedex sync [--concurrency <n>] [<options>]"],
                notes: [
                    "Fetches every pokemon, pokemon-species, type, evolution-chain and generation into the cache, so "
                        + "that everything, Pokédex entries included, works offline afterwards. Entries still fresh "
                        + "are skipped, so an interrupted sync picks up where it stopped. Ctrl-C stops it at once and "
                        + "leaves no partial file."
                ],
                examples: ["pokedex sync", "pokedex sync --concurrency 16 --max-age 1d"])
        case .cache:
            CommandInfo(
                summary: "Show where the cache is and what it holds, check it, or clear it.",
                label: "cache info|verify|clear",
                usage: ["pokedex cache info|verify|clear [<options>]"],
                notes: [
                    "info: where the cache is, its entries and bytes, the oldest and newest. verify: parse every "
                        + "entry; remove broken ones and temporary files left by a killed process, and list them. "
                        + "clear: remove every entry.",
                    "The cache is $POKEDEX_CACHE_DIR, else $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex.",
                ],
                examples: ["pokedex cache info", "pokedex cache verify --json"],
                completion: .words(CacheAction.allCases.map(\.rawValue)))
        case .completion:
            CommandInfo(
                summary: "Print a shell completion script (bash, zsh or fish).",
                label: "completion <shell>",
                usage: ["pokedex completion bash|zsh|fish"],
                notes: ["The script completes commands, options and their values, and every Pokémon name."],
                examples: [
                    "source <(pokedex completion bash)",
                    "pokedex completion fish > ~/.config/fish/completions/pokedex.fish",
                ],
                completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)))
        }
    }
}
