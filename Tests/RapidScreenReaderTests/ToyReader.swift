import RapidMap
@testable import RapidScreenReader
import RapidTree

/// A made-up screen reader, the seam's second conformance: proof that a reader with rules of
/// its own plugs in as this one file and an entry in a list of readers (``toyReaders``).
/// Its inference: the outermost nodes with a label that is not blank are its elements (a
/// labelled container speaks for everything inside it). Its order: the tree's own order,
/// depth first, whatever the frames. Its speech: `label, type name` and the value after a
/// colon (`Email, textfield: jane`). It models every platform, so it never adds a note.
struct ToyReader: ScreenReader {
    var identifier: String { "toy-linear" }
    var name: String { "Toy linear reader" }

    func isElement(at position: Int, in tree: AccessibilityTree) -> Bool {
        guard Self.isLabelled(tree[position]) else { return false }
        var ancestor = tree.parent(of: position)
        while let above = ancestor {
            if Self.isLabelled(tree[above]) { return false }
            ancestor = tree.parent(of: above)
        }
        return true
    }

    func order(_ tree: AccessibilityTree, scope: Int?) -> [OrderedElement] {
        // Positions are the tree's depth-first order: one pass, skipping what an element covers.
        let range = tree.subtree(of: scope ?? tree.root)
        var elements: [OrderedElement] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if Self.isLabelled(tree[position]) {
                elements.append(OrderedElement(position: elements.count, nodeIndex: position, in: tree))
                position = tree.subtree(of: position).upperBound
            } else {
                position += 1
            }
        }
        return elements
    }

    func transcript(of tree: AccessibilityTree, elements: [OrderedElement]) -> Transcript {
        Transcript(
            elements: elements.map { element in
                let node = element.node
                var said = "\(node.label ?? ""), \(node.type.name.lowercased())"
                if let value = node.value, !value.isEmpty { said += ": \(value)" }
                return SpokenElement(element: element, utterance: Utterance(description: said, hint: nil), customActions: [])
            })
    }

    func platformNote(for platform: RecordingPlatform) -> String? { nil }

    static func isLabelled(_ node: AccessibilityNode) -> Bool {
        !(node.label ?? "").allSatisfy(\.isWhitespace)
    }
}

/// The readers the toy's tests choose from: RapidMap's own and the toy's entry.
let toyReaders: [any ScreenReader] = ScreenReaders.all + [ToyReader()]
