import PokedexDomain

/// Turns PokeAPI's moves, abilities, items, natures, games and learnsets into entities, with
/// every number brought into the games' ranges (as `PokemonMapper` does for Pokémon).
package enum MoveMapper {
    /// A move's power (the games' highest is 250), PP (40), priority (−7 to +5) and chances.
    static let powerRange = 0...1_000
    static let ppRange = 0...100
    static let priorityRange = -8...8
    static let percentRange = 0...100
    static let signedPercentRange = -100...100
    static let critRange = 0...6
    static let stageRange = -6...6
    /// Hits and turns: no move lasts or hits more than a few dozen.
    static let countRange = 0...99
    static let generationRange = 0...99

    package static func move(_ dto: MoveDTO, machines: [Machine]) -> Move {
        let clamp = PokemonMapper.clamp
        return Move(
            id: dto.id, name: dto.name, displayName: english(dto.names) ?? DisplayName.titleCase(dto.name),
            type: dto.type.name, damageClass: dto.damageClass?.name ?? "status",
            power: dto.power.map { clamp($0, powerRange) }, accuracy: dto.accuracy.map { clamp($0, percentRange) },
            pp: dto.pp.map { clamp($0, ppRange) }, priority: clamp(dto.priority, priorityRange),
            target: dto.target.name, generation: clamp(dto.generation.id ?? 0, generationRange),
            effectChance: dto.effectChance.map { clamp($0, percentRange) }, machines: machines)
    }

    /// What the move does, as facts, every number clamped to what the games allow.
    package static func effect(_ dto: MoveDTO) -> MoveEffect {
        let clamp = PokemonMapper.clamp
        let meta = dto.meta
        func range(_ low: Int?, _ high: Int?) -> ClosedRange<Int>? {
            guard let low, let high else { return nil }
            let first = clamp(low, countRange)
            return first...max(first, clamp(high, countRange))
        }
        let ailment = meta?.ailment?.name
        return MoveEffect(
            moveID: dto.id, category: meta?.category?.name, ailment: ailment == "none" ? nil : ailment,
            ailmentChance: clamp(meta?.ailmentChance ?? 0, percentRange),
            drain: clamp(meta?.drain ?? 0, signedPercentRange), healing: clamp(meta?.healing ?? 0, signedPercentRange),
            critRate: clamp(meta?.critRate ?? 0, critRange), flinchChance: clamp(meta?.flinchChance ?? 0, percentRange),
            statChance: clamp(meta?.statChance ?? 0, percentRange),
            statChanges: (dto.statChanges ?? []).map {
                MoveEffect.StatChange(stat: $0.stat.name, change: clamp($0.change, stageRange))
            },
            hits: range(meta?.minHits, meta?.maxHits), turns: range(meta?.minTurns, meta?.maxTurns),
            pastValues: (dto.pastValues ?? []).map { past in
                MoveEffect.PastValues(
                    changedIn: past.versionGroup.name, power: past.power.map { clamp($0, powerRange) },
                    accuracy: past.accuracy.map { clamp($0, percentRange) }, pp: past.pp.map { clamp($0, ppRange) },
                    type: past.type?.name, effectChance: past.effectChance.map { clamp($0, percentRange) })
            })
    }

    package static func ability(_ dto: AbilityDTO) -> Ability {
        Ability(
            id: dto.id, name: dto.name, displayName: english(dto.names) ?? DisplayName.titleCase(dto.name),
            generation: dto.generation.id ?? 0, isMainSeries: dto.isMainSeries ?? true,
            holders: dto.pokemon.compactMap { holder in
                holder.pokemon.id.map { Ability.Holder(pokemonID: $0, isHidden: holder.isHidden) }
            })
    }

    /// `games` dates the prices: the cost is the purchase price in the latest game that sells it.
    package static func item(_ dto: ItemDTO, games: GameCatalog) -> Item {
        let priced = (dto.prices ?? []).filter { ($0.purchasePrice ?? 0) > 0 }
        let latest = games.latest(of: Set(priced.map({ $0.versionGroup.name })))
        let cost =
            priced.first { $0.versionGroup.name == latest?.name }?.purchasePrice
            ?? dto.cost.flatMap {
                $0 > 0 ? $0 : nil
            }
        return Item(
            id: dto.id, name: dto.name, displayName: english(dto.names) ?? DisplayName.titleCase(dto.name),
            category: dto.category.name, cost: cost,
            flingPower: dto.flingPower.map { PokemonMapper.clamp($0, powerRange) },
            flingEffect: dto.flingEffect?.name, attributes: (dto.attributes ?? []).map(\.name))
    }

    package static func nature(_ dto: NatureDTO) -> Nature {
        Nature(
            id: dto.id, name: dto.name, displayName: english(dto.names) ?? DisplayName.titleCase(dto.name),
            increasedStat: dto.increasedStat?.name, decreasedStat: dto.decreasedStat?.name,
            likesFlavor: dto.likesFlavor?.name, hatesFlavor: dto.hatesFlavor?.name)
    }

    /// `versionNames`: each version's English name, for the group's display name.
    package static func versionGroup(_ dto: VersionGroupDTO, versionNames: [String: String]) -> VersionGroup {
        let versions = dto.versions.map(\.name)
        return VersionGroup(
            id: dto.id, name: dto.name, order: dto.order, generation: dto.generation.id ?? 0, versions: versions,
            displayName: versions.map { versionNames[$0] ?? DisplayName.titleCase($0) }.joined(separator: "/"))
    }

    /// One learnset per game the body names, in the body's order of games: level-up moves by
    /// level, then machines, eggs, tutors and the rare methods, each in the body's order.
    package static func learnsets(_ dto: PokemonMovesDTO) -> [Learnset] {
        var byGroup: [String: [LearnedMove]] = [:]
        var groups: [String] = []
        for entry in dto.moves {
            guard let moveID = entry.move.id else { continue }
            for detail in entry.versionGroupDetails {
                let group = detail.versionGroup.name
                if byGroup[group] == nil { groups.append(group) }
                let learned = LearnedMove(
                    moveID: moveID, method: LearnMethod(name: detail.moveLearnMethod.name),
                    level: detail.levelLearnedAt)
                if !(byGroup[group]?.contains(learned) ?? false) { byGroup[group, default: []].append(learned) }
            }
        }
        return groups.map { group in
            Learnset(pokemonID: dto.id, versionGroup: group, moves: ordered(byGroup[group] ?? []))
        }
    }

    /// Level-up moves by level, then the other methods in their order; each stable.
    static func ordered(_ moves: [LearnedMove]) -> [LearnedMove] {
        moves.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.method, lhs.element.level ?? 0, lhs.offset)
            let right = (rhs.element.method, rhs.element.level ?? 0, rhs.offset)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            return left.2 < right.2
        }.map(\.element)
    }

    /// Names in every supported language but English (English is the display name).
    package static func localized(_ names: [LocalizedNameDTO]) -> [Language: String] {
        var result: [Language: String] = [:]
        for entry in names {
            guard let language = Language(rawValue: entry.language.name), language != .en else { continue }
            result[language] = entry.name
        }
        return result
    }

    package static func english(_ names: [LocalizedNameDTO]) -> String? {
        names.first { $0.language.name == "en" }?.name
    }
}

/// Turns PokeAPI's encounters, locations and regional Pokédexes into entities.
package enum EncounterMapper {
    static func groups(pokemon: Int, _ versions: [EncounterVersionDTO]) -> [EncounterGroup] {
        versions.compactMap { version in
            guard let versionID = version.version.id else { return nil }
            return EncounterGroup(
                pokemonID: pokemon, versionID: versionID, maxChance: max(0, version.maxChance),
                details: version.encounterDetails.compactMap { detail in
                    guard let method = detail.method.id else { return nil }
                    return EncounterDetail(
                        methodID: method, minLevel: detail.minLevel, maxLevel: detail.maxLevel, chance: detail.chance,
                        conditionIDs: detail.conditionValues.compactMap(\.id))
                })
        }
    }

    package static func area(_ dto: LocationAreaDTO) -> AreaEncounters {
        AreaEncounters(
            areaID: dto.id,
            groups: dto.pokemonEncounters.flatMap { encounter in
                encounter.pokemon.id.map { groups(pokemon: $0, encounter.versionDetails) } ?? []
            })
    }

    /// Names in every supported language, English included.
    static func names(_ names: [LocalizedNameDTO]) -> [Language: String] {
        var result: [Language: String] = [:]
        for entry in names {
            guard let language = Language(rawValue: entry.language.name), !entry.name.isEmpty else { continue }
            result[language] = entry.name
        }
        return result
    }

    package static func place(_ dto: LocationDTO) -> Place {
        Place(
            kind: .location, id: dto.id, name: dto.name, locationID: nil, region: dto.region?.name,
            names: names(dto.names))
    }

    package static func place(_ dto: LocationAreaDTO) -> Place {
        Place(
            kind: .area, id: dto.id, name: dto.name, locationID: dto.location.id, region: nil, names: names(dto.names))
    }

    package static func term(_ dto: EncounterTermDTO, kind: EncounterTerm.Kind) -> EncounterTerm {
        EncounterTerm(
            kind: kind, id: dto.id, name: dto.name,
            displayName: MoveMapper.english(dto.names) ?? DisplayName.titleCase(dto.name),
            group: dto.condition?.name ?? "")
    }

    package static func dex(_ dto: RegionalDexDTO) -> RegionalDex {
        RegionalDex(
            id: dto.id, name: dto.name,
            displayName: MoveMapper.english(dto.names) ?? DisplayName.titleCase(dto.name), region: dto.region?.name,
            versionGroups: dto.versionGroups.map(\.name),
            entries: dto.pokemonEntries.compactMap { entry in
                entry.pokemonSpecies.id.map { RegionalDex.Entry(number: entry.entryNumber, speciesID: $0) }
            })
    }
}
