import Foundation
import RapidVerify

/// Times ``NativeTreeReader`` against `JSONSerialization` on the same RapidMap JSON bytes:
/// the 100k-element long feed written by ``NativeTreeWriter``.
enum NativeJSONBenchmark {
    static func run() {
        let tree = FeedGenerator.longFeed()
        let data = NativeTreeWriter.write(tree)
        print("== RapidMap JSON (native): \(tree.count) nodes, \(formatBytes(data.count)) (pretty) ==")
        var parsed: AccessibilityTree?
        if ProcessInfo.processInfo.environment["RAPIDMAP_BENCH_PROFILE"] == "native" {
            // For profilers (perf, callgrind): only read, 40 times, nothing else.
            let compact = NativeTreeWriter.write(tree, pretty: false)
            for _ in 0..<40 { parsed = try? NativeTreeReader.read(compact, path: nil) }
            exit(parsed == nil ? 1 : 0)
        }
        let reader = bestTime(runs: 15) { try? NativeTreeReader.read(data, path: nil) }
        parsed = try? NativeTreeReader.read(data, path: nil)
        guard parsed == tree else {
            print("  ERROR: NativeTreeReader did not read back the written tree")
            return
        }
        let foundation = bestTime(runs: 3) { try? JSONSerialization.jsonObject(with: data) }
        report("NativeTreeReader", seconds: reader, bytes: data.count)
        report("JSONSerialization", seconds: foundation, bytes: data.count)
        print("  ratio: NativeTreeReader is \(String(format: "%.1f", foundation / reader))x JSONSerialization")
        let compact = NativeTreeWriter.write(tree, pretty: false)
        let compactReader = bestTime(runs: 15) { try? NativeTreeReader.read(compact, path: nil) }
        report("NativeTreeReader (compact, \(formatBytes(compact.count)))", seconds: compactReader, bytes: compact.count)
        let writer = bestTime(runs: 5) { NativeTreeWriter.write(tree) }
        report("NativeTreeWriter (pretty)", seconds: writer, bytes: data.count)
    }

    /// The best wall-clock time of `runs` runs of `body`, in seconds. The result of each run
    /// is freed after the clock stops, so freeing a tree is not counted as reading it.
    static func bestTime<T>(runs: Int, _ body: () -> T) -> Double {
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            let result = body()
            let elapsed = clock.now - start
            withExtendedLifetime(result) {}
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    /// Prints one line: name, milliseconds, MB/s.
    static func report(_ name: String, seconds: Double, bytes: Int) {
        let mbps = Double(bytes) / 1_000_000 / seconds
        print("  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", seconds * 1000)) ms  \(String(format: "%8.1f", mbps)) MB/s")
    }

    /// "10.4 MB".
    static func formatBytes(_ count: Int) -> String {
        String(format: "%.1f MB", Double(count) / 1_000_000)
    }
}
