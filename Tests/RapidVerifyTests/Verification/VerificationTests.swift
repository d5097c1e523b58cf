import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// A map without identifiers: matched by type and label, and by label alone for `.any`.
enum UnnamedScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .staticText, identifier: nil, label: "Title"),
            ControlInformation(index: 1, type: .any, identifier: nil, label: "Continue"),
        ]
    }
}

/// A map with its entries written out of index order (allowed: the map is sorted).
enum ShuffledScreen: RapidScreen {
    static var screenIdentifier: String { "WelcomeForm" }
    static func controlsInformation() -> [ControlInformation] {
        WelcomeForm.controlsInformation().reversed()
    }
}

@Suite struct VerificationTests {
    typealias F = Fixture

    func verify(_ elements: [AccessibilityNode], mode: VerificationMode = .exact) -> VerificationResult {
        Verifier.verify(WelcomeForm.self, F.tree(elements), mode: mode)
    }

    @Test func aTreeThatMatchesTheMapPasses() {
        let result = verify(F.formElements)
        #expect(result.passed)
        #expect(result.differences.isEmpty)
        #expect(result.rows.map(\.mark) == Array(repeating: .match, count: 5))
        #expect(result.summary == "WelcomeForm: matches (5 controls, exact)")
    }

    @Test func aMapWrittenOutOfIndexOrderIsSortedFirst() {
        let result = Verifier.verify(ShuffledScreen.self, F.tree(F.formElements))
        #expect(result.passed)
        #expect(result.expected.map(\.index) == [0, 1, 2, 3, 4])
    }

    @Test func aDeclaredControlThatIsNotFoundIsMissing() {
        var elements = F.formElements
        elements.remove(at: 4)
        let result = verify(elements)
        #expect(result.differences == [.missing(expected: WelcomeForm.controlsInformation()[4])])
        #expect(result.rows.last?.mark == .missing)
    }

    @Test func anUndeclaredElementIsUnexpectedOnlyInExactMode() {
        var elements = F.formElements
        elements.insert(F.element(.staticText, nil, label: "Promo"), at: 2)
        let exact = verify(elements)
        #expect(exact.differences.count == 1)
        if case .unexpected(let actual) = exact.differences.first {
            #expect(actual.position == 2)
            #expect(actual.node.label == "Promo")
        } else {
            Issue.record("expected one unexpected element, got \(exact.differences)")
        }
        #expect(verify(elements, mode: .ordered).passed)
        #expect(verify(elements, mode: .present).passed)
        #expect(verify(elements, mode: .ordered).rows[2].mark == .ignored)
    }

    @Test func anElementOutOfOrderIsMovedInExactAndOrderedModesButNotInPresentMode() {
        var elements = F.formElements
        let forgot = elements.remove(at: 4)
        elements.insert(forgot, at: 0)
        for mode in [VerificationMode.exact, .ordered] {
            let result = verify(elements, mode: mode)
            #expect(result.differences.count == 1, "\(mode)")
            guard case .moved(let expected, let actual) = result.differences.first else {
                Issue.record("expected a move in \(mode), got \(result.differences)")
                continue
            }
            #expect(expected.identifier == F.id("forgot"))
            #expect(expected.index == 4)
            #expect(actual.position == 0)
        }
        #expect(verify(elements, mode: .present).passed)
    }

    @Test func swappingTwoNeighboursMovesExactlyOneOfThem() {
        var elements = F.formElements
        elements.swapAt(1, 2)
        let result = verify(elements)
        #expect(result.differences.map(\.kind) == [.moved])
        #expect(result.rows.filter { $0.mark == .moved }.count == 1)
        #expect(result.rows.filter { $0.mark == .match }.count == 4)
    }

    @Test func aControlOfAnotherTypeHasTheWrongType() {
        var elements = F.formElements
        elements[4].type = .button
        let result = verify(elements)
        #expect(result.differences.count == 1)
        guard case .wrongType(let expected, let actual) = result.differences.first else {
            Issue.record("expected a wrong type, got \(result.differences)"); return
        }
        #expect(expected.type == .link)
        #expect(actual.node.type == .button)
        #expect(result.rows[4].mark == .mismatch)
    }

    @Test func typeAnyMatchesEveryType() {
        let map = [ControlInformation(index: 0, type: .any, identifier: "x")]
        for type in [ControlType.button, .staticText, .other] {
            let tree = F.tree([F.element(type, "x")])
            let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: tree)
            #expect(result.passed, "\(type)")
        }
    }

    @Test func labelValueAndTraitsAreCheckedOnlyWhereTheMapDeclaresThem() {
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "a", label: "Sign In"),
            ControlInformation(index: 1, type: .slider, identifier: "b", value: "50%"),
            ControlInformation(index: 2, type: .button, identifier: "c", traits: [.button, .selected]),
            ControlInformation(index: 3, type: .button, identifier: "d"),
        ]
        let good = F.tree([
            F.element(.button, "a", label: "Sign In", value: "whatever"),
            F.element(.slider, "b", label: "anything", value: "50%"),
            F.element(.button, "c", label: "x", traits: [.button, .selected]),
            F.element(.button, "d", label: "y", value: "z", traits: [.header]),
        ])
        #expect(Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: good).passed)

        let bad = F.tree([
            F.element(.button, "a", label: "Sign in"),
            F.element(.slider, "b", value: "60%"),
            F.element(.button, "c", traits: [.button]),
            F.element(.button, "d"),
        ])
        let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: bad)
        #expect(result.differences.map(\.kind) == [.wrongLabel, .wrongValue, .wrongTraits])
        #expect(result.rows.map(\.mark) == [.mismatch, .mismatch, .mismatch, .match])
    }

    @Test func aDeclaredLabelDoesNotMatchAnElementWithoutLabel() {
        let map = [ControlInformation(index: 0, type: .button, identifier: "a", label: "OK")]
        let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: F.tree([F.element(.button, "a")]))
        #expect(result.differences.map(\.kind) == [.wrongLabel])
    }

    @Test func entriesWithoutIdentifierAreMatchedByTypeAndLabel() {
        let tree = F.tree(
            [
                F.element(.staticText, "generated.1", label: "Title"),
                F.element(.button, nil, label: "Continue"),
            ], screenIdentifier: "UnnamedScreen")
        #expect(Verifier.verify(UnnamedScreen.self, tree).passed)

        let relabelled = F.tree(
            [
                F.element(.staticText, nil, label: "Heading"),
                F.element(.link, nil, label: "Continue"),
            ], screenIdentifier: "UnnamedScreen")
        let result = Verifier.verify(UnnamedScreen.self, relabelled)
        // "Heading" is not "Title": the entry is missing and the element unexpected.
        #expect(result.differences.map(\.kind) == [.missing, .unexpected])
    }

    @Test func aRepeatedIdentifierInTheTreeIsReported() {
        var elements = F.formElements
        elements.append(F.element(.button, F.id("signIn"), label: "Sign In"))
        let result = verify(elements)
        #expect(result.differences.first == .duplicateIdentifierInTree(identifier: F.id("signIn"), positions: [3, 5]))
        // The second copy is also an element the map does not list.
        #expect(result.differences.map(\.kind) == [.duplicateIdentifierInTree, .unexpected])
    }

    @Test func aRepeatedUndeclaredIdentifierCountsOnlyInExactMode() {
        var elements = F.formElements
        elements.append(F.element(.cell, "row"))
        elements.append(F.element(.cell, "row"))
        #expect(verify(elements, mode: .exact).differences.map(\.kind).contains(.duplicateIdentifierInTree))
        // Ordered and present modes allow undeclared elements, repeated or not.
        #expect(verify(elements, mode: .ordered).passed)
        #expect(verify(elements, mode: .present).passed)
        // A repeated identifier the map declares still fails them.
        elements.append(F.element(.button, F.id("signIn"), label: "Sign In"))
        #expect(verify(elements, mode: .ordered).differences.map(\.kind).contains(.duplicateIdentifierInTree))
    }

    @Test func repeatedUndeclaredIdentifiersAreGroupedAsStringEqualityGroupsThem() {
        // After the form (positions 0 to 4), each repeated once, far apart: ASCII; a KELVIN
        // SIGN beside the `K` it equals; é precomposed beside e and a combining accent; a
        // text with no ASCII equivalent; and one that is not repeated.
        let spellings = ["row", "\u{212A}.ok", "caf\u{E9}", "東京", "once", "row", "K.ok", "cafe\u{301}", "東京"]
        let result = verify(F.formElements + spellings.map { F.element(.cell, $0) })
        let repeated = result.differences.filter { $0.kind == .duplicateIdentifierInTree }
        #expect(
            repeated == [
                .duplicateIdentifierInTree(identifier: "row", positions: [5, 10]),
                .duplicateIdentifierInTree(identifier: "\u{212A}.ok", positions: [6, 11]),
                .duplicateIdentifierInTree(identifier: "caf\u{E9}", positions: [7, 12]),
                .duplicateIdentifierInTree(identifier: "東京", positions: [8, 13]),
            ])
        // Every one of them is also an element the map does not list.
        #expect(result.differences.filter { $0.kind == .unexpected }.count == spellings.count)
    }

    @Test func anEmptyIdentifierIsTheSameAsNone() {
        var elements = F.formElements
        elements.append(F.element(.staticText, "", label: "Footer"))
        elements.append(F.element(.staticText, "", label: "Legal"))
        let result = verify(elements, mode: .exact)
        // Two unexpected texts, but no repeated identifier "".
        #expect(result.differences.map(\.kind) == [.unexpected, .unexpected])
    }

    @Test func aRepeatedIdentifierInTheMapIsReported() {
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "a"),
            ControlInformation(index: 1, type: .button, identifier: "a"),
        ]
        let result = Verifier.verify(
            screen: "S", screenIdentifier: "WelcomeForm", map: map,
            tree: F.tree([F.element(.button, "a")]))
        #expect(
            result.differences == [
                .duplicateIdentifierInMap(identifier: "a", indexes: [0, 1]),
                .missing(expected: map[1]),
            ])
    }

    @Test func mapIndexesThatAreNotZeroToCountAreABadMap() {
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "a"),
            ControlInformation(index: 0, type: .button, identifier: "b"),
            ControlInformation(index: 5, type: .button, identifier: "c"),
            ControlInformation(index: -1, type: .button, identifier: "d"),
        ]
        let tree = F.tree([F.element(.button, "d"), F.element(.button, "a"), F.element(.button, "b"), F.element(.button, "c")])
        let result = Verifier.verify(screen: "S", screenIdentifier: "WelcomeForm", map: map, tree: tree)
        #expect(
            result.differences == [
                .badMapIndex(index: -1, occurrences: 1, count: 4),
                .badMapIndex(index: 0, occurrences: 2, count: 4),
                .badMapIndex(index: 5, occurrences: 1, count: 4),
            ])
        #expect(result.summary == "S: 3 differences — 3 bad map indexes")
    }

    @Test func onlyTheScreenRootsSubtreeIsVerified() {
        let statusBar = F.element(.statusBar, "status")
        let keyboard = F.element(.keyboard, "keyboard")
        let result = Verifier.verify(WelcomeForm.self, F.tree(F.formElements, before: [statusBar], after: [keyboard]))
        #expect(result.passed)
        #expect(result.actual.count == 5)
        guard case .screenRoot(let node) = result.scope else {
            Issue.record("expected the screen root as scope"); return
        }
        #expect(result.actual.allSatisfy { F.tree(F.formElements, before: [statusBar], after: [keyboard]).subtree(of: node).contains($0.nodeIndex) })
    }

    @Test func withoutAScreenRootTheWholeTreeIsVerifiedAndSaidSoWhenTheRootIsNotRequired() {
        let result = Verifier.verify(
            WelcomeForm.self, F.tree(F.formElements, screenIdentifier: nil),
            options: VerificationOptions(requiresScreenRoot: .never))
        #expect(result.passed)
        #expect(result.scope == .wholeTree)
        #expect(
            result.description == """
                WelcomeForm: matches (5 controls, exact)
                note: no node has the identifier "WelcomeForm"; the whole tree was verified
                """)
    }

    @Test func aMissingScreenRootFailsWhenTheOptionRequiresIt() {
        let result = Verifier.verify(
            WelcomeForm.self, F.tree(F.formElements, screenIdentifier: nil),
            options: VerificationOptions(requiresScreenRoot: true))
        #expect(result.differences == [.screenRootNotFound(identifier: "WelcomeForm", candidates: [])])
        #expect(!result.passed)
    }

    @Test func aMapScopedByTheScreenRequiresItsRootByDefault() {
        // WelcomeForm's map says `WelcomeForm.email`: the app marks the root, so a tree
        // without it is not this screen, even when the controls match.
        #expect(WelcomeForm.controlsInformation().contains { $0.identifier?.hasPrefix("WelcomeForm.") == true })
        let result = Verifier.verify(WelcomeForm.self, F.tree(F.formElements, screenIdentifier: nil))
        #expect(!result.passed)
        #expect(result.differences.first?.kind == .screenRootNotFound)
        #expect(result.summary == "WelcomeForm: 1 difference — screen not found")
    }

    @Test func aMapWithoutScopedIdentifiersDoesNotRequireTheRootByDefault() {
        let map = [ControlInformation(index: 0, type: .button, identifier: "signIn")]
        let tree = F.tree([F.element(.button, "signIn")], screenIdentifier: nil)
        let result = Verifier.verify(screen: "Plain", screenIdentifier: "Plain", map: map, tree: tree)
        #expect(result.passed)
        #expect(result.scope == .wholeTree)
    }

    @Test func aMissingScreenRootNamesTheScreenRootsTheTreeHas() {
        let tree = F.tree(
            [F.element(.button, "HomeScreen.profile"), F.element(.button, "HomeScreen.settings")],
            screenIdentifier: "HomeScreen")
        let result = Verifier.verify(WelcomeForm.self, tree, options: VerificationOptions(requiresScreenRoot: .always))
        #expect(result.differences.first == .screenRootNotFound(identifier: "WelcomeForm", candidates: ["HomeScreen"]))
        #expect(
            result.differences.first?.description.hasPrefix(
                #"screen not found: no node has the identifier "WelcomeForm"; screens found: "HomeScreen"."#) == true)
    }

    @Test func aMissingScreenRootSaysHowToGiveTheRootViewItsIdentifierInUIKitAndSwiftUI() {
        let tree = F.tree([F.element(.button, "HomeScreen.profile")], screenIdentifier: "HomeScreen")
        let result = Verifier.verify(WelcomeForm.self, tree, options: VerificationOptions(requiresScreenRoot: .always))
        #expect(
            result.differences.first?.description.hasSuffix(
                #"Give the screen's root view that accessibility identifier (UIKit: `view.accessibilityIdentifier = "WelcomeForm"` in viewDidLoad; "#
                    + #"SwiftUI: `.accessibilityElement(children: .contain)` then `.accessibilityIdentifier("WelcomeForm")` on the screen's outermost "#
                    + "view, so it keeps its children as elements), or verify a tree of that screen") == true)
    }

    @Test func screenRootCandidatesAreNodesWhoseIdentifierScopesAnother() {
        let tree = F.tree(
            [
                F.element(.button, "A.x"), F.element(.other, "B"), F.element(.button, "C.y"),
                F.element(.other, "A"),
            ], screenIdentifier: "Root")
        // "A" scopes "A.x"; "B" scopes nothing; "C" has no node of its own.
        #expect(Verifier.screenRootCandidates(in: tree) == ["A"])
    }

    @Test func screenRootRequirementReadsBooleanLiterals() {
        #expect(VerificationOptions(requiresScreenRoot: true).requiresScreenRoot == .always)
        #expect(VerificationOptions(requiresScreenRoot: false).requiresScreenRoot == .never)
        #expect(VerificationOptions().requiresScreenRoot == .whenMapIsScoped)
    }

    @Test func orderedModeAllowsOtherElementsBetweenDeclaredOnes() {
        var elements = F.formElements
        elements.insert(F.element(.keyboard, "keyboard"), at: 3)
        elements.insert(F.element(.statusBar, nil), at: 0)
        let result = verify(elements, mode: .ordered)
        #expect(result.passed)
        #expect(result.rows.filter { $0.mark == .ignored }.count == 2)
        #expect(verify(elements, mode: .exact).differences.map(\.kind) == [.unexpected, .unexpected])
    }

    @Test func presentModeReportsMissingAndWrongTypesButNotOrder() {
        var elements = Array(F.formElements.reversed())
        elements.removeFirst()  // forgot
        elements[0].type = .link  // signIn
        let result = verify(elements, mode: .present)
        #expect(result.differences.map(\.kind) == [.wrongType, .missing])
    }

    @Test func anEmptyMapAgainstAnEmptyScreenPasses() {
        let result = Verifier.verify(screen: "Empty", screenIdentifier: "WelcomeForm", map: [], tree: F.tree([]))
        #expect(result.passed)
        #expect(result.summary == "Empty: matches (0 controls, exact)")
        #expect(result.rows.isEmpty)
    }

    @Test func anEmptyMapMakesEveryElementUnexpected() {
        let result = Verifier.verify(screen: "Empty", screenIdentifier: "WelcomeForm", map: [], tree: F.tree(F.formElements))
        #expect(result.differences.map(\.kind) == Array(repeating: .unexpected, count: 5))
    }

    @Test func anEmptyScreenMakesEveryEntryMissing() {
        let result = verify([])
        #expect(result.differences.map(\.kind) == Array(repeating: .missing, count: 5))
        #expect(result.summary == "WelcomeForm: 5 differences — 5 missing")
    }

    @Test func theCorrectedMapIsWhatRapidgenWouldGenerateForTheElements() {
        var elements = F.formElements
        elements.swapAt(0, 1)
        let result = verify(elements)
        #expect(result.correctedMap == MapSourceOptions().controls(for: result.actual))
        #expect(result.correctedMapSource == MapSourceWriter.region(screen: "WelcomeForm", controls: result.correctedMap))
        #expect(result.correctedMap.map(\.identifier) == elements.map(\.identifier))
    }

    @Test func aMovedElementWithAWrongLabelReportsBoth() {
        var elements = F.formElements
        elements[3].label = "Log In"
        let signIn = elements.remove(at: 3)
        elements.insert(signIn, at: 0)
        let result = verify(elements)
        #expect(result.differences.map(\.kind) == [.moved, .wrongLabel])
    }

    @Test func theCountsGroupDifferencesByKind() {
        var elements = F.formElements
        elements.swapAt(0, 1)
        elements.remove(at: 4)
        elements.append(F.element(.image, nil))
        let result = verify(elements)
        #expect(result.counts == [.moved: 1, .missing: 1, .unexpected: 1])
        #expect(result.summary == "WelcomeForm: 3 differences — 1 moved, 1 missing, 1 unexpected")
    }
}
