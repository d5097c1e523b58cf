import Foundation
import RapidVerify

/// Times ``NativeTreeReader`` against `JSONSerialization` on the same RapidMap JSON bytes:
/// the 100k-element long feed written by ``NativeTreeWriter``.
enum NativeJSONBenchmark {
    static func run() throws {
        let tree = FeedGenerator.longFeed()
        let data = NativeTreeWriter.write(tree)
        print("== RapidMap JSON (native): \(tree.count) nodes, \(Bench.formatBytes(data.count)) (pretty) ==")
        var parsed: AccessibilityTree?
        if ProcessInfo.processInfo.environment["RAPIDMAP_BENCH_PROFILE"] == "native" {
            // For profilers (perf, callgrind): only read, 40 times, nothing else.
            let compact = NativeTreeWriter.write(tree, pretty: false)
            for _ in 0..<40 { parsed = try? NativeTreeReader.read(compact, path: nil) }
            exit(parsed == nil ? 1 : 0)
        }
        parsed = try Bench.checkedRead("NativeTreeReader", expected: tree) { try NativeTreeReader.read(data, path: nil) }
        guard parsed == tree else {
            throw Bench.Failure(description: "NativeTreeReader did not read back the written tree")
        }
        let reader = Bench.bestTime(runs: 15) { try? NativeTreeReader.read(data, path: nil) }
        let foundation = Bench.bestTime(runs: 3) { try? JSONSerialization.jsonObject(with: data) }
        Bench.report("NativeTreeReader", seconds: reader, bytes: data.count)
        Bench.report("JSONSerialization", seconds: foundation, bytes: data.count)
        print("  ratio: NativeTreeReader is \(String(format: "%.1f", foundation / reader))x JSONSerialization")
        let compact = NativeTreeWriter.write(tree, pretty: false)
        let compactReader = Bench.bestTime(runs: 15) { try? NativeTreeReader.read(compact, path: nil) }
        Bench.report("NativeTreeReader (compact, \(Bench.formatBytes(compact.count)))", seconds: compactReader, bytes: compact.count)
        let writer = Bench.bestTime(runs: 5) { NativeTreeWriter.write(tree) }
        Bench.report("NativeTreeWriter (pretty)", seconds: writer, bytes: data.count)
    }
}
