import PokedexDomain
import Synchronization

/// Encounters held in memory: none, unless a test gives some. For the layers above the data
/// where places and regional Pokédexes do not matter.
package struct InMemoryEncountersRepository: EncountersRepository {
    var dexes: [RegionalDex] = []

    package init(dexes: [RegionalDex] = []) {
        self.dexes = dexes
    }

    package func areas(of pokemonID: Int) async throws(RepositoryError) -> [AreaEncounters] { [] }
    package func areas(_ ids: [Int]) async throws(RepositoryError) -> [AreaEncounters] { [] }
    package func places(
        locations: Set<Int>, areas: Set<Int>, areasOf: Set<Int>, named: Bool
    ) async throws(RepositoryError) -> [Place] { [] }
    package func locationIDs() async throws(RepositoryError) -> [Int] { [] }
    package func placeKeys() async throws(RepositoryError) -> NameKeys { NameKeys(lines: []) }
    package func encounterTerms() async throws(RepositoryError) -> [EncounterTerm] { [] }
    package func encounterTerms(methods: Set<Int>, conditions: Set<Int>) async throws(RepositoryError)
        -> [EncounterTerm]
    { [] }
    package func regionalDexes() async throws(RepositoryError) -> [RegionalDex] { dexes }
    package func dexVersionGroups(ofSpecies speciesID: Int) async throws(RepositoryError) -> [String] {
        dexes.filter { $0.entries.contains { $0.speciesID == speciesID } }.flatMap(\.versionGroups)
    }
}

/// Pictures: none at all.
package struct NoPictures: SpriteRepository {
    package init() {}

    package func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite {
        throw .noImage
    }

    package func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String? { nil }
}

extension InMemoryMovesRepository {
    /// No games, moves, abilities, items or natures.
    package static var empty: InMemoryMovesRepository { InMemoryMovesRepository(games: [], moves: []) }
}

/// Marks held in memory, for the layers above the marks file.
package final class InMemoryMarks: MarksRepository {
    private let book: Mutex<MarkBook>
    package let today = "2026-11-28"

    package init(_ marks: [CaughtMark] = []) {
        book = Mutex(MarkBook(marks))
    }

    package var path: String { "/memory/caught.tsv" }

    package func read() throws(MarksError) -> MarkBook { book.withLock { $0 } }

    package func update<T>(_ change: (inout MarkBook) -> T) throws(MarksError) -> T {
        book.withLock { change(&$0) }
    }
}
