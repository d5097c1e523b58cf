import Foundation
import RapidVerify

/// What every benchmark section shares: timing, the report line and the failure that
/// stops the run when a reader cannot read its input.
enum Bench {
    /// A reader failed on its generated input: the run elements and `rapidmap-bench` exits
    /// non-zero instead of printing a speed for a read that did not happen.
    struct Failure: Error, CustomStringConvertible {
        /// What failed, in one line.
        var description: String
    }

    /// The best wall-clock time of `runs` runs of `body`, in seconds. The result of each run
    /// is freed after the clock elements, so freeing a tree is not counted as reading it.
    static func bestTime<T>(runs: Int, _ body: () -> T) -> Double {
        var best = Double.infinity
        for _ in 0..<(baselinesSkipped ? 0 : runs) {
            // The monotonic clock of every supported system (`ContinuousClock` needs macOS 13).
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            withExtendedLifetime(result) {}
            best = min(best, Double(elapsed) / 1e9)
        }
        return best
    }

    /// True in ``InstructionCount``'s child, which counts the phases only: ``bestTime(runs:_:)``
    /// then runs nothing (infinity), so the baselines beside the phases cost no time under valgrind.
    nonisolated(unsafe) static var baselinesSkipped = false

    /// Prints `text` and a line break at once, unbuffered, so lines appear as they are
    /// measured also when the output is a file or a pipe (CI logs). For the sections that
    /// print only this way (growth, C comparison).
    static func say(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Prints one line: name, milliseconds, MB/s.
    static func report(_ name: String, seconds: Double, bytes: Int) {
        let mbps = Double(bytes) / 1_000_000 / seconds
        print(
            "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", seconds * 1000)) ms  \(String(format: "%8.1f", mbps)) MB/s")
    }

    /// Times `read` (best of 15 runs) and `JSONSerialization` (best of 3) on the same `data`;
    /// prints both lines and how many times faster `reader` is.
    static func reportBesideJSONSerialization(_ reader: String, data: Data, _ read: () -> AccessibilityTree?) {
        let seconds = bestTime(runs: 15, read)
        let foundation = bestTime(runs: 3) { try? JSONSerialization.jsonObject(with: data) }
        report(reader, seconds: seconds, bytes: data.count)
        report("JSONSerialization", seconds: foundation, bytes: data.count)
        print("  ratio: \(reader) is \(String(format: "%.1f", foundation / seconds))x JSONSerialization")
    }

    /// "10.4 MB".
    static func formatBytes(_ count: Int) -> String {
        String(format: "%.1f MB", Double(count) / 1_000_000)
    }

    /// Reads `data` once with `read`; throws a ``Failure`` naming `reader` when it throws or
    /// when the tree it gives differs from `expected` in a node's type, frame, identifier or
    /// label (what every format in the benchmark carries).
    static func checkedRead(
        _ reader: String, expected: AccessibilityTree,
        _ read: () throws -> AccessibilityTree
    ) throws -> AccessibilityTree {
        let tree: AccessibilityTree
        do {
            tree = try read()
        } catch {
            throw Failure(description: "\(reader) could not read the generated input: \(error)")
        }
        guard tree.count == expected.count else {
            throw Failure(description: "\(reader) read \(tree.count) nodes, expected \(expected.count)")
        }
        for (i, (got, want)) in zip(tree.nodes, expected.nodes).enumerated()
        where got.type != want.type || got.frame != want.frame || got.identifier != want.identifier || got.label != want.label {
            throw Failure(description: "\(reader) read node \(i) as \(got), expected \(want)")
        }
        return tree
    }
}
