import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `ability`: an ability, and who has it.
extension Presenter {
    package static func present(
        _ result: AbilityResult, language: Language = .en, names: LocalizedTermNames = .empty,
        pokemonNames: LocalizedNames = .empty
    ) -> ViewState {
        let ability = result.ability
        var model =
            AbilityViewModel(
                id: ability.id, name: ability.name,
                displayName: localized(.ability, ability.id, ability.displayName, language, names),
                generation: ability.generation,
                effect: result.effect,
                pokemon: result.holders.map {
                    AbilityViewModel.Holder(
                        row: row($0.pokemon, names: pokemonNames, language: language), isHidden: $0.isHidden)
                })
        model.battle = BattleEffects.ofAbility(ability.name)
        return .content(model)
    }
}

extension Presenter {
    /// `ability`: an ability, and who has it.
    func ability(_ name: String) async throws(PokedexError) -> ViewState {
        let result = try await MovesInteractor(sources).ability(name)
        return Self.present(result, language: language, names: await termNames(), pokemonNames: await pokemonNames)
    }
}
