import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexTerminalUI
import Testing

enum Samples {
    static let bulbasaur = PokemonDetail(
        summary: PokemonSummary(
            id: 1, name: "bulbasaur", speciesID: 1, speciesName: "bulbasaur",
            displayName: "Bulbasaur", types: ["grass", "poison"], isDefault: true),
        genus: "Seed Pokémon", generation: 1, heightDecimetres: 7, weightHectograms: 69,
        abilities: [AbilitySlot(name: "overgrow", isHidden: false), AbilitySlot(name: "chlorophyll", isHidden: true)],
        stats: BaseStats(hp: 45, attack: 49, defense: 49, specialAttack: 65, specialDefense: 65, speed: 45))

    static let page = ListViewModel(
        rows: [
            PokemonRow(id: 1, name: "bulbasaur", displayName: "Bulbasaur", types: ["grass", "poison"]),
            PokemonRow(id: 669, name: "flabebe", displayName: "Flabébé", types: ["fairy"]),
            PokemonRow(
                id: 10034, name: "charizard-mega-x", displayName: "Charizard (Mega X)", types: ["fire", "dragon"]),
        ],
        offset: 0, limit: 3, count: 1351, nextOffset: 3)

    static let search = SearchViewModel(
        query: "char",
        hits: [
            .init(
                row: PokemonRow(id: 4, name: "charmander", displayName: "Charmander", types: ["fire"]), match: "prefix"),
            .init(
                row: PokemonRow(id: 390, name: "chimchar", displayName: "Chimchar", types: ["fire"]), match: "substring"
            ),
        ])

    /// Bulbasaur with its species facts, forms, chain and defences, as the repository gives them.
    static var richBulbasaur: PokemonDetail {
        var detail = bulbasaur
        var facts = SpeciesFacts()
        facts.eggGroups = ["monster", "plant"]
        facts.genderRate = 1
        facts.captureRate = 45
        facts.baseHappiness = 50
        facts.growthRate = "medium-slow"
        facts.habitat = "grassland"
        facts.color = "green"
        facts.shape = "quadruped"
        detail.facts = facts
        detail.forms = [PokemonForm(name: "bulbasaur", id: 1, isDefault: true)]
        var level16 = EvolutionCondition(trigger: "level-up")
        level16.minLevel = 16
        var level32 = EvolutionCondition(trigger: "level-up")
        level32.minLevel = 32
        detail.evolution = EvolutionNode(
            species: "bulbasaur", speciesID: 1, conditions: [],
            evolvesTo: [
                EvolutionNode(
                    species: "ivysaur", speciesID: 2, conditions: [level16],
                    evolvesTo: [
                        EvolutionNode(species: "venusaur", speciesID: 3, conditions: [level32], evolvesTo: [])
                    ])
            ])
        detail.typeDefenses = TypeChart.defenses(of: [
            TypeRelations(
                name: "grass", doubleDamageFrom: ["flying", "poison", "bug", "fire", "ice"],
                halfDamageFrom: ["ground", "water", "grass", "electric"], noDamageFrom: [],
                doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
            TypeRelations(
                name: "poison", doubleDamageFrom: ["ground", "psychic"],
                halfDamageFrom: ["fighting", "poison", "bug", "grass", "fairy"], noDamageFrom: [],
                doubleDamageTo: [], halfDamageTo: [], noDamageTo: []),
        ])
        return detail
    }

    static var detailState: ViewState {
        Presenter.present(
            DetailResult(detail: richBulbasaur, speciesDisplayNames: [1: "Bulbasaur", 2: "Ivysaur", 3: "Venusaur"]))
    }

    /// With a Pokédex entry (made up for the test: the repository holds no PokeAPI prose).
    static var detailWithEntryState: ViewState {
        Presenter.present(
            PokemonDetail(
                summary: bulbasaur.summary, genus: bulbasaur.genus, generation: 1, heightDecimetres: 7,
                weightHectograms: 69,
                abilities: bulbasaur.abilities, stats: bulbasaur.stats,
                entry: PokedexEntry(
                    text:
                        "A made-up entry for this test, long enough to wrap across two lines of an eighty-column terminal.",
                    version: "legends-arceus")))
    }
}

@Suite struct RendererSnapshotTests {
    let human = RenderOptions(format: .text, layout: .human, style: .plain, width: 80)

    /// Renders `state` with the given options and compares stdout with its golden file.
    private func expectSnapshot(
        _ state: ViewState, _ name: String, format: RenderOptions.Format = .text,
        style: TerminalStyle = .plain, width: Int = 80, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let options = RenderOptions(format: format, layout: .human, style: style, width: width)
        assertSnapshot(Renderer.render(state, options: options).stdout, named: name, sourceLocation: sourceLocation)
    }

    @Test func listRenderings() {
        expectSnapshot(.content(Samples.page), "list-human")
        expectSnapshot(.content(Samples.page), "list-colour", style: .ansi)
        expectSnapshot(.content(Samples.page), "list-narrow", width: 30)
        expectSnapshot(.content(Samples.page), "list-json", format: .json)
        expectSnapshot(.content(Samples.page), "list-jsonl", format: .jsonLines)
    }

    /// A screen's JSON is a document the sink streams, not a string made first; streamed, it is
    /// the same bytes as its text (the goldens above), and a text answer has no document.
    @Test func aScreensJSONIsStreamedAsTheSameBytes() throws {
        let options = RenderOptions(format: .json, layout: .tabular)
        let rendered = Renderer.render(.content(Samples.page), options: options)
        let document = try #require(rendered.document)
        var streamed: [UInt8] = []
        var pieces = 0
        #expect(
            document.write(buffering: 16) {
                streamed += $0
                pieces += 1
                return true
            })
        #expect(pieces > 10 && String(decoding: streamed, as: UTF8.self) == rendered.stdout)
        #expect(Renderer.render(.content(Samples.page), options: RenderOptions()).document == nil)
    }

    @Test func detailRenderings() {
        expectSnapshot(Samples.detailState, "show-human")
        expectSnapshot(Samples.detailState, "show-colour", style: .ansi)
        expectSnapshot(Samples.detailState, "show-json", format: .json)
        expectSnapshot(Samples.detailWithEntryState, "show-entry-human")
        expectSnapshot(Samples.detailWithEntryState, "show-entry-json", format: .json)
    }

    /// The commands under an entry are never cut: too wide for one line, each has its own.
    @Test func anEntrysNextCommandsWrapWholeOnANarrowTerminal() {
        func lastLines(width: Int) -> [Substring] {
            let options = RenderOptions(format: .text, layout: .human, style: .plain, width: width)
            return Renderer.render(Samples.detailState, options: options).stdout.split(separator: "\n").suffix(2)
        }
        #expect(lastLines(width: 40) == ["Moves: pokedex moves bulbasaur", "Where: pokedex where bulbasaur"])
        #expect(lastLines(width: 80).last == "Moves: pokedex moves bulbasaur · Where: pokedex where bulbasaur")
    }

    @Test func searchRenderings() {
        expectSnapshot(.content(Samples.search), "search-human")
        expectSnapshot(.content(Samples.search), "search-json", format: .json)
    }

    @Test func listInAPipeIsTabSeparated() {
        var options = human
        options.layout = .tabular
        let output = Renderer.render(.content(Samples.page), options: options).stdout
        #expect(output == "1\tbulbasaur\tgrass,poison\n669\tflabebe\tfairy\n10034\tcharizard-mega-x\tfire,dragon\n")
    }

    @Test func jsonInAPipeIsOneCompactLine() {
        let options = RenderOptions(format: .json, layout: .tabular, style: .plain, width: 80)
        let output = Renderer.render(.content(Samples.search), options: options).stdout
        #expect(
            output
                == #"{"query":"char","results":[{"id":4,"name":"charmander","display_name":"Charmander","types":["fire"],"type_names":["Fire"],"match":"prefix","kind":"pokemon"},{"id":390,"name":"chimchar","display_name":"Chimchar","types":["fire"],"type_names":["Fire"],"match":"substring","kind":"pokemon"}]}"#
                + "\n")
    }

    @Test func errorsGoToStderrOnly() {
        let output = Renderer.render(.error(.init(kind: .notFound, message: "No Pokémon named 'x'.")), options: human)
        #expect(output == RenderedOutput(stdout: "", stderr: "pokedex: No Pokémon named 'x'.\n"))
    }

    @Test func escapeSequencesInMessagesAreMadeVisible() {
        let output = Renderer.render(
            .error(.init(kind: .notFound, message: "No Pokémon named '\u{1B}]0;pwned\u{07}'.")),
            options: human)
        #expect(output.stderr == "pokedex: No Pokémon named '\\u{1b}]0;pwned\\u{7}'.\n")
    }

    @Test func emptySearchStillPrintsAJSONDocument() {
        var options = human
        options.format = .json
        let output = Renderer.render(.empty(.noMatches(query: "zz")), options: options)
        #expect(output.stdout == "{\n  \"query\": \"zz\",\n  \"results\": []\n}\n")
        options.layout = .tabular
        #expect(
            Renderer.render(.empty(.noMatches(query: "zz")), options: options).stdout == #"{"query":"zz","results":[]}"#
                + "\n")
        #expect(output.stderr == "pokedex: Nothing matches 'zz'.\n")
    }
}
