import Foundation
import Testing
import RapidVerify
import RapidMapTestSupport

/// The UIKit walker (`AccessibilityTree(capturingAccessibilityObject:)`) on fake hierarchies,
/// one test per traversal rule: each capture is written as a native recording, read back
/// (equal to the capture) and ordered by the traversal engine.
@MainActor
@Suite struct CaptureUIKitWalkerTests {
    let ui = FakeUIKit()

    /// Captures `root`, records it, reads it back and orders it.
    func order(_ root: FakeObject) throws -> (identifiers: [String], tree: AccessibilityTree) {
        let tree = try AccessibilityTree(capturingAccessibilityObject: root)
        let result = try orderedIdentifiersAfterRecording(tree)
        #expect(result.tree == tree)
        return result
    }

    @Test func aHiddenViewAndItsSubtreeAreNotRead() throws {
        let window = ui.window("window")
        let hidden = ui.container("hidden", in: window) { $0.isHidden = true }
        ui.element("insideHidden", rect(0, 0), in: hidden)
        ui.element("shown", rect(0, 100), in: window)
        let (ids, tree) = try order(window)
        #expect(ids == ["shown"])
        #expect(tree[tree.firstIndex(identifier: "hidden")!].hidden)
    }

    @Test func aViewWithAlphaZeroIsNotReadAndAFadedOneIs() throws {
        let window = ui.window("window")
        let clear = ui.container("clear", in: window) { $0.alpha = 0 }
        ui.element("insideClear", rect(0, 0), in: clear)
        let faded = ui.container("faded", in: window) { $0.alpha = 0.3 }
        ui.element("insideFaded", rect(0, 100), in: faded)
        let (ids, tree) = try order(window)
        #expect(ids == ["insideFaded"])
        #expect(abs(tree[tree.firstIndex(identifier: "faded")!].alpha - 0.3) < 1e-9)
    }

    @Test func accessibilityElementsHiddenHidesTheSubtree() throws {
        let window = ui.window("window")
        let muted = ui.container("muted", in: window) { $0.accessibilityElementsHidden = true }
        ui.element("insideMuted", rect(0, 0), in: muted)
        ui.element("after", rect(0, 100), in: window)
        #expect(try order(window).identifiers == ["after"])
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let window = ui.window("window")
        let content = ui.container("content", in: window)
        ui.element("behind", rect(0, 0), in: content)
        let alert = ui.container("alert", rect(40, 300, 300, 200), in: window) { $0.accessibilityViewIsModal = true }
        ui.element("alertTitle", rect(50, 310), in: alert)
        ui.element("alertOK", rect(50, 400), traits: .button, in: alert)
        let (ids, tree) = try order(window)
        #expect(ids == ["alertTitle", "alertOK"])
        #expect(tree[tree.firstIndex(identifier: "alert")!].modal)
    }

    @Test func accessibilityElementsListNonViewElementsAndViewsFromDeeperInTheHierarchyInTheirOrder() throws {
        let window = ui.window("window")
        let card = ui.container("card", in: window)
        let notListed = ui.element("notListed", rect(0, 0), in: card)
        let wrapper = ui.container("wrapper", in: card)
        let deep = ui.element("deepView", rect(0, 300), in: wrapper)
        let bottom = ui.element("bottom", rect(0, 600), in: card)
        // A non-view element (a UIAccessibilityElement): no superview, only listed.
        let drawn = ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(0, 500),
                accessibilityIdentifier: "drawnElement", accessibilityTraits: .button))
        _ = notListed
        ui.setAccessibilityElements(of: card, [bottom, drawn, deep])
        let (ids, tree) = try order(window)
        // Listed order, not frame order; the unlisted subview is not read.
        #expect(ids == ["bottom", "drawnElement", "deepView"])
        let cardNode = tree[tree.firstIndex(identifier: "card")!]
        #expect(cardNode.explicitOrder == [0, 1, 2])
        let drawnNode = tree[tree.firstIndex(identifier: "drawnElement")!]
        #expect(drawnNode.type == .button)
        #expect(drawnNode.isAccessibilityElement == .yes)
    }

    @Test func aContainerThatOnlyImplementsTheIndexedAPIIsReadInItsIndexOrder() throws {
        let window = ui.window("window")
        let table = ui.nonViewContainer("table", listedBy: window)
        // Drawn rows (non-view elements), listed bottom first: the index order wins over frames.
        let rows = (0..<3).map { row in
            ui.add(
                FakeProperties(
                    isAccessibilityElement: true, accessibilityFrame: rect(0, Double(300 - row * 100)),
                    accessibilityIdentifier: "row\(row)", accessibilityTraits: .staticText))
        }
        ui.setIndexedElements(of: table, rows)
        let (ids, tree) = try order(window)
        #expect(ids == ["row0", "row1", "row2"])
        #expect(tree[tree.firstIndex(identifier: "table")!].explicitOrder == [0, 1, 2])
    }

    @Test func accessibilityElementsWinOverTheIndexedAPIAsInUIKit() throws {
        let window = ui.window("window")
        let card = ui.nonViewContainer("card", listedBy: window)
        let listed = ui.element("listed", rect(0, 0))
        let indexed = ui.element("indexedOnly", rect(0, 100))
        ui.setAccessibilityElements(of: card, [listed])
        ui.setIndexedElements(of: card, [indexed])
        #expect(try order(window).identifiers == ["listed"])
    }

    @Test func indexedElementsThatAreNilAreSkippedAndACountOfZeroOrLessMeansNone() throws {
        let window = ui.window("window")
        let gappy = ui.nonViewContainer("gappy", listedBy: window)
        let first = ui.element("first", rect(0, 0))
        let last = ui.element("last", rect(0, 100))
        ui.setIndexedElements(of: gappy, [first, nil, last], count: 4)  // index 3 answers nil too
        let negative = ui.nonViewContainer("negative", listedBy: window)
        ui.setIndexedElements(of: negative, [ui.element("negativeListed", rect(0, 200))], count: -1)
        let (ids, tree) = try order(window)
        #expect(ids == ["first", "last"])
        #expect(tree[tree.firstIndex(identifier: "gappy")!].explicitOrder == [0, 1])
        #expect(tree[tree.firstIndex(identifier: "negative")!].explicitOrder == nil)
    }

    @Test func cyclesThroughTheIndexedAPIEnd() throws {
        let window = ui.window("window")
        let a = ui.nonViewContainer("a", listedBy: window)
        let leaf = ui.element("leaf", rect(0, 0))
        ui.setIndexedElements(of: a, [a, window, leaf, leaf])  // itself, an ancestor, a duplicate
        let (ids, tree) = try order(window)
        #expect(ids == ["leaf"])
        #expect(tree.count == 3)
    }

    @Test func aViewListedByAContainerOutsideItsSuperviewIsRecordedWhereEitherExposesIt() throws {
        let window = ui.window("window")
        let header = ui.container("header", in: window)
        let shared = ui.element("shared", rect(0, 0), in: header)
        let footer = ui.container("footer", in: window)
        ui.element("footerText", rect(0, 700), in: footer)
        ui.setAccessibilityElements(of: footer, [shared])
        let (ids, tree) = try order(window)
        // The header's subviews are its elements, so the view is read there; the footer lists it too.
        #expect(ids == ["shared", "shared"])
        #expect(tree.nodes.filter { $0.identifier == "shared" }.count == 2)
        #expect(tree.firstIndex(identifier: "footerText") == nil)
    }

    @Test func cyclesInAccessibilityElementsEndAndNoObjectIsRecordedInsideItself() throws {
        let window = ui.window("window")
        let a = ui.container("a", in: window)
        let b = ui.add(FakeProperties(accessibilityFrame: rect(0, 0), accessibilityIdentifier: "b"))
        let leaf = ui.element("leaf", rect(0, 0))
        ui.setAccessibilityElements(of: a, [b, a, leaf, leaf])  // itself, and a duplicate
        ui.setAccessibilityElements(of: b, [a, window, leaf])  // back up the path
        let (ids, tree) = try order(window)
        // The leaf is listed by both a and b, so it is read in both places.
        #expect(ids == ["leaf", "leaf"])
        #expect(tree.count == 5)  // window, a, b, leaf (under b), leaf (under a)
        #expect(tree[tree.firstIndex(identifier: "a")!].explicitOrder == [0, 1])
        #expect(tree[tree.firstIndex(identifier: "b")!].explicitOrder == [0])
    }

    @Test func containersThatKeepTheirChildrenTogetherAreReadAsOneUnit() throws {
        // Two columns: left | right, two rows. A plain left column splices into rows; a
        // grouping one is read column first.
        for (group, expected) in [
            (nil, ["a", "b", "c", "d"]),
            (FakeContainerType.list, ["a", "c", "b", "d"]),
            (FakeContainerType.semanticGroup, ["a", "c", "b", "d"]),
        ] {
            let ui = FakeUIKit()
            let window = ui.window("window")
            let left = ui.container("left", in: window) {
                if let group { $0.accessibilityContainerType = group; $0.accessibilityLabel = "Left" }
            }
            let right = ui.container("right", in: window)
            ui.element("a", rect(0, 0), in: left)
            ui.element("c", rect(0, 100), in: left)
            ui.element("b", rect(200, 0), in: right)
            ui.element("d", rect(200, 100), in: right)
            let tree = try AccessibilityTree(capturingAccessibilityObject: window)
            let (ids, back) = try orderedIdentifiersAfterRecording(tree)
            #expect(back == tree)
            #expect(ids == expected, "container type \(String(describing: group))")
            #expect(
                back[back.firstIndex(identifier: "left")!].containerType
                    == ContainerType(uiAccessibilityContainerTypeRawValue: group?.rawValue ?? 0))
        }
        let window = ui.window("window")
        let left = ui.container("left", in: window) { $0.shouldGroupAccessibilityChildren = true }
        let right = ui.container("right", in: window)
        ui.element("a", rect(0, 0), in: left)
        ui.element("c", rect(0, 100), in: left)
        ui.element("b", rect(200, 0), in: right)
        ui.element("d", rect(200, 100), in: right)
        let (ids, tree) = try order(window)
        #expect(ids == ["a", "c", "b", "d"])
        #expect(tree[tree.firstIndex(identifier: "left")!].groupsChildren)
    }

    @Test func accessibilityFramesAreRecordedInScreenPointsAndOrderTheRows() throws {
        let window = ui.window("window", rect(0, 0, 390, 844))
        let scroll = ui.container("scroll", rect(0, 100, 390, 400), in: window) { $0.clipsToBounds = true }
        ui.element("lower", rect(10.5, 460, 100, 30), in: scroll)
        ui.element("sameRowRight", rect(200, 154, 100, 30), in: scroll)  // 6 pt below: same row on a phone
        ui.element("upperLeft", rect(20, 148, 100, 30), in: scroll)
        let (ids, tree) = try order(window)
        #expect(ids == ["upperLeft", "sameRowRight", "lower"])
        #expect(tree[tree.firstIndex(identifier: "lower")!].frame == Frame(x: 10.5, y: 460, width: 100, height: 30))
        #expect(tree[tree.firstIndex(identifier: "scroll")!].clipsToBounds)
    }

    @Test func aRightToLeftRootIsReadFromTheRightAndItsIdiomIsKept() throws {
        let window = ui.window("window") {
            $0.effectiveUserInterfaceLayoutDirection = .rightToLeft
            $0.userInterfaceIdiom = .pad
        }
        ui.element("leftCell", rect(0, 0), in: window)
        ui.element("rightCell", rect(200, 0), in: window)
        ui.element("nextRow", rect(0, 100), in: window)
        let (ids, tree) = try order(window)
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree.idiom == .pad)
        #expect(ids == ["rightCell", "leftCell", "nextRow"])
    }

    @Test func aViewTreeAsDeepAsTheLimitIsWalkedWithoutRecursion() throws {
        let depth = AccessibilityTree.captureDepthLimit
        let root = ui.window("root")
        var parent = root
        for _ in 1..<depth - 1 { parent = ui.container(nil, in: parent) }
        ui.element("leaf", rect(0, 0), in: parent)
        let (ids, tree) = try order(root)
        #expect(tree.count == depth)
        #expect(tree.height == depth - 1)
        #expect(ids == ["leaf"])
    }

    @Test func everyTraitBitCustomActionAndStringIsKeptAndTheElementFlagIsExplicit() throws {
        let window = ui.window("window")
        let traits = AccessibilityTraitSet(rawValue: AccessibilityTraitSet.button.rawValue | 1 << 17 | 1 << 40 | 1 << 63)
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(1, 2, 3, 4),
                accessibilityIdentifier: "go", accessibilityLabel: "Go", accessibilityValue: "3 of 5",
                accessibilityHint: "Starts the trip", accessibilityTraits: traits,
                accessibilityCustomActions: [FakeCustomAction(name: "Delete"), FakeCustomAction(name: "Share")]),
            to: window)
        let (_, tree) = try order(window)
        let go = tree[tree.firstIndex(identifier: "go")!]
        #expect(
            go
                == AccessibilityNode(
                    type: .button, identifier: "go", label: "Go", value: "3 of 5", hint: "Starts the trip",
                    frame: Frame(x: 1, y: 2, width: 3, height: 4), traits: traits,
                    isAccessibilityElement: .yes, customActions: ["Delete", "Share"]))
        #expect(tree[0].isAccessibilityElement == .no)
        #expect(tree.nodes.allSatisfy { $0.isAccessibilityElement != .unknown })
    }

    @Test func theTypeComesFromTheTraitsTheMostSpecificFirst() {
        let cases: [(AccessibilityTraitSet, ControlType)] = [
            ([], .other), (.staticText, .staticText), (.header, .staticText), ([.button, .selected], .button),
            (.link, .link), (.image, .image), ([.image, .button], .button), (.adjustable, .slider),
            (.searchField, .searchField), (.textEntry, .textField), ([.textEntry, .secureTextField], .secureTextField),
            ([.textEntry, .textArea], .textView), (.switchButton, .switch), ([.button, .switchButton], .switch),
            (.keyboardKey, .key), (.tabBar, .tabBar), (.tabBarItem, .button), (.backButton, .button),
        ]
        for (traits, type) in cases { #expect(ControlType(uiKitTraits: traits) == type, "\(traits)") }
    }

    @Test func uiKitRawValuesMapToTheModel() {
        #expect(Idiom(userInterfaceIdiomRawValue: 0) == .phone)
        #expect(Idiom(userInterfaceIdiomRawValue: 1) == .pad)
        #expect(Idiom(userInterfaceIdiomRawValue: 2) == .tv)
        #expect(Idiom(userInterfaceIdiomRawValue: 3) == .carPlay)
        #expect(Idiom(userInterfaceIdiomRawValue: 5) == .mac)
        #expect(Idiom(userInterfaceIdiomRawValue: 6) == .vision)
        #expect(Idiom(userInterfaceIdiomRawValue: -1) == nil)
        #expect(Idiom(userInterfaceIdiomRawValue: 4) == nil)
        #expect(InterfaceLayoutDirection(userInterfaceLayoutDirectionRawValue: 1) == .rightToLeft)
        #expect(InterfaceLayoutDirection(userInterfaceLayoutDirectionRawValue: 0) == .leftToRight)
        #expect(
            [0, 1, 2, 3, 4, 9].map(ContainerType.init(uiAccessibilityContainerTypeRawValue:))
                == [.none, .dataTable, .list, .landmark, .semanticGroup, .none])
        #expect(InterfaceLayoutDirection(language: "ar") == .rightToLeft)
        #expect(InterfaceLayoutDirection(language: "he-IL") == .rightToLeft)
        #expect(InterfaceLayoutDirection(language: "en-US") == .leftToRight)
        #expect(InterfaceLayoutDirection(language: "ja") == .leftToRight)
    }

    @Test func aFakeViewTreeSurvivesCaptureWriteAndReadUnchanged() throws {
        let window = ui.window("window", rect(0, 0, 390, 844)) { $0.userInterfaceIdiom = .phone }
        let screen = ui.container("LoginScreen", rect(0, 0, 390, 844), in: window)
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(20, 100, 350, 44),
                accessibilityIdentifier: "LoginScreen.email", accessibilityLabel: "Email",
                accessibilityValue: "a@b.c", accessibilityTraits: .textEntry), to: screen)
        ui.add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: rect(20, 160, 350, 44),
                accessibilityIdentifier: "LoginScreen.signIn", accessibilityLabel: "Sign In",
                accessibilityTraits: [.button, .notEnabled]), to: screen)
        let captured = try AccessibilityTree(capturingAccessibilityObject: window)
        var expected = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .other, identifier: "window", frame: Frame(x: 0, y: 0, width: 390, height: 844),
                    isAccessibilityElement: .no),
                children: [
                    NestedNode(
                        AccessibilityNode(
                            type: .other, identifier: "LoginScreen", frame: Frame(x: 0, y: 0, width: 390, height: 844),
                            isAccessibilityElement: .no),
                        children: [
                            NestedNode(
                                AccessibilityNode(
                                    type: .textField, identifier: "LoginScreen.email", label: "Email",
                                    value: "a@b.c", frame: Frame(x: 20, y: 100, width: 350, height: 44),
                                    traits: .textEntry, isAccessibilityElement: .yes)),
                            NestedNode(
                                AccessibilityNode(
                                    type: .button, identifier: "LoginScreen.signIn", label: "Sign In",
                                    frame: Frame(x: 20, y: 160, width: 350, height: 44),
                                    traits: [.button, .notEnabled], enabled: false,
                                    isAccessibilityElement: .yes)),
                        ])
                ]))
        // Every object's traits were read: native JSON keeps saying so.
        expected.traitsRecorded = true
        #expect(captured == expected)
        let data = NativeJSONWriter.write(captured, pretty: true)
        let back = try AccessibilityTree(reading: data)
        #expect(back == expected)
        #expect(NativeJSONWriter.write(back, pretty: true) == data)
        #expect(TraversalEngine().order(back).map(\.node.identifier) == ["LoginScreen.email", "LoginScreen.signIn"])
    }
}
