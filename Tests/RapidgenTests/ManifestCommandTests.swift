import Foundation
import RapidVerify
import RapidProject
import Testing
@testable import rapidgen
import RapidMapTestSupport

@Suite("rapidgen with rapidmap.json, and rapidgen check")
struct ManifestCommandTests {
    static let config = """
        {
          "maps": [
            {"recording": "Recordings/Login.rec", "screen": "LoginScreen", "output": "Maps/LoginScreen.swift"},
            {"recording": "Recordings/Login.rec", "screen": "LoginScreen", "output": "Maps/LoginOrdered.swift", "mode": "ordered"}
          ]
        }
        """

    func package() throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try cli.write(Self.config, to: "rapidmap.json")
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        try cli.makeFolder("Maps")
        return cli
    }

    @Test("rapidgen without arguments finds rapidmap.json upwards and generates every map")
    func generatesFromSubdirectory() throws {
        let cli = try package()
        try FileManager.default.createDirectory(atPath: cli.path("Sources/Deep"), withIntermediateDirectories: true)
        #expect(cli.run([], in: "Sources/Deep") == .success)
        #expect(cli.exists("Maps/LoginScreen.swift"))
        #expect(cli.exists("Maps/LoginOrdered.swift"))
        let text = try cli.read("Maps/LoginScreen.swift")
        #expect(text.contains("// Generated from Recordings/Login.rec by rapidgen. Regenerate: swift run rapidgen\n"))
        #expect(try cli.read("Maps/LoginOrdered.swift").contains("public static var verificationMode: VerificationMode { .ordered }"))
        #expect(cli.run(["generate"]) == .success)
        #expect(cli.run(["--quiet"]) == .success)
        #expect(cli.errors.isEmpty)
    }

    /// `text` with its list of controls in the array-literal form earlier versions wrote.
    static func arrayLiteralForm(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indentation = String(line.prefix { $0 == " " })
            let code = line.dropFirst(indentation.count)
            if code == "var controls: [ControlInformation] = []" {
                lines.append(indentation + "[")
            } else if code.hasPrefix("controls.reserveCapacity(") {
                continue
            } else if code.hasPrefix("controls.append("), code.hasSuffix(")") {
                lines.append(indentation + "    " + code.dropFirst("controls.append(".count).dropLast() + ",")
            } else if code == "return controls" {
                lines.append(indentation + "]")
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("check accepts a map in the array-literal form by its entries, with a note; generate rewrites it")
    func checkAcceptsArrayLiteralForm() throws {
        let cli = try package()
        cli.run([])
        let written = try cli.read("Maps/LoginScreen.swift")
        let older = Self.arrayLiteralForm(written)
        #expect(older.contains("        [\n            ControlInformation(index: 0, "))
        #expect(!older.contains("controls."))
        try cli.write(older, to: "Maps/LoginScreen.swift")
        #expect(cli.run(["check"]) == .success)
        #expect(cli.output == "2 maps up to date (rapidmap.json)\n")
        #expect(
            cli.errors.contains(
                "Maps/LoginScreen.swift:6: note: map for LoginScreen is up to date, written as one array literal; run `swift run rapidgen` to rewrite it one statement an entry, which type-checks faster"
            ))
        // A changed entry is stale, reported at its own line of the older form.
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        #expect(cli.run(["check"]) == .checkFailed)
        let lines = cli.errors.split(separator: "\n")
        #expect(lines.contains("Maps/LoginScreen.swift:6: error: map for LoginScreen is stale (1 difference)"))
        let olderLines = older.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(olderLines[13].contains(#"label: "Sign In""#))
        #expect(
            lines.contains(
                #"Maps/LoginScreen.swift:14: note: - controls.append(ControlInformation(index: 3, type: .button, identifier: "LoginScreen.signIn", label: "Sign In"))"#
            ))
        // generate rewrites it one statement an entry; check then has nothing to say.
        #expect(cli.run([]) == .success)
        #expect(
            try cli.read("Maps/LoginScreen.swift").contains(
                #"controls.append(ControlInformation(index: 3, type: .button, identifier: "LoginScreen.signIn", label: "Log In"))"#))
        #expect(cli.run(["check"]) == .success)
        #expect(!cli.errors.contains("array literal"))
    }

    @Test("check passes on fresh maps and writes nothing")
    func checkPasses() throws {
        let cli = try package()
        cli.run([])
        let before = try cli.identity("Maps/LoginScreen.swift")
        #expect(cli.run(["check"]) == .success)
        // The summary is check's result: standard output.
        #expect(cli.output == "2 maps up to date (rapidmap.json)\n")
        #expect(cli.errors.isEmpty)
        #expect(try cli.identity("Maps/LoginScreen.swift") == before)
        #expect(cli.run(["check", "-q"]) == .success)
        #expect(cli.errors.isEmpty && cli.output.isEmpty)
    }

    @Test("check reports a stale map at its begin marker with the number of differences")
    func checkFindsStaleMap() throws {
        let cli = try package()
        cli.run([])
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        let before = try cli.read("Maps/LoginScreen.swift")
        #expect(cli.run(["check"]) == .checkFailed)
        let lines = cli.errors.split(separator: "\n")
        #expect(lines.contains("Maps/LoginScreen.swift:6: error: map for LoginScreen is stale (1 difference)"))
        #expect(lines.contains("Maps/LoginOrdered.swift:6: error: map for LoginScreen is stale (1 difference)"))
        #expect(
            lines.contains(
                #"Maps/LoginScreen.swift:15: note: - controls.append(ControlInformation(index: 3, type: .button, identifier: "LoginScreen.signIn", label: "Sign In"))"#
            ))
        #expect(
            lines.contains(
                #"Maps/LoginScreen.swift:15: note: + controls.append(ControlInformation(index: 3, type: .button, identifier: "LoginScreen.signIn", label: "Log In"))"#
            ))
        #expect(try cli.read("Maps/LoginScreen.swift") == before)
        #expect(cli.run(["check", "--quiet"]) == .checkFailed)
        #expect(cli.errors.split(separator: "\n").count == 2)
    }

    @Test("check names a map whose members lack nonisolated, with the line and column of each insertion")
    func checkFindsIsolatedMap() throws {
        let cli = try package()
        cli.run([])
        let fresh = try cli.read("Maps/LoginOrdered.swift")
        // A map rapidgen wrote before its members were nonisolated, in a view controller's
        // extension (where the type line is the team's own).
        let old =
            fresh
            .replacingOccurrences(of: "nonisolated public enum LoginScreen: RapidScreen {", with: "extension LoginViewController: RapidScreen {")
            .replacingOccurrences(of: "nonisolated public static", with: "public static")
        try cli.write(old, to: "Maps/LoginOrdered.swift")
        #expect(cli.run(["check"]) == .checkFailed)
        let lines = cli.errors.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Maps/LoginOrdered.swift:6: error: map for LoginScreen lacks `nonisolated`: in a module whose default isolation is MainActor (an Xcode 26 app target) its conformance to RapidScreen is isolated to the main actor, so only @MainActor tests can use it; regenerate it, or insert `nonisolated ` where the notes say",
                "Maps/LoginOrdered.swift:10:5: note: insert `nonisolated ` before: public static var verificationMode: VerificationMode { .ordered }",
                "Maps/LoginOrdered.swift:12:5: note: insert `nonisolated ` before: public static func controlsInformation() -> [ControlInformation] {",
            ])
        #expect(cli.output == "1 of 2 maps stale; run `swift run rapidgen` and commit the result\n")
        // The edit the notes give is enough: check passes, and the team's type line is kept.
        var edited = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in [10, 12] { edited[line - 1].insert(contentsOf: "nonisolated ", at: edited[line - 1].index(edited[line - 1].startIndex, offsetBy: 4)) }
        try cli.write(edited.joined(separator: "\n"), to: "Maps/LoginOrdered.swift")
        #expect(cli.run(["check"]) == .success, "\(cli.errors)")
        // A map that also differs in its entries is stale, its lines shown as usual.
        try cli.write(old.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Maps/LoginOrdered.swift")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.errors.contains("Maps/LoginOrdered.swift:6: error: map for LoginScreen is stale (3 differences)"))
        #expect(!cli.errors.contains("lacks `nonisolated`"))
    }

    @Test("check reports a missing map file or region as stale")
    func checkFindsMissingMap() throws {
        let cli = try package()
        cli.run([])
        try FileManager.default.removeItem(atPath: cli.path("Maps/LoginOrdered.swift"))
        try cli.write("enum LoginScreen {}\n", to: "Maps/LoginScreen.swift")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.errors.contains("Maps/LoginOrdered.swift:1: error: map for LoginScreen is missing (the file does not exist)"))
        #expect(cli.errors.contains("Maps/LoginScreen.swift:1: error: map for LoginScreen is missing (no `// rapidgen:begin LoginScreen` region)"))
    }

    @Test("check exits with 3 for a broken map file, recording or manifest")
    func checkInputErrors() throws {
        let cli = try package()
        cli.run([])
        try cli.write("// rapidgen:end\n", to: "Maps/LoginScreen.swift")
        #expect(cli.run(["check"]) == .input)
        #expect(cli.errors.contains("Maps/LoginScreen.swift:1:1: error: `// rapidgen:end` without a `// rapidgen:begin` before it"))
        try cli.write("root\n", to: "Recordings/Login.rec")
        #expect(cli.run(["check"]) == .input)
        try cli.write("{\"maps\": [{\"recording\": 1}]}", to: "rapidmap.json")
        #expect(cli.run(["check"]) == .input)
        #expect(cli.errors.contains("rapidmap.json:1:25: error: \"recording\" must be a string, not a number"))
    }

    @Test("a missing recording named by many entries is reported once, with the count and the first entry's line; the other entries still run")
    func missingRecordingReportedOnce() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        let missing = (0..<40).map { #"{"recording": "Recordings/Gone.rec", "screen": "Screen\#($0)", "output": "Maps/"}"# }
        let present = #"{"recording": "Recordings/Login.rec", "screen": "LoginScreen", "output": "Maps/"}"#
        try cli.write("{\"maps\": [\n" + ([present] + missing).joined(separator: ",\n") + "\n]}\n", to: "rapidmap.json")
        try FileManager.default.createDirectory(atPath: cli.path("Maps"), withIntermediateDirectories: true)
        for command in [[], ["check"]] {
            #expect(cli.run(command) == .input, "\(command)")
            let lines = cli.errors.split(separator: "\n").filter { $0.contains("Gone.rec") }
            #expect(
                lines == [
                    "Recordings/Gone.rec: error: cannot read the recording: no such file (named by 40 entries of rapidmap.json, the first at line 3; each is skipped)"
                ], "\(command): \(cli.errors)")
        }
        // The entry whose recording exists was generated.
        #expect(cli.exists("Maps/LoginScreen.swift"))
        // One entry naming a missing recording: the plain message.
        try cli.write("{\"maps\": [\(missing[0])]}", to: "rapidmap.json")
        #expect(cli.run(["check"]) == .input)
        #expect(cli.errors.contains("Recordings/Gone.rec: error: cannot read the recording: no such file\n"))
    }

    @Test("an output outside the manifest's folder is refused")
    func outputEscape() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "pkg/Login.rec")
        try cli.write("{\"maps\": [\n{\"recording\": \"Login.rec\", \"screen\": \"LoginScreen\", \"output\": \"../evil.swift\"}]}", to: "pkg/rapidmap.json")
        #expect(cli.run([], in: "pkg") == .input)
        #expect(cli.errors.contains("rapidmap.json:2: error: output path ../evil.swift leaves the directory"))
        #expect(!cli.exists("evil.swift"))
    }

    @Test("an output reached through a link inside the project that points outside it is refused, the outside file untouched")
    func outputThroughLinkRefused() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "pkg/Login.rec")
        try cli.write("secret\n", to: "outside/.profile")
        try FileManager.default.createSymbolicLink(
            atPath: cli.root + "/pkg/link", withDestinationPath: cli.root + "/outside")
        try cli.write("{\"maps\": [\n{\"recording\": \"Login.rec\", \"screen\": \"LoginScreen\", \"output\": \"link/.profile\"}]}", to: "pkg/rapidmap.json")
        #expect(cli.run([], in: "pkg") == .input)
        #expect(cli.errors.contains("rapidmap.json:2: error: output path"))
        #expect(cli.errors.contains("outside the manifest's folder"))
        #expect(try cli.read("outside/.profile") == "secret\n")
    }

    @Test("without a manifest, rapidgen and check are usage errors; --manifest picks a file")
    func noConfiguration() throws {
        let cli = try CLIHarness()
        #expect(cli.run([]) == .usage)
        #expect(cli.errors.contains("no rapidmap.json"))
        #expect(cli.run(["check"]) == .usage)
        #expect(cli.run(["check", "--manifest", "nope.json"]) == .input)
        #expect(cli.errors.contains("nope.json: error: cannot read the manifest: no such file"))
        try cli.write(Self.config, to: "sub/maps.json")
        try cli.write(TestRecording.login, to: "sub/Recordings/Login.rec")
        try cli.makeFolder("sub/Maps")
        #expect(cli.run(["--manifest", "sub/maps.json"]) == .success)
        // No Package.swift beside the configuration (an Xcode project): the resolved checkout's rapidgen.
        #expect(
            try cli.read("sub/Maps/LoginScreen.swift").contains(
                "Regenerate: swift run --package-path .build/SourcePackages/checkouts/RapidMap rapidgen --manifest maps.json\n"))
        #expect(cli.run(["check", "--manifest", "sub/maps.json"]) == .success)
    }

    @Test("the printed command is swift run rapidgen in a package, the resolved checkout's elsewhere, or RAPIDMAP_RAPIDGEN")
    func printedCommandFollowsTheFolder() throws {
        let cli = try package()
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        let summary = { (command: String) in "2 of 2 maps stale; run `\(command)` and commit the result\n" }
        #expect(cli.run(["check", "-v"]) == .checkFailed)
        #expect(cli.output == summary("swift run rapidgen"))
        try FileManager.default.removeItem(atPath: cli.path("Package.swift"))
        let resolved = "swift run --package-path .build/SourcePackages/checkouts/RapidMap rapidgen"
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.output == summary(resolved))
        cli.environment = [RapidgenCommand.variable: "swift run --package-path ../Tools rapidgen"]
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.output == summary("swift run --package-path ../Tools rapidgen"))
        cli.environment = [RapidgenCommand.variable: "  "]
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.output == summary(resolved))
        #expect(cli.run([]) == .success)
        #expect(try cli.read("Maps/LoginScreen.swift").contains("Regenerate: \(resolved)\n"))
    }
}
