import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport
import RapidProject

@Suite struct VerificationArtifactsTests {
    let verification = Verifier.verify(LoginScreen.self, Trees.missingSignIn)

    @Test func aFailureInFailedModeWritesTheTreeAndTheCorrectedMap() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let harness = VerificationHarness(environment: quietEnvironment(.failed, folder: folder), sink: CapturedFailures().sink())
        let message = try #require(harness.failureMessage(for: verification, tree: Trees.missingSignIn, at: sampleSite))

        let tree = folder.appendingPathComponent("LoginTests-42-LoginScreen.json")
        let map = folder.appendingPathComponent("LoginTests-42-LoginScreen.swift")
        let picture = folder.appendingPathComponent("LoginTests-42-LoginScreen.svg")
        // No rapidmap.json lists the screen: a placeholder a shell refuses to run. No
        // Package.swift is above the test file (sampleSite): the installed rapidgen.
        // No Package.swift above the temporary folder: the rapidgen of the checkout the tests were built from.
        let command = "swift run --package-path \(PackagePaths.root.path) rapidgen generate \(tree.path) --screen LoginScreen -o <path/to/LoginScreen.swift>"
        #expect(message.hasPrefix(verification.description))
        #expect(
            message.contains(
                """
                Recorded (RAPIDMAP_RECORD=failed):
                  tree: \(tree.path)
                  map: \(map.path)
                  picture: \(picture.path)
                LoginScreen is not in a rapidmap.json above the test file
                """))
        #expect(message.hasSuffix("\n  " + command))

        #expect(try String(contentsOf: picture, encoding: .utf8).contains("[missing] button &quot;LoginScreen.signIn&quot;"))
        // The artifact map names no path of this machine (no recording, no command).
        let source = try String(contentsOf: map, encoding: .utf8)
        #expect(!source.contains(folder.path))
        let options = MapSourceOptions()
        #expect(source == MapSourceWriter.file(screen: "LoginScreen", controls: verification.correctedMap, options: options))

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: tree)) as? [String: Any]
        #expect(json?["format"] as? String == "rapidmap-native-json")
        #expect(json?["version"] as? Int == 1)
        let root = try #require(json?["root"] as? [String: Any])
        #expect(root["type"] as? String == "window")
        #expect(root["frame"] as? [Double] == [0, 0, 390, 844])
        let screen = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(screen["identifier"] as? String == "LoginScreen")
        let elements = try #require(screen["children"] as? [[String: Any]])
        #expect(elements.map { $0["identifier"] as? String } == ["LoginScreen.email", "LoginScreen.password"])
        #expect(elements.map { $0["isAccessibilityElement"] as? Bool } == [true, true])
        let readBack = try AccessibilityTree(reading: Data(contentsOf: tree), path: tree.path)
        #expect(readBack == Trees.missingSignIn)
    }

    @Test func neverModeWritesNothing() throws {
        let folder = temporaryFolder()
        let harness = VerificationHarness(environment: quietEnvironment(.never, folder: folder), sink: CapturedFailures().sink())
        let message = try #require(harness.failureMessage(for: verification, tree: Trees.missingSignIn, at: sampleSite))
        #expect(message == verification.description)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func allModeRecordsAPassingVerificationAndFailsIt() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(.all, folder: folder), sink: captured.sink(swiftTesting: { true }))
        #expect(!harness.verify(LoginScreen.self, Trees.matching, mode: .exact, at: sampleSite))
        let message = try #require(captured.messages(to: .swiftTesting).first)
        #expect(message.hasPrefix("LoginScreen: matches (3 controls, exact)\nFailing because RAPIDMAP_RECORD=all records every verification."))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LoginTests-42-LoginScreen.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LoginTests-42-LoginScreen.swift").path))
    }

    @Test func aPassInFailedModeRecordsNothing() {
        let folder = temporaryFolder()
        let harness = VerificationHarness(environment: quietEnvironment(.failed, folder: folder), sink: CapturedFailures().sink())
        #expect(harness.failureMessage(for: Verifier.verify(LoginScreen.self, Trees.matching), tree: Trees.matching, at: sampleSite) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func anArtifactsFolderThatCannotBeWrittenIsReportedNotThrown() throws {
        let blocker = temporaryFolder()
        try Data("a file, not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let harness = VerificationHarness(
            environment: quietEnvironment(.failed, folder: blocker.appendingPathComponent("sub")),
            sink: CapturedFailures().sink())
        let message = try #require(harness.failureMessage(for: verification, tree: Trees.missingSignIn, at: sampleSite))
        #expect(message.contains("Could not record to \(blocker.path)/sub: "))
    }

    @Test func environmentWarningsAreShownInTheFailure() throws {
        var env = quietEnvironment()
        env.warnings = ["RAPIDMAP_RECORD=yes is not never, failed or all; using never"]
        let harness = VerificationHarness(environment: env, sink: CapturedFailures().sink())
        let message = try #require(harness.failureMessage(for: verification, tree: Trees.missingSignIn, at: sampleSite))
        #expect(message.hasSuffix("\nwarning: RAPIDMAP_RECORD=yes is not never, failed or all; using never"))
    }

    @Test func theCommandNamesTheMapFileThatRapidmapJSONListsForTheScreen() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data(
            """
            {"maps": [
              {"recording": "Recordings/Home.json", "screen": "HomeScreen", "output": "Maps/HomeScreen.swift", "mode": "ordered"},
              {"recording": "Recordings/Login.json", "screen": "LoginScreen", "output": "Maps/Login Screen.swift"}
            ]}
            """.utf8
        ).write(to: folder.appendingPathComponent("rapidmap.json"))
        let tree = URL(fileURLWithPath: "/tmp/artifacts/LoginTests-42-LoginScreen.json")
        let artifacts = VerificationArtifacts(writer: ArtifactWriter(environment: quietEnvironment()))

        let login = try #require(VerificationArtifacts.screenEntry(screen: "LoginScreen", searchingUpFrom: tests.path))
        #expect(login.output == "Maps/Login Screen.swift")
        #expect(login.recording == "Recordings/Login.json")
        let accept = artifacts.acceptCommand(tree: tree, screen: "LoginScreen", entry: login, site: sampleSite)
        // No Package.swift beside rapidmap.json (an Xcode project): the rapidgen of the checkout
        // these tests were built from.
        let checkout = "swift run --package-path \(PackagePaths.root.path) rapidgen"
        #expect(accept.command == "\(checkout) accept \(tree.path) --screen LoginScreen")
        #expect(accept.intro.contains("run in \(folder.path)"))
        #expect(accept.intro.contains("updates Recordings/Login.json and Maps/Login Screen.swift"))
        // The entry's options come along in the map the artifact folder holds: an ordered map stays ordered.
        let home = try #require(VerificationArtifacts.screenEntry(screen: "HomeScreen", searchingUpFrom: tests.path))
        #expect(home.options.mode == .ordered)
        // The header, committed, names the checkout the documented resolve makes in the project.
        #expect(home.options.command == "swift run --package-path .build/SourcePackages/checkouts/RapidMap rapidgen")
        #expect(home.options.recordingPath == "Recordings/Home.json")
        // A screen the configuration does not list, or no configuration: a placeholder
        // in angle brackets, which the shell refuses to run.
        #expect(VerificationArtifacts.screenEntry(screen: "Other", searchingUpFrom: tests.path) == nil)
        #expect(
            artifacts.acceptCommand(tree: tree, screen: "Other", entry: nil, site: sampleSite).command
                == "\(checkout) generate \(tree.path) --screen Other -o <path/to/Other.swift>")
    }

    @Test func thePrintedCommandRunsRapidgenAsTheFolderItIsPastedInCan() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data(#"{"maps": [{"recording": "Recordings/Login.json", "screen": "LoginScreen", "output": "Maps/Login.swift"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("rapidmap.json"))
        let tree = URL(fileURLWithPath: "/tmp/artifacts/LoginTests-3-LoginScreen.json")
        func command(override: String? = nil) throws -> (accept: String, fallback: String, header: String?) {
            var environment = quietEnvironment()
            environment.rapidgenOverride = override
            let artifacts = VerificationArtifacts(writer: ArtifactWriter(environment: environment))
            let map = try #require(
                VerificationArtifacts.screenEntry(screen: "LoginScreen", searchingUpFrom: tests.path, rapidgenOverride: override))
            return (
                artifacts.acceptCommand(tree: tree, screen: "LoginScreen", entry: map, site: sampleSite).command,
                artifacts.writer.rapidgen(runIn: tests.path), map.options.command
            )
        }
        // An Xcode project: no Package.swift beside rapidmap.json or in the test folder. Messages
        // run the checkout the tests were built from; the header, the one every machine resolves.
        let checkout = "swift run --package-path \(PackagePaths.root.path) rapidgen"
        let resolved = "swift run --package-path .build/SourcePackages/checkouts/RapidMap rapidgen"
        #expect(try command() == ("\(checkout) accept \(tree.path) --screen LoginScreen", checkout, resolved))
        // RAPIDMAP_RAPIDGEN names the command, printed as it is; a blank one is not a command.
        let tools = "swift run --package-path ../Tools rapidgen"
        #expect(try command(override: tools) == ("\(tools) accept \(tree.path) --screen LoginScreen", tools, tools))
        #expect(try command(override: " ") == ("\(checkout) accept \(tree.path) --screen LoginScreen", checkout, resolved))
        // A Swift package: swift run beside rapidmap.json; below it, only from the package's
        // folder (a command naming absolute paths looks upwards: RapidgenCommand.command(near:)).
        try Data("// swift-tools-version:6.2\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(try command() == ("swift run rapidgen accept \(tree.path) --screen LoginScreen", checkout, "swift run rapidgen"))
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        #expect(RapidgenCommand.command(near: tests.path, override: nil, exists: exists) == "swift run rapidgen")
        #expect(RapidgenCommand.command(near: "/", override: nil, exists: { _ in false }) == resolved)
        let environment = TestEnvironment.from([RapidgenCommand.variable: tools], standardErrorIsTerminal: false, temporaryDirectory: folder)
        #expect(environment.rapidgenOverride == tools)
    }

    @Test func inASimulatorTheArtifactsGoToAFolderOfTheMac() {
        let temporary = URL(fileURLWithPath: "/Users/ada/Library/Developer/CoreSimulator/Devices/D/data/Containers/Data/Application/A/tmp")
        let simulator = TestEnvironment.from(
            ["SIMULATOR_HOST_HOME": "/Users/ada"], standardErrorIsTerminal: false, temporaryDirectory: temporary)
        #expect(simulator.artifactsDirectory.path == "/Users/ada/Library/Caches/RapidMap-artifacts")
        // RAPIDMAP_ARTIFACTS still wins; elsewhere the temporary folder is the Mac's or the machine's own.
        let chosen = TestEnvironment.from(
            ["SIMULATOR_HOST_HOME": "/Users/ada", "RAPIDMAP_ARTIFACTS": "/Users/ada/artifacts"], standardErrorIsTerminal: false,
            temporaryDirectory: temporary)
        #expect(chosen.artifactsDirectory.path == "/Users/ada/artifacts")
        let mac = TestEnvironment.from(["SIMULATOR_HOST_HOME": ""], standardErrorIsTerminal: false, temporaryDirectory: temporary)
        #expect(mac.artifactsDirectory.path == temporary.path + "/RapidMap-artifacts")
    }

    @Test func anUnreadableConfigurationFallsBackToThePlaceholder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"maps\": [".utf8).write(to: folder.appendingPathComponent("rapidmap.json"))
        #expect(VerificationArtifacts.screenEntry(screen: "LoginScreen", searchingUpFrom: folder.path) == nil)
    }

    @Test func fileNamesKeepOnlySafeCharacters() {
        #expect(ArtifactWriter.safeFileName("Login Tests/../x:1") == "Login_Tests_.._x_1")
        #expect(ArtifactWriter.safeFileName("設定-1") == "設定-1")
    }

    @Test func aVeryDeepTreeIsWrittenWithoutRecursion() throws {
        var builder = AccessibilityTree.Builder()
        let depth = 100_000
        for i in 0..<depth { builder.open(AccessibilityNode(type: .other, identifier: i == depth - 1 ? "leaf" : nil)) }
        for _ in 0..<depth { builder.close() }
        let data = NativeJSONWriter.write(try builder.finish(), pretty: true)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "\"children\"").count == depth)
        #expect(text.contains("\"identifier\": \"leaf\""))
        let back = try AccessibilityTree(reading: data, format: .nativeJSON, path: nil)
        #expect(back.count == depth)
        #expect(back.height == depth - 1)
        #expect(back[depth - 1].identifier == "leaf")
    }

    @Test func stringsAndSpecialNumbersAreValidJSON() throws {
        let node = AccessibilityNode(
            type: .button, identifier: "a\"b\\c", label: "line\nbreak\u{1}", value: "設定",
            frame: Frame(x: .nan, y: .infinity, width: -.infinity, height: 0.5),
            traits: [.button, .selected], isAccessibilityElement: .no)
        let data = NativeJSONWriter.write(AccessibilityTree(root: NestedNode(node)), pretty: true)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["identifier"] as? String == "a\"b\\c")
        #expect(root["label"] as? String == "line\nbreak\u{1}")
        #expect(root["value"] as? String == "設定")
        #expect(root["traits"] as? [String] == ["button", "selected"])
        #expect(root["isAccessibilityElement"] as? Bool == false)
        let frame = try #require(root["frame"] as? [Any])
        #expect(frame.count == 4)
        #expect(frame[0] as? String == "nan")
        #expect(frame[1] as? String == "inf")
        #expect(frame[2] as? String == "-inf")
        #expect(frame[3] as? Double == 0.5)
    }
}
