import Foundation
import RapidVerify

/// Times ``NativeJSONReader`` against `JSONSerialization` on the same native JSON bytes:
/// the 100k-element long feed written by ``NativeJSONWriter``.
enum NativeJSONBenchmark {
    static func run() throws {
        let tree = FeedGenerator.longFeed()
        let data = NativeJSONWriter.write(tree)
        print("== native JSON (native): \(tree.count) nodes, \(Bench.formatBytes(data.count)) (pretty) ==")
        var parsed: AccessibilityTree?
        if ProcessInfo.processInfo.environment["RAPIDMAP_BENCH_PROFILE"] == "native" {
            // For profilers (perf, callgrind): only read, 40 times, nothing else.
            let compact = NativeJSONWriter.write(tree, pretty: false)
            for _ in 0..<40 { parsed = try? NativeJSONReader.read(compact, path: nil) }
            exit(parsed == nil ? 1 : 0)
        }
        parsed = try Bench.checkedRead("NativeJSONReader", expected: tree) { try NativeJSONReader.read(data, path: nil) }
        guard parsed == tree else {
            throw Bench.Failure(description: "NativeJSONReader did not read back the written tree")
        }
        Bench.reportBesideJSONSerialization("NativeJSONReader", data: data) { try? NativeJSONReader.read(data, path: nil) }
        let compact = NativeJSONWriter.write(tree, pretty: false)
        let compactReader = Bench.bestTime(runs: 15) { try? NativeJSONReader.read(compact, path: nil) }
        Bench.report("NativeJSONReader (compact, \(Bench.formatBytes(compact.count)))", seconds: compactReader, bytes: compact.count)
        let writer = Bench.bestTime(runs: 5) { NativeJSONWriter.write(tree) }
        Bench.report("NativeJSONWriter (pretty)", seconds: writer, bytes: data.count)
    }
}
