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
        #expect(cli.run(["audit", "--list-checks", "--output-format", "markdown"]) == .success)
        #expect(cli.output.contains("RapidMap \(RapidMapRelease.version): "))
    }

    /// `.package(url: "…", …)` lines in the README and the docs (Documentation/ and the DocC
    /// catalogs under Sources/): until a release is tagged they follow a branch or pin a
    /// commit, which resolve without a tag; a version they name is the current one.
    @Test("every package dependency line of the README and the docs resolves without a tag or names the current version")
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
                found += 1
                guard let range = line.range(of: #"from: ""#) else {
                    #expect(line.contains(#"branch: "main""#) || line.contains(#"revision: ""#), "\(file.lastPathComponent): \(line)")
                    continue
                }
                let version = line[range.upperBound...].prefix { $0 != "\"" }
                #expect(version == RapidMapRelease.version[...], "\(file.lastPathComponent): \(line)")
            }
        }
        #expect(found > 0, "no `.package(url: …RapidMap…)` line in the README or the docs")
    }

    /// A team copies addresses from the README, the articles and the code's output: none may
    /// be a placeholder that looks real (`example.com`, `github.com/OWNER`, `your-mirror`).
    /// Sample data (an email address typed into a field) is not an address of the package.
    @Test("the README, the docs and the sources name no placeholder address")
    func noPlaceholderAddress() throws {
        var files = ["README.md", "CONTRIBUTING.md", "VERSIONING.md", "CHANGELOG.md", ".spi.yml"].map {
            Self.package.appendingPathComponent($0)
        }
        for folder in ["Documentation", "Sources", "Generator"] {
            let walker = FileManager.default.enumerator(at: Self.package.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if ["md", "swift"].contains(file.pathExtension) { files.append(file) }
            }
        }
        let placeholder = try NSRegularExpression(
            pattern: #"https?://[^\s)"'>`]*\bexample\.(com|org|net)|github\.com/(OWNER|USER|your-)|your-(mirror|org)/"#,
            options: [.caseInsensitive])
        var read = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            read += 1
            for match in placeholder.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                Issue.record("\(file.lastPathComponent): placeholder address \(text[Range(match.range, in: text)!])")
            }
        }
        #expect(read > 100)
        // The check finds what it looks for.
        let sample = "see https://example.com/your-mirror/RapidMap.git"
        #expect(placeholder.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil)
    }
}
