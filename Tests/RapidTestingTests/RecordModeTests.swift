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

    @Test func offCIFailuresAreRecordedByDefault() {
        #expect(settings([:]).recordMode == .failed)
        #expect(settings(["CI": ""]).recordMode == .failed)
        #expect(settings(["CI": "false"]).recordMode == .failed)
        #expect(settings(["CI": "0"]).recordMode == .failed)
    }

    @Test func theRecordVariableOverridesTheDefaultInAnyCase() {
        #expect(settings(["CI": "true", "RAPIDMAP_RECORD": "failed"]).recordMode == .failed)
        #expect(settings(["RAPIDMAP_RECORD": "ALL"]).recordMode == .all)
        #expect(settings(["RAPIDMAP_RECORD": "never"]).recordMode == .never)
        #expect(settings(["RAPIDMAP_RECORD": ""]).recordMode == .failed)
        #expect(settings(["RAPIDMAP_RECORD": "never"]).warnings.isEmpty)
    }

    @Test func anUnknownRecordModeFallsBackToTheDefaultWithAWarning() {
        let s = settings(["RAPIDMAP_RECORD": "yes", "CI": "true"])
        #expect(s.recordMode == .never)
        #expect(s.warnings == ["RAPIDMAP_RECORD=yes is not never, failed or all; using never"])
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
