import Foundation
import RapidProject

/// The settings RapidTesting takes from the environment, read once at the edge and then
/// passed around as a value (so every decision is testable without `setenv`).
struct TestEnvironment: Sendable, Hashable {
    /// When to write artifacts.
    var recordMode: RecordMode {
        didSet { recordModeSetting = "RAPIDMAP_RECORD=\(recordMode.rawValue)" }
    }
    /// Where the record mode comes from, as messages name it: `RAPIDMAP_RECORD=failed`; when
    /// nothing set it, that it is the default and how to turn it off
    /// (``defaultSetting(_:)``).
    var recordModeSetting: String
    /// Where artifacts go.
    var artifactsDirectory: URL
    /// Whether reports use ANSI colour.
    var colour: Bool
    /// Whether the environment says CI (`CI` set and not false).
    var onCI: Bool = false
    /// Whether a failure writes its files to the artifacts folder whatever the record mode
    /// (`RAPIDMAP_EVIDENCE=1`): a CI run's evidence, which never touches the checkout.
    var evidence: Bool = false
    /// Problems with the environment, shown in failure messages (e.g. an unknown record mode).
    var warnings: [String] = []
    /// The `rapidmap.json` that names the screens' recordings and maps, when
    /// `RAPIDMAP_MANIFEST` gives it; nil: found from the test file's folder upwards.
    var manifestPath: String? = nil
    /// The command printed for `rapidgen` when `RAPIDMAP_RAPIDGEN` names one; nil: found from
    /// the folder (``RapidVerify/RapidgenCommand``).
    var rapidgenOverride: String? = nil

    /// Settings with these values.
    init(
        recordMode: RecordMode, artifactsDirectory: URL, colour: Bool, onCI: Bool = false,
        warnings: [String] = [], manifestPath: String? = nil
    ) {
        self.recordMode = recordMode
        self.recordModeSetting = "RAPIDMAP_RECORD=\(recordMode.rawValue)"
        self.artifactsDirectory = artifactsDirectory
        self.colour = colour
        self.onCI = onCI
        self.warnings = warnings
        self.manifestPath = manifestPath
    }

    /// The settings for an environment:
    /// <!-- default: record-mode-off-ci = missing -->
    /// <!-- default: record-mode-on-ci = never -->
    /// <!-- default: artifacts-folder = RapidMap-artifacts -->
    /// <!-- default: simulator-artifacts-folder = Library/Caches/RapidMap-artifacts -->
    /// - `RAPIDMAP_RECORD`: `never`, `missing`, `failed` or `all` (any case); unset or empty gives the
    ///   default (``RecordMode/defaultMode(onCI:)``); anything else gives the default and a warning;
    /// - `CI`: set to anything but empty, `0`, `false` or `no` (any case) means CI;
    /// - `RAPIDMAP_ARTIFACTS`: the artifacts folder; default `RapidMap-artifacts` in `temporaryDirectory`;
    /// - `RAPIDMAP_MANIFEST`: the `rapidmap.json` a failure's accept command uses, for a
    ///   project whose manifest is not in a folder above its test files;
    /// - `RAPIDMAP_RAPIDGEN`: the command the printed commands run `rapidgen` with;
    /// - `RAPIDMAP_EVIDENCE`: `1` writes a failure's files to the artifacts folder whatever the
    ///   record mode, never into the project (CI's evidence);
    /// - `SIMULATOR_HOST_HOME` (set in a simulator): the artifacts folder's default is
    ///   `Library/Caches/RapidMap-artifacts` there, a folder on the Mac that a command pasted
    ///   into its Terminal can read, not the simulator's temporary folder;
    /// - colour only when `standardErrorIsTerminal`, `NO_COLOR` is unset or empty
    ///   (no-color.org) and `TERM` is not `dumb`.
    ///
    /// `xcodebuild test` passes the test runner only the variables named with the prefix
    /// `TEST_RUNNER_`, with the prefix taken off: on a CI machine, `CI` and `RAPIDMAP_*`
    /// reach the tests only as `TEST_RUNNER_CI=true TEST_RUNNER_RAPIDMAP_RECORD=never
    /// xcodebuild test …`. A variable that still carries the prefix (a runner that passes
    /// the environment as it is) is read too, when the plain name is not set.
    static func from(
        _ given: [String: String], standardErrorIsTerminal: Bool,
        temporaryDirectory: URL
    ) -> TestEnvironment {
        var environment = given
        for (key, value) in given where key.hasPrefix(testRunnerPrefix) {
            let name = String(key.dropFirst(testRunnerPrefix.count))
            if !name.isEmpty, environment[name] == nil { environment[name] = value }
        }
        var warnings: [String] = []
        let ci = environment["CI"].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false
        let fallback = RecordMode.defaultMode(onCI: ci)
        var mode = fallback
        var defaulted = true
        if let raw = environment["RAPIDMAP_RECORD"], !raw.isEmpty {
            if let parsed = RecordMode(rawValue: raw.lowercased()) {
                mode = parsed
                defaulted = false
            } else {
                warnings.append("RAPIDMAP_RECORD=\(raw) is not never, missing, failed or all; using \(fallback.rawValue)")
            }
        }
        let directory: URL
        if let path = environment["RAPIDMAP_ARTIFACTS"], !path.isEmpty {
            directory = URL(fileURLWithPath: path, isDirectory: true)
        } else if let home = environment["SIMULATOR_HOST_HOME"], !home.isEmpty {
            directory = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(Self.simulatorArtifactsFolder, isDirectory: true)
        } else {
            directory = temporaryDirectory.appendingPathComponent(Self.artifactsFolder, isDirectory: true)
        }
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let manifest = environment["RAPIDMAP_MANIFEST"].flatMap { $0.isEmpty ? nil : $0 }
        var settings = TestEnvironment(
            recordMode: mode, artifactsDirectory: directory,
            colour: standardErrorIsTerminal && !noColour, onCI: ci, warnings: warnings,
            manifestPath: manifest)
        if defaulted { settings.recordModeSetting = defaultSetting(mode) }
        settings.rapidgenOverride = environment[RapidgenCommand.variable]
        settings.evidence = ["1", "true", "yes"].contains((environment["RAPIDMAP_EVIDENCE"] ?? "").lowercased())
        return settings
    }

    /// The text an assertion fails with: its `lines`, then one `warning:` line per problem
    /// with this environment (an unknown record mode), so every failure shows them.
    func message(_ lines: [String]) -> String {
        (lines + warnings.map { "warning: \($0)" }).joined(separator: "\n")
    }

    /// The artifacts folder's name in the temporary folder when `RAPIDMAP_ARTIFACTS` is unset.
    static let artifactsFolder = "RapidMap-artifacts"  // documented default: artifacts-folder
    /// The artifacts folder in the Mac's home (`SIMULATOR_HOST_HOME`) when the tests run in a
    /// simulator and `RAPIDMAP_ARTIFACTS` is unset.
    static let simulatorArtifactsFolder = "Library/Caches/RapidMap-artifacts"  // documented default: simulator-artifacts-folder

    /// How a message names the record mode when `RAPIDMAP_RECORD` is not set: the default, and
    /// how to turn recording off, so a first run that records is not a surprise. Off CI the
    /// default is `missing`; on CI, `never`, which records nothing and is never named.
    static func defaultSetting(_ mode: RecordMode) -> String {
        mode == .never
            ? "RAPIDMAP_RECORD=never, the default on CI"
            : "RAPIDMAP_RECORD=\(mode.rawValue), the default off CI; set RAPIDMAP_RECORD=never to turn it off"
    }

    /// The prefix `xcodebuild test` takes off the variables it passes to the test runner.
    static let testRunnerPrefix = "TEST_RUNNER_"

    /// The process's environment, with the record mode a trait or `withRecordMode(_:_:)`
    /// set for the current task in place of `RAPIDMAP_RECORD`'s.
    static var current: TestEnvironment {
        var environment = from(
            ProcessInfo.processInfo.environment, standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
            temporaryDirectory: FileManager.default.temporaryDirectory)
        if let scoped = RecordMode.scoped {
            environment.recordMode = scoped
            environment.recordModeSetting = "record mode \(scoped.rawValue), set for this test"
            environment.warnings.removeAll { $0.hasPrefix("RAPIDMAP_RECORD=") }
        }
        return environment
    }
}
