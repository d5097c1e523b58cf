import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// The XCUITest snapshot walker (`AccessibilityTree(capturingSnapshot:idiom:layoutDirection:)`)
/// on fake snapshots, recorded, read back and ordered.
@MainActor
@Suite struct CaptureSnapshotWalkerTests {
    let snapshots = FakeSnapshots()

    /// A login screen as XCUITest snapshots it: application, window, screen, three elements
    /// listed bottom first (the order comes from the frames).
    func loginScreen() -> FakeSnapshot {
        let app = snapshots.add(.application, FakeSnapshotAttributes(label: "Demo", frame: rect(0, 0, 390, 844)))
        let window = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)), to: app)
        let screen = snapshots.add(
            .other, FakeSnapshotAttributes(identifier: "LoginScreen", frame: rect(0, 0, 390, 844)),
            to: window)
        snapshots.add(
            .button,
            FakeSnapshotAttributes(
                identifier: "LoginScreen.signIn", label: "Sign In",
                frame: rect(20, 220, 350, 44), isEnabled: false), to: screen)
        snapshots.add(
            .secureTextField,
            FakeSnapshotAttributes(
                identifier: "LoginScreen.password", label: "Password",
                value: "••••", frame: rect(20, 160, 350, 44)), to: screen)
        snapshots.add(
            .textField,
            FakeSnapshotAttributes(
                identifier: "LoginScreen.email", label: "Email",
                placeholderValue: "you@example.com",
                frame: rect(20, 100, 350, 44)), to: screen)
        return app
    }

    @Test func aSnapshotIsRecordedAndOrderedAsVoiceOverReadsIt() throws {
        let tree = AccessibilityTree(capturingSnapshot: loginScreen(), idiom: .phone, layoutDirection: .leftToRight)
        let (ids, back) = try orderedIdentifiersAfterRecording(tree)
        #expect(back == tree)
        #expect(ids == ["LoginScreen.email", "LoginScreen.password", "LoginScreen.signIn"])
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement == .unknown })
    }

    @Test func eachAttributeIsMappedAsTheDebugDescriptionReaderMapsIt() {
        let root = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)))
        snapshots.add(
            .slider,
            FakeSnapshotAttributes(
                identifier: "", label: "", value: 0.5, title: "Volume",
                isSelected: true), to: root)
        snapshots.add(.staticText, FakeSnapshotAttributes(label: "Hello", value: nil, title: "ignored"), to: root)
        snapshots.add(raw: FakeSnapshotAttributes(elementType: 999, identifier: "future"), to: root)
        let tree = AccessibilityTree(
            capturingSnapshot: FakeSnapshot(world: snapshots, index: 0), idiom: .pad,
            layoutDirection: .rightToLeft)
        #expect(tree.idiom == .pad)
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree[1] == AccessibilityNode(type: .slider, label: "Volume", value: "0.5", traits: .selected, selected: true))
        #expect(tree[2] == AccessibilityNode(type: .staticText, label: "Hello"))
        #expect(tree[3] == AccessibilityNode(type: .other, identifier: "future"))
        let disabled = AccessibilityTree(capturingSnapshot: loginScreen(), idiom: .phone, layoutDirection: .leftToRight)
        let signIn = disabled[disabled.firstIndex(identifier: "LoginScreen.signIn")!]
        #expect(!signIn.enabled && signIn.traits == .notEnabled)
        #expect(disabled[disabled.firstIndex(identifier: "LoginScreen.email")!].placeholder == "you@example.com")
    }

    @Test func aRemoteContainersContentIsPlacedAtItsCorner() {
        // The share sheet's shape (`RemoteContentPlacement`): the remote content restarts at 0,0.
        let app = snapshots.add(.application, FakeSnapshotAttributes(label: "Safari", frame: rect(0, 0, 402, 874)))
        let window = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 402, 874)), to: app)
        let remote = snapshots.add(
            .other, FakeSnapshotAttributes(identifier: "ShareSheet.RemoteContainerView", frame: rect(0, 63, 402, 811)), to: window)
        let content = snapshots.add(.other, FakeSnapshotAttributes(frame: rect(0, 0, 402, 811)), to: remote)
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "header.closeButton", label: "Close", frame: rect(346, 14, 36, 36)), to: content)
        let tree = AccessibilityTree(capturingSnapshot: app, idiom: .phone, layoutDirection: .leftToRight)
        #expect(tree[tree.firstIndex(identifier: "header.closeButton")!].frame == Frame(x: 346, y: 77, width: 36, height: 36))
    }

    @Test func anIPadAppsSnapshotOnAMacIsAMacsByItsMenuBar() {
        let app = snapshots.add(.application, FakeSnapshotAttributes(label: "Notes", frame: rect(0, 0, 1512, 982)))
        snapshots.add(.menuBar, FakeSnapshotAttributes(frame: rect(0, 0, 1512, 24)), to: app)
        let window = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 1512, 982)), to: app)
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "new", label: "New", frame: rect(20, 40)), to: window)
        let onMac = AccessibilityTree(capturingSnapshot: app, idiom: .pad, layoutDirection: .leftToRight)
        #expect(onMac.idiom == .mac)
        #expect(RecordingPlatform(idiom: onMac.idiom).verificationNote != nil)
        let onPad = AccessibilityTree(capturingSnapshot: loginScreen(), idiom: .pad, layoutDirection: .leftToRight)
        #expect(onPad.idiom == .pad)
    }

    @Test func aRightToLeftSnapshotIsReadFromTheRight() throws {
        let root = snapshots.add(.window, FakeSnapshotAttributes(frame: rect(0, 0, 390, 844)))
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "left", frame: rect(0, 0)), to: root)
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "right", frame: rect(200, 0)), to: root)
        let tree = AccessibilityTree(capturingSnapshot: root, idiom: .phone, layoutDirection: .rightToLeft)
        #expect(try orderedIdentifiersAfterRecording(tree).identifiers == ["right", "left"])
    }

    @Test func aHundredThousandDeepSnapshotIsWalkedWithoutRecursion() throws {
        let depth = 100_000
        let root = snapshots.add(.application)
        var parent = root
        for _ in 1..<depth { parent = snapshots.add(.other, to: parent) }
        snapshots.add(.button, FakeSnapshotAttributes(identifier: "leaf", frame: rect(0, 0)), to: parent)
        let tree = AccessibilityTree(capturingSnapshot: root, idiom: .phone, layoutDirection: .leftToRight)
        #expect(tree.count == depth + 1)
        #expect(tree.height == depth)
        #expect(try orderedIdentifiersAfterRecording(tree).identifiers == ["leaf"])
    }

    @Test func aFakeSnapshotSurvivesCaptureWriteAndReadUnchanged() throws {
        let captured = AccessibilityTree(capturingSnapshot: loginScreen(), idiom: .phone, layoutDirection: .leftToRight)
        let data = NativeJSONWriter.write(captured, pretty: true)
        let back = try AccessibilityTree(reading: data)
        #expect(back == captured)
        #expect(back.count == 6)
        #expect(NativeJSONWriter.write(back, pretty: true) == data)
    }
}

/// `AccessibilityTree(debugDescription:)`: the text of `app.debugDescription`.
@Suite struct CaptureDebugDescriptionTextTests {
    @Test func theTextOfAppDebugDescriptionIsReadIntoATree() throws {
        let text = """
            Attributes: Application, 0x600000c1c000, pid: 41491, label: 'Demo'
            Element subtree:
             →Application, 0x600000c1c000, pid: 41491, label: 'Demo'
                Window (Main), 0x600000c1c1c0, {{0.0, 0.0}, {390.0, 844.0}}
                  Other, 0x600000c1c2a0, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'LoginScreen'
                    Button, 0x600000c1c380, {{20.0, 220.0}, {350.0, 44.0}}, identifier: 'LoginScreen.signIn', label: 'Sign In', Disabled
                    TextField, 0x600000c1c460, {{20.0, 100.0}, {350.0, 44.0}}, identifier: 'LoginScreen.email', label: 'Email', placeholderValue: 'you@example.com'
            Path to element:
             →Application, 0x600000c1c000, pid: 41491, label: 'Demo'
            """
        let tree = try AccessibilityTree(debugDescription: text)
        #expect(tree.count == 5)
        #expect(tree.source.format == .debugDescription)
        #expect(TraversalEngine().order(tree).map(\.node.identifier) == ["LoginScreen.email", "LoginScreen.signIn"])
        #expect(tree[tree.firstIndex(identifier: "LoginScreen.signIn")!].enabled == false)
    }

    @Test func textThatIsNotADumpThrowsWithItsLineAndColumn() {
        let error = #expect(throws: RecordingError.self) {
            try AccessibilityTree(debugDescription: "Element subtree:\n Application, pid: 1\n  Gadget, {{0, 0}, {1, 1}}\n")
        }
        #expect(error?.line == 3)
        #expect(error?.file == nil)
        #expect(error?.format == .debugDescription)
    }
}
