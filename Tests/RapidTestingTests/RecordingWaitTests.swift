import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport
import RapidProject

/// Every screen of a first run is recorded in that run: a test that finds a file of the
/// project taken by another test waits for it, reads it under the lock and adds its part;
/// each refusal says what happened once, with one next step and paths relative to the
/// project. On an in-memory project (``FakeFiles``), whose pauses return at once.
@Suite("recording into the project waits for a file another test holds, and refuses with one next step")
struct RecordingWaitTests {
    static let declaration = RecordInPlaceTests.declaration
    static let manifest = "/proj/rapidmap.json"
    static let recording = "/proj/Tests/AppTests/Recordings/NoMapYetScreen.json"
    static let site = RecordInPlaceTests.site

    func project() -> FakeFiles { RecordInPlaceTests().project() }

    func verify(_ files: FakeFiles, _ mode: RecordMode = .missing, _ tree: AccessibilityTree = Trees.matching) -> String? {
        let issues = CapturedFailures()
        _ = files.harness(mode, issues: issues).verify(NoMapYetScreen.self, tree, mode: nil, at: Self.site)
        return issues.messages(to: .swiftTesting).first
    }

    /// How many next steps a message gives: "run again" sentences and printed commands.
    func nextSteps(_ message: String) -> Int {
        let lower = message.lowercased()
        let runAgain = lower.components(separatedBy: "run again").count - 1 + lower.components(separatedBy: "run the tests again").count - 1
        let commands = message.split(separator: "\n").filter { $0.hasPrefix("  swift run") || $0.hasPrefix("  rapidgen ") }.count
        return runAgain + commands
    }

    /// A project whose screen declaration another test holds: while this one waits, the other
    /// gives the lock back and records the screen from `tree` (a test of the same screen).
    func anotherTestRecords(_ tree: AccessibilityTree) -> FakeFiles {
        let files = project()
        files.holdLock(Self.declaration + ProjectWriter.lockSuffix)
        files.whilePausing { count in
            guard count == 1 else { return }
            files.releaseLock(Self.declaration + ProjectWriter.lockSuffix)
            _ = files.harness(.missing, issues: CapturedFailures()).verify(NoMapYetScreen.self, tree, mode: nil, at: Self.site)
        }
        return files
    }

    @Test("a manifest another test holds is waited for, read again under the lock, and gets this screen's entry too")
    func waitsAndAddsItsEntry() throws {
        let files = project()
        let other =
            "{\n  \"maps\": [\n    {\"recording\": \"Tests/AppTests/Recordings/Other.json\", \"screen\": \"Other\", \"output\": \"Sources/App/Other.swift\"}\n  ]\n}\n"
        files.holdLock(Self.manifest + ProjectWriter.lockSuffix)
        files.whilePausing { count in
            // The other test creates the manifest with its entry, and gives the lock back.
            guard count == 3 else { return }
            files.put(Array(other.utf8), at: Self.manifest)
            files.releaseLock(Self.manifest + ProjectWriter.lockSuffix)
        }
        let message = try #require(verify(files))
        #expect(files.pauses == [0.002, 0.004, 0.008])
        let manifest = try ManifestFile.parse(try #require(files.file(Self.manifest)), path: "rapidmap.json")
        #expect(manifest.maps.map(\.request.screen) == ["Other", "NoMapYetScreen"])
        #expect(message.contains("  rapidmap.json (NoMapYetScreen's entry added)"))
        #expect(!message.contains("Not recorded"))
        #expect(!message.contains("/proj/") && !message.contains("/artifacts"))
        #expect(nextSteps(message) == 1)
        #expect(files.heldLocks.isEmpty)
    }

    @Test("a file still held after the wait is refused once, with one next step and no artifacts")
    func heldPastTheWait() throws {
        let files = project()
        files.holdLock(Self.declaration + ProjectWriter.lockSuffix)
        let message = try #require(verify(files))
        #expect(files.pauses.reduce(0, +) >= ProjectWriter.lockWait)
        #expect(files.pauses.max() == ProjectWriter.lockPollLongest)
        #expect(files.writes.isEmpty, "neither the project nor the artifacts folder")
        #expect(
            message.contains(
                "Not recorded into the project: Sources/App/NoMapYetScreen.swift is still being recorded by another test or rapidgen after 30 s; run again"
            ))
        #expect(!message.contains("/proj/"))
        #expect(!message.contains("rapidgen generate") && !message.contains("rapidgen accept"))
        #expect(nextSteps(message) == 1)
        #expect(files.heldLocks == [Self.declaration + ProjectWriter.lockSuffix])
    }

    @Test("two tests of one screen from one tree: the second finds the map the first recorded and says so, writing nothing")
    func sameScreenRecordedByAnotherTest() throws {
        let files = anotherTestRecords(Trees.matching)
        let message = try #require(verify(files))
        #expect(files.writes.sorted() == [Self.declaration, Self.recording, Self.manifest].sorted(), "each file written once, by the other test")
        #expect(
            message.hasPrefix("NoMapYetScreen has no map yet.\n\nAnother test of this run recorded NoMapYetScreen's map into the project, from the same tree:"))
        #expect(message.contains("  Sources/App/NoMapYetScreen.swift\n"))
        #expect(!message.contains("Not recorded") && !message.contains("/proj/"))
        #expect(nextSteps(message) == 1)
    }

    @Test("two tests of one screen from different trees: the second is refused with one next step")
    func sameScreenOtherTree() throws {
        let files = anotherTestRecords(Trees.missingSignIn)
        let message = try #require(verify(files))
        #expect(
            message.contains(
                "Not recorded into the project: the map of NoMapYetScreen in Sources/App/NoMapYetScreen.swift is not the one this test was built with"))
        #expect(nextSteps(message) == 1)
        #expect(!message.contains("/proj/") && !message.contains("Recorded ("))
    }

    @Test("a checkout whose lock cannot be created says what failed and records to the artifacts folder, with one command")
    func readOnlyCheckout() throws {
        let files = project()
        files.makeReadOnly("/proj")
        let message = try #require(verify(files))
        #expect(files.projectWrites.isEmpty)
        #expect(files.writes.count == 3 && files.writes.allSatisfy { $0.hasPrefix("/artifacts/") })
        #expect(
            message.contains(
                "Not recorded into the project: could not write Sources/App/NoMapYetScreen.swift: its lock Sources/App/NoMapYetScreen.swift.rapidmap-lock could not be created: Read-only file system. Recorded to the artifacts folder instead."
            ))
        #expect(!message.contains("another test"))
        #expect(!message.contains("not in a rapidmap.json above"))
        #expect(message.contains("--screen NoMapYetScreen --recording Tests/AppTests/Recordings/NoMapYetScreen.json"))
        #expect(nextSteps(message) == 1)
        #expect(files.heldLocks.isEmpty)
    }

    @Test("a checkout whose files cannot be written (locks can) says which and why, and records to the artifacts folder")
    func failedWrite() throws {
        let files = project()
        files.makeReadOnly("/proj", locks: false)
        let message = try #require(verify(files))
        #expect(files.projectWrites.isEmpty)
        #expect(
            message.contains(
                "Not recorded into the project: could not write Tests/AppTests/Recordings/NoMapYetScreen.json: Read-only file system. Recorded to the artifacts folder instead."
            ))
        #expect(nextSteps(message) == 1)
        #expect(files.heldLocks.isEmpty)
    }

    @Test("the other refusals each give their own next step and nothing else")
    func otherRefusalsGiveOneStep() throws {
        // A path leaving the project.
        let linked = project()
        linked.link("/proj/Tests/AppTests/Recordings", to: "/elsewhere")
        let outside = try #require(verify(linked))
        #expect(outside.contains("outside the project"))
        #expect(!outside.contains("Recorded (") && !outside.contains("rapidgen accept") && !outside.contains("rapidgen generate"))
        #expect(linked.writes.isEmpty)
        // Declared in two places: the next step is the manifest's "output".
        let twice = project()
        twice.put(Array("enum NoMapYetScreen: RapidScreen {}\n".utf8), at: "/proj/Sources/Other/Copy.swift")
        let ambiguous = try #require(verify(twice))
        #expect(ambiguous.contains("list it in rapidmap.json (\"output\") to say which holds the map"))
        #expect(nextSteps(ambiguous) == 0 && !ambiguous.contains("Recorded ("))
        #expect(twice.writes.isEmpty)
    }

    @Test("a committed recording holding the captured tree in another layout is left byte for byte")
    func equalRecordingKept() throws {
        let files = project()
        let compact = Array(NativeJSONWriter.write(Trees.matching, pretty: false))
        files.put(compact, at: Self.recording)
        let message = try #require(verify(files))
        #expect(files.file(Self.recording) == compact)
        #expect(!files.writes.contains(Self.recording))
        #expect(!message.contains("recording updated"))
        #expect(message.contains("Sources/App/NoMapYetScreen.swift (map of NoMapYetScreen)"))

        let changed = project()
        changed.put(Array(NativeJSONWriter.write(Trees.missingSignIn, pretty: false)), at: Self.recording)
        #expect(try #require(verify(changed)).contains("Tests/AppTests/Recordings/NoMapYetScreen.json (recording updated)"))
    }

    @Test("a first run with no record mode set says the default and how to turn it off")
    func defaultModeNamed() throws {
        let unset = TestEnvironment.from([:], standardErrorIsTerminal: false, temporaryDirectory: temporaryFolder())
        #expect(unset.recordModeSetting == "RAPIDMAP_RECORD=missing, the default off CI; set RAPIDMAP_RECORD=never to turn it off")
        let set = TestEnvironment.from(["RAPIDMAP_RECORD": "missing"], standardErrorIsTerminal: false, temporaryDirectory: temporaryFolder())
        #expect(set.recordModeSetting == "RAPIDMAP_RECORD=missing")
        let wrong = TestEnvironment.from(["RAPIDMAP_RECORD": "sometimes"], standardErrorIsTerminal: false, temporaryDirectory: temporaryFolder())
        #expect(wrong.recordModeSetting.hasSuffix("the default off CI; set RAPIDMAP_RECORD=never to turn it off"))

        let files = project()
        let issues = CapturedFailures()
        var harness = files.harness(.missing, issues: issues)
        harness.environment = unset
        harness.environment.artifactsDirectory = URL(fileURLWithPath: "/artifacts")
        _ = harness.verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site)
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(
            message.contains(
                "Recorded NoMapYetScreen's map into the project (RAPIDMAP_RECORD=missing, the default off CI; set RAPIDMAP_RECORD=never to turn it off):"
            ))
    }
}
