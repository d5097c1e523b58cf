import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// What `assertExperience` does with its reference, mode by mode, on an in-memory project
/// (``FakeFiles``): the reference beside the test is recorded as `verify` records a map.
@Suite("assertExperience records its reference into the project as record mode says")
struct ExperienceInPlaceTests {
    static let testFile = "/proj/Tests/AppTests/LoginTests.swift"
    static let reference = URL(fileURLWithPath: "/proj/Tests/AppTests/__Experience__/Login.txt")
    static let site = CallSite(fileID: "AppTests/LoginTests.swift", filePath: "/proj/Tests/AppTests/LoginTests.swift", line: 9, column: 9)
    static let actual = ExperienceHarness.text(of: Trees.matching, format: .transcript(), screen: nil)

    /// A project with the test file and, unless `committed` is missing, the reference.
    static func project(_ committed: RecordTreeInPlaceTests.Committed) -> FakeFiles {
        var contents: [String: [UInt8]] = ["/proj/Package.swift": [], testFile: []]
        switch committed {
        case .missing: break
        case .unchanged: contents[reference.path] = Array(actual.utf8)
        case .differs: contents[reference.path] = Array(ExperienceHarness.text(of: Trees.missingSignIn, format: .transcript(), screen: nil).utf8)
        }
        return FakeFiles(contents)
    }

    static func harness(_ mode: RecordMode, _ files: FakeFiles, _ issues: CapturedFailures, evidence: Bool = false) -> ExperienceHarness {
        var environment = quietEnvironment(mode, folder: URL(fileURLWithPath: "/artifacts"))
        environment.evidence = evidence
        return ExperienceHarness(environment: environment, sink: issues.sink(swiftTesting: { true }), files: files.files)
    }

    func assert(_ mode: RecordMode, _ files: FakeFiles, _ issues: CapturedFailures, evidence: Bool = false) -> Bool {
        Self.harness(mode, files, issues, evidence: evidence).assert(Trees.matching, reference: Self.reference, as: .transcript(), screen: nil, at: Self.site)
    }

    @Test("each record mode against a missing, an unchanged and a different reference", arguments: RecordTreeInPlaceTests.table.indices)
    func modeByState(_ row: Int) throws {
        let (mode, committed, writes, passes) = RecordTreeInPlaceTests.table[row]
        let files = Self.project(committed)
        let issues = CapturedFailures()
        #expect(assert(mode, files, issues) == passes)
        #expect(files.writes == (writes ? [Self.reference.path] : []), "nothing is written outside the project, nor to the artifacts folder")
        #expect(issues.entries.count == (passes ? 0 : 1), "one issue at most")
        if writes { #expect(files.file(Self.reference.path) == Array(Self.actual.utf8)) }
        guard let message = issues.messages(to: .swiftTesting).first else { return }
        #expect(!message.contains("/proj/"), "paths relative to the project")
        if writes {
            let change = committed == .missing ? "new reference" : "reference updated"
            #expect(
                message.contains(
                    "Recorded the experience into the project (RAPIDMAP_RECORD=\(mode.rawValue)):\n  Tests/AppTests/__Experience__/Login.txt (\(change))\nRun the tests again"
                ))
        } else if committed == .unchanged {
            #expect(
                message.contains("Nothing changed: the project already holds this experience. Failing because RAPIDMAP_RECORD=all records every assertion."))
        } else {
            #expect(message.contains("Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it."))
        }
        switch committed {
        case .missing: #expect(message.hasPrefix("no reference experience at Tests/AppTests/__Experience__/Login.txt\n"))
        case .unchanged: #expect(message.hasPrefix("the experience matches Tests/AppTests/__Experience__/Login.txt\n"))
        case .differs:
            #expect(message.hasPrefix("the experience differs from Tests/AppTests/__Experience__/Login.txt (- reference, + actual):\n"))
            #expect(message.contains("\n+ 3. Sign In. Button."))
        }
    }

    @Test("the second run after recording passes and writes nothing")
    func secondRunIsGreen() {
        let files = Self.project(.missing)
        let issues = CapturedFailures()
        #expect(!assert(.missing, files, issues))
        #expect(assert(.missing, files, issues))
        #expect(files.writes == [Self.reference.path])
        #expect(issues.entries.count == 1)
        #expect(files.heldLocks.isEmpty)
    }

    @Test("on CI (never) a difference writes nothing; with RAPIDMAP_EVIDENCE the experience goes to the artifacts folder only")
    func ciEvidenceGoesToArtifactsOnly() throws {
        let plain = Self.project(.differs)
        #expect(!assert(.never, plain, CapturedFailures()))
        #expect(plain.writes.isEmpty)

        let files = Self.project(.differs)
        let issues = CapturedFailures()
        #expect(!assert(.never, files, issues, evidence: true))
        #expect(files.writes.count == 1)
        #expect(files.writes.allSatisfy { $0.hasPrefix("/artifacts/LoginTests-9-Login") && $0.hasSuffix(".txt") })
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(issues.entries.count == 1)
        #expect(message.contains("(- reference, + actual):"))
        #expect(message.contains("Evidence (RAPIDMAP_EVIDENCE):\n  experience: /artifacts/"))
        #expect(message.contains("--reference \(Self.reference.path)"))
    }

    @Test("where the test's sources are not on this machine, recording goes to the artifacts folder with the accept command")
    func unreachableFallsBackToArtifacts() throws {
        let files = FakeFiles()
        let issues = CapturedFailures()
        #expect(!assert(.missing, files, issues))
        #expect(files.writes.count == 1)
        #expect(files.writes.allSatisfy { $0.hasPrefix("/artifacts/") })
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.hasPrefix("no reference experience can be read here: /proj/Tests/AppTests does not exist on this machine"))
        #expect(message.contains("Recorded (RAPIDMAP_RECORD=missing):\n  experience: /artifacts/"))
        #expect(message.contains("--reference \(Self.reference.path)"))
    }

    @Test("a reference another test holds past the wait is left to it: this one says so, with one next step, and writes nothing")
    func lockedByAnotherWriter() throws {
        let files = Self.project(.differs)
        files.holdLock(Self.reference.path + ".rapidmap-lock")
        let issues = CapturedFailures()
        #expect(!assert(.failed, files, issues))
        #expect(files.writes.isEmpty, "neither the project nor the artifacts folder")
        #expect(files.heldLocks == [Self.reference.path + ".rapidmap-lock"])
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(
            message.contains(
                "Not recorded into the project: Tests/AppTests/__Experience__/Login.txt is still being recorded by another test or rapidgen after 30 s"))
        #expect(!message.contains("rapidgen accept"))
        #expect(issues.entries.count == 1)
    }

    @Test("an __Experience__ folder linked outside the project is never written")
    func linkOutsideRefused() {
        let files = Self.project(.missing)
        files.link("/proj/Tests/AppTests/__Experience__", to: "/home/someone/elsewhere")
        let issues = CapturedFailures()
        #expect(!assert(.missing, files, issues))
        #expect(files.projectWrites.isEmpty)
        #expect(issues.messages(to: .swiftTesting).first?.contains("outside the project") == true)
    }

    @Test("the JSON snapshot is recorded into the project the same way")
    func jsonSnapshotRecorded() {
        let files = Self.project(.missing)
        let json = URL(fileURLWithPath: "/proj/Tests/AppTests/__Experience__/Login.json")
        let harness = Self.harness(.missing, files, CapturedFailures())
        #expect(!harness.assert(Trees.matching, reference: json, as: .json(), screen: nil, at: Self.site))
        #expect(files.writes == [json.path])
        #expect(harness.assert(Trees.matching, reference: json, as: .json(), screen: nil, at: Self.site))
    }
}
