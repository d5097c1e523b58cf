import RapidMap
@testable import RapidScreenReader
import RapidTree
import Testing

/// The screen-reader seam: VoiceOver on iOS through it is exactly the traversal engine and
/// the transcript, and a reader with rules of its own (``ToyReader``) orders and speaks a tree
/// through the same calls.
@Suite("A screen reader's rules in one place")
struct ScreenReaderTests {
    /// A window whose frames and tree order disagree: a labelled card (holding a text and a
    /// button) at the bottom, a text field at the top, and an unlabelled image.
    static let tree = AccessibilityTree(
        root: NestedNode(
            AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: .no),
            children: [
                NestedNode(
                    AccessibilityNode(type: .other, label: "Offer", frame: Frame(x: 20, y: 600, width: 350, height: 120)),
                    children: [
                        NestedNode(
                            AccessibilityNode(
                                type: .staticText, label: "Half price", frame: Frame(x: 30, y: 610, width: 200, height: 30),
                                traits: .staticText, isAccessibilityElement: .yes)),
                        NestedNode(
                            AccessibilityNode(
                                type: .button, label: "Claim", frame: Frame(x: 30, y: 660, width: 100, height: 44), traits: .button,
                                isAccessibilityElement: .yes)),
                    ]),
                NestedNode(
                    AccessibilityNode(
                        type: .textField, label: "Email", value: "jane", frame: Frame(x: 20, y: 100, width: 350, height: 44),
                        isAccessibilityElement: .yes)),
                NestedNode(AccessibilityNode(type: .image, label: " ", frame: Frame(x: 20, y: 200, width: 44, height: 44))),
            ]))

    @Test("VoiceOver on iOS is the one reader listed, found by its identifier")
    func voiceOverIsListed() throws {
        #expect(ScreenReaders.all.map(\.identifier) == ["voiceover-ios"])
        let reader = try #require(ScreenReaders.reader("voiceover-ios"))
        #expect(reader.name == "VoiceOver on iOS")
        #expect(ScreenReaders.reader("talkback") == nil)
    }

    @Test("VoiceOver on iOS through the seam is the traversal engine and the transcript")
    func voiceOverThroughTheSeam() {
        let reader = VoiceOverOnIOS()
        let engine = TraversalEngine()
        #expect(reader.order(Self.tree, scope: nil) == engine.order(Self.tree))
        #expect(reader.transcript(of: Self.tree) == Transcript(tree: Self.tree))
        for position in 0..<Self.tree.count {
            #expect(reader.isElement(at: position, in: Self.tree) == engine.isElement(at: position, in: Self.tree))
        }
        // Its order follows the frames: the field at the top first.
        #expect(reader.order(Self.tree, scope: nil).first?.node.label == "Email")
    }

    @Test("VoiceOver on iOS notes the platforms whose order it does not model, and only those")
    func voiceOverPlatformNotes() {
        let reader = VoiceOverOnIOS()
        #expect(reader.platformNote(for: .iOS) == nil)
        #expect(reader.platformNote(for: .iPadOS) == nil)
        #expect(reader.platformNote(for: .tvOS)?.contains("tvOS's VoiceOver order is not modelled") == true)
        #expect(reader.platformNote(for: .macOS)?.contains("macOS's VoiceOver order is not modelled") == true)
        #expect(reader.platformNote(for: Self.tree) == nil)
    }

    @Test("a toy reader plugs in by its list entry and orders and speaks a tree by its own rules")
    func toyReaderOrdersAndSpeaks() throws {
        let reader = try #require(ScreenReaders.reader("toy-linear", in: toyReaders))
        let order = reader.order(Self.tree, scope: nil)
        // Tree order, not frames; the labelled card speaks for its text and button; a blank
        // label is no element.
        #expect(order.map(\.node.label) == ["Offer", "Email"])
        #expect(order.map(\.position) == [0, 1])
        #expect((0..<Self.tree.count).filter { reader.isElement(at: $0, in: Self.tree) } == order.map(\.nodeIndex))
        let transcript = reader.transcript(of: Self.tree)
        #expect(transcript.text() == "1. Offer, other\n\n2. Email, textfield: jane\n")
        #expect(reader.platformNote(for: .tvOS) == nil)
    }

    @Test("a toy reader orders only the subtree of its scope")
    func toyReaderScope() throws {
        let reader = ToyReader()
        let card = try #require((0..<Self.tree.count).first { Self.tree[$0].label == "Offer" })
        #expect(reader.order(Self.tree, scope: card).map(\.node.label) == ["Offer"])
        let field = try #require((0..<Self.tree.count).first { Self.tree[$0].label == "Email" })
        #expect(reader.order(Self.tree, scope: field).map(\.node.label) == ["Email"])
    }
}
