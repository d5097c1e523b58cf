import Foundation

/// Whether the tests run at full size (`RAPIDMAP_STRESS=1`), and the sizes that depend on it:
/// the one reading of the variable every stress-sized test shares.
package enum StressRun {
    /// Whether the full sizes run (`RAPIDMAP_STRESS=1`).
    package static let isFull = ProcessInfo.processInfo.environment["RAPIDMAP_STRESS"] == "1"

    /// How deep the tests that show a walk, a reader or a writer never recurses build their
    /// trees: 1,000,000 levels at full size, 200,000 in every `swift test`.
    ///
    /// A recursive walk needs a stack frame per level, at least 100 bytes in a debug build:
    /// 20 MB at 200,000 levels, past the 8 MB stack of a test's thread (glibc's default;
    /// Darwin gives secondary threads less), so the smaller depth still fails on recursion. At
    /// 1,000,000 levels the nine deepest tests took 95 of the 122 s that RapidVerifyTests and
    /// RapidScreenReaderTests took, one test at a time in a debug build.
    package static let deepTreeLevels = isFull ? 1_000_000 : 200_000
}
