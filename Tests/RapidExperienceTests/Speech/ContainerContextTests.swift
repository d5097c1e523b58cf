import Foundation
import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap
import RapidExperience

/// The transcript speaks container context where the recording shows the container, as
/// AccessibilitySnapshot models it, and a navigation bar's title as a heading.
@Suite("Spoken container context")
struct ContainerContextTests {
    typealias E = ExperienceTrees

    static func text(_ children: [NestedNode]) -> String {
        Transcript(tree: E.window(children)).text()
    }

    static func box(_ type: ControlType, _ children: [NestedNode], _ edit: (inout AccessibilityNode) -> Void = { _ in }) -> NestedNode {
        var node = AccessibilityNode(type: type, frame: Frame(x: 0, y: 0, width: 390, height: 400))
        edit(&node)
        return NestedNode(node, children: children)
    }

    static func text(_ label: String, _ y: Double) -> NestedNode {
        E.element(.staticText, label, Frame(x: 20, y: y, width: 200, height: 20))
    }

    @Test func aListSaysWhereItStartsAndEnds() {
        let list = Self.box(.other, [Self.text("Milk", 10), Self.text("Eggs", 40), Self.text("Bread", 70)]) {
            $0.containerType = .list
        }
        #expect(Self.text([list]) == "1. Milk. List Start.\n\n2. Eggs\n\n3. Bread. List End.\n")
    }

    @Test func aListsOnlyStopSaysListStartAlone() {
        let list = Self.box(.other, [Self.text("Milk", 10)]) { $0.containerType = .list }
        #expect(Self.text([list]) == "1. Milk. List Start.\n")
    }

    @Test func aLandmarkSaysLandmarkAndEnd() {
        let landmark = Self.box(.other, [Self.text("Top story", 10), Self.text("More", 40)]) { $0.containerType = .landmark }
        #expect(Self.text([landmark]) == "1. Top story. Landmark.\n\n2. More. End.\n")
    }

    @Test func aTableSaysNothingOfTheKindUnlessRecordedAsAList() {
        let table = Self.box(.table, [Self.text("Milk", 10), Self.text("Eggs", 40)])
        #expect(Self.text([table]) == "1. Milk\n\n2. Eggs\n")
    }

    @Test func aSegmentedControlsSegmentsSayTheirPlace() {
        let control = Self.box(
            .segmentedControl,
            [
                E.element(.button, "Day", Frame(x: 20, y: 10, width: 100, height: 30)),
                E.element(.button, "Week", Frame(x: 120, y: 10, width: 100, height: 30)),
            ])
        #expect(Self.text([control]) == "1. Day. Button. 1 of 2.\n\n2. Week. Button. 2 of 2.\n")
    }

    @Test func aNavigationBarsTitleIsAHeading() {
        let bar = Self.box(
            .navigationBar,
            [
                E.element(.button, "Back", Frame(x: 0, y: 10, width: 60, height: 44)),
                Self.text("Settings", 20),
            ]
        ) { $0.identifier = "Settings" }
        #expect(Self.text([bar]) == "1. Back. Button.\n\n2. Settings. Heading.\n")
    }

    @Test func aTextInTheBarThatIsNotItsTitleIsNoHeading() {
        let bar = Self.box(.navigationBar, [Self.text("Settings", 20), Self.text("Updated now", 45)]) { $0.identifier = "Settings" }
        #expect(Self.text([bar]) == "1. Settings. Heading.\n\n2. Updated now\n")
    }
}
