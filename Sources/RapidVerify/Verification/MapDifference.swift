/// One way a screen's map and its recorded tree disagree.
///
/// "Expected" is the map's entry, "actual" the element VoiceOver visits. Positions of
/// actual elements are their positions in VoiceOver order within the screen's scope.
public enum MapDifference: Sendable, Hashable, CustomStringConvertible {
    /// A declared control was not found.
    case missing(expected: ControlInformation)
    /// An element was found that the map does not declare (`VerificationMode.exact` only).
    case unexpected(actual: OrderedElement)
    /// A declared control was found, but out of the declared order: it is not part of the
    /// longest run of elements that are in order.
    case moved(expected: ControlInformation, actual: OrderedElement)
    /// A control was found with another type than declared (`ControlType.any` matches all).
    case wrongType(expected: ControlInformation, actual: OrderedElement)
    /// A control was found with another label than declared.
    case wrongLabel(expected: ControlInformation, actual: OrderedElement)
    /// A control was found with another value than declared.
    case wrongValue(expected: ControlInformation, actual: OrderedElement)
    /// A control was found with other traits than declared.
    case wrongTraits(expected: ControlInformation, actual: OrderedElement)
    /// Several elements of the screen have the same identifier (their positions).
    case duplicateIdentifierInTree(identifier: String, positions: [Int])
    /// Several entries of the map declare the same identifier (their indexes).
    case duplicateIdentifierInMap(identifier: String, indexes: [Int])
    /// The map's indexes are not exactly `0..<count`: `index` is declared `occurrences`
    /// times (more than once) or lies outside `0..<count`.
    case badMapIndex(index: Int, occurrences: Int, count: Int)
    /// No node has the screen's identifier, and ``VerificationOptions/requiresScreenRoot``
    /// requires one. `candidates` are the identifiers of the nodes that look like other
    /// screens' roots (see `Verifier.screenRootCandidates(in:)`).
    case screenRootNotFound(identifier: String, candidates: [String])
    /// The map declares it was recorded over the app's window (`MapScope.appWindow`:
    /// its screen root had no identifier then), and a node of the tree now has the screen's
    /// identifier: the map is checked against the root's subtree, and this difference asks
    /// for it to be recorded again, so narrowing the map is a decision, never a side effect.
    case screenRootAppeared(identifier: String)

    /// How many screen root candidates ``description`` names; the rest are counted.
    static let shownCandidates = 8

    /// The kind of a difference, for counting and sorting.
    public enum Kind: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// ``MapDifference/moved(expected:actual:)``.
        case moved
        /// ``MapDifference/missing(expected:)``.
        case missing
        /// ``MapDifference/unexpected(actual:)``.
        case unexpected
        /// ``MapDifference/wrongType(expected:actual:)``.
        case wrongType
        /// ``MapDifference/wrongLabel(expected:actual:)``.
        case wrongLabel
        /// ``MapDifference/wrongValue(expected:actual:)``.
        case wrongValue
        /// ``MapDifference/wrongTraits(expected:actual:)``.
        case wrongTraits
        /// ``MapDifference/duplicateIdentifierInTree(identifier:positions:)``.
        case duplicateIdentifierInTree
        /// ``MapDifference/duplicateIdentifierInMap(identifier:indexes:)``.
        case duplicateIdentifierInMap
        /// ``MapDifference/badMapIndex(index:occurrences:count:)``.
        case badMapIndex
        /// ``MapDifference/screenRootNotFound(identifier:candidates:)``.
        case screenRootNotFound
        /// ``MapDifference/screenRootAppeared(identifier:)``.
        case screenRootAppeared

        /// Orders kinds as the summary lists them.
        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// The phrase the summary uses for `count` differences of this kind: `1 moved`,
        /// `2 wrong labels`, `1 duplicate identifier in the tree`.
        package func phrase(count: Int) -> String {
            let one = count == 1
            switch self {
            case .moved: return "\(count) moved"
            case .missing: return "\(count) missing"
            case .unexpected: return "\(count) unexpected"
            case .wrongType: return "\(count) wrong type\(one ? "" : "s")"
            case .wrongLabel: return "\(count) wrong label\(one ? "" : "s")"
            case .wrongValue: return "\(count) wrong value\(one ? "" : "s")"
            case .wrongTraits: return "\(count) wrong traits"
            case .duplicateIdentifierInTree: return "\(count) duplicate identifier\(one ? "" : "s") in the tree"
            case .duplicateIdentifierInMap: return "\(count) duplicate identifier\(one ? "" : "s") in the map"
            case .badMapIndex: return "\(count) bad map index\(one ? "" : "es")"
            case .screenRootNotFound: return "screen not found"
            case .screenRootAppeared: return "screen root appeared"
            }
        }
    }

    /// This difference's kind.
    public var kind: Kind {
        switch self {
        case .missing: return .missing
        case .unexpected: return .unexpected
        case .moved: return .moved
        case .wrongType: return .wrongType
        case .wrongLabel: return .wrongLabel
        case .wrongValue: return .wrongValue
        case .wrongTraits: return .wrongTraits
        case .duplicateIdentifierInTree: return .duplicateIdentifierInTree
        case .duplicateIdentifierInMap: return .duplicateIdentifierInMap
        case .badMapIndex: return .badMapIndex
        case .screenRootNotFound: return .screenRootNotFound
        case .screenRootAppeared: return .screenRootAppeared
        }
    }

    /// One plain sentence, e.g.
    /// `moved: button LoginScreen.signIn is at position 1, declared at index 2`.
    public var description: String {
        switch self {
        case .missing(let e):
            return "missing: \(ReportText.expected(e)) declared at index \(e.index) is not on the screen"
        case .unexpected(let a):
            return "unexpected: \(ReportText.actual(a)) at position \(a.position) is not in the map"
        case .moved(let e, let a):
            return "moved: \(ReportText.expected(e)) is at position \(a.position), declared at index \(e.index)"
        case .wrongType(let e, let a):
            return "wrong type: \(ReportText.expected(e)) at position \(a.position) is a \(a.node.type.name), declared \(e.type.name)"
        case .wrongLabel(let e, let a):
            return
                "wrong label: \(ReportText.expected(e)) at position \(a.position) has label \(ReportText.literal(a.node.label)), declared \(ReportText.literal(e.label))"
        case .wrongValue(let e, let a):
            return
                "wrong value: \(ReportText.expected(e)) at position \(a.position) has value \(ReportText.literal(a.node.value)), declared \(ReportText.literal(e.value))"
        case .wrongTraits(let e, let a):
            return
                "wrong traits: \(ReportText.expected(e)) at position \(a.position) has traits \(a.node.traits), declared \(e.traits.map(\.description) ?? "[]")"
        case .duplicateIdentifierInTree(let id, let positions):
            return "duplicate identifier in the tree: \(ReportText.literal(id)) at positions \(positions.map(String.init).joined(separator: ", "))"
        case .duplicateIdentifierInMap(let id, let indexes):
            return "duplicate identifier in the map: \(ReportText.literal(id)) at indexes \(indexes.map(String.init).joined(separator: ", "))"
        case .badMapIndex(let index, let occurrences, let count):
            if occurrences > 1 {
                return "bad map: index \(index) is declared \(occurrences) times"
            }
            return "bad map: index \(index) is outside 0..<\(count)"
        case .screenRootNotFound(let id, let candidates):
            let shown =
                candidates.prefix(Self.shownCandidates).map(ReportText.literal).joined(separator: ", ")
                + (candidates.count > Self.shownCandidates ? " and \(candidates.count - Self.shownCandidates) more" : "")
            let found =
                candidates.isEmpty
                ? "no node looks like a screen root (an identifier that scopes others, as \(ReportText.literal(id)) scopes \(ReportText.literal(id + ".email")))"
                : "screens found: \(shown)"
            return "screen not found: no node has the identifier \(ReportText.literal(id)); \(found). "
                + "Give the screen's root view that accessibility identifier (UIKit: `view.accessibilityIdentifier = \(ReportText.literal(id))` "
                + "in viewDidLoad; SwiftUI: `.accessibilityElement(children: .contain)` then `.accessibilityIdentifier(\(ReportText.literal(id)))` "
                + "on the screen's outermost view, so it keeps its children as elements), or verify a tree of that screen"
        case .screenRootAppeared(let id):
            return "screen root appeared: the map was recorded over the app's window, and a node now has the identifier "
                + "\(ReportText.literal(id)); record the map again to cover only that view's subtree "
                + "(RAPIDMAP_RECORD=failed, or `rapidgen accept`)"
        }
    }
}
