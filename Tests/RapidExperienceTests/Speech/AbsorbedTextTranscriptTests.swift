import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidExperience
import RapidMapTestSupport

/// What a speaking container says for the texts it takes over (``TraversalEngine``'s elements rule):
/// its own label, then each absorbed text its words do not already hold, once, joined by
/// commas as UIKit joins the texts it composes a cell's label from; then its value.
@Suite("Absorbed text in the transcript")
struct AbsorbedTextTranscriptTests {
    static func node(
        _ type: ControlType, _ label: String?, value: String? = nil, _ y: Double, _ children: [NestedNode] = []
    ) -> NestedNode {
        NestedNode(
            AccessibilityNode(type: type, label: label, value: value, frame: Frame(x: 16, y: y, width: 300, height: 20)),
            children: children)
    }

    static func text(_ children: [NestedNode]) -> String {
        let root = NestedNode(
            AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)), children: children)
        return Transcript(tree: AccessibilityTree(root: root)).text()
    }

    @Test func aLabelledCellSaysItsIconOnceAndNotTheTextsItsLabelAlreadyHolds() throws {
        let tree = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("NativeJSON").appendingPathComponent("labelled-cell-image-button.json"))
        #expect(
            Transcript(tree: tree).text() == """
                1. Top Charts. Heading.

                2. Keynote, Productivity, Keynote icon

                3. Get. Button.

                """)
    }

    @Test func aContainerThatSpeaksOnlyAValueSaysItsTextsAsItsLabel() {
        let cell = Self.node(
            .cell, nil, value: "Banners", 100,
            [Self.node(.staticText, "Notifications", 100), Self.node(.button, "More Info", 130)])
        #expect(Self.text([cell]) == "1. Notifications: Banners\n\n2. More Info. Button.\n")
    }

    @Test func twoTextsSayingTheSameWordsAreSaidOnce() {
        let card = Self.node(
            .other, "Order 42", 100,
            [
                Self.node(.staticText, "Shipped", 100), Self.node(.staticText, "Order 42", 120),
                Self.node(.staticText, "Shipped", 140), Self.node(.button, "Track", 160),
            ])
        #expect(Self.text([card]) == "1. Order 42, Shipped\n\n2. Track. Button.\n")
    }

    /// The settings rows of `settings-rows-switch-voice.json`: a merged row says the switch's
    /// label, role and state; a row that does not merge says its text, then its switch.
    @Test func aRowWhoseVoiceIsItsSwitchIsSpokenAsTheSwitch() throws {
        let tree = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("WebDriverAgentJSON").appendingPathComponent("settings-rows-switch-voice.json"))
        let lines = Transcript(tree: tree).text().split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            lines == [
                "1. Location. Switch Button. Off.", "2. Bluetooth. Switch Button. On.", "3. Wi-Fi",
                "4. Wi-Fi Assist. Switch Button. On.", "5. Precise Location: 0", "6. Share My Location. Switch Button. Off.",
            ])
    }
}
