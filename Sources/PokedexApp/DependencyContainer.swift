import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexNetwork
import PokedexPlatform
import PokedexPresentation

/// The object graph, built once by hand: every concrete type the program uses is chosen here
/// and handed to its users through their initialisers. Tests build their own with fakes.
package struct DependencyContainer: Sendable {
    package let presenter: Presenter
    package let repository: any PokedexRepository
    /// Moves, learnsets, abilities, items and natures.
    package let moves: any MovesRepository
    /// Encounters, places and regional Pokédexes.
    let encounters: any EncountersRepository
    /// Pictures.
    let sprites: any SpriteRepository
    /// The pictures' store, for `sync --sprites`; nil in graphs built by tests.
    private(set) var spriteStore: PokeAPISpriteRepository?
    /// Notes for stderr that the data layer gathered while the command ran.
    let diagnostics: Diagnostics
    let cache: DiskCache?
    /// The player's marks; nil when no folder can be named for them.
    let marks: (any MarksRepository)?
    /// PokeAPI over HTTP through the helper, started on first use; nil when offline.
    let network: (any APITransport & ImageTransport)?
    let settings: DataSettings

    /// The graph around any repository: the seam tests use.
    init(
        repository: any PokedexRepository, moves: any MovesRepository, sprites: any SpriteRepository,
        encounters: any EncountersRepository,
        diagnostics: Diagnostics = Diagnostics(),
        settings: DataSettings = DataSettings(), cache: DiskCache? = nil,
        network: (any APITransport & ImageTransport)? = nil, marks: (any MarksRepository)? = nil,
        keep: @escaping @Sendable (any Sendable) -> Void = { _ in }
    ) {
        self.repository = repository
        self.moves = moves
        self.encounters = encounters
        self.sprites = sprites
        presenter = Presenter(
            Repositories(
                pokedex: repository, moves: moves, sprites: sprites, encounters: encounters, marks: marks),
            entryPictures: settings.entryPictures, entryPlaces: settings.entryPlaces, language: settings.language,
            encounters: settings.encounters, listStats: settings.listStats, rowsForTools: settings.rowsForTools,
            keep: settings.keeping(keep) ?? { _ in })
        self.diagnostics = diagnostics
        self.settings = settings
        self.cache = cache
        self.network = network
        self.marks = marks
    }

    /// The player's own Pokédex over this graph's data; nil when there is no folder for marks.
    var caught: CaughtInteractor? { CaughtInteractor(presenter.sources) }

    /// The production graph: the disk cache, the bundled fixtures and PokeAPI, in that order.
    /// `bundle` gives the owner of the bundled files found at a root: a new one, read as the
    /// command asks; tests that run many commands in one process hand the same one to each.
    /// `keep`: given what the use cases answered, once their screens are made (`Presenter`),
    /// where the settings say so.
    package init(
        settings: DataSettings, bundle: (_ root: String) -> BundledData = BundledData.init(root:),
        keep: @escaping @Sendable (any Sendable) -> Void = { _ in }
    ) {
        let diagnostics = Diagnostics()
        let network: (any APITransport & ImageTransport)? =
            settings.policy.offline
            ? nil
            : LazyHTTPTransport(
                settings: HTTPTransport.Settings(baseURL: settings.apiURL, timeout: settings.timeout),
                helperDirectories: settings.helperDirectories, concurrency: settings.concurrency)
        let cache = settings.cacheRoot.map(DiskCache.init)
        // The one owner of the bundled files: each is read once, whichever repository asks.
        let bundled = settings.fixturesRoot.map(bundle)
        let store = ResourceStore(
            policy: settings.policy, cache: cache,
            fixtures: bundled.map { FixtureTransport(files: $0.files) }, network: network, diagnostics: diagnostics,
            keep: settings.keeping(keep))
        let repository = PokeAPIRepository(
            store: store, bundled: bundled, diagnostics: diagnostics)
        let moves = PokeAPIMovesRepository(bundled: bundled, store: store, diagnostics: diagnostics)
        let sprites = PokeAPISpriteRepository(
            settings: PokeAPISpriteRepository.Settings(
                host: settings.spriteURL, apiURL: settings.apiURL,
                bundled: bundled),
            store: store, cache: cache, network: network, diagnostics: diagnostics)
        self.init(
            repository: repository, moves: moves, sprites: sprites,
            encounters: PokeAPIEncountersRepository(bundled: bundled, language: settings.language),
            diagnostics: diagnostics, settings: settings,
            cache: cache, network: network,
            marks: settings.marksRoot.map { MarkStore(folder: $0, interrupted: { Signals.interrupts > 0 }) },
            keep: keep)
        spriteStore = sprites
    }
}
