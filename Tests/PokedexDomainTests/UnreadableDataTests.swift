import PokedexDomain
import Testing

/// A part read at best effort: a damaged file is noted for the command running, once; a
/// missing part is not; nothing is noted when no command is bound.
@Suite struct UnreadableDataTests {
    @Test func aDamagedFileIsNotedOnceAndAMissingPartIsNot() async {
        let damaged = RepositoryError.malformed(resource: "pokedex-stats.tsv", reason: "line 4 is not a stats row")
        let notes = UnreadableData()
        let answers = await UnreadableData.$current.withValue(notes) {
            [
                await bestEffort { () async throws(RepositoryError) -> Int in throw damaged },
                bestEffortNow { () throws(RepositoryError) -> Int in throw damaged },
                bestEffortNow { () throws(RepositoryError) -> Int in throw .notFound(resource: "pokemon/0") },
                await bestEffort { () async throws(RepositoryError) -> Int in throw .network(resource: "x", reason: "y")
                },
                await bestEffort { () async throws(RepositoryError) -> Int in 7 },
            ]
        }
        #expect(answers == [nil, nil, nil, nil, 7])
        #expect(notes.errors == [damaged])
    }

    @Test func aTaskOfTheCommandNotesForIt() async {
        let notes = UnreadableData()
        await UnreadableData.$current.withValue(notes) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    _ = bestEffortNow { () throws(RepositoryError) -> Int in
                        throw .malformed(resource: "a", reason: "b")
                    }
                }
            }
        }
        #expect(notes.errors == [.malformed(resource: "a", reason: "b")])
        // Outside the command: nowhere to note, and no failure.
        #expect(
            bestEffortNow { () throws(RepositoryError) -> Int in throw .malformed(resource: "c", reason: "d") } == nil)
        #expect(notes.errors.count == 1)
    }
}
