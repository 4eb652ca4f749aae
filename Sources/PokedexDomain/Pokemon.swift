/// One row of the National Dex: enough to list, search and resolve a Pokémon by name.
package struct PokemonSummary: Sendable, Hashable {
    /// PokeAPI's Pokémon id: 1…1025 for species' default forms, 10001 and up for other forms.
    package let id: Int
    /// PokeAPI's name, lowercase with dashes: `mr-mime`, `charizard-mega-x`.
    package let name: String
    package let speciesID: Int
    /// PokeAPI's species name: `deoxys` for `deoxys-normal`.
    package let speciesName: String
    /// The English name people read: `Mr. Mime`, `Charizard (Mega X)`.
    package let displayName: String
    /// Type names in slot order: `["grass", "poison"]`.
    package let types: [String]
    /// Whether this is the species' default form.
    package let isDefault: Bool
    /// The generation that introduced the species (1…9); 0 when not known yet.
    package let generation: Int

    /// Whether the row still lacks what only the Pokémon's own resource tells (a Pokémon
    /// known from a refreshed list index but not from the bundled data).
    package var needsDetails: Bool { types.isEmpty }

    /// Whether any of `rows` needs its details: asked here, where `needsDetails` is read in
    /// place, rather than in another module, which copies each row (its references retained
    /// and released) to ask it, 1 351 times for the whole dex.
    package static func anyNeedsDetails(_ rows: [PokemonSummary]) -> Bool {
        rows.indices.contains { rows[$0].needsDetails }
    }

    package init(
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
package struct PokemonDetail: Sendable, Hashable {
    package let summary: PokemonSummary
    /// The species' English genus: `Seed Pokémon`.
    package let genus: String
    /// The generation that introduced the species: 1…9.
    package let generation: Int
    package let heightDecimetres: Int
    package let weightHectograms: Int
    package let abilities: [AbilitySlot]
    package let stats: BaseStats
    /// The latest English Pokédex entry, when PokeAPI could be asked for it.
    package let entry: PokedexEntry?
    package var facts = SpeciesFacts()
    /// The species' varieties, default first as PokeAPI lists them.
    package var forms: [PokemonForm] = []
    /// The species' evolution chain from its root; nil when it could not be loaded.
    package var evolution: EvolutionNode?
    /// Attacking types whose damage differs from ×1.
    package var typeDefenses: [TypeMultiplier] = []
    /// The species' name and genus in other languages.
    package var localizedNames: [Language: String] = [:]
    package var localizedGenera: [Language: String] = [:]

    package init(
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

    package var heightMetres: Double { Double(heightDecimetres) / 10 }
    package var weightKilograms: Double { Double(weightHectograms) / 10 }
}

package struct AbilitySlot: Sendable, Hashable {
    /// PokeAPI's name: `solar-power`.
    package let name: String
    package let isHidden: Bool
    /// PokeAPI's id of the ability (from its link), by which its names in other languages are
    /// found with no lookup of its name; nil where the link has none.
    package let id: Int?

    package init(name: String, isHidden: Bool, id: Int? = nil) {
        self.name = name
        self.isHidden = isHidden
        self.id = id
    }
}

/// The six base stats. Held in 32 bits each (a base stat is at most 255; a larger number from
/// a server is clamped): a table of the whole dex's stats takes half the memory, and every
/// page of memory a command first touches costs it a page fault.
package struct BaseStats: Sendable, Hashable {
    private let hp32: Int32
    private let attack32: Int32
    private let defense32: Int32
    private let specialAttack32: Int32
    private let specialDefense32: Int32
    private let speed32: Int32

    package var hp: Int { Int(hp32) }
    package var attack: Int { Int(attack32) }
    package var defense: Int { Int(defense32) }
    package var specialAttack: Int { Int(specialAttack32) }
    package var specialDefense: Int { Int(specialDefense32) }
    package var speed: Int { Int(speed32) }

    package init(hp: Int, attack: Int, defense: Int, specialAttack: Int, specialDefense: Int, speed: Int) {
        hp32 = Int32(clamping: hp)
        attack32 = Int32(clamping: attack)
        defense32 = Int32(clamping: defense)
        specialAttack32 = Int32(clamping: specialAttack)
        specialDefense32 = Int32(clamping: specialDefense)
        speed32 = Int32(clamping: speed)
    }

    package var total: Int { hp + attack + defense + specialAttack + specialDefense + speed }
}
