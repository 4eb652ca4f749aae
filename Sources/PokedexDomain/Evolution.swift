/// One species in an evolution chain, with what makes it evolve from its parent.
package struct EvolutionNode: Sendable, Hashable {
    /// PokeAPI's species name: `ivysaur`.
    package let species: String
    package let speciesID: Int
    /// The ways to evolve into this species from its parent (empty at the root), the usual
    /// ones first; several when games differ.
    package let conditions: [EvolutionCondition]
    package let evolvesTo: [EvolutionNode]
    /// The form it stands for, by PokeAPI Pokémon name, when it is not the species' default
    /// (`wooper-paldea`, `sandslash-alola`); nil for the default.
    package var form: String?

    package init(
        species: String, speciesID: Int, conditions: [EvolutionCondition], evolvesTo: [EvolutionNode],
        form: String? = nil
    ) {
        self.species = species
        self.speciesID = speciesID
        self.conditions = conditions
        self.evolvesTo = evolvesTo
        self.form = form
    }

    /// Every species in the tree, root first (depth first).
    package var allSpecies: [EvolutionNode] {
        [self] + evolvesTo.flatMap(\.allSpecies)
    }

    /// Every condition of every step in the tree.
    package var allConditions: [EvolutionCondition] {
        allSpecies.flatMap(\.conditions)
    }
}

/// What PokeAPI records about one way to evolve. Names are PokeAPI's (`fire-stone`).
package struct EvolutionCondition: Sendable, Hashable {
    package var trigger: String
    package var minLevel: Int?
    package var item: String?
    package var heldItem: String?
    package var knownMove: String?
    package var knownMoveType: String?
    package var location: String?
    package var minHappiness: Int?
    package var minBeauty: Int?
    package var minAffection: Int?
    /// `day`, `night`, `dusk`, `full-moon`; nil for any time.
    package var timeOfDay: String?
    /// 1 female, 2 male.
    package var gender: Int?
    package var partySpecies: String?
    package var partyType: String?
    /// 1: Attack > Defense; 0: equal; -1: Attack < Defense.
    package var relativePhysicalStats: Int?
    package var needsOverworldRain = false
    package var turnUpsideDown = false
    package var tradeSpecies: String?
    package var minDamageTaken: Int?
    package var minMoveCount: Int?
    package var minSteps: Int?
    package var usedMove: String?
    package var nearSpecialRock = false
    package var needsMultiplayer = false
    package var region: String?
    /// The game PokeAPI records this way for, when it says (`diamond-pearl`).
    package var versionGroup: String?
    /// The form it evolves from and the form it gives, by PokeAPI Pokémon name, where PokeAPI
    /// says (`wooper-paldea` → `clodsire`; `sandshrew-alola` → `sandslash-alola`).
    package var baseForm: String?
    package var evolvedForm: String?
    /// Whether this is the usual way today (PokeAPI's `is_default`, or every way where it marks
    /// none); the others are how older or other games do it.
    package var isUsual = true

    package init(trigger: String) {
        self.trigger = trigger
    }
}

extension EvolutionNode {
    /// The tree as one Pokémon has it. PokeAPI's chains are per species; a way that differs by
    /// form names the form it starts from and the one it gives (`wooper-paldea` → `clodsire`,
    /// `sandshrew-alola` → `sandslash-alola` by an Ice Stone, `rockruff-own-tempo` →
    /// `lycanroc-dusk`). A form follows the ways that name it; a species' default, the ways
    /// that name no other form. A form no way names (a Mega Evolution, Rotom's appliances) is
    /// its species', and so has the species' tree; one that evolves from nothing and into
    /// nothing though its species does (`alone`: Bloodmoon Ursaluna, a cap Pikachu) stands alone.
    /// `defaults`: the default forms' names, where a way names one (`lycanroc-midday`).
    package func line(
        of pokemon: String, speciesID: Int, isDefault: Bool, defaults: Set<String> = [], alone: Bool = false
    ) -> EvolutionNode {
        guard let path = path(to: speciesID), let own = path.last else { return self }
        if alone {
            return EvolutionNode(
                species: own.species, speciesID: own.speciesID, conditions: [], evolvesTo: [],
                form: isDefault ? nil : pokemon)
        }
        let named = Set(allConditions.flatMap { [$0.baseForm, $0.evolvedForm].compactMap { $0 } })
        func form(_ name: String?) -> String? { name.flatMap { defaults.contains($0) ? nil : $0 } }
        // Up from the Pokémon, the form each step is taken from.
        var current: String? = isDefault || !named.contains(pokemon) ? nil : pokemon
        var top = path.count - 1
        while top > 0 {
            let into = path[top].conditions.filter { form($0.evolvedForm) == current }
            guard let way = into.first else { break }
            current = form(way.baseForm)
            top -= 1
        }
        return path[top].expanded(as: current, form: form)
    }

    /// The species' nodes from the root to the one of `speciesID`; nil when it is not here.
    private func path(to speciesID: Int) -> [EvolutionNode]? {
        if self.speciesID == speciesID { return [self] }
        for child in evolvesTo {
            if let rest = child.path(to: speciesID) { return [self] + rest }
        }
        return nil
    }

    /// This node as `shown` (a form, or nil for the default), with the ways out of it that
    /// start from that form, a child for each form they give.
    private func expanded(as shown: String?, form: (String?) -> String?) -> EvolutionNode {
        var children: [EvolutionNode] = []
        for child in evolvesTo {
            var gives: [(form: String?, conditions: [EvolutionCondition])] = []
            for condition in child.conditions where form(condition.baseForm) == shown {
                let into = form(condition.evolvedForm)
                if let index = gives.firstIndex(where: { $0.form == into }) {
                    gives[index].conditions.append(condition)
                } else {
                    gives.append((into, [condition]))
                }
            }
            for (into, conditions) in gives {
                let grown = child.expanded(as: into, form: form)
                children.append(
                    EvolutionNode(
                        species: child.species, speciesID: child.speciesID, conditions: conditions,
                        evolvesTo: grown.evolvesTo, form: into))
            }
        }
        return EvolutionNode(
            species: species, speciesID: speciesID, conditions: conditions, evolvesTo: children, form: shown)
    }
}
