import PokedexData
import PokedexDomain

/// Where data comes from for this run: flags first, then the environment, then defaults.
package struct DataSettings: Sendable, Equatable {
    package static let defaultAPI = "https://pokeapi.co/api/v2"
    package static let defaultTimeout = 10.0
    package static let defaultConcurrency = 8

    package var fixturesRoot: String?
    package var cacheRoot: String?
    package var apiURL = defaultAPI
    package var policy = SourcePolicy()
    package var timeout = defaultTimeout
    package var concurrency = defaultConcurrency
    /// Where to look for the HTTP helper, `pokedex-http`: beside the executable (the build
    /// tree), then `PREFIX/lib/pokedex` (an install).
    package var helperDirectories: [String] = []
    /// Where PokeAPI's pictures are: `https://raw.githubusercontent.com/PokeAPI/sprites/master`.
    package var spriteURL = SpriteIndex.defaultHost
    /// Whether an entry (`show`, the full-screen detail) comes with its picture: decided from
    /// the terminal at start-up.
    package var entryPictures = false
    /// The language of names and genera (`--lang`, `POKEDEX_LANG`).
    package var language: Language = .en

    package init() {}

    /// A warning when PokeAPI would be asked over plain HTTP beyond this machine.
    package var insecureAPIWarning: String? {
        guard !policy.offline, apiURL.lowercased().hasPrefix("http://") else { return nil }
        let rest = apiURL.dropFirst("http://".count)
        let authority = rest.prefix { $0 != "/" }
        let host =
            authority.hasPrefix("[")
            ? String(authority.prefix { $0 != "]" }.dropFirst()) : String(authority.prefix { $0 != ":" })
        let loopback = host == "localhost" || host.hasPrefix("127.") || host == "::1"
        return loopback
            ? nil
            : "warning: \(apiURL) is plain http:// to another machine; its answers can be read and changed on the way."
    }

    /// The options (the environment already filled in by the option table), then the
    /// defaults; the bundled data and the cache folder from their environment variables.
    package static func resolve(
        _ options: NetworkOptions, environment: [String: String], executablePath: String?
    ) -> DataSettings {
        var settings = DataSettings()
        settings.fixturesRoot = FixtureLocator.locate(environment: environment, executablePath: executablePath)
        settings.cacheRoot = DiskCache.defaultRoot(environment: environment)
        settings.apiURL = options.apiURL ?? defaultAPI
        settings.spriteURL = options.spriteURL ?? SpriteIndex.defaultHost
        settings.policy.offline = options.offline
        settings.policy.refresh = options.refresh
        if let maxAge = options.maxAge { settings.policy.maxAge = maxAge }
        settings.language = options.language ?? .en
        settings.timeout = options.timeout ?? defaultTimeout
        settings.concurrency = options.concurrency ?? defaultConcurrency
        if let executablePath {
            let binDirectory = FixtureLocator.parent(of: FixtureLocator.realPath(executablePath))
            settings.helperDirectories = [
                binDirectory, LocalFile.join(FixtureLocator.parent(of: binDirectory), "lib/pokedex"),
            ]
        }
        return settings
    }
}
