import Foundation
import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexPresentation

/// The object graph, built once by hand: every concrete type the program uses is chosen here
/// and handed to its users through their initialisers. Tests build their own with fakes.
public struct DependencyContainer: Sendable {
    public let presenter: Presenter

    /// The graph around any repository: the seam tests use.
    public init(repository: any PokedexRepository) {
        presenter = Presenter(
            list: ListInteractor(repository: repository),
            detail: DetailInteractor(repository: repository),
            search: SearchInteractor(repository: repository)
        )
    }

    /// The production graph: PokeAPI's JSON from the fixtures folder.
    public init(fixturesRoot: String) {
        self.init(repository: PokeAPIRepository(
            transport: FixtureTransport(root: fixturesRoot),
            catalogSource: IndexFileCatalog(fixturesRoot: fixturesRoot)
        ))
    }
}
