import Foundation

/// Runs a verification for a test: verifies, records artifacts as the record mode says,
/// and reports a failure to the running test framework. Its parts are values, so tests
/// can run it with a fake sink and a made-up environment.
struct VerificationHarness: Sendable {
    /// The settings from the environment.
    var environment: TestEnvironment
    /// Where failures go.
    var sink: IssueSink

    /// The real environment and frameworks. The environment is read on each use, so a
    /// test process's environment is honoured as it is when the verification runs.
    static var live: VerificationHarness {
        VerificationHarness(environment: .current, sink: .live)
    }

    /// Writes a failure's files, as this environment says.
    var writer: ArtifactWriter { ArtifactWriter(environment: environment) }

    /// The files of a failed verification, and the `rapidmap.json` that names its command.
    var artifacts: VerificationArtifacts { VerificationArtifacts(writer: writer) }

    /// Verifies and reports; returns whether the map matched and nothing was recorded.
    /// `mode` nil: the screen's ``RapidScreen/verificationMode``.
    func verify<S: RapidScreen>(
        _ screen: S.Type, _ tree: AccessibilityTree, mode: VerificationMode?,
        options: VerificationOptions = VerificationOptions(), at site: CallSite
    ) -> Bool {
        let result = Verifier.verify(screen, tree, mode: mode, options: options)
        // Prepared once, so the attachments and the recorded files have the same names.
        var prepared: VerificationArtifacts.Files?
        let test = sink.currentTestName()
        func files() -> VerificationArtifacts.Files {
            if let prepared { return prepared }
            let made = artifacts.contents(result, tree: tree, site: site, test: test)
            prepared = made
            return made
        }
        guard let message = failureMessage(for: result, tree: tree, at: site, artifacts: files) else { return true }
        sink.report(message, at: site)
        for artifact in files().artifacts { sink.attach(ArtifactWriter.attachment(artifact), site) }
        return false
    }

    /// The message to report for a result, or nil when the test passes.
    func failureMessage(for result: VerificationResult, tree: AccessibilityTree, at site: CallSite) -> String? {
        failureMessage(for: result, tree: tree, at: site) { artifacts.contents(result, tree: tree, site: site, test: nil) }
    }

    /// The message to report for a result, or nil when the test passes; `artifacts` gives
    /// the files to write when the record mode says so. The result describes itself
    /// (``VerificationResult/report(_:)``); this adds what was written and the warnings.
    func failureMessage(
        for result: VerificationResult, tree: AccessibilityTree, at site: CallSite,
        artifacts prepared: () -> VerificationArtifacts.Files
    ) -> String? {
        let records = environment.recordMode.records(failed: !result.passed)
        guard records || !result.passed else { return nil }
        // Written first, so a report whose corrected map is too long to print names the
        // file that holds it.
        var written: [String] = []
        var options = ReportOptions(colour: environment.colour)
        if records {
            let files = prepared()
            let outcome = writer.write(
                files.artifacts, heading: "Recorded (\(environment.recordModeSetting)):",
                then: [files.intro, "  " + files.command])
            if outcome.urls.count > 1 { options.correctedMapLocation = outcome.urls[1].path }
            written = [""] + outcome.lines
        }
        var lines: [String] = [result.report(options)]
        if result.passed {
            lines.append("Failing because \(environment.recordModeSetting) records every verification.")
        } else {
            let notes = artifacts.configurationNotes(result, tree: tree, site: site)
            if !notes.isEmpty { lines += [""] + notes }
        }
        return writer.message(lines + written)
    }
}
