import RapidVerify
import RapidProject

/// The check of one screen's recording in another configuration: the map generated from the
/// main recording (or, for a configuration the entry declares in `variants`, the variant the
/// region declares) verified against it, with the labels checked only in the main
/// recording's language, and the recording compared with the main one
/// (``ConfigurationComparison``). It passes when the map matches and, right to left, the
/// layout is mirrored. `rapidgen check` and `rapidgen report --site` share it.
struct ConfigurationCheck {
    /// The verification against the map.
    var verification: VerificationResult
    /// The comparison with the main recording.
    var comparison: ConfigurationComparison
    /// True when the entry declares this configuration as a deliberate difference.
    var declared: Bool
    /// The screen's name.
    var screen: String
    /// `in ar (right-to-left)`.
    var phrase: String

    /// The screen's recordings in other configurations beside its recording, by name.
    static func recordings(of job: GenerateCommand.Job, in context: CommandContext) -> [(name: String, path: String)] {
        let folder = MapOutputPath.directory(of: job.recordingPath)
        return ConfigurationRecordings.recordings(of: job.recordingPath, in: context.fileSystem.names(in: folder))
    }

    /// Each readable recording of the screen in another configuration, checked against the
    /// map generated from `base`; a recording that cannot be read is reported by `context`
    /// and its status combined into `status`.
    static func all(
        _ job: GenerateCommand.Job, base: AccessibilityTree, in context: CommandContext,
        status: inout ExitCode
    ) -> [(path: String, tree: AccessibilityTree, result: ConfigurationCheck)] {
        let controls = Self.controls(job, base: base)
        var out: [(String, AccessibilityTree, ConfigurationCheck)] = []
        for variant in recordings(of: job, in: context) {
            do throws(ExitCode) {
                let tree = try context.readTree(variant.path, format: nil)
                out.append((variant.path, tree, ConfigurationCheck(job: job, base: base, baseControls: controls, name: variant.name, tree: tree)))
            } catch {
                status = status.combined(with: error)
            }
        }
        return out
    }

    /// The map generated from the main recording.
    static func controls(_ job: GenerateCommand.Job, base: AccessibilityTree) -> [ControlInformation] {
        MapGeneration.controls(
            screen: job.request.resolvedScreenIdentifier, tree: base, options: job.options.recorded(in: base), recorded: job.recordedScope)
    }

    init(job: GenerateCommand.Job, base: AccessibilityTree, baseControls: [ControlInformation], name: String, tree: AccessibilityTree) {
        declared = job.request.variants.contains(name)
        let map = declared ? ConfigurationCheck.controls(job, base: tree) : baseControls
        verification = Verifier.verify(
            screen: job.request.screen, screenIdentifier: job.request.resolvedScreenIdentifier,
            map: map, tree: tree, mode: job.request.mode,
            labelLanguage: base.configuration.language, recordedScope: job.recordedScope)
        comparison = ConfigurationComparison(base: base, other: tree, screenIdentifier: job.request.resolvedScreenIdentifier)
        screen = job.request.screen
        phrase = tree.configuration.phrase(comparedWith: base.configuration)
    }

    /// The elements a right-to-left recording has out of their mirrored place.
    var mirroring: [ConfigurationDifference] { comparison.differences.filter { $0.kind == .notMirrored } }

    /// True when the map matches and nothing is mis-mirrored.
    var passed: Bool { verification.passed && mirroring.isEmpty }

    /// One line: whether the screen matches its map in this configuration.
    var headline: String {
        if passed {
            return declared ? "\(screen) differs on purpose \(phrase) (declared in \"variants\")" : "\(screen) matches its map \(phrase)"
        }
        if verification.passed { return "\(screen) \(phrase) matches its map, but its layout is not mirrored" }
        let n = verification.differences.count
        return "\(screen) \(phrase) does not match its map (\(n) difference\(n == 1 ? "" : "s"))"
    }

    /// The explanations: the differences between the configurations, or, when they explain
    /// nothing of the order, the verification's differences (at most `limit`).
    func notes(limit: Int) -> [String] {
        var lines = comparison.differences.map(\.message)
        if comparison.differences.allSatisfy({ $0.kind == .notMirrored }) {
            lines += verification.differences.prefix(limit).map(\.description)
        }
        return lines
    }
}
