import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `move`: a move, and who learns it.
extension Presenter {
    /// A move's, ability's, item's or nature's name in `language`, else its English one.
    static func localized(
        _ kind: TermKind, _ id: Int, _ english: String, _ language: Language, _ names: LocalizedTermNames
    ) -> String {
        language == .en ? english : names.name(of: kind, id: id, in: language) ?? english
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
        return .content(model)
    }
}

extension Presenter {
    /// `move`: a move, and who learns it.
    func move(_ name: String, game: String?) async throws(PokedexError) -> ViewState {
        let result = try await MovesInteractor(sources).move(name, game: game)
        return Self.present(result, language: language, names: await termNames(), pokemonNames: await pokemonNames)
    }
}
