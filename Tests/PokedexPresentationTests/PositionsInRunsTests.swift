import PokedexDomain
import Testing

@testable import PokedexPresentation

/// Positions kept by key in runs, held to a dictionary of the same appends: keys that come in
/// runs, come back after others, and are asked for before anything is kept for them.
@Suite struct PositionsInRunsTests {
    @Test func eachKeyHasThePositionsAppendedToIt() {
        var random = SeededRandom(seed: 2_026_1206)
        for round in 0..<300 {
            var kept = PositionsInRuns()
            var expected: [Int: [Int]] = [:]
            var key = random.below(5)
            for position in 0..<random.below(60) {
                // Mostly the same key as the step before; now and then another, or one seen before.
                if random.below(4) == 0 { key = random.pick([random.below(5), -1 - random.below(2), 1 << 40]) }
                if random.below(3) == 0 {
                    #expect(kept.positions(of: key) == expected[key, default: []], "round \(round), key \(key)")
                } else {
                    kept.append(position, to: key)
                    expected[key, default: []].append(position)
                }
            }
            for key in Set(expected.keys).union([99, -7]) {
                #expect(kept.positions(of: key) == expected[key, default: []], "round \(round), key \(key)")
            }
        }
    }
}
