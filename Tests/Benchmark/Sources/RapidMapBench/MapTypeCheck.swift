import Foundation
import RapidMap
import RapidVerify

/// The cost a team pays for a generated map in its own build: the toolchain's `swiftc`
/// type-checking a map file of `n` controls, as `rapidgen generate` writes it, with Xcode
/// 26's settings for a new app target (Swift 6, main-actor default isolation, the upcoming
/// features it turns on). Measured as the compiler process's processor time (user and
/// system, from `wait4`) and peak resident memory.
///
/// The targets: 1,000 controls in at most ``cpuSecondsPer1000`` s of processor time and
/// ``peakBytesPer1000`` of memory; the growth harness judges 8n against n like every
/// other shape.
enum MapTypeCheck {
    /// 1,000 controls: at most this much processor time (issue 38; an array literal of that
    /// size took 15 s).
    static let cpuSecondsPer1000 = 1.0
    /// 1,000 controls: at most this much peak memory (an array literal took 4.9 GB).
    static let peakBytesPer1000 = 200_000_000

    /// Xcode 26's settings for a new app target, as `.ci/xcode-fixture.sh` compiles the
    /// fixture's maps with.
    static let xcode26Flags = [
        "-swift-version", "6", "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    /// One compiler run: its processor time and its peak resident memory.
    struct Run {
        var cpuSeconds: Double
        var peakBytes: Int
    }

    /// The toolchain's `swiftc`: `$SWIFTC`, else the first on `PATH`.
    static let swiftc: String? = ProcessInfo.processInfo.environment["SWIFTC"] ?? ChildProcess.which("swiftc")

    /// The folder holding `RapidMap.swiftmodule` of the build this benchmark is part of.
    static let modules: String? = {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for folder in [bin.appendingPathComponent("Modules"), bin]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent("RapidMap.swiftmodule").path) {
            return folder.path
        }
        return nil
    }()

    /// `count` controls of the long feed (labels in several scripts, identifiers, traits on
    /// some), indexed from 0.
    static func controls(_ count: Int) -> [ControlInformation] {
        var options = MapSourceOptions()
        options.traits = true
        let order = TraversalEngine().order(FeedGenerator.longFeed(elements: count * 2 + 10))
        return Array(options.controls(for: order).prefix(count))
    }

    /// Writes the map of `count` controls into `folder` and returns its path.
    static func writeMap(_ count: Int, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("FeedScreen\(count).swift")
        try Data(MapSourceWriter.file(screen: "FeedScreen", controls: controls(count)).utf8).write(to: url)
        return url.path
    }

    /// Type-checks `file` once; throws with the compiler's messages when it fails.
    ///
    /// The compiler is not started from the benchmark itself, whose memory its peak would
    /// count (``ChildProcess``): this executable is started as a small process between
    /// (``childOption``), which starts the compiler and prints its processor time and peak.
    static func typeCheck(_ file: String) throws -> Run {
        let folder = FileManager.default.temporaryDirectory
        let output = folder.appendingPathComponent("rapidmap-typecheck-\(getpid()).out")
        let errors = folder.appendingPathComponent("rapidmap-typecheck-\(getpid()).log")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let usage = try ChildProcess.run([me, childOption, file], output: output.path, errors: errors.path)
        let printed = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
        guard usage.status == 0, printed.count == 2, let cpu = Double(printed[0]), let peak = Int(printed[1]) else {
            let messages = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Bench.Failure(description: "swiftc -typecheck \(file) failed (status \(usage.status)):\n\(messages.prefix(2000))")
        }
        return Run(cpuSeconds: cpu, peakBytes: peak)
    }

    /// The option that makes `rapidmap-bench` the process between the benchmark and the
    /// compiler (``childMain(_:)``).
    static let childOption = "--type-check-child"

    /// `rapidmap-bench --type-check-child FILE`: type-checks FILE with the toolchain's
    /// `swiftc` and prints its processor time in seconds and its peak memory in bytes; the
    /// compiler's messages go to standard error. Returns the exit status.
    static func childMain(_ file: String) -> Int32 {
        guard let swiftc, let modules else {
            FileHandle.standardError.write(Data("no swiftc or no RapidMap module to type-check against\n".utf8))
            return 1
        }
        let arguments = [swiftc, "-typecheck"] + xcode26Flags + ["-module-name", "AppScreens", "-I", modules, file]
        guard let usage = try? ChildProcess.run(arguments) else { return 1 }
        print("\(usage.cpuSeconds) \(usage.peakBytes)")
        return usage.status == 0 ? 0 : 1
    }
}
