import PokedexDomain
import Testing

/// Lists searched and read as one: each position is read from the list it falls in.
@Suite struct NamedListTests {
    static func list(_ names: [String]) -> NamedList<String> { NamedList(names) { [$0] } }

    @Test func positionsAcrossListsAreReadFromTheirOwn() throws {
        let joined = NamedList(concatenating: [
            Self.list(["abra", "bulbasaur"]), Self.list([]), Self.list(["charmander", "ditto", "eevee"]),
        ])
        #expect(joined.keys.count == 5)
        // Out of order and repeated, each from its own list, in the order asked.
        #expect(
            try joined.elements(at: [4, 0, 2, 2, 1]) == ["eevee", "abra", "charmander", "charmander", "bulbasaur"])
        #expect(try joined.elements(at: []) == [])
        // A position past the end names nothing.
        #expect(try joined.elements(at: [9, 3]) == ["ditto"])
        #expect(try joined.search("eevee", limit: 3).first?.element == "eevee")
    }
}
