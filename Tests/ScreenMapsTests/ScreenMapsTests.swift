import RapidMap
import RapidVerify
import ScreenMaps
import Testing
import RapidMapTestSupport

/// Checks of the example maps that need no recording.
@Suite("ScreenMaps: the committed maps")
struct ScreenMapsTests {
    @Test("the module has the four example screens")
    func fourScreens() {
        #expect(ScreenMaps.examples.map(\.name) == ["LoginScreen", "SettingsScreen", "HomeScreen", "ArabicSignUpScreen"])
    }

    @Test("every map is indexed 0, 1, 2… in order", arguments: ScreenMaps.examples.map(\.name))
    func consecutiveIndices(_ name: String) throws {
        let example = try #require(ScreenMaps.examples.first { $0.name == name })
        let controls = example.controls
        #expect(!controls.isEmpty)
        #expect(controls.map(\.index) == Array(0..<controls.count))
    }

    @Test("identifiers are scoped by their screen and unique", arguments: ScreenMaps.examples.map(\.name))
    func scopedIdentifiers(_ name: String) throws {
        let example = try #require(ScreenMaps.examples.first { $0.name == name })
        let identifiers = example.controls.compactMap(\.identifier)
        #expect(identifiers.allSatisfy { ControlIdentifier.split($0)?.screen == example.screenIdentifier })
        #expect(Set(identifiers).count == identifiers.count)
    }

    @Test("controls without an identifier carry a label to be matched by")
    func unidentifiedControlsHaveLabels() {
        for example in ScreenMaps.examples {
            for control in example.controls where control.identifier == nil {
                #expect(control.label.map { !$0.isEmpty } ?? false, "\(example.name) \(control)")
            }
        }
    }

    @Test("the right-to-left screen's map keeps its Arabic labels exactly")
    func arabicLabels() throws {
        let arabic = try #require(ScreenMaps.examples.first { $0.name == "ArabicSignUpScreen" })
        let labels = arabic.controls.compactMap(\.label)
        #expect(labels.first == "رجوع")
        #expect(labels.contains("أوافق على الشروط والأحكام"))
        #expect(labels.contains("مرحبًا بك في أكمي"))
    }
}
