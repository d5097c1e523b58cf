import Foundation
import RapidVerify

/// Every phase's instructions per element, counted by valgrind's callgrind: the part of
/// `--check ratios` that neither the machine nor its load can move.
///
/// Processor time per element, even beside a reference measured in the same runs
/// (``PerElementCheck``), depends on the processor: a phase that waits on memory or
/// mispredicts branches and a reference that hashes strings do not speed up alike from one
/// machine to the next, so ratios written on one machine missed by up to 1.55× on another
/// (issue 45). The instructions a phase executes are the same on every x86-64 machine for
/// the same build, and the same under any load: a count repeats to a few instructions in a
/// million. Work added to a phase adds instructions, so the count catches it wherever it
/// runs; what it cannot see (more cache misses for the same instructions) is left to the
/// processor-time check.
///
/// How: `rapidmap-bench --check ratios` runs itself under
/// `valgrind --tool=callgrind` with ``childOption``; the child runs every phase once at
/// ``nodes`` nodes, calling ``phaseStarts(_:)`` before each (callgrind zeroes its counters
/// there) and ``phaseEnds(_:)`` after it (callgrind writes its counters to a numbered file
/// there), so the n-th file holds the n-th phase's instructions and nothing else. Skipped,
/// and said so, when valgrind is not installed (`.ci/run` installs it on Debian).
enum InstructionCount {
    /// The option that makes `rapidmap-bench` the counted child (not for people).
    static let childOption = "--count-instructions-child"
    /// The size counted: instructions per element do not depend on the size (the time a
    /// phase waits on memory does), and 10,000 nodes keep the run under valgrind, about 50
    /// times slower than the machine, to about a minute.
    static let nodes = 10_000
    /// A phase may execute at most this many times its baseline's instructions per element.
    /// A count repeats within 0.1% from run to run and from idle to loaded (BENCHMARKS.md,
    /// "The per-element baseline"); the margin leaves room for the C library's
    /// processor-specific string functions, and is far below the 1.3 of processor time.
    static let limit = 1.1

    /// Called right before a counted phase; callgrind zeroes its counters on entry
    /// (`--zero-before`). Its own signature, unlike ``phaseEnds(_:)``, so that the
    /// optimizer cannot merge the two functions into one, and a store that
    /// ``phaseEnds(_:)`` reads, so that it cannot drop the call.
    @inline(never)
    static func phaseStarts(_ key: String) {
        currentKey = key
    }

    /// Called right after a counted phase; callgrind writes its counters to the next
    /// numbered file on entry (`--dump-before`). Prints the phase's line, in the order of
    /// the files (printing is what keeps the call).
    @inline(never)
    static func phaseEnds(_ elements: Int) {
        print("phase\t\(currentKey)\t\(elements)")
    }

    nonisolated(unsafe) private static var currentKey = ""

    /// The instructions per element of every phase at ``nodes`` nodes, by key; nil (with the
    /// reason printed) when valgrind is missing. Throws when the counted run fails.
    static func measure() throws -> [String: Double]? {
        guard let valgrind = ChildProcess.which("valgrind") else {
            Bench.say("Instructions per element: not counted (valgrind is not installed; .ci/run installs it on Debian)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rapidmap-instructions-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("callgrind.out").path
        let phases = folder.appendingPathComponent("phases.txt").path
        let log = folder.appendingPathComponent("valgrind.txt").path
        let usage = try ChildProcess.run(
            [
                valgrind, "--tool=callgrind", "--zero-before=*phaseStarts*", "--dump-before=*phaseEnds*",
                "--callgrind-out-file=\(out)", selfPath(), childOption,
            ], output: phases, errors: log)
        guard usage.status == 0 else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(2000)) } ?? ""
            throw Bench.Failure(description: "the instruction count under valgrind failed (status \(usage.status)):\n\(tail)")
        }
        var perElement: [String: Double] = [:]
        let lines = try String(contentsOfFile: phases, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("phase\t") }
        for (k, line) in lines.enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let elements = Int(fields[2]) else { continue }
            let dump = try String(contentsOfFile: "\(out).\(k + 1)", encoding: .utf8)
            guard let summary = dump.split(separator: "\n").first(where: { $0.hasPrefix("summary:") }),
                let instructions = Double(summary.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces))
            else { throw Bench.Failure(description: "callgrind's file \(out).\(k + 1) has no summary line") }
            perElement[String(fields[1])] = instructions / Double(max(1, elements))
        }
        Bench.say(String(format: "Instructions per element: %d phases counted under callgrind in %.0f s", perElement.count, usage.wallSeconds))
        return perElement
    }

    /// The baseline file, rewritten from `counted` (`--update-instructions`).
    static let baselinePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("InstructionBaseline.swift")

    static func writeBaseline(_ counted: [String: Double]) throws {
        var text = """
            // Written by `rapidmap-bench --update-instructions` (release build): do not edit by hand.

            /// The committed instructions per element that `rapidmap-bench --check ratios` judges
            /// each phase's count against (see ``InstructionCount`` and BENCHMARKS.md).
            enum InstructionBaseline {
                /// Instructions per ordered element at 10,000 nodes, by feed, format and phase.
                static let perElement: [String: Double] = [

            """
        for (key, value) in counted.sorted(by: { $0.key < $1.key }) {
            text += "        \(SwiftSourceEscaping.stringLiteral(key)): \(String(format: "%.1f", value)),\n"
        }
        text += "    ]\n}\n"
        try Data(text.utf8).write(to: baselinePath)
        print("Instruction baseline written: \(counted.count) phases to Tests/Benchmark/Sources/RapidMapBench/InstructionBaseline.swift (rebuild to use it)")
    }

    /// This executable's path, to run it again under valgrind.
    private static func selfPath() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}
