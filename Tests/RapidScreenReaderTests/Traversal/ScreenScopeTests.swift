import RapidVerify
import Testing

/// The one scope rule shared by the generator and the verifier.
@Suite("Screen scope: the screen root's subtree, else the whole tree")
struct ScreenScopeTests {
    static func tree(rootIdentifiers: [String?]) -> AccessibilityTree {
        var builder = AccessibilityTree.Builder()
        builder.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        builder.leaf(
            AccessibilityNode(
                type: .statusBar, label: "12:00", frame: Frame(x: 0, y: 0, width: 390, height: 44),
                isAccessibilityElement: .yes))
        for id in rootIdentifiers {
            builder.open(
                AccessibilityNode(
                    type: .other, identifier: id, frame: Frame(x: 0, y: 44, width: 390, height: 800),
                    isAccessibilityElement: .no))
            builder.leaf(
                AccessibilityNode(
                    type: .button, label: "OK", frame: Frame(x: 20, y: 100, width: 100, height: 44),
                    isAccessibilityElement: .yes))
            builder.close()
        }
        builder.close()
        return (try? builder.finish()) ?? AccessibilityTree(root: NestedNode(AccessibilityNode(type: .window)))
    }

    @Test func theFirstNodeWithTheScreenIdentifierIsTheScope() {
        let tree = Self.tree(rootIdentifiers: ["Login", "Login"])
        let scope = ScreenScope.find(screenIdentifier: "Login", in: tree)
        #expect(scope == .screenRoot(node: 2))
        #expect(scope.foundScreenRoot)
        #expect(scope.node(in: tree) == 2)
    }

    @Test func withoutTheScreenIdentifierTheScopeIsTheWholeTree() {
        let tree = Self.tree(rootIdentifiers: [nil, "Other"])
        let scope = ScreenScope.find(screenIdentifier: "Login", in: tree)
        #expect(scope == .wholeTree)
        #expect(!scope.foundScreenRoot)
        #expect(scope.node(in: tree) == tree.root)
    }

    @Test func theGeneratorAndTheVerifierUseTheSameScope() {
        for tree in [Self.tree(rootIdentifiers: ["Login"]), Self.tree(rootIdentifiers: [nil])] {
            let generated = MapGeneration.controls(screen: "Login", tree: tree, options: MapSourceOptions())
            let verification = Verifier.verify(screen: "Login", screenIdentifier: "Login", map: generated, tree: tree)
            #expect(verification.scope == MapGeneration.scope(of: "Login", in: tree))
            #expect(verification.passed, "\(verification)")
            // The status bar outside the screen root is left out only when the root is found.
            #expect(generated.contains { $0.type == .statusBar } == !verification.scope.foundScreenRoot)
        }
    }

    /// SwiftUI's copy of a container's identifier onto its elements: a window holding a
    /// header, and a screen container (not an element, so no node of its own in a
    /// snapshot) whose three elements each carry "Login", the first two in a stack.
    static func copiedIdentifierTree() -> AccessibilityTree {
        AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [
                    NestedNode(AccessibilityNode(type: .staticText, identifier: "header", frame: Frame(x: 0, y: 0, width: 390, height: 44))),
                    NestedNode(
                        AccessibilityNode(type: .other, frame: Frame(x: 0, y: 44, width: 390, height: 800)),
                        children: [
                            NestedNode(
                                AccessibilityNode(type: .other, frame: Frame(x: 0, y: 44, width: 390, height: 200)),
                                children: [
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .staticText, identifier: "Login", label: "Welcome", frame: Frame(x: 20, y: 60, width: 300, height: 30))),
                                    NestedNode(
                                        AccessibilityNode(
                                            type: .textField, identifier: "Login", label: "Email", frame: Frame(x: 20, y: 100, width: 300, height: 44))),
                                ]),
                            NestedNode(
                                AccessibilityNode(type: .button, identifier: "Login", label: "Sign In", frame: Frame(x: 20, y: 300, width: 300, height: 44))),
                        ]),
                ]))
    }

    @Test func anIdentifierSwiftUICopiedOntoLeavesScopesToTheirCommonAncestor() {
        let tree = Self.copiedIdentifierTree()
        let scope = ScreenScope.find(screenIdentifier: "Login", in: tree)
        #expect(scope == .screenRoot(node: 2))
        #expect(TraversalEngine().order(tree, scope: scope.node(in: tree)).map(\.node.label) == ["Welcome", "Email", "Sign In"])
    }

    @Test func aSingleLeafCarryingTheIdentifierIsItsOwnScope() {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [NestedNode(AccessibilityNode(type: .button, identifier: "Login", frame: Frame(x: 0, y: 0, width: 10, height: 10)))]))
        #expect(ScreenScope.find(screenIdentifier: "Login", in: tree) == .screenRoot(node: 1))
    }
}
