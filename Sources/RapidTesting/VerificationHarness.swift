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

    /// Writes a failure's files, as this environment says.
    var writer: ArtifactWriter { ArtifactWriter(environment: environment, files: files) }

    /// The files of a failed verification, and the `rapidmap.json` that names its command.
    var artifacts: VerificationArtifacts { VerificationArtifacts(writer: writer) }

    /// Verifies and reports; returns whether the map matched and nothing was recorded.
    /// `mode` nil: the screen's ``RapidScreen/verificationMode``.
    ///
    /// One way through: the verifier's result; then, only when the test fails or records,
    /// the ``VerificationFailure`` (reading the project at most once); then the files
    /// written through the writer's ``TestFiles``; then one report and its attachments.
    func verify<S: RapidScreen>(
        _ screen: S.Type, _ tree: AccessibilityTree, mode: VerificationMode?,
        options: VerificationOptions = VerificationOptions(), at site: CallSite
    ) -> Bool {
        let result = Verifier.verify(screen, tree, mode: mode, options: options)
        let missing = !S.hasRecordedMap
        var refusal: [String] = []
        var sourcesAbsent = false
        if environment.recordMode.records(failed: !result.passed && !missing, missing: missing) {
            switch recordIntoProject(result, tree: tree, compiled: S.controlsInformation(), at: site) {
            case .unreachable:
                sourcesAbsent = true
            case .written(_, let changes):
                let lines = [missing ? "\(result.screen) has no map yet." : result.report(ReportOptions(colour: environment.colour)), ""]
                sink.fail(
                    writer.message(
                        lines
                            + ProjectRecorder.report(
                                "Recorded \(result.screen)'s map into the project (\(environment.recordModeSetting)):", changes: changes,
                                reference: "map", setting: environment.recordModeSetting)), at: site)
                return false
            case .refused(let why):
                refusal = ["Not recorded into the project: \(why)"]
            }
        }
        guard
            var failure = failure(
                for: result, tree: tree, at: site, test: sink.testName(at: site), missing: missing, sourcesAbsent: sourcesAbsent)
        else { return true }
        failure.projectRefusal = refusal
        sink.fail(message(for: failure), at: site)
        for artifact in failure.files.artifacts { sink.attach(ArtifactWriter.attachment(artifact), site) }
        return false
    }

    /// Records `result`'s corrected map into the project (``ProjectRecorder``), with the
    /// header `rapidgen` writes: the screen's manifest entry's options when it has one.
    func recordIntoProject(
        _ result: VerificationResult, tree: AccessibilityTree, compiled: [ControlInformation], at site: CallSite
    ) -> ProjectRecorder.Outcome {
        let entry = artifacts.screenEntry(screen: result.screen, site: site)
        var options = result.mapSourceOptions
        options.recordingPath = entry?.options.recordingPath
        options.command = entry?.options.command
        return ProjectRecorder(files: files).record(
            screen: result.screen, tree: tree, controls: result.correctedMap, options: options, compiled: compiled,
            entry: entry, testFile: "\(site.filePath)", rapidgenOverride: environment.rapidgenOverride)
    }

    /// What a result reports, or nil when the test passes and record mode does not record.
    ///
    /// The project is read only for what the failure says, and once: the screen's
    /// `rapidmap.json` entry when record mode writes files (their accept command and map
    /// header) or when the tree was recorded in a known configuration (the notes); the
    /// committed recording only for the notes. A failure with record mode `never` of a tree
    /// recorded without a configuration reads and writes nothing. `sourcesAbsent`: the
    /// test's source tree was found not to be on this machine, so the printed command is the
    /// one to run where the project is.
    func failure(
        for result: VerificationResult, tree: AccessibilityTree, at site: CallSite, test: String?, missing: Bool = false,
        sourcesAbsent: Bool = false
    ) -> VerificationFailure? {
        let records = environment.recordMode.records(failed: !result.passed && !missing, missing: missing) || environment.evidence
        guard records || !result.passed else { return nil }
        let wantsNotes = !result.passed && tree.configuration.name != RecordingConfiguration().name
        let entry = records || wantsNotes ? artifacts.screenEntry(screen: result.screen, site: site) : nil
        return VerificationFailure(
            result: result,
            files: artifacts.contents(
                result, tree: tree, entry: entry, site: site, test: test, sourcesAbsent: sourcesAbsent, hasMap: !missing),
            records: records,
            configurationNotes: wantsNotes ? artifacts.configurationNotes(result, tree: tree, entry: entry) : [])
    }

    /// Writes the failure's files (when it records) and words the message: the result's own
    /// report (``VerificationResult/report(_:)``), the configuration notes, what was written
    /// with the command that takes it in, and the environment's warnings. Files are written
    /// first, so a report whose corrected map is too long to print names the file holding it.
    func message(for failure: VerificationFailure) -> String {
        var written: [String] = []
        var options = ReportOptions(colour: environment.colour)
        if failure.records {
            let files = failure.files
            let outcome = writer.write(
                files.artifacts, heading: "Recorded (\(environment.recordModeSetting)):",
                then: [files.intro, "  " + files.command])
            if outcome.urls.count > 1 { options.correctedMapLocation = outcome.urls[1].path }
            written = [""] + outcome.lines
        }
        var lines: [String] = [failure.result.report(options)]
        if failure.result.passed {
            lines.append("Failing because \(environment.recordModeSetting) records every verification.")
        } else if !failure.configurationNotes.isEmpty {
            lines += [""] + failure.configurationNotes
        }
        if !failure.projectRefusal.isEmpty { lines += [""] + failure.projectRefusal }
        return writer.message(lines + written)
    }

    /// The message to report for a result, or nil when the test passes, writing what record
    /// mode says (``failure(for:tree:at:test:)``, then ``message(for:)``).
    func failureMessage(for result: VerificationResult, tree: AccessibilityTree, at site: CallSite) -> String? {
        failure(for: result, tree: tree, at: site, test: nil).map(message(for:))
    }
}
