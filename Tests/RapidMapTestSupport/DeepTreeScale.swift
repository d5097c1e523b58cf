import Foundation

/// How deep the tests that show a walk, a reader or a writer never recurses build their trees:
/// 1,000,000 levels with `RAPIDMAP_STRESS=1`, 200,000 in every `swift test`.
///
/// A recursive walk needs a stack frame per level, at least 100 bytes in a debug build: 20 MB
/// at 200,000 levels, past the 8 MB stack of a test's thread (glibc's default; Darwin gives
/// secondary threads less), so the smaller depth still fails on recursion. At 1,000,000
/// levels the nine deepest tests took 95 of the 122 s that RapidVerifyTests and
/// RapidScreenReaderTests took, one test at a time in a debug build.
package enum DeepTreeScale {
    /// Whether the full depth runs (`RAPIDMAP_STRESS=1`).
    package static let isFull = ProcessInfo.processInfo.environment["RAPIDMAP_STRESS"] == "1"
    /// Levels of a deep tree.
    package static let depth = isFull ? 1_000_000 : 200_000
}
