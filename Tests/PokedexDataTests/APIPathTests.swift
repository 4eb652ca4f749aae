import PokedexData
import PokedexDomain
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

@Suite struct LinkIDTests {
    /// A link's id is its last part between slashes as a number, as splitting the link on its
    /// slashes gives it, over PokeAPI's links and what is not one.
    @Test func theIdIsTheLastPartBetweenSlashes() {
        let links = [
            "https://pokeapi.co/api/v2/pokemon-species/25/", "https://pokeapi.co/api/v2/evolution-chain/1",
            "/api/v2/move/85//", "25", "/25", "", "/", "//", "a/b/", "x/+25/", "x/-3", "x/25a/", "x/é/", "x/2é/",
            "x/é25/", "ü/7/", "x/99999999999999999999/", "x/0/", "x//12", "\u{600}/25", "x\u{600}/7/", "x/7/\u{301}",
        ]
        // A slash after a prepending mark, or before a combining one, is part of a character.
        let parts = ["", "/", "//", "25", "7", "-3", "+1", "é", "a", "0x1", " 4", "٣", "\u{600}", "\u{301}", "\r\n"]
        var random = SeededRandom(seed: 20_261_204)
        let made = (0..<400).map { _ in (0..<random.below(6)).map { _ in random.pick(parts) }.joined() }
        for link in links + made {
            #expect(NamedResourceDTO.idFromURL(link) == link.split(separator: "/").last.flatMap { Int($0) }, "\(link)")
        }
        #expect(NamedResourceDTO.idFromURL("https://pokeapi.co/api/v2/pokemon-species/25/") == 25)
    }
}
