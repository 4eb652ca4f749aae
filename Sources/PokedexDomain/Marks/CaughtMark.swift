/// One thing the player has: a Pokémon (a species, and a form of it or its default), in a
/// game, shiny or not, since a day.
package struct CaughtMark: Sendable, Hashable {
    /// PokeAPI's species name: `vulpix`.
    package var species: String
    /// The form, as the part of PokeAPI's Pokémon name after the species' (`alola` for
    /// `vulpix-alola`); empty for the species' default form.
    package var form: String
    /// PokeAPI's version group: `scarlet-violet` (a downloadable part is filed under its game).
    package var game: String
    package var shiny: Bool
    /// The day it was marked, `YYYY-MM-DD`.
    package var date: String

    package init(species: String, form: String = "", game: String, shiny: Bool = false, date: String) {
        self.species = species
        self.form = form
        self.game = game
        self.shiny = shiny
        self.date = date
    }

    /// What makes two marks the same mark: all but the day.
    package struct Key: Sendable, Hashable, Comparable {
        package let game: String
        package let species: String
        package let form: String
        package let shiny: Bool

        /// By game, species and form, byte by byte (they are PokeAPI's ASCII names: no Unicode
        /// ordering is needed, nor paid for), then plain before shiny.
        package static func < (lhs: Key, rhs: Key) -> Bool {
            for (left, right) in [(lhs.game, rhs.game), (lhs.species, rhs.species), (lhs.form, rhs.form)]
            where left != right {
                return left.utf8.lexicographicallyPrecedes(right.utf8)
            }
            return !lhs.shiny && rhs.shiny
        }
    }

    package var key: Key { Key(game: game, species: species, form: form, shiny: shiny) }

    /// PokeAPI's name of the Pokémon marked: `vulpix-alola`; the species' own for its default.
    package var pokemonName: String { form.isEmpty ? species : species + "-" + form }

    /// The form of `pokemon` as a mark writes it: empty for a default form, the part after the
    /// species' name otherwise (the whole name when it does not start with it).
    package static func form(of pokemon: PokemonSummary) -> String {
        guard !pokemon.isDefault else { return "" }
        let prefix = pokemon.speciesName + "-"
        return pokemon.name.hasPrefix(prefix) ? String(pokemon.name.dropFirst(prefix.count)) : pokemon.name
    }
}

/// Every mark the player has, one of each, in a fixed order (by game, species, form, then
/// plain before shiny), so that the file they are kept in reads and diffs well.
package struct MarkBook: Sendable, Equatable {
    package private(set) var marks: [CaughtMark.Key: CaughtMark] = [:]

    package init(_ marks: some Sequence<CaughtMark> = [], capacity: Int = 0) {
        self.marks.reserveCapacity(capacity)
        for mark in marks where self.marks[mark.key] == nil { self.marks[mark.key] = mark }
    }

    package var isEmpty: Bool { marks.isEmpty }
    package var count: Int { marks.count }

    /// In the book's order.
    package var sorted: [CaughtMark] { marks.keys.sorted().compactMap { marks[$0] } }

    package func contains(_ mark: CaughtMark) -> Bool { marks[mark.key] != nil }

    /// Adds `mark` unless the book has it (then its first day stays); whether it was added.
    @discardableResult
    package mutating func add(_ mark: CaughtMark) -> Bool {
        guard marks[mark.key] == nil else { return false }
        marks[mark.key] = mark
        return true
    }

    /// Removes the mark like `mark` (whatever its day); whether there was one.
    @discardableResult
    package mutating func remove(_ mark: CaughtMark) -> Bool {
        marks.removeValue(forKey: mark.key) != nil
    }

    /// The marks of `game`, or of every game.
    package func marks(in game: String?) -> [CaughtMark] {
        sorted.filter { game == nil || $0.game == game }
    }

    /// What the player has, for a list: the species with any mark, and the Pokémon (forms
    /// apart) marked, in `game` (every game when nil), shiny ones only when `shiny`.
    package func holdings(in game: String?, shiny: Bool = false) -> Holdings {
        var holdings = Holdings()
        for mark in marks.values where (game == nil || mark.game == game) && (!shiny || mark.shiny) {
            holdings.species.insert(mark.species)
            holdings.pokemon.insert(mark.pokemonName)
            if mark.shiny {
                holdings.shinySpecies.insert(mark.species)
                holdings.shinyPokemon.insert(mark.pokemonName)
            }
        }
        return holdings
    }
}

/// What the player has in a game (or in all), by PokeAPI names.
package struct Holdings: Sendable, Equatable {
    package var species: Set<String> = []
    package var pokemon: Set<String> = []
    package var shinySpecies: Set<String> = []
    package var shinyPokemon: Set<String> = []

    package init() {}

    /// Whether a row of a list is had: a species' default form when any form of it is (a
    /// Pokédex counts species), another form only when that form is.
    package func has(_ pokemon: PokemonSummary) -> Bool {
        pokemon.isDefault ? species.contains(pokemon.speciesName) : self.pokemon.contains(pokemon.name)
    }

    package func hasShiny(_ pokemon: PokemonSummary) -> Bool {
        pokemon.isDefault ? shinySpecies.contains(pokemon.speciesName) : shinyPokemon.contains(pokemon.name)
    }
}

/// `list --caught` and `--missing`.
package enum CaughtFilter: String, Sendable, Hashable {
    case caught, missing
}
