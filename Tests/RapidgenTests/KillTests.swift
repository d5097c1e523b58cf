import Foundation
import Testing
import RapidMapTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether rapidgen's atomic writes use an unnamed temporary file (glibc's `O_TMPFILE`).
#if canImport(Glibc)
private let writesAreKillSafe = true
#else
private let writesAreKillSafe = false
#endif

/// How many kills each test makes: a few in every `swift test`, more with `RAPIDMAP_STRESS=1`.
/// Each round waits for a whole run of the debug rapidgen, and the suite is serialized, so
/// the rounds were the end of every `swift test` (99 s of it in CI with 20 and 8 rounds); a
/// few random moments per run still reach every stage over many runs, and the full count
/// runs where time allows.
private enum KillRounds {
    /// Kills of a manifest's generate.
    static let manifest = StressRun.isFull ? 20 : 6
    /// Kills of a single large generate while it writes.
    static let single = StressRun.isFull ? 8 : 3
}

/// `rapidgen generate` killed with SIGKILL at random moments, as CI does when a job times
/// out: every map file is its old content or its complete new content, never half-written
/// or emptied; a new file is absent or complete; a temporary file, when one survives the
/// kill, is complete and is gone after the next run. Needs glibc's `O_TMPFILE`, so it is
/// disabled (visibly) elsewhere, where a killed run can leave a temporary file. Runs the real binary (see
/// ``BinaryTests/executable``) as a child process.
@Suite(
    "rapidgen killed with SIGKILL", .serialized, .tags(.endToEnd, .stress),
    .enabled(if: writesAreKillSafe, "needs O_TMPFILE (glibc): elsewhere a killed run can leave a temporary file"))
struct KillTests {
    /// A scratch project: `maps` recordings of `buttons` buttons each, a rapidmap.json
    /// listing them, and for every other map an existing Swift file with empty markers.
    struct Project {
        let root: URL
        let screens: [String]
        /// Each output's content before the run (nil: the file does not exist yet).
        var before: [String: String] = [:]
        /// Each output's content after a complete run.
        var after: [String: String] = [:]

        init(maps: Int, buttons: Int) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("rapidgen-kill-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Recordings"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Maps"), withIntermediateDirectories: true)
            screens = (0..<maps).map { "Screen\($0)" }
            var entries: [String] = []
            for (n, screen) in screens.enumerated() {
                var json =
                    #"{"format":"rapidmap-native-json","version":1,"root":{"type":"window","frame":[0,0,390,844],"children":[{"type":"other","identifier":"\#(screen)","frame":[0,0,390,844],"children":["#
                json += (0..<buttons).map { #"{"type":"button","identifier":"\#(screen).b\#($0)","label":"Row \#($0) ✓","frame":[0,\#($0 * 50),390,44]}"# }
                    .joined(separator: ",")
                json += "]}]}}"
                try Data(json.utf8).write(to: root.appendingPathComponent("Recordings/\(screen).json"))
                entries.append(#"{"recording":"Recordings/\#(screen).json","screen":"\#(screen)","output":"Maps/\#(screen).swift"}"#)
                before[screen] = n % 2 == 0 ? "enum \(screen) {\n    // rapidgen:begin \(screen)\n    // rapidgen:end\n\n    static let kept = 1\n}\n" : nil
            }
            try Data(("{\"maps\": [\n" + entries.joined(separator: ",\n") + "\n]}\n").utf8).write(to: root.appendingPathComponent("rapidmap.json"))
        }

        func output(_ screen: String) -> URL { root.appendingPathComponent("Maps/\(screen).swift") }

        /// Puts every output back to its content before the run.
        func reset() throws {
            for screen in screens {
                try? FileManager.default.removeItem(at: output(screen))
                if let text = before[screen] { try Data(text.utf8).write(to: output(screen)) }
            }
        }

        /// The files in Maps/ that are not outputs: temporary files.
        func strays() -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Maps").path)) ?? []
            return names.filter { name in !screens.contains { name == "\($0).swift" } }.sorted()
        }

        func content(_ screen: String) -> String? {
            (try? Data(contentsOf: output(screen))).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Starts `rapidgen arguments…` in `directory`; its output goes nowhere.
    func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        let executable = try #require(BinaryTests.executable, "the rapidgen executable was not built")
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Checks the outputs after a kill (or a complete run when `complete`).
    func check(_ project: Project, complete: Bool, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for screen in project.screens {
            let now = project.content(screen)
            let allowed: [String?] = complete ? [project.after[screen]] : [project.before[screen], project.after[screen]]
            #expect(
                allowed.contains(now), "\(what): \(screen).swift is \(now.map { "\($0.utf8.count) bytes" } ?? "absent"), neither before nor after",
                sourceLocation: sourceLocation)
        }
        for stray in project.strays() {
            #expect(!complete, "\(what): \(stray) left after a complete run", sourceLocation: sourceLocation)
            // Only a complete temporary file of rapidgen's own may survive a kill: it has a
            // name only once complete (O_TMPFILE).
            let screen = stray.replacingOccurrences(of: ".swift.rapidgen.tmp", with: "").dropFirst()
            let text = (try? Data(contentsOf: project.root.appendingPathComponent("Maps/" + stray))).map { String(decoding: $0, as: UTF8.self) }
            #expect(
                stray.hasSuffix(".swift.rapidgen.tmp") && text == project.after[String(screen)], "\(what): stray \(stray)",
                sourceLocation: sourceLocation)
        }
    }

    @Test("a generate of a manifest of many maps, killed at random moments, leaves every map old or new")
    func manifestGenerateKilledAtRandomMoments() throws {
        var project = try Project(maps: 24, buttons: 1500)
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.reset()
        let began = Date()
        let full = try start(["generate"], in: project.root)
        full.waitUntilExit()
        let duration = Date().timeIntervalSince(began)
        #expect(full.terminationStatus == 0)
        for screen in project.screens { project.after[screen] = project.content(screen) }
        #expect(project.after.values.allSatisfy { $0.contains("Row 1499 ✓") })
        #expect(project.strays().isEmpty)

        var random = SystemRandomNumberGenerator()
        var killed = 0
        for round in 0..<KillRounds.manifest {
            try project.reset()
            let process = try start(["generate"], in: project.root)
            // Anywhere from before the first write to after the last.
            usleep(UInt32(Double.random(in: 0...(duration * 1.1), using: &random) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            check(project, complete: false, "round \(round), killed after \(process.terminationReason == .uncaughtSignal ? "some" : "all") writes")
            // The next run completes and clears any leftover.
            let rerun = try start(["generate"], in: project.root)
            rerun.waitUntilExit()
            #expect(rerun.terminationStatus == 0)
            check(project, complete: true, "round \(round), after the next run")
        }
        #expect(killed > 0, "no run was killed before it finished (each took about \(duration) s)")
    }

    @Test("a single generate over a large recording, killed while writing, leaves the old file or the new one")
    func singleGenerateKilledWhileWriting() throws {
        var project = try Project(maps: 1, buttons: 60_000)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let arguments = ["generate", "Recordings/Screen0.json", "--screen", "Screen0", "-o", "Maps/Screen0.swift"]
        try project.reset()
        let began = Date()
        let full = try start(arguments, in: project.root)
        full.waitUntilExit()
        let duration = Date().timeIntervalSince(began)
        #expect(full.terminationStatus == 0)
        project.after["Screen0"] = project.content("Screen0")
        #expect(project.after["Screen0"]?.contains("Screen0.b59999") == true)

        var random = SystemRandomNumberGenerator()
        for round in 0..<KillRounds.single {
            try project.reset()
            let process = try start(arguments, in: project.root)
            // The last part of the run is building and writing the file.
            usleep(UInt32(Double.random(in: (duration * 0.5)...(duration * 1.05), using: &random) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            check(project, complete: false, "round \(round)")
        }
    }
}
