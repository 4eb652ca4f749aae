import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `moves`: a Pokémon's learnset in one game.
extension Presenter {
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
                    // Looked up once: the name, or none to show the English by.
                    let own = language == .en ? nil : names.name(of: .move, id: move.id, in: language)
                    var model = LearnsetRowModel(
                        name: move.name, displayName: own ?? move.displayName,
                        method: row.learned.method.name,
                        level: row.learned.level, machine: row.machine, type: move.type,
                        damageClass: move.damageClass, power: move.shownPower, accuracy: move.shownAccuracy,
                        pp: move.pp,
                        priority: move.priority)
                    model.from = row.from.map { Self.row($0, names: pokemonNames, language: language) }
                    model.plusLevel = row.learned.plusLevel
                    model.isEnglish = language != .en && own == nil
                    return model
                },
                games: result.games.map(\.name))
        model.gameDisplayNames = result.games.map(\.displayName)
        model.partDisplayName = result.part.map { DisplayName.titleCase($0.name) }
        return .content(model)
    }
}

extension Move {
    /// Its power, nil when it has none: PokeAPI gives 0 for some status moves and null for the
    /// rest, and a script must not have to tell the two apart.
    var shownPower: Int? { power.flatMap { $0 > 0 ? $0 : nil } }
    /// Its accuracy, nil when it never misses or has none (PokeAPI writes 0 for a few).
    var shownAccuracy: Int? { accuracy.flatMap { $0 > 0 ? $0 : nil } }
}

extension Presenter {
    /// `moves`: a Pokémon's learnset in one game.
    func learnset(of pokemon: String, game: String?, method: LearnMethod?) async throws(PokedexError) -> ViewState {
        let result = try await MovesInteractor(sources).learnset(of: pokemon, game: game, method: method)
        let names = await termNames()
        names.askAhead(result.rows.map { (.move, $0.move.id) })
        return Self.present(result, language: language, names: names, pokemonNames: await pokemonNames)
    }
}
