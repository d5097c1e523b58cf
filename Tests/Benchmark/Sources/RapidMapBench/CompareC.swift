import Foundation
import RapidVerify
#if canImport(Glibc)
import Glibc
#endif

/// `rapidmap-bench --compare-c`: `rapidgen order` beside the best C readers on the same
/// 1,000,000-element files, in one run, with the issue's targets:
/// - JSON, as Python's `json.dump` writes it (`", "` and `": "` separators, every
///   non-ASCII character a `\u` escape): simdjson's DOM parse plus a walk that reads every
///   string, one process, against `rapidgen order feed.json` (read, VoiceOver order, the
///   table streamed to `/dev/null`);
/// - Appium XML in WebDriverAgent's attribute order: `xmllint --stream --noout` against
///   `rapidgen order feed.xml`;
/// - peak memory of each `rapidgen order` against the file's size;
/// - read + order + verify of a matching map through the public API, in this process,
///   against simdjson's time.
///
/// simdjson (Debian's `libsimdjson-dev`, compiled with `g++`), `xmllint` (`libxml2-utils`)
/// and `python3` are for measuring only, never dependencies: a missing one is named and
/// its rows are left out. Every time is the best of ``runs`` runs.
enum CompareC {
    /// Best of this many runs of each command.
    static let runs = 3
    /// JSON end to end: at least this fraction of simdjson's speed.
    static let jsonOverSimdjson = 0.35
    /// XML end to end: at least `xmllint --stream`'s speed.
    static let xmlOverXmllint = 1.0
    /// `rapidgen order`'s peak memory: at most this many times the file.
    static let peakOverFile = 2.0
    /// Read + order + verify through the public API: at most this many times simdjson's time.
    static let verifyOverSimdjson = 2.0

    /// One measured command: best wall time and the peak RSS of that run.
    struct Measured {
        var seconds: Double
        var peakBytes: Int
    }

    /// Runs `arguments` (an absolute executable first) `runs` times with standard output
    /// to /dev/null; the best wall time and that run's peak RSS (`wait4`'s `ru_maxrss`).
    static func measure(_ arguments: [String]) throws -> Measured {
        var best = Measured(seconds: .infinity, peakBytes: 0)
        for _ in 0..<runs {
            let m = try spawn(arguments)
            if m.seconds < best.seconds { best = m }
        }
        return best
    }

    /// `/usr/bin/time`, which measures a command's peak RSS in a small process of its own:
    /// a child spawned straight from this benchmark starts with the benchmark's memory
    /// counted (Linux keeps the high-water mark across `exec`), so its own peak is lost.
    static let timeCommand = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    static func spawn(_ arguments: [String]) throws -> Measured {
        guard let timeCommand else { return try spawnDirectly(arguments) }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("rapidmap-time-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let measured = try spawnDirectly([timeCommand, "-f", "%M", "-o", report.path] + arguments)
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw Bench.Failure(description: "/usr/bin/time gave no peak memory for \(arguments[0]): \(text)")
        }
        return Measured(seconds: measured.seconds, peakBytes: kilobytes * 1024)
    }

    static func spawnDirectly(_ arguments: [String]) throws -> Measured {
        let usage = try ChildProcess.run(arguments)
        guard usage.status == 0 else { throw Bench.Failure(description: "\(arguments.joined(separator: " ")) exited with status \(usage.status)") }
        return Measured(seconds: usage.wallSeconds, peakBytes: usage.peakBytes)
    }

    /// The C++ walk: simdjson's DOM parse, then an iterative walk visiting every value and
    /// reading every string (the least a reader building a tree does).
    static let walkSource = """
        #include <simdjson.h>
        #include <cstdio>
        #include <vector>
        int main(int argc, char **argv) {
            simdjson::padded_string json;
            if (simdjson::padded_string::load(argv[1]).get(json)) { std::fprintf(stderr, "cannot load %s\\n", argv[1]); return 1; }
            simdjson::dom::parser parser;
            simdjson::dom::element root;
            if (auto error = parser.parse(json).get(root)) { std::fprintf(stderr, "%s\\n", simdjson::error_message(error)); return 1; }
            std::vector<simdjson::dom::element> stack{root};
            size_t values = 0, bytes = 0;
            while (!stack.empty()) {
                simdjson::dom::element e = stack.back();
                stack.pop_back();
                values++;
                simdjson::dom::object object;
                simdjson::dom::array array;
                std::string_view text;
                if (!e.get(object)) {
                    for (auto field : object) { bytes += field.key.size(); stack.push_back(field.value); }
                } else if (!e.get(array)) {
                    for (auto child : array) stack.push_back(child);
                } else if (!e.get(text)) {
                    bytes += text.size();
                }
            }
            std::printf("%zu values, %zu string bytes\\n", values, bytes);
            return 0;
        }
        """

    /// Runs the comparison on both feeds (the benchmark's label-heavy long feed, then the
    /// dense feed of short labels and containers marked not accessible, the shape of
    /// issue 29's measurements); returns the targets it checked. A missing C tool is named
    /// and the targets that need it are printed as not measured; the memory targets need
    /// only `rapidgen` and `python3`.
    static func run(nodes: Int) throws -> [PhaseBenchmark.Target] {
        var targets: [PhaseBenchmark.Target] = []
        for feed in PhaseBenchmark.Feed.allCases { targets += try run(nodes: nodes, feed: feed) }
        return targets
    }

    static func run(nodes: Int, feed: PhaseBenchmark.Feed) throws -> [PhaseBenchmark.Target] {
        Bench.say("== C readers: rapidgen order beside simdjson and xmllint --stream, \(feed.rawValue), \(nodes) nodes, best of \(runs) ==")
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let rapidgen = bin.appendingPathComponent("rapidgen").path
        let gxx = ChildProcess.which("g++"), python = ChildProcess.which("python3"), xmllint = ChildProcess.which("xmllint")
        let simdjsonHeader = FileManager.default.fileExists(atPath: "/usr/include/simdjson.h")
        var missing: [String] = []
        if !FileManager.default.isExecutableFile(atPath: rapidgen) { missing.append("rapidgen (swift build -c release)") }
        if python == nil { missing.append("python3 (writes the JSON as json.dump does)") }
        if !missing.isEmpty {
            Bench.say("  not measured: missing \(missing.joined(separator: ", "))\n")
            return []
        }
        let simdjson = gxx != nil && simdjsonHeader
        if !simdjson { Bench.say("  simdjson not installed (apt-get install libsimdjson-dev g++): its targets are not measured") }
        if xmllint == nil { Bench.say("  xmllint not installed (apt-get install libxml2-utils): its target is not measured") }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("rapidmap-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let tree = feed.tree(nodes)
        let own = work.appendingPathComponent("own.json"), json = work.appendingPathComponent("feed.json")
        let xml = work.appendingPathComponent("feed.xml")
        try PhaseBenchmark.asciiEscaped(NativeJSONWriter.write(tree, pretty: false)).write(to: own)
        try Data(AppiumXMLBenchmark.appiumSource(tree)).write(to: xml)
        _ = try spawn([
            python!, "-c", #"import json, sys; json.dump(json.load(open(sys.argv[1], encoding="utf-8")), open(sys.argv[2], "w"))"#,
            own.path, json.path,
        ])
        try? FileManager.default.removeItem(at: own)

        let jsonBytes = try Data(contentsOf: json, options: .alwaysMapped)
        let xmlBytes = (try FileManager.default.attributesOfItem(atPath: xml.path)[.size] as? Int) ?? 0
        var simd: Measured?
        if simdjson {
            let walkCpp = work.appendingPathComponent("walk.cpp"), walk = work.appendingPathComponent("walk")
            try Data(walkSource.utf8).write(to: walkCpp)
            _ = try spawn([gxx!, "-O3", "-std=c++17", "-o", walk.path, walkCpp.path, "-lsimdjson"])
            simd = try measure([walk.path, json.path])
        }
        let orderJSON = try measure([rapidgen, "order", json.path])
        let lint = try xmllint.map { try measure([$0, "--stream", "--noout", xml.path]) }
        let orderXML = try measure([rapidgen, "order", xml.path])

        // Read + order + verify through the public API, the map matching.
        let read = try NativeJSONReader.read(jsonBytes, path: nil)
        let order = TraversalEngine().order(read)
        let map = MapSourceOptions().controls(for: order)
        let verifySeconds = Bench.bestTime(runs: runs) { () -> Bool in
            guard let t = try? NativeJSONReader.read(jsonBytes, path: nil) else { return false }
            return Verifier.verify(screen: "Feed", screenIdentifier: "Feed", map: map, tree: t).passed
        }

        func row(_ name: String, _ m: Measured, bytes: Int) {
            let speed = Double(bytes) / 1e6 / m.seconds
            Bench.say(
                "| \(name.padding(toLength: 52, withPad: " ", startingAt: 0)) | \(String(format: "%6.2f s", m.seconds)) | \(String(format: "%5.0f MB/s", speed)) | \(String(format: "%5.0f MB", Double(m.peakBytes) / 1e6)) | \(String(format: "%4.1f×", Double(m.peakBytes) / Double(bytes))) the file |"
            )
        }
        Bench.say("| command | wall | speed | peak RSS | peak / file |")
        Bench.say("| --- | --- | --- | --- | --- |")
        Bench.say("| JSON file: \(Bench.formatBytes(jsonBytes.count)), written by json.dump | | | | |")
        if let simd { row("simdjson DOM parse + walk (the same JSON)", simd, bytes: jsonBytes.count) }
        row("rapidgen order (the same JSON, \(order.count) elements)", orderJSON, bytes: jsonBytes.count)
        if let lint { row("xmllint --stream --noout (\(Bench.formatBytes(xmlBytes)) WebDriverAgent XML)", lint, bytes: xmlBytes) }
        row("rapidgen order (\(Bench.formatBytes(xmlBytes)) WebDriverAgent XML)", orderXML, bytes: xmlBytes)
        Bench.say(
            "| \("read + order + verify, public API (\(map.count) elements)".padding(toLength: 52, withPad: " ", startingAt: 0)) | \(String(format: "%6.2f s", verifySeconds)) | \(String(format: "%5.0f MB/s", Double(jsonBytes.count) / 1e6 / verifySeconds)) | in process | |"
        )

        let on = " (\(feed.rawValue))"
        let jsonPeak = Double(orderJSON.peakBytes) / Double(jsonBytes.count)
        let xmlPeak = Double(orderXML.peakBytes) / Double(xmlBytes)
        /// `rapidgen order` at least `atLeast` times the speed of `tool`'s run `theirs`.
        func speed(_ name: String, tool: String, theirs: Measured?, ours: Measured, atLeast: Double) -> PhaseBenchmark.Target {
            guard let theirs else { return .notMeasured(name + on, missing: tool) }
            let ratio = theirs.seconds / ours.seconds
            return PhaseBenchmark.Target(
                name: name + on, met: ratio >= atLeast, measured: String(format: "%.2f× (%.2f s vs %.2f s)", ratio, ours.seconds, theirs.seconds),
                robust: true)
        }
        var targets = [
            speed("JSON end to end ≥ \(jsonOverSimdjson)× simdjson's speed", tool: "simdjson", theirs: simd, ours: orderJSON, atLeast: jsonOverSimdjson),
            speed("XML end to end ≥ \(xmlOverXmllint)× xmllint --stream", tool: "xmllint", theirs: lint, ours: orderXML, atLeast: xmlOverXmllint),
        ]
        targets += [
            PhaseBenchmark.Target(
                name: "peak memory of rapidgen order, JSON ≤ \(peakOverFile)× the file\(on)", met: jsonPeak <= peakOverFile,
                measured: String(format: "%.1f×", jsonPeak), robust: true),
            PhaseBenchmark.Target(
                name: "peak memory of rapidgen order, XML ≤ \(peakOverFile)× the file\(on)", met: xmlPeak <= peakOverFile,
                measured: String(format: "%.1f×", xmlPeak), robust: true),
        ]
        if let simd {
            let verifyRatio = verifySeconds / simd.seconds
            targets.append(
                PhaseBenchmark.Target(
                    name: "read + order + verify ≤ \(verifyOverSimdjson)× simdjson's time\(on)", met: verifyRatio <= verifyOverSimdjson,
                    measured: String(format: "%.1f× (%.2f s vs %.2f s)", verifyRatio, verifySeconds, simd.seconds), robust: true))
        } else {
            targets.append(.notMeasured("read + order + verify ≤ \(verifyOverSimdjson)× simdjson's time\(on)", missing: "simdjson"))
        }
        Bench.say()
        return targets
    }
}

extension PhaseBenchmark.Target {
    /// A target whose tool is not installed: printed as not measured, never as met or missed.
    static func notMeasured(_ name: String, missing tool: String) -> Self {
        Self(name: name, met: true, measured: "not measured (\(tool) is not installed)", robust: true, measuredAtAll: false)
    }
}
