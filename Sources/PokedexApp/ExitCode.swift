import PokedexPresentation

/// The documented exit codes (README, "Exit codes").
public enum ExitCode: Int32, Sendable {
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
    /// Interrupted (Ctrl-C, SIGTERM).
    case interrupted = 130

    /// The one place a view state becomes an exit code.
    static func of(_ state: ViewState) -> ExitCode {
        switch state {
        case .loading, .list, .detail, .search, .type: .success
        case .empty(.noMatches): .notFound
        case .empty(.pageOutOfRange): .success
        case .error(let error):
            switch error.kind {
            case .notFound: .notFound
            case .usage: .usage
            case .data: .dataUnavailable
            case .network: .network
            case .interrupted: .interrupted
            }
        }
    }
}
