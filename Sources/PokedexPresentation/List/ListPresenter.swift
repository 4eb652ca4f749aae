import PokedexDomain
import PokedexInteractors

/// `list`: a page of the dex, and its footer.
extension Presenter {
    package static func present(_ page: PokemonPage, language: Language = .en) -> ViewState {
        let rows = page.items.map { row($0, names: page.names, language: language) }
        var model = ListViewModel(
            rows: rows, offset: page.offset, limit: page.limit, count: page.total,
            nextOffset: page.nextOffset,
            filter: page.filter.arguments.map(ShellWord.quoted).joined(separator: " ")
        )
        model.rowStats = page.items.map { page.facts[$0.id]?.stats }
        if let first = page.dexes.first {
            // One Pokédex names the column; with several, each number says whose it is.
            let several = page.dexes.count > 1
            model.columns.append(
                ListColumn(
                    label: several ? "Pokédex" : DisplayName.titleCase(first), key: "regional_number",
                    values: page.items.map { item in
                        page.regionalNumbers[item.id].map { entry in
                            several
                                ? DisplayName.titleCase(entry.dex) + " " + String(entry.number) : String(entry.number)
                        } ?? ""
                    }))
            model.regionalDexes = page.items.map { page.regionalNumbers[$0.id]?.dex }
            model.regionalNumbers = page.items.map { page.regionalNumbers[$0.id]?.number }
        }
        model.columns += page.filter.shownFields.map { field in
            ListColumn(
                label: columnLabel(field), key: field.rawValue.replacing("-", with: "_"),
                values: page.items.map { item in
                    guard let facts = page.facts[item.id] else {
                        return field == .generation ? String(item.generation) : ""
                    }
                    let value = field.value(of: item, facts)
                    return field.isTenths ? tenths(value) : String(value)
                })
        }
        return rows.isEmpty ? .empty(.pageOutOfRange(model)) : .content(model)
    }

    /// A short column heading, as players write the field.
    static func columnLabel(_ field: ListField) -> String {
        switch field {
        case .total: "BST"
        case .height: "m"
        case .weight: "kg"
        case .generation: "Gen"
        default: BattleStat(spelled: field.rawValue)?.short ?? field.rawValue
        }
    }
}

extension Presenter {
    /// `list`: a page of the dex, filtered and sorted.
    func list(offset: Int, limit: Int, filter: ListFilter) async throws(PokedexError) -> ViewState {
        Self.present(
            try await interactors.list.page(offset: offset, limit: limit, filter: filter, language: language),
            language: language)
    }
}
