import FoundationEssentials
import PokedexData
import PokedexPresentation

/// `pokedex cache info|verify|clear`: what the cache holds, as a view state.
struct CacheCommand {
    let action: CacheAction
    let cache: DiskCache?

    func run() -> ViewState {
        guard let cache else { return .error(noCacheFolder) }
        switch action {
        case .info:
            let info = cache.info()
            return .cache(
                .info(
                    path: cache.root, entries: info.entries, pictures: info.pictures, bytes: info.bytes,
                    oldest: info.oldest.map(Self.timestamp), newest: info.newest.map(Self.timestamp)))
        case .verify:
            let result = cache.verify()
            return .cache(
                .verified(
                    path: cache.root, checked: result.checked, removed: result.removed, leftovers: result.leftovers))
        case .clear:
            return .cache(.cleared(path: cache.root, removed: cache.clear()))
        }
    }

    /// ISO 8601 in UTC: `2026-11-21T12:05:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

/// For the commands that need a cache folder when none can be found.
let noCacheFolder = ErrorViewModel(kind: .data, message: "pokedex: no cache folder: set POKEDEX_CACHE_DIR or HOME.")
