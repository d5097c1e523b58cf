import Foundation
import RapidMap
import RapidVerify
import ScreenMaps
import Testing

/// The example maps against their recordings (RapidMap JSON).
///
/// NEEDS `NativeTreeReader` (the native JSON reader lands on main from another branch):
/// on a branch with the placeholder reader these tests fail with "this format is not
/// supported yet". Once `Verifier` is on main, `mapMatchesRecording` should verify the
/// tree against the map instead of comparing regenerated controls.
@Suite("ScreenMaps: maps against their recordings")
struct ScreenMapsRecordingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func configuration() throws -> GenerateConfig {
        let url = packageRoot.appendingPathComponent(GenerateConfig.fileName)
        return try GenerateConfig.parse(Array(try Data(contentsOf: url)), path: url.path)
    }

    @Test("rapidmap.json lists every example screen with its recording")
    func configurationListsExamples() throws {
        let requests = try Self.configuration().maps.map(\.request)
        #expect(requests.map(\.screen) == ScreenMaps.examples.map(\.name))
        #expect(requests.map(\.recording) == ScreenMaps.examples.map(\.recording))
    }

    @Test("each map lists its recording's elements in VoiceOver order", arguments: ScreenMaps.examples.map(\.name))
    func mapMatchesRecording(_ name: String) throws {
        let example = try #require(ScreenMaps.examples.first { $0.name == name })
        let request = try #require(try Self.configuration().maps.first { $0.request.screen == name }?.request)
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent(example.recording))
        let expected = MapGeneration.controls(screen: example.screenIdentifier, tree: tree,
                                              options: request.options(recordingPath: nil, command: nil))
        #expect(example.controls == expected)
    }

    @Test("the Arabic recording is laid out right to left")
    func arabicIsRightToLeft() throws {
        let tree = try AccessibilityTree(contentsOf: Self.packageRoot.appendingPathComponent("ScreenMaps/Recordings/ArabicSignUpScreen.json"))
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree.firstIndex(identifier: "ArabicSignUpScreen") != nil)
    }
}
