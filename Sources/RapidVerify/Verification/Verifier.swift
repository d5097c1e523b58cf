/// Checks a screen's map against a recorded tree. Pure: no I/O, no test framework.
///
/// ```swift
/// let result = Verifier.verify(LoginScreen.self, tree)
/// if !result.passed { print(result) }
/// ```
/// RapidTesting's `verify(_:_:)` wraps this and records the report as a test failure.
public enum Verifier {
    /// Verifies `screen`'s map against `tree`.
    ///
    /// The screen's scope is found by ``ScreenScope/find(screenIdentifier:in:)``: the subtree
    /// of the first node (in pre-order) whose identifier is ``RapidScreen/screenIdentifier``;
    /// when no node has it, the whole tree is used and
    /// the report says so (or, with ``VerificationOptions/requiresScreenRoot``, that is a
    /// difference). The scope is ordered by ``TraversalEngine`` and aligned with the map
    /// sorted by index (see ``MapDifference`` for what is reported in each mode).
    public static func verify<S: RapidScreen>(_ screen: S.Type, _ tree: AccessibilityTree,
                                              mode: VerificationMode = .exact,
                                              options: VerificationOptions = VerificationOptions()) -> Verification {
        verify(screen: String(describing: screen), screenIdentifier: screen.screenIdentifier,
               map: screen.controlsInformation(), tree: tree, mode: mode, options: options)
    }

    /// Verifies a map given as values: the screen's name (for the report), the identifier
    /// of its root view, and its entries in any order.
    public static func verify(screen: String, screenIdentifier: String, map: [ControlInformation],
                              tree: AccessibilityTree, mode: VerificationMode = .exact,
                              options: VerificationOptions = VerificationOptions()) -> Verification {
        let scope = ScreenScope.find(screenIdentifier: screenIdentifier, in: tree)
        let actual = TraversalEngine(options: options.traversal).order(tree, scope: scope.node(in: tree))
        return compare(screen: screen, screenIdentifier: screenIdentifier, map: map, actual: actual,
                       scope: scope, mode: mode, options: options)
    }

    /// Compares a map with elements already in VoiceOver order.
    public static func compare(screen: String, screenIdentifier: String, map: [ControlInformation],
                               actual: [OrderedElement], scope: Verification.Scope,
                               mode: VerificationMode = .exact,
                               options: VerificationOptions = VerificationOptions()) -> Verification {
        // A stable sort: entries with a repeated index keep their order in the map.
        let expected = zip(map, map.dropFirst()).allSatisfy({ $0.index <= $1.index })
            ? map : map.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        var (differences, rows) = MapComparison.compare(expected: expected, actual: actual, mode: mode)
        if scope == .wholeTree, options.requiresScreenRoot {
            differences.insert(.screenRootNotFound(identifier: screenIdentifier), at: 0)
        }
        return Verification(screen: screen, screenIdentifier: screenIdentifier, mode: mode, scope: scope,
                            expected: expected, actual: actual, differences: differences, alignedRows: rows,
                            mapSourceOptions: options.mapSource)
    }
}
