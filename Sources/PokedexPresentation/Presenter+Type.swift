import PokedexDomain
import PokedexInteractors

/// `type`: a type's matchups.
extension Presenter {
    package static func present(_ report: TypeReport) -> ViewState {
        let r = report.relations
        return .type(
            TypeViewModel(
                name: r.name, displayName: DisplayName.titleCase(r.name),
                doubleTo: r.doubleDamageTo, halfTo: r.halfDamageTo, noneTo: r.noDamageTo,
                doubleFrom: r.doubleDamageFrom, halfFrom: r.halfDamageFrom, noneFrom: r.noDamageFrom,
                pokemonCount: report.pokemonCount))
    }
}
