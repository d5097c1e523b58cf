import Foundation
import RapidVerify
import Testing
@testable import rapidgen

/// `rapidgen accept ARTIFACT --screen NAME` for a screen that no manifest lists yet: the
/// command a sources-absent failure prints for a screen declared in one line. The project
/// is `Shop/` below the harness's folder, the artifact outside it, as on a developer's Mac.
@Suite("rapidgen accept of a screen with no map yet")
struct AcceptNewScreenTests {
    static let oneLine = "import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {}\n"
    static let artifact = "artifacts/LoginTests-12-LoginScreen.json"
    static let recording = "Tests/AppTests/Recordings/LoginScreen.json"

    /// A project `Shop/` (a `Package.swift`) with the screen declared in one line, and the
    /// artifact a failing test wrote outside it.
    static func project(declaration: String = oneLine, at file: String = "Shop/Sources/App/LoginScreen.swift") throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write("// swift-tools-version:6.2\n", to: "Shop/Package.swift")
        try cli.write(declaration, to: file)
        try cli.write(TestRecording.login, to: artifact)
        return cli
    }

    /// Every file below the harness's folder with its bytes: what "nothing written" compares.
    static func everything(_ cli: CLIHarness) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in cli.allFiles() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: cli.path(name), isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[name] = FileManager.default.contents(atPath: cli.path(name))
        }
        return files
    }

    func accept(_ cli: CLIHarness, _ extra: [String] = ["--recording", recording], screen: String = "LoginScreen") -> ExitCode {
        cli.run(["accept", "../" + Self.artifact, "--screen", screen] + extra, in: "Shop")
    }

    @Test("with no rapidmap.json, the map goes into the one-line declaration, the recording where --recording says, and the manifest is created")
    func noManifestIsCreated() throws {
        let cli = try Self.project()
        #expect(accept(cli) == .success, "\(cli.errors)")
        #expect(
            try cli.read("Shop/rapidmap.json")
                == """
                {
                  "maps": [
                    {"recording": "Tests/AppTests/Recordings/LoginScreen.json", "screen": "LoginScreen", "output": "Sources/App/LoginScreen.swift"}
                  ]
                }

                """)
        #expect(try cli.read("Shop/" + Self.recording) == TestRecording.login)
        let map = try cli.read("Shop/Sources/App/LoginScreen.swift")
        #expect(map.hasPrefix("import RapidMap\n\nnonisolated public enum LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n"))
        #expect(map.contains("    nonisolated public static func controlsInformation() -> [ControlInformation] {"))
        #expect(map.contains(#"identifier: "LoginScreen.signIn", label: "Sign In""#))
        #expect(map.contains("// Generated from Tests/AppTests/Recordings/LoginScreen.json by rapidgen. Regenerate: swift run rapidgen\n"))
        #expect(map.hasSuffix("    // rapidgen:end\n}\n"))
        #expect(
            cli.errors.contains(
                """
                Recorded LoginScreen's map into the project, from \(cli.path(Self.artifact)):
                  Tests/AppTests/Recordings/LoginScreen.json (new recording)
                  Sources/App/LoginScreen.swift (map of LoginScreen)
                  rapidmap.json (manifest created with LoginScreen's entry)

                """))
        // What accept wrote is what rapidgen generates from the entry.
        #expect(cli.run(["check"], in: "Shop") == .success, "\(cli.errors)")
        #expect(cli.output == "1 map up to date (rapidmap.json)\n")
    }

    @Test("a committed recording holding the artifact's tree in another layout is left byte for byte; the map and entry are written")
    func equalRecordingKept() throws {
        let cli = try Self.project()
        let artifact = try cli.read(Self.artifact)
        let tree = try TestRecording.read(Data(artifact.utf8), path: Self.artifact)
        let compact = String(decoding: NativeJSONWriter.write(tree, pretty: false), as: UTF8.self)
        #expect(compact != artifact)
        try cli.write(compact, to: "Shop/" + Self.recording)
        #expect(accept(cli) == .success, "\(cli.errors)")
        #expect(try cli.read("Shop/" + Self.recording) == compact)
        #expect(!cli.errors.contains("(new recording)") && !cli.errors.contains("(recording updated)"))
        #expect(cli.errors.contains("  Sources/App/LoginScreen.swift (map of LoginScreen)"))
        #expect(cli.run(["check"], in: "Shop") == .success, "\(cli.errors)")
    }

    @Test("the same command again changes nothing and says nothing was recorded anew")
    func secondAcceptIsIdempotent() throws {
        let cli = try Self.project()
        #expect(accept(cli) == .success, "\(cli.errors)")
        let before = try Self.everything(cli)
        let identities = try ["Shop/rapidmap.json", "Shop/" + Self.recording, "Shop/Sources/App/LoginScreen.swift"].map(cli.identity)
        #expect(accept(cli) == .success, "\(cli.errors)")
        #expect(try Self.everything(cli) == before)
        #expect(try ["Shop/rapidmap.json", "Shop/" + Self.recording, "Shop/Sources/App/LoginScreen.swift"].map(cli.identity) == identities)
        #expect(!cli.errors.contains("Recorded"))
        // Once listed, --recording must name the entry's recording.
        #expect(accept(cli, ["--recording", "Recordings/Other.json"]) == .input)
        #expect(
            cli.errors.contains(
                "rapidmap.json:3: error: the entry of LoginScreen names its recording Tests/AppTests/Recordings/LoginScreen.json, not Recordings/Other.json"))
        #expect(try Self.everything(cli) == before)
    }

    @Test("a manifest without the screen gets its entry appended, every other byte kept; the recording defaults to Recordings/ beside it")
    func entryIsAppended() throws {
        let cli = try Self.project()
        let manifest =
            "{\n\t\"maps\": [\n\t\t{\"recording\": \"Recordings/Other.json\", \"screen\": \"Other\", \"output\": \"Sources/App/Other.swift\"}\n\t]\n}\n"
        try cli.write(manifest, to: "Shop/rapidmap.json")
        #expect(accept(cli, []) == .success, "\(cli.errors)")
        #expect(
            try cli.read("Shop/rapidmap.json")
                == "{\n\t\"maps\": [\n\t\t{\"recording\": \"Recordings/Other.json\", \"screen\": \"Other\", \"output\": \"Sources/App/Other.swift\"},\n    {\"recording\": \"Recordings/LoginScreen.json\", \"screen\": \"LoginScreen\", \"output\": \"Sources/App/LoginScreen.swift\"}\n\t]\n}\n"
        )
        #expect(try cli.read("Shop/Recordings/LoginScreen.json") == TestRecording.login)
        #expect(cli.errors.contains("  rapidmap.json (LoginScreen's entry added)"))
    }

    @Test("a nested screen's region goes inside its declaration, indented with the file's tabs and in its CRLF line endings")
    func nestedDeclaration() throws {
        let source = "import RapidMap\r\n\r\npublic enum Onboarding {\r\n\tpackage enum Screen: RapidScreen {}\r\n}\r\n"
        let cli = try Self.project(declaration: source, at: "Shop/Sources/App/Onboarding.swift")
        #expect(accept(cli, [], screen: "Onboarding.Screen") == .success, "\(cli.errors)")
        let map = try cli.read("Shop/Sources/App/Onboarding.swift")
        #expect(
            map.hasPrefix(
                "import RapidMap\r\n\r\npublic enum Onboarding {\r\n\tpackage enum Screen: RapidScreen {\r\n\t\t// rapidgen:begin Onboarding.Screen\r\n"))
        #expect(map.contains("\t\tnonisolated package static func controlsInformation() -> [ControlInformation] {\r\n"))
        #expect(map.hasSuffix("\t\t// rapidgen:end\r\n\t}\r\n}\r\n"))
        #expect(!map.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(try cli.read("Shop/rapidmap.json").contains(#""screen": "Onboarding.Screen", "output": "Sources/App/Onboarding.swift""#))
    }

    @Test("a screen declared only by an extension (its type in a skipped build folder) gets its map in the extension, internal")
    func extensionOnlyFile() throws {
        let cli = try Self.project(
            declaration: "import RapidMap\n\nextension LoginScreen: RapidScreen {}\n", at: "Shop/Sources/App/LoginScreen+Map.swift")
        try cli.write(Self.oneLine, to: "Shop/.build/checkouts/Other/LoginScreen.swift")
        #expect(accept(cli) == .success, "\(cli.errors)")
        let map = try cli.read("Shop/Sources/App/LoginScreen+Map.swift")
        #expect(map.hasPrefix("import RapidMap\n\nextension LoginScreen: RapidScreen {\n    // rapidgen:begin LoginScreen\n"))
        #expect(map.contains("    nonisolated static func controlsInformation() -> [ControlInformation] {"))
        #expect(try cli.read("Shop/.build/checkouts/Other/LoginScreen.swift") == Self.oneLine)
    }

    @Test("several declarations are refused and listed, and nothing is written")
    func severalDeclarationsRefused() throws {
        let cli = try Self.project()
        try cli.write("import RapidMap\n\nenum LoginScreen: RapidScreen {}\n", to: "Shop/Sources/Legacy/LoginScreen.swift")
        let before = try Self.everything(cli)
        #expect(accept(cli) == .input)
        #expect(
            cli.errors.contains(
                "LoginScreen is declared in several places: Sources/App/LoginScreen.swift:3, Sources/Legacy/LoginScreen.swift:3"))
        #expect(try Self.everything(cli) == before)
    }

    @Test("no declaration is refused with the line that declares it, and nothing is written")
    func noDeclarationRefused() throws {
        let cli = try Self.project(declaration: "// LoginScreen is declared elsewhere\nlet name = \"enum LoginScreen: RapidScreen {}\"\n")
        let before = try Self.everything(cli)
        #expect(accept(cli) == .input)
        #expect(cli.errors.contains("no declaration of LoginScreen was found in the project's Swift files"))
        #expect(cli.errors.contains("`nonisolated public enum LoginScreen: RapidScreen {}`"))
        #expect(try Self.everything(cli) == before)
    }

    @Test("a recording folder linked out of the project is refused: nothing written in it or in the project")
    func linkOutRefused() throws {
        let cli = try Self.project()
        try cli.makeFolder("outside")
        try cli.makeFolder("Shop/Tests/AppTests")
        try FileManager.default.createSymbolicLink(atPath: cli.path("Shop/Tests/AppTests/Recordings"), withDestinationPath: cli.path("outside"))
        let before = try Self.everything(cli)
        #expect(accept(cli) == .input)
        #expect(
            cli.errors.contains(
                "Tests/AppTests/Recordings/LoginScreen.json resolves to \(cli.path("outside/LoginScreen.json")), outside the project"))
        #expect(cli.errors.contains("nothing was written"))
        #expect(try Self.everything(cli) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("outside")).isEmpty)
    }

    @Test("a manifest linked out of the project is refused, and nothing is written")
    func linkedManifestRefused() throws {
        let cli = try Self.project()
        try cli.write("{\"maps\": []}\n", to: "outside/rapidmap.json")
        try FileManager.default.createSymbolicLink(atPath: cli.path("Shop/rapidmap.json"), withDestinationPath: cli.path("outside/rapidmap.json"))
        let before = try Self.everything(cli)
        #expect(accept(cli) == .input)
        #expect(cli.errors.contains("rapidmap.json resolves to \(cli.path("outside/rapidmap.json")), outside the project"))
        #expect(try Self.everything(cli) == before)
        #expect(try cli.read("outside/rapidmap.json") == "{\"maps\": []}\n")
    }

    @Test("--recording outside the project is refused, and nothing is written")
    func recordingOutsideRefused() throws {
        let cli = try Self.project()
        let before = try Self.everything(cli)
        #expect(accept(cli, ["--recording", "../Recordings/LoginScreen.json"]) == .input)
        #expect(cli.errors.contains("../Recordings/LoginScreen.json resolves to \(cli.path("Recordings/LoginScreen.json")), outside the project"))
        #expect(try Self.everything(cli) == before)
        #expect(accept(cli, ["--recording", "Tests/AppTests/Recordings/LoginScreen.txt"]) == .usage)
        #expect(cli.errors.contains("a recorded tree is native JSON; name the recording FILE.json"))
        #expect(try Self.everything(cli) == before)
    }

    @Test("no project folder at or above the current directory, up to the repository's root, is refused")
    func noProjectRefused() throws {
        let cli = try Self.project()
        // Shop/App is a repository of its own, inside the folder with Package.swift.
        try cli.makeFolder("Shop/App/.git")
        try cli.write(Self.oneLine, to: "Shop/App/LoginScreen.swift")
        let before = try Self.everything(cli)
        #expect(cli.run(["accept", "../../" + Self.artifact, "--screen", "LoginScreen"], in: "Shop/App") == .input)
        #expect(cli.errors.contains("LoginScreen is in no rapidmap.json, and no project holds \(cli.path("Shop/App"))"))
        #expect(try Self.everything(cli) == before)
    }
}
