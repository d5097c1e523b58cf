import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Settings rows as WebDriverAgent records them when the cell's voice is its switch: a
/// cell with no label whose value mirrors its accessory switch (`"0"`/`"1"`), holding a
/// static text and the switch, which share one label
/// (`Tests/Fixtures/WebDriverAgentJSON/settings-rows-switch-voice.json`, built by hand).
///
/// UIKit's accessibility bundle gives a `UITableViewCell` whose accessory view is a visible
/// `UISwitch` the switch's value, adds the switch's traits to the cell's, activates the
/// switch at the cell's activation point and marks the switch as reached through the cell:
/// VoiceOver reads the row as one element, "Location, switch button, off"
/// (``ElementInferencePolicy``'s merged-switch-row rule).
@Suite struct SwitchVoiceRowTests {
    static func tree() throws -> AccessibilityTree {
        try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("WebDriverAgentJSON").appendingPathComponent("settings-rows-switch-voice.json"))
    }

    @Test func aCellWithoutALabelWhoseValueMirrorsItsSwitchIsOneStopWithTheSwitchsRoleAndState() throws {
        let tree = try Self.tree()
        let stops = TraversalEngine().order(tree)
        let location = try #require(stops.first)
        #expect(location.node.label == "Location")
        #expect(location.node.type == .switch)
        #expect(location.node.value == "0")
        // The element is the cell (its frame and position), speaking for its switch.
        #expect(tree[location.nodeIndex].type == .cell)
        #expect(location.node.frame == Frame(x: 0, y: 100, width: 390, height: 44))
        #expect(location.mergedControlIndex.map { tree[$0].type } == .switch)
        let bluetooth = stops[1]
        #expect(bluetooth.node.label == "Bluetooth")
        #expect(bluetooth.node.type == .switch)
        #expect(bluetooth.node.value == "1")
    }

    /// A cell that speaks nothing (no label, no value) is a plain container: its text and
    /// its switch are two elements, as before. A cell whose value mirrors a switch whose label
    /// is not its text's ("Precise Location" beside "Share My Location") is not the switch's
    /// voice: the switch stays an element of its own, with its own label and state, after the
    /// cell, which speaks for its text (the traversal's elements rule).
    @Test func aRowWhoseSwitchIsAPlainSubviewKeepsTheSwitchAsItsOwnStop() throws {
        let stops = TraversalEngine().order(try Self.tree())
        #expect(stops.count == 6)
        #expect(stops[2...].map { $0.node.label ?? "<\($0.node.type.name)>" } == ["Wi-Fi", "Wi-Fi Assist", "<cell>", "Share My Location"])
        #expect(stops[2...].map(\.node.type) == [.staticText, .switch, .cell, .switch])
        #expect(stops[4].node.value == "0")
        #expect(stops[2...].allSatisfy { $0.mergedControlIndex == nil })
    }

    /// The switch must be the cell's only control, and its label must be said by a text of
    /// the cell: with a second control, or with no text saying the switch's label, the row
    /// stays split.
    @Test func aCellWithoutALabelMergesOnlyWithItsOneSwitchThatItsTextNames() {
        typealias R = RecordedShape
        func row(_ text: String?, _ controls: [NestedNode]) -> NestedNode {
            R.node(.cell, nil, value: "1", 0, 100, 390, 44, (text.map { [R.node(.staticText, $0, 20, 112, 200, 20)] } ?? []) + controls)
        }
        let toggle = R.node(.switch, "Location", value: "1", 321, 106, 51, 31)
        let info = R.node(.button, "More Info", 280, 106, 30, 30)
        #expect(R.order(R.screen([row("Location", [toggle])])) == ["Location"])
        #expect(R.order(R.screen([row("Location", [info, toggle])])) == ["<cell>", "More Info", "Location"])
        #expect(R.order(R.screen([row(nil, [toggle])])) == ["<cell>", "Location"])
        let unlabelledSwitch = R.node(.switch, nil, value: "1", 321, 106, 51, 31)
        #expect(R.order(R.screen([row("Location", [unlabelledSwitch])])) == ["<cell>", "<switch>"])
    }
}
