import PokedexDomain

/// Everything a view can be asked to show. The terminal renderer switches over it once.
public enum ViewState: Sendable, Equatable {
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

public struct PokemonRow: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let displayName: String
    /// PokeAPI type names in slot order: `grass`, `poison`.
    public let types: [String]

    public init(id: Int, name: String, displayName: String, types: [String]) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.types = types
    }
}

public struct ListViewModel: Sendable, Equatable {
    public let rows: [PokemonRow]
    public let offset: Int
    public let limit: Int
    /// How many Pokémon there are in all.
    public let count: Int
    public let nextOffset: Int?
    /// `Showing 1–20 of 1351.` and, when there is more, the command for the next page.
    public let footer: String

    public init(rows: [PokemonRow], offset: Int, limit: Int, count: Int, nextOffset: Int?, footer: String) {
        self.rows = rows
        self.offset = offset
        self.limit = limit
        self.count = count
        self.nextOffset = nextOffset
        self.footer = footer
    }
}

public struct DetailViewModel: Sendable, Equatable {
    public struct AbilityLine: Sendable, Equatable {
        public let name: String
        public let displayName: String
        public let isHidden: Bool

        public init(name: String, displayName: String, isHidden: Bool) {
            self.name = name
            self.displayName = displayName
            self.isHidden = isHidden
        }
    }

    public struct StatLine: Sendable, Equatable {
        /// The JSON key: `special_attack`.
        public let key: String
        /// The label people read: `Sp. Atk`.
        public let label: String
        public let value: Int

        public init(key: String, label: String, value: Int) {
            self.key = key
            self.label = label
            self.value = value
        }
    }

    public let id: Int
    public let name: String
    public let displayName: String
    public let species: String
    public let genus: String
    public let generation: Int
    /// `Generation IV`.
    public let generationLabel: String
    public let types: [String]
    public let heightMetres: Double
    public let weightKilograms: Double
    /// `1.7 m`.
    public let heightText: String
    /// `90.5 kg`.
    public let weightText: String
    public let abilities: [AbilityLine]
    public let stats: [StatLine]
    public let statTotal: Int
    /// The latest English Pokédex entry, cleaned; nil when PokeAPI could not be asked.
    public let flavorText: String?
    /// PokeAPI's name of the game it comes from (`shield`).
    public let flavorTextVersion: String?
    /// The game as people write it (`Shield`).
    public let flavorTextGame: String?
    public var evolution: EvolutionLine?
    public var typeDefenses: [TypeMultiplier] = []
    public var forms: [PokemonForm] = []
    public var facts = SpeciesFacts()
    /// The species facts in words, a label and a value per line.
    public var factLines: [FactLine] = []
    /// Its picture, drawn beside the header where there is room.
    public var sprite: Sprite?

    public init(
        id: Int, name: String, displayName: String, species: String, genus: String,
        generation: Int, generationLabel: String, types: [String],
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
        self.generationLabel = generationLabel
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
public struct EvolutionLine: Sendable, Equatable {
    public let species: String
    public let displayName: String
    /// How it evolves from its parent, in words; nil at the root.
    public let condition: String?
    /// Whether this is the Pokémon being shown.
    public let isCurrent: Bool
    public let evolvesTo: [EvolutionLine]

    public init(species: String, displayName: String, condition: String?, isCurrent: Bool, evolvesTo: [EvolutionLine]) {
        self.species = species
        self.displayName = displayName
        self.condition = condition
        self.isCurrent = isCurrent
        self.evolvesTo = evolvesTo
    }
}

public struct FactLine: Sendable, Equatable {
    public let label: String
    public let value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

public struct TypeViewModel: Sendable, Equatable {
    public let name: String
    public let displayName: String
    /// Attacking with this type: ×2, ×½ and ×0 against these.
    public let doubleTo: [String]
    public let halfTo: [String]
    public let noneTo: [String]
    /// Defending as this type: ×2, ×½ and ×0 from these.
    public let doubleFrom: [String]
    public let halfFrom: [String]
    public let noneFrom: [String]
    public let pokemonCount: Int
}

public struct SearchViewModel: Sendable, Equatable {
    public struct Hit: Sendable, Equatable {
        /// For a move, its type is the row's one type; abilities and items have none.
        public let row: PokemonRow
        /// `exact`, `prefix`, `substring` or `fuzzy`.
        public let match: String
        /// What it is: `pokemon`, `move`, `ability` or `item`.
        public let kind: TermKind

        public init(row: PokemonRow, match: String, kind: TermKind = .pokemon) {
            self.row = row
            self.match = match
            self.kind = kind
        }

        /// The screen it opens.
        public var route: Route {
            switch kind {
            case .pokemon: .show(name: String(row.id))
            case .move: .move(name: row.name)
            case .ability: .ability(name: row.name)
            case .item: .item(name: row.name)
            case .nature: .nature(name: row.name)
            }
        }
    }

    public let query: String
    public let hits: [Hit]

    public init(query: String, hits: [Hit]) {
        self.query = query
        self.hits = hits
    }
}

public enum EmptyViewModel: Sendable, Equatable {
    /// A search that matched nothing.
    case noMatches(query: String)
    /// A list page that starts past the end of the dex.
    case pageOutOfRange(ListViewModel)

    public var message: String {
        switch self {
        case .noMatches(let query):
            "Nothing matches '\(Presenter.quoted(query))'."
        case .pageOutOfRange(let page):
            "Offset \(page.offset) is past the end: there are \(page.count) Pokémon."
        }
    }
}

public struct ErrorViewModel: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
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

    public let kind: Kind
    /// One sentence; on stderr it follows `prefix`, as every error of the program does.
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// What every error line on stderr starts with.
    public static let prefix = "pokedex: "

    /// `pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?`
    public var line: String { Self.prefix + message }
}

/// `pokedex cache info|verify|clear`.
public enum CacheViewModel: Sendable, Equatable {
    /// `oldest` and `newest` as ISO 8601 timestamps.
    /// `pictures`: of the entries, those that are pictures (or marks of pictures PokeAPI has not).
    case info(path: String, entries: Int, pictures: Int, bytes: Int, oldest: String?, newest: String?)
    /// `removed`: the broken entries taken out, relative to the cache folder.
    case verified(path: String, checked: Int, removed: [String], leftovers: Int)
    case cleared(path: String, removed: Int)
}

/// How `pokedex sync` ended.
public struct SyncViewModel: Sendable, Equatable {
    public struct Failure: Sendable, Equatable {
        public let resource: String
        public let reason: String

        public init(resource: String, reason: String) {
            self.resource = resource
            self.reason = reason
        }
    }

    /// What was synced: PokeAPI's data, or pictures (`--sprites`).
    public enum Kind: Sendable, Equatable {
        case resources, pictures
    }

    public let kind: Kind
    public let total: Int
    public let fetched: Int
    public let skipped: Int
    /// Pictures PokeAPI has none of.
    public let missing: Int
    public let failures: [Failure]
    public let seconds: Double
    public let interrupted: Bool

    public init(
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
