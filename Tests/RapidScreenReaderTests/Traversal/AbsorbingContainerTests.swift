import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// ``TraversalEngine``'s elements rule: a speaking container takes over what it holds. The texts,
/// images and other elements that are no control inside a labelled (or valued) cell or view
/// that holds a control are part of what the container says, not elements of their own; the
/// controls UIKit keeps apart (buttons, text fields, links, sliders, a switch that is not the
/// cell's voice) stay elements, read after it. Evidence: UIKit's accessibility bundle composes a
/// `UITableViewCell`'s label from the labels of the elements inside it, except those that must
/// stay distinct (an element with the button trait, an element the app declared itself), and
/// lists only those distinct ones beside the cell's own text element.
@Suite struct AbsorbingContainerTests {
    typealias R = RecordedShape

    /// The elements, with the nodes each one speaks for, by label.
    static func labels(_ root: NestedNode, options: TraversalOptions = TraversalOptions()) -> [String] {
        let tree = AccessibilityTree(root: root)
        return TraversalEngine(options: options).order(tree).map { element in
            let name = element.node.label ?? "<\(element.node.type.name)>"
            let absorbed = element.absorbedNodeIndices.map { tree[$0].label ?? tree[$0].value ?? "<\(tree[$0].type.name)>" }
            return absorbed.isEmpty ? name : name + " [" + absorbed.joined(separator: ", ") + "]"
        }
    }

    /// The shape, in a native recording that says nothing of `isAccessibilityElement`
    /// (`Tests/Fixtures/NativeJSON/labelled-cell-image-button.json`, built by hand): the cell
    /// absorbs its icon and its texts; its Get button stays an element.
    @Test func aNativeRecordingsLabelledCellAbsorbsItsImageAndTextsAndKeepsItsButton() throws {
        let tree = try AccessibilityTree(
            contentsOf: PackagePaths.fixtures("NativeJSON").appendingPathComponent("labelled-cell-image-button.json"))
        let stops = TraversalEngine().order(tree)
        #expect(stops.map(\.node.label) == ["Top Charts", "Keynote, Productivity", "Get"])
        #expect(stops.map(\.node.identifier) == [nil, "charts.keynote", "charts.keynote.get"])
        #expect(stops[1].absorbedNodeIndices.map { tree[$0].label } == ["Keynote icon", "Keynote", "Productivity"])
        #expect(stops[0].absorbedNodeIndices.isEmpty && stops[2].absorbedNodeIndices.isEmpty)
    }

    @Test func interactiveDescendantsStayStopsAfterTheContainer() {
        let cell = R.node(
            .cell, "Delivery address", 0, 100, 390, 300,
            [
                R.node(.staticText, "Street", 16, 110, 100, 20),
                R.node(.textField, "Street", 16, 135, 358, 44),
                R.node(.link, "Privacy policy", 16, 190, 150, 20),
                R.node(.slider, "Tip", value: "10%", 16, 220, 358, 30),
                R.node(.switch, "Leave at the door", value: "0", 321, 260, 51, 31),
                R.node(.image, "Map preview", 16, 300, 358, 80),
            ])
        #expect(
            Self.labels(R.screen([cell])) == [
                "Delivery address [Street, Map preview]", "Street", "Privacy policy", "Tip", "Leave at the door",
            ])
    }

    /// A container that speaks only a value (no label) still speaks: it absorbs its texts,
    /// which become its words (``Transcript`` says them before the value). A label that does
    /// not hold a child's text absorbs it too (`SpeakingContainerTests`, the order summary).
    @Test func aContainerThatSpeaksOnlyAValueAbsorbsItsTexts() {
        let cell = R.node(
            .cell, nil, value: "Banners", 0, 100, 390, 44,
            [
                R.node(.staticText, "Notifications", 16, 112, 200, 20),
                R.node(.button, "More Info", 340, 107, 30, 30),
            ])
        #expect(Self.labels(R.screen([cell])) == ["<cell> [Notifications]", "More Info"])
    }

    @Test func elementsThatAreNoControlAreAbsorbedWhateverMadeThemElements() {
        let cell = R.node(
            .cell, "Inbox", 0, 100, 390, 80,
            [
                R.node(.image, "Unread", 16, 110, 20, 20) { $0.isAccessibilityElement = .yes },
                R.node(.other, "3 new", 40, 110, 60, 20),
                R.node(.progressIndicator, "Syncing", value: "40%", 16, 140, 200, 4),
                R.node(.staticText, nil, 120, 110, 60, 20),
                R.node(.button, "Compose", 320, 110, 50, 44),
            ])
        #expect(Self.labels(R.screen([cell])) == ["Inbox [Unread, 3 new, Syncing]", "Compose"])
    }

    /// What stays an element: a control by its type or its traits, a merged switch row, a node the
    /// team names as one element (UIKit keeps an element the app declares itself distinct),
    /// and a speaking container inside, which absorbs its own texts.
    @Test func whatStaysAStopInsideASpeakingContainer() {
        let row = R.node(
            .cell, "Airplane Mode", value: "0", 0, 200, 390, 44,
            [
                R.node(.staticText, "Airplane Mode", 16, 212, 200, 20),
                R.node(.switch, "Airplane Mode", value: "0", 321, 206, 51, 31),
            ])
        let section = R.node(
            .other, "Travel", 0, 100, 390, 400,
            [
                R.node(.staticText, "Before you fly", 16, 110, 200, 20),
                R.node(.other, "Boarding pass", id: "pass", 16, 140, 200, 40),
                R.node(.other, "Seat 12A", 16, 190, 100, 30) { $0.traits = [.button] },
                row,
                R.node(
                    .other, "Gate B12", 0, 300, 390, 100,
                    [
                        R.node(.staticText, "Boards 10:40", 16, 310, 200, 20),
                        R.node(.button, "Directions", 300, 310, 80, 30),
                    ]),
            ])
        let options = TraversalOptions(overrides: InferenceOverrides(elements: ["pass"]))
        #expect(
            Self.labels(R.screen([section]), options: options) == [
                "Travel [Before you fly]", "Boarding pass", "Seat 12A", "Airplane Mode", "Gate B12 [Boards 10:40]", "Directions",
            ])
    }

    /// Where no ancestor speaks, nothing is absorbed: a container the recording
    /// marks as no element keeps its label silent and its children are elements of their own.
    @Test func withoutASpeakingAncestorEveryTextIsStillAStop() {
        let card = R.node(
            .other, "Card", 0, 100, 390, 200,
            [
                R.node(.staticText, "Total 12 €", 16, 120, 200, 20),
                R.node(.button, "Pay", 16, 160, 100, 44),
            ]
        ) { $0.isAccessibilityElement = .no }
        #expect(Self.labels(R.screen([card])) == ["Total 12 €", "Pay"])
        let plain = R.node(.other, nil, 0, 100, 390, 200, [R.node(.staticText, "Total", 16, 120, 200, 20), R.node(.button, "Pay", 16, 160, 100, 44)])
        #expect(Self.labels(R.screen([plain])) == ["Total", "Pay"])
    }

    @Test func aControlsOwnTextIsNotAbsorbedByTheContainer() {
        let cell = R.node(
            .cell, "Keynote", 0, 100, 390, 80,
            [
                R.node(.button, "Get", 300, 120, 74, 30, [R.node(.staticText, "GET", 310, 125, 50, 20)])
            ])
        #expect(Self.labels(R.screen([cell])) == ["Keynote", "Get"])
    }
}
