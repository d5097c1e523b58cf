import Foundation

/// Runs a verification for a test: verifies, records artifacts as the record mode says,
/// and reports a failure to the running test framework. Its parts are values, so tests
/// can run it with a fake sink and a made-up environment.
struct VerificationHarness: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where failures go.
    var sink: FailureSink

    /// The real environment and frameworks. The environment is read on each use, so a
    /// test process's environment is honoured as it is when the verification runs.
    static var live: VerificationHarness {
        VerificationHarness(environment: .current, sink: .live, files: .live)
    }

    /// The file system a failure reads the project from and writes its files to.
    var files: TestFiles = .live
    /// Where the artifacts' building is logged, when a test counts it; nil: not logged.
    var builds: ArtifactBuildLog? = nil

    /// Writes a failure's files, as this environment says.
    var writer: ArtifactWriter { ArtifactWriter(environment: environment, files: files, builds: builds) }

    /// The files of a failed verification, and the `rapidmap.json` that names its command.
    var artifacts: VerificationArtifacts { VerificationArtifacts(writer: writer) }

    /// Verifies and reports; returns whether the map matched and nothing was recorded.
    /// `mode` nil: the screen's ``RapidScreen/verificationMode``.
    ///
    /// One way through: the verifier's result; then, only when the test fails or records,
    /// the screen's manifest entry (read at most once, and only when the failure needs it),
    /// the recording into the project, the ``VerificationFailure``; then one message, which
    /// writes the files it names through the writer's ``TestFiles``; then the attachments,
    /// each built only when the framework takes it; the failure reported last
    /// (``FailureSink/fail(_:attaching:at:)``).
    func verify<S: RapidScreen>(
        _ screen: S.Type, _ tree: AccessibilityTree, mode: VerificationMode?,
        options: VerificationOptions = VerificationOptions(), at site: CallSite
    ) -> Bool {
        let result = Verifier.verify(screen, tree, mode: mode, options: options)
        let missing = !S.hasRecordedMap
        let entry = screenEntry(for: result, tree: tree, at: site, missing: missing)
        let project =
            environment.recordMode.records(failed: !result.passed && !missing, missing: missing)
            ? recordIntoProject(result, tree: tree, entry: entry, compiled: S.controlsInformation(), at: site) : nil
        guard
            let failure = failure(
                for: result, tree: tree, entry: entry, at: site, test: sink.testName(at: site), missing: missing, project: project)
        else { return true }
        sink.fail(message(for: failure), attaching: (failure.files?.artifacts ?? []).map(ArtifactWriter.attachment), at: site)
        return false
    }

    /// Whether record mode (or `RAPIDMAP_EVIDENCE`) writes a failure's files for `result`.
    func records(_ result: VerificationResult, missing: Bool) -> Bool {
        environment.recordMode.records(failed: !result.passed && !missing, missing: missing) || environment.evidence
    }

    /// Whether a failure explains how `tree` differs from a committed recording in another
    /// configuration: it fails, and the tree knows its configuration.
    func wantsConfigurationNotes(_ result: VerificationResult, tree: AccessibilityTree) -> Bool {
        !result.passed && tree.configuration.name != RecordingConfiguration().name
    }

    /// The screen's `rapidmap.json` entry, read once, and only when the failure needs it:
    /// when record mode writes files (their accept command and map header, and the
    /// recording into the project) or when the tree was recorded in a known configuration
    /// (the notes; then, with nothing written, no command is looked for). nil otherwise,
    /// without touching a file: a failure with record mode `never` of a tree recorded
    /// without a configuration makes no call into the project.
    func screenEntry(
        for result: VerificationResult, tree: AccessibilityTree, at site: CallSite, missing: Bool
    ) -> VerificationArtifacts.ScreenEntry? {
        let records = records(result, missing: missing)
        guard records || wantsConfigurationNotes(result, tree: tree) else { return nil }
        return artifacts.screenEntry(screen: result.screen, site: site, commands: records)
    }

    /// Records `result`'s corrected map into the project (``ProjectRecorder``), with the
    /// header `rapidgen` writes: the screen's manifest `entry`'s options when it has one.
    func recordIntoProject(
        _ result: VerificationResult, tree: AccessibilityTree, entry: VerificationArtifacts.ScreenEntry?,
        compiled: [ControlInformation], at site: CallSite
    ) -> ProjectRecorder.Outcome {
        var options = result.mapSourceOptions
        options.recordingPath = entry?.options.recordingPath
        options.command = entry?.options.command
        return ProjectRecorder(files: files).record(
            screen: result.screen, tree: tree, controls: result.correctedMap, options: options, compiled: compiled,
            entry: entry, testFile: "\(site.filePath)", rapidgenOverride: environment.rapidgenOverride)
    }

    /// What a result reports, or nil when the test passes and record mode does not record.
    ///
    /// Reads nothing itself: `entry` is the screen's manifest entry
    /// (``screenEntry(for:tree:at:missing:)``), and `project` what recording into the project
    /// did (nil: record mode did not record). A map recorded into the project is the whole
    /// failure; otherwise it holds the files (built only when written or attached), the
    /// accept command (worked out only when printed: when the project could not be reached,
    /// the one to run where the project is), the refusal, and the configuration notes, read
    /// from the committed recording only when the tree knows its configuration.
    func failure(
        for result: VerificationResult, tree: AccessibilityTree, entry: VerificationArtifacts.ScreenEntry?, at site: CallSite,
        test: String?, missing: Bool = false, project: ProjectRecorder.Outcome? = nil
    ) -> VerificationFailure? {
        let records = records(result, missing: missing)
        guard records || !result.passed else { return nil }
        var failure = VerificationFailure(result: result, missing: missing, records: records)
        var unwritableProject: String?
        switch project {
        case .written(_, let changes):
            failure.projectChanges = changes
            return failure
        case .recordedByAnotherTest(_, let files):
            failure.projectChanges = files
            failure.recordedByAnotherTest = true
            return failure
        case .refused(let why):
            // The refusal's next step is the only one: the files are attached, not written,
            // and no command is printed.
            failure.projectRefusal = ["Not recorded into the project: \(why)"]
            failure.records = false
        case .unwritable(let why):
            failure.projectRefusal = ["Not recorded into the project: \(why). Recorded to the artifacts folder instead."]
            unwritableProject = ProjectRecorder(files: files).projectRoot(of: "\(site.filePath)")
        case .unreachable, nil: break
        }
        failure.files = artifacts.contents(
            result, tree: tree, entry: entry, site: site, test: test, sourcesAbsent: project == .unreachable, hasMap: !missing,
            unwritableProject: unwritableProject)
        if wantsConfigurationNotes(result, tree: tree) {
            failure.configurationNotes = artifacts.configurationNotes(result, tree: tree, entry: entry)
        }
        return failure
    }

    /// The one message a failure reports, and the files it names written first (when it
    /// records), so a report whose corrected map is too long to print names the file holding
    /// it: the result's own report (``VerificationResult/report(_:)``), or "no map yet"; then
    /// the files recorded into the project and the next step; or the configuration notes,
    /// the refusal, what was written with the command that takes it in; then the
    /// environment's warnings (``TestEnvironment/message(_:)``).
    func message(for failure: VerificationFailure) -> String {
        var options = ReportOptions(colour: environment.colour)
        let setting = environment.recordModeSetting
        if let changes = failure.projectChanges {
            let screen = failure.result.screen
            let heading =
                failure.recordedByAnotherTest
                ? "Another test of this run recorded \(screen)'s map into the project, from the same tree:"
                : "Recorded \(screen)'s map into the project (\(setting)):"
            return environment.message(
                [failure.missing ? "\(screen) has no map yet." : failure.result.report(options), ""]
                    + ProjectRecorder.report(heading, changes: changes, reference: "map", setting: setting))
        }
        var written: [String] = []
        if failure.records, let files = failure.files {
            let outcome = writer.write(files.artifacts, heading: "Recorded (\(setting)):") {
                let (intro, command) = files.acceptCommand()
                return [intro, "  " + command]
            }
            if outcome.urls.count > 1 { options.correctedMapLocation = outcome.urls[1].path }
            written = [""] + outcome.lines
        }
        var lines: [String] = [failure.result.report(options)]
        if failure.result.passed {
            lines.append("Failing because \(setting) records every verification.")
        } else if !failure.configurationNotes.isEmpty {
            lines += [""] + failure.configurationNotes
        }
        if !failure.projectRefusal.isEmpty { lines += [""] + failure.projectRefusal }
        return environment.message(lines + written)
    }

    /// The message to report for a result, or nil when the test passes, writing what record
    /// mode says (``screenEntry(for:tree:at:missing:)``, ``failure(for:tree:entry:at:test:missing:project:)``,
    /// then ``message(for:)``); never records into the project.
    func failureMessage(for result: VerificationResult, tree: AccessibilityTree, at site: CallSite) -> String? {
        let entry = screenEntry(for: result, tree: tree, at: site, missing: false)
        return failure(for: result, tree: tree, entry: entry, at: site, test: nil).map(message(for:))
    }
}
