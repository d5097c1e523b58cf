import Foundation
import RapidMap
import Testing
@testable import rapidgen
import RapidMapTestSupport

/// One version constant, ``RapidMapRelease/version``, read everywhere a version shows.
@Suite("The version", .tags(.documentation))
struct VersionTests {
    static let package = PackagePaths.root

    @Test("--version, the SARIF driver and the catalogue page read RapidMapRelease.version")
    func readers() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["--version"]) == .success)
        #expect(cli.output == "rapidgen \(RapidMapRelease.version)\n")
        #expect(cli.run(["audit", "--list-checks", "--format", "markdown"]) == .success)
        #expect(cli.output.contains("RapidMap \(RapidMapRelease.version): "))
    }

    /// `.package(url: "…", from: "0.1.0")` lines in the README and the docs (Documentation/
    /// and the DocC catalogs under Sources/).
    @Test("every package dependency line of the README and the docs names the current version")
    func docsNameTheVersion() throws {
        var files = [Self.package.appendingPathComponent("README.md")]
        for folder in ["Documentation", "Sources"] {
            let root = Self.package.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if file.pathExtension == "md" { files.append(file) }
            }
        }
        var found = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(".package(url:") && line.contains("RapidMap") {
                guard let range = line.range(of: #"from: ""#) else { continue }
                let version = line[range.upperBound...].prefix { $0 != "\"" }
                #expect(version == RapidMapRelease.version[...], "\(file.lastPathComponent): \(line)")
                found += 1
            }
        }
        #expect(found > 0, "no `.package(url: …RapidMap…, from: …)` line in the README or the docs")
    }
}
