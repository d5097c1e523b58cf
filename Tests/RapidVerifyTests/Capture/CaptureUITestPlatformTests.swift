import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// What XCUITest's snapshots do on a device, on fakes: `snapshot()` fails past about 62
/// levels of nesting or on trees too large to send in time, a snapshot carries no
/// visibility, and in Split View or Stage Manager the app has a slice of the screen.
@MainActor
@Suite struct CaptureUITestPlatformTests {
    let snapshots = FakeSnapshots()

    /// An application with one window holding a chain `depth` levels deep that ends in a button.
    func deepScreen(depth: Int) -> FakeSnapshot {
        let (app, window) = phoneApp()
        var parent = snapshots.add(.other, FakeSnapshotAttributes(identifier: "Screen", frame: rect(0, 0, 390, 844)), to: window)
        for _ in 0..<depth { parent = snapshots.add(.other, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: parent) }
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "Screen.go", label: "Go", frame: rect(20, 100, 100, 44)), to: parent)
        snapshots.add(.staticText, FakeSnapshotAttributes(identifier: "Screen.title", label: "Title", frame: rect(20, 40, 200, 30)), to: window)
        return app
    }

    /// An application and its window, the size of a phone screen.
    func phoneApp() -> (app: FakeSnapshot, window: FakeSnapshot) {
        let app = snapshots.add(.application, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)))
        return (app, snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: app))
    }

    func capture(_ root: FakeSnapshot) throws(CaptureError) -> AccessibilityTree {
        try AccessibilityTree(capturingElement: FakeElement(root), configuration: RecordingConfiguration())
    }

    // MARK: Deep and large trees

    @Test func aShallowTreeTakesOneSnapshot() throws {
        let tree = try capture(deepScreen(depth: 10))
        #expect(snapshots.snapshotCalls == [0])
        #expect(tree.count == 15)  // application, window, screen, 10 levels, button, title
    }

    @Test func aTreeTooDeepForOneSnapshotIsCapturedSubtreeBySubtreeAndEqualsTheWholeCapture() throws {
        let app = deepScreen(depth: 70)
        let tree = try capture(app)
        #expect(snapshots.snapshotCalls.count > 1)
        let whole = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration())
        #expect(tree == whole)
        let (ids, back) = try orderedIdentifiersAfterRecording(tree)
        #expect(back == tree)
        #expect(ids == ["Screen.title", "Screen.go"])
    }

    @Test func aSnapshotThatTimesOutIsCapturedSubtreeBySubtree() throws {
        snapshots.snapshotSizeLimit = 10
        let app = deepScreen(depth: 20)
        let tree = try capture(app)
        #expect(tree == AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration()))
    }

    @Test func aTreeStillTooDeepAtTheDescentLimitFailsNamingTheNesting() {
        snapshots.snapshotNestingLimit = 2
        let app = deepScreen(depth: AccessibilityTree.snapshotDescentLimit + 10)
        do {
            _ = try capture(app)
            Issue.record("captured a tree too deep to capture")
        } catch {
            #expect(error.reason.contains("nested deeper than XCTest can send in one snapshot"))
            #expect(error.reason.contains("Too many nested arrays or dictionaries"))
            #expect(error.reason.contains("\(AccessibilityTree.snapshotDescentLimit) levels down"))
        }
    }

    @Test func anotherSnapshotErrorIsNamedWithoutADescent() {
        let app = deepScreen(depth: 3)
        snapshots.brokenElements = [app.index]
        #expect(throws: CaptureError(reason: "snapshot() failed: Failed to get snapshot: kAXErrorInvalidUIElement")) {
            try capture(app)
        }
        #expect(snapshots.snapshotCalls == [app.index])
    }

    @Test func anotherErrorDuringTheDescentFailsTheCapture() {
        let app = deepScreen(depth: 70)
        snapshots.brokenElements = [2]  // the screen, a level below the window
        do {
            _ = try capture(app)
            Issue.record("captured around a broken element")
        } catch {
            #expect(error.reason.contains("kAXErrorInvalidUIElement"))
        }
    }

    @Test func eachChildIsSnapshottedOnceAndEachElementAskedForItsChildrenOnce() throws {
        let app = deepScreen(depth: 70)
        _ = try capture(app)
        #expect(Set(snapshots.snapshotCalls).count == snapshots.snapshotCalls.count, "a child snapshotted twice: \(snapshots.snapshotCalls)")
        #expect(Set(snapshots.childQueries).count == snapshots.childQueries.count, "children asked twice: \(snapshots.childQueries)")
        // Each element whose snapshot failed has its nine attributes read once.
        let unsent = Set(snapshots.childQueries)
        #expect(snapshots.attributeReads.count == 9 * unsent.count)
    }

    @Test func anElementThatStopsResolvingDuringTheDescentIsACaptureErrorNotAnXCTestFailure() {
        let app = deepScreen(depth: 70)
        snapshots.vanishingElements = [2]  // the screen disappears once its snapshot failed
        do {
            _ = try capture(app)
            Issue.record("captured around an element that no longer resolves")
        } catch {
            #expect(error.reason.contains("stopped resolving"))
        }
        #expect(snapshots.recordedFailures == [])
    }

    // MARK: Visibility

    @Test func aLoadedPageOffScreenIsNotVisibleAndNotRead() throws {
        let (app, window) = phoneApp()
        let pager = snapshots.add(.other, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: window)
        snapshots.add(.staticText, FakeSnapshotAttributes(identifier: "page1", label: "One", frame: rect(20, 100, 300, 40)), to: pager)
        snapshots.add(.staticText, FakeSnapshotAttributes(identifier: "page2", label: "Two", frame: rect(410, 100, 300, 40)), to: pager)
        snapshots.add(.staticText, FakeSnapshotAttributes(identifier: "edge", label: "Edge", frame: rect(380, 100, 300, 40)), to: pager)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration())
        #expect(!tree[tree.firstIndex(identifier: "page2")!].visible)
        #expect(tree[tree.firstIndex(identifier: "edge")!].visible)  // partly on screen
        #expect(try orderedIdentifiersAfterRecording(tree).identifiers == ["page1", "edge"])
    }

    @Test func aRowBelowTheWindowInsideItsScrollContainerStaysVisible() throws {
        let (app, window) = phoneApp()
        let table = snapshots.add(.table, FakeSnapshotAttributes(frame: rect(0, 0, 390, 2000)), to: window)
        snapshots.add(.cell, FakeSnapshotAttributes(identifier: "below", label: "Below", frame: rect(0, 1000, 390, 44)), to: table)
        snapshots.add(.cell, FakeSnapshotAttributes(identifier: "beyond", label: "Beyond", frame: rect(0, 2100, 390, 44)), to: table)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration())
        #expect(tree[tree.firstIndex(identifier: "below")!].visible)
        #expect(!tree[tree.firstIndex(identifier: "beyond")!].visible)
    }

    @Test func windowsAndNodesWithoutASizeStayVisible() {
        let (app, window) = phoneApp()
        snapshots.add(.window, FakeSnapshotAttributes(identifier: "otherWindow", frame: rect(1000, 0, 390, 844)), to: app)
        snapshots.add(.other, FakeSnapshotAttributes(identifier: "zero", frame: rect(900, 900, 0, 0)), to: window)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration())
        #expect(tree.nodes.allSatisfy { $0.visible })
    }

    // MARK: Split View and Stage Manager

    @Test func inSplitViewFramesAreRelativeToTheAppsWindowAndTheSizeIsTheWindows() throws {
        let app = snapshots.add(.application, FakeSnapshotAttributes(frame: rect(0, 0, 1366, 1024)))
        let window = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(688, 0, 678, 1024)), to: app)
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "go", label: "Go", frame: rect(708, 100, 100, 44)), to: window)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration(idiom: .pad))
        #expect(tree.configuration.screenSize == ScreenSize(width: 678, height: 1024))
        #expect(tree.configuration.orientation == .portrait)
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 678, height: 1024))
        #expect(tree[1].frame == Frame(x: 0, y: 0, width: 678, height: 1024))
        #expect(tree[tree.firstIndex(identifier: "go")!].frame == Frame(x: 20, y: 100, width: 100, height: 44))
        #expect(try orderedIdentifiersAfterRecording(tree).identifiers == ["go"])
    }

    @Test func aSlideOverAtTheLeftEdgeTakesTheWindowsSize() {
        let app = snapshots.add(.application, FakeSnapshotAttributes(frame: rect(0, 0, 1366, 1024)))
        snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 320, 1024)), to: app)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration(idiom: .pad))
        #expect(tree.configuration.screenSize == ScreenSize(width: 320, height: 1024))
    }

    @Test func aFullScreenAppKeepsItsFrames() {
        let (app, window) = phoneApp()
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "go", frame: rect(20, 100, 100, 44)), to: window)
        let tree = AccessibilityTree(capturingSnapshot: app, configuration: RecordingConfiguration())
        #expect(tree[tree.firstIndex(identifier: "go")!].frame == Frame(x: 20, y: 100, width: 100, height: 44))
        #expect(tree.configuration.screenSize == ScreenSize(width: 390, height: 844))
    }
}
