import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// One screen written by hand in each of the four recording formats, as each tool writes
/// it: the readers must agree on every node and on the VoiceOver order.
///
/// The screen holds a header, a switch (WebDriverAgent's `ToggleButton` trait name, the
/// raw mask bit in debugDescription), a secure field, a disabled and a selected button, an
/// element with an infinite frame (XCUITest's frame for an element with no on-screen
/// position) and one with a negative, fractional frame. No format says
/// `isAccessibilityElement`, so every tree leaves it unknown alike.
@Suite("Formats: the same screen reads the same in every format")
struct FormatParityTests {
    static let nativeJSON = """
        {"format": "rapidmap-native-json", "version": 1, "idiom": "phone", "layoutDirection": "leftToRight",
         "root": {"type": "application", "label": "Parity", "frame": [0, 0, 390, 844], "children": [
          {"type": "window", "frame": [0, 0, 390, 844], "children": [
            {"type": "navigationBar", "identifier": "nav", "frame": [0, 47, 390, 44], "children": [
              {"type": "staticText", "label": "Settings", "frame": [150, 55, 90, 28], "traits": ["staticText", "header"]}]},
            {"type": "switch", "identifier": "settings.wifi", "label": "Wi-Fi", "value": "1",
             "frame": [320.5, 110, 51, 31], "traits": ["button", "switchButton"]},
            {"type": "secureTextField", "identifier": "password", "label": "Password", "value": "••••",
             "frame": [20, 160, 350, 44], "traits": ["textEntry", "secureTextField"]},
            {"type": "button", "label": "Delete", "frame": [20, 220, 350, 44], "traits": ["button", "notEnabled"], "enabled": false},
            {"type": "button", "label": "Monthly", "frame": [20, 280, 170, 44], "traits": ["button", "selected"], "selected": true},
            {"type": "button", "label": "Yearly", "frame": [200, 280, 170, 44], "traits": ["button"]},
            {"type": "button", "label": "Offscreen row", "frame": ["inf", "inf", 0, 0], "traits": ["button"]},
            {"type": "image", "label": "Banner", "frame": [-20.5, -10, 430, 60], "traits": ["image"]}]}]}}
        """

    static let appiumXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Parity" label="Parity" enabled="true" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="nav" enabled="true" visible="true" x="0" y="47" width="390" height="44">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Settings" label="Settings" enabled="true" visible="true" x="150" y="55" width="90" height="28" traits="StaticText, Header"/>
              </XCUIElementTypeNavigationBar>
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="settings.wifi" label="Wi-Fi" value="1" enabled="true" visible="true" x="320.5" y="110" width="51" height="31" traits="Button, ToggleButton"/>
              <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" name="password" label="Password" value="••••" enabled="true" visible="true" x="20" y="160" width="350" height="44" traits="TextEntry, SecureTextField"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" enabled="false" visible="true" x="20" y="220" width="350" height="44" traits="Button, NotEnabled"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Monthly" label="Monthly" enabled="true" selected="true" visible="true" x="20" y="280" width="170" height="44" traits="Button, Selected"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Yearly" label="Yearly" enabled="true" visible="true" x="200" y="280" width="170" height="44" traits="Button"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Offscreen row" label="Offscreen row" enabled="true" visible="true" x="inf" y="inf" width="0" height="0" traits="Button"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="Banner" label="Banner" enabled="true" visible="true" x="-20.5" y="-10" width="430" height="60" traits="Image"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    /// Masks: staticText 64 + header 65536; button 1 + switchButton 2^53; textEntry 2^18 +
    /// secureTextField 2^24; button 1 + notEnabled 256; button 1 + selected 8; image 4.
    static let debugDescription = """
        Attributes: Application, 0x600000c0c000, pid: 4242, label: 'Parity'
        Element subtree:
         →Application, 0x600000c0c000, pid: 4242, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Parity'
            Window (Main), 0x600000c0c1c0, {{0.0, 0.0}, {390.0, 844.0}}
              NavigationBar, 0x600000c0c380, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'nav'
                StaticText, 0x600000c0c540, {{150.0, 55.0}, {90.0, 28.0}}, traits: 65600, label: 'Settings'
              Switch, 0x600000c0c700, {{320.5, 110.0}, {51.0, 31.0}}, traits: 9007199254740993, identifier: 'settings.wifi', label: 'Wi-Fi', value: 1
              SecureTextField, 0x600000c0c8c0, {{20.0, 160.0}, {350.0, 44.0}}, traits: 17039360, identifier: 'password', label: 'Password', value: ••••
              Button, 0x600000c0ca80, {{20.0, 220.0}, {350.0, 44.0}}, traits: 257, label: 'Delete', Disabled
              Button, 0x600000c0cc40, {{20.0, 280.0}, {170.0, 44.0}}, traits: 9, label: 'Monthly', Selected
              Button, 0x600000c0ce00, {{200.0, 280.0}, {170.0, 44.0}}, traits: 1, label: 'Yearly'
              Button, 0x600000c0cfc0, {{inf, inf}, {0.0, 0.0}}, traits: 1, label: 'Offscreen row'
              Image, 0x600000c0d180, {{-20.5, -10.0}, {430.0, 60.0}}, traits: 4, label: 'Banner'
        Path to element:
         →Application, 0x600000c0c000, pid: 4242, label: 'Parity'
        """

    /// WebDriverAgent JSON mixes `rect` objects and `frame` strings; the off-screen row has
    /// only a frame string, since JSON numbers cannot be infinite.
    static let webDriverAgentJSON = """
        {"value": {"tree": {"type": "XCUIElementTypeApplication", "name": "Parity", "label": "Parity", "isEnabled": "1", "isVisible": "1",
          "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [
          {"type": "XCUIElementTypeWindow", "name": null, "label": null, "isEnabled": "1", "isVisible": "1", "frame": "{{0, 0}, {390, 844}}", "children": [
            {"type": "XCUIElementTypeNavigationBar", "name": "nav", "label": null, "isEnabled": "1", "isVisible": "1",
             "rect": {"origin": {"x": 0, "y": 47}, "size": {"width": 390, "height": 44}}, "children": [
              {"type": "XCUIElementTypeStaticText", "name": "Settings", "label": "Settings", "isEnabled": "1", "isVisible": "1",
               "rect": {"x": 150, "y": 55, "width": 90, "height": 28}, "traits": "StaticText, Header"}]},
            {"type": "XCUIElementTypeSwitch", "name": "settings.wifi", "label": "Wi-Fi", "value": "1", "isEnabled": "1", "isVisible": "1",
             "rect": {"x": 320.5, "y": 110, "width": 51, "height": 31}, "traits": "Button, ToggleButton"},
            {"type": "XCUIElementTypeSecureTextField", "name": "password", "label": "Password", "value": "••••", "isEnabled": "1", "isVisible": "1",
             "frame": "{{20, 160}, {350, 44}}", "traits": "TextEntry, SecureTextField"},
            {"type": "XCUIElementTypeButton", "name": "Delete", "label": "Delete", "isEnabled": "0", "isVisible": "1",
             "rect": {"x": 20, "y": 220, "width": 350, "height": 44}, "traits": "Button, NotEnabled"},
            {"type": "XCUIElementTypeButton", "name": "Monthly", "label": "Monthly", "isEnabled": "1", "isSelected": "1", "isVisible": "1",
             "rect": {"x": 20, "y": 280, "width": 170, "height": 44}, "traits": "Button, Selected"},
            {"type": "XCUIElementTypeButton", "name": "Yearly", "label": "Yearly", "isEnabled": "1", "isVisible": "1",
             "rect": {"x": 200, "y": 280, "width": 170, "height": 44}, "traits": "Button"},
            {"type": "XCUIElementTypeButton", "name": "Offscreen row", "label": "Offscreen row", "isEnabled": "1", "isVisible": "1",
             "frame": "{{inf, inf}, {0, 0}}", "traits": "Button"},
            {"type": "XCUIElementTypeImage", "name": "Banner", "label": "Banner", "isEnabled": "1", "isVisible": "1",
             "frame": "{{-20.5, -10}, {430, 60}}", "traits": "Image"}]}]}}, "sessionId": "parity", "status": 0}
        """

    static let texts: [(RecordingFormat, String)] = [
        (.nativeJSON, nativeJSON), (.appiumXML, appiumXML), (.debugDescription, debugDescription), (.webDriverAgentJSON, webDriverAgentJSON),
    ]

    /// What the parity is about, per node (a frame's numbers by bit pattern, so that an
    /// infinite frame compares too).
    struct Facts: Equatable, CustomStringConvertible {
        var type: ControlType
        var traits: AccessibilityTraitSet
        var frame: [UInt64]
        var label: String?
        var identifier: String?
        var value: String?
        var enabled: Bool
        var selected: Bool
        var isAccessibilityElement: AccessibilityElementFlag
        var depth: Int

        init(_ tree: AccessibilityTree, _ i: Int) {
            let n = tree[i]
            type = n.type; traits = n.traits; label = n.label; identifier = n.identifier; value = n.value
            frame = [n.frame.x, n.frame.y, n.frame.width, n.frame.height].map(\.bitPattern)
            enabled = n.enabled; selected = n.selected; isAccessibilityElement = n.isAccessibilityElement
            depth = tree.depth(of: i)
        }

        var description: String {
            "\(type) \(traits.names) \(frame.map(Double.init(bitPattern:))) label=\(label ?? "-") id=\(identifier ?? "-") value=\(value ?? "-") enabled=\(enabled) selected=\(selected) ax=\(isAccessibilityElement) depth=\(depth)"
        }
    }

    static func read(_ format: RecordingFormat, _ text: String) throws -> AccessibilityTree {
        let data = Data(text.utf8)
        #expect(RecordingFormat.detect(data) == format, "the \(format) text is detected as another format")
        return try AccessibilityTree(reading: data, format: format)
    }

    static func facts(_ tree: AccessibilityTree) -> [Facts] { (0..<tree.count).map { Facts(tree, $0) } }

    @Test("every format reads to the same nodes: types, traits, frames, labels, identifiers, values, states")
    func everyFormatReadsTheSameTree() throws {
        let reference = Self.facts(try Self.read(.nativeJSON, Self.nativeJSON))
        #expect(reference.count == 11)
        for (format, text) in Self.texts.dropFirst() {
            let other = Self.facts(try Self.read(format, text))
            #expect(other.count == reference.count, "\(format) has \(other.count) nodes")
            for (i, (a, b)) in zip(reference, other).enumerated() {
                #expect(a == b, "node \(i) differs in \(format):\n  native: \(a)\n  \(format): \(b)")
            }
        }
    }

    @Test("the edge cases read as intended in every format")
    func edgeCasesReadAsIntended() throws {
        for (format, text) in Self.texts {
            let tree = try Self.read(format, text)
            func node(_ label: String) throws -> AccessibilityNode {
                try #require((0..<tree.count).map { tree[$0] }.first { $0.label == label }, "\(format): no \(label)")
            }
            let toggle = try node("Wi-Fi")
            #expect(toggle.type == .switch && toggle.traits == [.button, .switchButton] && toggle.value == "1", "\(format) toggle: \(toggle)")
            #expect(try node("Settings").traits.contains(.header), "\(format) header")
            let secure = try node("Password")
            #expect(secure.type == .secureTextField && secure.traits.contains(.secureTextField) && secure.identifier == "password", "\(format) secure field")
            let disabled = try node("Delete")
            #expect(!disabled.enabled && disabled.traits.contains(.notEnabled) && disabled.identifier == nil, "\(format) disabled")
            let selected = try node("Monthly")
            #expect(selected.selected && selected.traits.contains(.selected), "\(format) selected")
            let offscreen = try node("Offscreen row").frame
            #expect(offscreen.x == .infinity && offscreen.y == .infinity && offscreen.width == 0, "\(format) infinite frame: \(offscreen)")
            let banner = try node("Banner").frame
            #expect(banner.x == -20.5 && banner.y == -10 && banner.width == 430 && banner.height == 60, "\(format) negative frame: \(banner)")
        }
    }

    @Test("every format gives the same VoiceOver order")
    func everyFormatGivesTheSameVoiceOverOrder() throws {
        func order(_ format: RecordingFormat, _ text: String) throws -> [String] {
            let tree = try Self.read(format, text)
            return TraversalEngine().order(tree).map { "\($0.nodeIndex):\(tree[$0.nodeIndex].label ?? tree[$0.nodeIndex].identifier ?? "?")" }
        }
        let reference = try order(.nativeJSON, Self.nativeJSON)
        #expect(reference.contains { $0.hasSuffix(":Wi-Fi") } && reference.contains { $0.hasSuffix(":Monthly") })
        for (format, text) in Self.texts.dropFirst() {
            #expect(try order(format, text) == reference, "\(format) order differs")
        }
    }

    @Test("ToggleButton is the switch bit and None no trait, in both formats that write trait names")
    func toggleButtonMeansTheSwitchBitEverywhere() throws {
        let xml = #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" x="0" y="0" width="1" height="1" traits="ToggleButton, None"/>"#
        let wda = #"{"type": "XCUIElementTypeSwitch", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "traits": "ToggleButton, None"}"#
        #expect(try Self.read(.appiumXML, xml)[0].traits == .switchButton)
        #expect(try Self.read(.webDriverAgentJSON, wda)[0].traits == .switchButton)
    }

    @Test("a source that writes traits records them all; one that writes only states does not")
    func traitsRecordedByTheSourcesThatWriteThem() throws {
        let recorded: [(RecordingFormat, String, Bool)] = [
            (.appiumXML, #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="0" y="0" width="1" height="1" traits=""/>"#, true),
            (.appiumXML, #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="0" y="0" width="1" height="1" selected="true"/>"#, false),
            (.webDriverAgentJSON, #"{"type": "XCUIElementTypeButton", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "traits": "Selected"}"#, true),
            (.webDriverAgentJSON, #"{"type": "XCUIElementTypeButton", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "traits": null}"#, false),
            (.webDriverAgentJSON, #"{"type": "XCUIElementTypeButton", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "isSelected": true}"#, false),
            (
                .nativeJSON,
                #"{"format": "rapidmap-native-json", "version": 1, "traitsRecorded": true, "root": {"type": "button", "frame": [0, 0, 1, 1]}}"#,
                true
            ),
            (.nativeJSON, #"{"format": "rapidmap-native-json", "version": 1, "root": {"type": "button", "frame": [0, 0, 1, 1]}}"#, false),
        ]
        for (format, text, expected) in recorded {
            #expect(try Self.read(format, text).traitsRecorded == expected, "\(format): \(text)")
        }
    }

    @Test("an unknown XCUIElementType name is other and an unknown plain name an error, in every format")
    func unknownTypeNamesReadAlike() throws {
        let newType: [(RecordingFormat, String)] = [
            (.nativeJSON, #"{"format": "rapidmap-native-json", "version": 1, "root": {"type": "XCUIElementTypeHologram", "frame": [0, 0, 1, 1]}}"#),
            (.appiumXML, #"<XCUIElementTypeHologram type="XCUIElementTypeHologram" x="0" y="0" width="1" height="1"/>"#),
            (.debugDescription, "XCUIElementTypeHologram, 0x1, {{0.0, 0.0}, {1.0, 1.0}}"),
            (.webDriverAgentJSON, #"{"type": "XCUIElementTypeHologram", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}}"#),
        ]
        for (format, text) in newType {
            #expect(try Self.read(format, text)[0].type == .other, "\(format)")
            let unknown = text.replacingOccurrences(of: "XCUIElementTypeHologram", with: "Hologram")
            #expect(throws: RecordingError.self, "\(format)") { try AccessibilityTree(reading: Data(unknown.utf8), format: format) }
        }
    }

    @Test("trait names mixed with numbers are an error in both formats that write trait names")
    func traitNamesMixedWithNumbersAreAnError() {
        let xml = #"<XCUIElementTypeButton type="XCUIElementTypeButton" x="0" y="0" width="1" height="1" traits="Button, 8"/>"#
        let wda = #"{"type": "XCUIElementTypeButton", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "traits": "Button, 8"}"#
        #expect(throws: RecordingError.self) { try Self.read(.appiumXML, xml) }
        #expect(throws: RecordingError.self) { try Self.read(.webDriverAgentJSON, wda) }
    }
}
