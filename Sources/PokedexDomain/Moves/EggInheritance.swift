/// Egg moves down an evolutionary line. A Pokémon that evolves hatches as its first stage, so
/// the egg moves of the stages before it are its own too (Gible's for Garchomp), as Bulbapedia
/// and Serebii list them; PokeAPI lists them only under the stage that hatches.
package enum EggInheritance {
    /// The longest line followed: a source whose species evolve in a circle ends there.
    package static let maxStages = 8

    /// The species `speciesID` evolves from, first stage first (Gible, Gabite for Garchomp);
    /// `parents` maps a species to the one it evolves from.
    package static func lineage(of speciesID: Int, parents: [Int: Int]) -> [Int] {
        var line: [Int] = []
        var current = speciesID
        while line.count < maxStages, let parent = parents[current], parent != speciesID, !line.contains(parent) {
            line.insert(parent, at: 0)
            current = parent
        }
        return line
    }

    /// The species that evolve from `speciesID`, at any distance, nearest first.
    package static func descendants(of speciesID: Int, parents: [Int: Int]) -> [Int] {
        var children: [Int: [Int]] = [:]
        for (child, parent) in parents { children[parent, default: []].append(child) }
        var found: [Int] = []
        var frontier = [speciesID]
        while !frontier.isEmpty, found.count < maxStages * 16 {
            frontier = frontier.flatMap { (children[$0] ?? []).sorted() }.filter {
                $0 != speciesID && !found.contains($0)
            }
            found += frontier
        }
        return found
    }

    /// The egg moves of `ancestors` (first stage first) that are not among `own`'s egg moves,
    /// each once, with the ancestor whose egg move it is.
    package static func inherited(
        own: [LearnedMove], ancestors: [(pokemonID: Int, moves: [LearnedMove])]
    ) -> [(move: LearnedMove, from: Int)] {
        var known = Set(own.filter { $0.method == .egg }.map(\.moveID))
        var found: [(move: LearnedMove, from: Int)] = []
        for ancestor in ancestors {
            for move in ancestor.moves where move.method == .egg && known.insert(move.moveID).inserted {
                found.append((move, ancestor.pokemonID))
            }
        }
        return found
    }

    /// For every move, the Pokémon that learn it in no game themselves but have it through a
    /// pre-evolution's egg move in a game where both have learnsets, each with that
    /// pre-evolution. Only a species' own Pokémon (whose id is the species') inherit: forms
    /// keep the moves PokeAPI gives them.
    package static func inheritedLearners(
        _ learnsets: [Learnset], parents: [Int: Int]
    ) -> [Int: [(pokemonID: Int, from: Int)]] {
        var byPokemon: [Int: [String: [LearnedMove]]] = [:]
        var learners: [Int: Set<Int>] = [:]
        for learnset in learnsets {
            byPokemon[learnset.pokemonID, default: [:]][learnset.versionGroup, default: []] += learnset.moves
            for move in learnset.moves { learners[move.moveID, default: []].insert(learnset.pokemonID) }
        }
        var found: [Int: [(pokemonID: Int, from: Int)]] = [:]
        for pokemonID in byPokemon.keys.sorted() {
            let line = lineage(of: pokemonID, parents: parents)
            guard !line.isEmpty, let games = byPokemon[pokemonID] else { continue }
            var given: Set<Int> = []
            for game in games.keys.sorted() {
                let ancestors = line.map { (pokemonID: $0, moves: byPokemon[$0]?[game] ?? []) }
                for egg in inherited(own: games[game] ?? [], ancestors: ancestors)
                where !(learners[egg.move.moveID]?.contains(pokemonID) ?? false)
                    && given.insert(egg.move.moveID).inserted
                {
                    found[egg.move.moveID, default: []].append((pokemonID, egg.from))
                }
            }
        }
        return found
    }

    /// Who has `moveID` in one game through a pre-evolution: the descendants of `eggLearners`
    /// (the Pokémon that learn it by egg there) that have a learnset in the game (`present`)
    /// and do not learn it there themselves (`learners`), each once, with its nearest learner.
    package static func inheritedLearners(
        eggLearners: [Int], learners: Set<Int>, present: Set<Int>, parents: [Int: Int]
    ) -> [(pokemonID: Int, from: Int)] {
        var found: [(pokemonID: Int, from: Int)] = []
        var given: Set<Int> = []
        for learner in eggLearners.sorted() {
            for descendant in descendants(of: learner, parents: parents)
            where present.contains(descendant) && !learners.contains(descendant) && given.insert(descendant).inserted {
                found.append((descendant, learner))
            }
        }
        return found.sorted { $0.pokemonID < $1.pokemonID }
    }
}
