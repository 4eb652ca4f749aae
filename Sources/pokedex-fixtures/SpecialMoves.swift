import Foundation
import PokedexData
import PokedexDomain

/// The moves Pokémon Showdown's learnsets mark as learnt by special means in generation 9
/// (`9R`): Pichu's Volt Tackle, hatched from a parent holding a Light Ball; Rotom's appliance
/// moves, Necrozma's and the crowned heroes' signature moves, learnt on changing form. PokeAPI's
/// Scarlet/Violet learnsets lack them; they are added there by PokeAPI's own methods
/// (`light-ball-egg`, `form-change`), so that `moves`, `move` and team legality count them.
enum SpecialMoves {
    struct Move: Sendable, Equatable {
        let pokemonID: Int
        /// Showdown's move id: `volttackle`.
        let move: String
        let method: String
    }

    static let versionGroup = "scarlet-violet"

    /// Every `9R` source of `learnsets.json`, as PokeAPI's Pokémon (by Showdown's name of it:
    /// `pokedex.json`'s, through `forms` where PokeAPI names it otherwise).
    static func read(showdown: URL, catalog: [PokemonSummary], forms: [FormsIndex.Form]) throws -> [Move] {
        func object(_ file: String) throws -> [String: [String: Any]] {
            let url = showdown.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path),
                let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
            else { throw GeneratorError("\(url.path): not there, or not Showdown's \(file)") }
            return object
        }
        let pokedex = try object("pokedex.json")
        let learnsets = try object("learnsets.json")
        let byName = Dictionary(catalog.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        let byForm = Dictionary(forms.map { ($0.name, $0.pokemonID) }, uniquingKeysWith: { first, _ in first })
        var moves: [Move] = []
        for (key, entry) in learnsets.sorted(by: { $0.key < $1.key }) {
            let learnset = entry["learnset"] as? [String: [String]] ?? [:]
            for (move, sources) in learnset.sorted(by: { $0.key < $1.key }) where sources.contains("9R") {
                guard let name = (pokedex[key]?["name"] as? String).map(NameKey.make),
                    let id = byName[name] ?? byForm[name]
                else {
                    throw GeneratorError("Showdown's \(key) learns \(move) specially but is no Pokémon of PokeAPI's")
                }
                moves.append(Move(pokemonID: id, move: move, method: key == "pichu" ? "light-ball-egg" : "form-change"))
            }
        }
        return moves
    }

    /// `learnsets` with the special moves in their Pokémon's Scarlet/Violet learnset, where it
    /// does not have them already.
    static func adding(
        _ special: [Move], moves: [PokedexDomain.Move], to learnsets: [(Int, [Learnset], Data?)]
    ) -> [(Int, [Learnset], Data?)] {
        let moveIDs = Dictionary(
            moves.map { ($0.name.filter { $0 != "-" }, $0.id) }, uniquingKeysWith: { first, _ in first })
        let byPokemon = Dictionary(grouping: special, by: \.pokemonID)
        return learnsets.map { id, sets, sample in
            guard let added = byPokemon[id] else { return (id, sets, sample) }
            var sets = sets
            let index =
                sets.firstIndex { $0.versionGroup == versionGroup }
                ?? {
                    sets.append(Learnset(pokemonID: id, versionGroup: versionGroup, moves: []))
                    return sets.count - 1
                }()
            var learned = sets[index].moves
            for move in added {
                guard let moveID = moveIDs[move.move], !learned.contains(where: { $0.moveID == moveID }) else {
                    continue
                }
                learned.append(LearnedMove(moveID: moveID, method: LearnMethod(name: move.method)))
            }
            sets[index] = Learnset(pokemonID: id, versionGroup: versionGroup, moves: learned)
            return (id, sets, sample)
        }
    }
}
