import PokedexDomain
import Testing

@testable import PokedexPresentation

/// Places by kind and id, held to a dictionary made plainly from the same places (the first of a
/// kind and id counts): random places, with ids repeated, of both kinds, negative, and past the
/// ids found by position.
@Suite struct PlacesByIDTests {
    @Test func eachKindAndIDFindsItsFirstPlace() {
        var random = SeededRandom(seed: 2_026_1205)
        for _ in 0..<300 {
            let places = (0..<random.below(40)).map { index in
                let id = random.pick([
                    random.below(50), random.below(3000), -1 - random.below(3), 70_000 + random.below(3),
                ])
                return Place(
                    kind: random.pick([.location, .area]), id: id, name: "place-\(index)", locationID: nil, region: nil,
                    names: [:])
            }
            var first: [Place.Kind: [Int: Place]] = [:]
            for place in places where first[place.kind]?[place.id] == nil {
                first[place.kind, default: [:]][place.id] = place
            }
            let found = PlacesByID(places)
            let ids = Set(places.map(\.id)).union([-5, 0, 49, 2999, 3000, 65_535, 65_536, 70_003])
            for id in ids {
                #expect(found.location(id) == first[.location]?[id], "location \(id)")
                #expect(found.area(id) == first[.area]?[id], "area \(id)")
            }
        }
    }
}
