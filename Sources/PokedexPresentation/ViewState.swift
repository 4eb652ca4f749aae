import PokedexDomain
import PokedexWords

/// Everything a view can be asked to show. The terminal renderer switches over it once.
package enum ViewState: Sendable, Equatable {
    case loading(message: String)
    case list(ListViewModel)
    case detail(DetailViewModel)
    case search(SearchViewModel)
    case type(TypeViewModel)
    case learnset(LearnsetViewModel)
    case move(MoveViewModel)
    case ability(AbilityViewModel)
    /// All natures (`single` false) or the one asked for.
    case natures([NatureViewModel], single: Bool)
    case item(ItemViewModel)
    /// Where a Pokémon is found, by game.
    case `where`(WhereViewModel)
    /// Who lives in a place, by area and game.
    case location(LocationViewModel)
    /// A Pokémon's six stats in battle.
    case stats(StatsViewModel)
    /// A move's damage to one Pokémon, as Smogon's calculator writes it.
    case damage(DamageViewModel)
    /// Entries side by side, in the order asked for.
    case compare([DetailViewModel])
    case team(TeamViewModel)
    /// Pictures with their captions (`sprite`, `random`).
    case pictures(PicturesViewModel)
    case empty(EmptyViewModel)
    case error(ErrorViewModel)
    case cache(CacheViewModel)
    case sync(SyncViewModel)
    /// Text made whole elsewhere: help, the version, a completion script.
    case text(String)
    /// An interactive session that showed everything as it went.
    case done
}

package struct PokemonRow: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    /// PokeAPI type names in slot order: `grass`, `poison`.
    package let types: [String]

    package init(id: Int, name: String, displayName: String, types: [String]) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.types = types
    }
}

/// One field a list shows beside its rows: `Spe` and each row's speed.
package struct ListColumn: Sendable, Equatable {
    /// `spe`, `bst`, `weight`: short, as players write it.
    package let label: String
    /// The key in JSON and the field's name: `speed`.
    package let key: String
    /// As written, one per row: `130`, `6.9`; empty where the row has no value.
    package let values: [String]

    package init(label: String, key: String, values: [String]) {
        self.label = label
        self.key = key
        self.values = values
    }
}

package struct ListViewModel: Sendable, Equatable {
    package let rows: [PokemonRow]
    package let offset: Int
    package let limit: Int
    /// How many Pokémon there are in all.
    package let count: Int
    package let nextOffset: Int?
    /// The filters as they are typed: `--type fire --where 'hp>100'`; empty for the whole dex.
    package let filter: String
    /// Each row's base stats, as `show` has them; empty for a Pokémon the bundle has none for.
    package var rowStats: [[DetailViewModel.StatLine]] = []
    /// The fields the list is sorted and filtered by, each with its value for every row.
    package var columns: [ListColumn] = []
    /// For a list of a regional Pokédex: each row's Pokédex (`paldea`) and number in it.
    package var regionalDexes: [String?] = []
    package var regionalNumbers: [Int?] = []

    package init(
        rows: [PokemonRow], offset: Int, limit: Int, count: Int, nextOffset: Int?, filter: String = ""
    ) {
        self.rows = rows
        self.offset = offset
        self.limit = limit
        self.count = count
        self.nextOffset = nextOffset
        self.filter = filter
    }
}

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

        package init(key: String, label: String, value: Int) {
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
    package var gamesDisplayNames: [String] = []
    /// Where it is met in the latest game PokeAPI has it anywhere in, and that game's name.
    package var wherePlaces: [String] = []
    /// Those shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// Each of those places' area (`viridian-forest-area`), to open it by; the game (`red-blue`).
    package var whereAreas: [String] = []
    package var whereGame: String?
    package var whereGameDisplayName: String?
    /// Its picture, drawn beside the header where there is room.
    package var sprite: Sprite?

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

    package init(
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

    package init(_ label: Phrase, _ value: Value) {
        self.label = label
        self.value = value
    }
}

package struct TypeViewModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    /// Attacking with this type: ×2, ×½ and ×0 against these.
    package let doubleTo: [String]
    package let halfTo: [String]
    package let noneTo: [String]
    /// Defending as this type: ×2, ×½ and ×0 from these.
    package let doubleFrom: [String]
    package let halfFrom: [String]
    package let noneFrom: [String]
    package let pokemonCount: Int
    /// With two types asked for together: the second type's own matchups, and how a Pokémon
    /// of both takes each attacking type (×4 to ×0, only those not ×1).
    package var partner: [TypeViewModel] = []
    package var combinedDefenses: [TypeMultiplier] = []
}

package struct SearchViewModel: Sendable, Equatable {
    package struct Hit: Sendable, Equatable {
        /// For a move, its type is the row's one type; abilities and items have none.
        package let row: PokemonRow
        /// `exact`, `prefix`, `substring` or `fuzzy`.
        package let match: String
        /// What it is: `pokemon`, `move`, `ability` or `item`.
        package let kind: TermKind

        package init(row: PokemonRow, match: String, kind: TermKind = .pokemon) {
            self.row = row
            self.match = match
            self.kind = kind
        }

        /// The screen it opens.
        package var route: Route {
            switch kind {
            case .pokemon: .show(name: String(row.id))
            case .move: .move(name: row.name)
            case .ability: .ability(name: row.name)
            case .item: .item(name: row.name)
            case .nature: .nature(name: row.name)
            }
        }
    }

    package let query: String
    package let hits: [Hit]

    package init(query: String, hits: [Hit]) {
        self.query = query
        self.hits = hits
    }
}

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
    }

    package let kind: Kind
    /// One sentence; on stderr it follows `prefix`, as every error of the program does.
    package let message: String

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

/// `pokedex cache info|verify|clear`.
package enum CacheViewModel: Sendable, Equatable {
    /// `oldest` and `newest` as ISO 8601 timestamps.
    /// `pictures`: of the entries, those that are pictures (or marks of pictures PokeAPI has not).
    case info(path: String, entries: Int, pictures: Int, bytes: Int, oldest: String?, newest: String?)
    /// `removed`: the broken entries taken out, relative to the cache folder; `unremoved`:
    /// those (and leftover temporary files) that could not be, each with why.
    case verified(path: String, checked: Int, good: Int, removed: [String], leftovers: Int, unremoved: [String] = [])
    /// `entries`: how many there were; `unremoved`: those that could not be removed, with why.
    case cleared(path: String, entries: Int, removed: Int, unremoved: [String] = [])

    /// Whether a file could not be removed: the command failed (exit 3), whatever it managed.
    package var failed: Bool {
        switch self {
        case .info: false
        case .verified(_, _, _, _, _, let unremoved), .cleared(_, _, _, let unremoved): !unremoved.isEmpty
        }
    }
}

/// How `pokedex sync` ended.
package struct SyncViewModel: Sendable, Equatable {
    package struct Failure: Sendable, Equatable {
        package let resource: String
        package let reason: String

        package init(resource: String, reason: String) {
            self.resource = resource
            self.reason = reason
        }
    }

    /// What was synced: PokeAPI's data, or pictures (`--sprites`).
    package enum Kind: Sendable, Equatable {
        case resources, pictures
    }

    package let kind: Kind
    package let total: Int
    package let fetched: Int
    package let skipped: Int
    /// Pictures PokeAPI has none of.
    package let missing: Int
    package let failures: [Failure]
    package let seconds: Double
    package let interrupted: Bool

    package init(
        kind: Kind = .resources, total: Int, fetched: Int, skipped: Int, missing: Int = 0, failures: [Failure],
        seconds: Double, interrupted: Bool
    ) {
        self.kind = kind
        self.missing = missing
        self.total = total
        self.fetched = fetched
        self.skipped = skipped
        self.failures = failures
        self.seconds = seconds
        self.interrupted = interrupted
    }
}
