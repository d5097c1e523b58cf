import Foundation
import RapidTesting
import ScreenMaps
import Testing
import RapidProject
import enum RapidMapTestSupport.PackagePaths

/// The example maps verified against their recordings the way a user writes it:
/// `#expect(verify(Screen.self, tree))`, which records the full report as an issue when
/// the map and the recording differ.
@Suite("ScreenMaps: each map verifies against its recording")
struct ScreenMapsVerificationTests {
    static let packageRoot = PackagePaths.root

    /// A recording of `ScreenMaps/Recordings/`.
    static func recording(_ name: String) throws -> AccessibilityTree {
        try AccessibilityTree(contentsOf: packageRoot.appendingPathComponent("ScreenMaps/Recordings/\(name)"))
    }

    static func configuration() throws -> ManifestFile {
        let url = packageRoot.appendingPathComponent(ManifestFile.fileName)
        return try ManifestFile.parse(Array(try Data(contentsOf: url)), path: url.path)
    }

    @Test func loginScreenMatchesItsRecording() throws {
        let tree = try Self.recording("LoginScreen.json")
        #expect(verify(LoginScreen.self, tree))
    }

    /// The login screen in a second configuration: Arabic, right to left. The map was
    /// generated from the English recording and declares `labelLanguage` "en", so the Arabic
    /// labels are not checked; the layout is mirrored, so the order is the same.
    @Test func loginScreenMatchesItsArabicRightToLeftRecording() throws {
        let tree = try Self.recording("LoginScreen@ar-rtl.json")
        #expect(tree.configuration.name == "ar-rtl")
        #expect(verify(LoginScreen.self, tree))
        let english = try Self.recording("LoginScreen.json")
        #expect(ConfigurationComparison(base: english, other: tree, screenIdentifier: LoginScreen.screenIdentifier).agrees)
    }

    @Test func settingsScreenMatchesItsRecording() throws {
        let tree = try Self.recording("SettingsScreen.json")
        #expect(verify(SettingsScreen.self, tree))
    }

    @Test func homeScreenMatchesItsRecordingInOrderedMode() throws {
        let tree = try Self.recording("HomeScreen.json")
        #expect(verify(HomeScreen.self, tree, mode: .ordered))
        // The map leaves out the feed's cells and texts, so exact mode reports them as unexpected.
        let exact = Verifier.verify(HomeScreen.self, tree, mode: .exact)
        #expect(!exact.passed && exact.differences.allSatisfy { $0.kind == .unexpected })
    }

    @Test func arabicSignUpScreenMatchesItsRightToLeftRecording() throws {
        let tree = try Self.recording("ArabicSignUpScreen.json")
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(verify(ArabicSignUpScreen.self, tree))
    }

    @Test func eachScreenIsVerifiedUnderItsOwnRoot() throws {
        for example in ScreenMaps.examples {
            let tree = try Self.recording("\(example.name).json")
            #expect(ScreenScope.find(screenIdentifier: example.screenIdentifier, in: tree).foundScreenRoot, "\(example.name)")
        }
    }

    @Test func swappingTwoControlsInTheRecordingFailsWithAMovedDifference() throws {
        let url = Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/LoginScreen.json")
        let original = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        // Email and password trade places: password is now the upper field.
        let email = "\"frame\": [20, 285, 350, 44]", password = "\"frame\": [20, 341, 298, 44]"
        #expect(original.components(separatedBy: email).count == 2 && original.components(separatedBy: password).count == 2)
        let swapped = original.replacingOccurrences(of: email, with: "@EMAIL@")
            .replacingOccurrences(of: password, with: email)
            .replacingOccurrences(of: "@EMAIL@", with: password)
        let tree = try AccessibilityTree(reading: Data(swapped.utf8), path: "LoginScreen-swapped.json")

        let result = Verifier.verify(LoginScreen.self, tree)
        #expect(!result.passed)
        #expect(!result.differences.isEmpty && result.differences.allSatisfy { $0.kind == .moved }, "\(result)")
        let moved = result.differences.compactMap { difference -> String? in
            if case .moved(let expected, _) = difference { return expected.identifier }
            return nil
        }
        #expect(moved.count == 1)
        #expect(moved.allSatisfy { $0 == "LoginScreen.email" || $0 == "LoginScreen.password" })
    }

    @Test("rapidmap.json lists every example screen with its recording")
    func configurationListsExamples() throws {
        let requests = try Self.configuration().maps.map(\.request)
        #expect(requests.map(\.screen) == ScreenMaps.examples.map(\.name))
        #expect(requests.map(\.recording) == ScreenMaps.examples.map(\.recording))
    }

    @Test("regenerating each map from its recording gives the committed map", arguments: ScreenMaps.examples.map(\.name))
    func regeneratedMapIsTheCommittedOne(_ name: String) throws {
        let example = try #require(ScreenMaps.examples.first { $0.name == name })
        let request = try #require(try Self.configuration().maps.first { $0.request.screen == name }?.request)
        let tree = try Self.recording("\(name).json")
        let expected = MapGeneration.controls(
            screen: example.screenIdentifier, tree: tree,
            options: request.options(recordingPath: nil, command: nil))
        #expect(example.controls == expected)
    }
}
