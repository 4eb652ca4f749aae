import PokedexDomain
import Testing

@Suite struct ListConditionTests {
    @Test(arguments: [
        ("speed>=100", ListField.speed, ListCondition.Comparison.greaterOrEqual, 100),
        ("total<=300", .total, .lessOrEqual, 300),
        ("bst<300", .total, .less, 300),
        ("atk>120", .attack, .greater, 120),
        ("spa = 100", .specialAttack, .equal, 100),
        ("Sp. Atk == 100", .specialAttack, .equal, 100),
        ("spd!=80", .specialDefense, .notEqual, 80),
        ("spe>=130", .speed, .greaterOrEqual, 130),
        ("weight>200", .weight, .greater, 2000),
        ("weight>200.5", .weight, .greater, 2005),
        ("height<=0.3", .height, .lessOrEqual, 3),
        ("gen=4", .generation, .equal, 4),
        ("gen>9", .generation, .greater, 9),
        ("generation<1", .generation, .less, 1),
        ("gen!=10", .generation, .notEqual, 10),
        ("  HP >= 255 ", .hp, .greaterOrEqual, 255),
    ])
    func expressionsReadAsPlayersWriteThem(
        text: String, field: ListField, comparison: ListCondition.Comparison, value: Int
    )
        throws
    {
        let condition = try ListCondition.parse(text)
        #expect(condition == ListCondition(field: field, comparison: comparison, value: value))
        // Written back, it reads the same.
        #expect(try ListCondition.parse(condition.description) == condition)
    }

    @Test(arguments: [
        ("speed>>100", "a number must follow '>' in 'speed>>100', not '>100'"),
        ("speed>=fast", "'fast' is not a number in 'speed>=fast'"),
        ("colour=red", "unknown field 'colour' in 'colour=red'"),
        (">100", "'>100' names no field before '>100'"),
        ("speed", "'speed' has no comparison"),
        ("speed>=", "'' is not a number in 'speed>='"),
        ("speed>=1.5", "'1.5' is not a number in 'speed>=1.5'"),
        ("weight>1.25", "'1.25' is not a number (in kilograms) in 'weight>1.25'"),
        ("speed=>100", "a number must follow '=' in 'speed=>100', not '>100'"),
        ("speed<-5", "'-5' is not a number in 'speed<-5'"),
        ("gen=99", "a generation is 1 to 9, not 99, in 'gen=99'"),
        ("generation=0", "a generation is 1 to 9, not 0, in 'generation=0'"),
    ])
    func aMalformedExpressionPointsAtTheBadPart(text: String, message: String) {
        #expect {
            try ListCondition.parse(text)
        } throws: { error in
            (error as? ListCondition.ParseError)?.message.hasPrefix(message) ?? false
        }
    }

    @Test func conditionsAndFlagsFilterAndTheSortOrders() {
        func pokemon(_ id: Int) -> PokemonSummary {
            PokemonSummary(
                id: id, name: "mon-\(id)", speciesID: id, speciesName: "mon-\(id)", displayName: "Mon \(id)",
                types: ["normal"], isDefault: true, generation: 1)
        }
        func facts(speed: Int, legendary: Bool = false) -> ListFacts {
            ListFacts(
                stats: BaseStats(hp: 50, attack: 50, defense: 50, specialAttack: 50, specialDefense: 50, speed: speed),
                heightDecimetres: 10, weightHectograms: 100, isLegendary: legendary, isMythical: false, isBaby: false,
                isFullyEvolved: true)
        }
        let all = [pokemon(1), pokemon(2), pokemon(3), pokemon(4)]
        let known: ListFactsTable = [
            1: facts(speed: 90), 2: facts(speed: 120, legendary: true), 3: facts(speed: 120), 4: facts(speed: 30),
        ]
        var filter = ListFilter()
        filter.conditions = [ListCondition(field: .speed, comparison: .greaterOrEqual, value: 90)]
        #expect(all.filter { filter.matches($0, known[$0.id]!) }.map(\.id) == [1, 2, 3])
        filter.legendary = true
        #expect(all.filter { filter.matches($0, known[$0.id]!) }.map(\.id) == [2])
        var order = ListFilter()
        order.sort = .field(.speed)
        #expect(order.ordered(all, facts: known).map(\.id) == [4, 1, 2, 3])
        order.descending = true
        // Ties stay in dex order whichever the direction.
        #expect(order.ordered(all, facts: known).map(\.id) == [2, 3, 1, 4])
        order.sort = .name
        #expect(order.ordered(all, facts: known).map(\.id) == [4, 3, 2, 1])
        #expect(order.arguments == ["--sort", "name", "--desc"])
    }
}
