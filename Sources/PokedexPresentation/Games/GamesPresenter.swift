import PokedexDomain
import PokedexInteractors

extension Presenter {
    /// `games`: every game, or the one `name` means.
    func games(_ name: String?) async throws(PokedexError) -> ViewState {
        let found = try await GamesInteractor(sources).games(name)
        return Self.present(games: found.games, catalog: found.catalog, single: name != nil)
    }

    package static func present(games: [VersionGroup], catalog: GameCatalog, single: Bool) -> ViewState {
        .content(
            GamesViewModel(
                games: games.map { group in
                    // A group's name is its versions' names joined by "/".
                    let split = group.displayName.split(separator: "/").map(String.init)
                    return GamesViewModel.Game(
                        name: group.name, displayName: group.displayName, generation: group.generation,
                        versions: group.versions,
                        versionNames: split.count == group.versions.count
                            ? split : group.versions.map(DisplayName.titleCase),
                        shortNames: GameCatalog.abbreviations[group.name] ?? [],
                        partOf: GameCatalog.baseGames[group.name].flatMap(catalog.group(named:)).map {
                            GamesViewModel.Base(name: $0.name, displayName: $0.displayName)
                        })
                }, single: single))
    }
}
