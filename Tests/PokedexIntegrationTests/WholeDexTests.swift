import Foundation
import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexJSON
import PokedexPresentation
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Testing

let fixtures = fixturesRoot.path

/// The repository over the project's fixtures, offline, with no cache.
func offlineRepository() -> PokeAPIRepository {
    let diagnostics = Diagnostics()
    let store = ResourceStore(
        policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixtures),
        network: nil, diagnostics: diagnostics)
    return PokeAPIRepository(
        store: store, bundled: BundledData(root: fixtures), diagnostics: diagnostics)
}

extension Tag {
    /// Suites that take seconds: the whole dex through every layer.
    @Tag static var slow: Self
}

@Suite(.tags(.slow)) struct WholeDexTests {
    let repository = offlineRepository()

    @Test func everyPokemonAndSpeciesNameResolves() async throws {
        let catalog = try await repository.catalog()
        let names = try await repository.localizedNames()
        let index = NameIndex(catalog, names: names)
        #expect(catalog.count == 1351)
        for pokemon in catalog.all {
            #expect(index.resolve(pokemon.name)?.id == pokemon.id, "\(pokemon.name)")
            #expect(index.resolve(pokemon.displayName)?.id == pokemon.id, "\(pokemon.displayName)")
            #expect(index.resolve(String(pokemon.id))?.id == pokemon.id)
            if pokemon.isDefault {
                #expect(index.resolve(pokemon.speciesName)?.id == pokemon.id, "\(pokemon.speciesName)")
            }
        }
        #expect(Set(catalog.all.filter(\.isDefault).map(\.speciesID)).count == 1025)
    }

    @Test func everyNameInEveryLanguageFindsItsSpecies() async throws {
        let catalog = try await repository.catalog()
        let names = try await repository.localizedNames()
        let index = NameIndex(catalog, names: names)
        // Which species bear each spelling, in any language (and as any Pokémon's own name).
        var bearers: [String: Set<Int>] = [:]
        // Ids of forms (10 000 on) hold the games' words for the form (`ハードロック`), no species' name.
        let species = Set(catalog.all.filter(\.isDefault).map(\.speciesID))
        for (speciesID, byLanguage) in names.bySpecies where species.contains(speciesID) {
            for name in byLanguage.values { bearers[NameKey.make(name), default: []].insert(speciesID) }
        }
        for pokemon in catalog.all { bearers[NameKey.make(pokemon.name), default: []].insert(pokemon.speciesID) }
        var checked = 0
        for (speciesID, byLanguage) in names.bySpecies where species.contains(speciesID) {
            for (language, name) in byLanguage {
                let found = try #require(index.resolve(name), "\(language.rawValue) \(name)")
                let sharing = bearers[NameKey.make(name)] ?? []
                // A spelling several species share may find any of them; any other finds its own.
                #expect(
                    sharing.count > 1 ? sharing.contains(found.speciesID) : found.speciesID == speciesID,
                    "\(language.rawValue) \(name)")
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    @Test func everyEvolutionChainRendersWithAConditionOnEveryStep() throws {
        let transport = FixtureTransport(root: fixtures)
        let list = try JSONReader.read(
            ResourceListDTO.self, from: try #require(transport.read(.list(.evolutionChain))))
        #expect(list.results.count == 541)
        for entry in list.results {
            let id = try #require(entry.id)
            let dto = try JSONReader.read(
                EvolutionChainDTO.self, from: try #require(transport.read(.item(.evolutionChain, id: id))))
            let tree = PokemonMapper.evolution(dto)
            for node in tree.allSpecies.dropFirst() where !node.conditions.isEmpty {
                // Every step PokeAPI records a way for gets words (Manaphy, from Phione, has none).
                let words = try #require(
                    EvolutionText.describe(node.conditions, into: node.species), "chain \(id): \(node.species)")
                #expect(
                    !words.isEmpty && !words.contains("special condition")
                        || node.conditions.contains { $0.trigger == "other" })
            }
            let line = Presenter.evolutionLine(tree, current: tree.speciesID, names: [:])
            let model = DetailViewModel(
                id: 1, name: "x", displayName: "X", species: "x", genus: "", generation: 1,
                types: ["normal"], heightMetres: 1, weightKilograms: 1, heightText: "1.0 m", weightText: "1.0 kg",
                abilities: [], stats: [], statTotal: 0)
            var withTree = model
            withTree.evolution = line
            let text = Renderer.render(.content(withTree), options: RenderOptions(width: 80)).stdout
            #expect(
                text.contains(
                    tree.evolvesTo.isEmpty ? "Evolution\nDoes not evolve.\n" : "Evolution\n\(line.displayName) ◀\n"))
            for node in tree.allSpecies.dropFirst() { #expect(text.contains(DisplayName.titleCase(node.species))) }
        }
    }

    @Test func typeDefencesOfSingleDualAndImmuneTypes() async throws {
        func defenses(_ types: [String]) async throws -> [String: Double] {
            var relations: [TypeRelations] = []
            for type in types { relations.append(try await repository.type(named: type)) }
            return Dictionary(uniqueKeysWithValues: TypeChart.defenses(of: relations).map { ($0.type, $0.multiplier) })
        }
        #expect(
            try await defenses(["fire"]) == [
                "fire": 0.5, "water": 2, "grass": 0.5, "ice": 0.5, "ground": 2, "bug": 0.5, "rock": 2, "steel": 0.5,
                "fairy": 0.5,
            ])
        let charizard = try await defenses(["fire", "flying"])
        #expect(charizard["rock"] == 4)
        #expect(charizard["grass"] == 0.25)
        #expect(charizard["bug"] == 0.25)
        #expect(charizard["ground"] == 0)
        let gengar = try await defenses(["ghost", "poison"])
        #expect(gengar["normal"] == 0)
        #expect(gengar["fighting"] == 0)
        #expect(gengar["ghost"] == 2)
        #expect(gengar["bug"] == 0.25)
    }

    @Test func theEvolutionJSONRoundTrips() async throws {
        struct Condition: Codable, Equatable {
            let trigger: String
            var item: String?
            var minLevel: Int?
            var usual = true

            enum CodingKeys: String, CodingKey {
                case trigger, item, usual
                case minLevel = "min_level"
            }
        }
        struct Node: Codable, Equatable {
            let species: String
            var conditions: [Condition] = []
            let conditionText: String?
            let evolvesTo: [Node]

            enum CodingKeys: String, CodingKey {
                case species, conditions
                case conditionText = "condition_text"
                case evolvesTo = "evolves_to"
            }
        }
        let interactor = DetailInteractor(repository: repository)
        let model = Presenter.entry(try await interactor.detail(for: "eevee"))
        guard let tree = model.evolution else {
            Issue.record("no tree")
            return
        }
        let json = Renderer.render(.content(model), options: RenderOptions(format: .json, layout: .tabular)).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let evolution = try JSONSerialization.data(withJSONObject: try #require(object["evolution"]))
        let decoded = try JSONValueDecoder.decode(Node.self, from: evolution)
        func expected(_ line: EvolutionLine) -> Node {
            Node(
                species: line.species,
                conditions: line.conditions.map {
                    Condition(trigger: $0.trigger, item: $0.item, minLevel: $0.minLevel, usual: $0.isUsual)
                }, conditionText: EvolutionText.describe(line.conditions, into: line.species),
                evolvesTo: line.evolvesTo.map(expected))
        }
        #expect(decoded == expected(tree))
        #expect(decoded.conditionText == nil && decoded.conditions.isEmpty)
        #expect(decoded.evolvesTo.count == 8)
        #expect(
            decoded.evolvesTo.first
                == Node(
                    species: "vaporeon", conditions: [Condition(trigger: "use-item", item: "water-stone")],
                    conditionText: "use Water Stone", evolvesTo: []))
        // And back: encoding the decoded tree gives the same JSON document.
        let again = try JSONValueDecoder.decode(Node.self, from: try JSONEncoder().encode(decoded))
        #expect(again == decoded)
    }

    /// A list its facts narrow reads only the rows of the Pokémon whose facts pass: held to
    /// the whole catalog filtered by the same conditions written out here, for conditions on
    /// stats, on the generation (which the row holds), with flags, types and a sort beside them.
    @Test func aListNarrowedByFactsIsTheWholeCatalogFiltered() async throws {
        typealias Case = (
            conditions: [String], configure: (inout ListFilter) -> Void, keeps: (PokemonSummary, ListFacts) -> Bool
        )
        let cases: [Case] = [
            (["speed>=100"], { _ in }, { $1.stats.speed >= 100 }),
            (["gen=4", "attack>100"], { _ in }, { $0.generation == 4 && $1.stats.attack > 100 }),
            (["gen>=8"], { $0.legendary = true }, { $0.generation >= 8 && $1.isLegendary }),
            ([], { $0.mythical = true }, { $1.isMythical }),
            (["weight>999.9"], { _ in }, { $1.weightHectograms > 9_999 }),
            (["hp<40"], { $0.types = ["bug"] }, { $0.types.contains("bug") && $1.stats.hp < 40 }),
            (
                ["total>=600"],
                {
                    $0.fullyEvolved = true
                    $0.notLegendary = true
                    $0.notMythical = true
                }, { $1.stats.total >= 600 && $1.isFullyEvolved && !$1.isLegendary && !$1.isMythical }
            ),
            (["speed>999"], { _ in }, { _, _ in false }),
        ]
        let catalog = try await repository.catalog()
        let facts = try await repository.listFacts()
        for (conditions, configure, keeps) in cases {
            var filter = ListFilter()
            filter.conditions = try conditions.map { try ListCondition.parse($0) }
            configure(&filter)
            let expected = catalog.all.filter { pokemon in facts[pokemon.id].map { keeps(pokemon, $0) } ?? false }
            // A repository of its own: the catalog read above is not read again.
            let page = try await ListInteractor(repository: offlineRepository())
                .page(offset: 0, limit: 2_000, filter: filter)
            #expect(page.items.map(\.id) == expected.map(\.id), "\(conditions)")
            #expect(page.total == expected.count)
        }
        // Sorted, with the sort's ties by id.
        var fastest = ListFilter()
        fastest.conditions = [try ListCondition.parse("speed>=100")]
        fastest.sort = .field(.total)
        fastest.descending = true
        let sorted = try await ListInteractor(repository: offlineRepository()).page(
            offset: 0, limit: 2_000, filter: fastest)
        let byTotal = catalog.all.compactMap { pokemon in
            facts[pokemon.id].map { (pokemon.id, $0.stats.total, $0.stats.speed) }
        }
        .filter { $0.2 >= 100 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        #expect(sorted.items.map(\.id) == byTotal.map(\.0) && byTotal.count > 200)
    }

    /// A regional Pokédex's list is its entries' species in their numbers' order, each by its
    /// default form's row of the catalog (read by id, not from the whole catalog); a game's,
    /// its Pokédexes one after another, each species once; with a condition, those its stats
    /// let through, in the same order.
    @Test func aRegionalListIsItsEntriesInOrder() async throws {
        let encounters = PokeAPIEncountersRepository(bundled: BundledData(root: fixtures), language: .en)
        let catalog = try await repository.catalog()
        let facts = try await repository.listFacts()
        func interactor() -> ListInteractor {
            ListInteractor(repository: offlineRepository(), moves: offlineMovesRepository(), dexes: encounters)
        }
        func expected(_ dexes: [RegionalDex]) -> [String] {
            var seen: Set<Int> = []
            return dexes.flatMap { $0.entries.sorted { $0.number < $1.number } }
                .filter { seen.insert($0.speciesID).inserted }
                .compactMap { entry in catalog.all.first { $0.id == entry.speciesID && $0.isDefault }?.name }
        }
        let all = try await encounters.regionalDexes()
        for name in ["kanto", "paldea", "updated-johto"] {
            let dex = try #require(all.first { $0.name == name })
            var filter = ListFilter()
            filter.pokedex = name
            let page = try await interactor().page(offset: 0, limit: 2_000, filter: filter)
            #expect(page.items.map(\.name) == expected([dex]), "\(name)")
        }
        var game = ListFilter()
        game.game = "sv"
        let sv = try await encounters.regionalDexes(of: "scarlet-violet")
        #expect(sv.map(\.name) == ["paldea", "kitakami", "blueberry"])
        let whole = try await interactor().page(offset: 0, limit: 2_000, filter: game)
        #expect(whole.items.map(\.name) == expected(sv) && whole.total > 600)
        game.conditions = [try ListCondition.parse("speed>=100")]
        let fast = try await interactor().page(offset: 0, limit: 2_000, filter: game)
        let speeds = Dictionary(uniqueKeysWithValues: catalog.all.map { ($0.name, facts[$0.id]?.stats.speed ?? 0) })
        #expect(fast.items.map(\.name) == expected(sv).filter { speeds[$0, default: 0] >= 100 })
    }

    @Test func kantoHasTwelveFirePokemon() async throws {
        let page = try await ListInteractor(repository: repository)
            .page(offset: 0, limit: 50, filter: ListFilter(types: ["fire"], generation: 1))
        #expect(page.total == 12)
        #expect(
            page.items.map(\.name) == [
                "charmander", "charmeleon", "charizard", "vulpix", "ninetales", "growlithe", "arcanine",
                "ponyta", "rapidash", "magmar", "flareon", "moltres",
            ])
    }
}

@Suite struct EvolutionWordsTests {
    func condition(_ trigger: String, _ configure: (inout EvolutionCondition) -> Void = { _ in }) -> EvolutionCondition
    {
        var c = EvolutionCondition(trigger: trigger)
        configure(&c)
        return c
    }

    @Test func conditionsReadAsAPersonWouldSayThem() {
        #expect(EvolutionText.describe(condition("level-up") { $0.minLevel = 16 }, into: "ivysaur") == "level 16")
        #expect(
            EvolutionText.describe(condition("use-item") { $0.item = "fire-stone" }, into: "flareon")
                == "use Fire Stone")
        #expect(
            EvolutionText.describe(condition("trade") { $0.heldItem = "metal-coat" }, into: "steelix")
                == "trade holding Metal Coat")
        #expect(
            EvolutionText.describe(
                condition("level-up") {
                    $0.minHappiness = 160
                    $0.timeOfDay = "day"
                }, into: "espeon")
                == "high friendship, daytime")
        #expect(
            EvolutionText.describe(condition("level-up") { $0.nearSpecialRock = true }, into: "leafeon")
                == "level up near a Moss Rock")
        #expect(
            EvolutionText.describe(
                condition("level-up") {
                    $0.knownMoveType = "fairy"
                    $0.minAffection = 2
                }, into: "sylveon")
                == "knows a Fairy-type move with affection")
        #expect(
            EvolutionText.describe(condition("trade") { $0.tradeSpecies = "shelmet" }, into: "escavalier")
                == "trade for Shelmet")
        #expect(
            EvolutionText.describe(
                condition("level-up") {
                    $0.minLevel = 20
                    $0.relativePhysicalStats = 1
                }, into: "hitmonlee")
                == "level 20, Attack higher than Defense")
    }

    @Test func severalWaysJoinWithOr() {
        let ways = [
            condition("level-up") { $0.nearSpecialRock = true }, condition("use-item") { $0.item = "leaf-stone" },
        ]
        #expect(EvolutionText.describe(ways, into: "leafeon") == "level up near a Moss Rock or use Leaf Stone")
    }

    @Test(arguments: [("1", 1), ("i", 1), ("IV", 4), ("generation-ix", 9), ("Gen 3", 3), ("kanto", 1), ("Paldea", 9)])
    func generationsAreReadInAnyForm(text: String, number: Int) {
        #expect(ListFilter.parseGeneration(text) == number)
    }

    @Test(arguments: ["0", "10", "x", "mars", ""])
    func otherGenerationsAreRefused(text: String) {
        #expect(ListFilter.parseGeneration(text) == nil)
    }
}

/// Forms written short, as Pokémon Showdown writes many of them (`pikachu-original` for
/// `pikachu-original-cap`): across the dex, each resolves to a form of the same species.
@Suite(.tags(.slow)) struct WholeDexShortFormTests {
    @Test func everyFormWrittenWithoutItsLastWordFindsItsSpecies() async throws {
        let catalog = try await offlineRepository().catalog()
        let index = NameIndex(catalog)
        let names = Set(catalog.all.map(\.name))
        var checked = 0
        for pokemon in catalog.all where !pokemon.isDefault && pokemon.name.hasPrefix(pokemon.speciesName + "-") {
            let form = pokemon.name.dropFirst(pokemon.speciesName.count + 1).split(separator: "-")
            guard form.count >= 2 else { continue }
            let short = pokemon.speciesName + "-" + form.dropLast().joined(separator: "-")
            guard !names.contains(short) else { continue }
            let found = index.resolve(short)
            #expect(found?.speciesID == pokemon.speciesID, "\(short) for \(pokemon.name)")
            // Read from the species' rows alone, without the catalog: the same answer.
            #expect(await direct.summary(directly: short) == found, "\(short)")
            checked += 1
        }
        #expect(checked >= 40)
        for (showdown, name) in [
            ("Meowstic-F", "meowstic-female"), ("Tauros-Paldea-Combat", "tauros-paldea-combat-breed"),
            ("Ogerpon-Wellspring", "ogerpon-wellspring-mask"), ("Necrozma-Dusk-Mane", "necrozma-dusk"),
            ("Rotom-Wash", "rotom-wash"), ("Garchomp", "garchomp"),
        ] {
            #expect(await direct.summary(directly: showdown)?.name == name, "\(showdown)")
            #expect(index.resolve(showdown)?.name == name, "\(showdown)")
        }
        #expect(await direct.summary(directly: "Garchomp-Nothing") == nil)
    }

    /// A repository that never loads the catalog, so that it answers from rows alone.
    let direct = offlineRepository()
}

/// What `list --where` and `--sort` read, against each Pokémon's own entry.
@Suite(.tags(.slow)) struct WholeDexListFactsTests {
    let repository = offlineRepository()

    @Test func everyPokemonHasListFactsThatAgreeWithItsEntry() async throws {
        let catalog = try await repository.catalog()
        let facts = try await repository.listFacts()
        #expect(facts.count == catalog.count)
        for id in [1, 25, 150, 10034, 133] {
            let summary = try #require(catalog.pokemon(id: id))
            let detail = try await repository.detail(of: summary)
            let fact = try #require(facts[id])
            #expect(fact.stats == detail.stats)
            #expect(fact.heightDecimetres == detail.heightDecimetres)
            #expect(fact.weightHectograms == detail.weightHectograms)
            #expect(fact.isLegendary == detail.facts.isLegendary)
            #expect(fact.isMythical == detail.facts.isMythical)
            #expect(fact.isBaby == detail.facts.isBaby)
            #expect(
                fact.isFullyEvolved
                    == (detail.evolution.map { Self.evolvesFurther(summary.speciesID, in: $0) } == false))
        }
        // Eevee evolves; its eight evolutions do not; Mewtwo never did.
        #expect(facts[133]?.isFullyEvolved == false)
        #expect(facts[134]?.isFullyEvolved == true)
        #expect(facts[150]?.isFullyEvolved == true)
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures).appendingPathComponent(StatsIndex.fileName))
        #expect(StatsIndex.encode(try StatsIndex.decode(data)) == String(decoding: data, as: UTF8.self))
    }

    /// `show`, `team` and `chart` read the chart, `type` each type's resource: the same facts.
    /// The chart's other rows (`stellar`, `shadow`, `unknown`) are no Pokémon's type.
    @Test func theBundledTypeChartIsEveryTypesOwnRelations() async throws {
        let chart = try await repository.typeChart()
        #expect(chart.count >= 18)
        for type in TypeChart.attackingTypes {
            #expect(chart[type] == (try await repository.type(named: type)), "\(type)")
        }
        let held = Set(try await repository.catalog().all.flatMap(\.types))
        #expect(held.isSubset(of: TypeChart.attackingTypes), "\(held.subtracting(TypeChart.attackingTypes))")
    }

    private static func evolvesFurther(_ speciesID: Int, in node: EvolutionNode) -> Bool {
        if node.speciesID == speciesID { return !node.evolvesTo.isEmpty }
        return node.evolvesTo.contains { evolvesFurther(speciesID, in: $0) }
    }
}

/// `show`'s defences with abilities, over the whole dex, against `team`'s reckoning of the
/// same Pokémon holding the same ability: one rule table, two paths, one answer.
@Suite(.tags(.slow)) struct WholeDexAbilityDefenseTests {
    @Test func showAndTeamAgreeOnWhatEveryAbilityChanges() async throws {
        try await onOwnThread {
            let repository = offlineRepository()
            let catalog = try await repository.catalog()
            let chart = try await repository.typeChart()
            let interactor = DetailInteractor(repository: repository)
            var changing = 0
            for summary in catalog.all {
                guard
                    let model = Optional(
                        Presenter.entry(try await interactor.detail(for: String(summary.id), entryText: false)))
                else {
                    Issue.record("no entry for #\(summary.id)")
                    continue
                }
                let changers = model.abilities.filter { AbilityDefense.changesDefense($0.name) }
                #expect(
                    model.abilityDefenses.map(\.ability.name).allSatisfy { name in changers.contains { $0.name == name }
                    })
                for line in model.abilityDefenses {
                    changing += 1
                    let member = TeamMember(
                        spec: TeamMemberSpec(species: summary.name), pokemon: summary, types: model.types,
                        ability: Term(
                            kind: .ability, id: 0, name: line.ability.name, displayName: line.ability.displayName),
                        item: nil, nature: nil, moves: [])
                    for attacking in TypeChart.attackingTypes {
                        let plain = model.typeDefenses.first { $0.type == attacking }?.multiplier ?? 1
                        let shown = line.changes.first { $0.type == attacking }?.multiplier ?? plain
                        #expect(
                            shown == TeamAnalysis.defense(of: member, against: attacking, chart: chart),
                            "#\(summary.id) \(line.ability.name) against \(attacking)")
                    }
                }
            }
            // Rotom-Wash (Levitate), Shedinja (Wonder Guard), Heatran (Flash Fire) among them.
            #expect(changing > 50)
        }
    }
}

/// Every evolution of the fixtures, its conditions in words in each language: every blank
/// filled, and every item, move, species, type and region the conditions name in that
/// language where the bundle names it there, as `show` and `where` find the names.
@Suite(.tags(.slow)) struct WholeDexEvolutionWordsTests {
    let pokedex = offlineRepository()
    let moves = offlineMovesRepository()

    @Test(arguments: [Language.ja, .fr, .de, .ko, .zhHans])
    func everyConditionIsInTheLanguage(language: Language) async throws {
        let folder = URL(fileURLWithPath: fixtures).appendingPathComponent("evolution-chain")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json") && $0 != "index.json"
        }
        #expect(files.count > 500)
        var steps: [(species: String, conditions: [EvolutionCondition])] = []
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let root = PokemonMapper.evolution(try JSONReader.read(EvolutionChainDTO.self, from: data))
            steps += root.allSpecies.filter { !$0.conditions.isEmpty }.map { ($0.species, $0.conditions) }
        }
        let all = steps.flatMap(\.conditions)
        let wanted = ConditionNames.wanted(by: all)
        let interactor = MovesInteractor(pokedex: pokedex, repository: moves)
        let names = ConditionNames(
            items: await interactor.names(of: .item, wanted.items, in: language),
            moves: await interactor.names(of: .move, wanted.moves, in: language),
            species: await ListInteractor(repository: pokedex).speciesNames(wanted.species, in: language))
        // The items and moves found are those the bundle names in the language (PokeAPI has no
        // Japanese for Legends: Arceus's Peat Block, for one); every species has its name.
        let termNames = try await moves.termNames()
        func named(_ kind: TermKind, _ wanted: [String]) async throws -> Set<String> {
            let list = try await moves.namedTerms(kind)
            return Set(
                zip(wanted, list.named(wanted)).compactMap { name, term in
                    term.flatMap { termNames.name(of: kind, id: $0.id, in: language) } == nil ? nil : name
                })
        }
        let items = try await named(.item, wanted.items)
        #expect(Set(names.items.keys) == items)
        let knownMoves = try await named(.move, wanted.moves)
        #expect(Set(names.moves.keys) == knownMoves)
        #expect(Set(wanted.species).isSubset(of: names.species.keys), "species without a name")
        // What stays English is only what the bundle has no name for: such an item or move
        // (Rage Fist has no German name in PokeAPI), or a place.
        let unnamed =
            Set(wanted.items).subtracting(items).map(DisplayName.titleCase)
            + Set(wanted.moves).subtracting(knownMoves).map(DisplayName.titleCase)
            + all.compactMap(\.location).map(DisplayName.titleCase)
        let labels = ScreenLabels(language: language, names: try await moves.labelNames())
        for step in steps {
            let text = try #require(
                EvolutionText.describe(step.conditions, into: step.species, labels: labels, names: names))
            #expect(!text.contains("{") && !text.contains("}"), "\(step.species): \(text)")
            var rest = Substring(text)
            while let marked = rest.range(of: " (en)") {
                let before = rest[..<marked.lowerBound]
                #expect(unnamed.contains { before.hasSuffix($0) }, "\(language.rawValue) \(step.species): \(text)")
                rest = rest[marked.upperBound...]
            }
        }
    }
}
