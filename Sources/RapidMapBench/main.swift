import Foundation
import RapidVerify
import RapidExperience

// rapidmap-bench: run with `swift run -c release rapidmap-bench [--large] [--check ratios] [--readers]`.
//   --large          also measure 1,000,000 nodes (about a minute more)
//   --check ratios   fail only on targets that hold on a loaded machine (ratios, line counts);
//                    without it every documented target is checked
//   --readers        also print the older per-reader sections (100k nodes)
//   --write-feed DIR [NODES]   only write the feed (default 1,000,000 nodes) as feed.json
//                    (native, \u-escaped) and feed.xml (Appium) into DIR, for .ci/compare-c.sh
// Every section converts the same generated feed (FeedGenerator) into its own format and
// prints its figures beside a baseline. A reader that fails to read its input, or a missed
// target, stops the run with an error line and a non-zero exit status.
let arguments = Set(CommandLine.arguments.dropFirst())
let robustOnly = CommandLine.arguments.contains("ratios")
let sizes = arguments.contains("--large") ? [10_000, 100_000, 1_000_000] : [10_000, 100_000]
do {
    if let k = CommandLine.arguments.firstIndex(of: "--write-feed"), k + 1 < CommandLine.arguments.count {
        let directory = URL(fileURLWithPath: CommandLine.arguments[k + 1])
        let nodes = k + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[k + 2]) ?? 1_000_000 : 1_000_000
        let tree = FeedGenerator.longFeed(elements: nodes)
        try PhaseBenchmark.asciiEscaped(NativeJSONWriter.write(tree, pretty: false)).write(to: directory.appendingPathComponent("feed.json"))
        try Data(AppiumXMLBenchmark.appiumSource(tree)).write(to: directory.appendingPathComponent("feed.xml"))
        exit(0)
    }
    if let phase = ProcessInfo.processInfo.environment["RAPIDMAP_BENCH_PROFILE"], phase != "native" {
        // For callgrind: one phase only, on 30,000 nodes, a few times.
        let tree = FeedGenerator.longFeed(elements: 30_000)
        let map = MapSourceOptions().controls(for: TraversalEngine().order(tree))
        let escaped = PhaseBenchmark.asciiEscaped(NativeJSONWriter.write(tree, pretty: false))
        for _ in 0..<3 {
            switch phase {
            case "escaped": _ = try NativeJSONReader.read(escaped, path: nil)
            case "verify": _ = Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: tree)
            case "table": _ = OrderListing.table(TraversalEngine().order(tree))
            default: break
            }
        }
        exit(0)
    }
    if arguments.contains("--readers") {
        try NativeJSONBenchmark.run()
        try WebDriverAgentJSONBenchmark.run()
        try AppiumXMLBenchmark.run()
        try DebugDescriptionBenchmark.run()
        try TraversalBenchmark.run()
    }
    guard try PhaseBenchmark.run(sizes: sizes, robustOnly: robustOnly) else {
        print("rapidmap-bench: FAILED: a documented target was missed (see Targets above)")
        exit(1)
    }
} catch {
    print("rapidmap-bench: FAILED: \(error)")
    exit(1)
}
