import PokedexData
import PokedexDomain
import PokedexTerminalUI

/// The options several commands share, each declared once and included by the commands that
/// take it (as argument-parser's `@OptionGroup`); a command's own options live in its file.
/// Also the lookups the parser and the help make over every command's options.
enum OptionTable {
    /// What every command takes.
    static let everywhere = [help, version]
    /// How an answer is written.
    static let output = [json, jsonl, color, noPager]
    /// Where answers come from, for a command that may fetch.
    static let fetching = [apiURL, spriteURL, maxAge, timeout, concurrency]
    /// The same, and whether it may: for a command that reads the Pokédex.
    static let reading = [offline, refresh] + fetching
    /// What a lookup (`show`, `list`, `move`…) takes beside its own options: output, the
    /// reader's language, and where answers come from.
    static let lookup = output + [lang] + reading
    /// How a command that draws pictures draws them.
    static let drawing = [imageProtocol]

    /// The shared options, in the order the program's help lists them.
    static let shared: [OptionSpec] = output + [lang, imageProtocol, noSprite, noMouse] + everywhere + reading

    /// Every option of every command, each declaration once, in the order of the commands
    /// (made once: the parser looks options up in it).
    static let all: [OptionSpec] = {
        var seen: [OptionSpec] = []
        for option in Commands.all.flatMap({ $0.options }) + everywhere
        where !seen.contains(where: { $0.isSame(as: option) }) {
            seen.append(option)
        }
        return seen
    }()

    /// Every variable the program reads: what the environment reader passes on. The options'
    /// variables are written out, so that start-up need not build every command's options to
    /// learn them (a tenth of `--version`'s time); a test keeps the list equal to theirs.
    static let environmentNames: [String] =
        [
            "POKEDEX_API_URL", "POKEDEX_COLOR", "POKEDEX_CONCURRENCY", "POKEDEX_GAME", "POKEDEX_NO_PAGER",
            "POKEDEX_IMAGE_PROTOCOL",
            "POKEDEX_LANG",
            "POKEDEX_LEVEL", "POKEDEX_MAX_AGE", "POKEDEX_NO_MOUSE", "POKEDEX_NO_SPRITE", "POKEDEX_OFFLINE",
            "POKEDEX_SPRITE_URL", "POKEDEX_TIMEOUT",
        ] + environmentOnly.map(\.name)

    /// The option `name` answers to in `command` (nil: in any command, for an option given
    /// before the command is named); `--colour` finds `--color`.
    static func option(named name: String, in command: (any PokedexCommand.Type)?) -> OptionSpec? {
        guard let command else {
            // The shared ones first: `--version` and `--lang ja show` need not build every
            // command's options.
            return (everywhere + shared).first { $0.allNames.contains(name) }
                ?? all.first { $0.allNames.contains(name) }
        }
        return (command.options + everywhere).first { $0.allNames.contains(name) }
    }

    /// The options listed in the help of `command` (nil: the program's own help), by group.
    static func listed(for command: (any PokedexCommand.Type)?, in group: OptionSpec.Group) -> [OptionSpec] {
        guard let command else { return shared.filter { $0.group == group && group != .command } }
        return (command.options + everywhere).filter { $0.group == group && group != .program }
    }
}
