/// SplitMix64: a small, fast generator whose sequence is fixed by its seed, so that
/// `pokedex random --seed 7` picks the same Pokémon on every machine and every run.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A whole number in `0..<bound` (bound > 0), the same for the same seed everywhere:
    /// not the standard library's `random(in:)`, whose method may change between releases.
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

extension SeededRandom {
    /// One of `items` (not empty), picked as `below` picks.
    package mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
