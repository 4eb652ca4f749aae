import Testing

@testable import PokedexPresentation

/// Conditions that together mean any time (every time of day, every season…) are found as the
/// sets they are: held to comparing the sets themselves, on random lists of conditions drawn
/// from the groups and beside them, in any order, some given twice.
@Suite struct WholeConditionsTests {
    @Test func aListIsWholeExactlyWhenItsSetIsOneOfTheGroups() {
        let groups = EncounterNames.wholes.map(Set.init)
        let pool = EncounterNames.wholes.flatMap { $0 } + ["time-dusk", "radar-on", "swarm-yes", ""]
        var random = SystemRandomNumberGenerator()
        var wholes = 0
        for _ in 0..<5_000 {
            // Half drawn from one group, so that the whole ones are common enough to be tried.
            let source =
                Bool.random(using: &random) ? (EncounterNames.wholes.randomElement(using: &random) ?? []) : pool
            let names = (0..<Int.random(in: 0...10, using: &random)).compactMap { _ in
                source.randomElement(using: &random)
            }
            let expected = groups.contains(Set(names))
            if expected { wholes += 1 }
            #expect(EncounterNames.isWhole(names) == expected, "\(names)")
        }
        #expect(wholes > 100)
        #expect(EncounterNames.isWhole(["time-night", "time-day", "time-day"]))
        #expect(!EncounterNames.isWhole(["time-night"]))
        #expect(!EncounterNames.isWhole([]))
    }
}
