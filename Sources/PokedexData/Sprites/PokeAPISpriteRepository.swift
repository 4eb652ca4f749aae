import FoundationEssentials
import PokedexDomain
import PokedexImage

/// Pictures from PokeAPI's sprite host, kept in the disk cache beside the JSON. Which pictures
/// exist comes from the bundled sprite index (so a known Pokémon costs one request: the image);
/// a Pokémon the index does not know is looked up in its `/pokemon` resource, whose URLs are
/// followed only to the API's host or the sprite host, over https (or http on loopback).
package struct PokeAPISpriteRepository: SpriteRepository {
    package struct Settings: Sendable {
        /// `https://raw.githubusercontent.com/PokeAPI/sprites/master`, with no trailing slash.
        var host: String
        /// PokeAPI's base URL: its host may serve pictures too.
        var apiURL: String
        /// The bundled data, whose sprite index says which pictures PokeAPI has.
        var bundled: BundledData?

        package init(host: String, apiURL: String, bundled: BundledData?) {
            self.host = host.hasSuffix("/") ? String(host.dropLast()) : host
            self.apiURL = apiURL
            self.bundled = bundled
        }
    }

    private let settings: Settings
    private let store: ResourceStore
    private let cache: DiskCache?
    private let network: (any ImageTransport)?
    private let diagnostics: Diagnostics

    package init(
        settings: Settings, store: ResourceStore, cache: DiskCache?, network: (any ImageTransport)?,
        diagnostics: Diagnostics
    ) {
        self.settings = settings
        self.store = store
        self.cache = cache
        self.network = network
        self.diagnostics = diagnostics
    }

    package func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String? {
        try? await url(of: pokemon, variant: variant) as String
    }

    package func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite {
        let policy = store.policy
        let maxAge = policy.offline ? Double.infinity : policy.maxAge
        if !policy.refresh, let cache, let entry = cache.readSprite(id: pokemon.id, variant: variant),
            entry.age < maxAge
        {
            if let sprite = try? decode(entry.data, variant: variant, url: cachedURL(pokemon, variant)) {
                return sprite
            }
            cache.removeSprite(id: pokemon.id, variant: variant)
        }
        let url: String = try await self.url(of: pokemon, variant: variant)
        if !policy.refresh, let age = cache?.missingSpriteAge(id: pokemon.id, variant: variant, url: url),
            age < (policy.offline ? .infinity : min(maxAge, SpriteCacheEntry.missingMaxAge))
        {
            throw .noImage
        }
        var failure = SpriteError.repository(
            .unavailable(
                reason: "the \(variant.description) of \(pokemon.displayName) is not cached, and the run is offline"))
        if !policy.offline, let network {
            do throws(RepositoryError) {
                let png = try await network.fetchImage(url)
                let sprite = try decode(Data(png), variant: variant, url: url)
                try? cache?.writeSprite(Data(png), id: pokemon.id, variant: variant)
                return sprite
            } catch {
                switch error {
                case .notFound:
                    try? cache?.markSpriteMissing(id: pokemon.id, variant: variant, url: url)
                    throw .noImage
                case .cancelled, .misconfigured: throw .repository(error)
                default: failure = .host(error)
                }
            }
        }
        // The host failed or was not asked: an old picture beats none.
        if let entry = cache?.readSprite(id: pokemon.id, variant: variant),
            let sprite = try? decode(entry.data, variant: variant, url: url)
        {
            if !policy.offline, case .host(let cause) = failure {
                diagnostics.note(
                    "Using a cached picture from \(ResourceStore.describe(age: entry.age)) ago: "
                        + ResourceStore.describe(cause))
            }
            return sprite
        }
        throw failure
    }

    /// `sync --sprites`: one picture into the cache, unless it is there and fresh, or PokeAPI
    /// is known to have none (from the bundled index, or a 404 remembered).
    package func syncSprite(of pokemon: PokemonSummary, variant: SpriteVariant, maxAge: Double) async
        -> CacheSync.Outcome
    {
        guard let cache else { return .fatal(.unavailable(reason: "no cache folder")) }
        if let entry = cache.readSprite(id: pokemon.id, variant: variant), entry.age < maxAge { return .skipped }
        if Task.isCancelled { return .cancelled }
        guard let network else { return .fatal(.unavailable(reason: "the run is offline")) }
        var url: String?
        do throws(SpriteError) {
            let address: String = try await self.url(of: pokemon, variant: variant)
            url = address
            if let age = cache.missingSpriteAge(id: pokemon.id, variant: variant, url: address),
                age < min(maxAge, SpriteCacheEntry.missingMaxAge)
            {
                return .missing
            }
            let png = try await fetchChecked(address, network: network, variant: variant)
            // A cache that cannot be written ends the sync: nothing after it could be kept.
            do throws(RepositoryError) {
                try cache.writeSprite(Data(png), id: pokemon.id, variant: variant)
            } catch {
                return .fatal(error)
            }
            return .fetched
        } catch {
            switch error {
            case .noImage:
                do throws(RepositoryError) {
                    if let url { try cache.markSpriteMissing(id: pokemon.id, variant: variant, url: url) }
                } catch {
                    return .fatal(error)
                }
                return .missing
            case .repository(.cancelled): return .cancelled
            case .repository(.misconfigured(let reason)): return .fatal(.misconfigured(reason: reason))
            case .repository(let failure), .host(let failure): return .failed(CacheSync.describe(failure))
            }
        }
    }

    /// The picture's bytes, fetched and checked to decode; a 404 is `noImage`.
    private func fetchChecked(
        _ url: String, network: any ImageTransport, variant: SpriteVariant
    ) async throws(SpriteError) -> [UInt8] {
        do {
            let png = try await network.fetchImage(url)
            _ = try decode(Data(png), variant: variant, url: url)
            return png
        } catch {
            switch error {
            case .notFound: throw .noImage
            case .cancelled, .misconfigured: throw .repository(error)
            default: throw .host(error)
            }
        }
    }

    private func decode(_ data: Data, variant: SpriteVariant, url: String) throws(RepositoryError) -> Sprite {
        let png = [UInt8](data)
        do {
            return Sprite(variant: variant, url: url, png: png, picture: try PNGDecoder.decode(png))
        } catch {
            throw .malformed(resource: url, reason: error.reason)
        }
    }

    /// The URL a cached picture came from, as far as the index knows it (for `--json`).
    private func cachedURL(_ pokemon: PokemonSummary, _ variant: SpriteVariant) -> String {
        settings.host + "/" + SpriteIndex.path(of: variant, id: pokemon.id)
    }

    /// Where the picture is: from the bundled index, else from the Pokémon's own resource.
    private func url(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> String {
        if let mask = bundledMask(of: pokemon.id) {
            guard SpriteIndex.variants(inMask: mask).contains(variant) else { throw .noImage }
            return cachedURL(pokemon, variant)
        }
        let resource: PokemonDTO
        do {
            resource = try await store.load(.item(.pokemon, id: pokemon.id), as: PokemonDTO.self)
        } catch {
            throw .repository(error)
        }
        guard let sprites = resource.sprites else {
            throw .repository(.unavailable(reason: "no picture of \(pokemon.displayName) is known offline"))
        }
        guard let url = sprites.url(of: variant) else { throw .noImage }
        guard SpriteURL.isAllowed(url, hosts: [settings.host, settings.apiURL, SpriteIndex.defaultHost]) else {
            throw .repository(
                .malformed(resource: "pokemon/\(pokemon.id)", reason: "its picture is on a host PokeAPI does not use"))
        }
        return url
    }

    /// The bundled index's bits for one Pokémon: one row read, not the whole file.
    private func bundledMask(of id: Int) -> Int? {
        guard let data = try? settings.bundled?.data(SpriteIndex.fileName) else { return nil }
        return try? SpriteIndex.decode(data, id: id)
    }
}

/// Which picture URLs may be fetched: https, or http to this machine (for tests and the
/// stand-in), on one of the given hosts.
enum SpriteURL {
    static func isAllowed(_ url: String, hosts: [String]) -> Bool {
        guard let address = WebAddress(url),
            hosts.compactMap(WebAddress.init).contains(where: { $0.origin == address.origin })
        else { return false }
        return address.isSecure || address.isLoopback
    }
}
