import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `show`: an entry, its evolution line and its facts.
extension Presenter {
    package static func present(_ pokemon: PokemonDetail) -> ViewState {
        present(DetailResult(detail: pokemon))
    }

    package static func present(_ result: DetailResult, language: Language = .en) -> ViewState {
        .content(entry(result, language: language))
    }

    /// The names `DisplayName.localized` needs for `form`: its species', and the games' words for
    /// it when the entry has them.
    private static func names(
        of form: PokemonSummary, species: String, in result: DetailResult, language: Language
    ) -> LocalizedNames {
        var byID = [form.speciesID: [language: species]]
        if let words = result.formWords[form.id] { byID[form.id] = [language: words] }
        return LocalizedNames(byID)
    }

    /// The entry's model.
    package static func entry(_ result: DetailResult, language: Language = .en) -> DetailViewModel {
        let pokemon = result.detail
        let summary = pokemon.summary
        let stats = pokemon.stats
        var displayName = summary.displayName
        if language != .en, let name = pokemon.localizedNames[language] {
            displayName =
                summary.isDefault
                ? name
                : DisplayName.localized(
                    summary, names: names(of: summary, species: name, in: result, language: language),
                    language: language)
        }
        var model = DetailViewModel(
            id: summary.id,
            name: summary.name,
            displayName: displayName,
            species: summary.speciesName,
            genus: language == .en ? pokemon.genus : pokemon.localizedGenera[language] ?? pokemon.genus,
            generation: pokemon.generation,
            types: summary.types,
            heightMetres: pokemon.heightMetres,
            weightKilograms: pokemon.weightKilograms,
            heightText: tenths(pokemon.heightDecimetres) + " m",
            weightText: tenths(pokemon.weightHectograms) + " kg",
            abilities: pokemon.abilities.map {
                .init(name: $0.name, displayName: DisplayName.titleCase($0.name), isHidden: $0.isHidden)
            },
            stats: statLines(stats, ranges: true),
            statTotal: stats.total,
            flavorText: pokemon.entry?.text,
            flavorTextVersion: pokemon.entry?.version,
            flavorTextGame: pokemon.entry.map { DisplayName.titleCase($0.version) }
        )
        model.smogonTiers = result.tiers
        // A form of the line by its name in the language: its species' there, and its form's words.
        var formNames: [String: String] = [:]
        for (name, form) in result.forms {
            let species = result.speciesDisplayNames[form.speciesID]
            formNames[name] =
                language == .en || species == nil
                ? form.displayName
                : DisplayName.localized(
                    form, names: names(of: form, species: species ?? "", in: result, language: language),
                    language: language)
        }
        model.evolution = pokemon.evolution.map {
            evolutionLine(
                $0, current: summary.speciesID, currentForm: summary.isDefault ? nil : summary.name,
                names: result.speciesDisplayNames, formNames: formNames)
        }
        model.typeDefenses = pokemon.typeDefenses
        model.abilityDefenses = model.abilities.compactMap { ability in
            let changes = AbilityDefense.changes(by: ability.name, to: pokemon.typeDefenses)
            return changes.isEmpty ? nil : .init(ability: ability, changes: changes)
        }
        model.forms = pokemon.forms
        model.facts = pokemon.facts
        model.factLines = factLines(pokemon.facts)
        model.sprite = result.sprite
        return model
    }

    /// The abilities by their names in the reader's language (`names`: PokeAPI name → it), in
    /// the list and in what they change of the type defences.
    static func localizeAbilities(_ model: inout DetailViewModel, names: [String: String]) {
        guard !names.isEmpty else { return }
        func localized(_ ability: DetailViewModel.AbilityLine) -> DetailViewModel.AbilityLine {
            .init(
                name: ability.name, displayName: names[ability.name] ?? ability.displayName, isHidden: ability.isHidden)
        }
        model.abilities = model.abilities.map(localized)
        model.abilityDefenses = model.abilityDefenses.map { .init(ability: localized($0.ability), changes: $0.changes) }
    }

    /// The six base stats as every view shows them: JSON key, label, value.
    /// With `ranges`, each stat's lowest and highest in battle at levels 50 and 100.
    static func statLines(_ stats: BaseStats, ranges: Bool = false) -> [DetailViewModel.StatLine] {
        BattleStat.allCases.map { stat in
            let base = stat.base(in: stats)
            var line = DetailViewModel.StatLine(key: stat.snakeName, label: statLabel(stat), value: base)
            if ranges {
                line.range50 = StatFormula.range(stat, base: base, level: 50)
                line.range100 = StatFormula.range(stat, base: base, level: 100)
            }
            return line
        }
    }

    /// `HP`, `Attack`, `Sp. Atk`: as an entry labels its stats.
    static func statLabel(_ stat: BattleStat) -> String {
        switch stat {
        case .hp: "HP"
        case .attack: "Attack"
        case .defense: "Defense"
        case .specialAttack: "Sp. Atk"
        case .specialDefense: "Sp. Def"
        case .speed: "Speed"
        }
    }

    /// `currentForm`: the form shown, when not its species' default; `formNames`: the line's
    /// forms by their names (`wooper-paldea` → `Wooper (Paldea)`).
    package static func evolutionLine(
        _ node: EvolutionNode, current: Int, currentForm: String? = nil, names: [Int: String],
        formNames: [String: String] = [:]
    ) -> EvolutionLine {
        var line = EvolutionLine(
            species: node.species,
            displayName: node.form.flatMap { formNames[$0] } ?? names[node.speciesID]
                ?? DisplayName.titleCase(node.form ?? node.species),
            conditions: node.conditions,
            isCurrent: node.speciesID == current && (node.form == nil || node.form == currentForm),
            evolvesTo: node.evolvesTo.map {
                evolutionLine($0, current: current, currentForm: currentForm, names: names, formNames: formNames)
            })
        line.form = node.form
        return line
    }

    static func factLines(_ facts: SpeciesFacts) -> [FactLine] {
        var lines: [FactLine] = []
        let status = [
            facts.isLegendary ? Phrase.legendary : nil, facts.isMythical ? .mythical : nil, facts.isBaby ? .baby : nil,
        ]
        .compactMap { $0 }
        if !status.isEmpty { lines.append(FactLine(.status, .phrases(status))) }
        if !facts.eggGroups.isEmpty {
            lines.append(FactLine(.eggGroups, .names(.eggGroup, facts.eggGroups)))
        }
        lines.append(
            FactLine(.gender, genderText(facts.genderRate).map(FactLine.Value.text) ?? .phrases([.genderless])))
        lines.append(FactLine(.capture, .text(String(facts.captureRate))))
        if let happiness = facts.baseHappiness { lines.append(FactLine(.happiness, .text(String(happiness)))) }
        if let growth = facts.growthRate { lines.append(FactLine(.growth, .names(.growthRate, [growth]))) }
        if let habitat = facts.habitat { lines.append(FactLine(.habitat, .names(.habitat, [habitat]))) }
        if let color = facts.color { lines.append(FactLine(.colour, .names(.color, [color]))) }
        if let shape = facts.shape { lines.append(FactLine(.shape, .names(.shape, [shape]))) }
        return lines
    }

    /// 1 → `87.5% ♂, 12.5% ♀`; 0 → `100% ♂`; nil for a genderless species (-1).
    static func genderText(_ rate: Int) -> String? {
        guard (0...8).contains(rate) else { return nil }
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
}

extension Presenter {
    /// `show`: an entry, its names in the reader's language, and the games it is met in.
    func entry(_ query: String, shiny: Bool, game: String?) async throws(PokedexError) -> ViewState {
        let caught = CaughtInteractor(sources)
        caught?.readAhead()
        let result = try await DetailInteractor(sources).detail(
            for: query, picture: entryPictures ? SpriteVariant(shiny: shiny) : nil, language: language)
        var model = Self.entry(result, language: language)
        if language != .en {
            let names = await MovesInteractor(sources).abilityNames(result.detail.abilities, in: language)
            Self.localizeAbilities(&model, names: names)
            model.conditionNames = await conditionNames(result.detail.evolution?.allConditions ?? [])
        }
        // Which games it is in, and where in the latest: from the bundled encounters. A bundle
        // without them has no such section; one with a damaged file says so (`bestEffort`).
        let interactor = WhereInteractor(sources)
        if let found = await bestEffort({
            try await interactor.summary(of: result.detail.summary, withPlaces: entryPlaces, game: game)
        }) {
            Self.addWhere(found, to: &model, language: language)
        }
        // What the player has marked of it: in the game chosen, or in every game.
        for (group, shiny) in await caught?.games(of: result.detail.summary, game: game) ?? [] {
            model.caughtIn.append(.init(game: group.name, displayName: group.displayName, shiny: shiny))
        }
        return .content(model)
    }
}
