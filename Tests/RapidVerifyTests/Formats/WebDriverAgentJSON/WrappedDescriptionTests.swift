import Foundation
import Testing
import RapidVerify
import RapidMap
import RapidMapTestSupport

/// WebDriverAgent's `GET /source?format=description` answer: `{"value": "<each window's
/// debugDescription>", "sessionId": …}`, read like the XML and JSON answers.
@Suite("the wrapped description answer")
struct WrappedDescriptionTests {
    static let mainWindow = """
        Attributes: Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
        Element subtree:
         →Window (Main), 0x600001, {{0.0, 0.0}, {390.0, 844.0}}
            Button, 0x600002, {{20.0, 100.0}, {350.0, 44.0}}, identifier: 'signIn', label: 'Sign In'
        Path to element:
         →Application, 0x600000, pid: 4242, label: 'Shop'
        Query chain:
         →Find: Target Application 'com.example.Shop'
        """
    static let alertWindow = """
        Attributes: Window, 0x600009, {{0.0, 0.0}, {390.0, 844.0}}
        Element subtree:
         →Window, 0x600009, {{0.0, 0.0}, {390.0, 844.0}}
            Alert, 0x60000a, {{40.0, 300.0}, {310.0, 150.0}}, identifier: 'offline', label: 'Offline'
        Path to element:
         →Application, 0x600000, pid: 4242, label: 'Shop'
        """

    static func answer(_ text: String) -> Data {
        try! JSONSerialization.data(withJSONObject: ["value": text, "sessionId": "A1B2"], options: [.sortedKeys])
    }

    @Test("two windows are read under one application node, in order")
    func twoWindows() throws {
        let tree = try AccessibilityTree(reading: Self.answer(Self.mainWindow + "\n\n" + Self.alertWindow), path: "source.json")
        #expect(tree[0].type == .application)
        #expect(tree[0].frame == Frame(x: 0, y: 0, width: 390, height: 844))
        #expect(tree.children(of: 0).map { tree[$0].type } == [.window, .window])
        #expect(tree.nodes.compactMap(\.identifier) == ["signIn", "offline"])
        #expect(tree.source.format == .debugDescription)
    }

    @Test("one section (an application with no child window) is its own tree")
    func oneSection() throws {
        let tree = try AccessibilityTree(reading: Self.answer(Self.mainWindow), path: "source.json")
        #expect(tree[0].type == .window)
        #expect(tree.nodes.compactMap(\.identifier) == ["signIn"])
    }

    @Test("an error names the line in the whole text and the window it is in")
    func errorLine() throws {
        let broken = Self.alertWindow.replacingOccurrences(of: "Alert, 0x60000a", with: "Alrt, 0x60000a")
        let text = Self.mainWindow + "\n\n" + broken
        do {
            _ = try AccessibilityTree(reading: Self.answer(text), path: "source.json")
            Issue.record("expected an error")
        } catch let error as RecordingError {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Alrt") }! + 1
            #expect(error.line == line)
            #expect(error.message.hasSuffix("(in the description held by the JSON `value` string, window 2)"))
        }
    }

    @Test("a node whose own value text starts like a description is still a node when it is not the document's only member")
    func nodeValueIsNotADescription() throws {
        let tree = try AccessibilityTree(
            reading: Data(#"{"type": "StaticText", "value": "Attributes: none", "label": "Note", "rect": {"x": 0, "y": 0, "width": 10, "height": 10}}"#.utf8),
            path: "source.json")
        #expect(tree[0].type == .staticText)
        #expect(tree[0].value == "Attributes: none")
    }

    @Test(
        "every real dump that starts like WebDriverAgent's answer reads wrapped as it reads alone", .enabled(if: RealTrees.available),
        .tags(.realTrees))
    func realDumps() throws {
        var read = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: RealTrees.directory.path).sorted() where name.hasPrefix("dd_") {
            let text = try String(contentsOf: RealTrees.url(name), encoding: .utf8)
            let start = text.drop { $0 == " " || $0 == "\n" }
            guard start.hasPrefix("Attributes:") || start.hasPrefix("Element subtree:") else { continue }
            let alone = try AccessibilityTree(reading: Data(text.utf8), path: name)
            let wrapped = try AccessibilityTree(reading: Self.answer(text), path: name)
            #expect(wrapped.nodes == alone.nodes, "\(name)")
            read += 1
        }
        #expect(read >= 1)
    }
}
