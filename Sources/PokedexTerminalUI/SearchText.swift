import PokedexPresentation

/// `search` as text: ranked rows with how each matched, or tab-separated rows in a pipe.
enum SearchText {
    static func render(_ model: SearchViewModel, options: RenderOptions) -> String {
        switch options.layout {
        case .tabular:
            return model.hits.map { TabularRow.line($0.row) }.joined()
        case .human:
            let matches = Dictionary(model.hits.map { ($0.row.id, $0.match) }, uniquingKeysWith: { first, _ in first })
            return RowTable.render(model.hits.map(\.row), options: options) { row in
                options.style.dim(matches[row.id] ?? "")
            }
        }
    }
}
