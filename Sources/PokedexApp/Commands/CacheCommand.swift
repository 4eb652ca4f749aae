import FoundationEssentials
import PokedexData
import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex cache info|verify|clear`: what the cache holds, as a view state.
struct CacheCommand: PokedexCommand {
    static let name = "cache"
    var drawing: ScreenDrawing? { .cache }
    static let info = CommandInfo(
        summary: "Show where the cache is and what it holds, check it, or clear it.",
        label: "cache info|verify|clear",
        usage: ["pokedex cache info|verify|clear [<options>]"],
        notes: [
            "info: where the cache is, its entries and bytes, the oldest and newest. verify: parse every "
                + "entry; remove broken ones and temporary files left by a killed process, and list them. "
                + "clear: remove every entry.",
            "The cache is $POKEDEX_CACHE_DIR, else $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex.",
        ],
        examples: ["pokedex cache info", "pokedex cache verify --json"],
        completion: .words(CacheAction.allCases.map(\.rawValue)))

    static let options: [OptionSpec] = [OptionTable.json, OptionTable.color]

    let action: CacheAction

    init(_ input: CommandInput) throws(UsageError) {
        action = try input.choice(CacheAction.self)
    }

    func run(_ context: CommandContext) async -> ViewState {
        guard let cache = context.container.cache else { return .error(noCacheFolder) }
        func described(_ failures: [DiskCache.Unremoved]) -> [String] { failures.map { "\($0.path): \($0.reason)" } }
        do throws(RepositoryError) {
            switch action {
            case .info:
                let info = try cache.info()
                return .content(
                    CacheViewModel.info(
                        path: cache.root, entries: info.entries, pictures: info.pictures, bytes: info.bytes,
                        oldest: info.oldest.map(Self.timestamp), newest: info.newest.map(Self.timestamp)))
            case .verify:
                let result = try cache.verify()
                return .content(
                    CacheViewModel.verified(
                        path: cache.root, checked: result.checked, good: result.good, removed: result.removed,
                        leftovers: result.leftovers, unremoved: described(result.unremoved)))
            case .clear:
                let result = try cache.clear()
                return .content(
                    CacheViewModel.cleared(
                        path: cache.root, entries: result.entries, removed: result.removed,
                        unremoved: described(result.unremoved)))
            }
        } catch {
            return Presenter.present(.repository(error))
        }
    }

    /// ISO 8601 in UTC: `2026-11-21T12:05:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

/// For the commands that need a cache folder when none can be found.
let noCacheFolder = ErrorViewModel(kind: .data, message: "No cache folder: set POKEDEX_CACHE_DIR or HOME.")
