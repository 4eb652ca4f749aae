import PokedexPresentation

/// `search` as text: ranked rows with how each matched, or tab-separated rows in a pipe.
enum SearchText {
    static func render(_ model: SearchViewModel, options: RenderOptions) -> String {
        switch options.layout {
        case .tabular:
            // The kind is the last column, so that tools reading the first three still work.
            var out: [UInt8] = []
            for hit in model.hits {
                TabularRow.append(hit.row, to: &out)
                out.append(UInt8(ascii: "\t"))
                out.append(contentsOf: hit.kind.rawValue.utf8)
                for name in MoveText.readers(hit.row.displayName, options) {
                    out.append(UInt8(ascii: "\t"))
                    TerminalSafe.append(name, to: &out)
                }
                out.append(UInt8(ascii: "\n"))
            }
            return String(decoding: out, as: UTF8.self)
        case .human:
            let style = options.style
            let hits = model.hits
            // A Pokédex number reads `#0025`; a move's, ability's or item's id is a plain number.
            return RowTable.render(
                hits.map(\.row), options: options,
                number: { position, row in hits[position].kind == .pokemon ? Renderer.number(row.id) : String(row.id) },
                trailer: { position, _ in
                    style.dim(options.labels.match(hits[position].match, kind: hits[position].kind))
                })
        }
    }
}
