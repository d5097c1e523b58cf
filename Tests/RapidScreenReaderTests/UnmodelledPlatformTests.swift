import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// The order RapidMap computes is iOS's (and iPadOS's). A recording from a platform whose
/// VoiceOver order it does not model is verified with iOS's rules, and its verification
/// result and report say so. The recording shows the platform: its idiom, the `focused`
/// attribute of a tvOS page source, or an Apple TV's 1920×1080 screen.
@Suite struct UnmodelledPlatformTests {
    static func tree(_ text: String) throws -> AccessibilityTree {
        try AccessibilityTree(reading: Data(text.utf8))
    }

    static func verify(_ tree: AccessibilityTree) -> VerificationResult {
        let map = MapGeneration.controls(in: tree, scope: .wholeTree, options: MapSourceOptions())
        return Verifier.verify(
            screen: "Home", screenIdentifier: "Home", map: map, tree: tree,
            options: VerificationOptions(requiresScreenRoot: .never))
    }

    @Test func aTVOSPageSourceIsVerifiedWithIOSRulesAndTheReportSaysSo() throws {
        let tree = try AccessibilityTree(contentsOf: PackagePaths.fixtures("AppiumXML").appendingPathComponent("tvos-focused.xml"))
        let result = Self.verify(tree)
        #expect(result.passed)
        #expect(result.platform == .tvOS)
        #expect(!result.platform.isOrderModelled)
        let note = try #require(result.notes.first)
        #expect(note.hasPrefix("order computed with iOS's rules: tvOS's VoiceOver order is not modelled"))
        #expect(result.description.contains("note: " + note))
    }

    @Test func anAppleTVScreenShowsTheRecordingIsFromTVOSInEveryAutomationFormat() throws {
        let wda = try Self.tree(
            #"{"value": {"tree": {"type": "Application", "label": "TV", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 1920, "height": 1080}}, "children": [{"type": "Button", "label": "Play", "rect": {"origin": {"x": 100, "y": 900}, "size": {"width": 300, "height": 90}}}]}}}"#
        )
        #expect(wda.idiom == .tv)
        let appium = try Self.tree(
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TV" x="0" y="0" width="1920" height="1080"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" x="100" y="900" width="300" height="90"/></XCUIElementTypeApplication></AppiumAUT>"#
        )
        #expect(appium.idiom == .tv)
        let dump = try Self.tree(
            """
            Element subtree:
             →Application, 0x600000c8, pid: 12, label: 'TV'
                Window (Main), 0x600000c9, {{0.0, 0.0}, {1920.0, 1080.0}}
                  Button, 0x600000ca, {{100.0, 900.0}, {300.0, 90.0}}, label: 'Play'
            """)
        #expect(dump.idiom == .tv)
        #expect(Self.verify(dump).notes.count == 1)
    }

    @Test func phonesAndPadsAreModelledAndSayNothingMore() throws {
        let phone = try Self.tree(
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" x="10" y="100" width="90" height="44"/></XCUIElementTypeApplication></AppiumAUT>"#
        )
        #expect(Self.verify(phone).platform == .iOS)
        #expect(Self.verify(phone).notes.isEmpty)
        var pad = phone
        pad.idiom = .pad
        #expect(Self.verify(pad).platform == .iPadOS)
        #expect(Self.verify(pad).notes.isEmpty)
        // A landscape iPad (1366×1024) is not a television.
        let landscape = try Self.tree(
            """
            Element subtree:
             →Application, 0x600000c8, pid: 12, label: 'Notes'
                Window (Main), 0x600000c9, {{0.0, 0.0}, {1366.0, 1024.0}}
            """)
        #expect(landscape.idiom == .pad)
    }

    @Test(arguments: [
        (Idiom.tv, RecordingPlatform.tvOS, "focus engine"), (.mac, .macOS, "groups"),
        (.watch, .watchOS, "watchOS"), (.vision, .visionOS, "visionOS"), (.carPlay, .carPlay, "CarPlay"),
    ])
    func everyPlatformWhoseOrderIsNotModelledIsNamedInItsNote(idiom: Idiom, platform: RecordingPlatform, words: String) throws {
        var tree = AccessibilityTree(root: RecordedShape.screen([RecordedShape.node(.button, "Play", 10, 100, 90, 44)]))
        tree.idiom = idiom
        let result = Self.verify(tree)
        #expect(result.platform == platform)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains(platform.name) == true)
        #expect(result.notes.first?.contains(words) == true)
    }

    @Test(.enabled(if: RealTrees.available, "../shared/realtrees is not beside the project"), .tags(.realTrees))
    func theRealTVOSSourceSaysItsOrderIsIOSs() throws {
        let tree = try AccessibilityTree(contentsOf: RealTrees.url("xml_tvos_accuweather_home_focused_1080p.xml"))
        #expect(Self.verify(tree).platform == .tvOS)
        #expect(Self.verify(tree).notes.count == 1)
    }

    @Test func macOSTypesMakeARecordingMacOSInEveryFormatWhateverElseItSays() throws {
        let xml = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("AppiumXML").appendingPathComponent("macos-constructed.xml"))
        #expect(xml.idiom == .mac)
        #expect(Self.verify(xml).notes.first?.contains("macOS's VoiceOver order is not modelled") == true)
        // A dump whose window is iPad-sized but holds a menu bar: types before size.
        let dump = try Self.tree(
            """
            Element subtree:
             →Application, 0x600000c8, pid: 12, label: 'Notes'
                MenuBar, 0x600000c9, {{0.0, 0.0}, {1512.0, 24.0}}
                  MenuBarItem, 0x600000ca, {{10.0, 0.0}, {34.0, 24.0}}, title: 'Apple'
                Window (Main), 0x600000cb, {{0.0, 0.0}, {1512.0, 982.0}}
                  Button, 0x600000cc, {{100.0, 900.0}, {80.0, 28.0}}, label: 'New'
            """)
        #expect(dump.idiom == .mac)
        let wda = try Self.tree(
            #"{"value": {"type": "Application", "label": "Notes", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 1920, "height": 1080}}, "children": [{"type": "DockItem", "label": "Notes", "rect": {"origin": {"x": 900, "y": 1040}, "size": {"width": 40, "height": 40}}}]}}"#
        )
        #expect(wda.idiom == .mac, "a dock item outranks an Apple TV's screen size")
        // A Mac Catalyst or "Designed for iPad" app captured in-app states the iPad idiom;
        // recorded on the Mac, its menu bar says macOS.
        let native = try Self.tree(
            #"{"format": "rapidmap-native-json", "version": 1, "idiom": "pad", "root": {"type": "application", "frame": [0, 0, 1512, 982], "children": [{"type": "menuBar", "frame": [0, 0, 1512, 24]}, {"type": "button", "label": "New", "frame": [100, 100, 80, 28]}]}}"#
        )
        #expect(native.idiom == .mac)
        let stated = try Self.tree(
            #"{"format": "rapidmap-native-json", "version": 1, "idiom": "pad", "root": {"type": "window", "frame": [0, 0, 1920, 1080], "children": [{"type": "button", "label": "New", "frame": [100, 100, 80, 28]}]}}"#
        )
        #expect(stated.idiom == .pad, "a stated idiom outranks the screen's size")
    }

    @Test(arguments: RecordingPlatform.watchScreens.map { [$0.width, $0.height] })
    func anAppleWatchScreenIsWatchOSInEveryAutomationFormat(size: [Double]) throws {
        let (w, h) = (Frame.format(size[0]), Frame.format(size[1]))
        let appium = try Self.tree(
            #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="W" x="0" y="0" width="\#(w)" height="\#(h)"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Start" x="10" y="40" width="100" height="44"/></XCUIElementTypeApplication></AppiumAUT>"#
        )
        #expect(appium.idiom == .watch)
        let wda = try Self.tree(
            #"{"value": {"type": "Application", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": \#(w), "height": \#(h)}}, "children": [{"type": "Button", "label": "Start", "rect": {"origin": {"x": 10, "y": 40}, "size": {"width": 100, "height": 44}}}]}}"#
        )
        #expect(wda.idiom == .watch)
        let dump = try Self.tree(
            """
            Element subtree:
             →Application, 0x600000c8, pid: 12, label: 'W'
                Window (Main), 0x600000c9, {{0.0, 0.0}, {\(w), \(h)}}
                  Button, 0x600000ca, {{10.0, 40.0}, {100.0, 44.0}}, label: 'Start'
            """)
        #expect(dump.idiom == .watch)
        #expect(Self.verify(dump).notes.first?.contains("watchOS") == true)
    }

    @Test func noPhoneOrPadScreenIsAWatchs() {
        // Sizes near a watch's that are other devices' or app windows' must not be taken for one.
        for frame in [Frame(x: 0, y: 0, width: 320, height: 568), Frame(x: 0, y: 0, width: 184, height: 225), Frame(x: 0, y: 0, width: 224, height: 184)] {
            #expect(RecordingPlatform.idiom(ofScreen: frame) == nil)
        }
    }
}
