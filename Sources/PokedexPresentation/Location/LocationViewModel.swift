import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `pokedex location <name>`.
package struct LocationViewModel: Sendable, Equatable {
    package struct Area: Sendable, Equatable {
        package let id: Int
        package let name: String
        package let displayName: String
        package let sections: [EncounterSection]
        package let records: [EncounterRecord]
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let region: String?
    package let areas: [Area]
    package let game: String?
    package let gameDisplayName: String?
    /// Other places of the same name: `alola-route-1`.
    package let namesakes: [String]
    /// The games Pokémon are met here in, when `game` has none here.
    package var gamesMet: [String] = []
    package var gamesMetDisplayNames: [String] = []
    /// The place and its areas, when shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// The species and items conditions name (`trade-abra`, `item-adamant-orb`), by their
    /// names in the reader's language.
    package var conditionTerms = ConditionNames.english
}
