import Foundation
import RapidVerify
import RapidExperience

/// `rapidmap-bench --help`.
let help = """
    rapidmap-bench: the release-build benchmark of RapidMap's readers, phases and commands.

    Usage: swift run -c release rapidmap-bench [options]

      (no option)          every phase at 10,000 and 100,000 nodes beside its baseline; every
                           documented target checked (exit 1 when one is missed)
      --large              also 1,000,000 nodes (about a minute more)
      --check ratios       check only the targets that hold on a loaded machine (ratios, line
                           counts, and every phase's cost per element against the committed
                           baseline, PerElementBaseline.swift): what CI runs
      --update-baseline    measure every phase at 10,000 and 100,000 nodes and rewrite
                           Tests/Benchmark/Sources/RapidMapBench/PerElementBaseline.swift (rebuild to
                           use it)
      --update-instructions
                           count every phase's instructions per element under valgrind and
                           rewrite Tests/Benchmark/Sources/RapidMapBench/InstructionBaseline.swift
      --check growth       the complexity harness, short: every reader and command on generated
                           adversarial inputs at n and 8n; exit 1 when 8x the input costs more
                           than 12x the time (what CI runs)
      --full               with --check growth: the full harness (larger inputs, about 10 minutes);
                           RAPIDMAP_GROWTH=full does the same
      --only WORDS         with --check growth: only the shapes whose subject or shape contains WORDS
      --compare-c          also time simdjson (DOM parse + walk) and `xmllint --stream` on the
                           1,000,000-node long and dense feeds beside `rapidgen order`, when
                           installed (Debian: libsimdjson-dev, g++, libxml2-utils; measuring
                           only); the memory targets need only rapidgen and python3
      --readers            also print the older per-reader sections (100k nodes)
      --write-feed DIR [NODES]
                           only write the long feed (default 1,000,000 nodes) as feed.json (native,
                           \\u-escaped as Python's json.dump writes it) and feed.xml (Appium), and
                           the dense feed as dense-feed.json and dense-feed.xml, into DIR
      --help, -h           print this help

    Every section converts the same generated feed into its own format and prints its figures
    beside a baseline in the same run. A reader that fails to read its input, or a missed
    target, stops the run with an error line and a non-zero exit status.
    """

// The process between the benchmark and a compiler it measures (MapTypeCheck), not an option.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == MapTypeCheck.childOption {
    exit(MapTypeCheck.childMain(CommandLine.arguments[2]))
}
// The run ``InstructionCount`` counts under callgrind: every phase once, at 10,000 nodes.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == InstructionCount.childOption {
    do {
        _ = try PhaseBenchmark.run(sizes: [InstructionCount.nodes], robustOnly: true, counting: true)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("rapidmap-bench: \(error)\n".utf8))
        exit(1)
    }
}
let arguments = Set(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(help, terminator: "")
    exit(0)
}
// Every option and the values that may follow one; anything else is a usage error.
let optionWords: Set<String> = [
    "--large", "--check", "ratios", "growth", "--full", "--only", "--compare-c", "--readers", "--write-feed", "--update-baseline", "--update-instructions",
]
for (k, word) in CommandLine.arguments.enumerated().dropFirst() where !optionWords.contains(word) {
    let previous = CommandLine.arguments[k - 1]
    if previous == "--only" || previous == "--write-feed" || (k >= 2 && CommandLine.arguments[k - 2] == "--write-feed") { continue }
    FileHandle.standardError.write(Data("rapidmap-bench: error: unknown argument '\(word)' (see rapidmap-bench --help)\n".utf8))
    exit(2)
}
let robustOnly = CommandLine.arguments.contains("ratios")
let sizes = arguments.contains("--large") ? [10_000, 100_000, 1_000_000] : [10_000, 100_000]
do {
    if let k = CommandLine.arguments.firstIndex(of: "--write-feed"), k + 1 < CommandLine.arguments.count {
        let directory = URL(fileURLWithPath: CommandLine.arguments[k + 1])
        let nodes = k + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[k + 2]) ?? 1_000_000 : 1_000_000
        for (prefix, tree) in [("", FeedGenerator.longFeed(elements: nodes)), ("dense-", FeedGenerator.denseFeed(elements: nodes))] {
            try PhaseBenchmark.asciiEscaped(NativeJSONWriter.write(tree, pretty: false)).write(to: directory.appendingPathComponent("\(prefix)feed.json"))
            try Data(AppiumXMLBenchmark.appiumSource(tree)).write(to: directory.appendingPathComponent("\(prefix)feed.xml"))
        }
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
    if let k = CommandLine.arguments.firstIndex(of: "--check"), k + 1 < CommandLine.arguments.count,
        CommandLine.arguments[k + 1] == "growth"
    {
        let full = arguments.contains("--full") || ProcessInfo.processInfo.environment["RAPIDMAP_GROWTH"] == "full"
        let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
        let passed = try GrowthHarness.run(mode: full ? .full : .short, filter: only)
        GrowthShapes.removeScratch()
        exit(passed ? 0 : 1)
    }
    if arguments.contains("--compare-c") {
        // Measured against tools of this machine: the gaps are printed, never an exit status.
        let targets = try CompareC.run(nodes: 1_000_000)
        if !targets.isEmpty {
            Bench.say("Targets against C (printed, not an exit status: the C tools are for measuring only):")
            for t in targets {
                Bench.say(
                    "  \((!t.measuredAtAll ? "-" : t.met ? "met" : "MISSED").padding(toLength: 11, withPad: " ", startingAt: 0)) \(t.name): \(t.measured)")
            }
            Bench.say("")
        }
        if !arguments.contains("--large") && !arguments.contains("--readers") { exit(0) }
    }
    if arguments.contains("--readers") {
        try NativeJSONBenchmark.run()
        try WebDriverAgentJSONBenchmark.run()
        try AppiumXMLBenchmark.run()
        try DebugDescriptionBenchmark.run()
        try TraversalBenchmark.run()
    }
    if arguments.contains("--update-instructions") {
        guard let counted = try InstructionCount.measure() else { exit(1) }
        try InstructionCount.writeBaseline(counted)
        exit(0)
    }
    let updateBaseline = arguments.contains("--update-baseline")
    if PlantedRegression.inRead {
        print(
            "\(PlantedRegression.variable)=\(PlantedRegression.readValue): a regression is planted in the escaped read (1.5 times its work); the check must fail"
        )
    }
    // The count runs first, so that the timed rounds know which phases it judges.
    let instructions = robustOnly && !updateBaseline ? try InstructionCount.measure() : nil
    guard
        try PhaseBenchmark.run(
            sizes: updateBaseline ? [10_000, 100_000] : sizes, robustOnly: robustOnly || updateBaseline, updateBaseline: updateBaseline,
            instructions: instructions)
    else {
        print("rapidmap-bench: FAILED: a documented target was missed (see Targets above)")
        exit(1)
    }
} catch {
    print("rapidmap-bench: FAILED: \(error)")
    exit(1)
}
