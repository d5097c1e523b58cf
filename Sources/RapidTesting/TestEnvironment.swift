import Foundation

/// The settings RapidTesting takes from the environment, read once at the edge and then
/// passed around as a value (so every decision is testable without `setenv`).
struct TestEnvironment: Sendable, Hashable {
    /// When to write artifacts.
    var recordMode: RecordMode
    /// Where artifacts go.
    var artifactsDirectory: URL
    /// Whether reports use ANSI colour.
    var colour: Bool
    /// Whether the environment says CI (`CI` set and not false).
    var onCI: Bool = false
    /// Problems with the environment, shown in failure messages (e.g. an unknown record mode).
    var warnings: [String] = []

    /// The settings for an environment:
    /// - `RAPIDMAP_RECORD`: `never`, `failed` or `all` (any case); unset or empty gives the
    ///   default (``RecordMode/defaultMode(onCI:)``); anything else gives the default and a warning;
    /// - `CI`: set and not `false`/`0`/empty means CI;
    /// - `RAPIDMAP_ARTIFACTS`: the artifacts folder; default `RapidMap-artifacts` in `temporaryDirectory`;
    /// - colour only when `standardErrorIsTerminal`, `NO_COLOR` is unset or empty
    ///   (no-color.org) and `TERM` is not `dumb`.
    static func from(_ environment: [String: String], standardErrorIsTerminal: Bool,
                     temporaryDirectory: URL) -> TestEnvironment {
        var warnings: [String] = []
        let ci = environment["CI"].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false
        let fallback = RecordMode.defaultMode(onCI: ci)
        var mode = fallback
        if let raw = environment["RAPIDMAP_RECORD"], !raw.isEmpty {
            if let parsed = RecordMode(rawValue: raw.lowercased()) {
                mode = parsed
            } else {
                warnings.append("RAPIDMAP_RECORD=\(raw) is not never, failed or all; using \(fallback.rawValue)")
            }
        }
        let directory: URL
        if let path = environment["RAPIDMAP_ARTIFACTS"], !path.isEmpty {
            directory = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            directory = temporaryDirectory.appendingPathComponent("RapidMap-artifacts", isDirectory: true)
        }
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return TestEnvironment(recordMode: mode, artifactsDirectory: directory,
                               colour: standardErrorIsTerminal && !noColour, onCI: ci, warnings: warnings)
    }

    /// The process's environment.
    static var current: TestEnvironment {
        from(ProcessInfo.processInfo.environment, standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
             temporaryDirectory: FileManager.default.temporaryDirectory)
    }
}
