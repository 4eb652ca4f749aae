import PokedexBrowse
import PokedexDomain

/// The subcommands.
public enum CommandName: String, Sendable, CaseIterable {
    case list, show, search, type, compare, team, moves, move, ability, nature, item, sprite, random, browse, sync,
        cache,
        completion

    var info: CommandInfo { CommandTable.info(self) }
    var summary: String { info.summary }
}

/// What a shell may complete as a command's argument.
enum ArgumentCompletion: Sendable, Equatable {
    case none
    case pokemonNames
    /// The names of every move, ability, item or nature.
    case terms(TermKind)
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
                usage: [
                    "pokedex list [--type <type> ...] [--generation <g>] [--ability <a>] [--move <m> [--game <g>]] "
                        + "[--egg-group <e>] [--limit <n>] [--offset <n>] [<options>]"
                ],
                notes: ["When stdout is not a terminal, rows are tab-separated (id, name, types) with no header."],
                examples: [
                    "pokedex list --limit 20", "pokedex list --offset 151 --limit 100 --jsonl",
                    "pokedex list --type fire --generation kanto",
                    "pokedex list --move stealth-rock --type water --game sv",
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
                summary: "Search every Pokémon, move, ability and item name.",
                usage: ["pokedex search <query> [--kind <kind> ...] [--limit <n>] [<options>]"],
                arguments: [("<query>", "Part of a name; close misspellings match too.")],
                notes: [
                    "Results are ranked: exact, then prefix, then substring, then close misspellings; at an equal "
                        + "match a Pokémon comes first, then a move, an ability, an item.",
                    "When stdout is not a terminal, rows are tab-separated: id, name, types, kind.",
                ],
                examples: [
                    "pokedex search thunder", "pokedex search pikachuu --limit 3 --json",
                    "pokedex search scale --kind ability",
                ])
        case .type:
            CommandInfo(
                summary: "Show a type's matchups and how many Pokémon have it.",
                usage: ["pokedex type <name> [<options>]"],
                arguments: [("<name>", "A type: " + TypeChart.knownTypes.joined(separator: ", ") + ".")],
                examples: ["pokedex type fire", "pokedex type dragon --json"],
                completion: .words(TypeChart.knownTypes))
        case .compare:
            CommandInfo(
                summary: "Compare two to six Pokémon side by side: types, abilities, stats, type defences.",
                usage: ["pokedex compare <pokemon> <pokemon> [<pokemon> …] [<options>]"],
                arguments: [("<pokemon>", "Two to six names or numbers, one argument each (quote names with spaces).")],
                notes: [
                    "The highest value of each stat is marked; type defences are listed where they differ. "
                        + "Columns narrow to fit the terminal, then wrap into blocks.",
                    "When stdout is not a terminal, one tab-separated row per Pokémon: id, name, types, the six "
                        + "stats, total.",
                ],
                examples: ["pokedex compare garchomp salamence", "pokedex compare 25 26 \"mr mime\" --json"],
                completion: .pokemonNames)
        case .team:
            CommandInfo(
                summary: "Check a team: how each type hits it, and which types its moves hit hard.",
                usage: [
                    "pokedex team <pokemon> … [<options>]", "pokedex team --file <path> [<options>]",
                    "pokedex team - [<options>]   (a Pokémon Showdown export on stdin)",
                ],
                arguments: [
                    ("<pokemon>", "One to six names or numbers, as Showdown writes them too (Rotom-Wash, Meowstic-F)."),
                    ("-", "Read a Pokémon Showdown export from stdin."),
                ],
                notes: [
                    "An export is blocks separated by blank lines, each starting 'Nickname (Species) (M) @ Item', "
                        + "'Species (F) @ Item' or 'Species', then any of 'Ability:', 'Level:', 'Shiny:', "
                        + "'Tera Type:', 'EVs:', 'IVs:', '<Nature> Nature' and '- Move' lines.",
                    "Defence counts abilities (Levitate, Flash Fire, Water Absorb, Thick Fat, Wonder Guard…) and "
                        + "flags a type three or more members are weak to and none resists. Offence lists the "
                        + "damaging moves that hit each type super-effectively (Freeze-Dry, Flying Press and "
                        + "Thousand Arrows by their own rules) and flags the types none does. Names that match "
                        + "nothing are warnings on stderr; the rest is still analysed.",
                    "When stdout is not a terminal, one tab-separated row per attacking type: type, each "
                        + "member's multiplier, weak, resist, immune.",
                ],
                examples: ["pokedex team garchomp rotom-wash ferrothorn", "pokedex team --file team.txt --json"],
                completion: .pokemonNames)
        case .moves:
            CommandInfo(
                summary: "Show what a Pokémon learns in one game: level-up, machine, egg and tutor moves.",
                usage: ["pokedex moves <pokemon> [--game <game>] [--method <method>] [<options>]"],
                arguments: [("<pokemon>", "A Pokémon's name in any spelling or language, or its number.")],
                notes: [
                    "Without --game, the latest game the Pokémon learns anything in (the header says which). "
                        + "Level-up moves are sorted by level (Evo. marks a move learned on evolution); machines show "
                        + "their TM, TR or HM number in that game.",
                    "When stdout is not a terminal, rows are tab-separated: method, level, machine, move, type, "
                        + "class, power, accuracy, PP.",
                ],
                examples: [
                    "pokedex moves pikachu", "pokedex moves garchomp --game sv --method machine",
                    "pokedex moves bulbasaur --game red --json",
                ],
                completion: .pokemonNames)
        case .move:
            CommandInfo(
                summary: "Show a move: type, class, power, accuracy, PP, effect, machines and who learns it.",
                usage: ["pokedex move <name-or-number> [--game <game>] [<options>]"],
                arguments: [
                    (
                        "<name-or-number>",
                        "A move in any case or spelling (U-turn, u turn, Will-O-Wisp), in any of ten languages, or "
                            + "its number."
                    )
                ],
                notes: [
                    "Without --game, every Pokémon that learns it in any game; with --game, those that learn it "
                        + "there, and how. The effect text comes from PokeAPI or the cache.",
                    "When stdout is not a terminal, the Pokémon that learn it are printed as tab-separated rows: "
                        + "id, name, methods.",
                ],
                examples: ["pokedex move thunderbolt", "pokedex move \"stealth rock\" --game sv --json"],
                completion: .terms(.move))
        case .ability:
            CommandInfo(
                summary: "Show an ability: its effect and the Pokémon that have it.",
                usage: ["pokedex ability <name-or-number> [<options>]"],
                arguments: [("<name-or-number>", "An ability in any spelling or language, or its number.")],
                notes: [
                    "Hidden abilities are marked. When stdout is not a terminal, the Pokémon are printed as "
                        + "tab-separated rows: id, name, hidden."
                ],
                examples: ["pokedex ability levitate", "pokedex ability \"Intimidate\" --json"],
                completion: .terms(.ability))
        case .nature:
            CommandInfo(
                summary: "Show every nature, or one: the stat it raises and lowers, the flavours it likes.",
                usage: ["pokedex nature [<name>] [<options>]"],
                arguments: [("<name>", "A nature in any spelling or language; without one, all 25.")],
                notes: ["The five neutral natures (Hardy, Docile, Serious, Bashful, Quirky) change no stat."],
                examples: ["pokedex nature", "pokedex nature adamant --json"],
                completion: .terms(.nature))
        case .item:
            CommandInfo(
                summary: "Show an item: category, cost, Fling's power and effect.",
                usage: ["pokedex item <name-or-number> [<options>]"],
                arguments: [("<name-or-number>", "An item in any spelling or language (King's Rock, kings rock).")],
                notes: ["The cost is the shop price in the latest game that sells it."],
                examples: ["pokedex item \"kings rock\"", "pokedex item leftovers --json"],
                completion: .terms(.item))
        case .sprite:
            CommandInfo(
                summary: "Draw Pokémon: their sprites side by side, shiny, from the back, or the official artwork.",
                usage: ["pokedex sprite <pokemon> [<pokemon> …] [--shiny] [--back] [--female] [--artwork] [<options>]"],
                arguments: [("<pokemon>", "Names or numbers, one argument each (quote names with spaces).")],
                notes: [
                    "Pictures come from PokeAPI's sprite host and are cached; --image-protocol says how they are "
                        + "drawn: half blocks in 24-bit colour (COLORTERM=truecolor) or the nearest of 256, or the "
                        + "picture itself in kitty (kitty's graphics protocol) and iTerm2 or WezTerm (inline images). "
                        + "With colour off, or piped, only the names are printed.",
                    "A Pokémon PokeAPI has no such picture of ends the command with exit code 1.",
                ],
                examples: [
                    "pokedex sprite pikachu", "pokedex sprite bulbasaur charmander squirtle --shiny",
                    "pokedex sprite mew --artwork --image-protocol kitty",
                ],
                completion: .pokemonNames)
        case .random:
            CommandInfo(
                summary: "Draw a Pokémon picked at random: the line for a shell's start-up file.",
                usage: [
                    "pokedex random [--generation <g>] [--type <type> ...] [--shiny] [--shiny-chance <n>] [--seed <n>] "
                        + "[--forms] [--show] [<options>]"
                ],
                notes: [
                    "Picks among each species' default form (with --forms, every form) that the list filters let "
                        + "through. With a synced cache (pokedex sync --sprites) it draws offline; without a picture at "
                        + "hand it prints the name line alone.",
                    "--json prints {id, name, display_name, types, shiny, variant, sprite_url}.",
                ],
                examples: [
                    "pokedex random --shiny-chance 128", "pokedex random --generation kanto --type fire",
                    "pokedex random --seed 7 --json",
                ])
        case .browse:
            CommandInfo(
                summary: "Browse the Pokédex full-screen, or one command per line from a pipe.",
                usage: ["pokedex browse [<options>]", "pokedex            (on a terminal)"],
                notes: [
                    "On a terminal: ↑/↓ or j/k move, PgUp/PgDn or ←/→ page, g/G go to the ends, digits jump to that "
                        + "number, Enter opens, ←/→ in an entry choose an evolution, form, ability or move to open, c sets "
                        + "an entry aside to compare (the second opens the comparison), s shows the shiny picture, "
                        + "Backspace, Esc, h "
                        + "or b go back, / searches as you type, t filters by type, ? shows the keys, q or Ctrl-C quits.",
                    "From a pipe, one command per line: " + LineBrowser.commands + ".",
                ],
                examples: ["pokedex", "printf 'show eevee\\nopen sylveon\\nback\\nstack\\n' | pokedex browse"])
        case .sync:
            CommandInfo(
                summary: "Download all of PokeAPI's Pokédex data into the cache.",
                usage: ["pokedex sync [--sprites] [--concurrency <n>] [<options>]"],
                notes: [
                    "Fetches every pokemon, pokemon-species, type, evolution-chain, generation, move, ability and "
                        + "item into the cache, so that everything, Pokédex entries and effects included, works "
                        + "offline afterwards. Entries still fresh "
                        + "are skipped, so an interrupted sync picks up where it stopped. Ctrl-C stops it at once and "
                        + "leaves no partial file.",
                    "--sprites fetches every Pokémon's front sprite, plain and shiny, instead; a picture PokeAPI has "
                        + "not is remembered as such and not asked for again until --max-age has passed.",
                ],
                examples: ["pokedex sync", "pokedex sync --sprites", "pokedex sync --concurrency 16 --max-age 1d"])
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
