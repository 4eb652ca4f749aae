/// One row of the National Dex: enough to list, search and resolve a Pokémon by name.
public struct PokemonSummary: Sendable, Hashable {
    /// PokeAPI's Pokémon id: 1…1025 for species' default forms, 10001 and up for other forms.
    public let id: Int
    /// PokeAPI's name, lowercase with dashes: `mr-mime`, `charizard-mega-x`.
    public let name: String
    public let speciesID: Int
    /// PokeAPI's species name: `deoxys` for `deoxys-normal`.
    public let speciesName: String
    /// The English name people read: `Mr. Mime`, `Charizard (Mega X)`.
    public let displayName: String
    /// Type names in slot order: `["grass", "poison"]`.
    public let types: [String]
    /// Whether this is the species' default form.
    public let isDefault: Bool
    /// The generation that introduced the species (1…9); 0 when not known yet.
    public let generation: Int

    /// Whether the row still lacks what only the Pokémon's own resource tells (a Pokémon
    /// known from a refreshed list index but not from the bundled data).
    public var needsDetails: Bool { types.isEmpty }

    public init(
        id: Int, name: String, speciesID: Int, speciesName: String,
        displayName: String, types: [String], isDefault: Bool, generation: Int = 0
    ) {
        self.generation = generation
        self.id = id
        self.name = name
        self.speciesID = speciesID
        self.speciesName = speciesName
        self.displayName = displayName
        self.types = types
        self.isDefault = isDefault
    }
}

/// Everything `show` tells about one Pokémon.
public struct PokemonDetail: Sendable, Hashable {
    public let summary: PokemonSummary
    /// The species' English genus: `Seed Pokémon`.
    public let genus: String
    /// The generation that introduced the species: 1…9.
    public let generation: Int
    public let heightDecimetres: Int
    public let weightHectograms: Int
    public let abilities: [AbilitySlot]
    public let stats: BaseStats
    /// The latest English Pokédex entry, when PokeAPI could be asked for it.
    public let entry: PokedexEntry?
    public var facts = SpeciesFacts()
    /// The species' varieties, default first as PokeAPI lists them.
    public var forms: [PokemonForm] = []
    /// The species' evolution chain from its root; nil when it could not be loaded.
    public var evolution: EvolutionNode?
    /// Attacking types whose damage differs from ×1.
    public var typeDefenses: [TypeMultiplier] = []
    /// The species' name and genus in other languages.
    public var localizedNames: [Language: String] = [:]
    public var localizedGenera: [Language: String] = [:]

    public init(
        summary: PokemonSummary, genus: String, generation: Int,
        heightDecimetres: Int, weightHectograms: Int, abilities: [AbilitySlot], stats: BaseStats,
        entry: PokedexEntry? = nil
    ) {
        self.entry = entry
        self.summary = summary
        self.genus = genus
        self.generation = generation
        self.heightDecimetres = heightDecimetres
        self.weightHectograms = weightHectograms
        self.abilities = abilities
        self.stats = stats
    }

    public var heightMetres: Double { Double(heightDecimetres) / 10 }
    public var weightKilograms: Double { Double(weightHectograms) / 10 }
}

public struct AbilitySlot: Sendable, Hashable {
    /// PokeAPI's name: `solar-power`.
    public let name: String
    public let isHidden: Bool

    public init(name: String, isHidden: Bool) {
        self.name = name
        self.isHidden = isHidden
    }
}

/// The six base stats.
public struct BaseStats: Sendable, Hashable {
    public let hp: Int
    public let attack: Int
    public let defense: Int
    public let specialAttack: Int
    public let specialDefense: Int
    public let speed: Int

    public init(hp: Int, attack: Int, defense: Int, specialAttack: Int, specialDefense: Int, speed: Int) {
        self.hp = hp
        self.attack = attack
        self.defense = defense
        self.specialAttack = specialAttack
        self.specialDefense = specialDefense
        self.speed = speed
    }

    public var total: Int { hp + attack + defense + specialAttack + specialDefense + speed }
}
