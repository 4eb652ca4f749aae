import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `list`: a page of the dex, and its footer.
extension Presenter {
    package static func present(_ page: PokemonPage, language: Language = .en) -> ViewState {
        let rows = rows(page.items, names: page.names, language: language)
        var model = ListViewModel(
            rows: rows, offset: page.offset, limit: page.limit, count: page.total,
            nextOffset: page.nextOffset,
            filter: page.filter.arguments.map(ShellWord.quoted).joined(separator: " ")
        )
        // Each row's id read where the row lies: a row handed to a closure is copied, and a
        // filtered list of hundreds was a copy and a release of each for every column.
        let items = page.items
        let ids = items.indices.map { items[$0].id }
        model.rowStats = ids.map { page.facts[$0]?.stats }
        model.marks = page.marks
        if let first = page.dexes.first {
            // One Pokédex names the column; with several, each number says whose it is.
            let several = page.dexes.count > 1
            let labels = ScreenLabels(language: language)
            model.columns.append(
                ListColumn(
                    label: several ? labels.say(.pokedexColumn) : dexName(first, labels: labels, whole: true),
                    key: "regional_number",
                    values: items.indices.map { index in
                        page.regionalNumber(at: index).map { entry in
                            several
                                ? dexName(entry.dex, labels: labels, whole: false) + " " + String(entry.number)
                                : String(entry.number)
                        } ?? ""
                    }))
            model.regionalDexes = items.indices.map { page.regionalNumber(at: $0)?.dex }
            model.regionalNumbers = items.indices.map { page.regionalNumber(at: $0)?.number }
        }
        model.columns += page.filter.shownFields.map { field in
            ListColumn(
                label: columnLabel(field), key: field.rawValue.replacing("-", with: "_"),
                values: items.indices.map { index in
                    guard let facts = page.facts[items[index].id] else {
                        return field == .generation ? String(items[index].generation) : ""
                    }
                    let value = field.value(of: facts) ?? items[index].generation
                    return field.isTenths ? tenths(value) : String(value)
                })
        }
        return rows.isEmpty ? .empty(.pageOutOfRange(model)) : .content(model)
    }

    /// A regional Pokédex by its place in the reader's language (`original-sinnoh` → `シンオウ`,
    /// whole `シンオウ図鑑`); English as PokeAPI names it (`Original Sinnoh`).
    static func dexName(_ dex: String, labels: ScreenLabels, whole: Bool) -> String {
        guard labels.language != .en else { return DisplayName.titleCase(dex) }
        var place = dex
        for prefix in ["original-", "updated-", "extended-", "letsgo-"] where place.hasPrefix(prefix) {
            place = String(place.dropFirst(prefix.count))
        }
        let word = labels.word(.pokedex, place)
        return whole ? labels.say(.regionalPokedex, word) : word
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
        let page = try await ListInteractor(sources).page(
            offset: offset, limit: limit, filter: filter, language: language, stats: listStats)
        defer { keep(page) }
        return Self.present(page, language: language)
    }
}
