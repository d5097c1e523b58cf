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
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree) == ["title", "body"])
        #expect(tree[tree.firstIndex(identifier: "card")!].explicitOrder == nil)
        #expect(ui.indexedReads.allSatisfy { $0 == 0 })
    }

    @Test func eachObjectIsAskedForItsElementsAndItsCountAtMostOnce() throws {
        let window = ui.window()
        let table = ui.nonViewContainer("table", listedBy: window)
        let rows = (0..<5).map {
            ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(0, Double($0) * 50), accessibilityIdentifier: "row\($0)"))
        }
        ui.setIndexedElements(of: table, rows)
        let list = ui.nonViewContainer("list", listedBy: window)
        ui.setAccessibilityElements(of: list, [ui.element("listed", rect(0, 400))])
        _ = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(ui.elementsReads.allSatisfy { $0 <= 1 })
        #expect(ui.countReads.allSatisfy { $0 <= 1 })
        #expect(ui.indexedReads[table.index] == 5)
        #expect(ui.countReads[list.index] == 0)  // `accessibilityElements` answered
    }

    @Test func anIndexedContainerWhoseReadsAreAllEmptyHasNoChildren() throws {
        let window = ui.window()
        let empty = ui.nonViewContainer("empty", listedBy: window)
        ui.setIndexedElements(of: empty, [nil, nil, nil])
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        let node = tree.firstIndex(identifier: "empty")!
        #expect(tree.subtree(of: node).count == 1)
        #expect(tree[node].explicitOrder == nil)
    }

    @Test func aCountOfZeroOrLessOrNSNotFoundMeansNotAContainer() throws {
        for count in [0, -1, Int.min, NSNotFound] {
            let ui = FakeUIKit()
            let window = ui.window()
            let container = ui.nonViewContainer("container", listedBy: window)
            ui.setIndexedElements(of: container, [ui.element("listed", rect(0, 100))], count: count)
            let tree = try AccessibilityTree(capturingAccessibilityObject: window)
            #expect(try identifiers(tree) == [], "count \(count)")
            #expect(ui.indexedReads[container.index] == 0, "count \(count)")
        }
    }

    @Test func aViewsIndexedAPIIsNeverAskedSoAMapViewDoesNotCrashTheWalk() throws {
        let window = ui.window()
        let map = ui.container("map", in: window)
        ui.makeMapView(map)
        ui.element("pin", rect(100, 100, 44, 44), traits: .button, in: map)
        ui.setIndexedElements(of: map, [ui.element("annotation", rect(0, 300))])
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(ui.crashes == [])
        #expect(ui.countReads[map.index] == 0 && ui.indexedReads[map.index] == 0)
        #expect(try identifiers(tree) == ["pin"])  // its subviews, as AccessibilitySnapshot reads a view
    }

    @Test func aGarbageCountStopsAfterARunOfMissingElements() throws {
        let window = ui.window()
        let broken = ui.nonViewContainer("broken", listedBy: window)
        ui.setIndexedElements(of: broken, [ui.element("only", rect(0, 0))], count: Int.max - 1)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(try identifiers(tree) == ["only"])
        #expect(ui.indexedReads[broken.index] == 1 + AccessibilityTree.indexedMissLimit)
    }

    @Test func missingIndexesShorterThanTheLimitAreSkipped() throws {
        let window = ui.window()
        let gappy = ui.nonViewContainer("gappy", listedBy: window)
        var list: [FakeObject?] = [ui.element("first", rect(0, 0))]
        list += Array(repeating: nil, count: AccessibilityTree.indexedMissLimit - 1)
        list.append(ui.element("last", rect(0, 100)))
        ui.setIndexedElements(of: gappy, list)
        #expect(try identifiers(try AccessibilityTree(capturingAccessibilityObject: window)) == ["first", "last"])
    }

    @Test func aSwiftUIHostingViewBuildsItsListOnceForACapture() throws {
        ui.accessibilityRuntimeOn = true
        let window = ui.window()
        let hosting = ui.container("hosting", in: window)
        let elements = (0..<200).map {
            ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(0, Double($0) * 4, 100, 3), accessibilityIdentifier: "e\($0)"))
        }
        ui.setSwiftUIElements(of: hosting, elements)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
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
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "shape")!].frame == Frame(x: 40, y: 300, width: 60, height: 60))
        #expect(try identifiers(tree) == ["above", "shape"])
    }

    @Test func aNonZeroFrameWinsOverThePath() throws {
        let window = ui.window()
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(1, 2, 3, 4), accessibilityIdentifier: "framed",
                accessibilityPathBounds: rect(40, 300, 60, 60)), to: window)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
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
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "bar")!].frame == Frame(x: 10, y: 220, width: 30, height: 40))
        #expect(try identifiers(tree) == ["bar"])
    }

    @Test func anInfiniteOrEmptyPathIsNotAFrame() throws {
        let window = ui.window()
        ui.add(FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "infinite", accessibilityPathBounds: .infinite), to: window)
        ui.add(FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "null", accessibilityPathBounds: .null), to: window)
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "infinite")!].frame == .zero)
        #expect(tree[tree.firstIndex(identifier: "null")!].frame == .zero)
    }

    // MARK: The idiom

    @Test func anUnspecifiedIdiomIsTheDevicesAndAStatedOneIsKept() throws {
        let window = ui.window { $0.userInterfaceIdiom = .unspecified }
        #expect(try AccessibilityTree(capturingAccessibilityObject: window, deviceIdiom: .pad).idiom == .pad)
        #expect(try AccessibilityTree(capturingAccessibilityObject: window).idiom == .phone)
        let tv = ui.window { $0.userInterfaceIdiom = .tv }
        #expect(try AccessibilityTree(capturingAccessibilityObject: tv, deviceIdiom: .pad).idiom == .tv)
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
        let tree = try AccessibilityTree(capturingAccessibilityObject: screen)
        #expect(tree.nodes.allSatisfy { $0.frame == .zero })
        #expect(try identifiers(tree) == [])
    }

    @Test func aWindowlessViewIsHostedInTheKeyWindowLaidOutCapturedAndRestored() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(try identifiers(tree) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(tree[0].identifier == "LoginScreen")  // the view, not the key window
        #expect(host.log == ["runtime on", "host", "layOut", "runLoop", "runLoop", "layOut", "restore"])
        #expect(ui.superview(of: screen) == nil)
        #expect(!ui.isInWindow(screen))
        #expect(ui.accessibilityRuntimeOn)  // on until the process exits
    }

    @Test func theRuntimeIsTurnedOnOnceForTheProcessAndBackOffAtItsExit() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        for _ in 0..<3 { _ = try AccessibilityTree(capturingLiveView: screen, host: host) }
        #expect(host.log.filter { $0.hasPrefix("runtime") } == ["runtime on"])
        #expect(ui.accessibilityRuntimeOn)
        host.exit()
        #expect(host.log.last == "runtime off")
        #expect(!ui.accessibilityRuntimeOn)
    }

    @Test func aRuntimeAlreadyOnIsLeftOnAtExit() throws {
        ui.accessibilityRuntimeOn = true
        let host = FakeCaptureHost(ui)
        _ = try AccessibilityTree(capturingLiveView: windowlessScreen(), host: host)
        host.exit()
        #expect(!host.log.contains { $0.hasPrefix("runtime") })
        #expect(ui.accessibilityRuntimeOn)
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
        #expect(host.log == ["layOut", "runLoop", "runLoop", "layOut"])  // the runtime was on: left on, untouched
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
        #expect(try identifiers(try AccessibilityTree(capturingAccessibilityObject: hosting)) == [])
        let tree = try AccessibilityTree(capturingLiveView: hosting, host: FakeCaptureHost(ui))
        #expect(try identifiers(tree) == ["greeting", "go"])
        #expect(tree[tree.firstIndex(identifier: "greeting")!].frame == Frame(x: 20, y: 80, width: 200, height: 30))
    }

    @Test func theDevicesIdiomFillsAnUnspecifiedTraitCollection() throws {
        let screen = ui.container("screen") { $0.userInterfaceIdiom = .unspecified }
        ui.element("title", rect(20, 80), in: screen)
        let host = FakeCaptureHost(ui)
        host.deviceIdiom = .pad
        #expect(try AccessibilityTree(capturingLiveView: screen, host: host).idiom == .pad)
    }

    @Test func withoutAHostApplicationUnsetPropertiesAreRefusedNamingTheHostApplication() {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.hasHostApplication = false  // labels and traits read unset, as the peers report
        let reason = failure(screen, host)
        #expect(reason == CaptureError.propertiesUnsetWithoutHostApplication.reason)
        #expect(reason?.contains("Host Application") == true)
        #expect(ui.superview(of: screen) == nil)  // put back
    }

    @Test func withoutAHostApplicationOneLabelledElementShowsThePropertiesArePopulated() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.hasHostApplication = false
        ui.populatedWithoutHost = true
        // An element with neither label nor traits next to one with them: not refused.
        ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(20, 220, 350, 44), accessibilityIdentifier: "bare"), to: screen)
        #expect(try identifiers(AccessibilityTree(capturingLiveView: screen, host: host)).contains("bare"))
    }

    @Test func withoutAHostApplicationTheViewIsShownInAWindowOfItsOwn() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.hasHostApplication = false  // a Swift package's test target: no key window
        ui.populatedWithoutHost = true  // not known: seen only on a Mac
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(try identifiers(tree) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(host.log == ["runtime on", "own window", "layOut", "runLoop", "runLoop", "layOut", "restore"])
        #expect(host.ownWindow != nil)
        #expect(ui.superview(of: screen) == nil)
    }

    @Test func withoutAHostApplicationAnEmptyViewFailsNamingWhatIsKnownMissingThere() {
        let host = FakeCaptureHost(ui)
        host.hasHostApplication = false
        let reason = failure(ui.container("empty"), host)
        #expect(reason?.contains("no accessibility element within 5 s") == true)
        #expect(reason?.contains("no host application") == true)
    }

    // MARK: Waiting for the elements

    @Test func aSwiftUIViewIsReadAgainUntilItPublishesItsElements() throws {
        ui.swiftUIPublishTurns = 3
        let hosting = ui.container("hosting")
        let text = ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(20, 80, 200, 30), accessibilityIdentifier: "greeting"))
        ui.setSwiftUIElements(of: hosting, [text])
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: hosting, host: host)
        #expect(try identifiers(tree) == ["greeting"])
        // Three turns until it shows, one more to see that nothing else lands.
        #expect(host.log.filter { $0 == "runLoop" }.count == 4)
        #expect(host.now < AccessibilityTree.elementAppearanceTimeout)
    }

    /// A UIKit screen holding a SwiftUI hosting view: the label is there at once, the
    /// SwiftUI text a turn later (cashapp/AccessibilitySnapshot#348).
    func screenWithALabelAndASwiftUIChild() -> FakeObject {
        ui.swiftUIPublishTurns = 2
        let screen = ui.container("screen")
        ui.element("title", rect(20, 40, 200, 30), in: screen)
        let hosting = ui.container("hosting", rect(0, 100, 390, 200), in: screen)
        let text = ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(20, 120, 200, 30), accessibilityIdentifier: "greeting"))
        ui.setSwiftUIElements(of: hosting, [text])
        return screen
    }

    @Test func aUIKitLabelDoesNotEndTheWaitBeforeASwiftUIChildAppears() throws {
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: screenWithALabelAndASwiftUIChild(), host: host)
        #expect(try identifiers(tree) == ["title", "greeting"])
        // One read with the label alone, one with both, one more finding the same two.
        #expect(host.log.filter { $0 == "runLoop" }.count == 3)
    }

    /// A screen that loads its content in a task queued on the main actor (a view
    /// controller's `Task {}` in `viewDidLoad`, SwiftUI's `.task {}`): the content appears
    /// when that job runs.
    func screenLoadingInATask(_ host: FakeCaptureHost) -> FakeObject {
        let screen = ui.container("screen")
        host.mainActorJobs.append { [ui] in ui.element("loaded", rect(20, 40, 200, 30), in: screen) }
        return screen
    }

    @Test func inASwiftTestingMainActorTestTheRunLoopCaptureSeesNoContentLoadedInATask() {
        let host = FakeCaptureHost(ui)
        host.framework = .swiftTestingMainActor
        let reason = failure(screenLoadingInATask(host), host)
        #expect(reason?.contains("no accessibility element within 5 s") == true)
        #expect(!host.mainActorJobs.isEmpty)
    }

    @Test func inASwiftTestingMainActorTestTheAsyncCaptureSeesContentLoadedInATask() async throws {
        let host = FakeCaptureHost(ui)
        host.framework = .swiftTestingMainActor
        let tree = try await AccessibilityTree(capturingLiveViewSuspending: screenLoadingInATask(host), host: host)
        #expect(try identifiers(tree) == ["loaded"])
        #expect(host.log.contains("suspend") && !host.log.contains("runLoop"))
        #expect(host.now < AccessibilityTree.elementAppearanceTimeout)
    }

    @Test func inAnXCTestTestTheRunLoopCaptureSeesContentLoadedInATask() throws {
        let host = FakeCaptureHost(ui)
        let tree = try AccessibilityTree(capturingLiveView: screenLoadingInATask(host), host: host)
        #expect(try identifiers(tree) == ["loaded"])
    }

    @Test func theAsyncCaptureWaitsForASwiftUIChildAsTheRunLoopCaptureDoes() async throws {
        let host = FakeCaptureHost(ui)
        host.framework = .swiftTestingMainActor
        let tree = try await AccessibilityTree(capturingLiveViewSuspending: screenWithALabelAndASwiftUIChild(), host: host)
        #expect(try identifiers(tree) == ["title", "greeting"])
        #expect(host.log.filter { $0 == "suspend" }.count == 3)
        #expect(host.log.last == "restore")
    }

    @Test func elementsStillChangingAtTheTimeoutAreTakenAsTheLastReadFoundThem() throws {
        // A feed that adds a row at every run-loop turn: the count never settles.
        let screen = ui.container("screen")
        ui.element("first", rect(20, 40, 200, 30), in: screen)
        let host = FakeCaptureHost(ui)
        var rows = 0
        host.onTurn = { [ui] in
            rows += 1
            ui.element("row\(rows)", rect(20, 40 + 10 * Double(rows), 200, 10), in: screen)
        }
        let tree = try AccessibilityTree(capturingLiveView: screen, host: host)
        #expect(host.now >= AccessibilityTree.elementAppearanceTimeout)
        let ids = try identifiers(tree)
        #expect(ids.first == "first")
        #expect(ids.count == rows + 1)  // every row the last read found
    }

    @Test func aViewThatNeverExposesAnElementFailsSayingSoAfterPollingUntilTheTimeout() {
        let host = FakeCaptureHost(ui)
        let reason = failure(ui.container("empty"), host)
        #expect(reason?.contains("no accessibility element within 5 s") == true)
        #expect(reason?.contains("host application") == false)
        #expect(host.now >= AccessibilityTree.elementAppearanceTimeout)
        // Polled, not slept: a turn at most every poll interval until the timeout.
        let turns = host.log.filter { $0 == "runLoop" }.count
        #expect(turns >= Int(AccessibilityTree.elementAppearanceTimeout / AccessibilityTree.elementPollInterval))
    }

    // MARK: Limits of the walk

    @Test func aContainerBuildingElementsWithoutEndIsReportedIncompleteAtTheDepthLimit() {
        let window = ui.window()
        ui.makeEndless(ui.nonViewContainer("endless", listedBy: window))
        do {
            _ = try AccessibilityTree(capturingAccessibilityObject: window)
            Issue.record("captured an endless container as a screen (\(ui.endlessBuilds) elements built)")
        } catch {
            #expect(error.reason.contains("\(AccessibilityTree.captureDepthLimit) levels"))
            #expect(error.reason.contains("not the whole screen"))
        }
        #expect(ui.endlessBuilds < AccessibilityTree.captureDepthLimit)
    }

    @Test func aContainerListingMoreObjectsThanTheLimitIsReportedIncomplete() {
        let window = ui.window()
        let huge = ui.nonViewContainer("huge", listedBy: window)
        let rows = (0..<AccessibilityTree.captureNodeLimit).map { _ in ui.add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: rect(0, 0))) }
        ui.setIndexedElements(of: huge, rows)
        #expect {
            try AccessibilityTree(capturingAccessibilityObject: window)
        } throws: { error in
            (error as? CaptureError)?.reason.contains("\(AccessibilityTree.captureNodeLimit) objects") == true
        }
    }

    @Test func aLiveCaptureReachingALimitFailsAndPutsTheViewBack() {
        let screen = ui.container("screen")
        ui.makeEndless(ui.nonViewContainer("endless", listedBy: screen))
        let host = FakeCaptureHost(ui)
        #expect(failure(screen, host)?.contains("levels") == true)
        #expect(ui.superview(of: screen) == nil)
    }

    // MARK: The activation point

    @Test func aMovedActivationPointIsKeptAndTheDefaultIsNot() throws {
        let window = ui.window()
        ui.element("plain", rect(20, 100, 100, 44), traits: .button, in: window)
        let row = ui.element("row", rect(0, 200, 390, 44), traits: .button, in: window)
        ui.setActivationPoint(of: row, CGPoint(x: 360, y: 222))
        let nudged = ui.element("nudged", rect(0, 300, 100, 44), traits: .button, in: window)
        ui.setActivationPoint(of: nudged, CGPoint(x: 50.25, y: 322))  // a quarter point off the midpoint
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "row")!].activationPoint == ScreenPoint(x: 360, y: 222))
        #expect(tree[tree.firstIndex(identifier: "plain")!].activationPoint == nil)
        #expect(tree[tree.firstIndex(identifier: "nudged")!].activationPoint == nil)
        _ = try identifiers(tree)  // and it survives a native recording
    }

    @Test func aZeroFrameElementsPathCentreIsItsDefaultActivationPoint() throws {
        // A SwiftUI element with a zero frame and a path, its point at the path's centre
        // (AccessibilitySnapshot's testZeroFrameWithPathAndValidActivationPointIsDefault).
        let window = ui.window()
        let shape = ui.add(
            FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "shape", accessibilityPathBounds: rect(16, 16, 370, 48)),
            to: window)
        ui.setActivationPoint(of: shape, CGPoint(x: 201, y: 40))
        let moved = ui.add(
            FakeProperties(isAccessibilityElement: true, accessibilityIdentifier: "moved", accessibilityPathBounds: rect(16, 100, 370, 48)),
            to: window)
        ui.setActivationPoint(of: moved, CGPoint(x: 30, y: 124))
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(tree[tree.firstIndex(identifier: "shape")!].activationPoint == nil)
        #expect(tree[tree.firstIndex(identifier: "moved")!].activationPoint == ScreenPoint(x: 30, y: 124))
    }

    @Test func aSlidersThumbIsItsDefaultActivationPointNotItsMidpoint() throws {
        let window = ui.window()
        // Its thumb at a quarter of the track: UIKit's activation point, far from the midpoint.
        let volume = ui.element("volume", rect(20, 100, 300, 44), traits: .adjustable, in: window)
        ui.makeSlider(volume, thumb: rect(80, 108, 28, 28))
        // The app moved it to the frame's midpoint: moved from a slider's default.
        let centred = ui.element("centred", rect(20, 200, 300, 44), traits: .adjustable, in: window)
        ui.makeSlider(centred, thumb: rect(40, 208, 28, 28))
        ui.setActivationPoint(of: centred, CGPoint(x: 170, y: 222))
        // The app set the thumb's midpoint itself: the default.
        let pinned = ui.element("pinned", rect(20, 300, 300, 44), traits: .adjustable, in: window)
        ui.makeSlider(pinned, thumb: rect(292, 308, 28, 28))
        ui.setActivationPoint(of: pinned, CGPoint(x: 306, y: 322))
        let tree = try AccessibilityTree(capturingAccessibilityObject: window)
        #expect(volume.accessibilityActivationPoint == CGPoint(x: 94, y: 122))
        #expect(tree[tree.firstIndex(identifier: "volume")!].activationPoint == nil)
        #expect(tree[tree.firstIndex(identifier: "centred")!].activationPoint == ScreenPoint(x: 170, y: 222))
        #expect(tree[tree.firstIndex(identifier: "pinned")!].activationPoint == nil)
        _ = try identifiers(tree)
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

    @Test func withoutAKeyWindowTheViewIsShownInAWindowOfItsOwn() throws {
        let screen = windowlessScreen()
        let host = FakeCaptureHost(ui)
        host.keyWindow = nil
        #expect(try identifiers(AccessibilityTree(capturingLiveView: screen, host: host)) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(host.log.contains("own window"))
    }
}
