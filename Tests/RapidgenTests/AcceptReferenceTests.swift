import Foundation
import Testing
@testable import rapidgen

/// `rapidgen accept ARTIFACT --reference FILE`: what a failing `assertExperience` prints.
@Suite("rapidgen accept --reference")
struct AcceptReferenceTests {
    @Test("the artifact becomes the reference, creating its folder, and a second run changes nothing")
    func artifactBecomesTheReference() throws {
        let cli = try CLIHarness()
        try cli.write("1. Email. Text Field.\n", to: "artifacts/LoginTests-20-Login.txt")
        #expect(cli.run(["accept", "artifacts/LoginTests-20-Login.txt", "--reference", "Tests/__Experience__/Login.txt"]) == .success)
        #expect(try cli.read("Tests/__Experience__/Login.txt") == "1. Email. Text Field.\n")
        #expect(cli.errors.contains("updated Tests/__Experience__/Login.txt (from artifacts/LoginTests-20-Login.txt)"))
        #expect(cli.run(["accept", "artifacts/LoginTests-20-Login.txt", "--reference", "Tests/__Experience__/Login.txt"]) == .success)
        #expect(!cli.errors.contains("updated"))
    }

    @Test("a missing artifact is an input error and leaves the reference alone")
    func missingArtifact() throws {
        let cli = try CLIHarness()
        try cli.write("old\n", to: "Tests/__Experience__/Login.txt")
        #expect(cli.run(["accept", "artifacts/nope.txt", "--reference", "Tests/__Experience__/Login.txt"]) == .input)
        #expect(try cli.read("Tests/__Experience__/Login.txt") == "old\n")
    }

    @Test("--reference with --screen is a usage error")
    func referenceAndScreen() throws {
        let cli = try CLIHarness()
        try cli.write("x\n", to: "a.txt")
        #expect(cli.run(["accept", "a.txt", "--reference", "b.txt", "--screen", "Login"]) == .usage)
        #expect(cli.errors.contains("--reference and --screen cannot be used together"))
        #expect(!cli.exists("b.txt"))
    }
}
