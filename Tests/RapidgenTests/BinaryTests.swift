import Foundation
import RapidMap
import Testing
import RapidMapTestSupport

/// Runs the built `rapidgen` executable as a subprocess, as CI and Xcode do.
@Suite("The rapidgen binary", .tags(.endToEnd))
struct BinaryTests {
    /// The built executable (``PackagePaths/builtExecutable(_:)``).
    static var executable: URL? { PackagePaths.builtExecutable("rapidgen") }

    func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, errors: String) {
        // Bound first: with the optional `executableURL` as its context, #require would not unwrap.
        let built: URL = try #require(Self.executable, "the rapidgen executable was not built")
        let outcome = try PackagePaths.run(built, arguments, in: directory)
        return (outcome.status, outcome.output, outcome.errors)
    }

    @Test("exit statuses and streams of the real binary")
    func exitStatuses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rapidgen-binary-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let version = try run(["--version"], in: directory)
        #expect(version.status == 0)
        #expect(version.output == "rapidgen \(RapidMapRelease.version)\n")
        #expect(version.errors.isEmpty)

        let unknown = try run(["gen"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.output.isEmpty)
        #expect(unknown.errors.contains("unknown subcommand 'gen' (did you mean 'generate'?)"))

        let noConfig = try run(["check"], in: directory)
        #expect(noConfig.status == 2)

        try Data("{\"maps\": [}".utf8).write(to: directory.appendingPathComponent("rapidmap.json"))
        let badConfig = try run(["check"], in: directory)
        #expect(badConfig.status == 3)
        #expect(badConfig.errors.hasPrefix("rapidmap.json:1:11: error: invalid JSON"))

        let help = try run(["check", "--help"], in: directory)
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: rapidgen check"))
    }
}
