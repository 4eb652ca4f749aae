import PokedexDomain
import PokedexInteractors
import Testing

/// A use case's error read at best effort: damaged data it carries is noted, as the
/// repository's own is; any other of its errors only means the part is missing.
@Suite struct BestEffortTests {
    @Test func aUseCasesErrorCarryingDamagedDataIsNoted() async {
        let damaged = RepositoryError.malformed(resource: "pokedex-moves.tsv", reason: "line 9 is not a move row")
        let notes = UnreadableData()
        let answers = await UnreadableData.$current.withValue(notes) {
            [
                await bestEffort { () async throws(PokedexError) -> Int in throw .repository(damaged) },
                await bestEffort { () async throws(PokedexError) -> Int in throw .invalidArgument("a status move") },
                await bestEffort { () async throws(PokedexError) -> Int in throw .repository(.notFound(resource: "x"))
                },
            ]
        }
        #expect(answers == [nil, nil, nil])
        #expect(notes.errors == [damaged])
    }
}
