import PokedexDomain
import PokedexInteractors

extension Presenter {
    /// `chart`: the type chart.
    func chart() async throws(PokedexError) -> ViewState {
        let chart = try await ChartInteractor(sources).chart()
        return .content(ChartViewModel(types: chart.types, multipliers: chart.multipliers))
    }
}
