import PokedexDomain
import PokedexWords

package enum EmptyViewModel: Sendable, Equatable {
    /// A search that matched nothing.
    case noMatches(query: String)
    /// A list page that starts past the end of the dex.
    case pageOutOfRange(ListViewModel)

    package var message: String {
        switch self {
        case .noMatches(let query):
            "Nothing matches '\(Presenter.quoted(query))'."
        case .pageOutOfRange(let page) where page.count == 0 && !page.filter.isEmpty:
            "No Pokémon match \(Presenter.quoted(page.filter))."
        case .pageOutOfRange(let page):
            "Offset \(page.offset) is past the end: there are \(page.count) Pokémon."
        }
    }
}

package struct ErrorViewModel: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Nothing answers to what was asked for.
        case notFound
        /// The request itself cannot be served as asked.
        case usage
        /// The data behind the Pokédex is missing or broken.
        case data
        /// PokeAPI could not be reached and nothing else held what was asked for.
        case network
        /// The person interrupted the command.
        case interrupted
        /// What was shown breaks rules it was checked against (`team --format`).
        case rules
    }

    package let kind: Kind
    /// One sentence; on stderr it follows `prefix`, as every error of the program does.
    let message: String

    package init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// What every error line on stderr starts with.
    package static let prefix = "pokedex: "

    /// A signal stopped the command: its one line.
    package static let interrupted = ErrorViewModel(kind: .interrupted, message: "Interrupted.")

    /// `pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?`
    package var line: String { Self.prefix + message }
}
