import Foundation
import RapidExperience
import RapidMap
import RapidVerify
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every phase of a verification at 10k, 100k (and, with `--large`, 1M) nodes, in one
/// table: reading each format, ordering, verifying a matching map, verifying a map with
/// three differences, rendering that failure's report, generating the map's source, and one
/// poll of `rapidgen live` (``LivePoll``) on a WebDriverAgent JSON answer.
/// Each subject runs beside a baseline in the same run (the same bytes or the same tree),
/// so a loaded machine slows both alike and the ratio stays meaningful.
///
/// The feed (``FeedGenerator``) carries escaped and non-ASCII labels; the native JSON is
/// written as Python's `json.dump` writes it (every non-ASCII character as a `\u` escape).
/// The trees every reader gives are checked equal to the generated one, so the later
/// phases, measured once per size, hold for every format.
enum PhaseBenchmark {
    /// One line of the table.
    struct Line {
        var nodes: Int
        var feed: String
        var format: String
        var phase: String
        /// The feed's ordered elements (VoiceOver's order), beside every phase: a change of
        /// the traversal's rules shows here first.
        var elements: Int
        var seconds: Double
        var bytes: Int?
        var baseline: String
        var baselineSeconds: Double?
        var peakBytes: Int
    }

    /// A documented target that the run checks (see BENCHMARKS.md).
    struct Target {
        var name: String
        var met: Bool
        var measured: String
        /// Ratio targets hold on a loaded machine (both sides slow alike); absolute ones do not.
        var robust: Bool
        /// False when a tool it needs is missing: printed as not measured.
        var measuredAtAll = true
    }

    // MARK: Targets (named, as BENCHMARKS.md lists them)

    /// Native JSON with `\u` escapes and non-ASCII: at least this many MB/s.
    static let nativeEscapedMBps = 300.0
    /// Read + order + verify of the matching 1M-node feed: under this many seconds.
    static let readOrderVerifySeconds = 1.0
    /// The report of a failure with three differences: under this many seconds …
    static let reportSeconds = 0.050
    /// … and under this many lines, at every size.
    static let reportLines = 100
    /// 10× the nodes costs at most this many times the time.
    static let linearFactor = 12.0
    /// The native JSON reader against `JSONSerialization` on the same bytes: at least this ratio.
    static let nativeOverFoundation = 3.0
    /// The XML reader against Foundation's `XMLParser` (building nothing): at least this ratio.
    static let xmlOverFoundation = 1.5
    /// The one size the live poll is measured at: a screen of 10,000 nodes is far larger than
    /// any real one (the real captures have hundreds), its instructions per element do not
    /// depend on the size, and at 100,000 it would add about 15 s to CI for nothing more.
    static let livePollNodes = 10_000

    /// The two generated screens every size measures.
    enum Feed: String, CaseIterable {
        /// ``FeedGenerator/longFeed(elements:seed:shuffledCells:)``: label-heavy, 4 elements in 5 nodes.
        case long = "long feed"
        /// ``FeedGenerator/denseFeed(elements:seed:)``: short labels, containers not accessible.
        case dense = "dense feed"

        func tree(_ nodes: Int) -> AccessibilityTree {
            switch self {
            case .long: FeedGenerator.longFeed(elements: nodes)
            case .dense: FeedGenerator.denseFeed(elements: nodes)
            }
        }
    }

    /// Runs every phase at `sizes`; with `counting`, only once each, for ``InstructionCount``
    /// (nothing is timed or judged). `instructions`: each phase's instructions per element,
    /// counted before, judged beside its processor time.
    static func run(
        sizes: [Int], robustOnly: Bool, updateBaseline: Bool = false, counting: Bool = false, instructions: [String: Double]? = nil
    ) throws -> Bool {
        var lines: [Line] = []
        var targets: [Target] = []
        var verifySeconds: [Int: Double] = [:]
        let check = PerElementCheck(updating: updateBaseline, counting: counting, instructions: instructions)
        Bench.baselinesSkipped = counting
        print("== Phases: every phase per size and feed, each beside its baseline (best of several runs) ==")
        for size in sizes {
            let runs = size >= 1_000_000 ? 3 : size >= 100_000 ? 5 : 9
            let baselineRuns = size >= 1_000_000 ? 1 : 3
            for feed in Feed.allCases {
                let tree = feed.tree(size)
                let reference = ReferenceWork(tree)
                let engine = TraversalEngine()
                let order = engine.order(tree)
                let elements = order.count
                check.noteElements(elements, feed: feed.rawValue, nodes: size)
                /// Times `body` beside the reference and judges its cost per element.
                func timed<T>(_ format: String, _ phase: String, _ body: @escaping () -> T) -> Double {
                    check.measure(
                        key: PerElementCheck.key(nodes: size, feed: feed.rawValue, format: format, phase: phase),
                        elements: elements, reference: reference, runs: runs, body
                    ).wall
                }
                func line(_ phase: String, _ seconds: Double, baseline: String, _ baselineSeconds: Double?) -> Line {
                    Line(
                        nodes: size, feed: feed.rawValue, format: "any", phase: phase, elements: elements, seconds: seconds, bytes: nil,
                        baseline: baseline, baselineSeconds: baselineSeconds, peakBytes: peakMemory())
                }

                // The phases after reading run first, while only the tree is in memory, so their
                // peak RSS is theirs; then each format is written, read and freed in turn.
                var phaseLines: [Line] = []
                let orderTime = timed("any", "order") { engine.order(tree) }
                let scanTime = Bench.bestTime(runs: runs) { preOrderScan(tree) }
                phaseLines.append(line("order", orderTime, baseline: "pre-order scan, no rules", scanTime))

                let map = MapSourceOptions().controls(for: order)
                let pass = Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: tree)
                guard pass.passed else { throw Bench.Failure(description: "the \(feed.rawValue)'s own map does not match it: \(pass.summary)") }
                let passTime = timed("any", "verify, map matches") { Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: tree) }
                let floorTime = Bench.bestTime(runs: runs) { compareFloor(map, engine.order(tree)) }
                if feed == .long { verifySeconds[size] = passTime }
                phaseLines.append(line("verify, map matches", passTime, baseline: "order + pairwise ==", floorTime))

                // Three differences: two entries swapped in the middle, one missing near the end.
                var broken = map
                broken.swapAt(map.count / 2, map.count / 2 + 1)
                broken[map.count / 2].index = map.count / 2
                broken[map.count / 2 + 1].index = map.count / 2 + 1
                broken.remove(at: map.count - 3)
                let failing = Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: broken, tree: tree)
                guard !failing.passed, failing.differences.count <= 4 else {
                    throw Bench.Failure(description: "the broken map gave \(failing.differences.count) differences: \(failing.summary)")
                }
                let failTime = timed("any", "verify, map differs") { Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: broken, tree: tree) }
                phaseLines.append(line("verify, \(failing.differences.count) differences", failTime, baseline: "order + pairwise ==", floorTime))

                // The verifier's identifier table beside a dictionary doing its work: a choice
                // inside `verify`, printed (not judged: `verify` itself is) and left out of
                // `--check ratios`.
                if !robustOnly {
                    let declared = map.compactMap { ControlIdentifier.meaningful($0.identifier) }
                    let seen = order.compactMap { ControlIdentifier.meaningful($0.node.identifier) }
                    let numbered = IdentifierNumbering.withTable(declared: declared, seen: seen)
                    guard numbered == IdentifierNumbering.withDictionary(declared: declared, seen: seen) else {
                        throw Bench.Failure(description: "the identifier table and the dictionary numbered the feed's identifiers differently")
                    }
                    let tableTime = Bench.bestTime(runs: runs) { IdentifierNumbering.withTable(declared: declared, seen: seen) }
                    let dictionaryTime = Bench.bestTime(runs: runs) { IdentifierNumbering.withDictionary(declared: declared, seen: seen) }
                    phaseLines.append(line("number \(declared.count) identifiers", tableTime, baseline: "[String: Int32]", dictionaryTime))
                }

                // The report of three differences has the same size at every size: its time is
                // not a cost per element, and it is not in the baseline.
                let report = failing.report()
                let reportTime = Bench.bestTime(runs: runs) { failing.report() }
                let summaryTime = Bench.bestTime(runs: runs) { failing.differences.map(\.description).joined(separator: "\n") }
                let reportLineCount = report.split(separator: "\n", omittingEmptySubsequences: false).count
                phaseLines.append(line("report (\(reportLineCount) lines)", reportTime, baseline: "differences in words only", summaryTime))
                targets.append(
                    Target(
                        name: "failure report < \(reportLines) lines (\(feed.rawValue), \(size) nodes)", met: reportLineCount < reportLines,
                        measured: "\(reportLineCount) lines", robust: true))
                targets.append(
                    Target(
                        name: "failure report < \(Int(reportSeconds * 1000)) ms (\(feed.rawValue), \(size) nodes)", met: reportTime < reportSeconds,
                        measured: String(format: "%.1f ms", reportTime * 1000), robust: false))

                let generateTime = timed("any", "generate") { MapSourceWriter.region(screen: "Feed", controls: map) }
                let joinTime = Bench.bestTime(runs: runs) { map.map(\.description).joined(separator: "\n") }
                phaseLines.append(line("generate (map source)", generateTime, baseline: "entries' descriptions joined", joinTime))

                // `rapidgen order`'s table, beside the same texts joined without escaping or widths.
                let listingTime = timed("any", "order table") { OrderListing.table(order) }
                let plainTime = Bench.bestTime(runs: runs) { plainListing(order) }
                phaseLines.append(line("order table", listingTime, baseline: "texts joined, no escaping", plainTime))

                // Escaping and measuring every text of the table, beside the same work done one
                // character at a time (the results checked equal first): a choice inside the
                // order table and `generate`, printed (not judged: those phases are) and left
                // out of `--check ratios`.
                if !robustOnly {
                    let fast = PerCharacterText.measureAll(order, literal: SwiftSourceEscaping.stringLiteral, width: TerminalWidth.of)
                    guard fast == PerCharacterText.measureAll(order, literal: PerCharacterText.literal, width: PerCharacterText.width) else {
                        throw Bench.Failure(description: "the fast escaping and measuring disagree with the per-character one on the \(feed.rawValue)")
                    }
                    let escapeTime = Bench.bestTime(runs: runs) {
                        PerCharacterText.measureAll(order, literal: SwiftSourceEscaping.stringLiteral, width: TerminalWidth.of)
                    }
                    let perCharacterTime = Bench.bestTime(runs: runs) {
                        PerCharacterText.measureAll(order, literal: PerCharacterText.literal, width: PerCharacterText.width)
                    }
                    phaseLines.append(line("escape + measure texts", escapeTime, baseline: "one character at a time", perCharacterTime))
                }

                // Read, per format: each input is written, read beside its baseline, and freed.
                func read(
                    _ format: String, reader: String, data: Data, baseline: String, baselineRuns: Int, baselineRead: ((Data) -> Any?)?,
                    _ read: @escaping (Data) throws -> AccessibilityTree
                ) throws -> Line {
                    _ = try Bench.checkedRead(reader, expected: tree) { try read(data) }
                    let seconds = timed(format, "read") { try? read(data) }
                    let baselineSeconds = baselineRead.map { baselineRead in Bench.bestTime(runs: baselineRuns) { baselineRead(data) } }
                    return Line(
                        nodes: size, feed: feed.rawValue, format: format, phase: "read", elements: elements, seconds: seconds,
                        bytes: data.count, baseline: baseline, baselineSeconds: baselineSeconds, peakBytes: peakMemory())
                }
                // The regression the soak plants (`RAPIDMAP_BENCH_PLANT=read`, .ci/bench-soak.sh):
                // each escaped read also reads the same feed at half the size, 1.5 times the work.
                let planted = PlantedRegression.inRead ? asciiEscaped(NativeJSONWriter.write(feed.tree(size / 2), pretty: false)) : nil
                let parseJSON: (Data) -> Any? = { try? JSONSerialization.jsonObject(with: $0) }
                #if canImport(FoundationXML)
                let parseXML: ((Data) -> Any?)? = { XMLParser(stream: InputStream(data: $0)).parse() }
                #else
                let parseXML: ((Data) -> Any?)? = nil
                #endif
                // The dense feed's Foundation baselines run once: they are printed, not targets.
                let foundationRuns = feed == .long ? baselineRuns : 1
                let native = try read(
                    "native JSON, \\u-escaped", reader: "NativeJSONReader (escaped)", data: asciiEscaped(NativeJSONWriter.write(tree, pretty: false)),
                    baseline: "JSONSerialization", baselineRuns: foundationRuns, baselineRead: parseJSON
                ) { data in
                    let tree = try NativeJSONReader.read(data, path: nil)
                    if let planted { _ = try? NativeJSONReader.read(planted, path: nil) }
                    return tree
                }
                let xml = try read(
                    "Appium XML", reader: "AppiumXMLReader", data: Data(AppiumXMLBenchmark.appiumSource(tree)),
                    baseline: "XMLParser, no delegate", baselineRuns: foundationRuns, baselineRead: parseXML
                ) { try AppiumXMLReader.read($0, path: nil) }
                guard feed == .long else {
                    check.finishRounds()
                    lines += [native, xml] + phaseLines
                    continue
                }
                let nativeTime = native.seconds
                let mbps = Double(native.bytes ?? 0) / 1e6 / nativeTime
                targets.append(
                    Target(
                        name: "native JSON \\u-escaped read ≥ \(Int(nativeEscapedMBps)) MB/s (\(size) nodes)",
                        met: mbps >= nativeEscapedMBps, measured: String(format: "%.0f MB/s", mbps), robust: false))
                targets += Target.speedUp(
                    of: native, name: "native JSON read ≥ \(nativeOverFoundation)× JSONSerialization (\(size) nodes)", atLeast: nativeOverFoundation)
                targets += Target.speedUp(of: xml, name: "XML read ≥ \(xmlOverFoundation)× XMLParser (\(size) nodes)", atLeast: xmlOverFoundation)
                let wda = try read(
                    "WebDriverAgent JSON", reader: "WebDriverAgentJSONReader", data: WebDriverAgentJSONBenchmark.webDriverAgentJSON(tree),
                    baseline: "JSONSerialization", baselineRuns: baselineRuns, baselineRead: parseJSON
                ) { try WebDriverAgentJSONReader.read($0, path: nil) }
                // One poll of `rapidgen live` on the same answer: read, order, order listing,
                // transcript and map check, beside the reader alone; at one size only.
                var live: [Line] = []
                if size == livePollNodes {
                    let answer = WebDriverAgentJSONBenchmark.webDriverAgentJSON(tree)
                    let liveMap = LivePoll.Map(screen: "Feed", screenIdentifier: "Feed", controls: map)
                    var probe = LivePoll(maps: [liveMap], screen: "Feed")
                    guard probe.receive(status: 200, body: answer, at: 0).kind == .settling, probe.candidate?.check?.passed == true else {
                        throw Bench.Failure(description: "one live poll of the \(feed.rawValue) did not read it, or its map did not match it")
                    }
                    let pollTime = timed("WebDriverAgent JSON", "live poll") {
                        var poll = LivePoll(maps: [liveMap], screen: "Feed")
                        return poll.receive(status: 200, body: answer, at: 0).kind
                    }
                    live.append(
                        Line(
                            nodes: size, feed: feed.rawValue, format: "WebDriverAgent JSON", phase: "live poll", elements: elements,
                            seconds: pollTime, bytes: answer.count, baseline: "the reader alone", baselineSeconds: wda.seconds,
                            peakBytes: peakMemory()))
                }
                let dump = try read(
                    "debugDescription", reader: "DebugDescriptionReader", data: Data(DebugDescriptionBenchmark.dump(tree).utf8),
                    baseline: "split + NSRegularExpression", baselineRuns: 1, baselineRead: { FoundationDebugDescriptionBaseline.read($0) }
                ) { try DebugDescriptionReader.read($0, path: nil) }
                check.finishRounds()
                lines += [native, wda] + live + [xml, dump] + phaseLines
                if size >= 1_000_000 {
                    let total = nativeTime + passTime
                    targets.append(
                        Target(
                            name: "read native JSON + order + verify < \(readOrderVerifySeconds) s (\(size) nodes)",
                            met: total < readOrderVerifySeconds, measured: String(format: "%.2f s", total), robust: false))
                }
            }
        }
        print(table(lines))

        // Linear growth: each 10× step of the verification.
        let sorted = sizes.sorted()
        for (small, large) in zip(sorted, sorted.dropFirst()) {
            guard let a = verifySeconds[small], let b = verifySeconds[large] else { continue }
            let scale = Double(large) / Double(small)
            let ratio = b / a
            targets.append(
                Target(
                    name: "verify grows linearly: \(small) → \(large) nodes ≤ \(Int(linearFactor * scale / 10))× the time",
                    met: ratio <= linearFactor * scale / 10, measured: String(format: "%.1f×", ratio), robust: false))
        }
        var ok = check.report()
        if updateBaseline { try check.writeBaseline() }
        print("Targets\(robustOnly ? " (ratios and counts only: --check ratios)" : ""):")
        for t in targets {
            let checked = t.robust || !robustOnly
            let status = !checked ? "not checked" : t.met ? "met" : "MISSED"
            print("  \(status.padding(toLength: 11, withPad: " ", startingAt: 0)) \(t.name): \(t.measured)")
            if checked && !t.met { ok = false }
        }
        print("")
        return ok
    }

    /// The table: one line per size, format and phase.
    static func table(_ lines: [Line]) -> String {
        var rows = [["nodes", "feed", "format", "phase", "elements", "time", "per element", "MB/s", "baseline", "baseline time", "speed-up", "peak RSS"]]
        for l in lines {
            rows.append([
                String(l.nodes), l.feed, l.format, l.phase, String(l.elements), ms(l.seconds),
                String(format: "%.0f ns", l.seconds * 1e9 / Double(max(1, l.elements))),
                l.bytes.map { String(format: "%.0f", Double($0) / 1e6 / l.seconds) } ?? "",
                l.baseline, l.baselineSeconds.map(ms) ?? "n/a",
                l.baselineSeconds.map { String(format: "%.1f×", $0 / l.seconds) } ?? "",
                String(format: "%.0f MB", Double(l.peakBytes) / 1e6),
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for r in rows { for (c, cell) in r.enumerated() { widths[c] = max(widths[c], cell.count) } }
        return rows.map { r in
            "| " + r.enumerated().map { c, cell in cell.padding(toLength: widths[c], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }.joined(separator: "\n")
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    /// The process's peak resident memory so far, in bytes (`ru_maxrss`, which only grows:
    /// each line shows the peak up to the end of its phase).
    static func peakMemory() -> Int {
        // One POSIX call for every system: `RUSAGE_SELF` is 0 in both glibc's and Darwin's
        // <sys/resource.h> (Swift imports it as an enumeration on one, an integer on the other).
        let rusageSelf: Int32 = 0
        var usage = rusage()
        getrusage(.init(rusageSelf), &usage)
        #if os(Linux)
        let bytesPerUnit = 1024  // kilobytes on Linux
        #else
        let bytesPerUnit = 1  // bytes on Darwin
        #endif
        return Int(usage.ru_maxrss) * bytesPerUnit
    }

    /// JSON as Python's `json.dump` writes it (`ensure_ascii`): every non-ASCII character
    /// as `\uXXXX`, those past U+FFFF as a surrogate pair. Outside strings, JSON is ASCII,
    /// so the bytes are rewritten scalar by scalar.
    static func asciiEscaped(_ data: Data) -> Data {
        var out = [UInt8]()
        out.reserveCapacity(data.count * 2)
        let hex = Array("0123456789abcdef".utf8)
        func escape(_ unit: UInt16) {
            out.append(contentsOf: [
                UInt8(ascii: "\\"), UInt8(ascii: "u"),
                hex[Int(unit >> 12)], hex[Int(unit >> 8 & 15)], hex[Int(unit >> 4 & 15)], hex[Int(unit & 15)],
            ])
        }
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if scalar.isASCII { out.append(UInt8(scalar.value)); continue }
            for unit in String(scalar).utf16 { escape(unit) }
        }
        return Data(out)
    }

    /// The baseline of ordering: the elements in document order, no rules.
    static func preOrderScan(_ tree: AccessibilityTree) -> [OrderedElement] {
        var result: [OrderedElement] = []
        for i in 0..<tree.count where tree[i].isAccessibilityElement != .no && tree.subtree(of: i).count == 1 {
            result.append(OrderedElement(position: result.count, nodeIndex: i, in: tree))
        }
        return result
    }

    /// The baseline of the order table: each element's position, type, identifier and label
    /// joined by spaces, without escaping, widths or frames.
    static func plainListing(_ order: [OrderedElement]) -> String {
        var out = ""
        for e in order {
            out += String(e.position)
            out += " "
            out += e.node.type.name
            out += " "
            out += e.node.identifier ?? "-"
            out += " "
            out += e.node.label ?? "-"
            out += "\n"
        }
        return out
    }

    /// The floor of verifying: ordering, then one identifier and label comparison per element.
    static func compareFloor(_ map: [ControlInformation], _ order: [OrderedElement]) -> Int {
        var same = 0
        for (c, e) in zip(map, order) where c.identifier == e.node.identifier && c.label == e.node.label { same += 1 }
        return same
    }
}

extension PhaseBenchmark.Target {
    /// The ratio target (robust) of `line`: its baseline time over its time, at least
    /// `atLeast`; none when the line has no baseline.
    static func speedUp(of line: PhaseBenchmark.Line, name: String, atLeast: Double) -> [Self] {
        guard let baseline = line.baselineSeconds else { return [] }
        let ratio = baseline / line.seconds
        return [Self(name: name, met: ratio >= atLeast, measured: String(format: "%.1f×", ratio), robust: true)]
    }
}
