import PokedexDomain
import PokedexWords

package struct DetailViewModel: Sendable, Equatable {
    package struct AbilityLine: Sendable, Equatable {
        package let name: String
        package let displayName: String
        package let isHidden: Bool

        package init(name: String, displayName: String, isHidden: Bool) {
            self.name = name
            self.displayName = displayName
            self.isHidden = isHidden
        }
    }

    package struct AbilityDefenseLine: Sendable, Equatable {
        package let ability: AbilityLine
        package let changes: [TypeMultiplier]
    }

    package struct StatLine: Sendable, Equatable {
        /// The JSON key: `special_attack`.
        package let key: String
        /// The label people read: `Sp. Atk`.
        package let label: String
        package let value: Int
        /// Lowest and highest in battle at levels 50 and 100 (a hindering nature, 0 IVs and EVs;
        /// a beneficial one, 31 IVs, 252 EVs), as Bulbapedia and Serebii print them.
        package var range50: ClosedRange<Int>?
        package var range100: ClosedRange<Int>?

        init(key: String, label: String, value: Int) {
            self.key = key
            self.label = label
            self.value = value
        }
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let species: String
    package let genus: String
    package let generation: Int
    package let types: [String]
    package let heightMetres: Double
    package let weightKilograms: Double
    /// `1.7 m`.
    package let heightText: String
    /// `90.5 kg`.
    package let weightText: String
    package var abilities: [AbilityLine]
    package let stats: [StatLine]
    package let statTotal: Int
    /// The latest English Pokédex entry, cleaned; nil when PokeAPI could not be asked.
    package let flavorText: String?
    /// PokeAPI's name of the game it comes from (`shield`).
    package let flavorTextVersion: String?
    /// The game as people write it (`Shield`).
    package let flavorTextGame: String?
    package var evolution: EvolutionLine?
    /// The items, moves and species the evolution's conditions name, in the reader's language.
    package var conditionNames = ConditionNames.english
    package var typeDefenses: [TypeMultiplier] = []
    /// For each of its abilities that changes what a type does (Levitate, Wonder Guard…), the
    /// types it changes and what they then do.
    package var abilityDefenses: [AbilityDefenseLine] = []
    package var forms: [PokemonForm] = []
    package var facts = SpeciesFacts()
    /// The species facts in words, a label and a value per line.
    package var factLines: [FactLine] = []
    /// The games whose regional Pokédex has it (version groups), and their names.
    package var games: [String] = []
    /// The games the player has marked it caught in (`pokedex caught`), each with whether shiny.
    package var caughtIn: [CaughtGame] = []
    package var gamesDisplayNames: [String] = []
    /// Where it is met in the latest game PokeAPI has it anywhere in, and that game's name.
    package var wherePlaces: [String] = []
    /// Those shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// Each of those places' area (`viridian-forest-area`), to open it by; the game (`red-blue`).
    var whereAreas: [String] = []
    package var whereGame: String?
    package var whereGameDisplayName: String?
    /// Its picture, drawn beside the header where there is room.
    package var sprite: Sprite?
    /// Smogon's tiers of it in Scarlet/Violet (singles, doubles, National Dex), when it has some.
    package var smogonTiers: SmogonTiers?

    package init(
        id: Int, name: String, displayName: String, species: String, genus: String,
        generation: Int, types: [String],
        heightMetres: Double, weightKilograms: Double, heightText: String, weightText: String,
        abilities: [AbilityLine], stats: [StatLine], statTotal: Int,
        flavorText: String? = nil, flavorTextVersion: String? = nil, flavorTextGame: String? = nil
    ) {
        self.flavorText = flavorText
        self.flavorTextVersion = flavorTextVersion
        self.flavorTextGame = flavorTextGame
        self.id = id
        self.name = name
        self.displayName = displayName
        self.species = species
        self.genus = genus
        self.generation = generation
        self.types = types
        self.heightMetres = heightMetres
        self.weightKilograms = weightKilograms
        self.heightText = heightText
        self.weightText = weightText
        self.abilities = abilities
        self.stats = stats
        self.statTotal = statTotal
    }
}

/// One species of an evolution tree, as shown.
package struct EvolutionLine: Sendable, Equatable {
    package let species: String
    package let displayName: String
    /// How it evolves from its parent, one for each way and game PokeAPI records, the usual
    /// ones first; none at the root. The view puts them in words (`EvolutionText`).
    package let conditions: [EvolutionCondition]
    /// Whether this is the Pokémon being shown.
    package let isCurrent: Bool
    package let evolvesTo: [EvolutionLine]
    /// The form it stands for, by PokeAPI name, when not its species' default (`wooper-paldea`).
    package var form: String?

    init(
        species: String, displayName: String, conditions: [EvolutionCondition], isCurrent: Bool,
        evolvesTo: [EvolutionLine]
    ) {
        self.species = species
        self.displayName = displayName
        self.conditions = conditions
        self.isCurrent = isCurrent
        self.evolvesTo = evolvesTo
    }
}

/// One line of an entry's species facts: `Egg groups  Monster, Dragon`.
package struct FactLine: Sendable, Equatable {
    package let label: Phrase
    package let value: Value

    package enum Value: Sendable, Equatable {
        /// Numbers and symbols, the same in every language: `45`, `87.5% ♂, 12.5% ♀`.
        case text(String)
        /// PokeAPI's words of one kind (egg groups, a colour…), for a view to name.
        case names(LabelNames.Kind, [String])
        /// pokedex's own words: `Legendary`, `Genderless`.
        case phrases([Phrase])
    }

    init(_ label: Phrase, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// A game the player has marked a Pokémon caught in.
package struct CaughtGame: Sendable, Equatable {
    package let game: String
    package let displayName: String
    package let shiny: Bool
}
