import PokedexData
import PokedexDomain
import PokedexPresentation

/// Where data comes from for this run: flags first, then the environment, then defaults.
package struct DataSettings: Sendable, Equatable {
    static let defaultAPI = "https://pokeapi.co/api/v2"
    static let defaultTimeout = 10.0
    static let defaultConcurrency = 8

    package var fixturesRoot: String?
    package var cacheRoot: String?
    /// The player's own data: their marks (`caught`).
    var marksRoot: String?
    var apiURL = defaultAPI
    package var policy = SourcePolicy()
    var timeout = defaultTimeout
    var concurrency = defaultConcurrency
    /// Where to look for the HTTP helper, `pokedex-http`: beside the executable (the build
    /// tree), then `PREFIX/lib/pokedex` (an install).
    var helperDirectories: [String] = []
    /// Where PokeAPI's pictures are: `https://raw.githubusercontent.com/PokeAPI/sprites/master`.
    var spriteURL = SpriteIndex.defaultHost
    /// Whether an entry (`show`, the full-screen detail) comes with its picture: decided from
    /// the terminal at start-up.
    package var entryPictures = false
    /// Whether an entry says where it is met in its latest game (a line for a person at a
    /// terminal; its games are said everywhere).
    package var entryPlaces = false
    /// What `where` and `location` work out: lines for text, PokeAPI's records for JSON.
    var encounters = Presenter.EncounterShape.both
    /// Whether a list's rows carry their base stats: JSON prints them; text shows only those of
    /// a column a sort or condition asks for, which are read whatever this says.
    var listStats = true
    /// Whether the output is rows for tools (text piped): `compare` then reads only rows and
    /// base stats.
    var rowsForTools = false
    /// The language of names and genera (`--lang`, `POKEDEX_LANG`).
    package var language: Language = .en
    /// Whether what the use cases answer is handed to the container's `keep` once its screen
    /// is made: for a command that prints and exits, not a browsing session, which would keep
    /// every screen it ever showed.
    package var keepsAnswers = false

    /// `keep` where the answers are kept (`keepsAnswers`), else nil: let them go.
    func keeping(_ keep: @escaping @Sendable (any Sendable) -> Void) -> (@Sendable (any Sendable) -> Void)? {
        keepsAnswers ? keep : nil
    }

    package init() {}

    /// A warning when PokeAPI would be asked over plain HTTP beyond this machine.
    var insecureAPIWarning: String? {
        guard !policy.offline, let address = WebAddress(apiURL), !address.isSecure, !address.isLoopback else {
            return nil
        }
        return "warning: \(apiURL) is plain http:// to another machine; its answers can be read and changed on the way."
    }

    /// The folder of the player's own data: `POKEDEX_DATA_DIR`, else `$XDG_DATA_HOME/pokedex`,
    /// else `~/.local/share/pokedex`; nil when none can be named.
    static func dataFolder(environment: [String: String]) -> String? {
        if let explicit = environment["POKEDEX_DATA_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return LocalFile.join(xdg, "pokedex") }
        if let home = environment["HOME"], !home.isEmpty { return LocalFile.join(home, ".local/share/pokedex") }
        return nil
    }

    /// The cache folder for this environment: `POKEDEX_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/pokedex`, else `~/.cache/pokedex`; nil when none can be named.
    static func cacheFolder(environment: [String: String]) -> String? {
        if let explicit = environment["POKEDEX_CACHE_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return LocalFile.join(xdg, "pokedex") }
        if let home = environment["HOME"], !home.isEmpty { return LocalFile.join(home, ".cache/pokedex") }
        return nil
    }

    /// The options (the environment already filled in by the option table), then the
    /// defaults; the bundled data and the cache folder from their environment variables.
    static func resolve(
        _ options: NetworkOptions, environment: [String: String], executablePath: String?
    ) -> DataSettings {
        var settings = DataSettings()
        settings.fixturesRoot = FixtureLocator.locate(environment: environment, executablePath: executablePath)
        settings.cacheRoot = cacheFolder(environment: environment)
        settings.marksRoot = dataFolder(environment: environment)
        settings.apiURL = options.apiURL ?? defaultAPI
        settings.spriteURL = options.spriteURL ?? SpriteIndex.defaultHost
        settings.policy.offline = options.offline
        settings.policy.refresh = options.refresh
        if let maxAge = options.maxAge { settings.policy.maxAge = maxAge }
        settings.language = options.language ?? .en
        settings.timeout = options.timeout ?? defaultTimeout
        settings.concurrency = options.concurrency ?? defaultConcurrency
        if let executablePath {
            let binDirectory = FixtureLocator.parent(of: executablePath)
            settings.helperDirectories = [
                binDirectory, LocalFile.join(FixtureLocator.parent(of: binDirectory), "lib/pokedex"),
            ]
        }
        return settings
    }
}
