import PokedexDomain
import PokedexInteractors

/// `list`: a page of the dex, and its footer.
extension Presenter {
    package static func present(_ page: PokemonPage, language: Language = .en) -> ViewState {
        let rows = page.items.map { row($0, names: page.names, language: language) }
        let model = ListViewModel(
            rows: rows, offset: page.offset, limit: page.limit, count: page.total,
            nextOffset: page.nextOffset, footer: footer(for: page),
            filter: page.filter.arguments.map(ShellWord.quoted).joined(separator: " ")
        )
        return rows.isEmpty ? .empty(.pageOutOfRange(model)) : .list(model)
    }

    static func footer(for page: PokemonPage) -> String {
        guard !page.items.isEmpty else {
            return "Nothing to show at offset \(page.offset): there are \(page.total) Pokémon."
        }
        let first = page.offset + 1
        let last = page.offset + page.items.count
        var text = "Showing \(first)–\(last) of \(page.total)."
        if let next = page.nextOffset {
            let command = (["pokedex", "list"] + page.filter.arguments.map(ShellWord.quoted)).joined(separator: " ")
            text += " Next: \(command) --offset \(next) --limit \(page.limit)"
        }
        return text
    }
}
