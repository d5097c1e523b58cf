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

    /// Where this environment records a failure's files, and which `rapidmap.json` names its command.
    var artifacts: VerificationArtifacts {
        VerificationArtifacts(directory: environment.artifactsDirectory, manifestPath: environment.manifestPath)
    }

    /// Verifies and reports; returns whether the map matched and nothing was recorded.
    /// `mode` nil: the screen's ``RapidScreen/verificationMode``.
    func verify<S: RapidScreen>(
        _ screen: S.Type, _ tree: AccessibilityTree, mode: VerificationMode?,
        options: VerificationOptions = VerificationOptions(), at site: CallSite
    ) -> Bool {
        let result = Verifier.verify(screen, tree, mode: mode, options: options)
        // Prepared once, so the attachments and the recorded files have the same names.
        var prepared: VerificationArtifacts.Written.Files?
        func files() -> VerificationArtifacts.Written.Files {
            if let prepared { return prepared }
            let made = artifacts.contents(result, tree: tree, site: site)
            prepared = made
            return made
        }
        guard let message = failureMessage(for: result, tree: tree, at: site, artifacts: files) else { return true }
        sink.report(message, at: site)
        for file in files().files {
            sink.attach(TestAttachment(name: file.url.lastPathComponent, bytes: file.bytes), site)
        }
        return false
    }

    /// The message to record for a result, or nil when the test passes.
    func failureMessage(for result: VerificationResult, tree: AccessibilityTree, at site: CallSite) -> String? {
        return failureMessage(for: result, tree: tree, at: site) { artifacts.contents(result, tree: tree, site: site) }
    }

    /// The message to record for a result, or nil when the test passes; `artifacts` gives
    /// the files to record when the record mode says so.
    func failureMessage(
        for result: VerificationResult, tree: AccessibilityTree, at site: CallSite,
        artifacts prepared: () -> VerificationArtifacts.Written.Files
    ) -> String? {
        let records = environment.recordMode.records(failed: !result.passed)
        guard records || !result.passed else { return nil }
        // Recorded first, so a report whose corrected map is too long to print names the
        // file that holds it.
        var recorded: [String] = []
        var options = ReportOptions(colour: environment.colour)
        if records {
            do {
                let written = try artifacts.write(prepared())
                options.correctedMapLocation = written.map.path
                recorded.append("")
                recorded.append("Recorded (\(environment.recordModeSetting)):")
                recorded.append("  tree: \(written.tree.path)")
                recorded.append("  map:  \(written.map.path)")
                recorded.append("  picture: \(written.picture.path)")
                recorded.append(written.intro)
                recorded.append("  \(written.command)")
            } catch {
                recorded.append("")
                recorded.append("Could not record to \(environment.artifactsDirectory.path): \(error.localizedDescription)")
            }
        }
        var lines: [String] = [result.report(options)]
        if result.passed {
            lines.append("Failing because \(environment.recordModeSetting) records every verification.")
        } else {
            let notes = artifacts.configurationNotes(result, tree: tree, site: site)
            if !notes.isEmpty { lines += [""] + notes }
        }
        lines += recorded
        for warning in environment.warnings { lines.append("warning: \(warning)") }
        return lines.joined(separator: "\n")
    }
}
