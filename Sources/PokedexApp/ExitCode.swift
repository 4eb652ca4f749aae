import PokedexPresentation

/// The documented exit codes (docs/GUIDE.md, "Exit codes").
enum ExitCode: Int32, Sendable {
    case success = 0
    /// No Pokémon by that name or number; a search with no match.
    case notFound = 1
    /// A command line the program cannot take.
    case usage = 2
    /// The Pokédex data is missing or unreadable.
    case dataUnavailable = 3
    /// PokeAPI could not be reached and nothing cached or bundled held the answer; for
    /// `sync`, some resources could not be fetched.
    case network = 4
    /// The output could not be written: a full disk, a closed or unwritable standard output.
    case outputFailed = 5
    /// A team breaks a rule of the format `team --format` checks it against.
    case rulesBroken = 6
    /// Interrupted (Ctrl-C, SIGTERM).
    case interrupted = 130

    /// What the code means, for the guide and the man page (`code` in backquotes).
    var meaning: String {
        switch self {
        case .success:
            "Success. Also `list --offset` past the end: an empty page, with a note on stderr; and a command that "
                + "finds data damaged (a bundled file, an answer from PokeAPI) where it reads something it can do "
                + "without (an entry's games and places, a list's or a comparison's stats, another language's "
                + "names): the answer without it, and on stderr a line for each, naming the file or resource and "
                + "what is wrong."
        case .notFound:
            "Not found: no Pokémon, move, ability, item, nature or type by the name or number given as the argument "
                + "(with up to three suggestions), or a search with no match."
        case .usage:
            "Usage error: an unknown command or option (with the nearest ones), an option the command does not take, a "
                + "missing argument, a bad value (`--limit 0`, `--limit abc`, a bad `POKEDEX_MAX_AGE`), or an option's "
                + "value that names nothing (`--game swrd`, `--ability levitat`, `--type fier`, with the nearest values); "
                + "a config file line that is no known `key = value` (naming `file:line`); an import's refused lines "
                + "(`caught import`, each named by its number, the rest added)."
        case .dataUnavailable:
            "The Pokédex data is missing or unreadable (see `POKEDEX_FIXTURES`), there is no cache folder, the cache "
                + "folder is not a folder or cannot be written (`cache clear` and `verify` name what they could not "
                + "remove, on stderr; `sync` stops at the first write that fails), or a resource is not available offline; "
                + "your marks file does not parse (left as it is, the line named) or cannot be written (a read-only "
                + "folder, a full disk, a link to nothing)."
        case .network:
            "PokeAPI could not be reached (or kept failing) and nothing cached or bundled held the answer; for `sync`, "
                + "some resources failed (they are listed). Also a picture the sprite host sent that is none (an HTML "
                + "page, a corrupt or oversized PNG), and the HTTP helper, `pokedex-http`, being of another version "
                + "than pokedex (a stale install)."
        case .outputFailed:
            "The output could not be written: a full disk (`> /dev/full`), a closed standard output (`>&-`) or one "
                + "that refuses writes. One line says why, on stderr. A reader that goes away (`| head -1`) is no "
                + "failure: the command stops writing quietly, with the code it had."
        case .rulesBroken:
            "The team breaks a rule of the format `team --format` checks it against (a member above the tier, the "
                + "Species or Item Clause, a Mythical or a third Restricted Legendary Pokémon in VGC); each problem is "
                + "a line on stderr, and the analysis is printed as usual. Plain `team` exits 0 with warnings."
        case .interrupted:
            "Interrupted: SIGINT (Ctrl-C), SIGTERM or SIGHUP stops any command within a second, line mode waiting on "
                + "a pipe included, and restores the terminal; a second one exits at once. It prints one line, "
                + "`pokedex: Interrupted.` (`sync` its summary), and nothing of what it had got to. A signal that was "
                + "ignored when `pokedex` started, as in a script's background job, stays ignored."
        }
    }

    static let all: [ExitCode] = [
        .success, .notFound, .usage, .dataUnavailable, .network, .outputFailed, .rulesBroken, .interrupted,
    ]

    /// The one place a view state becomes an exit code.
    /// `interrupted`: a signal came while the command ran, whatever it then showed.
    static func of(_ state: ViewState, interrupted: Bool = false) -> ExitCode {
        if interrupted { return .interrupted }
        switch state {
        case .loading, .text, .done:
            return .success
        case .content(let model):
            return model.failure.map { code(of: $0) } ?? .success
        case .empty(.noMatches): return .notFound
        case .empty(.pageOutOfRange): return .success
        case .error(let error):
            return code(of: error.kind)
        }
    }

    /// The code of a failure of `kind`.
    static func code(of kind: ErrorViewModel.Kind) -> ExitCode {
        switch kind {
        case .notFound: .notFound
        case .usage: .usage
        case .data: .dataUnavailable
        case .network: .network
        case .rules: .rulesBroken
        case .interrupted: .interrupted
        }
    }
}

extension ViewState {
    /// Whether this state is itself the one line an interrupted command prints.
    var saysItWasInterrupted: Bool {
        switch self {
        case .content(let model as SyncViewModel): model.interrupted
        case .error(let error): error.kind == .interrupted
        default: false
        }
    }
}
