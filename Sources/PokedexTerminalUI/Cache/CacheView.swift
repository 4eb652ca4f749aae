import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension CacheViewModel: DrawnModel { typealias View = CacheView }
extension ScreenDrawing { package static var cache: ScreenDrawing { ScreenDrawing(CacheView.self) } }

/// `cache info|verify|clear`.
enum CacheView: ScreenView {
    static func text(_ model: CacheViewModel, options: RenderOptions) -> String { CacheText.render(model) }
    static func json(_ model: CacheViewModel, options: RenderOptions) -> JSONValue { CacheText.json(model) }
    /// What could not be removed, and why: the command's failure, said where failures go.
    static func notes(_ model: CacheViewModel) -> String { CacheText.unremoved(model) }
}

extension SyncViewModel: DrawnModel { typealias View = SyncView }
extension ScreenDrawing { package static var sync: ScreenDrawing { ScreenDrawing(SyncView.self) } }

/// How `sync` ended.
enum SyncView: ScreenView {
    static func text(_ model: SyncViewModel, options: RenderOptions) -> String { CacheText.render(model) }
    static func json(_ model: SyncViewModel, options: RenderOptions) -> JSONValue { CacheText.json(model) }
}
