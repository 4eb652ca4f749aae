import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension SearchViewModel: DrawnModel { typealias View = SearchView }
extension ScreenDrawing { package static var search: ScreenDrawing { ScreenDrawing(SearchView.self) } }

/// `search`: what matched, best first.
enum SearchView: ScreenView {
    static func text(_ model: SearchViewModel, options: RenderOptions) -> String {
        SearchText.render(model, options: options)
    }
    static func json(_ model: SearchViewModel, options: RenderOptions) -> JSONValue {
        JSONViews.search(model, labels: options.labels)
    }
    static func jsonLines(_ model: SearchViewModel, options: RenderOptions) -> [JSONValue] {
        model.hits.map { JSONViews.hit($0, labels: options.labels) }
    }
}
