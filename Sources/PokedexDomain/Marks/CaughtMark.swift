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
        let shiny: Bool

        /// By game, species and form, byte by byte (they are PokeAPI's ASCII names: no Unicode
        /// ordering is needed, nor paid for), then plain before shiny. Strings Swift calls equal
        /// are equal; for text that is not ASCII, byte order then is no total order (`é` written
        /// whole and as `e` and an accent are equal, yet stand either side of `z`), which no
        /// mark meets: a marks file holds only names `MarkFile.isName` accepts.
        package static func < (lhs: Key, rhs: Key) -> Bool {
            CaughtMark.order(lhs.game, lhs.species, lhs.form, lhs.shiny, rhs.game, rhs.species, rhs.form, rhs.shiny)
                < 0
        }
    }

    package var key: Key { Key(game: game, species: species, form: form, shiny: shiny) }

    /// Where `self` goes against `other` in a book: below zero before it, zero for the same
    /// mark (whatever the day), above zero after it.
    func order(against other: CaughtMark) -> Int {
        Self.order(game, species, form, shiny, other.game, other.species, other.form, other.shiny)
    }

    private static func order(
        _ game: String, _ species: String, _ form: String, _ shiny: Bool,
        _ otherGame: String, _ otherSpecies: String, _ otherForm: String, _ otherShiny: Bool
    ) -> Int {
        func compared(_ left: String, _ right: String) -> Int {
            guard left != right else { return 0 }
            // Byte by byte where they lie (a generic walk of the views was a tenth of `caught add`).
            let inPlace = left.utf8.withContiguousStorageIfAvailable { one in
                right.utf8.withContiguousStorageIfAvailable { other in
                    for (a, b) in zip(one, other) where a != b { return a < b ? -1 : 1 }
                    return one.count < other.count ? -1 : 1
                }
            }
            return inPlace.flatMap { $0 } ?? (left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1)
        }
        let byName = compared(game, otherGame)
        guard byName == 0 else { return byName }
        let bySpecies = compared(species, otherSpecies)
        guard bySpecies == 0 else { return bySpecies }
        let byForm = compared(form, otherForm)
        guard byForm == 0 else { return byForm }
        return shiny == otherShiny ? 0 : shiny ? 1 : -1
    }

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
/// plain before shiny), so that the file they are kept in reads and diffs well. Kept in that
/// order: the file is written in it, so reading one appends each mark, and a lookup is a
/// binary search.
package struct MarkBook: Sendable, Equatable {
    /// In the book's order.
    package private(set) var sorted: [CaughtMark] = []

    package init(_ marks: [CaughtMark] = [], capacity: Int = 0) {
        sorted.reserveCapacity(capacity)
        for mark in marks { add(mark) }
    }

    package var isEmpty: Bool { sorted.isEmpty }
    package var count: Int { sorted.count }

    package func contains(_ mark: CaughtMark) -> Bool { place(of: mark).found }

    /// Adds `mark` unless the book has it (then its first day stays); whether it was added.
    @discardableResult
    package mutating func add(_ mark: CaughtMark) -> Bool {
        // A file read in order: after the last.
        if let last = sorted.last, mark.order(against: last) > 0 {
            sorted.append(mark)
            return true
        }
        let (index, found) = place(of: mark)
        guard !found else { return false }
        sorted.insert(mark, at: index)
        return true
    }

    /// Removes the mark like `mark` (whatever its day); whether there was one.
    @discardableResult
    package mutating func remove(_ mark: CaughtMark) -> Bool {
        let (index, found) = place(of: mark)
        if found { sorted.remove(at: index) }
        return found
    }

    /// Where `mark` is, or would go.
    private func place(of mark: CaughtMark) -> (index: Int, found: Bool) {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            let order = sorted[middle].order(against: mark)
            if order == 0 { return (middle, true) }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The marks of `game`, or of every game.
    package func marks(in game: String?) -> [CaughtMark] {
        sorted.filter { game == nil || $0.game == game }
    }

    /// What the player has, for a list: the species with any mark, and the Pokémon (forms
    /// apart) marked, in `game` (every game when nil), shiny ones only when `shiny`.
    package func holdings(in game: String?, shiny: Bool = false) -> Holdings {
        let counted = { (mark: CaughtMark) in (game == nil || mark.game == game) && (!shiny || mark.shiny) }
        var holdings = Holdings()
        // Made at their size: grown an insertion at a time, the two sets of three hundred marks
        // were made anew eighteen times, every name hashed again each time.
        let count = sorted.count(where: counted)
        holdings.species = NameSet(minimumCapacity: count)
        holdings.pokemon = NameSet(minimumCapacity: count)
        for mark in sorted where counted(mark) {
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
    package var species = NameSet()
    package var pokemon = NameSet()
    var shinySpecies = NameSet()
    package var shinyPokemon = NameSet()

    package init() {}

    /// Whether a row of a list is had: a species' default form when any form of it is (a
    /// Pokédex counts species), another form only when that form is.
    package func has(_ pokemon: PokemonSummary) -> Bool {
        pokemon.isDefault ? species.contains(pokemon.speciesName) : self.pokemon.contains(pokemon.name)
    }

    package func hasShiny(_ pokemon: PokemonSummary) -> Bool {
        pokemon.isDefault ? shinySpecies.contains(pokemon.speciesName) : shinyPokemon.contains(pokemon.name)
    }

    /// What a row of a list is marked: not had, had, or had shiny (as a list's tab-separated
    /// rows write it: empty, `caught`, `shiny`).
    package enum Mark: String, Sendable, Equatable {
        case none = ""
        case caught, shiny
    }

    /// A shiny mark is a mark: only a row had is asked whether it is had shiny.
    package func mark(_ pokemon: PokemonSummary) -> Mark {
        has(pokemon) ? (hasShiny(pokemon) ? .shiny : .caught) : .none
    }
}

/// `list --caught` and `--missing`.
package enum CaughtFilter: String, Sendable, Hashable {
    case caught, missing
}
