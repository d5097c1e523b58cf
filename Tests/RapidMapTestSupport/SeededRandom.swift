/// A small deterministic pseudo-random generator (SplitMix64) for test data: the same
/// seed always gives the same numbers, so a failing randomized test can be replayed.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` must be positive).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
