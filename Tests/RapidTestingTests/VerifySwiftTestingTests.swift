import Testing
@testable import RapidTesting

@Suite struct VerifySwiftTestingTests {
    @Test func aMatchingScreenReadsAsAPassingExpectation() {
        #expect(verify(LoginScreen.self, Trees.matching))
    }

    @Test func aFailingVerifyRecordsOneIssueWithTheReportAtTheCallSite() {
        let expectedLine = #line + 2
        withKnownIssue {
            let passed = verify(LoginScreen.self, Trees.missingSignIn)
            #expect(!passed)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileID == #fileID
                // `#column` as a default argument is the column of the call's parenthesis.
                && issue.sourceLocation?.column == 32
                && issue.comments.contains { $0.rawValue.contains("LoginScreen: 1 difference — 1 missing") }
                && issue.comments.contains { $0.rawValue.contains("rapidgen:begin LoginScreen") }
        }
    }

    @Test func aRecordingThatCannotBeFoundIsAnIssueNamingThePathsTried() {
        withKnownIssue {
            #expect(!verify(LoginScreen.self, recording: "NoSuchRecording.json"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Recordings/NoSuchRecording.json") && $0.rawValue.contains("__Recordings__/NoSuchRecording.json") }
        }
    }

    @Test func insideASwiftTestingTestTheReportGoesToSwiftTestingOnly() {
        let captured = CapturedIssues()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
        #expect(captured.destinations == [.swiftTesting])
    }

    @Test func aVerifyFromADetachedTaskIsWrittenToStandardErrorAndRecordedWithoutATest() async {
        // Test.current is task-local: a detached task does not inherit it, so the harness
        // cannot tell which Swift Testing test called it. The report must not be lost.
        let captured = CapturedIssues()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        let passed = await Task.detached {
            harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite)
        }.value
        #expect(!passed)
        #expect(captured.destinations == [.xcTest, .standardError, .swiftTesting])
        let written = captured.messages(to: .standardError)
        #expect(written.count == 1)
        #expect(written.first?.hasPrefix("/src/Tests/LoginTests.swift:42: error: LoginScreen: 1 difference — 1 missing") == true)
    }

    @Test func aPassingVerifyReportsNothing() {
        let captured = CapturedIssues()
        let harness = VerificationHarness(environment: quietEnvironment(.failed), sink: captured.sink())
        #expect(harness.verify(LoginScreen.self, Trees.matching, mode: .exact, at: sampleSite))
        #expect(captured.entries.isEmpty)
    }

    @Test(arguments: [
        (false, false, false, [IssueSink.Destination.xcTest, .standardError, .swiftTesting]),
        (false, false, true, [IssueSink.Destination.xcTest]),
        (false, true, false, [IssueSink.Destination.xcTest]),
        (true, false, false, [IssueSink.Destination.swiftTesting]),
        (true, true, true, [IssueSink.Destination.swiftTesting]),
    ])
    func theRunningFrameworkDecidesWhereAReportGoes(swiftTesting: Bool, xcTestRunning: Bool, xcTestRecorded: Bool,
                                                     expected: [IssueSink.Destination]) {
        #expect(IssueSink.destinations(swiftTesting: swiftTesting, xcTestRunning: xcTestRunning,
                                       xcTestRecorded: xcTestRecorded) == expected)
    }

    @Test func aFailureXCTestWasSeenRecordingIsNotRepeatedOnStandardError() {
        let captured = CapturedIssues()
        let sink = captured.sink(swiftTesting: { false }, xcTest: { false }, xcTestRecords: true)
        sink.report("report", at: sampleSite)
        #expect(captured.destinations == [.xcTest])
    }
}
