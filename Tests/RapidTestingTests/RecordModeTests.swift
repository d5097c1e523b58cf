import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

@Suite struct RecordModeTests {
    let tmp = URL(fileURLWithPath: "/tmp/x", isDirectory: true)

    func settings(_ env: [String: String], terminal: Bool = false) -> TestEnvironment {
        TestEnvironment.from(env, standardErrorIsTerminal: terminal, temporaryDirectory: tmp)
    }

    @Test func onCINothingIsRecordedByDefault() {
        #expect(settings(["CI": "true"]).recordMode == .never)
        #expect(settings(["CI": "1"]).recordMode == .never)
    }

    @Test func offCIWhatIsMissingIsRecordedByDefault() {
        #expect(settings([:]).recordMode == .missing)
        #expect(settings(["CI": ""]).recordMode == .missing)
        #expect(settings(["CI": "false"]).recordMode == .missing)
        #expect(settings(["CI": "0"]).recordMode == .missing)
        #expect(settings(["CI": "No"]).recordMode == .missing)
    }

    /// The constants `.ci/doc-defaults.py` compares the docs with are the ones the environment gives.
    @Test func theDocumentedDefaultsAreWhatAnEmptyEnvironmentGives() {
        #expect(settings([:]).recordMode == RecordMode.defaultOffCI)
        #expect(settings(["CI": "true"]).recordMode == RecordMode.defaultOnCI)
        #expect(settings([:]).artifactsDirectory.path == "/tmp/x/" + TestEnvironment.artifactsFolder)
        #expect(settings(["SIMULATOR_HOST_HOME": "/Users/ada"]).artifactsDirectory.path == "/Users/ada/" + TestEnvironment.simulatorArtifactsFolder)
    }

    @Test func eachModeRecordsWhatItsNameSays() {
        for (mode, expected) in [
            (RecordMode.never, [false, false, false]), (.missing, [false, true, false]), (.failed, [true, true, false]), (.all, [true, true, true]),
        ] {
            #expect([mode.records(failed: true), mode.records(failed: false, missing: true), mode.records(failed: false)] == expected, "\(mode)")
        }
    }

    @Test func evidenceIsItsOwnSwitch() {
        #expect(settings(["CI": "true", "RAPIDMAP_EVIDENCE": "1"]).evidence)
        #expect(settings(["CI": "true", "RAPIDMAP_EVIDENCE": "1"]).recordMode == .never)
        #expect(!settings(["RAPIDMAP_EVIDENCE": "0"]).evidence)
        #expect(settings(["TEST_RUNNER_RAPIDMAP_EVIDENCE": "yes"]).evidence)
    }

    @Test func theRecordVariableOverridesTheDefaultInAnyCase() {
        #expect(settings(["CI": "true", "RAPIDMAP_RECORD": "failed"]).recordMode == .failed)
        #expect(settings(["RAPIDMAP_RECORD": "ALL"]).recordMode == .all)
        #expect(settings(["RAPIDMAP_RECORD": "never"]).recordMode == .never)
        #expect(settings(["RAPIDMAP_RECORD": ""]).recordMode == .missing)
        #expect(settings(["RAPIDMAP_RECORD": "Missing"]).recordMode == .missing)
        #expect(settings(["RAPIDMAP_RECORD": "never"]).warnings.isEmpty)
    }

    @Test func anUnknownRecordModeFallsBackToTheDefaultWithAWarning() {
        let s = settings(["RAPIDMAP_RECORD": "yes", "CI": "true"])
        #expect(s.recordMode == .never)
        #expect(s.warnings == ["RAPIDMAP_RECORD=yes is not never, missing, failed or all; using never"])
    }

    @Test func artifactsGoToTheTemporaryFolderUnlessTheVariableSaysWhere() {
        #expect(settings([:]).artifactsDirectory.path == "/tmp/x/RapidMap-artifacts")
        #expect(settings(["RAPIDMAP_ARTIFACTS": "/ci/artifacts"]).artifactsDirectory.path == "/ci/artifacts")
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(settings([:], terminal: true).colour)
        #expect(!settings([:], terminal: false).colour)
        #expect(!settings(["NO_COLOR": "1"], terminal: true).colour)
        // no-color.org: an empty NO_COLOR does not count.
        #expect(settings(["NO_COLOR": ""], terminal: true).colour)
        #expect(!settings(["TERM": "dumb"], terminal: true).colour)
    }

    @Test func colourSettingReachesTheReport() throws {
        let captured = CapturedFailures()
        var env = quietEnvironment()
        env.colour = true
        let harness = VerificationHarness(environment: env, sink: captured.sink(swiftTesting: { true }))
        _ = harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite)
        #expect(captured.messages(to: .swiftTesting).first?.contains("\u{1B}[31m") == true)
        env.colour = false
        let plain = CapturedFailures()
        _ = VerificationHarness(environment: env, sink: plain.sink(swiftTesting: { true }))
            .verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite)
        #expect(plain.messages(to: .swiftTesting).first?.contains("\u{1B}") == false)
    }
}
