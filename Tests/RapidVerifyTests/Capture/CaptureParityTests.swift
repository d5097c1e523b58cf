import Foundation
import Testing
import RapidMap
import RapidVerify
import RapidMapTestSupport

/// A table's map: two rows, as XCUITest records them (cells).
private enum MailboxesTestScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .cell, identifier: id("inbox"), label: "Inbox"),
            ControlInformation(index: 1, type: .cell, identifier: id("drafts"), label: "Drafts"),
        ]
    }
}

/// A collection view's map: two items, as XCUITest records them (cells).
private enum AlbumsTestScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .cell, identifier: id("recents"), label: "Recents"),
            ControlInformation(index: 1, type: .cell, identifier: id("favorites"), label: "Favorites"),
        ]
    }
}

/// One map whichever way a screen is captured: a table and a collection view captured in a
/// unit test (the UIKit walker, with the objects' classes) and in a UI test (the XCUITest
/// snapshot walker) verify against the same map. Before the class was read, the unit test's
/// rows were `button`s and its map failed in the UI test.
@MainActor
@Suite struct CaptureParityTests {
    let ui = FakeUIKit()
    let snapshots = FakeSnapshots()

    static let viewAncestry = ["UIView", "UIResponder", "NSObject"]

    /// A screen's root view (identified) in a window, holding a scroll container of class
    /// `containerClasses` with one element per row: `(class chain, traits, name, label)`.
    func uiKitScreen(
        _ screen: String, _ containerClasses: [String], rows: [(classes: [String], traits: AccessibilityTraitSet, name: String, label: String)]
    ) throws -> AccessibilityTree {
        let window = ui.window()
        let root = ui.container(screen, in: window)
        let list = ui.container(nil, in: root) { $0.accessibilityClassNames = containerClasses + Self.viewAncestry }
        for (index, row) in rows.enumerated() {
            let cell = ui.add(
                FakeProperties(
                    isAccessibilityElement: true, accessibilityFrame: rect(0, Double(index) * 44, 390, 44),
                    accessibilityIdentifier: "\(screen).\(row.name)", accessibilityLabel: row.label, accessibilityTraits: row.traits,
                    accessibilityClassNames: row.classes + Self.viewAncestry),
                to: list)
            // The row's text, inside it (VoiceOver reads the row, not its text).
            ui.element(row.label, rect(20, Double(index) * 44, 350, 44), in: cell)
        }
        return try AccessibilityTree(capturingAccessibilityObject: window)
    }

    /// The same screen as a UI test's snapshot: application, window, the root view (`other`),
    /// the container of type `containerType`, a `cell` per row holding its text.
    func snapshotScreen(_ screen: String, _ containerType: ControlType, rows: [(name: String, label: String)]) -> AccessibilityTree {
        let app = snapshots.add(.application, FakeSnapshotAttributes(label: "App", frame: rect(0, 0, 390, 844)))
        let window = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: app)
        let root = snapshots.add(.other, FakeSnapshotAttributes(identifier: screen, frame: rect(0, 0, 390, 844)), to: window)
        let list = snapshots.add(containerType, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: root)
        for (index, row) in rows.enumerated() {
            let frame = rect(0, Double(index) * 44, 390, 44)
            let cell = snapshots.add(
                .cell, FakeSnapshotAttributes(identifier: "\(screen).\(row.name)", label: row.label, frame: frame), to: list)
            snapshots.add(.staticText, FakeSnapshotAttributes(label: row.label, frame: frame), to: cell)
        }
        return AccessibilityTree(capturingSnapshot: app, idiom: .phone, layoutDirection: .leftToRight)
    }

    /// The screen captured both ways (the rows' UIKit classes `rowClasses`, with the button
    /// trait) verifies against `screen`'s one map; the unit test's container has its type.
    func expectOneMap<S: RapidScreen>(
        _ screen: S.Type, container: (classes: [String], type: ControlType), rowClasses: [String], rows: [(name: String, label: String)]
    ) throws {
        let unitTest = try uiKitScreen(
            S.screenTypeName, container.classes, rows: rows.map { (rowClasses, .button, $0.name, $0.label) })
        let uiTest = snapshotScreen(S.screenTypeName, container.type, rows: rows)
        let fromUnitTest = Verifier.verify(screen, unitTest)
        #expect(fromUnitTest.passed, "\(fromUnitTest)")
        #expect(Verifier.verify(screen, uiTest).passed)
        #expect(unitTest.nodes.contains { $0.type == container.type })
    }

    @Test func aTableCapturedInAUnitTestAndInAUITestGivesOneMap() throws {
        // UIKit gives a selectable row the button trait; the row is a UITableViewCell subclass.
        try expectOneMap(
            MailboxesTestScreen.self, container: (["UITableView", "UIScrollView"], .table),
            rowClasses: ["App.MailboxCell", "UITableViewCell"], rows: [("inbox", "Inbox"), ("drafts", "Drafts")])
    }

    @Test func aCollectionViewCapturedInAUnitTestAndInAUITestGivesOneMap() throws {
        // The app made each item one element, a button.
        try expectOneMap(
            AlbumsTestScreen.self, container: (["UICollectionView", "UIScrollView"], .collectionView),
            rowClasses: ["UICollectionViewCell", "UICollectionReusableView"], rows: [("recents", "Recents"), ("favorites", "Favorites")])
    }
}
