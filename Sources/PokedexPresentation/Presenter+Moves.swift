import PokedexDomain
import PokedexInteractors

extension Presenter {
    /// A move's, ability's, item's or nature's name in `language`, else its English one.
    static func localized(
        _ kind: TermKind, _ id: Int, _ english: String, _ language: Language, _ names: LocalizedTermNames
    ) -> String {
        language == .en ? english : names.name(of: kind, id: id, in: language) ?? english
    }

    package static func present(
        _ result: LearnsetResult, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        var model =
            LearnsetViewModel(
                pokemon: row(result.pokemon, names: pokemonNames, language: language),
                game: result.game.name, gameDisplayName: result.game.displayName,
                gameIsDefault: result.gameIsDefault, method: result.method?.name,
                rows: result.rows.map { row in
                    let move = row.move
                    var model = LearnsetRowModel(
                        name: move.name, displayName: localized(.move, move.id, move.displayName, language, names),
                        method: row.learned.method.name,
                        level: row.learned.level, machine: row.machine, type: move.type,
                        damageClass: move.damageClass, power: move.shownPower, accuracy: move.shownAccuracy,
                        pp: move.pp,
                        priority: move.priority)
                    model.from = row.from.map { Self.row($0, names: pokemonNames, language: language) }
                    return model
                },
                games: result.games.map(\.name))
        model.gameDisplayNames = result.games.map(\.displayName)
        model.partDisplayName = result.part.map { DisplayName.titleCase($0.name) }
        return .learnset(model)
    }

    package static func present(
        _ result: MoveResult, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        let move = result.move
        var model = MoveViewModel(
            id: move.id, name: move.name, displayName: localized(.move, move.id, move.displayName, language, names),
            type: move.type,
            damageClass: move.damageClass, power: move.shownPower, accuracy: move.shownAccuracy, pp: move.pp,
            priority: move.priority, target: move.target, generation: move.generation,
            effectChance: move.effectChance, effect: result.effect,
            machines: move.machines.map { machine in
                MoveViewModel.MachineLine(
                    versionGroup: machine.versionGroup,
                    gameDisplayName: result.games.group(named: machine.versionGroup)?.displayName
                        ?? DisplayName.titleCase(machine.versionGroup),
                    item: machine.item)
            },
            learnedBy: result.learnedBy.map { learner in
                var model = MoveViewModel.Learner(
                    row: row(learner.pokemon, names: pokemonNames, language: language),
                    methods: result.game == nil ? nil : learner.methods.map(\.name))
                model.from = learner.from.map { row($0, names: pokemonNames, language: language) }
                return model
            },
            game: result.game?.name, gameDisplayName: result.game?.displayName)
        model.summary = MoveSummary.sentence(move, result.facts)
        model.facts = result.facts
        model.pastValues = (result.facts?.pastValues ?? []).map { past in
            MoveViewModel.PastValuesLine(
                values: past,
                gameDisplayName: result.games.group(named: past.changedIn)?.displayName
                    ?? DisplayName.titleCase(past.changedIn))
        }
        return .move(model)
    }

    package static func present(
        _ result: AbilityResult, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        let ability = result.ability
        return .ability(
            AbilityViewModel(
                id: ability.id, name: ability.name,
                displayName: localized(.ability, ability.id, ability.displayName, language, names),
                generation: ability.generation,
                effect: result.effect,
                pokemon: result.holders.map {
                    AbilityViewModel.Holder(
                        row: row($0.pokemon, names: pokemonNames, language: language), isHidden: $0.isHidden)
                }))
    }

    package static func present(
        natures: [Nature], single: Bool, language: Language = .en, names: LocalizedTermNames = .empty
    ) -> ViewState {
        .natures(
            natures.map { nature in
                NatureViewModel(
                    name: nature.name, displayName: localized(.nature, nature.id, nature.displayName, language, names),
                    increasedStat: nature.isNeutral ? nil : nature.increasedStat,
                    decreasedStat: nature.isNeutral ? nil : nature.decreasedStat,
                    likesFlavor: nature.isNeutral ? nil : nature.likesFlavor,
                    hatesFlavor: nature.isNeutral ? nil : nature.hatesFlavor)
            }, single: single)
    }

    package static func present(
        _ result: ItemResult, language: Language = .en, names: LocalizedTermNames = .empty
    ) -> ViewState {
        let item = result.item
        var model = ItemViewModel(
            id: item.id, name: item.name, displayName: localized(.item, item.id, item.displayName, language, names),
            category: item.category, cost: item.cost,
            flingPower: item.flingPower, effect: result.effect)
        model.flingEffect = item.flingEffect
        model.attributes = item.attributes
        return .item(model)
    }
}

extension Move {
    /// Its power, nil when it has none: PokeAPI gives 0 for some status moves and null for the
    /// rest, and a script must not have to tell the two apart.
    var shownPower: Int? { power.flatMap { $0 > 0 ? $0 : nil } }
    /// Its accuracy, nil when it never misses or has none (PokeAPI writes 0 for a few).
    var shownAccuracy: Int? { accuracy.flatMap { $0 > 0 ? $0 : nil } }
}
