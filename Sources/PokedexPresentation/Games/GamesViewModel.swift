import PokedexDomain
import PokedexWords

/// `pokedex games`: every game in release order, or the one asked for, with the names `--game`
/// takes for it. Names are PokeAPI's and English here; the view puts them in the reader's
/// language.
package struct GamesViewModel: Sendable, Equatable {
    package struct Game: Sendable, Equatable {
        /// The version group: `scarlet-violet`.
        package let name: String
        /// `Scarlet/Violet`.
        package let displayName: String
        package let generation: Int
        /// Its versions' PokeAPI names: `scarlet`, `violet`.
        package let versions: [String]
        /// Their English names: `Scarlet`, `Violet`.
        package let versionNames: [String]
        /// What else `--game` takes for it: `sv`.
        package let shortNames: [String]
        /// For a downloadable part, its game (`scarlet-violet`), whose learnsets it shares.
        package let partOf: Base?
    }

    /// The game a downloadable part belongs to.
    package struct Base: Sendable, Equatable {
        package let name: String
        package let displayName: String
    }

    package let games: [Game]
    /// Whether one was asked for: shown alone, and as one object in JSON.
    package let single: Bool
}

extension GamesViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        guard single, let game = games.first else { return labels.say(.games) }
        return labels.game(game.name, english: game.displayName)
    }
}
