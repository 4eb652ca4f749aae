import PokedexDomain
import Testing

/// Positions by id, held to a dictionary kept the same way (the first position of an id counts):
/// random ids, repeated, negative, past the table, and positions past 32 bits.
@Suite struct PositionsByIDTests {
    @Test func eachIDFindsTheFirstPositionKeptForIt() {
        var random = SeededRandom(seed: 2_026_1205)
        for _ in 0..<300 {
            var positions = PositionsByID()
            var model: [Int: Int] = [:]
            for _ in 0..<random.below(60) {
                let id = random.pick([
                    random.below(40), random.below(70_000), -1 - random.below(3), Int.max - random.below(2),
                ])
                let position = random.pick([random.below(100), Int(Int32.max) + random.below(3)])
                positions.keep(position, for: id)
                if model[id] == nil { model[id] = position }
            }
            for id in Set(model.keys).union([-5, 0, 39, 65_535, 65_536, Int.max, Int.min]) {
                #expect(positions[id] == model[id], "id \(id)")
            }
        }
    }
}
