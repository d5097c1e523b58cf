import Foundation
import RapidVerify

/// Randomly damaged copies of a valid input, for "bad input gives a tree or a
/// ``RecordingError``, never a crash" tests.
package enum DamagedInput {
    /// `bytes` with one to four random edits, each replacing, inserting or removing one
    /// byte; new bytes come from `alphabet`.
    package static func damaged(_ bytes: [UInt8], alphabet: [UInt8], random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + random.below(4)) {
            let at = random.below(bytes.count)
            switch random.below(3) {
            case 0: bytes[at] = alphabet[random.below(alphabet.count)]
            case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
            default: bytes.remove(at: at)
            }
        }
        return bytes
    }

    /// Reads `rounds` damaged copies of `original` with `read`; returns how many were
    /// refused with a ``RecordingError``. Any other error is thrown.
    package static func recordingErrors(
        reading original: [UInt8], alphabet: [UInt8], seed: UInt64, rounds: Int = 3000,
        _ read: (Data) throws -> AccessibilityTree
    ) throws -> Int {
        var random = SeededRandom(seed: seed)
        var errors = 0
        for _ in 0..<rounds {
            do {
                _ = try read(Data(damaged(original, alphabet: alphabet, random: &random)))
            } catch is RecordingError {
                errors += 1
            }
        }
        return errors
    }
}
