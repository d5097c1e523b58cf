import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// A map entry resolved to the query a UI test runs, and that query run on hand-made trees.
@Suite struct ControlQueryTests {
    enum SignIn: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 0, type: .staticText, identifier: nil, label: "Welcome back"),
                ControlInformation(index: 1, type: .textField, identifier: id("email"), label: "Email"),
                ControlInformation(index: 2, type: .button, identifier: id("signIn"), label: "Sign In"),
                ControlInformation(index: 3, type: .image, identifier: nil),
                ControlInformation(index: 4, type: .any, identifier: "", label: "Help"),
            ]
        }
    }

    /// A map whose array order is not its index order.
    enum Shuffled: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] {
            [
                ControlInformation(index: 1, type: .button, identifier: "b"),
                ControlInformation(index: 0, type: .button, identifier: "a"),
            ]
        }
    }

    enum Empty: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] { [] }
    }

    static func node(
        _ type: ControlType, _ identifier: String? = nil, label: String? = nil,
        _ x: Double = 0, _ y: Double = 0
    ) -> NestedNode {
        NestedNode(
            AccessibilityNode(
                type: type, identifier: identifier, label: label,
                frame: Frame(x: x, y: y, width: 100, height: 40)))
    }

    /// An app whose navigation bar (outside the screen root) repeats the screen's texts.
    static let tree = AccessibilityTree(
        root: NestedNode(
            AccessibilityNode(type: .application, label: "Acme", frame: Frame(x: 0, y: 0, width: 390, height: 844)),
            children: [
                NestedNode(
                    AccessibilityNode(type: .navigationBar, frame: Frame(x: 0, y: 47, width: 390, height: 44)),
                    children: [
                        node(.staticText, label: "Welcome back", 120, 50),
                        node(.image, nil, 10, 50),
                    ]),
                NestedNode(
                    AccessibilityNode(type: .other, identifier: "SignIn", frame: Frame(x: 0, y: 91, width: 390, height: 753)),
                    children: [
                        node(.staticText, label: "Welcome back", 20, 100),
                        node(.textField, "SignIn.email", label: "Email", 20, 150),
                        node(.button, "SignIn.signIn", label: "Sign In", 20, 200),
                        node(.image, nil, 20, 250),
                        node(.image, label: "", 200, 250),
                        node(.link, label: "Help", 20, 300),
                    ]),
            ]))

    func query(_ index: Int) throws -> ControlQuery {
        try ControlQuery.resolve(index, of: SignIn.self).get()
    }

    @Test func anEntryWithAnIdentifierIsQueriedByIdentifierAndTypeInTheWholeApp() throws {
        let email = try query(1)
        #expect(email.identifier == "SignIn.email")
        #expect(email.label == nil)
        #expect(email.scope == nil)
        #expect(email.elementType == .textField)
        #expect(email.elementTypeRawValue == 49)  // XCUIElement.ElementType.textField
        #expect(email.description == "textField \"SignIn.email\"")
        // A predicate on the identifier alone: XCUITest's matching(identifier:) would also take a
        // label, title, value or placeholder equal to it.
        #expect(email.predicateFormat == "identifier == %@")
        #expect(email.predicateArgument == "SignIn.email")
        #expect(!email.matches(AccessibilityNode(type: .textField, label: "SignIn.email")))
        let result = email.evaluate(in: Self.tree)
        #expect(result.isUnique)
        #expect(Self.tree[try #require(result.element)].frame == Frame(x: 20, y: 150, width: 100, height: 40))
        #expect(
            result.message(in: Self.tree)
                == "SignIn entry 1 (textField \"SignIn.email\"): textField \"SignIn.email\" label: \"Email\" {{20, 150}, {100, 40}}")
    }

    @Test func anIdentifierQueryAlsoAsksForTheEntrysType() throws {
        let email = try query(1)
        #expect(!email.matches(AccessibilityNode(type: .staticText, identifier: "SignIn.email")))
        #expect(email.matches(AccessibilityNode(type: .textField, identifier: "SignIn.email", label: "another label")))
        #expect(!email.matches(AccessibilityNode(type: .textField, identifier: "SignIn.password")))
    }

    @Test func anEntryWithoutIdentifierIsQueriedByTypeAndLabelInsideTheScreenRoot() throws {
        let welcome = try query(0)
        #expect(welcome.identifier == nil)
        #expect(welcome.label == "Welcome back")
        #expect(welcome.scope == "SignIn")
        #expect(welcome.predicateFormat == "label == %@")
        #expect(welcome.predicateArgument == "Welcome back")
        #expect(!welcome.matches(AccessibilityNode(type: .staticText, identifier: "Welcome back")))
        #expect(welcome.description == "staticText label \"Welcome back\" in \"SignIn\"")
        // The navigation bar's "Welcome back" is outside the screen root: not a second match.
        let result = welcome.evaluate(in: Self.tree)
        #expect(result.scopeFound)
        #expect(result.matches.map { Self.tree[$0].frame.y } == [100])
    }

    @Test func aLabelQueryWhoseScreenRootIsMissingSearchesTheWholeTreeAndSaysSo() throws {
        let welcome = try query(0)
        let noRoot = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [Self.node(.staticText, label: "Welcome back", 0, 50), Self.node(.staticText, label: "Welcome back", 0, 100)]))
        let result = welcome.evaluate(in: noRoot)
        #expect(!result.scopeFound)
        #expect(result.matches == [1, 2])
        #expect(result.message(in: noRoot).contains("no node has the screen identifier \"SignIn\", so the whole tree was searched"))
    }

    @Test func aScreenIdentifierSwiftUICopiedOntoItsOneLeafDoesNotHideThatLeaf() throws {
        // SwiftUI copies an identifier set on a container that is not an element onto its
        // elements (cactus-compute/voice-agents-hack#10); with one element, the only node
        // carrying "SignIn" is that leaf, and XCUITest's `descendants(matching:)` of an
        // element never includes the element itself.
        let welcome = try query(0)
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [
                    NestedNode(
                        AccessibilityNode(
                            type: .staticText, identifier: "SignIn", label: "Welcome back",
                            frame: Frame(x: 20, y: 100, width: 200, height: 30)))
                ]))
        let result = welcome.evaluate(in: tree)
        #expect(result.matches == [1])
        #expect(result.scopeFound)
    }

    @Test func severalMatchesAreReportedWithTheFrameOfEach() throws {
        // Entry 3: an image with neither identifier nor label; the screen has two unlabelled images
        // (an empty label reads as none).
        let image = try query(3)
        #expect(image.label == "")
        #expect(image.predicateArgument == "")
        let result = image.evaluate(in: Self.tree)
        #expect(result.element == nil)
        #expect(result.matches.count == 2)
        #expect(result.description == "2 matches")
        #expect(
            result.message(in: Self.tree) == """
                SignIn entry 3 (image label "" in "SignIn"): 2 elements match, so a test cannot tell which one to use:
                  image {{20, 250}, {100, 40}}
                  image label: "" {{200, 250}, {100, 40}}
                """)
    }

    @Test func noMatchIsReportedWithTheQuery() throws {
        let signIn = try query(2)
        let empty = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .application,
                    frame: Frame(x: 0, y: 0, width: 390, height: 844))))
        let result = signIn.evaluate(in: empty)
        #expect(result.matches.isEmpty)
        #expect(result.description == "no match")
        #expect(result.message(in: empty) == "SignIn entry 2 (button \"SignIn.signIn\"): no element matches")
    }

    @Test func theNodeTheQueryStartsFromIsNotOneOfItsMatches() {
        // XCUITest's descendants(matching:) leaves the element itself out; so does the evaluation.
        let query = ControlQuery(
            entry: ControlInformation(index: 0, type: .other, identifier: nil, label: ""),
            screen: "Root", screenIdentifier: "Root")
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .other, identifier: "Root",
                    frame: Frame(x: 0, y: 0, width: 10, height: 10))))
        #expect(query.evaluate(in: tree).matches.isEmpty)
    }

    @Test func anEmptyIdentifierCountsAsNoneAndTypeAnyMatchesEveryType() throws {
        let help = try query(4)
        #expect(help.identifier == nil)
        #expect(help.label == "Help")
        #expect(help.elementTypeRawValue == 0)  // XCUIElement.ElementType.any
        #expect(help.evaluate(in: Self.tree).matches.map { Self.tree[$0].type } == [ControlType.link])
    }

    @Test func anEntryIsFoundByItsIndexNotItsPlaceInTheList() throws {
        #expect(try ControlQuery.resolve(0, of: Shuffled.self).get().identifier == "a")
        #expect(try ControlQuery.resolve(1, of: Shuffled.self).get().identifier == "b")
    }

    @Test func aMissingEntryNamesTheMapsSize() {
        #expect(throws: MissingMapEntry(screen: "SignIn", index: 12, indexes: [0, 1, 2, 3, 4])) {
            try ControlQuery.resolve(12, of: SignIn.self).get()
        }
        #expect(
            MissingMapEntry(screen: "SignIn", index: 12, indexes: [0, 1, 2, 3, 4]).description
                == "SignIn has no entry 12: its map has 5 entries (indexes 0...4)")
        #expect(
            MissingMapEntry(screen: "SignIn", index: -1, indexes: [0]).description
                == "SignIn has no entry -1: its map has 1 entry (index 0)")
        #expect(throws: MissingMapEntry(screen: "Empty", index: 0, indexes: [])) {
            try ControlQuery.resolve(0, of: Empty.self).get()
        }
        #expect(MissingMapEntry(screen: "Empty", index: 0, indexes: []).description == "Empty has no entry 0: its map is empty")
    }

    @Test func theElementTypeOfAQueryIsXCUIElementTypesRawValue() {
        // Documented XCUIElement.ElementType raw values, spot-checked across the range.
        let documented: [(ControlType, UInt)] = [
            (.any, 0), (.other, 1), (.application, 2), (.window, 4), (.button, 9),
            (.navigationBar, 21), (.tabBar, 22), (.table, 26), (.switch, 40),
            (.link, 42), (.image, 43), (.staticText, 48), (.textField, 49),
            (.secureTextField, 50), (.cell, 75), (.statusItem, 82),
        ]
        for (type, raw) in documented {
            let query = ControlQuery(
                entry: ControlInformation(index: 0, type: type, identifier: "x"), screen: "S",
                screenIdentifier: "S")
            #expect(query.elementTypeRawValue == raw, "\(type)")
        }
    }
}
