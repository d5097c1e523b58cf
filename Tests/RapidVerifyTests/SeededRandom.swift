/// A small deterministic pseudo-random generator (SplitMix64) for test data: the same
/// seed always gives the same numbers, so a failing randomized test can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` must be positive).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

extension SeededRandom {
    /// `bytes` with one to four random edits, each replacing, inserting or removing one
    /// byte; new bytes come from `alphabet`. For "damaged input never crashes" tests.
    mutating func damaged(_ bytes: [UInt8], alphabet: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + below(4)) {
            let at = below(bytes.count)
            switch below(3) {
            case 0: bytes[at] = alphabet[below(alphabet.count)]
            case 1: bytes.insert(alphabet[below(alphabet.count)], at: at)
            default: bytes.remove(at: at)
            }
        }
        return bytes
    }
}
