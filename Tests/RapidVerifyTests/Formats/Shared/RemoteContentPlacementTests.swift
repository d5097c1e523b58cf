import Foundation
import Testing
@testable import RapidVerify
import RapidMap

/// `RemoteContentPlacement`: the content of a remote container, whose frames restart at
/// 0,0, is placed at its container's corner when the recording is read. The shape is the
/// iOS 26 Safari share sheet's (`../shared/realtrees/`): `ShareSheet.RemoteContainerView`
/// at (0, 63), two levels down an `Other` at (0, 0) with the container's size, holding the
/// sheet's bar and items in the sheet's own coordinates.
@Suite struct RemoteContentPlacementTests {
    /// An Appium XML page source: a button above a remote container at (`x`, `y`), whose
    /// content restarts at 0,0 (`restart`), or stays in screen coordinates.
    static func source(container: String = "ShareSheet.RemoteContainerView", x: Int = 0, y: Int = 63, width: Int = 402, height: Int = 811, restart: Bool = true)
        -> String
    {
        let inner = restart ? "x=\"0\" y=\"0\"" : "x=\"\(x)\" y=\"\(y)\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Safari" label="Safari" x="0" y="0" width="402" height="874">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="\(container)" x="\(x)" y="\(y)" width="\(width)" height="\(height)">
                <XCUIElementTypeOther type="XCUIElementTypeOther" x="\(x)" y="\(y)" width="\(width)" height="\(height)">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" \(inner) width="\(width)" height="\(height)">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="\(width)" height="\(height)">
                      <XCUIElementTypeButton type="XCUIElementTypeButton" name="header.closeButton" label="Close" x="346" y="14" width="36" height="36"/>
                    </XCUIElementTypeOther>
                    <XCUIElementTypeCell type="XCUIElementTypeCell" name="shareCell" label="News" x="22" y="129" width="82" height="123"/>
                  </XCUIElementTypeOther>
                </XCUIElementTypeOther>
              </XCUIElementTypeOther>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Behind" x="10" y="100" width="40" height="20"/>
            </XCUIElementTypeApplication>
            """
    }

    static func frame(_ tree: AccessibilityTree, _ label: String) -> Frame? {
        tree.nodes.first { $0.label == label }?.frame
    }

    @Test func contentThatRestartsAtZeroIsPlacedAtItsContainersCorner() throws {
        let tree = try AccessibilityTree(reading: Data(Self.source().utf8))
        #expect(Self.frame(tree, "Close") == Frame(x: 346, y: 77, width: 36, height: 36))
        #expect(Self.frame(tree, "News") == Frame(x: 22, y: 192, width: 82, height: 123))
        // The container and the nodes above the restart keep their recorded frames.
        #expect(tree[1].frame == Frame(x: 0, y: 63, width: 402, height: 811))
        #expect(tree[3].frame == Frame(x: 0, y: 63, width: 402, height: 811))
        // The button recorded outside the container is not moved, and now comes before the sheet's items.
        #expect(Self.frame(tree, "Behind") == Frame(x: 10, y: 100, width: 40, height: 20))
        #expect(TraversalEngine().order(tree).compactMap(\.node.label) == ["Close", "Behind", "News"])
        #expect(RemoteContentPlacement.unplacedContainers(in: tree).isEmpty)
    }

    @Test func contentAlreadyInScreenCoordinatesIsLeftAsRecorded() throws {
        let tree = try AccessibilityTree(reading: Data(Self.source(restart: false).utf8))
        #expect(Self.frame(tree, "News") == Frame(x: 22, y: 129, width: 82, height: 123))
    }

    @Test func aContainerAtTheScreensCornerMovesNothing() throws {
        let tree = try AccessibilityTree(reading: Data(Self.source(y: 0).utf8))
        #expect(Self.frame(tree, "Close") == Frame(x: 346, y: 14, width: 36, height: 36))
    }

    @Test func aViewThatIsNoRemoteContainerIsNotMoved() throws {
        let tree = try AccessibilityTree(reading: Data(Self.source(container: "Settings.ContainerView").utf8))
        #expect(Self.frame(tree, "News") == Frame(x: 22, y: 129, width: 82, height: 123))
    }

    @Test func aRemoteContainerWithoutAFrameIsNamedForThePicturesNote() throws {
        let tree = try AccessibilityTree(reading: Data(Self.source(y: 0, width: 0, height: 0).utf8))
        #expect(Self.frame(tree, "Close") == Frame(x: 346, y: 14, width: 36, height: 36))
        #expect(RemoteContentPlacement.unplacedContainers(in: tree) == ["ShareSheet.RemoteContainerView"])
    }

    @Test func remoteContainersAreRecognisedByTheLastPartOfTheirIdentifier() {
        func node(_ id: String) -> AccessibilityNode { AccessibilityNode(type: .other, identifier: id) }
        #expect(RemoteContentPlacement.isRemoteContainer(node("ShareSheet.RemoteContainerView")))
        #expect(RemoteContentPlacement.isRemoteContainer(node("_UIRemoteView")))
        #expect(!RemoteContentPlacement.isRemoteContainer(node("Remote.ContainerView")))
        #expect(!RemoteContentPlacement.isRemoteContainer(node("RemoteControls")))
    }

    @Test func placementIsLinearInADeepRemoteContainer() throws {
        // A remote container 20,000 levels deep inside another: one pass, no recursion.
        var builder = AccessibilityTree.Builder()
        _ = builder.open(AccessibilityNode(type: .application, frame: Frame(x: 0, y: 0, width: 402, height: 874)))
        _ = builder.open(AccessibilityNode(type: .other, identifier: "A.RemoteContainerView", frame: Frame(x: 0, y: 63, width: 402, height: 811)))
        for _ in 0..<20_000 { _ = builder.open(AccessibilityNode(type: .other, frame: Frame(x: 0, y: 0, width: 402, height: 811))) }
        _ = builder.leaf(AccessibilityNode(type: .button, label: "Deep", frame: Frame(x: 10, y: 10, width: 40, height: 40)))
        while builder.depth > 0 { builder.close() }
        var tree = try builder.finish()
        RemoteContentPlacement.place(&tree)
        #expect(Self.frame(tree, "Deep") == Frame(x: 10, y: 73, width: 40, height: 40))
    }
}
