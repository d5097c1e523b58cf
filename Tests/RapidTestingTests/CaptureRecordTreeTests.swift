import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// `recordTree`: where and whether it writes (a pure decision), what it reports, and the
/// capture-then-verify path the Apple adapters use.
@Suite struct CaptureRecordTreeTests {
    let testFile = "/src/Tests/LoginTests.swift"
    let artifacts = URL(fileURLWithPath: "/ci/artifacts", isDirectory: true)

    func environment(_ mode: RecordMode, onCI: Bool = false) -> TestEnvironment {
        TestEnvironment(recordMode: mode, artifactsDirectory: artifacts, colour: false, onCI: onCI)
    }

    func committed(name: String = "Login", _ files: [String: AccessibilityTree] = [:], folder: Bool = true) -> TreeRecorder.Committed {
        var contents = files.mapValues { Array(NativeJSONWriter.write($0)) }
        if folder { contents[testFile] = [] }
        return TreeRecorder.committed(name: name, testFile: testFile, entry: nil, tree: Trees.matching, files: FakeFiles(contents).files)
    }

    let recordings = URL(fileURLWithPath: "/src/Tests/Recordings/Login.json")

    @Test func theCommittedRecordingIsLookedForBesideTheTestFileOnly() {
        #expect(committed() == .init(url: recordings, bytes: nil, comparison: .missing(reason: nil)))
        #expect(committed(name: "Login.json").url == recordings)
        #expect(committed(name: "Dark/Login").url.path == "/src/Tests/Recordings/Dark/Login.json")
        #expect(committed(name: "/abs/Home.json").url.path == "/abs/Home.json")
        #expect(
            committed(["/src/Tests/__Recordings__/Login.json": Trees.matching]).comparison == .missing(reason: nil),
            "only Recordings/ beside the test file is looked in")
    }

    @Test func aTestFolderNotOnThisMachineSaysWhyNothingCouldBeCompared() {
        guard case .missing(let reason?) = committed(folder: false).comparison else {
            Issue.record("expected a reason")
            return
        }
        #expect(reason.hasPrefix("/src/Tests does not exist on this machine"))
        #expect(committed(name: "/abs/Home.json", folder: false).comparison == .missing(reason: nil), "an absolute name is not beside the test")
    }

    @Test func theSameTreeIsUnchangedAndAnotherOneDiffersLineByLine() {
        #expect(committed([recordings.path: Trees.matching]).comparison == .unchanged)
        guard case .differs(let lines) = committed([recordings.path: Trees.missingSignIn]).comparison else {
            Issue.record("expected a difference")
            return
        }
        #expect(lines.first?.hasPrefix("@@ line ") == true)
        #expect(lines.contains { $0.hasPrefix("+ ") && $0.contains("LoginScreen.signIn") })
    }

    @Test func theEnvironmentSaysWhetherItIsCI() {
        let tmp = URL(fileURLWithPath: "/tmp")
        #expect(TestEnvironment.from(["CI": "true"], standardErrorIsTerminal: false, temporaryDirectory: tmp).onCI)
        #expect(!TestEnvironment.from(["CI": "0"], standardErrorIsTerminal: false, temporaryDirectory: tmp).onCI)
        #expect(!TestEnvironment.from([:], standardErrorIsTerminal: false, temporaryDirectory: tmp).onCI)
    }

    @Test func aWrittenRecordingIsReportedWithItsPathAndTheGenerateCommandAndReadsBack() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tests/LoginTests.swift").path
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        let issues = CapturedFailures()
        let artifactsFolder = folder.appendingPathComponent("artifacts", isDirectory: true)
        let recorder = TreeRecorder(
            environment: TestEnvironment(recordMode: .failed, artifactsDirectory: artifactsFolder, colour: false),
            sink: issues.sink(swiftTesting: { true }))
        let artifacts = artifactsFolder
        let written = recorder.record(Trees.matching, named: "LoginScreen", screen: nil, testFile: file, at: sampleSite)
        #expect(!written)
        // Named after the call site, as every artifact: two tests recording one name never collide.
        let path = artifacts.appendingPathComponent("LoginTests-42-LoginScreen.json").path
        let message = try #require(issues.messages(to: .swiftTesting).first)
        // No rapidmap.json lists the screen: the generate command with a placeholder a shell refuses.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5)
        #expect(
            lines.prefix(3) == [
                "\"LoginScreen\" has no committed recording yet (\(folder.path)/Tests/Recordings/LoginScreen.json).",
                "Recorded (RAPIDMAP_RECORD=failed):", "  recording: \(path)",
            ])
        #expect(lines.dropFirst(3).first?.hasPrefix("LoginScreen is not in a rapidmap.json above the test file") == true)
        // No Package.swift above the temporary folder: the rapidgen of the checkout the tests were built from.
        #expect(
            lines.last == "  swift run --package-path \(PackagePaths.root.path) rapidgen generate \(path) --screen LoginScreen -o <path/to/LoginScreen.swift>")
        #expect(try AccessibilityTree(reading: Data(contentsOf: URL(fileURLWithPath: path)), path: path) == Trees.matching)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests/Recordings").path),
            "no folder above the test marks a project: the test writes nothing beside it")

        // Once committed (what `rapidgen accept` does), the same tree again: nothing written, nothing reported.
        let committed = folder.appendingPathComponent("Tests/Recordings/LoginScreen.json")
        try FileManager.default.createDirectory(at: committed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: committed.path)
        #expect(recorder.record(Trees.matching, named: "LoginScreen", screen: nil, testFile: file, at: sampleSite))
        #expect(issues.entries.count == 1)

        // A changed tree is recorded again and reported as changed.
        #expect(!recorder.record(Trees.missingSignIn, named: "LoginScreen", screen: nil, testFile: file, at: sampleSite))
        let changed = issues.messages(to: .swiftTesting).last ?? ""
        #expect(changed.hasPrefix("\"LoginScreen\" differs from the committed recording \(committed.path) (- committed, + captured):"))
        // The second recording this call site writes in the process is -2: the first stays.
        let second = artifacts.appendingPathComponent("LoginTests-42-LoginScreen-2.json").path
        #expect(changed.contains("  recording: \(second)\n"))
        #expect(try AccessibilityTree(reading: Data(contentsOf: URL(fileURLWithPath: second)), path: second) == Trees.missingSignIn)
    }

    @Test func inARealProjectTheFirstRunWritesBesideTheTestAndTheSecondPasses() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        let file = folder.appendingPathComponent("Tests/LoginTests.swift").path
        let issues = CapturedFailures()
        let recorder = TreeRecorder(
            environment: TestEnvironment(recordMode: .missing, artifactsDirectory: folder.appendingPathComponent("artifacts"), colour: false),
            sink: issues.sink(swiftTesting: { true }))
        #expect(!recorder.record(Trees.matching, named: "LoginScreen", screen: nil, testFile: file, at: sampleSite))
        let recording = folder.appendingPathComponent("Tests/Recordings/LoginScreen.json")
        #expect(try AccessibilityTree(reading: Data(contentsOf: recording), path: recording.path) == Trees.matching)
        #expect(try FileManager.default.contentsOfDirectory(atPath: recording.deletingLastPathComponent().path) == ["LoginScreen.json"], "no lock left")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts").path))
        #expect(issues.messages(to: .swiftTesting).first?.contains("  Tests/Recordings/LoginScreen.json (new recording)\n") == true)
        #expect(recorder.record(Trees.matching, named: "LoginScreen", screen: nil, testFile: file, at: sampleSite))
        #expect(issues.entries.count == 1)
    }

    @Test func aRecordingThatCannotBeWrittenIsReportedNotThrown() {
        let issues = CapturedFailures()
        var recorder = TreeRecorder(environment: environment(.all), sink: issues.sink(swiftTesting: { true }))
        recorder.writer.files = FakeFiles(failingWrites: true).files
        #expect(!recorder.record(Trees.matching, named: "Login", screen: nil, testFile: testFile, at: sampleSite))
        #expect(issues.messages(to: .swiftTesting).first?.contains("\nCould not record to /ci/artifacts: ") == true)
    }

    @Test func aCaptureThatThrowsIsOneIssueWithTheReasonNeverACrash() {
        let issues = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: issues.sink(swiftTesting: { true }))
        let passed = harness.verify(LoginScreen.self, capturing: "the application", mode: .exact, at: sampleSite) {
            throw CaptureError.applicationNotRunning
        }
        #expect(!passed)
        #expect(
            issues.messages(to: .swiftTesting) == [
                "could not capture the accessibility tree of the application: the application is not running; call launch() before capturing"
            ])

        var recorder = TreeRecorder(environment: environment(.all), sink: issues.sink(swiftTesting: { true }))
        let untouched = FakeFiles()
        recorder.writer.files = untouched.files
        let tree = recorder.record(capturing: "the element", named: "Login", screen: nil, testFile: testFile, at: sampleSite) {
            throw CaptureError(reason: "snapshot failed")
        }
        #expect(tree == nil)
        #expect(issues.messages(to: .swiftTesting).last == "could not capture the accessibility tree of the element: snapshot failed")
        #expect(untouched.writes.isEmpty)
    }

    @Test func aCapturedTreeIsVerifiedAsATreeIs() {
        let issues = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(), sink: issues.sink(swiftTesting: { true }))
        #expect(harness.verify(LoginScreen.self, capturing: "the application", mode: .exact, at: sampleSite) { Trees.matching })
        #expect(!harness.verify(LoginScreen.self, capturing: "the application", mode: .exact, at: sampleSite) { Trees.missingSignIn })
        #expect(issues.messages(to: .swiftTesting).count == 1)
        #expect(issues.messages(to: .swiftTesting).first?.contains("1 missing") == true)
    }
}

@Suite struct DeviceAndXcodeEnvironmentTests {
    let tmp = URL(fileURLWithPath: "/tmp")

    @Test func variablesXcodebuildPassesWithTheirPrefixAreRead() {
        let prefixed = TestEnvironment.from(
            ["TEST_RUNNER_CI": "true", "TEST_RUNNER_RAPIDMAP_RECORD": "all", "TEST_RUNNER_RAPIDMAP_ARTIFACTS": "/ci/a"],
            standardErrorIsTerminal: false, temporaryDirectory: tmp)
        #expect(prefixed.onCI)
        #expect(prefixed.recordMode == .all)
        #expect(prefixed.artifactsDirectory.path == "/ci/a")
        // The plain name wins over the prefixed one.
        let both = TestEnvironment.from(
            ["RAPIDMAP_RECORD": "never", "TEST_RUNNER_RAPIDMAP_RECORD": "all"], standardErrorIsTerminal: false, temporaryDirectory: tmp)
        #expect(both.recordMode == .never)
        // Without either, CI is not seen: the local default.
        #expect(!TestEnvironment.from(["XCTestConfigurationFilePath": "/x"], standardErrorIsTerminal: false, temporaryDirectory: tmp).onCI)
    }

    @Test func aRecordingLookedForOnADeviceSaysTheSourcesAreNotThere() throws {
        let testFile = "/Users/builder/App/Tests/AppTests/LoginTests.swift"
        let error = try #require(throws: RecordingNotFoundError.self) {
            try AccessibilityTree(recording: "Login.json", filePath: testFile)
        }
        #expect(error.reason?.contains("/Users/builder/App/Tests/AppTests does not exist on this machine") == true)
        #expect(error.description.contains("AccessibilityTree(recording:bundle:)"))
        // A folder that exists gives no reason: the file is simply missing.
        let here = temporaryFolder()
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: here) }
        let plain = try #require(throws: RecordingNotFoundError.self) {
            try AccessibilityTree(recording: "Login.json", filePath: here.appendingPathComponent("T.swift").path)
        }
        #expect(plain.reason == nil)
    }

    @Test func aRecordTreeOnADeviceSaysNoCommittedRecordingCouldBeLookedFor() {
        let issues = CapturedFailures()
        let recorder = TreeRecorder(
            environment: TestEnvironment(recordMode: .failed, artifactsDirectory: temporaryFolder(), colour: false),
            sink: issues.sink(swiftTesting: { true }))
        #expect(!recorder.record(Trees.matching, named: "Login", screen: nil, testFile: "/nowhere/Tests/LoginTests.swift", at: sampleSite))
        let message = issues.messages(to: .swiftTesting).first ?? ""
        #expect(message.hasPrefix("\"Login\": no committed recording could be looked for: /nowhere/Tests does not exist on this machine"))
        #expect(message.contains("\nRecorded (RAPIDMAP_RECORD=failed):\n"))
    }

    @Test func aBundledRecordingIsReadFromRecordingsOrTheTopLevel() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recordings = folder.appendingPathComponent("Recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try NativeJSONWriter.write(Trees.matching).write(to: recordings.appendingPathComponent("Login.json"))
        try NativeJSONWriter.write(Trees.missingSignIn).write(to: folder.appendingPathComponent("Other.json"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(try AccessibilityTree(recording: "Login.json", bundle: bundle) == Trees.matching)
        #expect(try AccessibilityTree(recording: "Other.json", bundle: bundle) == Trees.missingSignIn)
        let error = try #require(throws: RecordingNotFoundError.self) { try AccessibilityTree(recording: "None.json", bundle: bundle) }
        #expect(error.triedPaths.count == 2)
    }

    @Test func artifactNamesCarryTheRunningTest() {
        let writer = ArtifactWriter(environment: quietEnvironment(), names: ArtifactNames())
        #expect(writer.baseName(subject: "Login", site: sampleSite, test: "-[LoginTests testSignIn]") == "LoginTests.testSignIn-42-Login")
        #expect(writer.baseName(subject: "Login", site: sampleSite, test: "signInWorks()") == "LoginTests.signInWorks-42-Login")
        #expect(writer.baseName(subject: "Login", site: sampleSite, test: "check(screen:)") == "LoginTests.check-42-Login")
        #expect(writer.baseName(subject: "Login", site: sampleSite, test: nil) == "LoginTests-42-Login")
        #expect(writer.baseName(subject: "Login", site: sampleSite, test: nil) == "LoginTests-42-Login-2")
    }

    @Test func aHelperCalledFromTwoTestsWritesTwoArtifacts() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [String] = []
        for test in ["-[LoginTests testA]", "-[SignUpTests testB]"] {
            let issues = CapturedFailures()
            var sink = issues.sink(swiftTesting: { true })
            sink.currentTestName = { test }
            let harness = VerificationHarness(environment: quietEnvironment(.failed, folder: folder), sink: sink)
            #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
            written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        }
        #expect(written == ["LoginTests.testA-42-LoginScreen.json", "LoginTests.testB-42-LoginScreen.json"])
    }
}
