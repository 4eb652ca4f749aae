import PokedexDomain

/// Turns PokeAPI DTOs into entities. The one place that knows both, and so the boundary where
/// numbers from the network or the cache are brought into the ranges the games have: nothing
/// above it does arithmetic on a number it cannot trust.
package enum PokemonMapper {
    /// A base stat: the games' highest is 255.
    static let statRange = 0...1_000
    /// Height in decimetres, weight in hectograms: the games' largest are 1000 and 9999.
    static let sizeRange = 0...100_000
    /// A Pokémon has one or two types.
    static let mostTypes = 2

    /// `value` brought into `range`.
    static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    static func detail(
        summary: PokemonSummary, pokemon: PokemonDTO, species: SpeciesDTO
    ) throws(RepositoryError) -> PokemonDetail {
        guard let generation = species.generation.id else {
            throw .malformed(resource: "pokemon-species/\(species.id)", reason: "generation link has no id")
        }
        let entry = species.latestFlavorText(in: "en").map {
            PokedexEntry(text: PokedexEntry.clean($0.flavorText), version: $0.version?.name ?? "")
        }
        return PokemonDetail(
            summary: summary,
            genus: species.genus(in: "en") ?? "",
            generation: generation,
            heightDecimetres: clamp(pokemon.height, sizeRange),
            weightHectograms: clamp(pokemon.weight, sizeRange),
            abilities: abilities(of: pokemon),
            stats: try baseStats(of: pokemon),
            entry: entry
        )
    }

    /// The six base stats of a Pokémon body; a missing one makes it malformed.
    static func baseStats(of pokemon: PokemonDTO) throws(RepositoryError) -> BaseStats {
        var values: [String: Int] = [:]
        for stat in pokemon.stats { values[stat.stat.name] = clamp(stat.baseStat, statRange) }
        func stat(_ name: String) throws(RepositoryError) -> Int {
            guard let value = values[name] else {
                throw .malformed(resource: "pokemon/\(pokemon.id)", reason: "missing base stat \(name)")
            }
            return value
        }
        return BaseStats(
            hp: try stat("hp"), attack: try stat("attack"), defense: try stat("defense"),
            specialAttack: try stat("special-attack"), specialDefense: try stat("special-defense"),
            speed: try stat("speed"))
    }

    /// What a list filters and sorts by; `evolves`: whether the species evolves further.
    package static func listFacts(
        pokemon: PokemonDTO, species: SpeciesDTO, evolves: Bool
    ) throws(RepositoryError) -> ListFacts {
        ListFacts(
            stats: try baseStats(of: pokemon), heightDecimetres: clamp(pokemon.height, sizeRange),
            weightHectograms: clamp(pokemon.weight, sizeRange),
            isLegendary: species.isLegendary ?? false, isMythical: species.isMythical ?? false,
            isBaby: species.isBaby ?? false, isFullyEvolved: !evolves)
    }

    /// A Pokémon's types in slot order, each once, at most two.
    static func distinctTypes(_ pokemon: PokemonDTO) -> [String] {
        typeSlots(pokemon).map({ $0.type.name })
    }

    /// The slots of those types: what the type links are read from. A body listing 64 types
    /// still asks for two.
    static func typeSlots(_ pokemon: PokemonDTO) -> [PokemonDTO.TypeSlot] {
        var slots: [PokemonDTO.TypeSlot] = []
        for slot in pokemon.types.sorted(by: { $0.slot < $1.slot })
        where !slots.contains(where: { $0.type.name == slot.type.name }) {
            slots.append(slot)
            if slots.count == mostTypes { break }
        }
        return slots
    }

    /// The species of a chain that evolve into another, by id.
    package static func speciesThatEvolve(_ chain: EvolutionChainDTO) -> Set<Int> {
        var evolving: Set<Int> = []
        func walk(_ link: EvolutionChainDTO.Link) {
            if !link.evolvesTo.isEmpty, let id = link.species.id { evolving.insert(id) }
            link.evolvesTo.forEach(walk)
        }
        walk(chain.chain)
        return evolving
    }

    /// The catalog row of a Pokémon, given its species.
    package static func summary(pokemon: PokemonDTO, species: SpeciesDTO) -> PokemonSummary {
        let speciesDisplayName = species.name(in: "en") ?? DisplayName.titleCase(species.name)
        return PokemonSummary(
            id: pokemon.id,
            name: pokemon.name,
            speciesID: species.id,
            speciesName: species.name,
            displayName: DisplayName.forPokemon(
                name: pokemon.name, speciesName: species.name,
                speciesDisplayName: speciesDisplayName, isDefault: pokemon.isDefault
            ),
            types: distinctTypes(pokemon),
            isDefault: pokemon.isDefault,
            generation: species.generation.id ?? 0
        )
    }

    /// The species facts, forms and names that `show` tells besides the Pokémon itself.
    static func enrich(_ detail: inout PokemonDetail, species: SpeciesDTO) {
        var facts = SpeciesFacts()
        facts.isLegendary = species.isLegendary ?? false
        facts.isMythical = species.isMythical ?? false
        facts.isBaby = species.isBaby ?? false
        facts.eggGroups = species.eggGroups?.map(\.name) ?? []
        facts.genderRate = clamp(species.genderRate ?? -1, -1...8)
        facts.captureRate = clamp(species.captureRate ?? 0, 0...255)
        facts.baseHappiness = species.baseHappiness.map { clamp($0, 0...255) }
        facts.growthRate = species.growthRate?.name
        facts.habitat = species.habitat?.name
        facts.color = species.color?.name
        facts.shape = species.shape?.name
        detail.facts = facts
        detail.forms = species.varieties.compactMap { variety in
            variety.pokemon.id.map { PokemonForm(name: variety.pokemon.name, id: $0, isDefault: variety.isDefault) }
        }
        detail.localizedNames = NamesIndex.names(of: species)
        var genera: [Language: String] = [:]
        for entry in species.genera {
            if let language = Language(rawValue: entry.language.name) { genera[language] = entry.genus }
        }
        detail.localizedGenera = genera
    }

    package static func evolution(_ chain: EvolutionChainDTO) -> EvolutionNode {
        node(chain.chain)
    }

    private static func node(_ link: EvolutionChainDTO.Link) -> EvolutionNode {
        // Where PokeAPI marks the usual way, that is the way and the rest are other games'
        // (Leafeon by a Leaf Stone, and near a Moss Rock before); else every way is usual.
        let marked = link.evolutionDetails.contains { $0.isDefault == true }
        var conditions: [EvolutionCondition] = []
        for detail in link.evolutionDetails {
            var condition = self.condition(detail)
            condition.isUsual = !marked || detail.isDefault == true
            if !conditions.contains(condition) { conditions.append(condition) }
        }
        conditions = conditions.filter(\.isUsual) + conditions.filter { !$0.isUsual }
        return EvolutionNode(
            species: link.species.name, speciesID: link.species.id ?? 0, conditions: conditions,
            evolvesTo: link.evolvesTo.map(node))
    }

    private static func condition(_ d: EvolutionChainDTO.Detail) -> EvolutionCondition {
        var c = EvolutionCondition(trigger: d.trigger?.name ?? "other")
        c.minLevel = d.minLevel
        c.item = d.item?.name
        c.heldItem = d.heldItem?.name
        c.knownMove = d.knownMove?.name
        c.knownMoveType = d.knownMoveType?.name
        c.location = d.location?.name
        c.minHappiness = d.minHappiness
        c.minBeauty = d.minBeauty
        c.minAffection = d.minAffection
        c.timeOfDay = d.timeOfDay.flatMap { $0.isEmpty ? nil : $0 }
        c.gender = d.gender
        c.partySpecies = d.partySpecies?.name
        c.partyType = d.partyType?.name
        c.relativePhysicalStats = d.relativePhysicalStats
        c.needsOverworldRain = d.needsOverworldRain ?? false
        c.turnUpsideDown = d.turnUpsideDown ?? false
        c.tradeSpecies = d.tradeSpecies?.name
        c.minDamageTaken = d.minDamageTaken
        c.minMoveCount = d.minMoveCount
        c.minSteps = d.minSteps
        c.usedMove = d.usedMove?.name
        c.nearSpecialRock = d.nearSpecialRock ?? false
        c.needsMultiplayer = d.needsMultiplayer ?? false
        c.region = d.region?.name
        c.versionGroup = d.versionGroup?.name
        c.baseForm = d.baseForm?.name
        c.evolvedForm = d.evolvedForm?.name
        return c
    }

    package static func relations(_ type: TypeDTO) -> TypeRelations {
        let r = type.damageRelations
        return TypeRelations(
            name: type.name,
            doubleDamageFrom: r.doubleDamageFrom.map(\.name), halfDamageFrom: r.halfDamageFrom.map(\.name),
            noDamageFrom: r.noDamageFrom.map(\.name), doubleDamageTo: r.doubleDamageTo.map(\.name),
            halfDamageTo: r.halfDamageTo.map(\.name), noDamageTo: r.noDamageTo.map(\.name))
    }

    /// Its abilities in slot order: the first is Showdown's default.
    static func abilities(of pokemon: PokemonDTO) -> [AbilitySlot] {
        pokemon.abilities.sorted { $0.slot < $1.slot }.map {
            AbilitySlot(name: $0.ability.name, isHidden: $0.isHidden, id: $0.ability.id)
        }
    }
}
