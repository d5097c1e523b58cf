import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap

@Suite struct TreeModelTests {
    @Test func nestedNodesFlattenInPreOrder() throws {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window),
                children: [
                    NestedNode(AccessibilityNode(type: .other), children: [NestedNode(AccessibilityNode(type: .button, identifier: "a"))]),
                    NestedNode(AccessibilityNode(type: .staticText, identifier: "b")),
                ]))
        #expect(tree.nodes.map(\.type) == [.window, .other, .button, .staticText])
        #expect(Array(tree.children(of: 0)) == [1, 3])
        #expect(Array(tree.children(of: 1)) == [2])
        #expect(tree.parent(of: 3) == 0)
        #expect(tree.parent(of: 0) == nil)
        #expect(tree.subtree(of: 1) == 1..<3)
        #expect(tree.depth(of: 2) == 2)
        #expect(tree.height == 2)
        let sub = tree.extractingSubtree(at: 1)
        #expect(sub.count == 2)
        #expect(sub.parent(of: 0) == nil)
        #expect(Array(sub.children(of: 0)) == [1])
    }

    @Test func builderRefusesAnUnfinishedTree() {
        var b = AccessibilityTree.Builder()
        #expect(throws: IncompleteTreeError.self) { try b.finish() }
        b.open(AccessibilityNode(type: .window))
        b.leaf(AccessibilityNode(type: .button))
        #expect(throws: IncompleteTreeError.self) { try b.finish() }
        b.close()
        #expect(!b.canOpen)
        #expect(throws: Never.self) { try b.finish() }
    }

    @Test func aMillionLevelsDeepTreeIsBuiltWalkedAndFreedWithoutRecursion() throws {
        let depth = 1_000_000
        var b = AccessibilityTree.Builder(capacity: depth)
        for _ in 0..<depth { b.open(AccessibilityNode(type: .other)) }
        for _ in 0..<depth { b.close() }
        var tree: AccessibilityTree? = try b.finish()
        #expect(tree?.height == depth - 1)
        #expect(tree?.depth(of: depth - 1) == depth - 1)
        #expect(tree?.subtree(of: 0).count == depth)
        tree = nil
        #expect(tree == nil)
    }

    @Test func descriptionIsShort() {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, label: "App", frame: Frame(x: 0, y: 0, width: 320, height: 568)),
                children: (0..<1000).map { _ in NestedNode(AccessibilityNode(type: .button)) }))
        #expect(tree.description == "AccessibilityTree(1001 nodes, root: application label: \"App\" {{0, 0}, {320, 568}})")
    }

    @Test func equalityIgnoresTheSource() {
        let a = AccessibilityTree(root: NestedNode(AccessibilityNode(type: .window)), source: RecordingSource(format: .nativeJSON, path: "a.json"))
        var b = a
        b.source = .code
        #expect(a == b)
        b[0].label = "x"
        #expect(a != b)
    }

    @Test func sourceLocationCountsCharactersAndLineBreaks() {
        let text = Array("ab\r\nc日本x\ny".utf8)
        text.withUnsafeBytes { raw in
            #expect(SourceLocation(offset: 0, in: raw) == SourceLocation(line: 1, column: 1))
            #expect(SourceLocation(offset: 4, in: raw) == SourceLocation(line: 2, column: 1))
            // After "c日本" (1 + 3 + 3 bytes): column 4.
            #expect(SourceLocation(offset: 11, in: raw) == SourceLocation(line: 2, column: 4))
            #expect(SourceLocation(offset: 13, in: raw) == SourceLocation(line: 3, column: 1))
        }
    }

    @Test func formatIsDetectedFromContent() {
        #expect(RecordingFormat.detect(Data("\u{FEFF}  <?xml version=\"1.0\"?><AppiumAUT/>".utf8)) == .appiumXML)
        #expect(RecordingFormat.detect(Data("{\"format\": \"rapidmap-native-json\", \"version\": 1}".utf8)) == .nativeJSON)
        #expect(RecordingFormat.detect(Data("{\"value\": {\"tree\": {}}}".utf8)) == .webDriverAgentJSON)
        #expect(RecordingFormat.detect(Data("Element subtree:\n →Application".utf8)) == .debugDescription)
    }
}
