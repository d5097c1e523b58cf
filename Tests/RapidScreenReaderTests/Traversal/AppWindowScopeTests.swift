import Foundation
import RapidMap
import RapidMapTestSupport
import Testing

@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
@testable import RapidProject

/// A screen whose root view has no identifier yet is recorded over the app's window without
/// system UI, and its map says so (`MapScope.appWindow`): adding the root identifier later is
/// a re-record the test asks for, and a map that declares no scope keeps its meaning.
@Suite("Screen scope: the app's window when the screen root has no identifier")
struct AppWindowScopeTests {
    /// An app whose main window shows a screen without a root identifier, with a heads-up
    /// display in a window of its own, the keyboard's window and the status bar's window
    /// (as XCUITest lists them before iOS 13). `screenIdentifier` marks the screen's root view.
    static func app(screenIdentifier: String? = nil, statusBarFirst: Bool = false) throws -> AccessibilityTree {
        let root = screenIdentifier.map { ", identifier: '\($0)'" } ?? ""
        let statusBar = """
              Window, 0x20, {{0.0, 0.0}, {390.0, 844.0}}
                StatusBar, 0x21, {{0.0, 0.0}, {390.0, 44.0}}
                  Other, 0x22, {{10.0, 10.0}, {60.0, 20.0}}, label: '12:00'

            """
        let text =
            "Application, 0x1, pid: 7, label: 'Shop'\n" + (statusBarFirst ? statusBar : "")
                + """
                  Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                    Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}\(root)
                      StaticText, 0x4, {{20.0, 100.0}, {200.0, 20.0}}, label: 'Welcome'
                      TextField, 0x5, {{20.0, 150.0}, {350.0, 44.0}}, identifier: 'email', label: 'Email'
                      Button, 0x6, {{20.0, 220.0}, {100.0, 44.0}}, identifier: 'signIn', label: 'Sign In'
                    TabBar, 0x7, {{0.0, 795.0}, {390.0, 49.0}}
                      Button, 0x8, {{0.0, 795.0}, {195.0, 49.0}}, label: 'Home', Selected
                  Window, 0x10, {{0.0, 0.0}, {390.0, 844.0}}
                    Other, 0x11, {{150.0, 400.0}, {90.0, 90.0}}, identifier: 'HUD'
                      StaticText, 0x12, {{155.0, 430.0}, {80.0, 20.0}}, label: 'Loading'
                  Window, 0x13, {{0.0, 0.0}, {390.0, 844.0}}
                    Keyboard, 0x14, {{0.0, 544.0}, {390.0, 300.0}}
                      Key, 0x15, {{0.0, 544.0}, {39.0, 50.0}}, label: 'q'

                """ + (statusBarFirst ? "" : statusBar)
        return try AccessibilityTree(reading: Data(text.utf8), format: .debugDescription)
    }

    static func labels(_ elements: [OrderedElement]) -> [String] { elements.map { $0.node.label ?? $0.node.identifier ?? "?" } }

    /// A screen declared in one line: no map yet.
    nonisolated enum NewScreen: RapidScreen {}

    /// A map recorded over the app's window, as the generated region declares it.
    nonisolated enum WindowScreen: RapidScreen {
        nonisolated static var mapScope: MapScope { .appWindow }
        nonisolated static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .staticText, identifier: nil, label: "Welcome"),
                ControlInformation(index: 1, type: .textField, identifier: "email", label: "Email"),
                ControlInformation(index: 2, type: .button, identifier: "signIn", label: "Sign In"),
                ControlInformation(index: 3, type: .button, identifier: nil, label: "Home"),
            ]
        }
    }

    /// A map recorded over the app's window whose identifiers are scoped by the screen, as
    /// `id(_:)` writes them.
    nonisolated enum ScopedWindowScreen: RapidScreen {
        nonisolated static var mapScope: MapScope { .appWindow }
        nonisolated static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .staticText, identifier: nil, label: "Welcome"),
                ControlInformation(index: 1, type: .textField, identifier: id("email"), label: "Email"),
            ]
        }
    }

    /// The same map as recorded before maps declared a scope: it covers the whole tree.
    nonisolated enum WholeTreeScreen: RapidScreen {
        nonisolated static func controlsInformation() -> [ControlInformation] { WindowScreen.controlsInformation() }
    }

    @Test func theAppWindowIsTheFirstWindowWithoutStatusBarOrKeyboard() throws {
        for statusBarFirst in [false, true] {
            let tree = try Self.app(statusBarFirst: statusBarFirst)
            let window = ScreenScope.appWindow(in: tree)
            #expect(tree[window].type == .window)
            #expect(tree.subtree(of: window).contains { tree[$0].identifier == "email" })
        }
    }

    @Test func theAppWindowLeavesOutTheStatusBarTheKeyboardAndOtherWindows() throws {
        let tree = try Self.app()
        let scope = ScreenScope.find(screenIdentifier: "NewScreen", in: tree, recorded: nil)
        #expect(scope == .appWindow(node: ScreenScope.appWindow(in: tree)))
        #expect(!scope.foundScreenRoot)
        #expect(scope.mapScope == .appWindow)
        #expect(Self.labels(scope.elements(of: tree)) == ["Welcome", "Email", "Sign In", "Home"])
        // The whole tree, for comparison, has the HUD, the key and the status bar's clock.
        let whole = Self.labels(ScreenScope.wholeTree.elements(of: tree))
        #expect(["Loading", "q", "12:00"].allSatisfy(whole.contains))
    }

    @Test func aWindowHoldingTheKeyboardIsStillTheAppWindowWhenItIsTheOnlyOneAndTheKeysAreLeftOut() throws {
        let text = """
            Application, 0x1, pid: 7, label: 'Notes'
              Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                TextView, 0x3, {{0.0, 100.0}, {390.0, 400.0}}, identifier: 'body', value: 'Hello'
                StatusBar, 0x4, {{0.0, 0.0}, {390.0, 44.0}}
                  Other, 0x5, {{10.0, 10.0}, {60.0, 20.0}}, label: '12:00'
                Keyboard, 0x6, {{0.0, 544.0}, {390.0, 300.0}}
                  Key, 0x7, {{0.0, 544.0}, {39.0, 50.0}}, label: 'q'
            """
        let tree = try AccessibilityTree(reading: Data(text.utf8), format: .debugDescription)
        let window = ScreenScope.appWindow(in: tree)
        #expect(window == 1)
        #expect(Self.labels(ScreenScope.appWindow(node: window).elements(of: tree)) == ["body"])
    }

    @Test func aTreeWithoutAWindowIsTakenWholeWithoutStatusBarAndKeyboard() throws {
        let text = """
            Other, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              StatusBar, 0x2, {{0.0, 0.0}, {390.0, 44.0}}
                Other, 0x3, {{10.0, 10.0}, {60.0, 20.0}}, label: '12:00'
              Button, 0x4, {{20.0, 220.0}, {100.0, 44.0}}, identifier: 'signIn', label: 'Sign In'
            """
        let tree = try AccessibilityTree(reading: Data(text.utf8), format: .debugDescription)
        #expect(ScreenScope.appWindow(in: tree) == tree.root)
        #expect(Self.labels(ScreenScope.appWindow(node: tree.root).elements(of: tree)) == ["Sign In"])
    }

    @Test func aScreenWithoutAMapIsRecordedOverTheAppWindowAndItsMapDeclaresIt() throws {
        let result = Verifier.verify(NewScreen.self, try Self.app())
        #expect(!result.passed)
        guard case .appWindow = result.scope else {
            Issue.record("expected the app window, got \(result.scope)")
            return
        }
        #expect(Self.labels(result.actual) == ["Welcome", "Email", "Sign In", "Home"])
        #expect(result.correctedMapSource.contains("nonisolated public static var mapScope: MapScope { .appWindow }"))
        #expect(result.description.contains("the map covers the app's window without the status bar, the keyboard and other windows"))
    }

    @Test func aMapRecordedOverTheAppWindowPassesWhileTheRootHasNoIdentifier() throws {
        let result = Verifier.verify(WindowScreen.self, try Self.app())
        #expect(result.passed, "\(result)")
    }

    @Test func aMapRecordedOverTheAppWindowWithScopedIdentifiersNeedsNoScreenRoot() throws {
        let text = """
            Application, 0x1, pid: 7, label: 'Shop'
              Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x4, {{20.0, 100.0}, {200.0, 20.0}}, label: 'Welcome'
                TextField, 0x5, {{20.0, 150.0}, {350.0, 44.0}}, identifier: '\(ScopedWindowScreen.id("email"))', label: 'Email'
            """
        let result = Verifier.verify(ScopedWindowScreen.self, try AccessibilityTree(reading: Data(text.utf8), format: .debugDescription))
        #expect(result.passed, "\(result)")
    }

    @Test func aRootIdentifierAddedLaterFailsOnceAndTheCorrectedMapIsTheRoots() throws {
        let tree = try Self.app(screenIdentifier: WindowScreen.screenIdentifier)
        let result = Verifier.verify(WindowScreen.self, tree)
        #expect(!result.passed)
        #expect(result.differences.first == .screenRootAppeared(identifier: WindowScreen.screenIdentifier))
        #expect(result.summary.contains("screen root appeared"))
        #expect(result.scope.foundScreenRoot)
        // Recorded again, the map covers the root's subtree (no tab bar) and declares no scope.
        #expect(result.correctedMap.map(\.label) == ["Welcome", "Email", "Sign In"])
        #expect(!result.correctedMapSource.contains("mapScope"))
        #expect(result.differences.first?.description.contains("RAPIDMAP_RECORD=failed") == true)
    }

    @Test func aMapThatDeclaresNoScopeKeepsCoveringTheWholeTree() throws {
        let result = Verifier.verify(WholeTreeScreen.self, try Self.app(), options: VerificationOptions(requiresScreenRoot: .never))
        #expect(result.scope == .wholeTree)
        #expect(Self.labels(result.actual).contains("Loading"))
        #expect(!result.correctedMapSource.contains("mapScope"))
    }

    @Test func theRegionDeclaresTheScopeAndTheGeneratorReadsItBack() throws {
        var options = MapSourceOptions()
        options.mapScope = .appWindow
        let region = MapSourceWriter.region(screen: "Login", controls: [], options: options)
        #expect(MapGeneration.declaredScope(region: Array(region.utf8)[...]) == .appWindow)
        #expect(MapGeneration.declaredScope(region: Array(MapSourceWriter.region(screen: "Login", controls: []).utf8)[...]) == .screenRoot)
        // The parser reads the declaration as one of the region's own lines.
        let read = try MapSourceParser.parse(region: region)
        #expect(read.currentFormLines.contains { $0.hasSuffix(MapSourceWriter.appWindowDeclaration) })
    }

    @Test func aRealDeviceCaptureIsScopedToItsMainWindow() throws {
        guard RealTrees.available else {
            print("skipped: ../shared/realtrees is not there")
            return
        }
        let tree = try AccessibilityTree(contentsOf: RealTrees.url("dd_xquitestdemo_tabbar_device_zh.txt"))
        let windows = tree.nodes.indices.filter { tree[$0].type == .window }
        #expect(windows.count == 2)
        // `Window (Main)`, listed first, holds the screen; the second window is not part of it.
        let scope = ScreenScope.find(screenIdentifier: "MineScreen", in: tree, recorded: nil)
        #expect(scope == .appWindow(node: windows[0]))
        let labels = Self.labels(scope.elements(of: tree))
        #expect(labels.contains("点我"))
        #expect(labels.contains("首页"))
        #expect(!scope.elements(of: tree).contains { tree.subtree(of: windows[1]).contains($0.nodeIndex) })
    }

    @Test func aRealAppiumCaptureLeavesOutTheStatusBarWindow() throws {
        guard RealTrees.available else {
            print("skipped: ../shared/realtrees is not there")
            return
        }
        let tree = try AccessibilityTree(contentsOf: RealTrees.url("xml_sioeye_home_tabbar_2017.xml"))
        let window = ScreenScope.appWindow(in: tree)
        #expect(tree[window].type == .window)
        #expect(!tree.subtree(of: window).contains { tree[$0].type == .statusBar })
        #expect(tree.nodes.contains { $0.type == .statusBar })
        #expect(!ScreenScope.appWindow(node: window).elements(of: tree).isEmpty)
    }
}
