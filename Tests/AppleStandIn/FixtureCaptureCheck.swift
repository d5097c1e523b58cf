// Captures the UIKit screens of Tests/XcodeAppFixture (its App target's view controllers,
// compiled against the runnable UIKit of Tests/AppleStandIn/UIKitRuntime.swift) through
// RapidTesting's own UIKit capture, compiled into this program: the capture host
// (UIKitCaptureHost.swift: a window of its own, the accessibility runtime's switch, layout,
// the run loop) and the adapter (UIKitAccessibilityObject.swift) around the capture walker,
// exactly as `AccessibilityTree(capturing: controller.view)` in a hosted unit test without a
// host application. Each screen is checked against its map: the elements VoiceOver reads
// in the screen's subtree are exactly the map's entries, in order, with the map's types,
// identifiers and labels, each with a frame that has an area, and `verify` passes. The table
// and collection-view screens are also captured as a UI test sees them, through a fake XCUITest
// snapshot (the snapshot walker's `CapturableElementSnapshot`), which must give the same map:
// one map whichever way a screen is captured.
// With `--recordings DIR`, each screen's capture is also its committed recording
// DIR/<screen>.json: the same tree (compared as `recordTree` compares, written by the native
// writer), and DIR holds no other; `--update` writes the captures that differ instead.
// Run by `.ci/xcode-fixture.sh` and `.ci/fixture-recordings.sh`; prints each screen's captured
// controls, and every difference.
@testable import App
import AppScreens
import RapidMap
// Exported, as RapidTesting.swift exports it: the adapter files rely on it.
@_exported import RapidVerify
import UIKit

@main
@MainActor
struct FixtureCaptureCheck {
    /// The controller's view as a hosted unit test captures it: loaded, then
    /// `AccessibilityTree(capturing: controller.view)` (Sources/RapidTesting/UIKitCapture.swift),
    /// whose body this is: the capture host shows the view in a phone-sized window of its own
    /// (no host application here), lays it out and walks it.
    static func capture(_ controller: UIViewController) throws -> AccessibilityTree {
        controller.loadViewIfNeeded()
        return try AccessibilityTree(capturingLiveView: UIKitAccessibilityObject(object: controller.view), host: UIKitCaptureHost())
    }

    /// The differences between `tree`, captured by `way`, and the screen's map.
    static func check<S: RapidScreen>(_ screen: S.Type, _ tree: AccessibilityTree, capturedBy way: String) throws -> [String] {
        let result = Verifier.verify(screen, tree)
        let map = screen.controlsInformation()
        var problems: [String] = []
        // VoiceOver skips an element without area, so the order would only miss it: name it.
        for node in tree.nodes where node.isAccessibilityElement == .yes && !(node.frame.width > 0 && node.frame.height > 0) {
            problems.append("\(S.screenTypeName): \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\" has a frame without area")
        }
        print("\(S.screenTypeName) (\(way)): \(result.actual.count) controls captured, \(map.count) in its map")
        for (index, element) in result.actual.enumerated() {
            let node = element.node
            let frame = node.frame
            print("    \(index). \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\" [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]")
            guard index < map.count else {
                problems.append("\(S.screenTypeName) \(index): \(node.type) \(node.label ?? "") is not in the map")
                continue
            }
            let entry = map[index]
            if entry.type != node.type || entry.identifier != node.identifier || entry.label != node.label {
                problems.append(
                    "\(S.screenTypeName) \(index) (\(way)): captured \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\", "
                        + "the map says \(entry.type) \(entry.identifier ?? "-") \"\(entry.label ?? "")\"")
            }
        }
        for entry in map.dropFirst(result.actual.count) {
            problems.append("\(S.screenTypeName) \(entry.index): \(entry.type) \(entry.identifier ?? "-") is not captured")
        }
        if !result.passed { problems.append("verify(\(S.screenTypeName).self) fails:\n\(result)") }
        return problems
    }

    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let recordings = arguments.firstIndex(of: "--recordings").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let update = arguments.contains("--update")
        let mailboxes = MailboxesViewController()
        let albums = AlbumsViewController()
        let login = try capture(LoginViewController()), settings = try capture(SettingsViewController())
        let mailboxesTree = try capture(mailboxes), albumsTree = try capture(albums)
        var problems =
            try check(LoginScreen.self, login, capturedBy: "UIKit capture") + check(SettingsScreen.self, settings, capturedBy: "UIKit capture")
            + check(MailboxesScreen.self, mailboxesTree, capturedBy: "UIKit capture") + check(AlbumsScreen.self, albumsTree, capturedBy: "UIKit capture")
            + check(MailboxesScreen.self, snapshotTree(of: mailboxes), capturedBy: "XCUITest snapshot")
            + check(AlbumsScreen.self, snapshotTree(of: albums), capturedBy: "XCUITest snapshot")
        if let recordings {
            // Each screen's recording is named after its map, as `recordTree(of:named:)` names it.
            let captures = [
                (LoginScreen.screenTypeName, login), (SettingsScreen.screenTypeName, settings),
                (MailboxesScreen.screenTypeName, mailboxesTree), (AlbumsScreen.screenTypeName, albumsTree),
            ]
            problems += try RecordingCheck(folder: recordings, update: update).check(captures)
        }
        guard problems.isEmpty else {
            for problem in problems { print("FAIL \(problem)") }
            exit(1)
        }
        print("every captured screen is its map" + (recordings.map { " and its recording in \($0)" } ?? ""))
    }
}

/// The committed recordings of the captured screens: each is its screen's capture, and the
/// folder holds no recording of a screen that is not captured.
struct RecordingCheck {
    /// The folder of the recordings (`Tests/AppTests/Recordings`), as given.
    let folder: String
    /// Whether a recording that differs is written rather than reported.
    let update: Bool

    /// The differences between the captures and the recordings (empty: each recording is
    /// its capture); with `update`, writes the captures that differ and reports none of them.
    func check(_ captures: [(name: String, tree: AccessibilityTree)]) throws -> [String] {
        var problems: [String] = []
        for (name, tree) in captures {
            let path = "\(folder)/\(name).json"
            let captured = NativeJSONWriter.write(tree, pretty: true)
            guard let difference = Self.difference(committed: FileManager.default.contents(atPath: path), captured: captured, path: path)
            else { continue }
            if update {
                try captured.write(to: URL(fileURLWithPath: path))
                print("recorded \(path) from the capture (\(difference))")
            } else {
                problems.append("\(path) is not the capture of the fixture's \(name): \(difference); .ci/fixture-recordings.sh --update records it")
            }
        }
        let names = Set(captures.map { $0.name + ".json" })
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".json") && !names.contains(file) {
            problems.append("\(folder)/\(file) is a recording of no captured screen: capture it in Tests/AppleStandIn/FixtureCaptureCheck.swift or remove it")
        }
        return problems
    }

    /// Nil when the committed recording is the captured tree (in the same bytes, or read and
    /// written again by the native writer, as `recordTree` compares), else what differs:
    /// that it is missing, cannot be read, or its first line that differs.
    static func difference(committed: Data?, captured: Data, path: String) -> String? {
        guard let committed else { return "it is missing" }
        if committed == captured { return nil }
        let written: Data
        do {
            written = NativeJSONWriter.write(try AccessibilityTree(reading: committed, path: path), pretty: true)
        } catch {
            return "it cannot be read: \(error)"
        }
        if written == captured { return nil }
        let recorded = String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let capturedLines = String(decoding: captured, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(recorded, capturedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(recorded.count, capturedLines.count)
        let committedLine = line < recorded.count ? recorded[line].trimmingCharacters(in: .whitespaces) : "(its end)"
        let capturedLine = line < capturedLines.count ? capturedLines[line].trimmingCharacters(in: .whitespaces) : "(its end)"
        return "at line \(line + 1) of the tree as the native writer writes it, the recording has `\(committedLine)`, the capture `\(capturedLine)`"
    }
}

/// A fake `XCUIElementSnapshot`: what a UI test's snapshot walker reads.
struct Snapshot: CapturableElementSnapshot {
    /// `XCUIElement.ElementType`, by `ControlType`'s raw value (the same).
    struct ElementType: RawRepresentable {
        var rawValue: UInt
    }
    var elementType: ElementType
    var identifier = ""
    var label = ""
    var value: Any?
    var placeholderValue: String?
    var title = ""
    var frame: CGRect
    var isEnabled = true
    var isSelected = false
    var children: [Snapshot] = []

    init(_ type: ControlType, _ frame: CGRect, identifier: String = "", label: String = "", value: String? = nil, children: [Snapshot] = []) {
        elementType = ElementType(rawValue: type.rawValue)
        self.frame = frame
        self.identifier = identifier
        self.label = label
        self.value = value
        self.children = children
    }
}

extension FixtureCaptureCheck {
    /// The phone's screen.
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// `content` as a UI test's snapshot has it: the application, its window, the view
    /// controller's view (an `Other` with the screen's identifier).
    static func application(_ identifier: String, _ content: [Snapshot]) -> AccessibilityTree {
        let view = Snapshot(.other, screen, identifier: identifier, children: content)
        let app = Snapshot(.application, screen, label: "App", children: [Snapshot(.window, screen, children: [view])])
        return AccessibilityTree(capturingSnapshot: app, idiom: .phone, layoutDirection: .leftToRight)
    }

    /// The mailboxes screen as XCUITest records a table of default-style rows: a `Table`
    /// holding a `Cell` per row, labelled by its text and holding that text as a
    /// `StaticText` (WebDriverAgent's integration app, appium/WebDriverAgent@c279b4c7:
    /// FBScrollingTests.m:108 `XCUIElementTypeTable/XCUIElementTypeCell`,
    /// FBElementVisibilityTests.m:68 cells and their static texts).
    static func snapshotTree(of controller: MailboxesViewController) -> AccessibilityTree {
        let rows = controller.mailboxes.enumerated().map { index, mailbox in
            let frame = CGRect(x: 0, y: 44 * CGFloat(index), width: 390, height: 44)
            return Snapshot(
                .cell, frame, identifier: MailboxesScreen.id(mailbox.name), label: mailbox.title,
                children: [Snapshot(.staticText, frame.insetBy(dx: 20, dy: 0), label: mailbox.title)])
        }
        return application(MailboxesScreen.screenIdentifier, [Snapshot(.table, screen, children: rows)])
    }

    /// The albums screen as XCUITest records a collection view whose items are elements: a
    /// `CollectionView` holding a `Cell` per item with the item's label and value, holding
    /// its title's `StaticText` (scalefocus/SFPortfolioApp@b3ca7bab
    /// SynchronisedCollectionViewTests.swift:141-146: `collectionViews`, their `cells`, and
    /// the cells' `staticTexts`).
    static func snapshotTree(of controller: AlbumsViewController) -> AccessibilityTree {
        let items = controller.albums.enumerated().map { index, album in
            let frame = CGRect(x: CGFloat(index % 2) * 205, y: CGFloat(index / 2) * 240, width: 185, height: 220)
            return Snapshot(
                .cell, frame, identifier: AlbumsScreen.id(album.name), label: album.title, value: "\(album.count) photos",
                children: [Snapshot(.staticText, CGRect(x: frame.minX, y: frame.minY + 190, width: 185, height: 30), label: album.title)])
        }
        return application(AlbumsScreen.screenIdentifier, [Snapshot(.collectionView, screen, children: items)])
    }
}
