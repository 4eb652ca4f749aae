import PokedexDomain
import Testing

/// The search box's filters: each written form to the `list` filter it means.
@Suite struct FilterQueryTests {
    @Test func aPlainNameIsNoFilter() throws {
        #expect(try FilterQuery.parse("charizard") == nil)
        #expect(try FilterQuery.parse("mr. mime") == nil)
        #expect(try FilterQuery.parse("-") == nil)
        #expect(try FilterQuery.parse("ho-oh") == nil)
        #expect(try FilterQuery.parse("type: null") == nil)
        #expect(try FilterQuery.parse("Type:Null") == nil)
    }

    @Test func everyKeyReadsAsListsOptionDoes() throws {
        let query = try #require(
            try FilterQuery.parse(
                "type:Dragon -type:flying spe>=100 move:earthquake move:swords-dance game:sv ability:rough-skin "
                    + "-ability:levitate resists:fire weak:ice immune:ground tier:ou gen:4 egg:monster "
                    + "is:fully-evolved -is:legendary -is:mythical gar"))
        let filter = query.filter
        #expect(filter.types == ["dragon"] && filter.notTypes == ["flying"])
        #expect(filter.conditions.map(\.description) == [try ListCondition.parse("spe>=100").description])
        #expect(filter.moves == ["earthquake", "swords-dance"] && filter.game == "sv")
        #expect(filter.ability == "rough-skin" && filter.notAbilities == ["levitate"])
        #expect(filter.resists == ["fire"] && filter.weakTo == ["ice"] && filter.immuneTo == ["ground"])
        #expect(filter.tiers == [SmogonTier(parsing: "OU")].compactMap { $0 })
        #expect(filter.generation == 4 && filter.eggGroup == "monster")
        #expect(filter.fullyEvolved && filter.notLegendary && filter.notMythical && !filter.legendary)
        #expect(query.words == ["gar"])
    }

    @Test(arguments: [
        ("type:dragn", "no type is called dragn", "dragon"), ("colour:red", "no filter is called colour", nil),
        ("tier:OUU", "no Smogon tier", "OU"), ("-move:tackle", "move cannot be negated", nil),
        ("is:shiny", "is: takes legendary", nil), ("spe>>1", "a number must follow", nil),
        ("-is:baby", "is:baby cannot be negated", nil), ("gen:10", "a generation is 1 to 9", nil),
    ])
    func aFilterThatMeansNothingSaysWhy(query: String, words: String, nearest: String?) {
        #expect {
            _ = try FilterQuery.parse(query)
        } throws: { error in
            guard let error = error as? FilterQuery.ParseError else { return false }
            return error.message.lowercased().contains(words.lowercased())
                && (nearest.map { error.suggestions.contains($0) } ?? true)
        }
    }
}
