import PokedexData
import PokedexDomain

/// Where data comes from for this run: flags first, then the environment, then defaults.
public struct DataSettings: Sendable, Equatable {
    public static let defaultAPI = "https://pokeapi.co/api/v2"
    public static let defaultTimeout = 10.0
    public static let defaultConcurrency = 8

    public var fixturesRoot: String?
    public var cacheRoot: String?
    public var apiURL = defaultAPI
    public var policy = SourcePolicy()
    public var timeout = defaultTimeout
    public var concurrency = defaultConcurrency
    /// Where to look for the HTTP library.
    public var libraryDirectories: [String] = []
    /// The language of names and genera (`--lang`, `POKEDEX_LANG`).
    public var language: Language = .en

    public init() {}

    /// A warning when PokeAPI would be asked over plain HTTP beyond this machine.
    public var insecureAPIWarning: String? {
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

    /// `--api-url` or `POKEDEX_API_URL`; `--offline` or `POKEDEX_OFFLINE=1`; `--max-age` or
    /// `POKEDEX_MAX_AGE`; the cache folder from `POKEDEX_CACHE_DIR`, `XDG_CACHE_HOME` or `HOME`.
    public static func resolve(
        _ options: NetworkOptions, environment: [String: String], executablePath: String?
    ) throws(UsageError) -> DataSettings {
        var settings = DataSettings()
        settings.fixturesRoot = FixtureLocator.locate(environment: environment, executablePath: executablePath)
        settings.cacheRoot = DiskCache.defaultRoot(environment: environment)
        if let url = options.apiURL {
            settings.apiURL = url
        } else if let url = environment["POKEDEX_API_URL"], !url.isEmpty {
            settings.apiURL = try OptionValues.apiURL(url, source: "POKEDEX_API_URL")
        }
        let offlineVariable =
            environment["POKEDEX_OFFLINE"].map { ["1", "true", "yes", "on"].contains($0.lowercased()) } ?? false
        settings.policy.offline = options.offline || (offlineVariable && !options.refresh)
        settings.policy.refresh = options.refresh
        if let maxAge = options.maxAge {
            settings.policy.maxAge = maxAge
        } else if let maxAge = environment["POKEDEX_MAX_AGE"], !maxAge.isEmpty {
            settings.policy.maxAge = try OptionValues.duration(maxAge, source: "POKEDEX_MAX_AGE")
        }
        if let language = options.language {
            settings.language = language
        } else if let code = environment["POKEDEX_LANG"], !code.isEmpty {
            settings.language = try OptionValues.language(code, source: "POKEDEX_LANG")
        }
        settings.timeout = options.timeout ?? defaultTimeout
        settings.concurrency = options.concurrency ?? defaultConcurrency
        if let executablePath {
            let binDirectory = FixtureLocator.parent(of: FixtureLocator.realPath(executablePath))
            settings.libraryDirectories = [
                binDirectory, LocalFile.join(FixtureLocator.parent(of: binDirectory), "lib/pokedex"),
            ]
        }
        return settings
    }
}
