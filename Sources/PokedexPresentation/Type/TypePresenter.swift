import PokedexDomain
import PokedexInteractors

/// `type`: a type's matchups; for two types, each one's and how a Pokémon of both takes hits.
extension Presenter {
    package static func present(_ report: TypeReport) -> ViewState {
        var model = matchups(report.relations, count: report.pokemonCount)
        if let partner = report.partner {
            model.partner = [matchups(partner, count: report.pokemonCount)]
            model.combinedDefenses = TypeChart.defenses(of: [report.relations, partner])
        }
        return .content(model)
    }

    private static func matchups(_ r: TypeRelations, count: Int) -> TypeViewModel {
        TypeViewModel(
            name: r.name, displayName: DisplayName.titleCase(r.name),
            doubleTo: r.doubleDamageTo, halfTo: r.halfDamageTo, noneTo: r.noDamageTo,
            doubleFrom: r.doubleDamageFrom, halfFrom: r.halfDamageFrom, noneFrom: r.noDamageFrom,
            pokemonCount: count)
    }
}

extension Presenter {
    /// `type`: a type's matchups, or two types' together.
    func type(_ name: String) async throws(PokedexError) -> ViewState {
        Self.present(try await TypeInteractor(sources).type(name))
    }
}
