import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `item`: an item.
extension Presenter {
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
        model.battle = BattleEffects.ofItem(item.name)
        return .content(model)
    }
}

extension Presenter {
    /// `item`: an item.
    func item(_ name: String) async throws(PokedexError) -> ViewState {
        Self.present(try await MovesInteractor(sources).item(name), language: language, names: await termNames())
    }
}
