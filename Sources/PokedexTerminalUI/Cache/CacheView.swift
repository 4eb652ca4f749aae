import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `cache info|verify|clear`.
enum CacheView: ScreenView {
    static func text(_ model: CacheViewModel, options: RenderOptions) -> String { CacheText.render(model) }
    static func json(_ model: CacheViewModel, options: RenderOptions) -> JSONValue { CacheText.json(model) }
}

/// How `sync` ended.
enum SyncView: ScreenView {
    static func text(_ model: SyncViewModel, options: RenderOptions) -> String { CacheText.render(model) }
    static func json(_ model: SyncViewModel, options: RenderOptions) -> JSONValue { CacheText.json(model) }
}
