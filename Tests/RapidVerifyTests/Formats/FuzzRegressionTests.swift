import Foundation
import Testing
@testable import RapidVerify
import RapidMapTestSupport

/// Replays every input the fuzzers (`Tests/Fuzz/fuzz.sh`) ever crashed on, kept in
/// `Tests/Fixtures/FuzzRegressions/<target>/`: each reads as a tree (which then goes through
/// every later stage) or fails with a ``RecordingError`` (a manifest: a
/// ``MapFileError``), never a crash. The folder's README says how to add one.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let directory = PackagePaths.fixtures("FuzzRegressions")

    /// The folder of each fuzz target, and the format its inputs are read as (nil: detected).
    static let targets: [(folder: String, format: RecordingFormat?)] = [
        ("AppiumXML", .appiumXML), ("DebugDescription", .debugDescription), ("WebDriverAgentJSON", .webDriverAgentJSON),
        ("NativeJSON", .nativeJSON), ("MapRoundTrip", nil),
    ]

    static func inputs(_ folder: String) -> [URL] {
        let url = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test("every saved crash input of a reader target reads as a tree or a RecordingError")
    func readerCrashesStayFixed() throws {
        var replayed = 0
        for target in Self.targets {
            for url in Self.inputs(target.folder) {
                readThroughPipeline(try Data(contentsOf: url), format: target.format, "\(target.folder)/\(url.lastPathComponent)")
                replayed += 1
            }
        }
        #expect(replayed == Self.targets.map { Self.inputs($0.folder).count }.reduce(0, +))
    }

    @Test("every file in the regressions folder is in a target's folder, so none is skipped")
    func noReproducerIsMisplaced() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { !$0.hasPrefix(".") }
        #expect(entries.contains("README.md"))
        let known = Set(Self.targets.map(\.folder) + ["Manifest", "README.md"])
        #expect(entries.filter { !known.contains($0) }.isEmpty, "not a fuzz target's folder: \(entries.filter { !known.contains($0) })")
    }

    @Test("every saved crash input of the manifest target parses or is a MapFileError with a position")
    func manifestCrashesStayFixed() throws {
        for url in Self.inputs("Manifest") {
            let bytes = Array(try Data(contentsOf: url))
            do throws(MapFileError) {
                _ = try ManifestFile.parse(bytes, path: url.lastPathComponent)
            } catch {
                #expect(error.line >= 1 && error.file == url.lastPathComponent, "\(url.lastPathComponent): \(error)")
            }
        }
    }
}
