import PokedexDomain
import PokedexInteractors

/// Asks the interactors for what a route needs and turns the answer into a view state.
/// It prints nothing; the view does.
public struct Presenter: Sendable {
    private let list: ListInteractor
    private let detail: DetailInteractor
    private let search: SearchInteractor

    public init(list: ListInteractor, detail: DetailInteractor, search: SearchInteractor) {
        self.list = list
        self.detail = detail
        self.search = search
    }

    public func viewState(for route: Route) async -> ViewState {
        do throws(PokedexError) {
            switch route {
            case .list(let offset, let limit):
                return Self.present(try await list.page(offset: offset, limit: limit))
            case .show(let query):
                return Self.present(try await detail.detail(for: query))
            case .search(let query, let limit):
                return Self.present(query: query, hits: try await search.search(query, limit: limit))
            }
        } catch {
            return Self.present(error)
        }
    }

    // MARK: - Mapping results to view states

    public static func present(_ page: PokemonPage) -> ViewState {
        let rows = page.items.map(row)
        let model = ListViewModel(
            rows: rows, offset: page.offset, limit: page.limit, count: page.total,
            nextOffset: page.nextOffset, footer: footer(for: page)
        )
        return rows.isEmpty ? .empty(.pageOutOfRange(model)) : .list(model)
    }

    public static func present(_ pokemon: PokemonDetail) -> ViewState {
        let summary = pokemon.summary
        let stats = pokemon.stats
        return .detail(DetailViewModel(
            id: summary.id,
            name: summary.name,
            displayName: summary.displayName,
            species: summary.speciesName,
            genus: pokemon.genus,
            generation: pokemon.generation,
            generationLabel: "Generation \(RomanNumeral.make(pokemon.generation))",
            types: summary.types,
            heightMetres: pokemon.heightMetres,
            weightKilograms: pokemon.weightKilograms,
            heightText: tenths(pokemon.heightDecimetres) + " m",
            weightText: tenths(pokemon.weightHectograms) + " kg",
            abilities: pokemon.abilities.map {
                .init(name: $0.name, displayName: DisplayName.titleCase($0.name), isHidden: $0.isHidden)
            },
            stats: [
                .init(key: "hp", label: "HP", value: stats.hp),
                .init(key: "attack", label: "Attack", value: stats.attack),
                .init(key: "defense", label: "Defense", value: stats.defense),
                .init(key: "special_attack", label: "Sp. Atk", value: stats.specialAttack),
                .init(key: "special_defense", label: "Sp. Def", value: stats.specialDefense),
                .init(key: "speed", label: "Speed", value: stats.speed),
            ],
            statTotal: stats.total,
            flavorText: pokemon.entry?.text,
            flavorTextVersion: pokemon.entry?.version,
            flavorTextGame: pokemon.entry.map { DisplayName.titleCase($0.version) }
        ))
    }

    public static func present(query: String, hits: [SearchHit]) -> ViewState {
        guard !hits.isEmpty else { return .empty(.noMatches(query: query)) }
        return .search(SearchViewModel(
            query: query,
            hits: hits.map { .init(row: row($0.pokemon), match: $0.match.rawValue) }
        ))
    }

    public static func present(_ error: PokedexError) -> ViewState {
        switch error {
        case .pokemonNotFound(let query, let suggestions):
            var message = "No Pokémon named '\(quoted(query))'."
            if !suggestions.isEmpty {
                message += " Did you mean: \(suggestions.joined(separator: ", "))?"
            }
            return .error(.init(kind: .notFound, message: message))
        case .invalidArgument(let reason):
            return .error(.init(kind: .usage, message: reason.prefix(1).uppercased() + reason.dropFirst() + "."))
        case .repository(.notFound(let resource)):
            return .error(.init(kind: .notFound, message: "Not found: \(resource)."))
        case .repository(.unavailable(let reason)):
            return .error(.init(kind: .data, message: "Pokédex data unavailable: \(reason)."))
        case .repository(.malformed(let resource, let reason)):
            return .error(.init(kind: .data, message: "Unreadable data for \(resource): \(reason)."))
        case .repository(.network(let resource, let reason)):
            return .error(.init(kind: .network, message: "Could not reach PokeAPI for \(resource): \(reason)."))
        case .repository(.cancelled):
            return .error(.init(kind: .interrupted, message: "Interrupted."))
        }
    }

    // MARK: - Helpers

    /// A person's text as echoed in a message: long text is cut.
    static func quoted(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    static func row(_ summary: PokemonSummary) -> PokemonRow {
        PokemonRow(id: summary.id, name: summary.name, displayName: summary.displayName, types: summary.types)
    }

    static func footer(for page: PokemonPage) -> String {
        guard !page.items.isEmpty else {
            return "Nothing to show at offset \(page.offset): there are \(page.total) Pokémon."
        }
        let first = page.offset + 1, last = page.offset + page.items.count
        var text = "Showing \(first)–\(last) of \(page.total)."
        if let next = page.nextOffset {
            text += " Next: pokedex list --offset \(next) --limit \(page.limit)"
        }
        return text
    }

    /// 69 → `6.9`, 1000 → `100.0`: tenths written exactly, with no floating-point noise.
    static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }
}

/// Generations are written in Roman numerals: 4 → `IV`.
public enum RomanNumeral {
    public static func make(_ number: Int) -> String {
        guard number > 0, number < 4000 else { return String(number) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = number, text = ""
        for (value, numeral) in table {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }
}
