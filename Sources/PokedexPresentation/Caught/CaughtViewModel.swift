import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One mark as a screen shows it.
package struct MarkLine: Sendable, Equatable {
    /// `Vulpix`, `Alolan Vulpix`: the Pokémon's own name (its PokeAPI name when unknown).
    package let name: String
    package let species: String
    /// Empty for a default form.
    package let form: String
    /// PokeAPI's version group, and the game's name.
    package let game: String
    package let gameName: String
    package let shiny: Bool
    package let date: String

    package init(_ row: MarkRow) {
        name = row.pokemon?.displayName ?? row.mark.pokemonName
        species = row.mark.species
        form = row.mark.form
        game = row.mark.game
        gameName = row.game?.displayName ?? row.mark.game
        shiny = row.mark.shiny
        date = row.mark.date
    }
}

/// `pokedex caught add|remove|import|list`.
package enum CaughtViewModel: Sendable, Equatable {
    package enum Action: String, Sendable {
        case added, removed, imported
    }

    /// What a change did: `changed` the marks added or removed, `unchanged` those already so,
    /// `refused` the lines of an import that were not, `outsideDex` the Pokémon marked in a
    /// game whose Pokédexes do not list them.
    case changed(
        action: Action, path: String, changed: [MarkLine], unchanged: [MarkLine], refused: [MarkCSV.Refusal],
        outsideDex: [String])
    /// The marks, of one game (`game`, its name) or of all.
    case list(marks: [MarkLine], game: String?, path: String)

    package init(_ change: MarkChange, action: Action) {
        self = .changed(
            action: action, path: change.path, changed: change.changed.map(MarkLine.init),
            unchanged: change.unchanged.map(MarkLine.init), refused: change.refused,
            outsideDex: change.outsideDex.map { $0.pokemon?.displayName ?? $0.mark.pokemonName })
    }
}

extension CaughtViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { "Caught" }

    /// An import with refused lines failed (exit 2), whatever it added.
    package var failure: ErrorViewModel.Kind? {
        guard case .changed(_, _, _, _, let refused, _) = self, !refused.isEmpty else { return nil }
        return .usage
    }
}

/// `pokedex progress`: how much of each Pokédex the player has, or HOME's boxes.
package enum ProgressViewModel: Sendable, Equatable {
    /// `game`: the game's name, nil for every game.
    case dexes(game: String?, dexes: [DexProgress])
    case boxes(game: String?, slots: [Slot])

    package struct Slot: Sendable, Equatable {
        package let box: Int
        package let slot: Int
        package let name: String
        /// PokeAPI's name of the Pokémon.
        package let pokemon: String
        package let caught: Bool
        package let shiny: Bool

        package init(_ slot: BoxSlot) {
            box = slot.box
            self.slot = slot.slot
            name = slot.pokemon.displayName
            pokemon = slot.pokemon.name
            caught = slot.caught
            shiny = slot.shiny
        }
    }
}

extension ProgressViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { "Progress" }
    package var failure: ErrorViewModel.Kind? { nil }
}
