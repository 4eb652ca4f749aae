import PokedexDomain
import Testing

/// Egg moves down a line, on a made-up family: 1 → 2 → 3, and 1 → 4.
@Suite struct EggInheritanceTests {
    let parents = [2: 1, 3: 2, 4: 1]

    @Test func aLineIsItsPreEvolutionsFirstStageFirst() {
        #expect(EggInheritance.lineage(of: 3, parents: parents) == [1, 2])
        #expect(EggInheritance.lineage(of: 1, parents: parents).isEmpty)
        #expect(EggInheritance.descendants(of: 1, parents: parents) == [2, 4, 3])
    }

    /// A source whose species evolve in a circle ends: no hang, no species twice.
    @Test func aCircleOfSpeciesEnds() {
        let circle = [1: 3, 2: 1, 3: 2]
        #expect(EggInheritance.lineage(of: 3, parents: circle) == [1, 2])
        #expect(EggInheritance.descendants(of: 1, parents: circle) == [2, 3])
    }

    @Test func theEggMovesOfTheLineComeOnceWithTheirStage() {
        let own = [LearnedMove(moveID: 10, method: .egg), LearnedMove(moveID: 11, method: .levelUp, level: 5)]
        let found = EggInheritance.inherited(
            own: own,
            ancestors: [
                (1, [LearnedMove(moveID: 10, method: .egg), LearnedMove(moveID: 12, method: .egg)]),
                (2, [LearnedMove(moveID: 12, method: .egg), LearnedMove(moveID: 13, method: .egg)]),
                (2, [LearnedMove(moveID: 14, method: .machine)]),
            ])
        #expect(found.map(\.move.moveID) == [12, 13])
        #expect(found.map(\.from) == [1, 2])
    }

    /// In any game: only Pokémon that never learn the move themselves, each once, in a game
    /// where they have a learnset.
    @Test func inheritedLearnersAreThoseThatNeverLearnItThemselves() {
        let learnsets = [
            Learnset(pokemonID: 1, versionGroup: "a", moves: [LearnedMove(moveID: 7, method: .egg)]),
            Learnset(pokemonID: 1, versionGroup: "b", moves: [LearnedMove(moveID: 8, method: .egg)]),
            Learnset(pokemonID: 2, versionGroup: "a", moves: [LearnedMove(moveID: 1, method: .levelUp, level: 1)]),
            Learnset(pokemonID: 3, versionGroup: "a", moves: [LearnedMove(moveID: 7, method: .machine)]),
            Learnset(pokemonID: 4, versionGroup: "a", moves: []),
        ]
        let found = EggInheritance.inheritedLearners(learnsets, parents: parents)
        #expect(found[7]?.map(\.pokemonID) == [2, 4])
        #expect(found[7]?.map(\.from) == [1, 1])
        // No one after 1 has a learnset in game b.
        #expect(found[8] == nil)
        let inOneGame = EggInheritance.inheritedLearners(
            eggLearners: [1], learners: [1, 3], present: [1, 2, 3], parents: parents)
        #expect(inOneGame.map(\.pokemonID) == [2])
    }
}
