import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// A live view captured in a unit test, on fakes that behave as UIKit does from iOS 17 on:
/// `accessibilityElementCount()` answers `NSNotFound` for a view that is no indexed container,
/// a view outside a window has zero frames, a SwiftUI hosting view exposes its elements only
/// while the accessibility runtime is on and builds its list anew on every call.
@MainActor
@Suite struct CaptureLiveViewTests {
    let ui = FakeUIKit()

    /// The identifiers VoiceOver reads in `tree`, after a round trip through a native recording.
    func identifiers(_ tree: AccessibilityTree) throws -> [String] {
        let (ids, back) = try orderedIdentifiersAfterRecording(tree)
        #expect(back == tree)
        return ids
    }

    // MARK: The indexed container API

    @Test func aViewAnsweringNSNotFoundIsReadThroughItsSubviewsWithoutAnIndexedCall() throws {
        let window = ui.window()
        let card = ui.container("card", in: window)
        ui.element("title", rect(0, 0), in: card)
        ui.element("body", rect(0, 100), in: card)
        #expect(card.accessibilityElementCount() == NSNotFound)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree) == ["title", "body"])
        #expect(tree[tree.firstIndex(identifier: "card")!].explicitOrder == nil)
        #expect(ui.indexedReads.allSatisfy { $0 == 0 })
    }

    @Test func eachObjectIsAskedForItsElementsAndItsCountAtMostOnce() throws {
        let window = ui.window()
        let table = ui.container("table", in: window)
        let rows = (0..<5).map {
            ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(0, Double($0) * 50), accessibilityIdentifier: "row\($0)"))
        }
        ui.setIndexedElements(of: table, rows)
        let list = ui.container("list", in: window)
        ui.setAccessibilityElements(of: list, [ui.element("listed", rect(0, 400))])
        _ = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(ui.elementsReads.allSatisfy { $0 <= 1 })
        #expect(ui.countReads.allSatisfy { $0 <= 1 })
        #expect(ui.indexedReads[table.index] == 5)
        #expect(ui.countReads[list.index] == 0)  // `accessibilityElements` answered
    }

    @Test func anIndexedContainerWhoseReadsAreAllEmptyIsReadThroughItsSubviews() throws {
        let window = ui.window()
        let empty = ui.container("empty", in: window)
        ui.element("subview", rect(0, 0), in: empty)
        ui.setIndexedElements(of: empty, [nil, nil, nil])
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree) == ["subview"])
        #expect(tree[tree.firstIndex(identifier: "empty")!].explicitOrder == nil)
    }

    @Test func aCountOfZeroOrLessOrNSNotFoundMeansNotAContainer() throws {
        for count in [0, -1, Int.min, NSNotFound] {
            let ui = FakeUIKit()
            let window = ui.window()
            let view = ui.container("view", in: window)
            ui.element("subview", rect(0, 0), in: view)
            ui.setIndexedElements(of: view, [ui.element("listed", rect(0, 100))], count: count)
            let tree = AccessibilityTree(capturingAccessibilityObject: window)
            #expect(try identifiers(tree) == ["subview"], "count \(count)")
            #expect(ui.indexedReads[view.index] == 0, "count \(count)")
        }
    }

    @Test func aGarbageCountStopsAfterARunOfMissingElements() throws {
        let window = ui.window()
        let broken = ui.container("broken", in: window)
        ui.setIndexedElements(of: broken, [ui.element("only", rect(0, 0))], count: Int.max - 1)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree) == ["only"])
        #expect(ui.indexedReads[broken.index] == 1 + AccessibilityTree.indexedMissLimit)
    }

    @Test func missingIndexesShorterThanTheLimitAreSkipped() throws {
        let window = ui.window()
        let gappy = ui.container("gappy", in: window)
        var list: [FakeObject?] = [ui.element("first", rect(0, 0))]
        list += Array(repeating: nil, count: AccessibilityTree.indexedMissLimit - 1)
        list.append(ui.element("last", rect(0, 100)))
        ui.setIndexedElements(of: gappy, list)
        #expect(try identifiers(AccessibilityTree(capturingAccessibilityObject: window)) == ["first", "last"])
    }

    @Test func aSwiftUIHostingViewBuildsItsListOnceForACapture() throws {
        ui.accessibilityRuntimeOn = true
        let window = ui.window()
        let hosting = ui.container("hosting", in: window)
        let elements = (0..<200).map {
            ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(0, Double($0) * 4, 100, 3), accessibilityIdentifier: "e\($0)"))
        }
        ui.setSwiftUIElements(of: hosting, elements)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree).count == 200)
        #expect(ui.swiftUIListBuilds == 1)
    }

    // MARK: Frames

    @Test func aZeroFrameWithAPathTakesThePathsBounds() throws {
        let window = ui.window()
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityIdentifier: "shape",
                accessibilityPathBounds: rect(40, 300, 60, 60)), to: window)
        ui.element("above", rect(0, 100), in: window)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "shape")!].frame == Frame(x: 40, y: 300, width: 60, height: 60))
        #expect(try identifiers(tree) == ["above", "shape"])
    }

    @Test func aNonZeroFrameWinsOverThePath() {
        let window = ui.window()
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(1, 2, 3, 4), accessibilityIdentifier: "framed",
                accessibilityPathBounds: rect(40, 300, 60, 60)), to: window)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "framed")!].frame == Frame(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aZeroFrameInAContainerTakesTheFrameInContainerSpaceOnScreen() throws {
        let window = ui.window()
        let chart = ui.container("chart", rect(0, 200, 390, 300), in: window)
        let bar = ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityIdentifier: "bar", accessibilityPathBounds: rect(0, 0, 1, 1),
                accessibilityFrameInContainerSpace: rect(10, 20, 30, 40)))
        ui.setAccessibilityElements(of: chart, [bar])
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "bar")!].frame == Frame(x: 10, y: 220, width: 30, height: 40))
        #expect(try identifiers(tree) == ["bar"])
    }

    @Test func anInfiniteOrEmptyPathIsNotAFrame() {
        let window = ui.window()
        ui.add(FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "infinite", accessibilityPathBounds: .infinite), to: window)
        ui.add(FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "null", accessibilityPathBounds: .null), to: window)
        let tree = AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "infinite")!].frame == .zero)
        #expect(tree[tree.firstIndex(identifier: "null")!].frame == .zero)
    }

    // MARK: The idiom

    @Test func anUnspecifiedIdiomIsTheDevicesAndAStatedOneIsKept() {
        let window = ui.window { $0.userInterfaceIdiom = .unspecified }
        #expect(AccessibilityTree(capturingAccessibilityObject: window, deviceIdiom: .pad).idiom == .pad)
        #expect(AccessibilityTree(capturingAccessibilityObject: window).idiom == .phone)
        let tv = ui.window { $0.userInterfaceIdiom = .tv }
        #expect(AccessibilityTree(capturingAccessibilityObject: tv, deviceIdiom: .pad).idiom == .tv)
    }

    // MARK: Capturing in a unit test: window, runtime, restore

    /// A login screen built without a window, as a test makes a view controller's view.
    func windowlessScreen() -> FakeObject {
        let screen = ui.container("LoginScreen")
        ui.element("LoginScreen.email", rect(20, 100, 350, 44), in: screen)
        ui.element("LoginScreen.signIn", rect(20, 160, 350, 44), traits: .button, in: screen)
        return screen
    }

    @Test func aWindowlessViewHasZeroFramesSoAPlainWalkReadsNothing() throws {
        let screen = windowlessScreen()
        let tree = AccessibilityTree(capturingAccessibilityObject: screen)
        #expect(tree.nodes.allSatisfy { $0.frame == .zero })
        #expect(try identifiers(tree) == [])
    }

    @Test func aWindowlessViewIsHostedInTheKeyWindowLaidOutCapturedAndRestored() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(try identifiers(tree) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(tree[0].identifier == "LoginScreen")  // the view, not the key window
        #expect(host.log == ["runtime on", "host", "layOut", "runLoop", "restore", "runtime off"])
        #expect(ui.superview(of: screen) == nil)
        #expect(!ui.isInWindow(screen))
        #expect(!ui.accessibilityRuntimeOn)
    }

    @Test func aViewInsideAWindowlessHierarchyHostsItsTopAncestor() throws {
        let root = ui.container("root")
        let screen = windowlessScreen()
        ui.addSubview(screen, to: root)
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(try identifiers(tree) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(ui.superview(of: screen)?.index == root.index)
        #expect(ui.superview(of: root) == nil)
    }

    @Test func aViewAlreadyInAWindowStaysWhereItIs() throws {
        let window = ui.window("appWindow")
        let screen = windowlessScreen()
        ui.addSubview(screen, to: window)
        let host = FakeCaptureHost(ui)
        ui.accessibilityRuntimeOn = true
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(try identifiers(tree) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(host.log == ["layOut", "runLoop"])  // the runtime was on: left on, untouched
        #expect(ui.superview(of: screen)?.index == window.index)
        #expect(ui.accessibilityRuntimeOn)
    }

    @Test func aSwiftUIHostingViewExposesItsElementsOnceTheRuntimeIsOn() throws {
        let hosting = ui.container("hosting")
        let text = ui.add(FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "greeting", accessibilityPathBounds: rect(20, 80, 200, 30)))
        let button = ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(20, 140, 200, 44), accessibilityIdentifier: "go", accessibilityTraits: .button))
        ui.setSwiftUIElements(of: hosting, [text, button])
        #expect(try identifiers(AccessibilityTree(capturingAccessibilityObject: hosting)) == [])
        let tree = try AccessibilityTree(capturingLiveView: hosting, host: FakeCaptureHost(ui))
        #expect(try identifiers(tree) == ["greeting", "go"])
        #expect(tree[tree.firstIndex(identifier: "greeting")!].frame == Frame(x: 20, y: 80, width: 200, height: 30))
    }

    @Test func theDevicesIdiomFillsAnUnspecifiedTraitCollection() throws {
        let screen = ui.container("screen") { $0.userInterfaceIdiom = .unspecified }
        let host = FakeCaptureHost(ui)
        host.deviceIdiom = .pad
        #expect(try AccessibilityTree(capturingLiveView: screen, host: host).idiom == .pad)
    }

    @Test func withoutAHostApplicationTheCaptureFailsBeforeTouchingAnything() {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.hasHostApplication = false
        #expect(throws: CaptureError.noHostApplication) { try AccessibilityTree(capturingLiveView: screen, host: host) }
        #expect(host.log == [])
        #expect(CaptureError.noHostApplication.reason.contains("host application"))
    }

    /// The reason a capture of `screen` fails, or nil after recording that it did not.
    func failure(_ screen: FakeObject, _ host: FakeCaptureHost) -> String? {
        do {
            _ = try AccessibilityTree(capturingLiveView: screen, host: host)
            Issue.record("the capture did not fail")
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aMissingAccessibilityLibraryFailsNamingTheRuntime() {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.switchAvailable = false
        let reason = failure(screen, host)
        #expect(reason?.contains("accessibility runtime") == true)
        #expect(reason?.contains("libAccessibility could not be loaded") == true)
        #expect(host.log == [])
        #expect(ui.superview(of: screen) == nil)
    }

    @Test func aSwitchThatStaysOffFailsLoudly() {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.switchIgnoresWrites = true
        #expect(failure(screen, host)?.contains("still off") == true)
        #expect(!host.log.contains("host"))
    }

    @Test func withoutAKeyWindowTheCaptureFailsAndTheRuntimeIsRestored() {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.keyWindow = nil
        #expect(throws: CaptureError.noKeyWindow) { try AccessibilityTree(capturingLiveView: screen, host: host) }
        #expect(host.log == ["runtime on", "runtime off"])
        #expect(!ui.accessibilityRuntimeOn)
    }
}
