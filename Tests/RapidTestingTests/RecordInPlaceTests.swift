import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport
import RapidProject

/// A screen declared in one line, with no map yet (`hasRecordedMap` false).
nonisolated enum NoMapYetScreen: RapidScreen {}

/// `verify`'s first run records the map into the project, as a snapshot test's first run
/// records its reference: tested on an in-memory project (``FakeFiles``).
extension FakeFiles {
    /// The writes into the project (`/proj`); a refused recording still leaves the failure's
    /// files in the artifacts folder.
    var projectWrites: [String] { writes.filter { $0.hasPrefix("/proj/") } }
}

@Suite("verify records a missing map into the project, once, and never outside it")
struct RecordInPlaceTests {
    static let root = "/proj"
    static let declaration = "/proj/Sources/App/NoMapYetScreen.swift"
    static let testFile = "/proj/Tests/AppTests/LoginTests.swift"
    static let site = CallSite(fileID: "AppTests/LoginTests.swift", filePath: "/proj/Tests/AppTests/LoginTests.swift", line: 7, column: 9)

    func project(declaration: String = "import RapidMap\n\nnonisolated public enum NoMapYetScreen: RapidScreen {}\n", manifest: String? = nil) -> FakeFiles {
        var contents: [String: [UInt8]] = [
            "/proj/Package.swift": Array("// swift-tools-version:6.2\n".utf8),
            Self.declaration: Array(declaration.utf8),
            Self.testFile: Array("import Testing\n".utf8),
            "/proj/.build/checkouts/Other/NoMapYetScreen.swift": Array("enum NoMapYetScreen {}\n".utf8),
        ]
        if let manifest { contents["/proj/rapidmap.json"] = Array(manifest.utf8) }
        return FakeFiles(contents)
    }

    func harness(_ mode: RecordMode, _ files: FakeFiles, issues: CapturedFailures) -> VerificationHarness {
        files.harness(mode, issues: issues)
    }

    @Test("a one-line screen compiles and has no recorded map; a recorded empty map says it has one")
    func oneLineScreen() {
        #expect(NoMapYetScreen.controlsInformation().isEmpty)
        #expect(!NoMapYetScreen.hasRecordedMap)
        #expect(LoginScreen.hasRecordedMap)
        let region = MapSourceWriter.region(screen: "Empty", controls: [])
        #expect(region.contains("static var hasRecordedMap: Bool { true }"))
    }

    @Test("the first run writes the recording beside the test, the region into the declaration, and a new manifest, then fails once naming them")
    func firstRunRecords() throws {
        let files = project()
        let issues = CapturedFailures()
        #expect(!harness(.missing, files, issues: issues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(
            Set(files.writes) == ["/proj/Tests/AppTests/Recordings/NoMapYetScreen.json", Self.declaration, "/proj/rapidmap.json"])
        let map = String(decoding: try #require(files.file(Self.declaration)), as: UTF8.self)
        #expect(map.hasPrefix("import RapidMap\n\nnonisolated public enum NoMapYetScreen: RapidScreen {\n    // rapidgen:begin NoMapYetScreen\n"))
        #expect(map.contains("ControlInformation(index: 0, type: .textField, identifier: \"LoginScreen.email\""))
        let manifest = try ManifestFile.parse(try #require(files.file("/proj/rapidmap.json")), path: "rapidmap.json")
        #expect(manifest.maps.map(\.request.screen) == ["NoMapYetScreen"])
        #expect(manifest.maps.first?.request.output == "Sources/App/NoMapYetScreen.swift")
        #expect(manifest.maps.first?.request.recording == "Tests/AppTests/Recordings/NoMapYetScreen.json")
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("NoMapYetScreen has no map yet."))
        #expect(message.contains("  Sources/App/NoMapYetScreen.swift (map of NoMapYetScreen)"))
        #expect(message.contains("git diff"))
        #expect(!message.contains("/proj/"))
        #expect(files.heldLocks.isEmpty)
    }

    @Test("an existing manifest gets the entry appended, its other bytes kept")
    func manifestAppended() throws {
        let before =
            "{\n  \"maps\": [\n    {\"recording\": \"R/A.json\", \"screen\": \"A\", \"output\": \"A.swift\"}\n  ],\n  \"audit\": {\"preset\": \"v1\"}\n}\n"
        let files = project(manifest: before)
        #expect(!harness(.missing, files, issues: CapturedFailures()).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        let after = String(decoding: try #require(files.file("/proj/rapidmap.json")), as: UTF8.self)
        #expect(after.hasPrefix("{\n  \"maps\": [\n    {\"recording\": \"R/A.json\", \"screen\": \"A\", \"output\": \"A.swift\"},\n    {\"recording\": "))
        #expect(after.hasSuffix("\n  ],\n  \"audit\": {\"preset\": \"v1\"}\n}\n"))
    }

    @Test("an entry whose recording is an Appium page source or a debug description is never overwritten with native JSON")
    func foreignRecordingFormatRefused() throws {
        for (recording, format) in [("R/Login.xml", ""), ("R/Login.txt", ""), ("R/Login.json", ", \"format\": \"appium-xml\"")] {
            let manifest =
                "{\"maps\": [{\"recording\": \"\(recording)\", \"screen\": \"NoMapYetScreen\", \"output\": \"Sources/App/NoMapYetScreen.swift\"\(format)}]}\n"
            let files = project(manifest: manifest)
            let issues = CapturedFailures()
            #expect(!harness(.missing, files, issues: issues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
            #expect(files.projectWrites.isEmpty, "\(recording)")
            let message = try #require(issues.messages(to: .swiftTesting).first)
            #expect(message.contains("Not recorded into the project: NoMapYetScreen's recording \(recording) is not native JSON"), "\(message)")
        }
    }

    @Test("record mode never, and a map that exists in mode missing: nothing is written into the project")
    func neverAndExistingMapsWriteNothing() {
        let files = project()
        #expect(!harness(.never, files, issues: CapturedFailures()).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(files.writes.isEmpty)
        let other = project()
        #expect(!harness(.missing, other, issues: CapturedFailures()).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: Self.site))
        #expect(other.writes.isEmpty)
    }

    @Test("a declaration found twice, or not at all, is refused and listed; nothing is written into the project")
    func ambiguousOrMissingDeclaration() throws {
        let twice = project()
        try twice.files.write(Array("enum NoMapYetScreen: RapidScreen {}\n".utf8), "/proj/Sources/Other/Copy.swift")
        let issues = CapturedFailures()
        #expect(!harness(.missing, twice, issues: issues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(twice.projectWrites == ["/proj/Sources/Other/Copy.swift"])
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("declared in several places: Sources/App/NoMapYetScreen.swift:3, Sources/Other/Copy.swift:1"))

        let none = project(declaration: "// enum NoMapYetScreen: RapidScreen {}\nlet s = \"enum NoMapYetScreen {}\"\n")
        let noneIssues = CapturedFailures()
        #expect(!harness(.missing, none, issues: noneIssues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(none.projectWrites.isEmpty)
        #expect(noneIssues.messages(to: .swiftTesting).first?.contains("no declaration of NoMapYetScreen was found") == true)
    }

    @Test("a declaration reached twice through a linked folder counts once, and the map is recorded")
    func linkedCopyCountsOnce() throws {
        // The fake keeps the link's copy as a file of its own, whose real path is the original.
        let copy = Array("nonisolated public enum NoMapYetScreen: RapidScreen {}\n".utf8)
        let files = FakeFiles([
            "/proj/Package.swift": [], Self.testFile: [], Self.declaration: copy,
            "/proj/UITests/Linked/NoMapYetScreen.swift": copy,
        ])
        files.link("/proj/UITests/Linked", to: "/proj/Sources/App")
        #expect(!harness(.missing, files, issues: CapturedFailures()).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(files.projectWrites.contains(Self.declaration))
        #expect(!files.projectWrites.contains("/proj/UITests/Linked/NoMapYetScreen.swift"))
    }

    @Test("a file that resolves outside the project through a link is never written: not through the manifest, not found by the search")
    func symlinkOutsideRefused() throws {
        let manifest =
            #"{"maps": [{"recording": "Tests/AppTests/Recordings/NoMapYetScreen.json", "screen": "NoMapYetScreen", "output": "Sources/App/NoMapYetScreen.swift"}]}"#
        let listed = project(manifest: manifest)
        listed.link("/proj/Sources/App", to: "/home/someone/elsewhere")
        let issues = CapturedFailures()
        #expect(!harness(.missing, listed, issues: issues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(listed.projectWrites.isEmpty)
        #expect(issues.messages(to: .swiftTesting).first?.contains("outside the project") == true)

        let searched = project()
        searched.link("/proj/Sources/App", to: "/home/someone/elsewhere")
        let searchIssues = CapturedFailures()
        #expect(!harness(.missing, searched, issues: searchIssues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(searched.projectWrites.isEmpty)
        #expect(searchIssues.messages(to: .swiftTesting).first?.contains("no declaration of NoMapYetScreen was found") == true)
    }

    @Test("a region edited by hand since the build is not overwritten in mode failed")
    func handEditedRegionRefused() throws {
        let edited = """
            import RapidMap

            nonisolated public enum LoginScreen: RapidScreen {
                // rapidgen:begin LoginScreen
                nonisolated public static func controlsInformation() -> [ControlInformation] {
                    [
                        ControlInformation(index: 0, type: .button, identifier: "LoginScreen.edited"),
                    ]
                }
                // rapidgen:end
            }

            """
        let files = FakeFiles([
            "/proj/Package.swift": [], Self.testFile: [], "/proj/Sources/App/LoginScreen.swift": Array(edited.utf8),
        ])
        let issues = CapturedFailures()
        #expect(!harness(.failed, files, issues: issues).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: Self.site))
        #expect(!files.writes.contains("/proj/Sources/App/LoginScreen.swift"))
        #expect(issues.messages(to: .swiftTesting).first?.contains("is not the one this test was built with") == true)
    }

    @Test("in mode all, a refusal is reported on a matching tree too, after the reason the test fails")
    func refusalShownWhenTheMapMatches() throws {
        let files = FakeFiles([
            "/proj/Package.swift": [], Self.testFile: [],
            "/proj/Sources/App/LoginScreen.swift": Array("nonisolated public enum LoginScreen: RapidScreen {}\n".utf8),
            "/proj/Sources/Other/LoginScreen.swift": Array("nonisolated public enum LoginScreen: RapidScreen {}\n".utf8),
        ])
        let issues = CapturedFailures()
        #expect(!harness(.all, files, issues: issues).verify(LoginScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(files.projectWrites.isEmpty)
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("records every verification"))
        #expect(message.contains("Not recorded into the project: LoginScreen is declared in several places"))
    }

    @Test("a test whose source tree is not on this machine records to the artifacts folder, as before")
    func unreachableFallsBack() throws {
        let files = FakeFiles([:])
        let issues = CapturedFailures()
        #expect(!harness(.missing, files, issues: issues).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        #expect(files.writes.allSatisfy { $0.hasPrefix("/artifacts/") })
        #expect(files.writes.count == 3)
    }

    @Test("without the source tree, a changed screen prints the accept command to run where the project is, not a placeholder")
    func unreachablePrintsTheAcceptCommand() throws {
        let files = FakeFiles([:])
        let issues = CapturedFailures()
        #expect(!harness(.failed, files, issues: issues).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: Self.site))
        let message = try #require(issues.messages(to: .swiftTesting).first)
        let lines = message.split(separator: "\n").map(String.init)
        let tree = try #require(files.writes.first { $0.hasSuffix(".json") })
        // No manifest could be read: it is not said to be missing, and the command is the one
        // the folder holding it runs (no placeholder a shell refuses).
        // No Package.swift is known either: the rapidgen of the checkout the tests were built from.
        #expect(lines.last == "  swift run --package-path \(PackagePaths.root.path) rapidgen accept \(tree) --screen LoginScreen")
        #expect(message.contains("The test's source tree (/proj/Tests/AppTests) is not on this machine"))
        #expect(!message.contains("is not in a rapidmap.json"))
        #expect(!message.contains("<"))

        // A screen with no map yet: the accept command that records it as the test does in
        // place, its recording beside the test file as the machine that built it has it.
        let missingFiles = FakeFiles([:])
        let missing = CapturedFailures()
        #expect(!harness(.missing, missingFiles, issues: missing).verify(NoMapYetScreen.self, Trees.matching, mode: nil, at: Self.site))
        let missingMessage = try #require(missing.messages(to: .swiftTesting).first)
        let missingLines = missingMessage.split(separator: "\n").map(String.init)
        let missingTree = try #require(missingFiles.writes.first { $0.hasSuffix(".json") })
        #expect(missingMessage.contains("NoMapYetScreen has no map yet, and the test's source tree (/proj/Tests/AppTests) is not on this machine"))
        #expect(missingMessage.contains("Where the project is, run this in its folder"))
        #expect(
            missingLines.last
                == "  swift run --package-path \(PackagePaths.root.path) rapidgen accept \(missingTree) --screen NoMapYetScreen --recording /proj/Tests/AppTests/Recordings/NoMapYetScreen.json"
        )
        #expect(!missingMessage.contains("rapidgen generate"))
        #expect(!missingMessage.contains("<"))
    }
}

@Suite("the lock two recording tests share")
struct RecordingLockTests {
    @Test("a fresh lock is another test's; one left behind by a stopped test is taken over; the folder is made")
    func staleLocksAreTakenOver() throws {
        let folder = temporaryFolder().appendingPathComponent("Recordings/Deeper")
        let lock = folder.appendingPathComponent("LoginScreen.json.rapidmap-lock").path
        #expect(try TestFiles.live.createExclusively(lock))
        #expect(try !TestFiles.live.createExclusively(lock))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -(ProjectWriter.staleLockAge + 5))], ofItemAtPath: lock)
        #expect(try TestFiles.live.createExclusively(lock))
        #expect(try !TestFiles.live.createExclusively(lock))
        TestFiles.live.remove(lock)
        #expect(!FileManager.default.fileExists(atPath: lock))
    }
}
