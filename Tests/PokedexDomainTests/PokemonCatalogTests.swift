import PokedexDomain
import Testing

func summary(
    _ id: Int, _ name: String, _ display: String, types: [String] = ["normal"],
    species: String? = nil, speciesID: Int? = nil, isDefault: Bool = true
) -> PokemonSummary {
    PokemonSummary(
        id: id, name: name, speciesID: speciesID ?? id, speciesName: species ?? name,
        displayName: display, types: types, isDefault: isDefault)
}

let sampleCatalog = PokemonCatalog([
    summary(25, "pikachu", "Pikachu", types: ["electric"]),
    summary(4, "charmander", "Charmander", types: ["fire"]),
    summary(5, "charmeleon", "Charmeleon", types: ["fire"]),
    summary(6, "charizard", "Charizard", types: ["fire", "flying"]),
    summary(
        10034, "charizard-mega-x", "Charizard (Mega X)", types: ["fire", "dragon"],
        species: "charizard", speciesID: 6, isDefault: false),
    summary(390, "chimchar", "Chimchar", types: ["fire"]),
    summary(122, "mr-mime", "Mr. Mime", types: ["psychic", "fairy"]),
    summary(29, "nidoran-f", "Nidoran♀", types: ["poison"]),
    summary(386, "deoxys-normal", "Deoxys", types: ["psychic"], species: "deoxys"),
    summary(
        10001, "deoxys-attack", "Deoxys (Attack)", types: ["psychic"],
        species: "deoxys", speciesID: 386, isDefault: false),
])

let sampleNames = NameIndex(sampleCatalog)

@Suite struct PokemonCatalogTests {
    @Test func catalogIsInDexOrder() {
        #expect(sampleCatalog.all.map(\.id) == [4, 5, 6, 25, 29, 122, 386, 390, 10001, 10034])
    }

    @Test(arguments: ["25", "#25", "025", "0025", " 25 "])
    func numbersResolveAsIDs(text: String) {
        #expect(sampleNames.resolve(text)?.name == "pikachu")
    }

    @Test(arguments: [
        ("PIKACHU", "pikachu"), ("Mr. Mime", "mr-mime"), ("mr mime", "mr-mime"),
        ("Nidoran♀", "nidoran-f"), ("nidoran f", "nidoran-f"),
        ("deoxys", "deoxys-normal"), ("Deoxys", "deoxys-normal"),
        ("charizard-mega-x", "charizard-mega-x"), ("Charizard (Mega X)", "charizard-mega-x"),
    ])
    func namesResolveInAnySpelling(text: String, name: String) {
        #expect(sampleNames.resolve(text)?.name == name)
    }

    @Test(arguments: ["pikachuu", "", "   ", "#", "#-1", "99999", "-1", "0"])
    func unknownTextResolvesToNothing(text: String) {
        #expect(sampleNames.resolve(text) == nil)
    }

    @Test func searchRanksExactThenPrefixThenSubstringThenFuzzy() {
        let hits = sampleNames.search("char", limit: 10)
        #expect(hits.map(\.pokemon.name) == ["charmander", "charmeleon", "charizard", "charizard-mega-x", "chimchar"])
        #expect(hits.map(\.match) == [.prefix, .prefix, .prefix, .prefix, .substring])

        let exact = sampleNames.search("charizard", limit: 10)
        #expect(exact.first?.pokemon.name == "charizard")
        #expect(exact.first?.match == .exact)
        #expect(exact.dropFirst().first?.match == .prefix)
    }

    @Test func searchFindsCloseMisspellings() {
        let hits = sampleNames.search("chrmander", limit: 10)
        #expect(hits.map(\.pokemon.name) == ["charmander"])
        #expect(hits.first?.match == .fuzzy)
    }

    @Test func searchHonoursTheLimitAndIgnoresBlankQueries() {
        #expect(sampleNames.search("char", limit: 2).count == 2)
        #expect(sampleNames.search("  ", limit: 10).isEmpty)
        #expect(sampleNames.search("zzzzzz", limit: 10).isEmpty)
    }

    @Test func suggestionsArePokemonNamesNearestFirst() {
        #expect(sampleNames.suggestions(for: "pikachuu").map(\.name) == ["pikachu"])
        #expect(sampleNames.suggestions(for: "charmandr").first?.name == "charmander")
        #expect(sampleNames.suggestions(for: "charmandr").count <= 3)
        #expect(sampleNames.suggestions(for: "xyzzyq").isEmpty)
    }
}
