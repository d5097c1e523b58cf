import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

@Suite struct RecordingLookupTests {
    /// A test file path inside a fresh folder, with recordings placed in `folders`.
    func layout(_ folders: [String], contents: String = "{\"format\": \"rapidmap-native-json\", \"version\": 999}") throws -> (testFile: String, root: URL) {
        let root = temporaryFolder()
        let tests = root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        for folder in folders {
            let dir = tests.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: dir.appendingPathComponent("Login.json"))
        }
        return (tests.appendingPathComponent("LoginTests.swift").path, root)
    }

    @Test func recordingsAreLookedForInRecordingsBesideTheTestFile() {
        let candidates = AccessibilityTree.recordingCandidates(name: "Login.json", filePath: "/p/Tests/AppTests/LoginTests.swift")
        #expect(candidates.map(\.path) == ["/p/Tests/AppTests/Recordings/Login.json"])
        let nested = AccessibilityTree.recordingCandidates(name: "Dark/Login.json", filePath: "/p/Tests/AppTests/LoginTests.swift")
        #expect(nested.map(\.path) == ["/p/Tests/AppTests/Recordings/Dark/Login.json"])
    }

    @Test func anAbsolutePathIsUsedAsIs() {
        #expect(AccessibilityTree.recordingCandidates(name: "/r/Login.json", filePath: "/p/T.swift").map(\.path) == ["/r/Login.json"])
    }

    @Test func aMissingRecordingNamesEveryPathTried() throws {
        let (testFile, root) = try layout([])
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = URL(fileURLWithPath: testFile).deletingLastPathComponent().path
        let error = try #require(throws: RecordingNotFoundError.self) {
            try AccessibilityTree(recording: "Login.json", filePath: testFile)
        }
        #expect(error.triedPaths == ["\(dir)/Recordings/Login.json"])
        #expect(
            error.description == """
                recording "Login.json" not found; looked for:
                  \(dir)/Recordings/Login.json
                """)
    }

    // The recordings below are an unsupported version of the native format, which every
    // native reader refuses; the error's file shows which recording was found.

    @Test func aRecordingInAnotherFolderIsNotFound() throws {
        let (testFile, root) = try layout(["__Recordings__"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: RecordingNotFoundError.self) {
            try AccessibilityTree(recording: "Login.json", filePath: testFile)
        }
    }

    @Test func theRecordingInRecordingsIsRead() throws {
        let (testFile, root) = try layout(["Recordings", "__Recordings__"])
        defer { try? FileManager.default.removeItem(at: root) }
        let error = try #require(throws: RecordingError.self) {
            try AccessibilityTree(recording: "Login.json", filePath: testFile)
        }
        #expect(error.file?.hasSuffix("/Tests/AppTests/Recordings/Login.json") == true)
    }
}
