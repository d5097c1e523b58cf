import Foundation
import Testing
import RapidMapTestSupport

/// `.ci/layers.sh` keeps the folders of Sources/RapidVerify in one line of layers. These
/// tests run it on the real sources (they pass) and on copies with a planted violation
/// (it must fail and name the file, the line and the type).
@Suite("Layer check", .tags(.documentation))
struct LayerCheckTests {
    static let packageRoot = PackagePaths.root

    /// Runs the script on `sources`; returns its status and standard error.
    static func check(_ sources: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent(".ci/layers.sh").path, sources.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A copy of Sources/RapidVerify in a fresh temporary folder.
    static func copyOfSources() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layers-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("RapidVerify")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Sources/RapidVerify"), to: copy)
        return copy
    }

    static func append(_ text: String, to file: URL) throws {
        let old = try String(contentsOf: file, encoding: .utf8)
        try (old + text).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test("the package's own folders depend one way")
    func realSourcesPass() throws {
        let result = try Self.check(Self.packageRoot.appendingPathComponent("Sources/RapidVerify"))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test("a lower layer naming a higher layer's type fails at that line")
    func upwardReferenceFails() throws {
        let copy = try Self.copyOfSources()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let file = copy.appendingPathComponent("Formats/Shared/FrameText.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        try Self.append("func leak(_ v: VerificationResult) -> Int { 0 }\n", to: file)
        let result = try Self.check(copy)
        #expect(result.status == 1)
        #expect(
            result.errors.contains("Formats/Shared/FrameText.swift:\(lines): error: Formats (layer 2) names VerificationResult from Verification (layer 3)"))
    }

    @Test("two folders on the same layer may not use each other")
    func siblingReferenceFails() throws {
        let copy = try Self.copyOfSources()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try Self.append("let leak = MirroringCheck.self\n", to: copy.appendingPathComponent("Navigation/ControlQuery.swift"))
        let result = try Self.check(copy)
        #expect(result.status == 1)
        #expect(result.errors.contains("names MirroringCheck from Configurations"))
    }

    @Test("a higher type in a comment or a string literal is not a dependency")
    func commentsAndStringsPass() throws {
        let copy = try Self.copyOfSources()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try Self.append(
            "// Verifier uses this.\nlet note = \"see Verifier and MapSourceWriter\" // MapSourceWriter\n",
            to: copy.appendingPathComponent("Formats/Shared/FrameText.swift"))
        let result = try Self.check(copy)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("a folder without a layer fails until it is placed")
    func unknownFolderFails() throws {
        let copy = try Self.copyOfSources()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let folder = copy.appendingPathComponent("Audits")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "enum Audit {}\n".write(to: folder.appendingPathComponent("Audit.swift"), atomically: true, encoding: .utf8)
        let result = try Self.check(copy)
        #expect(result.status == 1)
        #expect(result.errors.contains("folder Audits has no layer"))
    }
}
