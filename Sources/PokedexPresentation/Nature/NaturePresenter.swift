import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `nature`: one nature, or all of them.
extension Presenter {
    package static func present(
        natures: [Nature], single: Bool, language: Language = .en, names: LocalizedTermNames = .empty
    ) -> ViewState {
        .content(
            NaturesViewModel(
                natures.map { nature in
                    NatureViewModel(
                        name: nature.name,
                        displayName: localized(.nature, nature.id, nature.displayName, language, names),
                        increasedStat: nature.isNeutral ? nil : nature.increasedStat,
                        decreasedStat: nature.isNeutral ? nil : nature.decreasedStat,
                        likesFlavor: nature.isNeutral ? nil : nature.likesFlavor,
                        hatesFlavor: nature.isNeutral ? nil : nature.hatesFlavor)
                }, single: single))
    }
}

extension Presenter {
    /// `nature`: one nature, or all of them.
    func natures(_ name: String?) async throws(PokedexError) -> ViewState {
        let natures = try await MovesInteractor(sources).natures(name)
        return Self.present(
            natures: natures, single: name != nil && natures.count == 1, language: language,
            names: await termNames())
    }
}
