import Testing
@testable import RapidTesting
import RapidMapTestSupport

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

    @Test func aRecordingThatCannotBeFoundIsAnIssueNamingThePathTried() {
        withKnownIssue {
            #expect(!verify(LoginScreen.self, recording: "NoSuchRecording.json"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Recordings/NoSuchRecording.json") }
        }
    }

    @Test func insideASwiftTestingTestTheReportGoesToSwiftTestingOnly() {
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
        #expect(captured.destinations == [.swiftTesting])
    }

    @Test func aVerifyFromADetachedTaskIsWrittenToStandardErrorAndRecordedWithoutATest() async {
        // Test.current is task-local: a detached task does not inherit it, so the harness
        // cannot tell which Swift Testing test called it. The report must not be lost.
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        let passed = await Task.detached {
            harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite)
        }.value
        #expect(!passed)
        #expect(captured.destinations == [.xcTest, .swiftTesting, .standardError])
        let written = captured.messages(to: .standardError)
        #expect(written.count == 1)
        #expect(written.first?.hasPrefix("/src/Tests/LoginTests.swift:42: error: LoginScreen: 1 difference — 1 missing") == true)
    }

    @Test func aPassingVerifyReportsNothing() {
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(.failed), sink: captured.sink())
        #expect(harness.verify(LoginScreen.self, Trees.matching, mode: .exact, at: sampleSite))
        #expect(captured.entries.isEmpty)
    }

    @Test func aFailureXCTestWasSeenRecordingIsNotRepeatedOnStandardError() {
        let captured = CapturedFailures()
        let sink = captured.sink(swiftTesting: { false }, xcTest: { false }, xcTestRecords: true)
        sink.fail("report", at: sampleSite)
        #expect(captured.destinations == [.xcTest])
    }

    // MARK: - One failure, one report (`#expect(verify(…))`)

    @Test func expectAroundAFailingVerifyAddsOnlyOneShortLineBesideTheOneReport() throws {
        let issues = CollectedIssues()
        withKnownIssue {
            #expect(verify(LoginScreen.self, Trees.missingSignIn))
        } matching: {
            issues.collect($0)
        }
        let reports = issues.all.filter { $0.comments.contains { $0.rawValue.contains("LoginScreen: 1 difference — 1 missing") } }
        let others = issues.all.filter { !$0.comments.contains { $0.rawValue.contains("LoginScreen: 1 difference") } }
        #expect(issues.all.count == 2)
        #expect(reports.count == 1, "the report is recorded once, by verify")
        let expectation = try #require(others.first)
        // `#expect` records the `false` it was given: Swift Testing's own issue, which no
        // called function can withdraw. It prints the call with its arguments' values, so
        // each argument must describe itself in one short line.
        let text = String(describing: expectation)
        #expect(text.hasPrefix("Expectation failed: verify("), "\(text)")
        #expect(!text.contains("\n"), "\(text)")
        #expect(text.count <= 200, "\(text)")
        #expect(!text.contains("rapidgen:begin"))
        #expect(expectation.sourceLocation?.line == reports.first?.sourceLocation?.line, "both at the call site")
    }

    @Test func theSecondLineStaysShortWithOptionsToo() throws {
        let issues = CollectedIssues()
        withKnownIssue {
            #expect(verify(LoginScreen.self, Trees.home, mode: .ordered, options: VerificationOptions(requiresScreenRoot: true)))
        } matching: {
            issues.collect($0)
        }
        #expect(issues.all.count == 2)
        let short = try #require(issues.all.first { !$0.comments.contains { $0.rawValue.contains("screen not found") } })
        let text = String(describing: short)
        #expect(!text.contains("\n") && text.count <= 300, "\(text)")
        #expect(text.contains("VerificationOptions(requiresScreenRoot: always)"), "\(text)")
    }

    @Test func aBareVerifyRecordsExactlyOneIssueAndReturnsTheTruth() {
        let issues = CollectedIssues()
        var passed = true
        withKnownIssue {
            passed = verify(LoginScreen.self, Trees.missingSignIn)
        } matching: {
            issues.collect($0)
        }
        #expect(!passed, "the result is not bent to silence #expect")
        #expect(issues.all.count == 1)
    }

    // MARK: - Options and the screen root

    @Test func aTreeOfAnotherScreenFailsByDefaultNamingTheScreensFound() {
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        #expect(!harness.verify(LoginScreen.self, Trees.home, mode: .exact, at: sampleSite))
        let message = captured.messages(to: .swiftTesting).first ?? ""
        #expect(message.hasPrefix("LoginScreen: "), "\(message)")
        #expect(
            message.contains("screen not found: no node has the identifier \"LoginScreen\"; screens found: \"HomeScreen\""),
            "\(message)")
    }

    @Test func theScreenRootCanBeMadeOptionalThroughVerifyOptions() {
        #expect(verify(LoginScreen.self, Trees.matchingWithoutRoot, options: VerificationOptions(requiresScreenRoot: .never)))
        withKnownIssue {
            #expect(!verify(LoginScreen.self, Trees.matchingWithoutRoot))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("screen not found") }
        }
    }

    @Test func optionsReachTheVerifierThroughTheHarness() {
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: captured.sink())
        #expect(
            harness.verify(
                LoginScreen.self, Trees.matchingWithoutRoot, mode: .exact,
                options: VerificationOptions(requiresScreenRoot: false), at: sampleSite))
        #expect(
            !harness.verify(
                LoginScreen.self, Trees.matchingWithoutRoot, mode: .exact,
                options: VerificationOptions(requiresScreenRoot: true), at: sampleSite))
        #expect(captured.entries.count == 1)
    }
}
