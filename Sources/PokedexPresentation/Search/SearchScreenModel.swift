import PokedexDomain
import PokedexWords

extension SearchViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { labels.say(.search) + labels.colon + query }

    package var links: [ScreenLink] { hits.map { ScreenLink($0.row.displayName, $0.route) } }
}
