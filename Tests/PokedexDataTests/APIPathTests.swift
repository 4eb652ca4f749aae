import PokedexData
import Testing

@Suite struct APIPathTests {
    @Test func pathsNameTheResourceAndKey() {
        #expect(APIPath.item(.pokemonSpecies, id: 25).description == "pokemon-species/25")
        #expect(APIPath.item(.pokemon, name: "mr-mime")?.description == "pokemon/mr-mime")
        #expect(APIPath.list(.type).description == "type")
    }

    @Test(arguments: [
        "", "../etc/passwd", "..", "%2e%2e", "a/b", "Pikachu", "mr mime", "-x", "x-", "a--b", "é",
        "pikachu?x=1", "a#b", String(repeating: "a", count: 65),
    ])
    func namesOutsidePokeAPIsAlphabetAreRefused(name: String) {
        #expect(APIPath.item(.pokemon, name: name) == nil)
    }

    @Test func absoluteLinksParseBackIntoPaths() {
        #expect(APIPath(parsing: "https://pokeapi.co/api/v2/pokemon-species/25/") == .item(.pokemonSpecies, id: 25))
        #expect(APIPath(parsing: "/api/v2/type/") == .list(.type))
        #expect(APIPath(parsing: "/api/v2/berry/1/") == nil)
    }
}
