import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `sprite` and `random`: pictures with their captions, and the ones that could not be had.
extension Presenter {
    func pictures(of names: [String], variant: SpriteVariant) async throws(PokedexError) -> ViewState {
        let interactor = SpriteInteractor(sources)
        let found = try await interactor.pictures(of: names, variant: variant)
        let names = await interactor.localizedNames(in: language)
        let missing = found.missing.map { Self.errorModel($0).line }
        return .content(
            PicturesViewModel(cards: found.pictures.map { card($0, names: names) }, isRandom: false, missing: missing))
    }

    func random(_ request: RandomRequest) async throws(PokedexError) -> ViewState {
        let interactor = SpriteInteractor(sources)
        let picked = try await interactor.random(request)
        if request.showEntry {
            return Self.present(
                try await DetailInteractor(sources).detail(
                    for: String(picked.pokemon.id), picture: entryPictures ? picked.variant : nil),
                language: language)
        }
        let names = await interactor.localizedNames(in: language)
        return .content(PicturesViewModel(cards: [card(picked, names: names)], isRandom: true))
    }

    /// A picture with its caption's name in the language asked for.
    private func card(_ picture: PokemonPicture, names: LocalizedNames) -> PictureCard {
        PictureCard(picture, displayName: DisplayName.localized(picture.pokemon, names: names, language: language))
    }
}
