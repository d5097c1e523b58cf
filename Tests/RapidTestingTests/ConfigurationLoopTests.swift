import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// A screen verified in a second configuration: a failing Arabic run is named after its
/// configuration, its accept command says so, accepting it never overwrites the English
/// recording, and `rapidgen check` then explains the difference.
@Suite("The record → accept → check loop in another configuration, with the real rapidgen")
struct ConfigurationLoopTests {
    /// The English login recording (labels in English), as the committed recording.
    static var english: AccessibilityTree {
        var tree = oldLogin
        tree.configuration.language = "en"
        return tree
    }

    /// The same screen in Arabic, right to left: the email and password fields swapped
    /// places, and the labels are Arabic.
    static var arabic: AccessibilityTree {
        var tree = screenTree(
            "ShopLoginScreen",
            [
                (.secureTextField, "ShopLoginScreen.password", "كلمة المرور"),
                (.textField, "ShopLoginScreen.email", "البريد الإلكتروني"),
                (.button, "ShopLoginScreen.signIn", "تسجيل الدخول"),
            ])
        tree.configuration = RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft, idiom: .phone)
        return tree
    }

    @Test("the Arabic failure names its configuration; accepting it adds LoginScreen@ar-rtl.json and check explains the difference")
    func arabicRunNeverOverwritesEnglish() throws {
        let package = try LoopPackage()
        try package.write(LoopEndToEndTests.loginConfig, to: "rapidmap.json")
        try package.writeRecording(Self.english, to: "Recordings/ShopLoginScreen.json")
        try package.makeFolder("Sources/App/Maps")
        #expect(try package.rapidgen([]).status == 0)
        let english = try package.bytes("Recordings/ShopLoginScreen.json")
        let map = try package.read("Sources/App/Maps/ShopLoginScreen.swift")
        #expect(map.contains("static var labelLanguage: String? { \"en\" }"))

        let message = try package.failingVerification(ShopLoginScreen.self, Self.arabic)
        let artifact = package.artifacts + "/LoginTests-12-ShopLoginScreen@ar-rtl.json"
        #expect(message.contains("  tree: \(artifact)"))
        #expect(message.contains("note: labels not checked: the map's labels are in en, this recording is in ar"))
        #expect(!message.contains("wrong label"))
        // The failure explains how this configuration differs from the committed one.
        #expect(
            message.contains(
                "Compared with the committed recording Recordings/ShopLoginScreen.json (en, phone):\n  in ar (right-to-left), `password` moves before `email`: the layout moved them"
            ))
        let command = try LoopPackage.printedCommand(in: message)
        #expect(command == "swift run rapidgen accept \(artifact) --screen ShopLoginScreen --configuration ar-rtl")
        #expect(message.contains("Accept the tree recorded in ar (right-to-left), phone"))

        let accepted = try package.runPrinted(command)
        #expect(accepted.status == 0, "\(accepted.errors)")
        #expect(try package.bytes("Recordings/ShopLoginScreen.json") == english)
        #expect(try package.read("Sources/App/Maps/ShopLoginScreen.swift") == map)
        #expect(try package.bytes("Recordings/ShopLoginScreen@ar-rtl.json") == Data(contentsOf: URL(fileURLWithPath: artifact)))

        let check = try package.rapidgen(["check"])
        #expect(check.status == 1)
        #expect(check.errors.contains("Recordings/ShopLoginScreen@ar-rtl.json: error: ShopLoginScreen in ar (right-to-left) does not match its map"))
        #expect(check.errors.contains("`password` moves before `email`"))
    }
}

@Suite("recordTree in another configuration")
struct ConfigurationRecordTreeTests {
    let testFile = "/src/Tests/LoginTests.swift"

    func committed(_ tree: AccessibilityTree, files: [String: AccessibilityTree]) -> TreeRecorder.Committed {
        TreeRecorder.committed(
            name: "Login", testFile: testFile, entry: nil, tree: tree,
            files: FakeFiles(files.mapValues { Array(NativeJSONWriter.write($0)) }).files)
    }

    @Test("a recording in another configuration than the committed one is named after its configuration, beside it")
    func besideTheCommittedOne() {
        let main = URL(fileURLWithPath: "/src/Tests/Recordings/Login.json")
        let variant = URL(fileURLWithPath: "/src/Tests/Recordings/Login@ar-rtl.json")
        let beside = committed(ConfigurationLoopTests.arabic, files: [main.path: ConfigurationLoopTests.english])
        #expect(beside.url == variant)
        #expect(beside.bytes == nil)
        #expect(
            committed(ConfigurationLoopTests.arabic, files: [main.path: ConfigurationLoopTests.english, variant.path: ConfigurationLoopTests.arabic])
                == .init(url: variant, bytes: Array(NativeJSONWriter.write(ConfigurationLoopTests.arabic)), comparison: .unchanged))
        // The same configuration (or an unknown one) is compared with the committed recording.
        var changed = ConfigurationLoopTests.english
        changed[2].label = "E-mail"
        let same = committed(changed, files: [main.path: ConfigurationLoopTests.english])
        #expect(same.url == main)
        #expect(same.comparison != .unchanged)
        // A left-to-right tree of no known language beside a right-to-left recording is the default configuration's.
        #expect(committed(oldLogin, files: [main.path: ConfigurationLoopTests.arabic]).url.path == "/src/Tests/Recordings/Login@default.json")
    }

    @Test("artifacts are named after the configuration")
    func artifactNames() {
        let writer = ArtifactWriter(
            environment: TestEnvironment(recordMode: .failed, artifactsDirectory: URL(fileURLWithPath: "/tmp/a"), colour: false),
            names: ArtifactNames())
        let site = CallSite(fileID: "M/LoginTests.swift", filePath: "/src/LoginTests.swift", line: 7, column: 1)
        #expect(
            writer.baseName(subject: "Login", site: site, test: nil, configuration: ConfigurationLoopTests.arabic.configuration)
                == "LoginTests-7-Login@ar-rtl")
        #expect(writer.baseName(subject: "Login", site: site, test: nil) == "LoginTests-7-Login")
        #expect(
            writer.baseName(
                subject: "Login", site: site, test: nil,
                configuration: RecordingConfiguration(language: "en", contentSizeCategory: .accessibilityExtraExtraExtraLarge))
                == "LoginTests-7-Login@en-accessibility-XXXL")
        #expect(writer.recordingFileName("Login@en-pad.json", site: site, test: nil) == "LoginTests-7-Login@en-pad.json")
    }
}
