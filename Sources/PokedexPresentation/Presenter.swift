import PokedexDomain
import PokedexInteractors

/// Asks the interactors for what a route needs and turns the answer into a view state.
/// It prints nothing; the view does.
package struct Presenter: Sendable {
    private let list: ListInteractor
    private let detail: DetailInteractor
    private let search: SearchInteractor
    private let type: TypeInteractor
    private let moves: MovesInteractor?
    private let compare: CompareInteractor?
    private let team: TeamInteractor?
    private let pictures: SpriteInteractor?
    /// Whether an entry comes with its picture (a terminal wide enough that draws them).
    private let entryPictures: Bool
    /// The language of names and genera.
    private let language: Language

    package init(
        list: ListInteractor, detail: DetailInteractor, search: SearchInteractor, type: TypeInteractor,
        moves: MovesInteractor? = nil, compare: CompareInteractor? = nil, team: TeamInteractor? = nil,
        pictures: SpriteInteractor? = nil, entryPictures: Bool = false, language: Language = .en
    ) {
        self.pictures = pictures
        self.entryPictures = entryPictures
        self.compare = compare
        self.team = team
        self.list = list
        self.detail = detail
        self.search = search
        self.type = type
        self.moves = moves
        self.language = language
    }

    package func viewState(for route: Route) async -> ViewState {
        do throws(PokedexError) {
            switch route {
            case .list(let offset, let limit, let filter):
                return Self.present(
                    try await list.page(offset: offset, limit: limit, filter: filter, language: language),
                    language: language)
            case .show(let query, let shiny):
                return Self.present(
                    try await detail.detail(for: query, picture: entryPictures ? SpriteVariant(shiny: shiny) : nil),
                    language: language)
            case .sprite(let names, let variant):
                let interactor = try picturesInteractor()
                let found = try await interactor.pictures(of: names, variant: variant)
                let names = await interactor.localizedNames(in: language)
                return .pictures(PicturesViewModel(cards: found.map { card($0, names: names) }, isRandom: false))
            case .random(let request):
                let interactor = try picturesInteractor()
                let picked = try await interactor.random(request)
                if request.showEntry {
                    return Self.present(
                        try await detail.detail(
                            for: String(picked.pokemon.id), picture: entryPictures ? picked.variant : nil),
                        language: language)
                }
                let names = await interactor.localizedNames(in: language)
                return .pictures(PicturesViewModel(cards: [card(picked, names: names)], isRandom: true))
            case .search(let query, let limit, let kinds):
                let result = try await search.search(query, limit: limit, language: language, kinds: kinds)
                return Self.present(
                    query: query, matches: result.matches, names: result.names, termNames: result.termNames,
                    language: language)
            case .type(let name):
                return Self.present(try await type.type(name))
            case .moves(let pokemon, let game, let method):
                return Self.present(
                    try await movesInteractor().learnset(of: pokemon, game: game, method: method), language: language)
            case .move(let name, let game):
                return Self.present(try await movesInteractor().move(name, game: game), language: language)
            case .ability(let name):
                return Self.present(try await movesInteractor().ability(name), language: language)
            case .nature(let name):
                return Self.present(natures: try await movesInteractor().natures(name), single: name != nil)
            case .item(let name):
                return Self.present(try await movesInteractor().item(name))
            case .team(let names, let export):
                guard let team else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
                return Self.present(try await team.team(names: names, export: export))
            case .compare(let names):
                guard let compare else { throw .invalidArgument("this Pokédex cannot compare") }
                return .compare(
                    try await compare.compare(names).compactMap { result in
                        if case .detail(let model) = Self.present(result, language: language) { return model }
                        return nil
                    })
            }
        } catch {
            return Self.present(error)
        }
    }

    private func picturesInteractor() throws(PokedexError) -> SpriteInteractor {
        guard let pictures else { throw .repository(.unavailable(reason: "no pictures in this Pokédex")) }
        return pictures
    }

    private func movesInteractor() throws(PokedexError) -> MovesInteractor {
        guard let moves else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
        return moves
    }

    // MARK: - Mapping results to view states

    package static func present(_ page: PokemonPage, language: Language = .en) -> ViewState {
        let rows = page.items.map { row($0, names: page.names, language: language) }
        let model = ListViewModel(
            rows: rows, offset: page.offset, limit: page.limit, count: page.total,
            nextOffset: page.nextOffset, footer: footer(for: page)
        )
        return rows.isEmpty ? .empty(.pageOutOfRange(model)) : .list(model)
    }

    package static func present(_ pokemon: PokemonDetail) -> ViewState {
        present(DetailResult(detail: pokemon))
    }

    package static func present(_ result: DetailResult, language: Language = .en) -> ViewState {
        let pokemon = result.detail
        let summary = pokemon.summary
        let stats = pokemon.stats
        var displayName = summary.displayName
        if language != .en, let name = pokemon.localizedNames[language] {
            displayName =
                summary.isDefault
                ? name
                : DisplayName.localized(
                    summary, names: LocalizedNames([summary.speciesID: [language: name]]), language: language)
        }
        var model = DetailViewModel(
            id: summary.id,
            name: summary.name,
            displayName: displayName,
            species: summary.speciesName,
            genus: language == .en ? pokemon.genus : pokemon.localizedGenera[language] ?? pokemon.genus,
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
        )
        model.evolution = pokemon.evolution.map {
            evolutionLine($0, current: summary.speciesID, names: result.speciesDisplayNames)
        }
        model.typeDefenses = pokemon.typeDefenses
        model.forms = pokemon.forms
        model.facts = pokemon.facts
        model.factLines = factLines(pokemon.facts)
        model.sprite = result.sprite
        return .detail(model)
    }

    package static func evolutionLine(_ node: EvolutionNode, current: Int, names: [Int: String]) -> EvolutionLine {
        EvolutionLine(
            species: node.species,
            displayName: names[node.speciesID] ?? DisplayName.titleCase(node.species),
            condition: EvolutionText.describe(node.conditions, into: node.species),
            isCurrent: node.speciesID == current,
            evolvesTo: node.evolvesTo.map { evolutionLine($0, current: current, names: names) })
    }

    static func factLines(_ facts: SpeciesFacts) -> [FactLine] {
        var lines: [FactLine] = []
        let status = [
            facts.isLegendary ? "Legendary" : nil, facts.isMythical ? "Mythical" : nil, facts.isBaby ? "Baby" : nil,
        ]
        .compactMap { $0 }
        if !status.isEmpty { lines.append(FactLine("Status", status.joined(separator: ", "))) }
        if !facts.eggGroups.isEmpty {
            lines.append(FactLine("Egg groups", facts.eggGroups.map(DisplayName.titleCase).joined(separator: ", ")))
        }
        lines.append(FactLine("Gender", genderText(facts.genderRate)))
        lines.append(FactLine("Capture", String(facts.captureRate)))
        if let happiness = facts.baseHappiness { lines.append(FactLine("Happiness", String(happiness))) }
        if let growth = facts.growthRate { lines.append(FactLine("Growth", DisplayName.titleCase(growth))) }
        if let habitat = facts.habitat { lines.append(FactLine("Habitat", DisplayName.titleCase(habitat))) }
        if let color = facts.color { lines.append(FactLine("Colour", DisplayName.titleCase(color))) }
        if let shape = facts.shape { lines.append(FactLine("Shape", DisplayName.titleCase(shape))) }
        return lines
    }

    /// -1 → `Genderless`; 1 → `87.5% ♂, 12.5% ♀`; 0 → `100% ♂`.
    static func genderText(_ rate: Int) -> String {
        guard (0...8).contains(rate) else { return "Genderless" }
        let female = Double(rate) * 12.5
        let male = 100 - female
        func percent(_ value: Double) -> String {
            value == value.rounded() ? "\(Int(value))%" : "\(Int(value)).\(Int((value * 10).rounded()) % 10)%"
        }
        switch rate {
        case 0: return "100% ♂"
        case 8: return "100% ♀"
        default: return "\(percent(male)) ♂, \(percent(female)) ♀"
        }
    }

    package static func present(_ report: TypeReport) -> ViewState {
        let r = report.relations
        return .type(
            TypeViewModel(
                name: r.name, displayName: DisplayName.titleCase(r.name),
                doubleTo: r.doubleDamageTo, halfTo: r.halfDamageTo, noneTo: r.noDamageTo,
                doubleFrom: r.doubleDamageFrom, halfFrom: r.halfDamageFrom, noneFrom: r.noDamageFrom,
                pokemonCount: report.pokemonCount))
    }

    package static func present(
        query: String, hits: [SearchHit], names: LocalizedNames = .empty, language: Language = .en
    ) -> ViewState {
        present(query: query, matches: hits.map(SearchMatch.pokemon), names: names, language: language)
    }

    package static func present(
        query: String, matches: [SearchMatch], names: LocalizedNames = .empty,
        termNames: LocalizedTermNames = .empty, language: Language = .en
    ) -> ViewState {
        guard !matches.isEmpty else { return .empty(.noMatches(query: query)) }
        return .search(
            SearchViewModel(
                query: query,
                hits: matches.map { match in
                    switch match {
                    case .pokemon(let hit):
                        .init(row: row(hit.pokemon, names: names, language: language), match: hit.match.rawValue)
                    case .term(let term, let how):
                        .init(
                            row: PokemonRow(
                                id: term.id, name: term.name,
                                displayName: termNames.name(of: term.kind, id: term.id, in: language)
                                    ?? term.displayName,
                                types: term.types),
                            match: how.rawValue, kind: term.kind)
                    }
                }
            ))
    }

    /// `No Pokémon named 'pikachuu'. Did you mean: pikachu?`, or for a number where things
    /// have numbers, `No Pokémon numbered 99999.`
    private static func noSuch(_ kind: String, _ query: String, _ suggestions: [String], numbered: Bool) -> String {
        let number = numbered ? NameIndex.parseID(query.trimmingWhitespace()) : nil
        var message = number.map { "No \(kind) numbered \($0)." } ?? "No \(kind) named '\(quoted(query))'."
        if !suggestions.isEmpty { message += " Did you mean: \(suggestions.joined(separator: ", "))?" }
        return message
    }

    package static func present(_ error: PokedexError) -> ViewState {
        switch error {
        case .pokemonNotFound(let query, let suggestions):
            return .error(.init(kind: .notFound, message: noSuch("Pokémon", query, suggestions, numbered: true)))
        case .typeNotFound(let query, let suggestions):
            return .error(.init(kind: .notFound, message: noSuch("type", query, suggestions, numbered: false)))
        case .notFound(let kind, let query, let suggestions):
            // Moves, abilities, items and natures are found by number too; games and egg groups are not.
            let numbered = TermKind(rawValue: kind) != nil
            return .error(.init(kind: .notFound, message: noSuch(kind, query, suggestions, numbered: numbered)))
        case .unknownFilter(let filter, let kind, let query, let suggestions):
            var message =
                "--\(filter) takes \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind), not '\(quoted(query))'"
            if !suggestions.isEmpty {
                message += " (did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?)"
            }
            return .error(.init(kind: .usage, message: message + "."))
        case .nothingLearned(let pokemon, let game, let games):
            guard !game.isEmpty else {
                return .error(.init(kind: .notFound, message: "\(pokemon) learns no moves in any game PokeAPI knows."))
            }
            var message = "\(pokemon) learns no moves in \(game)."
            if !games.isEmpty { message += " It does in: \(games.joined(separator: ", "))." }
            return .error(.init(kind: .notFound, message: message))
        case .noPicture(let pokemon, let variant):
            return .error(.init(kind: .notFound, message: "PokeAPI has no \(variant) of \(pokemon)."))
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
        case .repository(.misconfigured(let reason)):
            return .error(.init(kind: .network, message: "Cannot reach PokeAPI: \(reason)."))
        case .repository(.cancelled):
            return .error(.init(kind: .interrupted, message: "Interrupted."))
        }
    }

    // MARK: - Helpers

    /// A picture with its caption's name in the language asked for.
    private func card(_ picture: PokemonPicture, names: LocalizedNames) -> PictureCard {
        PictureCard(picture, displayName: DisplayName.localized(picture.pokemon, names: names, language: language))
    }

    /// A person's text as echoed in a message: long text is cut.
    static func quoted(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    static func row(_ summary: PokemonSummary, names: LocalizedNames = .empty, language: Language = .en) -> PokemonRow {
        PokemonRow(
            id: summary.id, name: summary.name,
            displayName: DisplayName.localized(summary, names: names, language: language), types: summary.types)
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

    /// 69 → `6.9`, 1000 → `100.0`: tenths written exactly, with no floating-point noise.
    static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }
}

/// Generations are written in Roman numerals: 4 → `IV`.
package enum RomanNumeral {
    package static func make(_ number: Int) -> String {
        guard number > 0, number < 4000 else { return String(number) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = number
        var text = ""
        for (value, numeral) in table {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }
}
